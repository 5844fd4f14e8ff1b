import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolationsIn } from './support/accessibility.js';
import { bearerApi } from './support/bearer-api.js';
import { launchBrowser, phoneViewport } from './support/browser.js';
import { connectDatabase } from './support/database.js';
import { type Ledger, openLedger } from './support/ledger.js';
import { headerMoney, ipSource, registerMember, signedInMemberPage } from './support/members.js';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
/** Set WITHDRAW_CANCEL_SHOTS_DIR to keep phone and desktop screenshots for a human to look at. */
const shotsDir = process.env.WITHDRAW_CANCEL_SHOTS_DIR;
const desktop = { width: 1280, height: 800 };

const memberPassword = 'Play-e2e-2024';
const paymentPassword = '135790';
const freshIp = ipSource(173);
let browser: Browser;
let database: pg.Client;
let ledger: Ledger;

type Member = { id: string; token: string; ip: string };
type Withdrawal = { id: string; status: string; rejectionReason: string | null };

function poll<T>(read: () => T | Promise<T>, timeout = 10_000) {
  return expect.poll(read, { timeout, interval: 100 });
}

/** A member with a payment password and 1,000.00 from the house through the ledger. */
async function fundedMember(): Promise<Member> {
  const ip = freshIp();
  const member = await registerMember({ baseUrl, database, ip, prefix: 'wc', password: memberPassword });
  await bearerApi(baseUrl, ip).ok('POST', '/api/members/me/payment-password', member.token, {
    loginPassword: memberPassword,
    paymentPassword,
    confirmPaymentPassword: paymentPassword,
  });
  await ledger.fund(member.id, 100_000n);
  return { id: member.id, token: member.token, ip };
}

/** A withdrawal requested through the API, once its hold is taken (status pending). */
async function pendingWithdrawal(member: Member, amount: string): Promise<Withdrawal> {
  const api = bearerApi(baseUrl, member.ip);
  const created = await api.ok<Withdrawal>('POST', '/api/withdrawals', member.token, {
    requestId: randomUUID(),
    bankName: 'Nabil Bank',
    accountHolder: 'Sita Sharma',
    accountNumber: `9${randomBytes(5).toString('hex').replace(/\D/g, '7')}`,
    amount,
    paymentPassword,
  });
  await poll(async () => (await withdrawalOf(member, created.id))?.status).toBe('pending');
  return created;
}

async function withdrawalOf(member: Member, id: string): Promise<Withdrawal | undefined> {
  const list = await bearerApi(baseUrl, member.ip).ok<{ withdrawals: Withdrawal[] }>(
    'GET',
    '/api/withdrawals?page=1&pageSize=50',
    member.token,
  );
  return list.withdrawals.find((row) => row.id === id);
}

async function balanceOf(member: Member) {
  return bearerApi(baseUrl, member.ip).ok<{ availableMinor: string; heldMinor: string }>(
    'GET',
    '/api/wallet/balance',
    member.token,
  );
}

async function withdrawPage(member: Member, viewport = desktop, language: 'EN' | 'NE' = 'EN') {
  const page = await signedInMemberPage(browser, {
    baseUrl,
    ip: member.ip,
    token: member.token,
    language,
    context: { viewport },
  });
  await page.goto('/member');
  await page.getByTestId('member-menu-withdraw').click();
  await page.getByTestId('withdraw-centre').waitFor();
  return page;
}

