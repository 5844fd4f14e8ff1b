import { mkdir } from 'node:fs/promises';
import type pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktopViewport, launchBrowser, openPage, phoneViewport } from './support/browser.js';
import { connectDatabase } from './support/database.js';
import { type Ledger, openLedger } from './support/ledger.js';
import { ipSource, registerMember } from './support/members.js';
import { poll } from './support/poll.js';

/**
 * Issue 14 #6, as a member meets it: the in-house slot has one name on every screen (the catalogue's,
 * in EN and NE), a round played from the in-house lobby lands on the recently played list, and two
 * favourite stars clicked within a second both count.
 */
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const shotsDir = process.env.INHOUSE_CATALOGUE_SHOTS_DIR ?? '/tmp/shots/issue14-5-6-7';
const password = 'Play-e2e-2024';
const freshIp = ipSource(62);
const viewports = { phone: phoneViewport, desktop: desktopViewport } as const;

let browser: Browser;
let database: pg.Client;
let ledger: Ledger;

beforeAll(async () => {
  await mkdir(shotsDir, { recursive: true });
  browser = await launchBrowser();
  database = await connectDatabase(dataDir);
  ledger = await openLedger(dataDir);
});

afterAll(async () => {
  await browser?.close();
  await database?.end();
  await ledger?.close();
});

async function memberPage(device: keyof typeof viewports, language: 'EN' | 'NE' = 'EN') {
  const ip = freshIp();
  const member = await registerMember({ baseUrl, database, ip, prefix: 'ihc', password });
  const page = await openPage(browser, baseUrl, {
    viewport: viewports[device],
    extraHTTPHeaders: { 'x-forwarded-for': ip },
  });
  await page.addInitScript(
    ([token, lang]) => {
      sessionStorage.setItem('token', token);
      localStorage.setItem('lang', lang);
    },
    [member.token, language] as const,
  );
  return { member, page };
}

async function catalogueName(language: 'EN' | 'NE'): Promise<string> {
  const response = await fetch(
    `${baseUrl}/api/games?vassalage=INHOUSE&gameType=INHOUSE&pageNo=1&pageSize=20&language=${language}`,
  );
  const body = (await response.json()) as { content: Array<{ gameId: string; displayName: string }> };
  return body.content.find((game) => game.gameId === 'slot')?.displayName ?? '';
}

async function serverFavourites(token: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/games/favourites/ids`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { ids: string[] }).ids;
}

for (const device of ['phone', 'desktop'] as const) {
  describe(`in-house games and the catalogue (${device})`, () => {
    for (const language of ['EN', 'NE'] as const) {
      it(`names the slot as the catalogue does on the home tile, the lobby and the game page (${language})`, async () => {
        const name = await catalogueName(language);
        expect(name.length).toBeGreaterThan(0);
        const { page } = await memberPage(device, language);
        await page.goto('/');
        const tile = page.getByTestId('hot-games').getByTestId('game-tile-slot').first();
        await tile.waitFor();
        expect(await tile.innerText()).toContain(name);
        await page.goto('/inhouse');
        const card = page.getByTestId('inhouse-game-slot');
        await poll(() => card.innerText()).toContain(name);
        await page.screenshot({ path: `${shotsDir}/inhouse-lobby-${device}-${language.toLowerCase()}.png` });
        await card.click();
        await poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(name);
        expect(await page.title()).toContain(name);
        await page.screenshot({ path: `${shotsDir}/inhouse-slot-${device}-${language.toLowerCase()}.png` });
        await page.context().close();
      });
    }

    it('lists the slot under recently played once a round is played from the in-house lobby', async () => {
      const { member, page } = await memberPage(device);
      expect(await ledger.fund(member.id, 10_000n)).toBe(10_000n);
      await page.goto('/inhouse');
      await page.getByTestId('inhouse-game-slot').click();
      await page.getByTestId('stake-amount').fill('1.00');
      await page.getByTestId('play-button').click();
      await page.getByTestId('round-result').waitFor();
      await page.goto('/recent');
      await page.getByTestId('recent-games').getByTestId('game-tile-slot').waitFor();
      await page.screenshot({ path: `${shotsDir}/recent-${device}-en.png` });
      await page.context().close();
    });

    it('counts two favourite stars clicked within a second', async () => {
      const { member, page } = await memberPage(device);
      await page.goto('/rng?vassalage=PG');
      const grid = page.getByTestId('game-grid');
      const first = grid.getByTestId('game-tile-pg_lucky_koi');
      const second = grid.getByTestId('game-tile-pg_jade_dragon');
      await first.waitFor();
      await second.waitFor();
      const ids = [await first.getAttribute('data-node-id'), await second.getAttribute('data-node-id')];
      await first.getByTestId('game-tile-favourite').click();
      await second.getByTestId('game-tile-favourite').click();
      // Both stars show the click at once; the server gets both, one second apart.
      expect(await first.getByTestId('game-tile-favourite').getAttribute('aria-pressed')).toBe('true');
      expect(await second.getByTestId('game-tile-favourite').getAttribute('aria-pressed')).toBe('true');
      await poll(async () => (await serverFavourites(member.token)).sort()).toEqual([...ids].sort());
      await page.reload();
      await poll(() => second.getByTestId('game-tile-favourite').getAttribute('aria-pressed')).toBe('true');
      expect(await first.getByTestId('game-tile-favourite').getAttribute('aria-pressed')).toBe('true');
      await page.context().close();
    });
  });
}
