import { createHmac, randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import type pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktopViewport, launchBrowser, openPage, phoneViewport } from './support/browser.js';
import { connectDatabase } from './support/database.js';
import { type Ledger, openLedger } from './support/ledger.js';
import { ipSource, logInWithForm, registerMember } from './support/members.js';
import { poll } from './support/poll.js';
import { type SuiteServer, startSuiteServer } from './support/suite-server.js';

/**
 * A member plays a simulated vendor's game: apps/vendor-sim runs as its own process (as `npm start`
 * runs it), a server process on the e2e database is configured with it, the member starts a PG slot from
 * its tile, the game opens framed in /seamless, a spin calls our signed wallet callbacks, and the
 * header's balance follows live.
 */
const dataDir = inject('dataDir');
const shotsDir = '/tmp/shots-vendor';
const password = 'Play-e2e-2024';
const sharedSecret = randomBytes(32).toString('hex');

let browser: Browser;
let database: pg.Client;
let ledger: Ledger;
let suite: SuiteServer | undefined;
let simulatorUrl: string;
let baseUrl: string;

const freshIp = ipSource(93);

/** The simulator's admin calls are signed with the shared secret, like the callbacks. */
async function simulatorAdmin(method: 'GET' | 'POST', pathname: string, body = '') {
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', sharedSecret).update(`${timestamp}.${body}`).digest('hex');
  const response = await fetch(`${simulatorUrl}${pathname}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-vendor-timestamp': String(timestamp),
      'x-vendor-signature': signature,
    },
    ...(method === 'POST' ? { body } : {}),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

beforeAll(async () => {
  await mkdir(shotsDir, { recursive: true });
  suite = await startSuiteServer({ dataDir, name: 'vendor', vendorSimulatorSecret: sharedSecret });
  baseUrl = suite.baseUrl;
  simulatorUrl = suite.simulator?.url ?? '';
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

async function headerBalance(page: Page): Promise<string> {
  return page.getByTestId('header-balance').innerText();
}

function amountOf(text: string): number {
  return Number(text.replace(/[^0-9.]/g, ''));
}

async function registeredMember(ip: string) {
  return registerMember({ baseUrl, database, ip, prefix: 'vend', password: password });
}

function logIn(page: Page, username: string): Promise<void> {
  return logInWithForm(page, username, password);
}

describe('a member plays a simulated vendor game', () => {
  it('launches a PG slot from its tile into /seamless, spins, and the header balance follows live', async () => {
    const ip = freshIp();
    const member = await registeredMember(ip);
    await ledger.fund(member.id, 50_000n);
    const page = await openPage(browser, baseUrl, {
      extraHTTPHeaders: { 'x-forwarded-for': ip },
      viewport: desktopViewport,
    });
    await logIn(page, member.username);
    await poll(() => headerBalance(page)).toContain('500.00');

    await page.goto('/rng');
    const tile = page.getByTestId('game-tile-pg_jade_dragon');
    await tile.getByTestId('game-tile-open').click();
    await poll(() => new URL(page.url()).pathname).toBe('/seamless');
    // The URL changes first; the game layout follows once the page's code has loaded.
    await poll(() => page.getByTestId('layout').getAttribute('data-layout')).toBe('game');
    const frameElement = page.getByTestId('seamless-frame');
    await frameElement.waitFor();
    expect(await frameElement.getAttribute('src')).toContain(simulatorUrl);
    const frame = page.frameLocator('[data-testid="seamless-frame"]');
    // The simulator authenticated our token and shows the wallet's balance.
    await poll(() => frame.getByTestId('sim-balance').innerText()).toContain('500.00');
    await poll(() => frame.getByTestId('sim-spin').isEnabled()).toBe(true);
    await page.screenshot({ path: `${shotsDir}/seamless-desktop.png` });

    await frame.getByTestId('sim-spin').click();
    await poll(() => frame.getByTestId('sim-message').innerText()).not.toMatch(/Spinning|^$/);
    const afterSpin = amountOf(await frame.getByTestId('sim-balance').innerText());
    // The stake (1.00) left the wallet and any win came back; the header follows without a reload.
    await poll(async () => amountOf(await headerBalance(page))).toBe(afterSpin);
    const round = await database.query<{ stake_minor: string; win_minor: string; status: string }>(
      "select stake_minor, win_minor, status from game_rounds where member_id = $1 and vendor_code = 'PG'",
      [member.id],
    );
    expect(round.rows).toHaveLength(1);
    expect(round.rows[0]).toMatchObject({ stake_minor: '100', status: 'settled' });
    expect(afterSpin).toBeCloseTo(500 - 1 + Number(round.rows[0]?.win_minor) / 100, 2);

    // Faults on command: a rollback refunds the stake and the win sent after it is refused.
    await simulatorAdmin(
      'POST',
      '/admin/faults',
      JSON.stringify({ vendorCode: 'PG', faults: ['rollback', 'duplicate'] }),
    );
    await frame.getByTestId('sim-spin').click();
    await poll(() => frame.getByTestId('sim-message').innerText()).toMatch(/cancelled/);
    await poll(async () => amountOf(await headerBalance(page))).toBe(afterSpin);
    await frame.getByTestId('sim-spin').click();
    await poll(() => frame.getByTestId('sim-message').innerText()).not.toMatch(/Spinning|cancelled/);
    const { exchanges } = (await simulatorAdmin('GET', '/admin/exchanges')) as {
      exchanges: Array<{ action: string; note?: string; answer: string }>;
    };
    const lateWin = exchanges.find((exchange) => exchange.note === 'win after rollback');
    expect(JSON.parse(lateWin?.answer ?? '{}')).toMatchObject({ status: 'error', code: 'round_closed' });
    const duplicates = exchanges.filter(
      (exchange) => exchange.note === 'duplicate' && exchange.action === 'bet',
    );
    expect(duplicates).toHaveLength(3);
    expect(new Set(duplicates.map((exchange) => exchange.answer)).size).toBe(1);
    const rounds = await database.query<{ status: string }>(
      "select status from game_rounds where member_id = $1 and vendor_code = 'PG' order by opened_at",
      [member.id],
    );
    expect(rounds.rows.map((row) => row.status)).toEqual(['settled', 'cancelled', 'settled']);
    await poll(async () => amountOf(await headerBalance(page))).toBe(
      amountOf(await frame.getByTestId('sim-balance').innerText()),
    );

    await page.setViewportSize(phoneViewport);
    await page.screenshot({ path: `${shotsDir}/seamless-phone.png` });
    await page.close();
  });

  it('shows a guest the login popup for a game without a free trial', async () => {
    const page = await openPage(browser, baseUrl, { extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
    await page.goto('/rng');
    await page.getByTestId('game-tile-pg_jade_dragon').getByTestId('game-tile-open').click();
    await page.getByTestId('login-username').waitFor();
    expect(new URL(page.url()).pathname).toBe('/rng');
    await page.close();
  });
});
