import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { languageCodes } from '@gaming/contracts/languages';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sidewaysOverflow } from './support/back-office.js';
import { launchBrowser, openPage, phoneViewport } from './support/browser.js';
import { runOps } from './support/ops.js';
import { poll } from './support/poll.js';
import { signedInStaff } from './support/staff.js';

/**
 * Issue 21: staff write content in any of the 30 languages in the back office. Content staff write a
 * promotion with an English and a Japanese title (adding Japanese from the editor's language select); a
 * player whose site is in Japanese reads the Japanese title, one in French (no French text) the English
 * one. A mission is written in EN, NE, JA and AR: the Arabic input runs right to left, an added language
 * can be removed, and the saved mission opens with its four texts. Set CONTENT_LANGUAGES_SHOTS_DIR to keep
 * desktop and phone screenshots of the editor for a human.
 */
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const shotsDir = process.env.CONTENT_LANGUAGES_SHOTS_DIR;
const suffix = randomBytes(3).toString('hex');

const promotionTitles = { EN: `Weekend reload ${suffix}`, JA: `週末リロード ${suffix}` };
const missionTitles = {
  EN: `Play live tables ${suffix}`,
  NE: `लाइभ टेबल खेल्नुहोस् ${suffix}`,
  JA: `ライブテーブルで遊ぼう ${suffix}`,
  AR: `العب على الطاولات المباشرة ${suffix}`,
};

let browser: Browser;
let staff: Page;

async function shot(page: Page, name: string, target?: Locator) {
  if (!shotsDir) return;
  await mkdir(shotsDir, { recursive: true });
  const file = path.join(shotsDir, `${name}.png`);
  if (target) await target.screenshot({ path: file });
  else await page.screenshot({ path: file });
}

/** "YYYY-MM-DDTHH:MM" for a datetime-local input: now plus `hours`. */
function wallClock(hours: number): string {
  return new Date(Date.now() + hours * 3_600_000).toISOString().slice(0, 16);
}

/** The player site's promotions in a fresh browser whose chosen language is `language`. */
async function playerPromotions(language: string): Promise<Page> {
  const page = await openPage(browser, baseUrl, {
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.141' },
  });
  await page.addInitScript((code) => {
    if (!sessionStorage.getItem('e2e-language-set')) {
      localStorage.setItem('lang', code);
      sessionStorage.setItem('e2e-language-set', '1');
    }
  }, language);
  await page.goto('/promotions');
  return page;
}

beforeAll(async () => {
  // Every language offered (another file may have narrowed them), EN the default.
  const restored = await runOps(dataDir, ['languages', languageCodes.join(','), 'EN']);
  expect(restored.code, restored.output).toBe(0);
  browser = await launchBrowser();
  staff = await signedInStaff(browser, {
    baseUrl,
    dataDir,
    role: 'content',
    username: `cntlang${suffix}`,
    address: '198.51.100.142',
    context: { viewport: { width: 1280, height: 900 } },
  });
});

afterAll(async () => {
  await browser?.close();
});

