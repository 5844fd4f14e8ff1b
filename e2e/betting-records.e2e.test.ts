import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import type pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktopViewport, launchBrowser, openPage, phoneViewport } from './support/browser.js';
import { connectDatabase } from './support/database.js';
import { type Ledger, openLedger } from './support/ledger.js';
import { ipSource, logInWithForm, registerMember } from './support/members.js';
import { runOps } from './support/ops.js';
import { poll } from './support/poll.js';
import { type SuiteServer, startSuiteServer } from './support/suite-server.js';
import { currentTotpStep, totpCode } from './support/totp.js';

/**
 * Betting records end to end: a member plays a simulated vendor's slot (apps/vendor-sim, its own process)
 * framed in /seamless while the header balance follows over the WebSocket, plays an in-house slot, then
 * opens the betting record from the account menu and finds both rounds with their stake and win; staff
 * then look the vendor round up in the back office and see its callbacks with their ledger transfers.
 */
const dataDir = inject('dataDir');
const sharedBaseUrl = inject('baseUrl');
const shotsDir = '/tmp/shots-betting-records';
const password = 'Play-e2e-2024';
const sharedSecret = randomBytes(32).toString('hex');

let browser: Browser;
let database: pg.Client;
let ledger: Ledger;
let suite: SuiteServer | undefined;
let baseUrl: string;

