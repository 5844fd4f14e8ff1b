import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pngImage } from './support/back-office.js';
import { launchBrowser, openPage, phoneViewport } from './support/browser.js';
import { ipSource } from './support/members.js';
import { runOps } from './support/ops.js';
import { poll } from './support/poll.js';
import { totpCode } from './support/totp.js';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const shotsDir = process.env.DEPOSIT_SHOTS_DIR;
let browser: Browser;

const freshIp = ipSource(81);

/** A real (tiny) PNG, so the browser can show its thumbnail and the server accepts it by its bytes. */
function slipPng(): Buffer {
  return pngImage(24, 16, (x, y) => [x * 10, y * 15, 160]);
}

async function registeredMember(ip: string): Promise<{ username: string; token: string }> {
  const username = `dep${randomBytes(4).toString('hex')}`;
  const response = await fetch(`${baseUrl}/api/members`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({
      username,
      password: 'Play-e2e-2024',
      confirmPassword: 'Play-e2e-2024',
      birthday: '1990-05-17',
      termsAccepted: true,
      ageConfirmed: true,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return { username, token: ((await response.json()) as { token: string }).token };
}

/** The member's deposit page, logged in by the token in the address (spec §4), opened from the header. */
async function depositPage(
  ip: string,
  token: string,
  viewport = { width: 1440, height: 900 },
): Promise<Page> {
  const page = await openPage(browser, baseUrl, { extraHTTPHeaders: { 'x-forwarded-for': ip }, viewport });
  await page.goto(`/?token=${token}`);
  await page.getByTestId('header-deposit').click();
  await page.getByTestId('deposit-page').waitFor();
  return page;
}

/** With DEPOSIT_SHOTS_DIR set, a screenshot of the window scrolled to what the step is about. */
async function shot(page: Page, name: string, focus?: string): Promise<void> {
  if (!shotsDir) return;
  await mkdir(shotsDir, { recursive: true });
  if (focus)
    await page
      .getByTestId(focus)
      .first()
      .evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: `${shotsDir}/${name}.png` });
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('deposits', () => {
  it('a member pays a gateway deposit on the simulator page and sees it credited, less the fee', async () => {
    const ip = freshIp();
    const member = await registeredMember(ip);
    const page = await depositPage(ip, member.token);
    await page.locator('[data-testid^="deposit-channel-"][data-channel-type="gateway"]').click();
    await page.locator('[data-testid="deposit-form"][data-channel-type="gateway"]').waitFor();
    await page.getByTestId('deposit-amount').fill('250');
    // 1% fee on the demo gateway channel: 247.50 reaches the wallet.
    await poll(() => page.getByTestId('deposit-summary-credited').innerText()).toContain('247.50');
    await shot(page, 'gateway-form-desktop');
    await page.getByTestId('deposit-submit').click();
    const payLink = page.getByTestId('deposit-pay-link');
    await payLink.waitFor();
    const [payPage] = await Promise.all([page.context().waitForEvent('page'), payLink.click()]);
    await payPage.getByTestId('sim-pay').waitFor();
    expect(await payPage.getByTestId('sim-amount').innerText()).toContain('250.00');
    await payPage.getByTestId('sim-pay').click();
    await poll(() => payPage.getByTestId('sim-status').innerText()).toContain('successful');
    // The signed notification reached the server over HTTP; the member's tab shows it without a reload.
    await page.bringToFront();
    const row = page.getByTestId('deposit-row').first();
    await poll(() => row.getByTestId('deposit-row-status').getAttribute('data-status'), 20_000).toBe(
      'credited',
    );
    // The pay link gives way to the outcome (issue 14 #1), and the row says what was credited.
    await poll(() => page.getByTestId('deposit-gateway-outcome').getAttribute('data-status')).toBe(
      'credited',
    );
    expect(await page.getByTestId('deposit-gateway-ready').count()).toBe(0);
    expect(await page.getByTestId('deposit-gateway-outcome').innerText()).toContain('247.50');
    expect(await row.getByTestId('deposit-row-credited').innerText()).toBe('Credited रू 247.50');
    await page.getByTestId('header-balance-refresh').click();
    await poll(() => page.getByTestId('header-balance').innerText()).toContain('247.50');
    // A duplicate notification from the simulator changes nothing.
    await payPage.getByTestId('sim-resend').click();
    await poll(
      async () => ((await payPage.getByTestId('sim-deliveries').innerText()).match(/HTTP 200/g) ?? []).length,
    ).toBe(3);
    await page.getByTestId('header-balance-refresh').click();
    await poll(() => page.getByTestId('header-balance').innerText()).toContain('247.50');
    await shot(page, 'gateway-credited-desktop');
    await payPage.close();
    await page.context().close();
  });

  it('a payment declined on the gateway page shows the deposit failed, with the reason in words', async () => {
    const ip = freshIp();
    const member = await registeredMember(ip);
    const page = await depositPage(ip, member.token);
    await page.locator('[data-testid^="deposit-channel-"][data-channel-type="gateway"]').click();
    await page.locator('[data-testid="deposit-form"][data-channel-type="gateway"]').waitFor();
    await page.getByTestId('deposit-amount').fill('150');
    await page.getByTestId('deposit-submit').click();
    const payLink = page.getByTestId('deposit-pay-link');
    await payLink.waitFor();
    // The member is told how long the payment page stays payable.
    expect(await page.getByText('within 30 minutes').count()).toBe(1);
    const [payPage] = await Promise.all([page.context().waitForEvent('page'), payLink.click()]);
    await payPage.getByTestId('sim-fail').click();
    await poll(() => payPage.getByTestId('sim-status').innerText()).toContain('failed');
    await page.bringToFront();
    const row = page.getByTestId('deposit-row').first();
    await poll(() => row.getByTestId('deposit-row-status').getAttribute('data-status'), 20_000).toBe(
      'failed',
    );
    await poll(() => row.innerText()).toContain('The payment was cancelled on the payment page');
    expect(await row.innerText()).not.toContain('declined_by_payer');
    // A failed deposit credits nothing and says no "Credited"; the pay link is gone (issue 14 #1).
    expect(await row.getByTestId('deposit-row-credited').count()).toBe(0);
    expect(await row.innerText()).not.toContain('Credited');
    await poll(() => page.getByTestId('deposit-gateway-outcome').getAttribute('data-status')).toBe('failed');
    expect(await page.getByTestId('deposit-pay-link').count()).toBe(0);
    await shot(page, 'gateway-failed-desktop', 'deposit-gateway-outcome');
    await payPage.close();
    await page.context().close();
  });

  it('a member sends a bank deposit with a proof image; finance staff approve it in the back office', async () => {
    const ip = freshIp();
    const member = await registeredMember(ip);
    const page = await depositPage(ip, member.token, phoneViewport);
    await page.locator('[data-testid="deposit-form"][data-channel-type="manual_bank"]').waitFor();
    expect(await page.getByTestId('deposit-bank-account-number').innerText()).toMatch(/^\d+$/);
    await page.getByTestId('deposit-amount').fill('500');
    // Refused before sending: a gif named .png.
    await page.getByTestId('deposit-proof-input').setInputFiles({
      name: 'renamed.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]),
    });
    await poll(() => page.getByTestId('deposit-proof-error').innerText()).toMatch(/png|jpg/i);
    // No proof yet: the submit says so.
    await page.getByTestId('deposit-submit').click();
    await poll(() => page.getByTestId('deposit-proof-error').count()).toBe(1);
    await page
      .getByTestId('deposit-proof-input')
      .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: slipPng() });
    await page.getByTestId('deposit-proof-thumbnail').waitFor();
    await shot(page, 'manual-form-phone', 'deposit-amount');
    await page.getByTestId('deposit-submit').click();
    await page.getByTestId('deposit-created').waitFor();
    const row = page.getByTestId('deposit-row').first();
    await poll(() => row.getByTestId('deposit-row-status').getAttribute('data-status')).toBe('pending');
    await shot(page, 'manual-pending-phone', 'deposit-list');

    const username = `e2efin${randomBytes(3).toString('hex')}`;
    const created = await runOps(dataDir, ['create-staff', username, 'finance', 'Finance', 'Desk']);
    expect(created.code, created.output).toBe(0);
    const temporaryPassword = /Temporary password: (\S+)/.exec(created.output)?.[1] as string;
    const totpSecret = /TOTP secret: ([A-Z2-7]+)/.exec(created.output)?.[1] as string;
    const staff = await openPage(browser, baseUrl, {
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.61' },
    });
    await staff.goto('/admin/sign-in');
    await staff.getByTestId('sign-in-username').fill(username);
    await staff.getByTestId('sign-in-password').fill(temporaryPassword);
    await staff.getByTestId('sign-in-totp').fill(totpCode(totpSecret));
    await staff.getByTestId('sign-in-submit').click();
    await staff.getByTestId('change-password-page').waitFor();
    const newPassword = 'finance desk passphrase 2024';
    await staff.getByTestId('change-password-old').fill(temporaryPassword);
    await staff.getByTestId('change-password-new').fill(newPassword);
    await staff.getByTestId('change-password-confirm').fill(newPassword);
    await staff.getByTestId('change-password-submit').click();
    await staff.getByTestId('admin-layout').waitFor();
    await staff.getByTestId('nav-deposits').click();
    await staff.getByTestId('deposits-filter-member').fill(member.username);
    await staff.getByTestId('deposits-filter-submit').click();
    const queued = staff.locator(`[data-testid="deposit-row"][data-member="${member.username}"]`);
    await queued.waitFor();
    await shot(staff, 'backoffice-queue-desktop');
    await queued.getByTestId('deposit-row-open').click();
    // The proof is fetched with the staff token and shown through an object URL.
    const proof = staff.getByTestId('deposit-proof-image');
    await proof.waitFor();
    await poll(() => proof.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(
      24,
    );
    expect(await proof.getAttribute('src')).toMatch(/^blob:/);
    await staff.getByTestId('deposit-approve').click();
    await staff.getByTestId('deposit-decision-text').fill('Matched on the bank statement');
    await shot(staff, 'backoffice-approve-desktop');
    await staff.getByTestId('deposit-decision-submit').click();
    await staff.getByTestId('deposit-decision-done').waitFor();
    await staff.getByTestId('deposit-decision-close').click();
    await shot(staff, 'backoffice-detail-desktop');
    await poll(() => staff.getByTestId('deposit-detail-status').getAttribute('data-value')).toBe('credited');
    expect(await staff.getByTestId('deposit-approve').count()).toBe(0);
    await staff.getByTestId('nav-deposit-channels').click();
    await staff.getByTestId('channel-row').first().waitFor();
    await shot(staff, 'backoffice-channels-desktop');
    await staff.getByTestId('channel-edit').first().click();
    await staff.getByTestId('channel-dialog').waitFor();
    await shot(staff, 'backoffice-channel-edit-desktop');
    await staff.keyboard.press('Escape');

    await poll(() => row.getByTestId('deposit-row-status').getAttribute('data-status'), 20_000).toBe(
      'credited',
    );
    await page.getByTestId('header-balance-refresh').click();
    await poll(() => page.getByTestId('header-balance').innerText()).toContain('500.00');
    await shot(page, 'manual-credited-phone', 'deposit-list');
    await shot(page, 'manual-top-phone', 'deposit-page');
    await staff.context().close();
    await page.context().close();
  });
});
