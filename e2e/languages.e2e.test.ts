import { readdirSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type LanguageCode, languageCodes, languageTags } from '@gaming/contracts/languages';
import type pg from 'pg';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bearerApi } from './support/bearer-api.js';
import { desktopViewport, launchBrowser, openPage, phoneViewport } from './support/browser.js';
import { connectDatabase } from './support/database.js';
import { openLedger } from './support/ledger.js';
import { ipSource, type RegisteredMember, registerMember, signedInMemberPage } from './support/members.js';
import { staffApiToken } from './support/staff.js';

/**
 * Issue 21: every language of spec §3 on a phone. For each, an agent (who is also a member) opens home,
 * a game list, the member centre and the agent centre, and each page must:
 * - be in that language (`<html lang>`, `dir`, and no i18n key shown instead of a text);
 * - draw every letter and digit with a self-hosted font: Chromium reports which fonts drew a node's
 *   glyphs (CSS.getPlatformFontsForNode); a letter drawn by a system font is a box on a machine without
 *   that font (this one has only DejaVu and Liberation), so only symbols may come from one;
 * - not scroll sideways, and have no element sticking out of the window or text out of its box.
 * RTL languages are photographed (LANGUAGE_SHOTS_DIR, default /tmp/shots/languages) to be looked at.
 */
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const shotsDir = process.env.LANGUAGE_SHOTS_DIR ?? '/tmp/shots/languages';
const freshIp = ipSource(121);
const staffAddress = '198.51.100.121';
const password = 'Lang-e2e-2024!';
const rightToLeft: readonly LanguageCode[] = ['AR', 'FA', 'UR'];

let browser: Browser;
let database: pg.Client;
let agent: RegisteredMember;

const pages = [
  { name: 'home', path: '/', ready: 'category-rows' },
  { name: 'game-list', path: '/rng', ready: 'layout' },
  { name: 'member-centre', path: '/member', ready: 'member-centre-page' },
  { name: 'agent-centre', path: '/agentHome', ready: 'team-overview' },
] as const;

beforeAll(async () => {
  browser = await launchBrowser();
  database = await connectDatabase(dataDir);
  agent = await registerMember({ baseUrl, database, ip: freshIp(), prefix: 'lng', password });
  const token = await staffApiToken({
    baseUrl,
    dataDir,
    role: 'admin',
    username: `lang${agent.id.slice(0, 6)}`,
    address: staffAddress,
  });
  await bearerApi(baseUrl, staffAddress).ok('POST', `/api/admin/agents/${agent.id}/type`, token, {
    type: 1,
    reason: 'e2e languages',
  });
  await mkdir(shotsDir, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await database?.end();
});

type TextNodeFonts = {
  text: string;
  fonts: Array<{ familyName: string; isCustomFont: boolean; glyphCount: number }>;
};

/**
 * Every visible element with text of its own, with the fonts Chromium drew that text with. The page
 * numbers the elements and keeps their texts; an element re-rendered in between is simply skipped.
 */
async function fontsOfTexts(page: Page, cdp: CDPSession): Promise<TextNodeFonts[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      element.removeAttribute('data-font-probe');
      const ownText = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('');
      if (!ownText.trim() || element.getClientRects().length === 0) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      element.setAttribute('data-font-probe', String(found.length));
      found.push(ownText);
    }
    return found;
  });
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
    nodeId: root.nodeId,
    selector: '[data-font-probe]',
  });
  const probed = await Promise.all(
    nodeIds.map(async (nodeId) => {
      try {
        const [{ attributes }, { fonts }] = await Promise.all([
          cdp.send('DOM.getAttributes', { nodeId }),
          cdp.send('CSS.getPlatformFontsForNode', { nodeId }),
        ]);
        const index = Number(attributes[attributes.indexOf('data-font-probe') + 1]);
        const text = texts[index];
        return text === undefined ? null : { text, fonts };
      } catch {
        return null; // Gone since it was numbered (a live update re-rendered it).
      }
    }),
  );
  return probed.flatMap((entry) => (entry ? [entry] : []));
}