async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  await mkdir(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

/** Whether keyboard focus is inside the element with this test id. */
function focusIsIn(page: Page, testId: string) {
  return page.evaluate(
    (id) => document.querySelector(`[data-testid="${id}"]`)?.contains(document.activeElement) ?? false,
    testId,
  );
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

describe('cancel a pending withdrawal (profile none: reversal allowed)', () => {
  it('confirms, returns the held amount to the balance and shows the record rejected', async () => {
    const member = await fundedMember();
    const withdrawal = await pendingWithdrawal(member, '300');
    const page = await withdrawPage(member);
    const item = page.locator(`[data-withdrawal-id="${withdrawal.id}"]`);
    await poll(() => item.getAttribute('data-status')).toBe('pending');
    await poll(() => page.getByTestId('withdraw-available').innerText()).toBe('रू 700.00');
    const button = item.getByTestId('withdrawal-cancel');
    expect(await button.getAttribute('aria-label')).toMatch(/^Cancel withdrawal WD/);

    // "Keep withdrawal" closes without a call; focus returns to the button.
    await button.click();
    const dialog = page.getByTestId('withdraw-cancel-dialog');
    await dialog.waitFor();
    await poll(() => focusIsIn(page, 'withdraw-cancel-dialog')).toBe(true);
    expect(await dialog.innerText()).toContain('The amount returns to your balance');
    expect(await dialog.innerText()).toContain('रू 300.00');
    expect(await seriousViolationsIn(page, '[data-testid="withdraw-cancel-dialog"]')).toEqual([]);
    await shot(page, 'desktop-confirm');
    await dialog.getByRole('button', { name: 'Keep withdrawal' }).click();
    await poll(() => dialog.count()).toBe(0);
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'withdrawal-cancel',
    );
    expect(await item.getAttribute('data-status')).toBe('pending');

    await button.click();
    await dialog.getByTestId('withdraw-cancel-submit').click();
    await poll(() => dialog.count()).toBe(0);
    await poll(() => item.getAttribute('data-status')).toBe('rejected');
    expect(await item.getByTestId('withdrawal-cancel-done').innerText()).toContain(
      'रू 300.00 is back in your balance',
    );
    expect(await item.getByTestId('withdrawal-cancel').count()).toBe(0);
    // Named as the member's own cancellation in the member's language, not as a staff rejection.
    expect(await item.getByTestId('withdrawal-status').innerText()).toBe('Cancelled by you');
    expect(await item.getByTestId('withdrawal-rejection').count()).toBe(0);
    // The button is gone: focus lands on the block that says what happened, not on the page body.
    await poll(() => focusIsIn(page, 'withdrawal-cancel-block')).toBe(true);
    // The form's balance and the header balance are read again without a reload.
    await poll(() => page.getByTestId('withdraw-available').innerText()).toBe('रू 1,000.00');
    await poll(() => page.getByTestId('withdraw-held').innerText()).toBe('रू 0.00');
    await poll(() => page.getByTestId('header-balance').innerText()).toBe(headerMoney(100_000n));
    expect(await balanceOf(member)).toMatchObject({ availableMinor: '100000', heldMinor: '0' });
    expect(await withdrawalOf(member, withdrawal.id)).toMatchObject({ status: 'rejected' });
    await shot(page, 'desktop-cancelled');
    await page.close();
  });

  it('says so in the dialog when the withdrawal moved on meanwhile (409 invalid_state)', async () => {
    const member = await fundedMember();
    const withdrawal = await pendingWithdrawal(member, '200');
    const page = await withdrawPage(member);
    const item = page.locator(`[data-withdrawal-id="${withdrawal.id}"]`);
    await item.getByTestId('withdrawal-cancel').click();
    const dialog = page.getByTestId('withdraw-cancel-dialog');
    await dialog.waitFor();
    // Another tab (here the API) cancels it first; this dialog's confirmation then meets invalid_state.
    const api = bearerApi(baseUrl, member.ip);
    await api.ok('POST', `/api/withdrawals/${withdrawal.id}/cancellation`, member.token, {});
    await dialog.getByTestId('withdraw-cancel-submit').click();
    await poll(() => dialog.getByTestId('withdraw-cancel-error').innerText()).toContain(
      'This request has already moved on',
    );
    // The list is read again behind the dialog; the message stays until the member closes it.
    await poll(() => item.getAttribute('data-status')).toBe('rejected');
    expect(await dialog.getByTestId('withdraw-cancel-error').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Keep withdrawal' }).click();
    await poll(() => dialog.count()).toBe(0);
    expect(await item.getByTestId('withdrawal-cancel').count()).toBe(0);
    expect(await balanceOf(member)).toMatchObject({ availableMinor: '100000', heldMinor: '0' });
    // The amount was returned once, not twice.
    const replay = await api.request(
      'POST',
      `/api/withdrawals/${withdrawal.id}/cancellation`,
      member.token,
      {},
    );
    expect(replay.status).toBe(409);
    expect(await balanceOf(member)).toMatchObject({ availableMinor: '100000', heldMinor: '0' });
    await page.close();
  });

  it('works on a phone in Nepali', async () => {
    const member = await fundedMember();
    const withdrawal = await pendingWithdrawal(member, '150');
    const page = await withdrawPage(member, phoneViewport, 'NE');
    const item = page.locator(`[data-withdrawal-id="${withdrawal.id}"]`);
    const button = item.getByTestId('withdrawal-cancel');
    await poll(() => button.innerText()).toBe('निकासी रद्द गर्नुहोस्');
    await button.scrollIntoViewIfNeeded();
    await shot(page, 'phone-pending');
    await button.click();
    const dialog = page.getByTestId('withdraw-cancel-dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('रकम तपाईंको मौज्दातमा फर्किन्छ');
    const box = await dialog.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(phoneViewport.width);
    await shot(page, 'phone-confirm');
    await dialog.getByTestId('withdraw-cancel-submit').click();
    await poll(() => item.getAttribute('data-status')).toBe('rejected');
    await item.scrollIntoViewIfNeeded();
    await shot(page, 'phone-cancelled');
    expect(await balanceOf(member)).toMatchObject({ availableMinor: '100000', heldMinor: '0' });
    await page.close();
  });
});
