import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { languageCodes } from '@gaming/contracts/languages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/accessibility.js';
import { launchBrowser, openPage, phoneViewport } from './support/browser.js';
import { runOps } from './support/ops.js';
import { poll } from './support/poll.js';
import { signedInStaff, useStaffLanguage } from './support/staff.js';

/**
 * Issue 21: content staff choose the languages the player site offers and its default in the back office;
 * the player site's menu then lists only those, a visitor who chose nothing reads the default, and one
 * whose language was withdrawn reads the default without losing the choice.
 */
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
/** Set BACKOFFICE_LANGUAGES_SHOTS_DIR to keep phone and desktop screenshots for a human. */
const shotsDir = process.env.BACKOFFICE_LANGUAGES_SHOTS_DIR;
const suffix = randomBytes(3).toString('hex');

let browser: Browser;
let staffPage: Page;

async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  await mkdir(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

async function restoreAllLanguages() {
  const restored = await runOps(dataDir, ['languages', languageCodes.join(','), 'EN']);
  expect(restored.code, restored.output).toBe(0);
}

/** A player's home page in a fresh browser (nothing stored), optionally with a language already chosen. */
async function playerHome(storedLanguage?: string): Promise<Page> {
  const page = await openPage(browser, baseUrl, {
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.131' },
  });
  // Every language the app sets on <html>, from its first one: the first paint's language.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { languagesSet: string[] }).languagesSet = seen;
    new MutationObserver(() => seen.push(document.documentElement.lang)).observe(document, {
      attributes: true,
      attributeFilter: ['lang'],
      subtree: true,
    });
  });
  if (storedLanguage)
    await page.addInitScript((code) => {
      if (!sessionStorage.getItem('e2e-language-set')) {
        localStorage.setItem('lang', code);
        sessionStorage.setItem('e2e-language-set', '1');
      }
    }, storedLanguage);
  await page.goto('/');
  await page.getByTestId('category-rows').waitFor();
  return page;
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The languages boot.js and the app set on <html> since the page loaded, each once, in order. */
const languagesSet = (page: Page) =>
  page.evaluate(() => [...new Set((window as unknown as { languagesSet: string[] }).languagesSet)]);

async function menuOptions(page: Page): Promise<string[]> {
  await page.getByTestId('header').getByTestId('language-selector').click();
  const options = page.locator('[data-testid^="language-option-"]');
  await options.first().waitFor();
  const codes = await options.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('data-testid')?.replace('language-option-', '') ?? ''),
  );
  await page.keyboard.press('Escape');
  return codes;
}

beforeAll(async () => {
  await restoreAllLanguages();
  browser = await launchBrowser();
  staffPage = await signedInStaff(browser, {
    baseUrl,
    dataDir,
    role: 'content',
    username: `bolang${suffix}`,
    address: '198.51.100.132',
    context: { viewport: { width: 1280, height: 900 } },
  });
});

afterAll(async () => {
  await restoreAllLanguages();
  await browser?.close();
});

describe('the languages the site offers', () => {
  it('content staff narrow the languages and set the default; the player site follows', async () => {
    await staffPage.getByTestId('nav-languages').click();
    await staffPage.getByTestId('languages-form').waitFor();
    expect(await staffPage.getByTestId('languages-count').innerText()).toBe('30 of 30 languages offered');
    await shot(staffPage, 'languages-desktop-en');
    expect(await seriousViolations(staffPage)).toEqual([]);

    await staffPage.getByTestId('languages-only-default').click();
    for (const code of ['NE', 'JA', 'AR']) await staffPage.getByTestId(`language-${code}-offered`).check();
    await staffPage.getByTestId('languages-default').selectOption('NE');
    expect(await staffPage.getByTestId('languages-count').innerText()).toBe('4 of 30 languages offered');
    await staffPage.getByTestId('languages-save').click();
    await staffPage.getByTestId('languages-saved').waitFor();
    await staffPage.reload();
    await staffPage.getByTestId('languages-form').waitFor();
    expect(await staffPage.getByTestId('languages-default').inputValue()).toBe('NE');
    expect(await staffPage.getByTestId('language-KO-offered').isChecked()).toBe(false);
    expect(await staffPage.getByTestId('language-AR-offered').isChecked()).toBe(true);

    // A visitor who chose nothing reads the default, and the menu lists the four in the spec's order.
    const visitor = await playerHome();
    await poll(() => htmlLang(visitor)).toBe('ne');
    // From the first paint: boot.js read the default from the page, so the page never showed EN.
    expect(await languagesSet(visitor)).toEqual(['ne']);
    expect(await menuOptions(visitor)).toEqual(['EN', 'JA', 'AR', 'NE']);
    expect(await visitor.evaluate(() => localStorage.getItem('lang'))).toBeNull();

    // A player who chose Korean, now withdrawn, reads the default; the choice is kept for when it returns.
    const korean = await playerHome('KO');
    await poll(() => htmlLang(korean)).toBe('ne');
    expect(await languagesSet(korean)).toEqual(['ne']);
    expect(await korean.evaluate(() => localStorage.getItem('lang'))).toBe('KO');

    // A player who chose an offered language keeps it over the default, across a reload.
    const english = await playerHome('EN');
    await english.reload();
    await english.getByTestId('category-rows').waitFor();
    expect(await htmlLang(english)).toBe('en');
    for (const page of [visitor, korean, english]) await page.context().close();
  });

  it('keeps a form that offers nothing from being saved, and reads in Nepali on a phone', async () => {
    const phone = await signedInStaff(browser, {
      baseUrl,
      dataDir,
      role: 'content',
      username: `bolangp${suffix}`,
      address: '198.51.100.133',
      context: { viewport: phoneViewport, isMobile: true, hasTouch: true },
    });
    await useStaffLanguage(phone, 'NE');
    await phone.goto('/admin/languages');
    await phone.getByTestId('languages-form').waitFor();
    expect(await phone.getByTestId('languages-count').innerText()).toContain('मध्ये');
    expect(await phone.getByTestId('language-JA').innerText()).toContain('जापानी · JA');
    const saved = await phone.getByTestId('languages-default').inputValue();

    await phone.getByTestId('languages-only-default').click();
    await phone.getByTestId(`language-${saved}-offered`).uncheck();
    const requests: string[] = [];
    phone.on('request', (request) => {
      if (request.method() === 'PUT') requests.push(request.url());
    });
    await phone.getByTestId('languages-save').click();
    await phone.getByTestId('languages-problem').waitFor();
    expect(await phone.getByTestId('languages-problem').innerText()).toBe('कम्तीमा एउटा भाषा दिनुहोस्।');
    expect(requests).toEqual([]);
    const sideways = await phone.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(sideways).toBe(false);
    await shot(phone, 'languages-phone-ne');
    await phone.context().close();
  });

  it('is not in the navigation of staff who may not change it, and its address says so', async () => {
    const finance = await signedInStaff(browser, {
      baseUrl,
      dataDir,
      role: 'finance',
      username: `bolangf${suffix}`,
      address: '198.51.100.134',
    });
    expect(await finance.getByTestId('nav-languages').count()).toBe(0);
    await finance.goto('/admin/languages');
    await finance.getByTestId('forbidden-state').waitFor();
    await finance.context().close();
  });
});