/**
 * Texts with a letter, digit or mark drawn by a system font: more glyphs came from system fonts than the
 * text has symbols and punctuation (which may fall back to DejaVu), so a letter did, and on a machine
 * without that font it is a box.
 */
function lettersWithoutFont(texts: TextNodeFonts[]): string[] {
  return texts
    .filter(({ text, fonts }) => {
      const systemGlyphs = fonts
        .filter((font) => !font.isCustomFont)
        .reduce((sum, font) => sum + font.glyphCount, 0);
      const symbols = [...text].filter((character) => /[\p{S}\p{P}\p{Zs}]/u.test(character)).length;
      return systemGlyphs > symbols;
    })
    .map(
      ({ text, fonts }) =>
        `${text.trim().slice(0, 60)} [${fonts.map((font) => `${font.familyName}:${font.glyphCount}`).join(', ')}]`,
    );
}

/** Sideways scrolling, elements out of the window, and text wider than its own box. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width + 1)
      problems.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.getAttribute('data-testid') ? `[${element.getAttribute('data-testid')}]` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    /** Inside a sideways scroller (a carousel, a tab row) or something clipped: out of view on purpose. */
    const clippedOrScrolled = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' || style.position === 'fixed') return true;
      }
      return false;
    };
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const rects = element.getClientRects();
      if (rects.length === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if ((box.right > width + 1 || box.left < -1) && !clippedOrScrolled(element))
        problems.push(
          `out of the window: ${describe(element)} (${Math.round(box.left)}..${Math.round(box.right)})`,
        );
      const ownText = Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      if (
        ownText &&
        style.display !== 'inline' &&
        style.overflowX === 'visible' &&
        element.clientWidth > 0 &&
        element.scrollWidth > element.clientWidth + 1
      )
        problems.push(
          `text wider than its box: ${describe(element)} (${element.scrollWidth} > ${element.clientWidth})`,
        );
    }
    return problems;
  });
}

/** No i18next key shown in place of a text (`agentCentre.title`, `errors.not_found`). */
async function shownKeys(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return [...text.matchAll(/\b[a-z][A-Za-z]+(?:\.[a-z][A-Za-z0-9_]+){1,4}\b/g)]
    .map((match) => match[0])
    .filter((candidate) => !/\.(com|net|org|np|png|jpg|svg)$/.test(candidate));
}

async function languagePage(language: LanguageCode): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await signedInMemberPage(browser, {
    baseUrl,
    ip: freshIp(),
    token: agent.token,
    language,
    context: { viewport: phoneViewport, isMobile: true, hasTouch: true },
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  return { page, cdp };
}

/** Waits until the page's fonts (loaded per language, then per unicode range) have settled. */
async function fontsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 2; round += 1) {
      await document.fonts.ready;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
}

describe('the checks themselves', () => {
  it('find the boxes when the self-hosted fonts cannot load', async () => {
    const { page, cdp } = await languagePage('KM');
    await page.route(/\.woff2$/, (route) => route.abort());
    await page.goto('/');
    await page.getByTestId('category-rows').waitFor();
    await fontsSettled(page);
    const missing = lettersWithoutFont(await fontsOfTexts(page, cdp));
    expect(missing.some((entry) => /\p{Script=Khmer}/u.test(entry))).toBe(true);
    await page.context().close();
  });
});

