import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type pg from 'pg';
import type { Browser, Page, WebSocket as PageSocket } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { shouldRunRedisTests } from '../apps/server/src/testing/redis-probe.js';
import { launchBrowser, openPage, phoneViewport } from './support/browser.js';
import { connectDatabase } from './support/database.js';
import { type OutsideProcess, openOutsideProcess } from './support/live-ledger.js';
import { ipSource } from './support/members.js';
import { poll } from './support/poll.js';
import { type SuiteServer, startSuiteServer } from './support/suite-server.js';

/**
 * Live updates across processes: the browser talks to a second server process (started here with
 * REDIS_URL, on the e2e server's database), and money moves in a third process (the test's own ledger,
 * balance notifier and Redis bus). The header balance and the notices change without a reload.
 */
const dataDir = inject('dataDir');
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const runRedisTests = await shouldRunRedisTests(redisUrl);
const shotsDir = '/tmp/shots-live';
const password = 'Play-e2e-2024';
const paymentPassword = '246810';

let browser: Browser;
let database: pg.Client;
let suite: SuiteServer | undefined;
let outside: OutsideProcess;
let baseUrl: string;

const freshIp = ipSource(83);

beforeAll(async () => {
  if (!runRedisTests) return;
  await mkdir(shotsDir, { recursive: true });
  suite = await startSuiteServer({ dataDir, name: 'live', environment: { REDIS_URL: redisUrl } });
  baseUrl = suite.baseUrl;
  browser = await launchBrowser();
  database = await connectDatabase(dataDir);
  outside = await openOutsideProcess(dataDir, redisUrl);
});

afterAll(async () => {
  await browser?.close();
  await database?.end();
  await outside?.close();
  await suite?.stop();
});

async function api(method: string, path: string, options: { ip: string; token?: string; body?: unknown }) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': options.ip,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return JSON.parse(text);
}

async function register(ip: string): Promise<{ id: string; username: string; token: string }> {
  const username = `live${randomBytes(4).toString('hex')}`;
  const { token } = await api('PUT', '/api/members', {
    ip,
    body: {
      username,
      password,
      confirmPassword: password,
      birthday: '1990-05-17',
      termsAccepted: true,
      ageConfirmed: true,
    },
  });
  const row = await database.query<{ id: string }>('select id from members where username = $1', [username]);
  return { id: row.rows[0]?.id as string, username, token };
}

/** A downline of `upline` with a payment password, ready to send money up. */
async function downlineOf(upline: { id: string }, ip: string) {
  const downline = await register(ip);
  await database.query('update members set upline_member_id = $1 where id = $2', [upline.id, downline.id]);
  await api('POST', '/api/members/me/payment-password', {
    ip,
    token: downline.token,
    body: { loginPassword: password, paymentPassword, confirmPaymentPassword: paymentPassword },
  });
  return downline;
}

/** The member's tab, logged in with the token in the address (spec §4), and its live socket's frames. */
async function openTab(token: string, ip: string, options: Parameters<typeof openPage>[2] = {}) {
  const page = await openPage(browser, baseUrl, { extraHTTPHeaders: { 'x-forwarded-for': ip }, ...options });
  const sockets: Array<{ socket: PageSocket; sent: string[]; received: string[] }> = [];
  page.on('websocket', (socket) => {
    const entry = { socket, sent: [] as string[], received: [] as string[] };
    socket.on('framesent', (frame) => entry.sent.push(String(frame.payload)));
    socket.on('framereceived', (frame) => entry.received.push(String(frame.payload)));
    sockets.push(entry);
  });
  await page.goto(`/?token=${token}`);
  await page.getByTestId('header-balance').waitFor();
  await poll(() => sockets.some((entry) => entry.received.includes('{"type":"ready"}'))).toBe(true);
  return { page, sockets };
}

async function headerBalance(page: Page): Promise<string> {
  return page.getByTestId('header-balance').innerText();
}

