import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/accessibility.js';
import { launchBrowser, openPage, phoneViewport } from './support/browser.js';
import { connectDatabase } from './support/database.js';
import { ipSource } from './support/members.js';
import { poll } from './support/poll.js';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
/** Set SHOTS_DIR to keep phone and desktop screenshots of free play. */
const shotsDir = process.env.SHOTS_DIR;
let browser: Browser;
let database: pg.Client;

beforeAll(async () => {
  browser = await launchBrowser();
  database = await connectDatabase(dataDir);
});

afterAll(async () => {
  await browser?.close();
  await database?.end();
});

const freshIp = ipSource(91);

async function shot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  await mkdir(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: false });
}

function funText(minor: bigint): string {
  const whole = (minor / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${(minor % 100n).toString().padStart(2, '0')}`;
}

/** Money as the books have it: the ledger's transfers and the trial accounts' ledger accounts. */
async function books(): Promise<{ trialAccounts: number }> {
  const result = await database.query<{ count: string }>(
    'select count(*) from ledger_accounts a join members m on m.id = a.member_id where m.type = 4',
  );
  return { trialAccounts: Number(result.rows[0]?.count) };
}

const texts = {
  EN: { notice: 'Free play uses fun money only', label: 'Fun balance' },
  NE: { notice: 'निःशुल्क खेलमा फन पैसा मात्र हुन्छ', label: 'फन ब्यालेन्स' },
} as const;

/**
 * Issue 14 #9: "Free play" gives a trial account that plays the in-house games with a fun balance (never
 * money), and the real-account notice, inviting it to register, for a deposit.
 */
describe('free play', () => {
  for (const setup of [
    { name: 'phone-en', lang: 'EN', viewport: phoneViewport, mobile: true },
    // A guest on the game page itself takes free play there and stays on the game.
    { name: 'phone-ne', lang: 'NE', viewport: phoneViewport, mobile: true, fromGamePage: true },
    { name: 'desktop-en', lang: 'EN', viewport: { width: 1280, height: 800 }, mobile: false },
    { name: 'desktop-ne', lang: 'NE', viewport: { width: 1280, height: 800 }, mobile: false },
  ] as const) {
    it(`plays the slot with the fun balance, and a deposit invites to register (${setup.name})`, async () => {
      const page = await openPage(browser, baseUrl, {
        viewport: setup.viewport,
        isMobile: setup.mobile,
        hasTouch: setup.mobile,
        extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
      });
      await page.addInitScript((lang) => localStorage.setItem('lang', lang), setup.lang);
      if ('fromGamePage' in setup) {
        await page.goto('/inhouse/slot');
        await page.getByTestId('game-free-play').waitFor();
        await shot(page, `guest-game-${setup.name}`);
        await page.getByTestId('game-free-play').click();
        await page.getByTestId('fun-play-banner').waitFor();
        expect(new URL(page.url()).pathname).toBe('/inhouse/slot');
      } else {
        await page.goto('/');
        await page.getByTestId('free-play-button').click();
      }
      await page.getByTestId('trial-badge').waitFor();
      // The fun balance in the header, in its own look and words: never the money balance.
      await poll(() => page.getByTestId('fun-balance-amount').first().innerText()).toBe('1,000.00');
      expect(await page.getByTestId('header-balance').count()).toBe(0);
      if (!setup.mobile)
        expect(await page.getByTestId('fun-balance').first().innerText()).toContain(texts[setup.lang].label);
      await shot(page, `home-${setup.name}`);

      // An in-house game from the catalogue (the in-house games offer free play).
      await page.goto('/inhouse/slot');
      await page.getByTestId('fun-play-banner').waitFor();
      await page.getByTestId('stake-amount').fill('10');
      const reply = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/inhouse/slot/rounds' &&
          response.request().method() === 'POST',
      );
      await page.getByTestId('play-button').click();
      const round = (await (await reply).json()) as { stakeMinor: string; winMinor: string };
      expect(round.stakeMinor).toBe('1000');
      await page.getByTestId('round-result').waitFor();
      const expected = 100_000n - 1_000n + BigInt(round.winMinor);
      await poll(() => page.getByTestId('fun-balance-amount').first().innerText()).toBe(funText(expected));
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `slot-${setup.name}`);

      // A deposit: the real-account notice, inviting to register.
      await page.getByTestId('header-deposit').click();
      await page.getByTestId('notice-dialog').waitFor();
      expect(await page.getByTestId('notice-dialog').innerText()).toContain(texts[setup.lang].notice);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `deposit-notice-${setup.name}`);
      await page.getByTestId('notice-register').click();
      await page.getByTestId('register-modal').waitFor();

      // Fun play wrote nothing on the books: no trial account has a ledger account.
      expect(await books()).toEqual({ trialAccounts: 0 });
      await page.context().close();
    });
  }
});