describe('staff-written content in any language', () => {
  let promotionId = '';

  it('content staff write a promotion in EN and JA; a JA player reads JA, a FR player EN', async () => {
    await staff.goto('/admin/promotions/new');
    await staff.getByTestId('promotion-editor').waitFor();
    await staff.getByTestId('promotion-title-EN').fill(promotionTitles.EN);
    await staff.getByTestId('promotion-content-EN').fill('<p>Reload on the weekend.</p>');
    // Japanese is not shown until added; adding it opens its tab with empty fields.
    expect(await staff.getByTestId('promotion-language-JA').count()).toBe(0);
    await staff.getByTestId('promotion-language-add').selectOption('JA');
    await poll(() => staff.getByTestId('promotion-language-JA').getAttribute('aria-pressed')).toBe('true');
    expect(await staff.getByTestId('promotion-title-JA').inputValue()).toBe('');
    await staff.getByTestId('promotion-title-JA').fill(promotionTitles.JA);
    await staff.getByTestId('promotion-content-JA').fill('<p>週末にリロード。</p>');
    await shot(staff, 'promotion-languages-desktop');
    // A language added and removed again is not sent.
    await staff.getByTestId('promotion-language-add').selectOption('KO');
    await staff.getByTestId('promotion-title-KO').fill('주말 리로드');
    await staff.getByTestId('promotion-language-remove-KO').click();
    await poll(() => staff.getByTestId('promotion-language-KO').count()).toBe(0);
    await staff.getByTestId('promotion-starts').fill(wallClock(-24));
    await staff.getByTestId('promotion-ends').fill(wallClock(72));
    await staff.getByTestId('promotion-participation').selectOption('claim');
    await staff.getByTestId('promotion-reward-type').selectOption('fixed');
    await staff.getByTestId('promotion-fixed-amount').fill('5');
    await staff.getByTestId('promotion-save').click();
    await staff.waitForURL(/\/admin\/promotions\/\d+$/, { timeout: 15_000 });
    promotionId = /\/promotions\/(\d+)$/.exec(staff.url())?.[1] ?? '';
    expect(promotionId).not.toBe('');
    // The saved promotion opens with its Japanese tab and texts, without Korean.
    await staff.getByTestId('promotion-language-JA').click();
    expect(await staff.getByTestId('promotion-title-JA').inputValue()).toBe(promotionTitles.JA);
    expect(await staff.getByTestId('promotion-language-KO').count()).toBe(0);
    await staff.getByTestId('promotion-publish').click();
    await staff.getByTestId('promotion-status-dialog').waitFor();
    await staff.getByTestId('promotion-publish-confirm').click();
    await staff.getByTestId('promotion-publish-done').waitFor({ timeout: 15_000 });

    const japanese = await playerPromotions('JA');
    const card = (page: Page) =>
      page.locator(`[data-testid="promotion-card"][data-promotion-id="${promotionId}"]`);
    await card(japanese).waitFor();
    await poll(() => japanese.evaluate(() => document.documentElement.lang)).toBe('ja');
    await poll(() => card(japanese).innerText()).toContain(promotionTitles.JA);
    expect(await card(japanese).innerText()).not.toContain(promotionTitles.EN);
    await japanese.context().close();

    const french = await playerPromotions('FR');
    await card(french).waitFor();
    await poll(() => french.evaluate(() => document.documentElement.lang)).toBe('fr');
    await poll(() => card(french).innerText()).toContain(promotionTitles.EN);
    expect(await card(french).innerText()).not.toContain(promotionTitles.JA);
    await french.context().close();
  });

  it('a mission in EN, NE, JA and AR: Arabic runs right to left, on a desktop and a phone', async () => {
    await staff.goto('/admin/missions');
    await staff.getByTestId('mission-create').click();
    const dialog = staff.getByTestId('mission-dialog');
    await dialog.waitFor();
    await staff.getByTestId('mission-title-EN').fill(missionTitles.EN);
    await staff.getByTestId('mission-title-NE').fill(missionTitles.NE);
    await staff.getByTestId('mission-title-add').selectOption('JA');
    // The added language's input takes the focus, so staff type straight away.
    await poll(() => staff.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'mission-title-JA',
    );
    await staff.keyboard.type(missionTitles.JA);
    await staff.getByTestId('mission-title-add').selectOption('AR');
    await staff.getByTestId('mission-title-AR').fill(missionTitles.AR);
    const arabic = staff.getByTestId('mission-title-AR');
    expect(await arabic.getAttribute('lang')).toBe('ar');
    // Right to left and aligned to its start, which is the right edge (the English input's is the left).
    const layout = (input: Locator) =>
      input.evaluate((node) => `${getComputedStyle(node).direction} ${getComputedStyle(node).textAlign}`);
    expect(await layout(arabic)).toBe('rtl start');
    expect(await layout(staff.getByTestId('mission-title-EN'))).toBe('ltr start');
    // A language added by mistake goes again with its remove button.
    await staff.getByTestId('mission-title-add').selectOption('TH');
    await staff.getByTestId('mission-title-TH').fill('ผิด');
    await staff.getByTestId('mission-title-remove-TH').click();
    expect(await staff.getByTestId('mission-title-TH').count()).toBe(0);
    await staff.getByTestId('mission-period').selectOption('weekly');
    await staff.getByTestId('mission-category').selectOption('LIVE');
    await staff.getByTestId('mission-target').fill('500');
    await staff.getByTestId('mission-reward-kind').selectOption('bonus');
    await staff.getByTestId('mission-reward').fill('25');
    await staff.getByTestId('mission-wagering-multiple').fill('3');
    await staff.getByTestId('mission-starts').fill('2026-01-01T00:00');
    expect(await sidewaysOverflow(staff)).toBeLessThanOrEqual(0);
    await shot(staff, 'mission-languages-desktop', dialog);
    await staff.setViewportSize(phoneViewport);
    await staff.getByTestId('mission-title-AR').scrollIntoViewIfNeeded();
    expect(await sidewaysOverflow(staff)).toBeLessThanOrEqual(0);
    const overflowing = await dialog.evaluate((root) =>
      Array.from(root.querySelectorAll('input, select, textarea, button, label'))
        .filter((node) => node.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((node) => node.getAttribute('data-testid') ?? node.textContent),
    );
    expect(overflowing).toEqual([]);
    await shot(staff, 'mission-languages-phone');
    await staff.setViewportSize({ width: 1280, height: 900 });
    await staff.getByTestId('mission-save').click();
    await dialog.waitFor({ state: 'detached' });
    const row = staff.getByTestId('mission-row').filter({ hasText: missionTitles.EN });
    await row.waitFor();

    // Opened again, it shows its four texts (and no Thai).
    await row.getByTestId('mission-edit').click();
    await dialog.waitFor();
    for (const [code, title] of Object.entries(missionTitles))
      expect(await staff.getByTestId(`mission-title-${code}`).inputValue(), code).toBe(title);
    expect(await staff.getByTestId('mission-title-TH').count()).toBe(0);
    await staff.keyboard.press('Escape');
  });
});
