import { createHmac, randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  contextDefaults,
  desktopViewport,
  launchBrowser,
  openPage,
  phoneViewport,
} from './support/browser.js';
import { connectDatabase } from './support/database.js';
import { type Ledger, openLedger } from './support/ledger.js';
import { ipSource, logInWithForm, registerMember } from './support/members.js';
import { runOps } from './support/ops.js';
import { poll } from './support/poll.js';
import { type SuiteServer, startSuiteServer } from './support/suite-server.js';
import { currentTotpStep, totpCode } from './support/totp.js';

/**
 * Home page notices and jackpot ticker, end to end. Content staff publish a marquee notice in the back
 * office; a visitor sees it scroll by on the home page and opens it in the notice popup. A member plays a
 * simulated vendor's slot (apps/vendor-sim as its own process): the vendor's progressive pool grows from
 * the stakes, and the home page's ticker shows the vendor's figure and follows it as it grows.
 */
const dataDir = inject('dataDir');
// Staff sign in on the suite's shared server: `ops create-staff` seals the TOTP secret with that server's
// key. Visitors and players use a second server on the same database, configured with the simulator.
const sharedBaseUrl = inject('baseUrl');
const shotsDir = '/tmp/shots-notices';
const memberPassword = 'Play-e2e-2024';
const sharedSecret = randomBytes(32).toString('hex');
const devanagari = /[\u0900-\u097F]/;

let browser: Browser;
let staffPage: Page | undefined;
let database: pg.Client;
let ledger: Ledger;
let suite: SuiteServer | undefined;
let simulatorUrl: string;
let baseUrl: string;

const freshIp = ipSource(94);