describe('fonts load with the language that needs them', () => {
  async function fontFilesOf(language: LanguageCode): Promise<string[]> {
    const { page } = await languagePage(language);
    const files: string[] = [];
    page.on('request', (request) => {
      if (/\.(woff2?|ttf|otf)(\?|$)/.test(request.url())) files.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.getByTestId('category-rows').waitFor();
    await fontsSettled(page);
    await page.context().close();
    return files;
  }

  it('EN home fetches no CJK or other script font (but the currency symbol); CN home a few Chinese slices', async () => {
    const english = await fontFilesOf('EN');
    expect(english.length).toBeGreaterThan(0);
    // Inter, and Devanagari for the brand's currency symbol रू only: no CJK or other script's file.
    expect(english.filter((file) => !/\/(inter|noto-sans-devanagari-devanagari)-/.test(file))).toEqual([]);
    const chinese = await fontFilesOf('CN');
    const slices = chinese.filter((file) => /\/noto-sans-sc-/.test(file));
    expect(slices.length).toBeGreaterThan(0);
    // Split by Unicode range: only the slices of the characters shown, not the family's hundred.
    expect(slices.length).toBeLessThan(40);
    expect(chinese.filter((file) => /noto-sans-(jp|kr|tc)-/.test(file))).toEqual([]);
  });
});

const localesDir = path.resolve(import.meta.dirname, '../apps/web/src/i18n/locales');

/** A language's texts that differ from EN's (without placeholders): what shows when it is really in use. */
function ownTexts(language: LanguageCode): Set<string> {
  const folder = languageTags[language].toLowerCase();
  const flatten = (tree: unknown): string[] =>
    typeof tree === 'string' ? [tree] : Object.values(tree as Record<string, unknown>).flatMap(flatten);
  const read = (name: string, file: string) =>
    flatten(JSON.parse(readFileSync(path.join(localesDir, name, file), 'utf8')));
  const english = new Set(readdirSync(path.join(localesDir, 'en')).flatMap((file) => read('en', file)));
  return new Set(
    readdirSync(path.join(localesDir, folder))
      .flatMap((file) => read(folder, file))
      .filter((text) => !text.includes('{{') && !english.has(text)),
  );
}

/** One language's four pages: what is wrong on them (nothing, when all is well). */
async function problemsIn(language: LanguageCode): Promise<string[]> {
  const { page, cdp } = await languagePage(language);
  const problems: string[] = [];
  const translated = language === 'EN' ? null : ownTexts(language);
  for (const [index, target] of pages.entries()) {
    // The first page loads the app; the others are client-side navigations, as a player's clicks are.
    if (index === 0) await page.goto(target.path);
    else
      await page.evaluate((pathname) => {
        window.history.pushState({}, '', pathname);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, target.path);
    await page.getByTestId(target.ready).first().waitFor({ timeout: 30_000 });
    const documentLanguage = await page.evaluate(() => [
      document.documentElement.lang,
      document.documentElement.dir,
    ]);
    expect(documentLanguage).toEqual([
      languageTags[language],
      rightToLeft.includes(language) ? 'rtl' : 'ltr',
    ]);
    await fontsSettled(page);
    const texts = await fontsOfTexts(page, cdp);
    // The page is really in the language: several of its texts are that language's own.
    const shown = texts.filter(({ text }) => translated?.has(text.trim())).length;
    if (translated && shown < 3)
      problems.push(`${language} ${target.name}: only ${shown} texts of the language shown`);
    const missing = lettersWithoutFont(texts);
    problems.push(...missing.map((entry) => `${language} ${target.name}: no font for ${entry}`));
    problems.push(...(await layoutProblems(page)).map((entry) => `${language} ${target.name}: ${entry}`));
    problems.push(...(await shownKeys(page)).map((key) => `${language} ${target.name}: key shown ${key}`));
    if (rightToLeft.includes(language) || language === 'EN')
      await page.screenshot({ path: path.join(shotsDir, `${language.toLowerCase()}-${target.name}.png`) });
  }
  await page.context().close();
  return problems;
}

/** Three languages at a time, each in its own browser context (the suite's time, not the checks, is shared). */
const batches: LanguageCode[][] = [];
for (let start = 0; start < languageCodes.length; start += 3)
  batches.push(languageCodes.slice(start, start + 3));

describe("a guest's help centre on a phone", () => {
  it('does not scroll sideways in any language, and the header buttons stay inside the window', async () => {
    const page = await openPage(browser, baseUrl, {
      viewport: phoneViewport,
      isMobile: true,
      hasTouch: true,
      extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
    });
    const problems: string[] = [];
    for (const language of languageCodes) {
      await page.goto('/help');
      await page.evaluate((code) => localStorage.setItem('lang', code), language);
      await page.reload();
      await page.waitForFunction((tag) => document.documentElement.lang === tag, languageTags[language]);
      await page.getByTestId('help-section-about').waitFor();
      await page.getByTestId('header-guest-strip').getByTestId('register-button').waitFor();
      await fontsSettled(page);
      const found = await page.evaluate(() => {
        const width = window.innerWidth;
        const outside = Array.from(document.querySelectorAll('[data-testid="header-guest-strip"] button'))
          .map((button) => ({ box: button.getBoundingClientRect(), text: button.textContent }))
          .filter(({ box }) => box.left < 0 || box.right > width + 1)
          .map(({ box, text }) => `"${text}" ends at ${Math.round(box.right)}`);
        const scroll = document.documentElement.scrollWidth;
        return [...outside, ...(scroll > width + 1 ? [`the page is ${scroll} px wide`] : [])];
      });
      problems.push(...found.map((problem) => `${language}: ${problem}`));
    }
    await page.context().close();
    // Before the help's column could shrink, a long Tamil word made the page 466 px wide on a 390 px phone.
    expect(problems).toEqual([]);
  });
});

describe('every language on a phone: home, a game list, the member centre and the agent centre', () => {
  for (const batch of batches) {
    it(batch.join(', '), { timeout: 180_000 }, async () => {
      const problems = await Promise.all(batch.map(problemsIn));
      expect(problems.flat()).toEqual([]);
    });
  }
});

type Box = { left: number; right: number; width: number };

async function boxOf(page: Page, testId: string): Promise<Box> {
  const box = await page.getByTestId(testId).first().boundingBox();
  if (!box) throw new Error(`${testId} is not on the page`);
  return { left: box.x, right: box.x + box.width, width: box.width };
}

/** The bar's track and its fill (the track's only child). */
async function barBoxes(page: Page, testId: string): Promise<{ track: Box; fill: Box }> {
  return page
    .getByTestId(testId)
    .first()
    .evaluate((track) => {
      const box = (element: Element) => {
        const rect = element.getBoundingClientRect();
        return { left: rect.left, right: rect.right, width: rect.width };
      };
      const fill = track.firstElementChild;
      if (!fill) throw new Error('the bar has no fill');
      return { track: box(track), fill: box(fill) };
    });
}

/**
 * The fresh agent has no VIP points and no mission progress: the answers are given 30 % of each target,
 * so the bars have a fill whose side can be seen.
 */
async function progressAtThirtyPercent(page: Page): Promise<void> {
  await page.route(/\/api\/vip\/status/, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (body.progress) body.progress.currentValue = String((BigInt(body.progress.nextThreshold) * 3n) / 10n);
    await route.fulfill({ response, json: body });
  });
  await page.route(/\/api\/missions(\?|$)/, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    for (const mission of body.missions ?? [])
      mission.progress = String((BigInt(mission.target) * 3n) / 10n || 1n);
    await route.fulfill({ response, json: body });
  });
}

describe('right to left in AR: the layout mirrors on a phone and a desktop', () => {
  beforeAll(async () => {
    // A few ledger lines for the account record's table.
    const ledger = await openLedger(dataDir);
    await ledger.fund(agent.id, 250_000n);
    await ledger.line(agent.id, -1_500n, 'bet');
    await ledger.close();
  });

  it('phone: the side menu slides in at the right; bars fill from the right; figures read from the right; times keep their minutes', {
    timeout: 90_000,
  }, async () => {
    const { page } = await languagePage('AR');
    await progressAtThirtyPercent(page);
    await page.goto('/');
    await page.getByTestId('category-rows').waitFor();
    await page.getByTestId('drawer-toggle').click();
    await page.getByTestId('side-menu-drawer').waitFor();
    await expect
      .poll(() => boxOf(page, 'side-menu-drawer').then((box) => Math.round(box.right)))
      .toBe(phoneViewport.width);
    expect((await boxOf(page, 'side-menu-drawer')).left).toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    await page.goto('/member');
    await page.getByTestId('member-menu-missionLeaderboard').click();
    await page.getByTestId('vip-progress-bar').waitFor();
    await page.getByTestId('mission-card').first().waitFor();
    for (const bar of ['vip-progress-bar', 'mission-bar']) {
      await expect.poll(() => page.getByTestId(bar).first().getAttribute('aria-valuenow')).toBe('30');
      // The fill starts at the track's right edge (its inline start) and covers 30 % of it.
      await expect.poll(async () => (await barBoxes(page, bar)).fill.width).toBeGreaterThan(0);
      const { track, fill } = await barBoxes(page, bar);
      expect(Math.abs(fill.right - track.right), bar).toBeLessThanOrEqual(1);
      expect(fill.left, bar).toBeGreaterThan(track.left + track.width / 2);
    }
    // "Progress / target": the progress first, at the right, as "1 / 3" is (a currency symbol made the
    // money pair one left-to-right run, target first).
    const card = page.getByTestId('mission-card').first();
    const progress = await card.getByTestId('mission-progress').boundingBox();
    const target = await card.getByTestId('mission-target').boundingBox();
    expect(progress && target && progress.x > target.x + target.width).toBe(true);
    // The period's end to the minute (the first 16 characters of an Arabic time ended at the hour).
    expect(await card.innerText()).toMatch(/\b\d{1,2}:\d{2}\b/);
    await page.screenshot({ path: path.join(shotsDir, 'ar-phone-missions.png') });
    await page.context().close();
  });

  it('desktop: the side menu stands at the right; the figures of a table and their headings at the end (left)', {
    timeout: 90_000,
  }, async () => {
    const page = await signedInMemberPage(browser, {
      baseUrl,
      ip: freshIp(),
      token: agent.token,
      language: 'AR',
      context: { viewport: desktopViewport },
    });
    await page.goto('/member');
    await page.getByTestId('member-centre-menu').waitFor();
    const menu = await boxOf(page, 'side-menu');
    expect(menu.left).toBeGreaterThan(desktopViewport.width / 2);
    expect(desktopViewport.width - menu.right).toBeLessThanOrEqual(20);
    const centreMenu = await boxOf(page, 'member-centre-menu');
    expect(centreMenu.left).toBeGreaterThan(desktopViewport.width / 2);

    await page.getByTestId('member-menu-transactionHistory').click();
    await page.getByTestId('account-record').first().waitFor();
    // The amount's heading ends where the amounts end: at the column's left edge in Arabic.
    const edges = await page.getByTestId('account-records').evaluate((table) => {
      const headings = Array.from(table.querySelectorAll('thead th'));
      const amountColumn = headings.findIndex((th) => th.textContent?.trim() === 'المبلغ');
      const leftOfText = (cell: Element) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return range.getBoundingClientRect().left;
      };
      const heading = headings[amountColumn];
      const cell = table.querySelector(`tbody tr td:nth-child(${amountColumn + 1})`);
      return heading && cell ? { heading: leftOfText(heading), cell: leftOfText(cell) } : null;
    });
    expect(edges).not.toBeNull();
    expect(Math.abs((edges?.heading ?? 0) - (edges?.cell ?? 999))).toBeLessThanOrEqual(2);
    await page.screenshot({ path: path.join(shotsDir, 'ar-desktop-account-records.png') });
    await page.context().close();
  });
});
