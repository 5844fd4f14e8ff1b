import { createHmac, randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/accessibility.js';
import { launchBrowser, openPage, phoneViewport } from './support/browser.js';
import { connectDatabase } from './support/database.js';
import { type Ledger, openLedger } from './support/ledger.js';
import { ipSource } from './support/members.js';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const vendorSimulator = inject('vendorSimulator');
let browser: Browser;
let database: pg.Client;
let ledger: Ledger;

/** Set WALLET_SHOTS_DIR to keep screenshots of these pages (phone and desktop) for a human to look at. */
const shotsDir = process.env.WALLET_SHOTS_DIR;

function poll<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 10_000, interval: 100 });
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

/** Queues faults on the simulator (its admin endpoint, signed with the shared secret like its callbacks). */
async function queueVendorFaults(vendorCode: string, faults: string[]) {
  const body = JSON.stringify({ vendorCode, faults });
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', vendorSimulator.secret).update(`${timestamp}.${body}`).digest('hex');
  const response = await fetch(`${vendorSimulator.url}/admin/faults`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-vendor-timestamp': String(timestamp),
      'x-vendor-signature': signature,
    },
    body,
  });
  expect(response.status).toBe(200);
}

const freshIp = ipSource(84);

/** A registered member with a session token and their id. */
async function newMember(ip: string): Promise<{ id: string; token: string }> {
  const username = `pl${randomBytes(4).toString('hex')}`;
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
  const { token } = (await response.json()) as { token: string };
  const row = await database.query<{ id: string }>('select id from members where username = $1', [username]);
  return { id: row.rows[0]?.id ?? '', token };
}

async function memberPage(
  ip: string,
  token: string,
  options: Parameters<typeof openPage>[2] = {},
  look: { theme?: 'dark' | 'light'; language?: 'EN' | 'NE' } = {},
) {
  const page = await openPage(browser, baseUrl, { extraHTTPHeaders: { 'x-forwarded-for': ip }, ...options });
  await page.addInitScript(
    ([theme, language]) => {
      localStorage.setItem('theme', theme ?? 'dark');
      localStorage.setItem('lang', language ?? 'EN');
    },
    [look.theme, look.language],
  );
  await page.goto(`/member?token=${token}`);
  await page.getByTestId('member-centre-menu').waitFor();
  return page;
}

