import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, phoneViewport } from './support/browser.js';
import { connectDatabase } from './support/database.js';
import { type Ledger, openLedger } from './support/ledger.js';
import { ipSource, registerMember } from './support/members.js';
import { runOps } from './support/ops.js';
import { poll } from './support/poll.js';
import { totpCode } from './support/totp.js';

/**
 * What a player sees of their money and their account (issue 14 #2, #3, #4): the balance is what can be
 * spent, with the held amount beside it; the account record shows a withdrawal as its request and then
 * its outcome, by its order number; a staff lock says so at login.
 */
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
/** Set ACCOUNT_MONEY_SHOTS_DIR to keep the screenshots for a human to look at. */
const shotsDir = process.env.ACCOUNT_MONEY_SHOTS_DIR;

const memberPassword = 'Play-e2e-2024';
const paymentPassword = '246810';
const suffix = randomBytes(3).toString('hex');
const staffAddress = '198.51.100.72';
const desktop = { width: 1280, height: 800 };
const viewports = [
  ['phone', phoneViewport],
  ['desktop', desktop],
] as const;
const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const freshIp = ipSource(66);

let browser: Browser;
let database: pg.Client;
let ledger: Ledger;

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

type Member = { id: string; username: string; token: string; ip: string };

async function memberApi(member: Member, method: string, route: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': member.ip,
      authorization: `Bearer ${member.token}`,
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

/** A member with रू 1,485.00 and a withdrawal of रू 600.00 waiting for finance: रू 885.00 can be spent. */
async function memberWithHeldWithdrawal(): Promise<Member & { withdrawalId: string; orderNumber: string }> {
  const ip = freshIp();
  const registered = await registerMember({ baseUrl, database, ip, prefix: 'am', password: memberPassword });
  const member = { ...registered, ip };
  await memberApi(member, 'POST', '/api/members/me/payment-password', {
    loginPassword: memberPassword,
    paymentPassword,
    confirmPaymentPassword: paymentPassword,
  });
  await ledger.fund(member.id, 148_500n);
  const created = await memberApi(member, 'POST', '/api/withdrawals', {
    requestId: randomUUID(),
    amount: '600',
    paymentPassword,
    bankName: 'Nabil Bank',
    accountHolder: 'E2E Holder',
    accountNumber: '0123 4567 8901',
  });
  const list = await memberApi(member, 'GET', '/api/withdrawals');
  const orderNumber = list.withdrawals.find((item: { id: string }) => item.id === created.id)?.orderNumber;
  expect(orderNumber).toMatch(/^WD\d{6,}$/);
  return { ...member, withdrawalId: created.id, orderNumber };
}

async function memberPage(
  member: Member,
  viewport: { width: number; height: number },
  language: 'EN' | 'NE',
) {
  const page = await openPage(browser, baseUrl, {
    extraHTTPHeaders: { 'x-forwarded-for': member.ip },
    viewport,
  });
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
  await page.goto(`/member?token=${member.token}`);
  await page.getByTestId('member-centre-menu').waitFor();
  return page;
}

async function shot(page: Page, name: string, testId: string) {
  if (!shotsDir) return;
  await mkdir(shotsDir, { recursive: true });
  await page.getByTestId(testId).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

async function openRecord(page: Page) {
  await page.getByTestId('member-menu-transactionHistory').click();
  await page.getByTestId('account-records').waitFor();
}

/** A finance staff member signed in to the back office (temporary password replaced, as required). */
async function signedInFinance(label: string): Promise<Page> {
  const username = `am${label}${suffix}`;
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
  const newPassword = `account money e2e ${suffix} passphrase`;
  await page.getByTestId('change-password-old').fill(password);
  await page.getByTestId('change-password-new').fill(newPassword);
  await page.getByTestId('change-password-confirm').fill(newPassword);
  await page.getByTestId('change-password-submit').click();
  await page.getByTestId('admin-layout').waitFor();
  return page;
}

async function staffDecides(page: Page, username: string, action: string, fill: Record<string, string>) {
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

describe('balance and account record with a withdrawal held', () => {
  for (const [device, viewport] of viewports) {
    it(`shows what can be spent and one line for the request (${device})`, async () => {
      const member = await memberWithHeldWithdrawal();
      const page = await memberPage(member, viewport, 'EN');
      // The header's balance is what can be spent; the held amount is said beside it.
      await poll(() => page.getByTestId('header-balance').innerText()).toBe('रू 885.00');
      expect(await page.getByTestId('header-balance-held').innerText()).toBe('600.00 held');

      await page.getByTestId('member-menu-transferFund').click();
      await poll(() => page.getByTestId('wallet-balance').innerText()).toBe('रू 885.00');
      expect(await page.getByTestId('wallet-held').innerText()).toBe('रू 600.00');
      expect(await page.getByTestId('wallet-total').innerText()).toBe('रू 1,485.00');
      await shot(page, `wallet-held-${device}-en`, 'wallet-overview');

      await openRecord(page);
      const lines = page.getByTestId('account-record');
      await poll(() => lines.count()).toBe(2);
      const request = lines.nth(0);
      expect(await request.getAttribute('data-record-type')).toBe('withdrawal_requested');
      expect(await request.getByTestId('record-type').innerText()).toBe('Withdrawal requested');
      expect(await request.getByTestId('record-amount').innerText()).toBe('-600.00');
      expect(await request.getByTestId('record-balance-after').innerText()).toBe('885.00');
      expect(await request.getByTestId('record-status').innerText()).toBe('Held');
      expect(await request.getByTestId('record-reference').innerText()).toBe(member.orderNumber);
      expect(await lines.nth(1).getByTestId('record-type').innerText()).toBe('Deposit');
      expect(await page.getByTestId('account-records').innerText()).not.toMatch(uuidPattern);
      await shot(page, `record-held-${device}-en`, 'account-records');

      // The withdrawal's own list shows the same number.
      await page.getByTestId('member-menu-withdraw').click();
      await poll(() => page.getByTestId('withdrawal-order-number').first().innerText()).toBe(
        member.orderNumber,
      );
      await page.context().close();
    });
  }

  it('says it in Nepali too (phone)', async () => {
    const member = await memberWithHeldWithdrawal();
    const page = await memberPage(member, phoneViewport, 'NE');
    await poll(() => page.getByTestId('header-balance').innerText()).toBe('रू 885.00');
    expect(await page.getByTestId('header-balance-held').innerText()).toBe('600.00 होल्डमा');
    await page.getByTestId('member-menu-transferFund').click();
    await poll(() => page.getByTestId('wallet-balance').innerText()).toBe('रू 885.00');
    await shot(page, 'wallet-held-phone-ne', 'wallet-overview');
    await openRecord(page);
    const request = page.getByTestId('account-record').nth(0);
    await poll(() => request.getByTestId('record-type').innerText()).toBe('निकासी अनुरोध');
    expect(await request.getByTestId('record-status').innerText()).toBe('होल्डमा');
    await shot(page, 'record-held-phone-ne', 'account-records');
    await page.context().close();
  });

  it('adds the outcome as its own line once paid, never a second -600.00 (phone and desktop)', async () => {
    const member = await memberWithHeldWithdrawal();
    const approver = await signedInFinance('ap');
    const payer = await signedInFinance('pa');
    await staffDecides(approver, member.username, 'approve', { 'withdrawal-decision-reason': 'Checked' });
    await staffDecides(payer, member.username, 'markPaid', {
      'withdrawal-decision-reason': 'Sent by bank transfer',
      'withdrawal-payout-reference': 'NB-E2E-1',
    });
    await approver.context().close();
    await payer.context().close();
    for (const [device, viewport] of viewports) {
      for (const language of ['EN', 'NE'] as const) {
        const page = await memberPage(member, viewport, language);
        await poll(() => page.getByTestId('header-balance').innerText()).toBe('रू 885.00');
        expect(await page.getByTestId('header-balance-held').count()).toBe(0);
        await openRecord(page);
        const lines = page.getByTestId('account-record');
        await poll(() => lines.count()).toBe(3);
        const paid = lines.nth(0);
        expect(await paid.getAttribute('data-record-type')).toBe('withdrawal_paid');
        expect(await paid.getByTestId('record-amount').innerText()).toBe('0.00');
        expect(await paid.getByTestId('record-reference').innerText()).toBe(member.orderNumber);
        const amounts = await lines.getByTestId('record-amount').allInnerTexts();
        expect(amounts).toEqual(['0.00', '-600.00', '+1,485.00']);
        if (language === 'EN') {
          expect(await paid.getByTestId('record-type').innerText()).toBe('Withdrawal paid');
          expect(await paid.getByTestId('record-detail').innerText()).toBe(
            '600.00 sent to your bank account',
          );
          expect(await paid.getByTestId('record-status').innerText()).toBe('Paid out');
          expect(await lines.nth(1).getByTestId('record-status').innerText()).toBe('Completed');
        } else {
          expect(await paid.getByTestId('record-type').innerText()).toBe('निकासी भुक्तानी भयो');
        }
        await shot(page, `record-paid-${device}-${language.toLowerCase()}`, 'account-records');
        await page.context().close();
      }
    }
  });
});

describe('login of a member locked by staff', () => {
  for (const [device, viewport] of viewports) {
    it(`says the site locked it, not that there were too many attempts (${device})`, async () => {
      const ip = freshIp();
      const member = await registerMember({ baseUrl, database, ip, prefix: 'lk', password: memberPassword });
      await database.query(`update members set status = 'locked' where id = $1`, [member.id]);
      for (const language of ['EN', 'NE'] as const) {
        const page = await openPage(browser, baseUrl, {
          extraHTTPHeaders: { 'x-forwarded-for': ip },
          viewport,
        });
        await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
        await page.goto('/login');
        await page.getByTestId('login-username').fill(member.username);
        await page.getByTestId('login-password').fill(memberPassword);
        await page.getByTestId('login-submit').click();
        const error = page.getByTestId('login-error');
        await poll(() => error.getAttribute('data-error-code')).toBe('account_locked_by_staff');
        const text = await error.innerText();
        expect(text).not.toMatch(/attempt|प्रयास गरिएकाले/i);
        expect(text).toMatch(language === 'EN' ? /customer service/ : /ग्राहक सेवा/);
        await shot(page, `login-locked-${device}-${language.toLowerCase()}`, 'login-error');
        await page.context().close();
      }
    });
  }
});
