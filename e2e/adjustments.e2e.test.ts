import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, phoneViewport } from './support/browser.js';
import { runOps } from './support/ops.js';
import { totpCode } from './support/totp.js';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

/** Set ADJUSTMENTS_SHOTS_DIR to keep screenshots (phone and desktop) for a human to look at. */
const shotsDir = process.env.ADJUSTMENTS_SHOTS_DIR;

type Staff = { username: string; password: string; totpSecret: string; page?: Page };

// Every request of this suite comes from its own address, so its sign-ins never lock out another suite.
const staffAddress = '198.51.100.61';
const suffix = randomBytes(3).toString('hex');
const memberName = `adjm${suffix}`;
let browser: Browser;
let requester: Staff;
let approver: Staff;

async function createStaff(username: string, role: string): Promise<Staff> {
  const created = await runOps(dataDir, ['create-staff', username, role, 'E2E', role]);
  expect(created.code, created.output).toBe(0);
  const password = /Temporary password: (\S+)/.exec(created.output)?.[1];
  const totpSecret = /TOTP secret: ([A-Z2-7]+)/.exec(created.output)?.[1];
  if (!password || !totpSecret) throw new Error(`create-staff printed no credentials:\n${created.output}`);
  return { username, password, totpSecret };
}

/** Signs in through the back office and replaces the temporary password, as every new staff member must. */
async function signedInPage(staff: Staff, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await openPage(browser, baseUrl, {
    extraHTTPHeaders: { 'x-forwarded-for': staffAddress },
    ...(viewport ? { viewport } : {}),
  });
  await page.goto('/admin/sign-in');
  await page.getByTestId('sign-in-username').fill(staff.username);
  await page.getByTestId('sign-in-password').fill(staff.password);
  await page.getByTestId('sign-in-totp').fill(totpCode(staff.totpSecret));
  await page.getByTestId('sign-in-submit').click();
  await page.getByTestId('change-password-page').waitFor();
  const newPassword = `adjustments e2e ${suffix} passphrase`;
  await page.getByTestId('change-password-old').fill(staff.password);
  await page.getByTestId('change-password-new').fill(newPassword);
  await page.getByTestId('change-password-confirm').fill(newPassword);
  await page.getByTestId('change-password-submit').click();
  await page.getByTestId('admin-layout').waitFor();
  return page;
}

async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  await mkdir(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

beforeAll(async () => {
  browser = await launchBrowser();
  // An admin may approve in general, but never their own request; finance approves it.
  requester = await createStaff(`adjreq${suffix}`, 'admin');
  approver = await createStaff(`adjfin${suffix}`, 'finance');
  const registered = await fetch(`${baseUrl}/api/members`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.62' },
    body: JSON.stringify({
      username: memberName,
      password: 'Member2024pw',
      confirmPassword: 'Member2024pw',
      birthday: '1990-05-17',
      termsAccepted: true,
      ageConfirmed: true,
    }),
  });
  expect(registered.status, await registered.clone().text()).toBe(200);
});

afterAll(async () => {
  await browser?.close();
});