/** The window as the member sees it, scrolled to `testId` (full-page shots smear the sticky header). */
async function shot(page: Page, name: string, testId: string) {
  if (!shotsDir) return;
  await mkdir(shotsDir, { recursive: true });
  await page.getByTestId(testId).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

async function text(page: Page, testId: string) {
  return (await page.getByTestId(testId).innerText()).trim();
}

describe('personal profit and loss, and bonus details', () => {
  let member: { id: string; token: string };
  const ip = freshIp();

  beforeAll(async () => {
    member = await newMember(ip);
    await ledger.fund(member.id, 100_000n);
    await ledger.line(member.id, -25_000n, 'bet');
    await ledger.line(member.id, 40_000n, 'win');
    await ledger.line(member.id, -5_000n, 'bet');
    await ledger.line(member.id, 1_000n, 'refund');
    await ledger.line(member.id, 3_000n, 'bonus');
    await ledger.line(member.id, 550n, 'rebate');
    await ledger.line(member.id, -10_000n, 'withdrawal');
  });

  it('shows the totals per group and the day line on a desktop', async () => {
    const page = await memberPage(ip, member.token);
    await page.getByTestId('member-menu-personalProfit').click();
    // Last 7 days rather than today, so a run across the brand's midnight still sees every line.
    await page.getByTestId('profit-period-last7Days').click();
    await poll(() => text(page, 'profit-total-profit')).toBe('+145.50');
    expect(await text(page, 'profit-total-gameResult')).toBe('+110.00');
    expect(await text(page, 'profit-total-deposits')).toBe('+1,000.00');
    expect(await text(page, 'profit-total-withdrawals')).toBe('-100.00');
    expect(await text(page, 'profit-total-bets')).toBe('-290.00');
    expect(await text(page, 'profit-total-wins')).toBe('+400.00');
    expect(await text(page, 'profit-total-bonuses')).toBe('+35.50');
    expect(await text(page, 'profit-total-fees')).toBe('0.00');
    expect(await page.getByTestId('profit-days').getAttribute('data-layout')).toBe('table');
    const days = page.getByTestId('profit-day');
    await poll(() => days.count()).toBe(1);
    expect(await days.first().getByTestId('profit-day-profit').innerText()).toBe('+145.50');
    expect(await days.first().getByTestId('profit-day-bets').innerText()).toBe('-290.00');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'profit-desktop', 'personal-profit-page');

    // A range longer than 93 days is refused on the page, before any request.
    await page.getByTestId('profit-period-custom').click();
    await page.getByTestId('profit-from').fill('2024-01-01');
    await page.getByTestId('profit-to').fill('2024-06-01');
    await poll(() => page.getByTestId('profit-range-error').count()).toBe(1);
    await page.getByTestId('profit-from').fill('2024-03-01');
    await page.getByTestId('profit-to').fill('2024-03-02');
    await page.getByTestId('profit-empty').waitFor();
    expect(await text(page, 'profit-total-profit')).toBe('0.00');

    await page.getByTestId('member-menu-bonusDetails').click();
    await poll(() => text(page, 'bonus-total')).toBe('35.50');
    expect(await text(page, 'bonus-count')).toBe('2');
    const lines = page.getByTestId('bonus-line');
    expect(await lines.count()).toBe(2);
    expect(await lines.nth(0).getByTestId('bonus-line-type').innerText()).toBe('Rebate');
    expect(await lines.nth(0).getByTestId('bonus-line-amount').innerText()).toBe('+5.50');
    expect(await lines.nth(1).getByTestId('bonus-line-amount').innerText()).toBe('+30.00');
    await page.getByTestId('bonus-type').selectOption('bonus');
    await poll(() => text(page, 'bonus-total')).toBe('30.00');
    expect(await lines.count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('bonus-type').selectOption('all');
    await poll(() => lines.count()).toBe(2);
    await shot(page, 'bonus-desktop', 'bonus-details-page');
    await page.context().close();
  });

  it('shows the same figures as cards on a phone, and in Nepali', async () => {
    const page = await memberPage(ip, member.token, { viewport: phoneViewport }, { language: 'NE' });
    await page.getByTestId('member-menu-personalProfit').click();
    await page.getByTestId('profit-period-last7Days').click();
    await poll(() => text(page, 'profit-total-profit')).toBe('+145.50');
    expect(await text(page, 'profit-period-last7Days')).toBe('पछिल्ला ७ दिन');
    expect(await text(page, 'profit-summary')).toContain('नाफा-नोक्सान');
    expect(await page.getByTestId('profit-days').getAttribute('data-layout')).toBe('cards');
    expect(await page.getByTestId('profit-day').first().getByTestId('profit-day-profit').innerText()).toBe(
      '+145.50',
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'profit-phone', 'profit-summary');
    await page.getByTestId('member-menu-bonusDetails').click();
    await poll(() => text(page, 'bonus-total')).toBe('35.50');
    expect(await page.getByTestId('bonus-lines').getAttribute('data-layout')).toBe('cards');
    await shot(page, 'bonus-phone', 'bonus-lines');
    await page.context().close();
  });
});

describe('vendor wallets on the wallet page', () => {
  it('shows only the main wallet in single-wallet mode (the demo brand)', async () => {
    const ip = freshIp();
    const member = await newMember(ip);
    const page = await memberPage(ip, member.token);
    await page.getByTestId('member-menu-transferFund').click();
    await poll(() => page.getByTestId('wallet-mode').getAttribute('data-mode')).toBe('single');
    expect(await page.getByTestId('vendor-wallets').count()).toBe(0);
    await page.context().close();
  });

  it('moves money to a vendor wallet and recalls it in transfer-wallet mode', async () => {
    const ip = freshIp();
    const member = await newMember(ip);
    await ledger.fund(member.id, 50_000n);
    // Transfer mode comes from the catalogue (a vendor keeping its own wallet); put back afterwards.
    await database.query("update vendors set wallet_mode = 'transfer' where code in ('PG', 'JDB')");
    try {
      const page = await memberPage(ip, member.token);
      await page.getByTestId('member-menu-transferFund').click();
      await poll(() => page.getByTestId('wallet-mode').getAttribute('data-mode')).toBe('transfer');
      const pg = page.locator('[data-testid="vendor-wallet"][data-vendor="PG"]');
      await poll(() => pg.getByTestId('vendor-wallet-balance').innerText()).toBe('रू 0.00');
      expect(await text(page, 'vendor-wallets-total')).toBe('रू 500.00');

      await pg.getByTestId('vendor-wallet-in').click();
      expect(await page.getByTestId('vendor-transfer-vendor').inputValue()).toBe('PG');
      await page.getByTestId('vendor-transfer-amount').fill('600');
      await page.getByTestId('vendor-transfer-submit').click();
      await poll(() => page.getByTestId('vendor-transfer-amount-error').count()).toBe(1);
      await page.getByTestId('vendor-transfer-amount').fill('120.25');
      await page.getByTestId('vendor-transfer-submit').click();
      await page.getByTestId('vendor-transfer-success').waitFor();
      await poll(() => pg.getByTestId('vendor-wallet-balance').innerText()).toBe('रू 120.25');
      await poll(() => page.getByTestId('wallet-balance').innerText()).toBe('रू 379.75');
      expect(await text(page, 'vendor-wallets-total')).toBe('रू 500.00');

      // The max button fills what the source wallet holds.
      await page.getByTestId('vendor-transfer-direction-out').check({ force: true });
      await page.getByTestId('vendor-transfer-max').click();
      expect(await page.getByTestId('vendor-transfer-amount').inputValue()).toBe('120.25');
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'vendor-wallets-desktop', 'vendor-wallets');

      await page.getByTestId('vendor-recall-all').click();
      await poll(() => text(page, 'vendor-recall-result')).toContain('120.25');
      await poll(() => pg.getByTestId('vendor-wallet-balance').innerText()).toBe('रू 0.00');
      await poll(() => page.getByTestId('wallet-balance').innerText()).toBe('रू 500.00');
      await page.context().close();

      const phone = await memberPage(ip, member.token, { viewport: phoneViewport }, { theme: 'light' });
      await phone.getByTestId('member-menu-transferFund').click();
      await phone.getByTestId('vendor-transfer-form').waitFor();
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shot(phone, 'vendor-wallets-phone', 'vendor-wallets');
      await shot(phone, 'vendor-wallets-phone-form', 'vendor-transfer-form');
      await phone.context().close();
    } finally {
      await database.query("update vendors set wallet_mode = 'seamless' where code in ('PG', 'JDB')");
    }
  });

  it('shows a transfer whose vendor answer was lost as pending and holds other moves with that vendor', async () => {
    const ip = freshIp();
    const member = await newMember(ip);
    await ledger.fund(member.id, 50_000n);
    await database.query("update vendors set wallet_mode = 'transfer' where code in ('PG', 'JDB')");
    try {
      const page = await memberPage(ip, member.token, {}, { language: 'NE' });
      await page.getByTestId('member-menu-transferFund').click();
      const pg = page.locator('[data-testid="vendor-wallet"][data-vendor="PG"]');
      await pg.getByTestId('vendor-wallet-in').click();
      // The vendor applies the move but every answer is lost (two tries), and so are both status queries.
      await queueVendorFaults('PG', [
        'transfer_applied_timeout',
        'transfer_applied_timeout',
        'status_timeout',
        'status_timeout',
      ]);
      await page.getByTestId('vendor-transfer-amount').fill('75');
      await page.getByTestId('vendor-transfer-submit').click();
      await page.getByTestId('vendor-transfer-pending').waitFor({ timeout: 30_000 });
      expect(await text(page, 'vendor-transfer-pending')).toContain('PG');
      await poll(() => pg.getByTestId('vendor-wallet-pending').count()).toBe(1);
      // The vendor holds it already; the main wallet still shows it held, never taken twice.
      await poll(() => pg.getByTestId('vendor-wallet-balance').innerText()).toBe('रू 75.00');
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'vendor-wallets-pending-desktop', 'vendor-wallets');
      // A second move with that vendor waits for the first.
      await page.getByTestId('vendor-transfer-amount').fill('1');
      await page.getByTestId('vendor-transfer-submit').click();
      await poll(() => page.getByTestId('vendor-transfer-error').getAttribute('data-error-code')).toBe(
        'invalid_state',
      );
      await page.context().close();

      const phone = await memberPage(ip, member.token, { viewport: phoneViewport }, { theme: 'light' });
      await phone.getByTestId('member-menu-transferFund').click();
      const phonePg = phone.locator('[data-testid="vendor-wallet"][data-vendor="PG"]');
      await phonePg.getByTestId('vendor-wallet-pending').waitFor();
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await seriousViolations(phone)).toEqual([]);
      await shot(phone, 'vendor-wallets-pending-phone', 'vendor-wallets');
      await phone.context().close();
    } finally {
      await database.query("update vendors set wallet_mode = 'seamless' where code in ('PG', 'JDB')");
    }
  });
});