/** What the simulator itself says PG's pool holds: the vendor's side, read like the operator reads it. */
async function simulatorPool(vendorCode: string): Promise<string> {
  const secret = createHmac('sha256', sharedSecret).update(`vendor:${vendorCode}`).digest('hex');
  const body = JSON.stringify({ vendorCode });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const response = await fetch(`${simulatorUrl}/vendor/jackpots`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-vendor-timestamp': timestamp,
      'x-vendor-signature': createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex'),
    },
    body,
  });
  expect(response.status).toBe(200);
  const answer = (await response.json()) as { pools: Array<{ currency: string; amountMinor: string }> };
  return answer.pools.find((pool) => pool.currency === 'NPR')?.amountMinor ?? '0';
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${shotsDir}/${name}.png` });
}

beforeAll(async () => {
  await mkdir(shotsDir, { recursive: true });
  suite = await startSuiteServer({ dataDir, name: 'notices', vendorSimulatorSecret: sharedSecret });
  baseUrl = suite.baseUrl;
  simulatorUrl = suite.simulator?.url ?? '';
  browser = await launchBrowser();
  database = await connectDatabase(dataDir);
  ledger = await openLedger(dataDir);
});

afterAll(async () => {
  // The notices of this suite leave the shared database as they found it for the suites after it.
  await database?.query("delete from announcements where title like 'E2E %'");
  await staffPage?.context().close();
  await browser?.close();
  await database?.end();
  await ledger?.close();
  await suite?.stop();
});

async function staffSignIn(page: Page, target: string): Promise<void> {
  const username = `e2enote${randomBytes(3).toString('hex')}`;
  const created = await runOps(dataDir, ['create-staff', username, 'content', 'Notice', 'Editor']);
  expect(created.code, created.output).toBe(0);
  const temporary = /Temporary password: (\S+)/.exec(created.output)?.[1] ?? '';
  const secret = /TOTP secret: ([A-Z2-7]+)/.exec(created.output)?.[1] ?? '';
  await page.goto(target);
  await page.getByTestId('sign-in-username').fill(username);
  await page.getByTestId('sign-in-password').fill(temporary);
  await page.getByTestId('sign-in-totp').fill(totpCode(secret, currentTotpStep()));
  await page.getByTestId('sign-in-submit').click();
  await page.getByTestId('change-password-page').waitFor();
  const newPassword = 'notice editor passphrase 2024';
  await page.getByTestId('change-password-old').fill(temporary);
  await page.getByTestId('change-password-new').fill(newPassword);
  await page.getByTestId('change-password-confirm').fill(newPassword);
  await page.getByTestId('change-password-submit').click();
  await page.getByTestId('admin-layout').waitFor();
  await page.goto(target);
}

type Audience = 'A' | 'B' | 'F';

async function publishInBackOffice(
  page: Page,
  title: string,
  contentHtml: string,
  type: 'marquee' | 'popup' = 'marquee',
  execution: Audience = 'B',
): Promise<void> {
  await page.getByTestId('announcement-create').click();
  const dialog = page.getByTestId('announcement-dialog');
  expect(await dialog.getByTestId('announcement-type').inputValue()).toBe('marquee');
  // The audience is a popup's alone: the other types have no such field.
  expect(await dialog.getByTestId('announcement-execution').count()).toBe(0);
  await dialog.getByTestId('announcement-type').selectOption(type);
  await dialog.getByTestId('announcement-title').fill(title);
  await dialog.getByTestId('announcement-content').fill(contentHtml);
  if (type === 'popup') {
    expect(await dialog.getByTestId('announcement-execution').inputValue()).toBe('B');
    await dialog.getByTestId('announcement-execution').selectOption(execution);
  }
  if (type === 'marquee') await shot(page, 'backoffice-announcement-dialog-desktop');
  await dialog.getByTestId('announcement-save').click();
  await dialog.waitFor({ state: 'detached' });
  const row = page.locator('[data-testid="announcement-row"]', { hasText: title });
  await row.waitFor();
  expect(await row.getByTestId('announcement-row-execution').getAttribute('data-value')).toBe(
    type === 'popup' ? execution : 'everyone',
  );
}

async function registeredMember(ip: string) {
  return registerMember({ baseUrl, database, ip, prefix: 'jack', password: memberPassword });
}

function logIn(page: Page, username: string): Promise<void> {
  return logInWithForm(page, username, memberPassword);
}

describe('notice marquee and notice popup', () => {
  const title = `E2E Weekend maintenance ${randomBytes(2).toString('hex')}`;

  it('staff publish a notice; a visitor sees it scroll by and reads it in the popup', async () => {
    const staff = await openPage(browser, sharedBaseUrl, {
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.91' },
    });
    await staffSignIn(staff, '/admin/announcements');
    await staff.getByTestId('nav-announcements').waitFor();
    await publishInBackOffice(
      staff,
      title,
      '<p>Games pause <strong>Sunday 02:00</strong>.</p><script>window.hacked = true</script><p onclick="x()">Thanks.</p>',
    );
    // Stored sanitised: what the audit log holds is what visitors get.
    const stored = await database.query<{ content_html: string }>(
      'select content_html from announcements where title = $1',
      [title],
    );
    expect(stored.rows[0]?.content_html).toBe(
      '<p>Games pause <strong>Sunday 02:00</strong>.</p><p>Thanks.</p>',
    );
    const row = staff.locator('[data-testid="announcement-row"]', { hasText: title });
    expect(await row.locator('[data-value="live"]').count()).toBe(1);
    await shot(staff, 'backoffice-announcements-desktop');
    await staff.setViewportSize(phoneViewport);
    await shot(staff, 'backoffice-announcements-phone');
    await staff.setViewportSize(desktopViewport);
    staffPage = staff;

    const visitor = await openPage(browser, baseUrl, { extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
    await visitor.goto('/');
    const marquee = visitor.getByTestId('notice-marquee');
    const item = marquee.getByTestId('notice-marquee-item').filter({ hasText: title });
    await item.waitFor();
    // It scrolls (and stops under the pointer; a button pauses it for those who cannot hover).
    expect(await marquee.locator('.animate-marquee').count()).toBe(1);
    await marquee.getByTestId('notice-marquee-pause').click();
    expect(await marquee.getByTestId('notice-marquee-pause').getAttribute('aria-pressed')).toBe('true');
    const marqueeAxe = await new AxeBuilder({ page: visitor })
      .include('[data-testid="notice-marquee"]')
      .analyze();
    expect(
      marqueeAxe.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      ),
    ).toEqual([]);
    await shot(visitor, 'home-marquee-desktop');
    await item.click();
    const popup = visitor.getByTestId('announcement-popup');
    await poll(() => popup.getByTestId('announcement-detail-title').innerText()).toBe(title);
    expect(await popup.getByTestId('announcement-content').innerHTML()).toBe(
      '<p>Games pause <strong>Sunday 02:00</strong>.</p><p>Thanks.</p>',
    );
    expect(await visitor.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
    const selected = popup.locator('[data-testid="announcement-title"][aria-expanded="true"]');
    expect(await selected.innerText()).toContain(title);
    expect(await selected.innerText()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    const axe = await new AxeBuilder({ page: visitor })
      .include('[data-testid="announcement-popup"]')
      .analyze();
    expect(
      axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
    ).toEqual([]);
    await shot(visitor, 'notice-popup-desktop');
    // Choosing the open title again closes it.
    await selected.click();
    await popup.getByTestId('announcement-placeholder').waitFor();
    expect(await popup.locator('[aria-expanded="true"]').count()).toBe(0);
    await visitor.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });

    await visitor.setViewportSize(phoneViewport);
    await visitor.reload();
    await marquee.getByTestId('notice-marquee-item').filter({ hasText: title }).waitFor();
    await shot(visitor, 'home-marquee-phone');
    await marquee.getByTestId('notice-marquee-pause').click();
    await marquee.getByTestId('notice-marquee-item').filter({ hasText: title }).click();
    await poll(() => popup.getByTestId('announcement-detail-title').innerText()).toBe(title);
    await shot(visitor, 'notice-popup-phone');
    await visitor.context().close();
  });

  it('shows a Nepali visitor the English notices while none is published in Nepali, standing still with reduced motion', async () => {
    const context = await browser.newContext({
      ...contextDefaults,
      baseURL: baseUrl,
      viewport: desktopViewport,
      reducedMotion: 'reduce',
      extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
    });
    await context.addInitScript(() => {
      localStorage.setItem('lang', 'NE');
    });
    const page = await context.newPage();
    await page.goto('/');
    const marquee = page.getByTestId('notice-marquee');
    await marquee.getByTestId('notice-marquee-item').filter({ hasText: title }).waitFor();
    expect(await marquee.getAttribute('aria-label')).toMatch(devanagari);
    expect(await marquee.locator('.animate-marquee').count()).toBe(0);
    expect(await marquee.getByTestId('notice-marquee-pause').count()).toBe(0);
    await context.close();
  });
});

describe('announcement popup', () => {
  it('opens published popups over the home page once a session, and staff can take them down', async () => {
    const staff = staffPage as Page;
    const title = `E2E Popup ${randomBytes(2).toString('hex')}`;
    await staff.goto('/admin/announcements');
    await publishInBackOffice(
      staff,
      title,
      '<h3>Festival bonus</h3><ul><li>Deposit</li><li>Play</li></ul>',
      'popup',
      'B',
    );
    const context = await browser.newContext({
      ...contextDefaults,
      baseURL: baseUrl,
      viewport: desktopViewport,
      extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
    });
    const visitor = await context.newPage();
    await visitor.goto('/');
    const popup = visitor.getByTestId('announcement-popup');
    await poll(() => popup.getByTestId('announcement-detail-title').innerText()).toBe(title);
    expect(await popup.getByTestId('announcement-content').innerHTML()).toContain('<li>Deposit</li>');
    await shot(visitor, 'announcement-popup-desktop');
    await popup.getByRole('button', { name: 'Close' }).click();
    await popup.waitFor({ state: 'detached' });
    // Closed for the rest of this session: a reload does not bring it back.
    await visitor.reload();
    await visitor.getByTestId('notice-marquee').waitFor();
    await visitor.waitForTimeout(1000);
    expect(await popup.count()).toBe(0);
    await context.close();

    staff.once('dialog', (dialog) => void dialog.accept());
    await staff
      .locator('[data-testid="announcement-row"]', { hasText: title })
      .getByTestId('announcement-delete')
      .click();
    await staff
      .locator('[data-testid="announcement-row"]', { hasText: title })
      .waitFor({ state: 'detached' });
    const after = (await (await fetch(`${baseUrl}/api/content/announcements?type=popup`)).json()) as {
      total: number;
    };
    expect(after.total).toBe(0);
  });

  it('shows each audience its own popup: visitors B, a first login F, a member A; closing one keeps the others', async () => {
    const staff = staffPage as Page;
    const tag = randomBytes(2).toString('hex');
    const titles = {
      B: `E2E Visitors popup ${tag}`,
      A: `E2E Members popup ${tag}`,
      F: `E2E Welcome popup ${tag}`,
    };
    await staff.goto('/admin/announcements');
    await publishInBackOffice(staff, titles.B, '<p>Sign up for the festival bonus.</p>', 'popup', 'B');
    await publishInBackOffice(staff, titles.A, '<p>Members: the festival bonus is on.</p>', 'popup', 'A');
    await publishInBackOffice(
      staff,
      titles.F,
      '<p>Welcome! Your first deposit is doubled.</p>',
      'popup',
      'F',
    );
    await shot(staff, 'backoffice-popup-audiences-desktop');

    const ip = freshIp();
    const member = await registeredMember(ip);
    const popupTitles = (page: Page) =>
      page.getByTestId('announcement-popup').getByTestId('announcement-title');
    /** The popup opens on the audience's own popup, and lists no other audience's. */
    async function seesOnly(page: Page, audience: Audience): Promise<void> {
      const popup = page.getByTestId('announcement-popup');
      await poll(() => popup.getByTestId('announcement-detail-title').innerText()).toBe(titles[audience]);
      const listed = await popupTitles(page).allInnerTexts();
      for (const other of ['A', 'B', 'F'] as const) {
        if (other !== audience) expect(listed.join('\n')).not.toContain(titles[other]);
      }
    }
    async function close(page: Page): Promise<void> {
      const popup = page.getByTestId('announcement-popup');
      await popup.getByRole('button', { name: 'Close' }).click();
      await popup.waitFor({ state: 'detached' });
    }

    // First session: the visitor closes the visitors' popup, then logs in for the first time.
    const first = await browser.newContext({
      ...contextDefaults,
      baseURL: baseUrl,
      viewport: desktopViewport,
      extraHTTPHeaders: { 'x-forwarded-for': ip },
    });
    const visitor = await first.newPage();
    await visitor.goto('/');
    await seesOnly(visitor, 'B');
    await close(visitor);
    await logIn(visitor, member.username);
    await seesOnly(visitor, 'F');
    await shot(visitor, 'announcement-popup-first-login-desktop');
    expect(await visitor.evaluate(() => Object.keys(sessionStorage).sort())).toEqual(
      expect.arrayContaining(['announcementPopupClosed:B', 'firstLoginSession']),
    );
    await close(visitor);
    // Closed for the rest of this session, the welcome as much as the visitors' popup.
    await visitor.reload();
    await visitor.getByTestId('notice-marquee').waitFor();
    await visitor.waitForTimeout(1000);
    expect(await visitor.getByTestId('announcement-popup').count()).toBe(0);
    await first.close();

    // A later session: no longer a first login, so the members' popup; the visitors' closed flag of
    // this session does not hide it either.
    const later = await browser.newContext({
      ...contextDefaults,
      baseURL: baseUrl,
      viewport: desktopViewport,
      extraHTTPHeaders: { 'x-forwarded-for': ip },
    });
    const returning = await later.newPage();
    await returning.goto('/');
    await seesOnly(returning, 'B');
    await close(returning);
    await logIn(returning, member.username);
    await seesOnly(returning, 'A');
    await shot(returning, 'announcement-popup-member-desktop');
    await later.close();

    // What the server serves each audience (B when none is asked for), straight from the API.
    for (const audience of ['A', 'B', 'F'] as const) {
      const served = (await (
        await fetch(`${baseUrl}/api/content/announcements?type=popup&execution=${audience}`)
      ).json()) as { content: { title: string }[] };
      expect(served.content.map((item) => item.title)).toContain(titles[audience]);
      for (const other of ['A', 'B', 'F'] as const)
        if (other !== audience) expect(served.content.map((item) => item.title)).not.toContain(titles[other]);
    }
  });
});

describe('jackpot ticker', () => {
  async function spin(frame: ReturnType<Page['frameLocator']>, count: number): Promise<void> {
    for (let index = 0; index < count; index += 1) {
      await frame.getByTestId('sim-spin').click();
      await poll(() => frame.getByTestId('sim-spin').isEnabled()).toBe(true);
      await poll(() => frame.getByTestId('sim-message').innerText()).not.toMatch(/Spinning|^$/);
    }
  }

  it('is hidden until a vendor reports a pool, then shows the vendor figure and follows it as bets grow it', async () => {
    const ip = freshIp();
    const home = await openPage(browser, baseUrl, { extraHTTPHeaders: { 'x-forwarded-for': ip } });
    await home.goto('/');
    await home.getByTestId('winner-boards').waitFor();
    const empty = (await (await fetch(`${baseUrl}/api/games/jackpots`)).json()) as { pools: unknown[] };
    expect(empty.pools).toEqual([]);
    expect(await home.getByTestId('jackpot-ticker').count()).toBe(0);

    const member = await registeredMember(ip);
    await ledger.fund(member.id, 100_000n);
    const game = await home.context().newPage();
    await game.goto('/login');
    await game.getByTestId('login-username').fill(member.username);
    await game.getByTestId('login-password').fill(memberPassword);
    await game.getByTestId('login-submit').click();
    await poll(() => game.getByTestId('account-nickname').innerText()).toBe(member.username);
    await game.goto('/rng');
    await game.getByTestId('game-tile-pg_jade_dragon').getByTestId('game-tile-open').click();
    const frame = game.frameLocator('[data-testid="seamless-frame"]');
    await poll(() => frame.getByTestId('sim-spin').isEnabled()).toBe(true);
    await frame.locator('label[for="stake-1000"]').click();
    await spin(frame, 3);
    // 1 % of three stakes of 10.00 = 0.30, as the vendor counts it.
    await poll(() => simulatorPool('PG')).toBe('30');
    // The server reads the pool through the vendor adapter (cached for up to 10 s).
    await poll(async () => {
      const answer = (await (await fetch(`${baseUrl}/api/games/jackpots`)).json()) as { totalMinor: string };
      return answer.totalMinor;
    }, 30_000).toBe('30');
    // A hidden tab stops asking; the home page in front picks the figure up.
    await home.bringToFront();

    // The ticker shows the vendor's figure (after the server's cache and the 3-second tick).
    const ticker = home.getByTestId('jackpot-ticker');
    await poll(() => ticker.getAttribute('data-total-minor'), 30_000).toBe('30');
    await poll(() => ticker.getByTestId('jackpot-total').innerText()).toContain('0.30');
    expect(await ticker.locator('[data-testid="jackpot-pool"][data-vendor="PG"]').innerText()).toContain(
      '0.30',
    );

    await game.bringToFront();
    await spin(frame, 2);
    await poll(() => simulatorPool('PG')).toBe('50');
    // The open home page follows by itself: no reload.
    await home.bringToFront();
    await poll(() => ticker.getAttribute('data-total-minor'), 30_000).toBe('50');
    await poll(() => ticker.getByTestId('jackpot-total').innerText()).toContain('0.50');
    await ticker.scrollIntoViewIfNeeded();
    const tickerAxe = await new AxeBuilder({ page: home })
      .include('[data-testid="jackpot-ticker"]')
      .analyze();
    expect(
      tickerAxe.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      ),
    ).toEqual([]);
    await shot(home, 'home-jackpot-desktop');
    await home.setViewportSize(phoneViewport);
    await ticker.scrollIntoViewIfNeeded();
    await shot(home, 'home-jackpot-phone');
    await home.context().close();
  });
});
