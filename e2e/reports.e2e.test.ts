import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/accessibility.js';
import { launchBrowser, openPage, phoneViewport } from './support/browser.js';
import { connectDatabase } from './support/database.js';
import { type Ledger, openLedger } from './support/ledger.js';
import { ipSource, type RegisteredMember, registerMember } from './support/members.js';
import { poll } from './support/poll.js';
import { signedInStaff } from './support/staff.js';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
/** Set REPORTS_SHOTS_DIR to keep phone and desktop screenshots for a human to look at. */
const shotsDir = process.env.REPORTS_SHOTS_DIR;

const desktop = { width: 1280, height: 800 };
const suffix = randomBytes(3).toString('hex');
const staffAddress = '198.51.100.92';
const freshIp = ipSource(92);
const devanagari = /[\u0900-\u097F]/;

let browser: Browser;
let database: pg.Client;
let ledger: Ledger;
let financeToken: string;
let player: RegisteredMember;

/** A finance staff member signed in through the back office (temporary password replaced); its token. */
async function signedInFinanceStaff(): Promise<string> {
  const page = await signedInStaff(browser, {
    baseUrl,
    dataDir,
    role: 'finance',
    username: `rep${suffix}`,
    address: staffAddress,
  });
  const token = await page.evaluate(() => sessionStorage.getItem('adminToken'));
  await page.context().close();
  return token ?? '';
}

async function staffPage(address: string, viewport = desktop, language = 'EN'): Promise<Page> {
  const page = await openPage(browser, baseUrl, {
    viewport,
    ...(viewport === phoneViewport ? { isMobile: true, hasTouch: true } : {}),
    extraHTTPHeaders: { 'x-forwarded-for': staffAddress },
    acceptDownloads: true,
  });
  await page.addInitScript(
    ([token, lang]) => {
      sessionStorage.setItem('adminToken', token ?? '');
      localStorage.setItem('adminLanguage', lang ?? 'EN');
    },
    [financeToken, language],
  );
  await page.goto(`/admin${address}`);
  return page;
}

async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  await mkdir(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function playDice(member: RegisteredMember, rounds: number) {
  for (let round = 0; round < rounds; round += 1) {
    const response = await fetch(`${baseUrl}/api/inhouse/dice/rounds`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': freshIp(),
        authorization: `Bearer ${member.token}`,
      },
      body: JSON.stringify({ requestId: randomUUID(), amount: '10', direction: 'under', target: 5000 }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
  }
}

/** The dashboard with its charts drawn (uPlot draws on a canvas once it has the data). */
async function dashboard(viewport = desktop, language = 'EN'): Promise<Page> {
  const page = await staffPage('/dashboard', viewport, language);
  await page.getByTestId('dashboard-period').waitFor();
  await page.getByTestId('chart-money').locator('canvas').waitFor();
  await page.getByTestId('chart-players').locator('canvas').waitFor();
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  database = await connectDatabase(dataDir);
  ledger = await openLedger(dataDir);
  financeToken = await signedInFinanceStaff();
  player = await registerMember({
    baseUrl,
    database,
    ip: freshIp(),
    prefix: 'rpt',
    password: 'Reports-e2e-2024',
  });
  await ledger.fund(player.id, 123_456n);
  await ledger.line(player.id, 1_000n, 'bonus');
  await playDice(player, 2);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await database?.end();
  await ledger?.close();
});

describe('dashboard and reports', () => {
  it("shows the brand's day and period with charts, on the brand's days", async () => {
    const page = await dashboard();
    expect(await page.getByTestId('report-days-note').innerText()).toContain('UTC+05:45');
    // Today's registrations include the member registered above.
    const registrations = await page
      .getByTestId('dashboard-today')
      .getByTestId('tile-registrations')
      .innerText();
    expect(Number(/\d+/.exec(registrations)?.[0] ?? 0)).toBeGreaterThanOrEqual(1);
    const activePlayers = await page
      .getByTestId('dashboard-period')
      .getByTestId('tile-activePlayers')
      .innerText();
    expect(Number(/\d+/.exec(activePlayers)?.[0] ?? 0)).toBeGreaterThanOrEqual(1);
    expect(await page.getByTestId('chart-money').locator('.u-legend').innerText()).toContain('GGR');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'dashboard-desktop-en');
    await page.context().close();
  });

  it("finds a member's figures in the player report and downloads them as CSV", async () => {
    const page = await staffPage('/reports');
    await page.getByTestId('report-tab-players').click();
    await page.getByTestId('report-member').fill(player.username);
    await page.getByTestId('report-apply').click();
    // The unfiltered first page may already hold the member's row (other suites' members play too), so
    // wait for the filtered answer: only this member's row.
    await poll(() => page.getByTestId('report-row').count()).toBe(1);
    const row = page.getByTestId('report-row').filter({ hasText: player.username });
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain('1,234.56');
    expect(text).toContain('10.00');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'reports-players-desktop-en');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('report-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^players-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) as string, 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^member,deposits,deposits_NPR,withdrawals,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${player.username},1,1234\\.56,0,0\\.00,10\\.00,2,20\\.00,`));
    await page.context().close();
  });

  it('pages the daily report and groups play by game', async () => {
    const page = await staffPage('/reports?report=daily&from=2026-01-01&to=2026-03-31&pageSize=50');
    await page.getByTestId('report-daily').waitFor();
    expect(await page.getByTestId('report-day').count()).toBe(50);
    expect(await page.getByTestId('report-day').first().getAttribute('data-day')).toBe('2026-03-31');
    // The games of today's play (the period above has none): a fresh report, the default last 7 days.
    await page.goto('/admin/reports?report=games');
    await page.getByTestId('report-group-by').selectOption('game');
    await page.getByTestId('report-vendor').fill('inhouse');
    await page.getByTestId('report-apply').click();
    await page.getByTestId('report-games').waitFor();
    expect(await page.getByTestId('report-summary').innerText()).toMatch(/rounds \d+/);
    await page.getByTestId('report-tab-cashier').click();
    await page.getByTestId('report-cashier').waitFor();
    await shot(page, 'reports-cashier-desktop-en');
    await page.context().close();
  });

  it('fits a phone in English and Nepali: nothing scrolls sideways, the texts are translated', async () => {
    for (const language of ['EN', 'NE']) {
      const page = await dashboard(phoneViewport, language);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      if (language === 'NE') expect(await page.locator('h1').innerText()).toMatch(devanagari);
      await shot(page, `dashboard-phone-${language.toLowerCase()}`);
      await page.goto('/admin/reports?report=players');
      await page.getByTestId('report-players').waitFor();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await shot(page, `reports-players-phone-${language.toLowerCase()}`);
      await page.context().close();
    }
  });
});
