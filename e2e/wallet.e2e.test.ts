import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/accessibility.js';
import { launchBrowser, openPage, phoneViewport } from './support/browser.js';
import { connectDatabase } from './support/database.js';
import { type Ledger, openLedger } from './support/ledger.js';
import { ipSource } from './support/members.js';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
let browser: Browser;
let database: pg.Client;
let ledger: Ledger;

const password = 'Play-e2e-2024';
const paymentPassword = '246810';
/** The brand's offset (Nepal, GMT+05:45): account-record times are shown in it, not in the browser's zone. */
const brandOffsetMinutes = 345;

function poll<T>(read: () => T | Promise<T>, options: { timeout?: number } = {}) {
  return expect.poll(read, { timeout: options.timeout ?? 10_000, interval: 100 });
}

beforeAll(async () => {
  browser = await launchBrowser();
  database = await connectDatabase(dataDir);
  ledger = await openLedger(dataDir);
});

afterAll(async () => {
  await browser?.close();
  await database?.end();
  await ledger?.close();
});

/** Each test plays a visitor from its own IP (the e2e server trusts X-Forwarded-For), so IP locks stay apart. */
const freshIp = ipSource(78);

function uniqueName(prefix: string): string {
  return `${prefix}${randomBytes(4).toString('hex')}`;
}

async function visitFrom(
  ip: string,
  path: string,
  options: Parameters<typeof openPage>[2] = {},
): Promise<Page> {
  const page = await openPage(browser, baseUrl, { extraHTTPHeaders: { 'x-forwarded-for': ip }, ...options });
  await page.goto(path);
  return page;
}

