import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, phoneViewport } from './support/browser.js';
import { ipSource } from './support/members.js';
import { type SuiteServer, startSuiteServer } from './support/suite-server.js';

// Issue 13, found 1: while a simulator plays the gateway or the vendors (the demo), every page of the site
// and the back office says it is in test mode; a server with the defaults (no simulator) says nothing.
const demoUrl = inject('baseUrl');
const dataDir = inject('dataDir');
/** Set TEST_MODE_SHOTS_DIR to keep phone and desktop screenshots for a human to look at. */
const shotsDir = process.env.TEST_MODE_SHOTS_DIR;
const freshIp = ipSource(97);

let browser: Browser;
let plain: SuiteServer;

beforeAll(async () => {
  browser = await launchBrowser();
  plain = await startSuiteServer({ dataDir, name: 'test-mode' });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await plain?.stop();
});

async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  await mkdir(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

async function visit(
  baseUrl: string,
  pathname: string,
  options: { phone?: boolean; language?: string } = {},
) {
  const page = await openPage(browser, baseUrl, {
    extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
    ...(options.phone ? { viewport: phoneViewport, isMobile: true, hasTouch: true } : {}),
  });
  if (options.language) {
    await page.addInitScript((code) => {
      localStorage.setItem('lang', code);
      localStorage.setItem('adminLanguage', code);
    }, options.language);
  }
  await page.goto(pathname);
  return page;
}

async function siteSettings(baseUrl: string): Promise<{ testMode: boolean }> {
  const response = await fetch(`${baseUrl}/api/system/site-settings`, {
    headers: { 'x-forwarded-for': freshIp() },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { testMode: boolean };
}

describe('test mode banner', () => {
  it('the demo (simulators on) says test mode on the site, in EN and NE, desktop and phone', async () => {
    expect((await siteSettings(demoUrl)).testMode).toBe(true);
    const desktop = await visit(demoUrl, '/');
    const banner = desktop.getByTestId('test-mode-banner');
    await expect.poll(() => banner.textContent()).toContain('Test mode');
    expect(await banner.textContent()).toContain('No real money');
    await desktop.getByTestId('layout').waitFor();
    await shot(desktop, 'site-desktop-en');
    await desktop.context().close();

    const phone = await visit(demoUrl, '/', { phone: true, language: 'NE' });
    await expect.poll(() => phone.getByTestId('test-mode-banner').textContent()).toContain('परीक्षण मोड');
    const box = await phone.getByTestId('test-mode-banner').boundingBox();
    // On a phone the banner fits the width: nothing scrolls sideways.
    expect(box?.width).toBeLessThanOrEqual(phoneViewport.width);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phoneViewport.width,
    );
    await phone.getByTestId('layout').waitFor();
    await shot(phone, 'site-phone-ne');
    await phone.context().close();
  });

  it('the demo says test mode in the back office too, before and on sign-in', async () => {
    const desktop = await visit(demoUrl, '/admin/sign-in');
    await expect.poll(() => desktop.getByTestId('test-mode-banner').textContent()).toContain('Test mode');
    await shot(desktop, 'backoffice-desktop-en');
    await desktop.context().close();
    const phone = await visit(demoUrl, '/admin/sign-in', { phone: true, language: 'NE' });
    await expect.poll(() => phone.getByTestId('test-mode-banner').textContent()).toContain('परीक्षण मोड');
    await shot(phone, 'backoffice-phone-ne');
    await phone.context().close();
  });

  it('a server with the defaults (no simulator) shows no banner anywhere', async () => {
    expect((await siteSettings(plain.baseUrl)).testMode).toBe(false);
    const site = await visit(plain.baseUrl, '/');
    await site.getByTestId('layout').waitFor();
    expect(await site.getByTestId('test-mode-banner').count()).toBe(0);
    await site.context().close();
    const backoffice = await openPage(browser, plain.baseUrl, {
      extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
    });
    // The back office asks for the settings itself: the check waits for its answer, not for luck.
    const answered = backoffice.waitForResponse((response) =>
      response.url().endsWith('/api/system/site-settings'),
    );
    await backoffice.goto('/admin/sign-in');
    expect((await answered).status()).toBe(200);
    await backoffice.getByTestId('sign-in-username').waitFor();
    expect(await backoffice.getByTestId('test-mode-banner').count()).toBe(0);
    await backoffice.context().close();
  });
});
