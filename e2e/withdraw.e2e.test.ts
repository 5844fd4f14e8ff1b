import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/accessibility.js';
import { desktopViewport, launchBrowser, openPage, phoneViewport } from './support/browser.js';
import { connectDatabase } from './support/database.js';
import { type Ledger, openLedger } from './support/ledger.js';
import { ipSource } from './support/members.js';
import { runOps } from './support/ops.js';
import { totpCode } from './support/totp.js';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
/** Set WITHDRAW_SHOTS_DIR to keep phone and desktop screenshots for a human to look at. */
const shotsDir = process.env.WITHDRAW_SHOTS_DIR;

const memberPassword = 'Play-e2e-2024';
const paymentPassword = '246810';
const suffix = randomBytes(3).toString('hex');
const staffAddress = '198.51.100.71';
let browser: Browser;
let database: pg.Client;
let ledger: Ledger;
let staffPage: Page;
/** A second finance staff member: the one who approved a withdrawal may not mark it paid (issue 14 #17). */
let payerPage: Page;

function poll<T>(read: () => T | Promise<T>, timeout = 10_000) {
  return expect.poll(read, { timeout, interval: 100 });
}

const freshIp = ipSource(85);

/** A finance staff member, signed in through the back office (temporary password replaced, as required). */
async function signedInFinance(label = 'fin'): Promise<Page> {
  const username = `wd${label}${suffix}`;
  const created = await runOps(dataDir, ['create-staff', username, 'finance', 'E2E', 'Finance']);
  expect(created.code, created.output).toBe(0);
  const password = /Temporary password: (\S+)/.exec(created.output)?.[1] ?? '';
  const totpSecret = /TOTP secret: ([A-Z2-7]+)/.exec(created.output)?.[1] ?? '';
  const page = await openPage(browser, baseUrl, { extraHTTPHeaders: { 'x-forwarded-for': staffAddress } });
  await page.goto('/admin/sign-in');
  await page.getByTestId('sign-in-username').fill(username);
  await page.getByTestId('sign-in-password').fill(password);
  await page.getByTestId('sign-in-totp').fill(totpCode(totpSecret));
  await page.getByTestId('sign-in-submit').click();
  await page.getByTestId('change-password-page').waitFor();
  const newPassword = `withdraw e2e ${suffix} passphrase`;
  await page.getByTestId('change-password-old').fill(password);
  await page.getByTestId('change-password-new').fill(newPassword);
  await page.getByTestId('change-password-confirm').fill(newPassword);
  await page.getByTestId('change-password-submit').click();
  await page.getByTestId('admin-layout').waitFor();
  return page;
}

type Member = { id: string; username: string; token: string; ip: string };