async function registerByApi(ip: string, username: string): Promise<{ token: string }> {
  const response = await fetch(`${baseUrl}/api/members`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({
      username,
      password,
      confirmPassword: password,
      birthday: '1990-05-17',
      termsAccepted: true,
      ageConfirmed: true,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { token: string };
}

async function memberRow(username: string): Promise<{ id: string; referral_code: string }> {
  const result = await database.query<{ id: string; referral_code: string }>(
    'select id, referral_code from members where username = $1',
    [username],
  );
  const row = result.rows[0];
  if (!row) throw new Error(`no member ${username}`);
  return row;
}

/** Registers through the form, invited by a referral link, as a new player would. */
async function registerWithReferral(page: Page, username: string, referralCode: string): Promise<void> {
  await page.goto(`/register?referralCode=${referralCode}`);
  await page.getByTestId('register-form').waitFor();
  expect(await page.getByTestId('register-referral-code').innerText()).toContain(referralCode);
  await page.getByTestId('register-username').fill(username);
  await page.getByTestId('register-password').fill(password);
  await page.getByTestId('register-confirm-password').fill(password);
  if (await page.getByTestId('register-birthday').count()) {
    await page.getByTestId('register-birthday').fill('1991-02-03');
  }
  await page.getByTestId('register-terms').check();
  await page.getByTestId('register-age').check();
  await page.getByTestId('register-submit').click();
  await poll(() => page.getByTestId('account-nickname').innerText()).toBe(username);
}

async function setPaymentPassword(page: Page): Promise<void> {
  await page.getByTestId('account-menu-trigger').click();
  await page.getByTestId('account-menu-securityCenter').click();
  await page.getByTestId('security-set-payment-password').click();
  await page.getByTestId('payment-password-dialog').waitFor();
  await page.getByTestId('payment-login-password').fill(password);
  await page.getByTestId('payment-password').fill(paymentPassword);
  await page.getByTestId('payment-password-confirm').fill(paymentPassword);
  await page.getByTestId('payment-password-submit').click();
  await poll(() => page.getByTestId('payment-password-dialog').count()).toBe(0);
  await poll(() => page.getByTestId('security-payment-password-status').innerText()).toBe('Set');
}

async function headerBalance(page: Page): Promise<string> {
  return page.getByTestId('header-balance').innerText();
}

/** yyyy-MM-dd HH:mm:ss shown in the brand's zone, read back as an instant. */
function brandTimeToInstantMs(text: string): number {
  return Date.parse(`${text.replace(' ', 'T')}Z`) - brandOffsetMinutes * 60_000;
}

function isTransferRequest(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === '/api/wallet/transfers/upline';
}

describe('wallet', () => {
  it('funds a member, shows and hides the balance, transfers to the upline and lists the line', async () => {
    const ip = freshIp();
    const uplineName = uniqueName('up');
    const upline = await registerByApi(ip, uplineName);
    const { referral_code: referralCode } = await memberRow(uplineName);

    const page = await visitFrom(ip, '/');
    const downlineName = uniqueName('down');
    await registerWithReferral(page, downlineName, referralCode);
    await setPaymentPassword(page);

    // Money arrives through the real ledger (the e2e server has no deposit path yet).
    const { id: downlineId } = await memberRow(downlineName);
    expect(await ledger.fund(downlineId, 10_000n)).toBe(10_000n);
    await page.getByTestId('header-balance-refresh').click();
    await poll(() => headerBalance(page)).toBe('रू 100.00');

    // Hidden as ****, remembered on this device, shown again.
    await page.getByTestId('header-balance-toggle').click();
    await poll(() => headerBalance(page)).toContain('****');
    expect(await page.getByTestId('header-balance').getAttribute('data-state')).toBe('hidden');
    expect(await page.evaluate(() => localStorage.getItem('balanceHidden'))).toBe('true');
    await page.reload();
    await poll(() => page.getByTestId('header-balance').getAttribute('data-state')).toBe('hidden');
    await page.getByTestId('header-balance-toggle').click();
    await poll(() => headerBalance(page)).toBe('रू 100.00');

    // The wallet page: balance, available and held, and the wallet mode.
    await page.getByTestId('member-menu-transferFund').click();
    await poll(() => page.getByTestId('wallet-balance').innerText()).toBe('रू 100.00');
    expect(await page.getByTestId('wallet-total').innerText()).toBe('रू 100.00');
    expect(await page.getByTestId('wallet-held').innerText()).toBe('रू 0.00');
    expect(await page.getByTestId('wallet-mode').getAttribute('data-mode')).toMatch(/^(single|transfer)$/);

    await page.getByTestId('wallet-shortcut-transferUpline').click();
    const transferRequests: Array<{ requestId: string; amount: string }> = [];
    page.on('request', (request) => {
      if (isTransferRequest(request)) transferRequests.push(request.postDataJSON());
    });
    expect(await page.getByTestId('transfer-available').innerText()).toBe('रू 100.00');

    // Three decimals are refused before anything is sent.
    await page.getByTestId('transfer-amount').fill('1.234');
    await page.getByTestId('transfer-payment-password').fill(paymentPassword);
    await page.getByTestId('transfer-submit').click();
    await poll(() => page.getByTestId('transfer-amount-error').innerText()).toContain('2 decimal places');
    expect(await page.getByTestId('transfer-confirm-dialog').count()).toBe(0);
    expect(transferRequests).toHaveLength(0);

    // A wrong payment password is refused with its message; no money moves.
    await page.getByTestId('transfer-amount').fill('25.50');
    await page.getByTestId('transfer-payment-password').fill('000000');
    await page.getByTestId('transfer-submit').click();
    await page.getByTestId('transfer-confirm-dialog').waitFor();
    expect(await page.getByTestId('transfer-confirm-amount').innerText()).toBe('रू 25.50');
    expect(await page.getByTestId('transfer-confirm-counterpart').innerText()).toBe('Your upline');
    await page.getByTestId('transfer-confirm').click();
    await poll(() => page.getByTestId('transfer-error').getAttribute('data-error-code')).toBe(
      'payment_password_incorrect',
    );
    expect(await page.getByTestId('transfer-error').innerText()).toContain('payment password is not correct');
    expect(await headerBalance(page)).toBe('रू 100.00');

    // The right one: a double click on the confirmation still sends the transfer once.
    await page.getByTestId('transfer-payment-password').fill(paymentPassword);
    await page.getByTestId('transfer-submit').click();
    await page.getByTestId('transfer-confirm').dblclick();
    await page.getByTestId('transfer-success').waitFor();
    expect(await page.getByTestId('transfer-success').innerText()).toContain(
      `रू 25.50 was sent to ${uplineName}`,
    );
    expect(await page.getByTestId('transfer-success-balance').innerText()).toBe('रू 74.50');
    await poll(() => headerBalance(page)).toBe('रू 74.50');
    expect(transferRequests).toHaveLength(2);
    const [refused, accepted] = transferRequests;
    expect(accepted?.amount).toBe('25.50');
    // The refused attempt recorded nothing, so the new submission carries a new idempotency key.
    expect(accepted?.requestId).not.toBe(refused?.requestId);

    const uplineBalance = await fetch(`${baseUrl}/api/wallet/balance`, {
      headers: { authorization: `Bearer ${upline.token}`, 'x-forwarded-for': ip },
    });
    expect(((await uplineBalance.json()) as { balanceMinor: string }).balanceMinor).toBe('2550');

    // The account record lists the transfer with the balance after it, newest first, in brand time.
    await page.getByTestId('member-menu-transactionHistory').click();
    const lines = page.getByTestId('account-record');
    await poll(() => lines.count()).toBe(2);
    const transferLine = lines.nth(0);
    expect(await transferLine.getAttribute('data-record-type')).toBe('transfer_to_upline');
    expect(await transferLine.getByTestId('record-type').innerText()).toBe('Transfer to upline');
    expect(await transferLine.getByTestId('record-amount').innerText()).toBe('-25.50');
    expect(await transferLine.getByTestId('record-balance-after').innerText()).toBe('74.50');
    expect(await transferLine.getByTestId('record-status').innerText()).toBe('Completed');
    const shownTime = await transferLine.getByTestId('record-time').innerText();
    expect(shownTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(Math.abs(brandTimeToInstantMs(shownTime) - Date.now())).toBeLessThan(5 * 60_000);
    expect(await lines.nth(1).getByTestId('record-amount').innerText()).toBe('+100.00');
    expect(await lines.nth(1).getByTestId('record-balance-after').innerText()).toBe('100.00');
    expect(await page.getByTestId('records-page-info').innerText()).toContain('2 records');

    // Filtering by type keeps only the transfer.
    await page.getByTestId('records-type').selectOption('transfer_upline');
    await poll(() => lines.count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('on a phone: cashier pages, payment password from the transfer page, no upline, record cards', async () => {
    const ip = freshIp();
    const username = uniqueName('solo');
    const { token } = await registerByApi(ip, username);
    const { id } = await memberRow(username);
    await ledger.fund(id, 123_456_789n);

    const page = await visitFrom(ip, `/?token=${token}`, {
      viewport: phoneViewport,
      isMobile: true,
      hasTouch: true,
    });
    await poll(() => headerBalance(page)).toBe('रू 1,234,567.89');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phoneViewport.width,
    );

    // Deposit and withdraw open the member centre on their pages; withdrawing asks for a payment password first.
    await page.getByTestId('header-deposit').click();
    await page.getByTestId('deposit-channels').waitFor();
    await page.getByTestId('header-withdraw').click();
    await page.getByTestId('withdraw-needs-payment-password').waitFor();

    // Without a payment password the withdraw page leads to the security centre's dialog, then back.
    await page.getByTestId('withdraw-set-payment-password').click();
    await page.getByTestId('payment-password-dialog').waitFor();
    await page.getByTestId('payment-login-password').fill(password);
    await page.getByTestId('payment-password').fill(paymentPassword);
    await page.getByTestId('payment-password-confirm').fill(paymentPassword);
    await page.getByTestId('payment-password-submit').click();
    await poll(() => page.getByTestId('payment-password-dialog').count()).toBe(0);
    await page.getByTestId('withdraw-centre').waitFor();

    // A member who registered without an invitation has no upline: told at once, before any amount.
    await page.getByTestId('member-menu-transferUpline').click();
    await page.getByTestId('transfer-no-upline').waitFor();
    expect(await page.getByTestId('transfer-form').count()).toBe(0);
    expect(await headerBalance(page)).toBe('रू 1,234,567.89');

    await page.getByTestId('member-menu-transactionHistory').click();
    await page.getByTestId('account-records').waitFor();
    expect(await page.getByTestId('account-records').getAttribute('data-layout')).toBe('cards');
    expect(await page.getByTestId('record-amount').innerText()).toBe('+1,234,567.89');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('shows no balance to trial accounts', async () => {
    const page = await visitFrom(freshIp(), '/');
    await page.getByTestId('free-play-button').click();
    await page.getByTestId('trial-badge').waitFor();
    expect(await page.getByTestId('header-wallet').count()).toBe(0);
    await page.context().close();
  });
});