const freshIp = ipSource(95);
const amountOf = (text: string) => Number(text.replace(/[^0-9.]/g, ''));
const money = (minor: string | number) =>
  (Number(minor) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

beforeAll(async () => {
  await mkdir(shotsDir, { recursive: true });
  suite = await startSuiteServer({ dataDir, name: 'betting', vendorSimulatorSecret: sharedSecret });
  baseUrl = suite.baseUrl;
  browser = await launchBrowser();
  database = await connectDatabase(dataDir);
  ledger = await openLedger(dataDir);
});

afterAll(async () => {
  await browser?.close();
  await database?.end();
  await ledger?.close();
  await suite?.stop();
});

const headerBalance = (page: Page) => page.getByTestId('header-balance').innerText();

type RoundRow = { id: string; vendor_code: string; stake_minor: string; win_minor: string; status: string };

let member: { username: string; id: string };
let vendorRound: RoundRow;

async function registeredMember(ip: string) {
  return registerMember({ baseUrl, database, ip, prefix: 'bet', password: password });
}

function logIn(page: Page, username: string): Promise<void> {
  return logInWithForm(page, username, password);
}

describe('betting records', () => {
  it('shows a vendor round and an in-house round the member just played, with stake, win and totals', async () => {
    const ip = freshIp();
    member = await registeredMember(ip);
    await ledger.fund(member.id, 50_000n);
    const page = await openPage(browser, baseUrl, {
      extraHTTPHeaders: { 'x-forwarded-for': ip },
      viewport: desktopViewport,
    });
    await logIn(page, member.username);
    await poll(() => headerBalance(page)).toContain('500.00');

    // A simulated PG slot in /seamless: spin until the balance moves (a win equal to the stake leaves it).
    await page.goto('/rng');
    await page.getByTestId('game-tile-pg_jade_dragon').getByTestId('game-tile-open').click();
    await poll(() => new URL(page.url()).pathname).toBe('/seamless');
    const frame = page.frameLocator('[data-testid="seamless-frame"]');
    await poll(() => frame.getByTestId('sim-balance').innerText()).toContain('500.00');
    let afterSpin = 500;
    for (let spin = 0; spin < 5 && afterSpin === 500; spin += 1) {
      await poll(() => frame.getByTestId('sim-spin').isEnabled()).toBe(true);
      await frame.getByTestId('sim-spin').click();
      await poll(() => frame.getByTestId('sim-message').innerText()).not.toMatch(/Spinning|^$/);
      afterSpin = amountOf(await frame.getByTestId('sim-balance').innerText());
    }
    expect(afterSpin).not.toBe(500);
    // The header follows over the live socket, without a reload.
    await poll(async () => amountOf(await headerBalance(page))).toBe(afterSpin);
    const vendorRounds = await database.query<RoundRow>(
      "select id, vendor_code, stake_minor, win_minor, status from game_rounds where member_id = $1 and vendor_code = 'PG' order by opened_at desc",
      [member.id],
    );
    expect(vendorRounds.rows.length).toBeGreaterThan(0);
    vendorRound = vendorRounds.rows[0] as RoundRow;
    expect(vendorRound).toMatchObject({ stake_minor: '100', status: 'settled' });

    // An in-house slot round.
    await page.goto('/inhouse/slot');
    await page.getByTestId('stake-amount').fill('2.50');
    await page.getByTestId('play-button').click();
    await page.getByTestId('round-result').waitFor();
    const inhouse = await database.query<RoundRow>(
      "select id, vendor_code, stake_minor, win_minor, status from game_rounds where member_id = $1 and vendor_code = 'INHOUSE'",
      [member.id],
    );
    expect(inhouse.rows).toHaveLength(1);
    const inhouseRound = inhouse.rows[0] as RoundRow;

    // The account menu's "betting record" opens the member centre page.
    await page.getByTestId('account-menu-trigger').click();
    await page.getByTestId('account-menu-personalHistoryCopy').click();
    await poll(() => page.getByTestId('member-centre-page').getAttribute('data-member-page')).toBe(
      'personalHistoryCopy',
    );
    const list = page.getByTestId('betting-records');
    await list.waitFor();
    expect(await list.getAttribute('data-layout')).toBe('table');
    const all = await database.query<{ count: string; stake: string; win: string }>(
      "select count(*)::text as count, sum(stake_minor)::text as stake, sum(win_minor)::text as win from game_rounds where member_id = $1 and status <> 'cancelled'",
      [member.id],
    );
    const totals = all.rows[0] as { count: string; stake: string; win: string };
    await poll(() => page.getByTestId('betting-record').count()).toBe(Number(totals.count));
    const vendorLine = page.locator(`[data-testid="betting-record"][data-round-id="${vendorRound.id}"]`);
    expect(await vendorLine.getByTestId('bet-game').innerText()).toBe('Jade Dragon');
    expect(await vendorLine.getByTestId('bet-stake').innerText()).toBe(money(vendorRound.stake_minor));
    expect(await vendorLine.getByTestId('bet-win').innerText()).toBe(money(vendorRound.win_minor));
    expect(await vendorLine.getByTestId('bet-status').getAttribute('data-status')).toBe('settled');
    const inhouseLine = page.locator(`[data-testid="betting-record"][data-round-id="${inhouseRound.id}"]`);
    expect(await inhouseLine.getByTestId('bet-stake').innerText()).toBe('2.50');
    expect(await inhouseLine.getByTestId('bet-win').innerText()).toBe(money(inhouseRound.win_minor));
    // The newest round comes first and the time is the brand's clock (yyyy-MM-dd HH:mm:ss).
    expect(await page.getByTestId('betting-record').first().getAttribute('data-round-id')).toBe(
      inhouseRound.id,
    );
    expect(await inhouseLine.getByTestId('bet-time').innerText()).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
    expect(await page.getByTestId('betting-total-count').innerText()).toBe(totals.count);
    expect(await page.getByTestId('betting-total-stake').innerText()).toBe(money(totals.stake));
    expect(await page.getByTestId('betting-total-win').innerText()).toBe(money(totals.win));
    await page.screenshot({ path: `${shotsDir}/betting-records-desktop.png`, fullPage: true });

    // By game type: in-house only; a type not played shows the empty state.
    await page.getByTestId('betting-category').selectOption('INHOUSE');
    await poll(() => page.getByTestId('betting-record').count()).toBe(1);
    expect(await page.getByTestId('betting-record').getAttribute('data-round-id')).toBe(inhouseRound.id);
    await page.getByTestId('betting-category').selectOption('LIVE');
    await page.getByTestId('betting-empty').waitFor();
    expect(await page.getByTestId('betting-total-count').innerText()).toBe('0');
    // A custom range over 93 days is refused before asking the server.
    await page.getByTestId('betting-category').selectOption('all');
    await page.getByTestId('betting-period-custom').click();
    await page.getByTestId('betting-from').fill('2024-01-01');
    await page.getByTestId('betting-to').fill('2024-06-30');
    await page.getByTestId('betting-range-error').waitFor();
    await page.getByTestId('betting-period-today').click();
    await poll(() => page.getByTestId('betting-record').count()).toBe(Number(totals.count));

    await page.setViewportSize(phoneViewport);
    await poll(() => list.getAttribute('data-layout')).toBe('cards');
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phoneViewport.width,
    );
    await page.getByTestId('betting-records-page').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shotsDir}/betting-records-phone.png` });
    await list.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shotsDir}/betting-records-phone-list.png` });
    await page.context().close();
  });

  it('lets customer service look the vendor round up and see its callbacks with their ledger transfers', async () => {
    const username = `e2erounds${randomBytes(3).toString('hex')}`;
    const created = await runOps(dataDir, ['create-staff', username, 'customerService', 'Round', 'Desk']);
    expect(created.code, created.output).toBe(0);
    const temporary = /Temporary password: (\S+)/.exec(created.output)?.[1] ?? '';
    const secret = /TOTP secret: ([A-Z2-7]+)/.exec(created.output)?.[1] ?? '';
    // The suite's shared server: same database, and the data folder whose key sealed the staff's TOTP secret.
    const page = await openPage(browser, sharedBaseUrl, {
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.94' },
      viewport: desktopViewport,
    });
    await page.goto('/admin/rounds');
    await page.getByTestId('sign-in-username').fill(username);
    await page.getByTestId('sign-in-password').fill(temporary);
    await page.getByTestId('sign-in-totp').fill(totpCode(secret, currentTotpStep()));
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('change-password-page').waitFor();
    const newPassword = 'round desk passphrase 2024';
    await page.getByTestId('change-password-old').fill(temporary);
    await page.getByTestId('change-password-new').fill(newPassword);
    await page.getByTestId('change-password-confirm').fill(newPassword);
    await page.getByTestId('change-password-submit').click();
    await page.getByTestId('admin-layout').waitFor();
    await page.getByTestId('nav-rounds').click();

    await page.getByTestId('round-filter-member').fill(member.username);
    await page.getByTestId('round-filter-vendor').fill('pg');
    await page.getByTestId('round-filter-submit').click();
    const row = page.locator(`[data-testid="round-row"][data-round-id="${vendorRound.id}"]`);
    await row.waitFor();
    await page.screenshot({ path: `${shotsDir}/backoffice-rounds-desktop.png` });
    await row.getByTestId('round-open').click();
    await page.getByTestId('round-detail').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/rounds/${vendorRound.id}`);
    expect(await page.getByTestId('round-detail-stake').innerText()).toContain('1.00');

    const callbacks = await database.query<{ action: string; transaction_id: string }>(
      'select action, transaction_id from vendor_transactions where round_id = $1 order by created_at',
      [vendorRound.id],
    );
    const shown = page.getByTestId('round-callback');
    await poll(() => shown.count()).toBe(callbacks.rows.length);
    expect(await shown.first().getAttribute('data-action')).toBe('bet');
    const actions = await shown.evaluateAll((items) => items.map((item) => item.getAttribute('data-action')));
    expect(actions).toEqual(callbacks.rows.map((callback) => callback.action));
    expect(await shown.first().getByTestId('callback-transaction').innerText()).toBe(
      callbacks.rows[0]?.transaction_id,
    );
    // The bet's ledger transfer is named, and it is one of the round's transfers listed below.
    const betTransfer = await shown.first().getByTestId('callback-transfer').innerText();
    const transfers = await page.getByTestId('transfer-id').allInnerTexts();
    expect(transfers).toContain(betTransfer);
    const ledgerRows = await database.query<{ id: string }>(
      "select id from ledger_transfers where reference_type = 'round' and reference_id = $1",
      [vendorRound.id],
    );
    expect(transfers.sort()).toEqual(ledgerRows.rows.map((transfer) => transfer.id).sort());
    await page.screenshot({ path: `${shotsDir}/backoffice-round-desktop.png`, fullPage: true });
    await page.setViewportSize(phoneViewport);
    await page.getByTestId('round-summary').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phoneViewport.width,
    );
    await page.screenshot({ path: `${shotsDir}/backoffice-round-phone.png`, fullPage: true });
    await page.context().close();
  });
});