describe.skipIf(!runRedisTests)('live updates', () => {
  it('moves the header balance and shows notices without a reload, money moved in other processes', async () => {
    const ip = freshIp();
    const member = await register(ip);
    const { page, sockets } = await openTab(member.token, ip);
    expect(await headerBalance(page)).toBe('रू 0.00');
    // One socket, to this page's own origin, no token in its address; the token is the first frame.
    expect(sockets).toHaveLength(1);
    const live = sockets[0] as (typeof sockets)[number];
    expect(live.socket.url()).toBe(`${baseUrl.replace('http', 'ws')}/api/live`);
    expect(JSON.parse(live.sent[0] ?? '{}')).toEqual({ type: 'auth', token: member.token });
    // A marker that a reload would wipe.
    await page.evaluate(() => {
      (window as unknown as { liveMarker: number }).liveMarker = 42;
    });

    // A deposit approved in another process: the ledger commit there reaches this tab through Redis.
    const { transferId, balanceAfter } = await outside.credit(member.id, 12_345n);
    expect(balanceAfter).toBe(12_345n);
    await poll(() => headerBalance(page)).toBe('रू 123.45');
    outside.notify(member.id, {
      type: 'cashier',
      kind: 'deposit_credited',
      referenceId: transferId,
      amountMinor: '12345',
    });
    const depositNotice = page.locator('[data-testid="live-notice"][data-kind="deposit_credited"]');
    await poll(() => depositNotice.count()).toBe(1);
    expect(await depositNotice.innerText()).toBe('Deposit of रू 123.45 credited to your balance.');

    // A downline sends money up through the server this tab is connected to.
    const downline = await downlineOf(member, freshIp());
    await outside.credit(downline.id, 1_000n);
    await api('POST', '/api/wallet/transfers/upline', {
      ip: freshIp(),
      token: downline.token,
      body: { requestId: randomUUID(), amount: '5', paymentPassword },
    });
    await poll(() => headerBalance(page)).toBe('रू 128.45');
    const transferNotice = page.locator('[data-testid="live-notice"][data-kind="transfer_received"]');
    await poll(() => transferNotice.count()).toBe(1);
    expect(await transferNotice.innerText()).toBe('You received a transfer of रू 5.00.');
    expect(await page.evaluate(() => (window as unknown as { liveMarker?: number }).liveMarker)).toBe(42);
    await page.screenshot({
      path: `${shotsDir}/desktop-${await page.locator('html').getAttribute('data-theme')}.png`,
    });
    await page.getByTestId('header').getByTestId('theme-toggle').click();
    await page.waitForTimeout(500);
    await page.screenshot({
      path: `${shotsDir}/desktop-${await page.locator('html').getAttribute('data-theme')}.png`,
    });

    // Readable and operable in both themes (contrast, a named dismiss button).
    const axe = await new AxeBuilder({ page }).include('[data-testid="live-notice"]').analyze();
    expect(axe.violations.map((violation) => `${violation.id} ${violation.nodes[0]?.target}`)).toEqual([]);

    // Notices can be dismissed; only this member's events ever arrived.
    await transferNotice.getByTestId('live-notice-dismiss').click();
    await poll(() => transferNotice.count()).toBe(0);
    const received = live.received.map((text) => JSON.parse(text));
    const cashier = received.filter((message) => message.event?.type === 'cashier');
    expect(cashier.map((message) => message.event.kind).sort()).toEqual([
      'deposit_credited',
      'transfer_received',
    ]);

    // Logging out closes the socket and no new one opens.
    await page.getByTestId('account-menu-trigger').click();
    await page.getByTestId('account-menu-logout').click();
    await page.getByTestId('logout-confirm').click();
    await poll(() => live.socket.isClosed()).toBe(true);
    await page.waitForTimeout(1_500);
    expect(sockets.filter((entry) => !entry.socket.isClosed())).toHaveLength(0);
    await page.context().close();
  });

  it('shows notices on a phone, in Nepali and the dark theme', async () => {
    const ip = freshIp();
    const member = await register(ip);
    const { page } = await openTab(member.token, ip, {
      viewport: phoneViewport,
      isMobile: true,
      hasTouch: true,
    });
    await page.evaluate(() => {
      localStorage.setItem('lang', 'NE');
      localStorage.setItem('theme', 'dark');
    });
    await page.reload();
    await page.getByTestId('header-balance').waitFor();
    const { transferId } = await outside.credit(member.id, 50_000n);
    await poll(() => headerBalance(page)).toBe('रू 500.00');
    outside.notify(member.id, {
      type: 'cashier',
      kind: 'deposit_credited',
      referenceId: transferId,
      amountMinor: '50000',
    });
    outside.notify(member.id, {
      type: 'cashier',
      kind: 'withdrawal_rejected',
      referenceId: 'w-1',
      amountMinor: '2500',
    });
    const notices = page.getByTestId('live-notice');
    await poll(() => notices.count()).toBe(2);
    expect(await notices.nth(0).innerText()).toBe('रू 500.00 को जम्मा तपाईंको ब्यालेन्समा थपियो।');
    expect(await notices.nth(1).getAttribute('data-tone')).toBe('danger');
    // Inside the screen, clear of the header.
    const box = await notices.nth(1).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= phoneViewport.width).toBe(true);
    expect(box && box.y + box.height <= phoneViewport.height).toBe(true);
    await page.screenshot({ path: `${shotsDir}/phone-dark-ne.png` });
    await page.context().close();
  });
});