describe('a large credit needs a second staff member', () => {
  it('staff A requests it with a confirmation step; it waits, and A cannot approve it', async () => {
    const page = await signedInPage(requester);
    requester.page = page;
    await page.getByTestId('nav-adjustments').click();
    await page.getByTestId('adjustment-settings').waitFor();
    // The demo brand's threshold: 10,000.00.
    expect(await page.getByTestId('adjustment-threshold').innerText()).toContain('NPR 10,000.00');
    await page.getByTestId('adjustment-new').click();
    const dialog = page.getByTestId('adjustment-dialog');
    await dialog.getByTestId('adjustment-member').fill(memberName);
    await dialog.getByTestId('adjustment-amount').fill('25000.5');
    await dialog.getByTestId('adjustment-reason').fill('Compensation for a failed deposit (ticket 4411)');
    await shot(page, 'create-form-desktop');
    await dialog.getByTestId('adjustment-review').click();
    await dialog.getByTestId('adjustment-confirm-step').waitFor();
    expect(await dialog.getByTestId('adjustment-confirm-amount').innerText()).toBe('NPR +25,000.50');
    await dialog.getByTestId('adjustment-needs-approval').waitFor();
    expect(await dialog.getByTestId('adjustment-confirm-member').innerText()).toContain(memberName);
    await shot(page, 'create-confirm-desktop');
    await dialog.getByTestId('adjustment-confirm').click();
    await expect
      .poll(() => dialog.getByTestId('adjustment-result').getAttribute('data-status'))
      .toBe('pending_approval');
    await dialog.getByTestId('adjustment-close').click();
    const row = page.getByTestId('adjustment-row').filter({ hasText: memberName });
    await expect.poll(() => row.getAttribute('data-status')).toBe('pending_approval');
    await row.getByTestId('adjustment-own-request').waitFor();
    expect(await row.getByTestId('adjustment-approve').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'list-requester-desktop');
  });

  it('staff B approves it in the back office and the member wallet shows the line with the balance after', async () => {
    const page = await signedInPage(approver);
    approver.page = page;
    await page.getByTestId('nav-adjustments').click();
    await page.getByTestId('adjustment-filter-status').selectOption('pending_approval');
    await page.getByTestId('adjustment-filter-member').fill(memberName);
    await page.getByTestId('adjustment-filter-submit').click();
    const row = page.getByTestId('adjustment-row').filter({ hasText: memberName });
    await row.getByTestId('adjustment-approve').waitFor();
    // Finance may approve but not change the threshold.
    expect(await page.getByTestId('adjustment-threshold-edit').count()).toBe(0);
    await row.getByTestId('adjustment-approve').click();
    const dialog = page.getByTestId('adjustment-decision-dialog');
    expect(await dialog.getByTestId('adjustment-decision-amount').innerText()).toBe('NPR +25,000.50');
    await shot(page, 'approve-dialog-desktop');
    await dialog.getByTestId('adjustment-decision-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    // The filter still asks for pending ones: the applied adjustment leaves the list.
    await page.getByTestId('adjustment-filter-status').selectOption('applied');
    await page.getByTestId('adjustment-filter-submit').click();
    const applied = page.getByTestId('adjustment-row').filter({ hasText: memberName });
    await expect.poll(() => applied.getAttribute('data-status')).toBe('applied');
    expect(await applied.innerText()).toContain(approver.username);
    await applied.getByRole('link', { name: memberName }).click();
    const wallet = page.getByTestId('member-wallet');
    await wallet.waitFor();
    await expect.poll(() => wallet.getByTestId('wallet-balance').innerText()).toBe('NPR 25,000.50');
    expect(await wallet.getByTestId('wallet-available').innerText()).toBe('NPR 25,000.50');
    expect(await wallet.getByTestId('wallet-held').innerText()).toBe('NPR 0.00');
    const line = wallet.locator('[data-testid="wallet-line"][data-code="adjustment"]');
    await expect.poll(() => line.count()).toBe(1);
    expect(await line.getByTestId('wallet-line-amount').innerText()).toBe('+25,000.50');
    expect(await line.getByTestId('wallet-line-balance-after').innerText()).toBe('25,000.50');
    expect(await line.getByTestId('wallet-line-counterpart').innerText()).toBe('house');
    expect(await line.getByTestId('wallet-line-direction').getAttribute('data-value')).toBe('credit');
    // The brand's time with its zone (issue 14 #8).
    expect(await line.getByTestId('wallet-line-time').innerText()).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC\+05:45$/,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'member-wallet-desktop');
  });

  it('a small debit from the member wallet applies at once and shows on the phone layout', async () => {
    const page = approver.page as Page;
    await page.setViewportSize(phoneViewport);
    await page.getByTestId('wallet-new-adjustment').click();
    const dialog = page.getByTestId('adjustment-dialog');
    expect(await dialog.getByTestId('adjustment-member').inputValue()).toBe(memberName);
    await dialog.locator('label', { has: page.getByTestId('adjustment-direction-debit') }).click();
    expect(await dialog.getByTestId('adjustment-direction-debit').isChecked()).toBe(true);
    await dialog.getByTestId('adjustment-amount').fill('500.25');
    await dialog.getByTestId('adjustment-reason').fill('Duplicate goodwill credit reversed');
    await shot(page, 'create-form-phone');
    await dialog.getByTestId('adjustment-review').click();
    await dialog.getByTestId('adjustment-applies-now').waitFor();
    await dialog.getByTestId('adjustment-confirm').click();
    await expect
      .poll(() => dialog.getByTestId('adjustment-result').getAttribute('data-status'))
      .toBe('applied');
    await dialog.getByTestId('adjustment-close').click();
    await page
      .getByTestId('adjustment-row')
      .filter({ hasText: memberName })
      .first()
      .getByRole('link', { name: memberName })
      .click();
    const wallet = page.getByTestId('member-wallet');
    await expect.poll(() => wallet.getByTestId('wallet-balance').innerText()).toBe('NPR 24,500.25');
    const lines = wallet.getByTestId('wallet-line');
    await expect.poll(() => lines.count()).toBe(2);
    expect(await lines.first().getByTestId('wallet-line-amount').innerText()).toBe('-500.25');
    expect(await lines.first().getByTestId('wallet-line-balance-after').innerText()).toBe('24,500.25');
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phoneViewport.width,
    );
    await shot(page, 'member-wallet-phone');
    await page.goto('/admin/adjustments');
    await page.getByTestId('adjustment-row').first().waitFor();
    await shot(page, 'list-phone');
  });

  it('reads in Nepali, in the light theme too', async () => {
    const page = requester.page as Page;
    await page.getByTestId('language-option-NE').click();
    await page.getByTestId('theme-toggle').click();
    await page.reload();
    await page.getByTestId('adjustment-settings').waitFor();
    await expect.poll(() => page.locator('h1').innerText()).toBe('समायोजनहरू');
    expect(await page.getByTestId('adjustment-status').first().innerText()).toBe('लागू भयो');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'list-ne-light-desktop');
    await page.getByTestId('adjustment-threshold-edit').click();
    await page.getByTestId('adjustment-threshold-dialog').waitFor();
    await shot(page, 'threshold-ne-light-desktop');
  });
});
