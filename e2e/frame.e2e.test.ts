import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, phoneViewport } from './support/browser.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function visit(path: string, options: Parameters<typeof openPage>[2] = {}): Promise<Page> {
  const page = await openPage(browser, baseUrl, options);
  await page.goto(path);
  return page;
}

const devanagari = /[\u0900-\u097F]/;

describe('home', () => {
  it('renders the frame with server data: navigation, banners, category rows, footer', async () => {
    const page = await visit('/');
    await page.getByTestId('banner-carousel').waitFor();
    await expect.poll(() => page.getByTestId('layout').getAttribute('data-layout')).toBe('main');
    await page.getByTestId('side-menu').waitFor();
    await page.getByTestId('footer').waitFor();
    await page.getByTestId('login-button').waitFor();
    await page.getByTestId('register-button').waitFor();
    // Categories come from the server's vendor lanes: live has vendors; e-lottery has one since the
    // in-house lottery's VN games (issue 19) joined it, before which it had none and was not shown.
    const nav = page.getByTestId('header-nav');
    await expect.poll(() => nav.locator('a[href="/live"]').count()).toBeGreaterThan(0);
    await expect.poll(() => nav.locator('a[href="/elott"]').count()).toBe(1);
    await expect.poll(() => page.getByTestId('category-rows').innerText()).toContain('JDB');
    // Banners: three seeded, so pagination dots are shown.
    expect(await page.getByTestId('banner-carousel').locator('img').count()).toBeGreaterThanOrEqual(3);
    await page.getByTestId('banner-dots').waitFor();
    // The footer's vendor row shows each vendor once although some serve several categories.
    const logos = await page.getByTestId('vendor-logo-row').innerText();
    expect(logos.match(/\bJDB\b/g)).toHaveLength(1);
    await page.context().close();
  });

  it('has no serious or critical accessibility violation, in dark and light themes', async () => {
    for (const theme of ['dark', 'light']) {
      const page = await openPage(browser, baseUrl);
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto('/');
      await page.getByTestId('category-rows').waitFor();
      await page.getByTestId('banner-carousel').locator('img').first().waitFor();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((violation) =>
        ['serious', 'critical'].includes(violation.impact ?? ''),
      );
      expect(serious.map((violation) => `${theme}: ${violation.id} ${violation.nodes[0]?.target}`)).toEqual(
        [],
      );
      await page.context().close();
    }
  });
});

type RouteExpectation = {
  path: string;
  layout: 'main' | 'game' | 'agent';
  sideMenu: boolean;
  footer: boolean;
  finalPath?: string;
};

const routeTable: RouteExpectation[] = [
  ...[
    '/',
    '/index',
    '/index.html',
    '/home',
    '/login',
    '/register?referralCode=ABC123',
    '/member',
    '/help',
  ].map((path) => ({ path, layout: 'main' as const, sideMenu: true, footer: true })),
  ...[
    '/sports',
    '/esports',
    '/lott',
    '/elott',
    '/cockfight',
    '/live',
    '/fish',
    '/rng?vassalage=INHOUSE',
    '/pvp',
    '/bgs',
  ].map((path) => ({ path, layout: 'main' as const, sideMenu: true, footer: true })),
  ...['/favorite', '/recent', '/promotions', '/pointMall'].map((path) => ({
    path,
    layout: 'main' as const,
    sideMenu: true,
    footer: true,
  })),
  { path: '/seamless', layout: 'game', sideMenu: false, footer: false },
  // Lottery pages need a session; without one they send the visitor to /login.
  { path: '/lottery?gameCode=VN1', layout: 'main', sideMenu: true, footer: true, finalPath: '/login' },
  { path: '/seaLottery', layout: 'main', sideMenu: true, footer: true, finalPath: '/login' },
  { path: '/vnLottery', layout: 'main', sideMenu: true, footer: true, finalPath: '/login' },
  { path: '/agent', layout: 'agent', sideMenu: false, footer: false },
  // Non-agents are sent from the agent centre to the agent login page.
  { path: '/agentHome', layout: 'agent', sideMenu: false, footer: false, finalPath: '/agent' },
];

describe('routes', () => {
  it('renders every route of the route table in its layout', async () => {
    const page = await openPage(browser, baseUrl);
    for (const route of routeTable) {
      await page.goto(route.path);
      const layout = page.getByTestId('layout');
      await expect.poll(() => layout.getAttribute('data-layout'), { message: route.path }).toBe(route.layout);
      await page.getByTestId('page').first().waitFor();
      if (route.finalPath)
        await expect.poll(() => new URL(page.url()).pathname, { message: route.path }).toBe(route.finalPath);
      expect(await page.getByTestId('side-menu').isVisible(), `${route.path} side menu`).toBe(route.sideMenu);
      expect(await page.getByTestId('footer').isVisible(), `${route.path} footer`).toBe(route.footer);
      expect(await page.getByTestId('not-found-page').count(), route.path).toBe(0);
    }
    await page.context().close();
  });

  it('shows a 404 page inside the frame for an unknown path', async () => {
    const page = await visit('/no-such-page');
    await page.getByTestId('not-found-page').waitFor();
    await page.getByTestId('header').waitFor();
    await page.context().close();
  });

  it('opens the register modal with the referral code from the URL', async () => {
    const page = await visit('/register?referralCode=ABC123');
    await expect.poll(() => page.getByTestId('register-referral-code').innerText()).toContain('ABC123');
    await page.context().close();
  });
});

describe('preferences', () => {
  it('switches to Nepali from the selector, and keeps it after a reload', async () => {
    const page = await visit('/');
    const loginButton = page.getByTestId('login-button');
    const englishText = await loginButton.innerText();
    await page.getByTestId('header').getByTestId('language-selector').click();
    await page.getByTestId('language-option-NE').click();
    await expect.poll(() => loginButton.innerText()).not.toBe(englishText);
    expect(await loginButton.innerText()).toMatch(devanagari);
    expect(
      await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')]),
    ).toEqual(['NE', 'EN']);
    await page.reload();
    await expect.poll(() => page.getByTestId('login-button').innerText()).toMatch(devanagari);
    expect(await page.locator('html').getAttribute('lang')).toBe('ne');
    // The server's content follows the language too.
    await expect
      .poll(() => page.getByTestId('banner-carousel').locator('img').first().getAttribute('alt'))
      .toMatch(devanagari);
    await page.context().close();
  });

  it('sets right-to-left for Arabic and shows Arabic text', async () => {
    const page = await openPage(browser, baseUrl);
    await page.addInitScript(() => localStorage.setItem('lang', 'AR'));
    await page.goto('/');
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    await expect.poll(() => page.getByTestId('login-button').innerText()).toMatch(/[\u0600-\u06FF]/);
    await page.context().close();
  });

  it('remembers the theme across a reload', async () => {
    const page = await visit('/');
    const initial = await page.locator('html').getAttribute('data-theme');
    expect(initial).toBe('dark');
    await page.getByTestId('header').getByTestId('theme-toggle').click();
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('light');
    await page.reload();
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('light');
    await page.context().close();
  });
});

describe('phone-sized window', () => {
  it('turns the side menu into a drawer and never scrolls sideways', async () => {
    const page = await visit('/', { viewport: phoneViewport, isMobile: true, hasTouch: true });
    await page.getByTestId('category-rows').waitFor();
    expect(await page.getByTestId('side-menu').isVisible()).toBe(false);
    await page.getByTestId('drawer-toggle').click();
    await page.getByTestId('side-menu-drawer').waitFor();
    await page.keyboard.press('Escape');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