/** A registered member with a payment password and money from the house through the ledger. */
async function fundedMember(amountMinor: bigint): Promise<Member> {
  const ip = freshIp();
  const username = `wd${randomBytes(4).toString('hex')}`;
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': ip };
  const registered = await fetch(`${baseUrl}/api/members`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({
      username,
      password: memberPassword,
      confirmPassword: memberPassword,
      birthday: '1990-05-17',
      termsAccepted: true,
      ageConfirmed: true,
    }),
  });
  expect(registered.status, await registered.clone().text()).toBe(200);
  const { token } = (await registered.json()) as { token: string };
  const set = await fetch(`${baseUrl}/api/members/me/payment-password`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${token}` },
    body: JSON.stringify({
      loginPassword: memberPassword,
      paymentPassword,
      confirmPaymentPassword: paymentPassword,
    }),
  });
  expect(set.status, await set.clone().text()).toBe(200);
  const row = await database.query<{ id: string }>('select id from members where username = $1', [username]);
  const id = row.rows[0]?.id ?? '';
  await ledger.fund(id, amountMinor);
  return { id, username, token, ip };
}

async function balanceOf(member: Member) {
  const response = await fetch(`${baseUrl}/api/wallet/balance`, {
    headers: { authorization: `Bearer ${member.token}`, 'x-forwarded-for': member.ip },
  });
  return (await response.json()) as { balanceMinor: string; availableMinor: string; heldMinor: string };
}

async function withdrawPage(member: Member, viewport = desktopViewport): Promise<Page> {
  const page = await openPage(browser, baseUrl, {
    extraHTTPHeaders: { 'x-forwarded-for': member.ip },
    viewport,
  });
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  await page.goto(`/member?token=${member.token}`);
  await page.getByTestId('member-menu-withdraw').click();
  await page.getByTestId('withdraw-centre').waitFor();
  return page;
}

async function shot(page: Page, name: string, testId?: string) {
  if (!shotsDir) return;
  await mkdir(shotsDir, { recursive: true });
  if (testId) await page.getByTestId(testId).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: !testId });
}

/** Finance opens a member's withdrawal from the filtered queue and takes one decision with its confirmation. */
/** Approvals by the first finance staff member, payments by the second. */
async function staffDecides(username: string, action: string, fill: Record<string, string>) {
  const page = action === 'markPaid' ? payerPage : staffPage;
  await page.goto(`/admin/withdrawals?member=${username}`);
  await page.getByTestId('withdrawal-open').first().click();
  await page.getByTestId('withdrawal-detail').waitFor();
  await page.getByTestId(`withdrawal-action-${action}`).click();
  const dialog = page.getByTestId('withdrawal-decision-dialog');
  await dialog.waitFor();
  for (const [testId, value] of Object.entries(fill)) await dialog.getByTestId(testId).fill(value);
  await dialog.getByTestId('withdrawal-decision-confirm').click();
  await poll(() => page.getByTestId('withdrawal-decision-dialog').count()).toBe(0);
}

beforeAll(async () => {
  browser = await launchBrowser();
  database = await connectDatabase(dataDir);
  ledger = await openLedger(dataDir);
  staffPage = await signedInFinance();
  payerPage = await signedInFinance('pay');
});

afterAll(async () => {
  await browser?.close();
  await database?.end();
  await ledger?.close();
});

describe('withdrawals', () => {
  it('member requests (held), finance approves and pays in the back office, member confirms receipt', async () => {
    const member = await fundedMember(100_000n);
    const page = await withdrawPage(member);
    await poll(() => page.getByTestId('withdraw-available').innerText()).toBe('रू 1,000.00');
    expect(await page.getByTestId('withdraw-remaining').innerText()).toBe('5 of 5');

    // Below the minimum is refused before anything is sent.
    await page.getByTestId('withdraw-bank-name').fill('Nabil Bank');
    await page.getByTestId('withdraw-account-holder').fill('Ram Bahadur');
    await page.getByTestId('withdraw-account-number').fill('0123-4567-8901');
    await page.getByTestId('withdraw-amount').fill('50');
    await page.getByTestId('withdraw-payment-password').fill(paymentPassword);
    await page.getByTestId('withdraw-submit').click();
    await poll(() => page.getByTestId('withdraw-amount-error').innerText()).toContain('minimum');
    expect(await page.getByTestId('withdraw-confirm-dialog').count()).toBe(0);

    await page.getByTestId('withdraw-amount').fill('250.50');
    await shot(page, 'web-form-desktop', 'withdraw-form');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('withdraw-confirm-dialog').waitFor();
    expect(await page.getByTestId('withdraw-confirm-amount').innerText()).toBe('रू 250.50');
    await page.getByTestId('withdraw-confirm').click();
    await page.getByTestId('withdraw-success').waitFor();
    await poll(() => page.getByTestId('withdraw-held').innerText()).toBe('रू 250.50');
    await poll(() => page.getByTestId('withdraw-available').innerText()).toBe('रू 749.50');
    expect(await balanceOf(member)).toMatchObject({
      balanceMinor: '100000',
      availableMinor: '74950',
      heldMinor: '25050',
    });
    const item = page.getByTestId('withdrawal-item').first();
    expect(await item.getAttribute('data-status')).toBe('pending');
    expect(await seriousViolations(page)).toEqual([]);

    await staffPage.getByTestId('nav-withdrawals').click();
    await staffPage.getByTestId('withdrawal-queue').waitFor();
    await staffPage.getByTestId('withdrawal-settings-toggle').click();
    await poll(() => staffPage.getByTestId('withdrawal-setting-dailyCount').inputValue()).toBe('5');
    expect(await staffPage.getByTestId('withdrawal-setting-autoConfirmMinutes').isEditable()).toBe(true);
    await shot(staffPage, 'backoffice-queue-desktop');
    await staffDecides(member.username, 'approve', {
      'withdrawal-decision-reason': 'KYC and account checked',
    });
    await poll(() => staffPage.getByTestId('withdrawal-status').first().getAttribute('data-value')).toBe(
      'approved',
    );
    expect(await staffPage.getByTestId('withdrawal-detail-account-number').innerText()).toBe(
      '0123-4567-8901',
    );
    // Four eyes (issue 14 #17): the approver is refused when marking it paid; another staff member pays.
    await staffPage.getByTestId('withdrawal-action-markPaid').click();
    const refused = staffPage.getByTestId('withdrawal-decision-dialog');
    await refused.getByTestId('withdrawal-payout-reference').fill('NABIL-TX-99812');
    await refused.getByTestId('withdrawal-decision-reason').fill('Sent by bank transfer');
    await refused.getByTestId('withdrawal-decision-confirm').click();
    await poll(() => refused.getByTestId('withdrawal-decision-error').getAttribute('data-error-code')).toBe(
      'second_approval_required',
    );
    await staffPage.keyboard.press('Escape');
    await poll(() => staffPage.getByTestId('withdrawal-decision-dialog').count()).toBe(0);
    await staffDecides(member.username, 'markPaid', {
      'withdrawal-payout-reference': 'NABIL-TX-99812',
      'withdrawal-decision-reason': 'Sent by bank transfer',
    });
    await poll(() => payerPage.getByTestId('withdrawal-status').first().getAttribute('data-value')).toBe(
      'paid',
    );
    await shot(payerPage, 'backoffice-detail-desktop');
    expect(await seriousViolations(payerPage)).toEqual([]);
    expect(await balanceOf(member)).toMatchObject({ balanceMinor: '74950', heldMinor: '0' });

    // The member sees "paid" (live notice or refresh) with the answers and the auto-confirm time.
    await page.reload();
    await page.getByTestId('member-menu-withdraw').click();
    await poll(() => page.getByTestId('withdrawal-item').first().getAttribute('data-status')).toBe('paid');
    await page.getByTestId('withdrawal-auto-confirm').waitFor();
    expect(await page.getByTestId('withdrawal-auto-confirm').innerText()).toMatch(
      /Counts as received at \d{4}-/,
    );
    await shot(page, 'web-paid-desktop', 'withdrawal-list');
    await page.getByTestId('withdrawal-received').click();
    await page.getByTestId('withdraw-received-dialog').waitFor();
    await page.getByTestId('withdraw-received-submit').click();
    await poll(() => page.getByTestId('withdrawal-item').first().getAttribute('data-status')).toBe(
      'completed',
    );
    expect(await balanceOf(member)).toMatchObject({
      balanceMinor: '74950',
      availableMinor: '74950',
      heldMinor: '0',
    });
    const status = await database.query<{ status: string; forced: boolean }>(
      'select status, forced from withdrawals where member_id = $1',
      [member.id],
    );
    expect(status.rows).toEqual([{ status: 'completed', forced: false }]);
  });

  it('a member reports not received with a proof image; finance sees the image', async () => {
    const member = await fundedMember(50_000n);
    const request = await fetch(`${baseUrl}/api/withdrawals`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${member.token}`,
        'x-forwarded-for': member.ip,
      },
      body: JSON.stringify({
        requestId: crypto.randomUUID(),
        amount: '120',
        paymentPassword,
        bankName: 'Himalayan Bank',
        accountHolder: 'Sita Kumari',
        accountNumber: '7788990011',
      }),
    });
    expect(request.status, await request.clone().text()).toBe(200);
    await staffDecides(member.username, 'approve', { 'withdrawal-decision-reason': 'Checked' });
    await staffDecides(member.username, 'markPaid', {
      'withdrawal-payout-reference': 'HBL-55',
      'withdrawal-decision-reason': 'Sent',
    });

    const page = await withdrawPage(member, phoneViewport);
    await poll(() => page.getByTestId('withdrawal-item').first().getAttribute('data-status')).toBe('paid');
    await shot(page, 'web-paid-phone', 'withdrawal-list');
    await page.getByTestId('withdrawal-not-received').click();
    const dialog = page.getByTestId('withdraw-not-received-dialog');
    await dialog.waitFor();
    // Each spec §8 upload error is shown before anything is sent.
    await dialog.getByTestId('withdraw-not-received-submit').click();
    await poll(() => dialog.getByTestId('withdraw-proof-error').getAttribute('data-error-code')).toBe(
      'proof_required',
    );
    await dialog
      .getByTestId('withdraw-proof-input')
      .setInputFiles({ name: 'slip.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await poll(() => dialog.getByTestId('withdraw-proof-error').getAttribute('data-error-code')).toBe(
      'image_type_not_allowed',
    );
    await dialog.getByTestId('withdraw-proof-input').setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      // A real png's first bytes (the checks read them), one byte over 5 MB.
      buffer: Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(5 * 1024 * 1024 - 7),
      ]),
    });
    await poll(() => dialog.getByTestId('withdraw-proof-error').getAttribute('data-error-code')).toBe(
      'image_too_large',
    );
    const tiny = { name: 'a.png', mimeType: 'image/png', buffer: Buffer.from([0x89]) };
    await dialog.getByTestId('withdraw-proof-input').setInputFiles([tiny, tiny, tiny, tiny]);
    await poll(() => dialog.getByTestId('withdraw-proof-error').getAttribute('data-error-code')).toBe(
      'too_many_images',
    );
    // A real png: a screenshot of the page itself.
    const proof = await page.screenshot({ clip: { x: 0, y: 0, width: 60, height: 40 } });
    await dialog
      .getByTestId('withdraw-proof-input')
      .setInputFiles({ name: 'bank-statement.png', mimeType: 'image/png', buffer: proof });
    expect(await dialog.getByTestId('withdraw-proof-error').count()).toBe(0);
    await dialog.getByTestId('withdraw-not-received-note').fill('Nothing arrived on my statement');
    await shot(page, 'web-not-received-phone');
    await dialog.getByTestId('withdraw-not-received-submit').click();
    await poll(() => page.getByTestId('withdrawal-item').first().getAttribute('data-status')).toBe(
      'not_received',
    );
    expect(await seriousViolations(page)).toEqual([]);

    await staffPage.goto('/admin/withdrawals?status=claims');
    await staffPage.getByTestId('withdrawal-filter-member').fill(member.username);
    await staffPage.getByTestId('withdrawal-filter-submit').click();
    await poll(() => staffPage.getByTestId('withdrawal-row').count()).toBe(1);
    await staffPage.getByTestId('withdrawal-open').click();
    const image = staffPage.getByTestId('withdrawal-proof-image');
    await image.waitFor();
    await poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(
      0,
    );
    await shot(staffPage, 'backoffice-claim-desktop');
    await staffPage.setViewportSize(phoneViewport);
    await shot(staffPage, 'backoffice-claim-phone');
    await staffPage.setViewportSize(desktopViewport);

    // Finance upholds the claim: the whole amount comes back once.
    await staffPage.getByTestId('withdrawal-action-resolveRefund').click();
    const refund = staffPage.getByTestId('withdrawal-decision-dialog');
    expect(await refund.getByTestId('withdrawal-refund-amount').inputValue()).toBe('120.00');
    await refund.getByTestId('withdrawal-decision-reason').fill('Bank confirmed the transfer bounced');
    await refund.getByTestId('withdrawal-decision-confirm').click();
    await poll(() => staffPage.getByTestId('withdrawal-status').first().getAttribute('data-value')).toBe(
      'refunded',
    );
    expect(await balanceOf(member)).toMatchObject({ balanceMinor: '50000', heldMinor: '0' });
  });
});
