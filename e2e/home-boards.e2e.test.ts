import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import type pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktopViewport, launchBrowser, openPage, phoneViewport } from './support/browser.js';
import { connectDatabase } from './support/database.js';
import { ipSource, registerMember } from './support/members.js';
import { runOps } from './support/ops.js';
import { poll } from './support/poll.js';
import { currentTotpStep, totpCode } from './support/totp.js';

/**
 * Issue 14 #7: the home page's winner boards list only real settled wins of at least the minimum staff
 * set in the back office (nothing pretending when there is none), and a jackpot pool's seed set in the
 * back office is funded through the ledger before it is shown.
 */
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const shotsDir = process.env.HOME_BOARDS_SHOTS_DIR ?? '/tmp/shots/issue14-5-6-7';
const freshIp = ipSource(63);
const viewports = { phone: phoneViewport, desktop: desktopViewport } as const;

let browser: Browser;
let database: pg.Client;

beforeAll(async () => {
  await mkdir(shotsDir, { recursive: true });
  browser = await launchBrowser();
  database = await connectDatabase(dataDir);
});

afterAll(async () => {
  // The shared server's boards and seeds go back to their defaults for the suites after this one.
  await database?.query("delete from settings where key = 'winnerBoard'");
  await browser?.close();
  await database?.end();
});

async function staffPage(role: 'content' | 'finance'): Promise<Page> {
  const username = `e2ehb${randomBytes(3).toString('hex')}`;
  const created = await runOps(dataDir, ['create-staff', username, role, 'Boards', 'Editor']);
  expect(created.code, created.output).toBe(0);
  const temporary = /Temporary password: (\S+)/.exec(created.output)?.[1] ?? '';
  const secret = /TOTP secret: ([A-Z2-7]+)/.exec(created.output)?.[1] ?? '';
  const page = await openPage(browser, baseUrl, { extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.63' } });
  await page.goto('/admin/home-boards');
  await page.getByTestId('sign-in-username').fill(username);
  await page.getByTestId('sign-in-password').fill(temporary);
  await page.getByTestId('sign-in-totp').fill(totpCode(secret, currentTotpStep()));
  await page.getByTestId('sign-in-submit').click();
  await page.getByTestId('change-password-page').waitFor();
  const newPassword = 'home boards editor passphrase 2024';
  await page.getByTestId('change-password-old').fill(temporary);
  await page.getByTestId('change-password-new').fill(newPassword);
  await page.getByTestId('change-password-confirm').fill(newPassword);
  await page.getByTestId('change-password-submit').click();
  await page.getByTestId('admin-layout').waitFor();
  await page.goto('/admin/home-boards');
  return page;
}

async function settledWin(memberId: string, winMinor: number): Promise<void> {
  await database.query(
    `insert into game_rounds (id, member_id, vendor_code, game_code, category, external_round_id, currency,
       stake_minor, win_minor, valid_bet_minor, status, settled_at)
     values ($1, $2, 'PG', 'pg_moon_rabbit', 'RNG', $3, 'NPR', 10000, $4, 10000, 'settled', now())`,
    [randomUUID(), memberId, randomUUID(), winMinor],
  );
}

async function homeBoard(device: keyof typeof viewports, language: 'EN' | 'NE' = 'EN') {
  const page = await openPage(browser, baseUrl, {
    viewport: viewports[device],
    extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
  });
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
  await page.goto('/');
  const board = page.getByTestId('winner-board-latest');
  await board.waitFor();
  return { page, board };
}

describe('winner boards and jackpot seeds', () => {
  it('lists a settled win above the minimum and leaves a 1-rupee win off (phone and desktop)', async () => {
    const member = await registerMember({
      baseUrl,
      database,
      ip: freshIp(),
      prefix: 'hbw',
      password: 'Play-e2e-2024',
    });
    await settledWin(member.id, 123);
    await settledWin(member.id, 75_055);
    for (const device of ['phone', 'desktop'] as const) {
      const { page, board } = await homeBoard(device);
      await board.getByTestId('winner-row').filter({ hasText: '750.55' }).first().waitFor();
      expect(await board.innerText()).not.toContain('1.23');
      await page.getByTestId('winner-boards').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shotsDir}/home-winners-${device}-en.png` });
      await page.context().close();
    }
  });

  it('content staff raise the minimum in the back office; with no win that large the board says so', async () => {
    const staff = await staffPage('content');
    const input = staff.getByTestId('winner-board-minimum-input');
    await poll(() => input.inputValue()).toBe('500.00');
    expect(await staff.getByTestId('jackpot-seed-edit-PG').count()).toBe(0);
    await input.fill('100000000.00');
    await staff.getByTestId('winner-board-minimum-save').click();
    await poll(async () => {
      const row = await database.query<{ value: { minimumWinMinor: string } }>(
        "select value from settings where key = 'winnerBoard'",
      );
      return row.rows[0]?.value.minimumWinMinor;
    }).toBe('10000000000');
    await staff.context().close();
    for (const [device, language] of [
      ['phone', 'EN'],
      ['phone', 'NE'],
      ['desktop', 'EN'],
    ] as const) {
      const { page, board } = await homeBoard(device, language);
      await board.getByTestId('winner-board-empty').waitFor();
      expect(await board.getByTestId('winner-row').count()).toBe(0);
      await page.getByTestId('winner-boards').scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `${shotsDir}/home-winners-empty-${device}-${language.toLowerCase()}.png`,
      });
      await page.context().close();
    }
  });

  it('finance staff set a pool seed; the house funds it through the ledger', async () => {
    const staff = await staffPage('finance');
    const row = staff.getByTestId('jackpot-pool-PG');
    await row.waitFor();
    await staff.getByTestId('jackpot-seed-edit-PG').click();
    await staff.getByTestId('jackpot-seed-amount').fill('100000.00');
    await staff.getByTestId('jackpot-seed-save').click();
    await staff.getByTestId('jackpot-seed-dialog').waitFor({ state: 'detached' });
    await poll(() => row.getByTestId('jackpot-pool-funded').innerText()).toContain('100,000.00');
    const pool = await database.query<{ balance: string }>(
      "select (credits_posted - debits_posted)::text as balance from ledger_account_totals where code = 'jackpot:pg'",
    );
    expect(pool.rows[0]?.balance).toBe('10000000');
    await staff.screenshot({ path: `${shotsDir}/backoffice-home-boards-desktop.png`, fullPage: true });
    await staff.setViewportSize(phoneViewport);
    await staff.screenshot({ path: `${shotsDir}/backoffice-home-boards-phone.png`, fullPage: true });
    // Back to no seed: the house takes it back, the books show both moves.
    await staff.setViewportSize(desktopViewport);
    await staff.getByTestId('jackpot-seed-edit-PG').click();
    await staff.getByTestId('jackpot-seed-amount').fill('0');
    await staff.getByTestId('jackpot-seed-save').click();
    await poll(async () => {
      const after = await database.query<{ balance: string }>(
        "select (credits_posted - debits_posted)::text as balance from ledger_account_totals where code = 'jackpot:pg'",
      );
      return after.rows[0]?.balance;
    }).toBe('0');
    await staff.context().close();
  });
});
