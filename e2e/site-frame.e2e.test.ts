import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/accessibility.js';
import { launchBrowser, openPage, phoneViewport } from './support/browser.js';
import { connectDatabase } from './support/database.js';
import { ipSource, logInWithForm, registerMember } from './support/members.js';
import { poll } from './support/poll.js';

/**
 * The site's frame (issue 18): a header category with a single vendor starts that vendor's first game
 * through the launch flow; the lite app's manifest is linked and served, its service worker registers and
 * the shell still loads offline (never an API reply from its cache); a w_login banner shows in the login
 * popup; the app-download page renders in NE. Screenshots go to SITE_FRAME_SHOTS_DIR.
 */
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const shotsDir = process.env.SITE_FRAME_SHOTS_DIR;
const password = 'Frame-e2e-2024';
const desktop = { width: 1280, height: 800 };
const freshIp = ipSource(118);
/** Spec §2: these open their page whatever their vendor count (in-house likewise: its lobby). */
const alwaysPage = new Set(['PVP', 'FISH', 'RNG', 'INHOUSE']);

let browser: Browser;
let database: pg.Client;
const bannerIds: string[] = [];

type Lanes = { lanes: Array<{ gameCategory: string; vendors: Array<{ vassalage: string }> }> };
type GamesPage = { content: Array<{ nodeId: string; launchMode: string }> };

async function visitor(
  options: { phone?: boolean; language?: string; serviceWorker?: boolean } = {},
): Promise<Page> {
  const page = await openPage(browser, baseUrl, {
    ...(options.phone ? { viewport: phoneViewport, isMobile: true, hasTouch: true } : { viewport: desktop }),
    extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
    // The e2e contexts block the worker (support/browser.ts); the lite app's test turns it on.
    ...(options.serviceWorker ? { serviceWorkers: 'allow' as const } : {}),
  });
  if (options.language) {
    const language = options.language;
    await page.addInitScript((code) => window.localStorage.setItem('lang', code), language);
  }
  return page;
}

async function shot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  await mkdir(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

beforeAll(async () => {
  browser = await launchBrowser();
  database = await connectDatabase(dataDir);
});

afterAll(async () => {
  if (bannerIds.length > 0)
    await database?.query('delete from banners where id = any($1::uuid[])', [bannerIds]);
  await database?.end();
  await browser?.close();
});

describe('site frame', () => {
  it('starts the only vendor of a header category directly: its first game opens', async () => {
    const lanes = (await (await fetch(`${baseUrl}/api/games/vendors`)).json()) as Lanes;
    const single = lanes.lanes.find(
      (lane) => lane.vendors.length === 1 && !alwaysPage.has(lane.gameCategory),
    );
    expect(single, `a category with one vendor in ${JSON.stringify(lanes)}`).toBeDefined();
    const category = single?.gameCategory ?? '';
    const vendor = single?.vendors[0]?.vassalage ?? '';
    const query = new URLSearchParams({ gameType: category, vassalage: vendor, filter: 'ALL', pageNo: '1' });
    const games = (await (await fetch(`${baseUrl}/api/games?${query}`)).json()) as GamesPage;
    const first = games.content[0];
    expect(first, `${category}/${vendor} has a game`).toBeDefined();

    const page = await visitor();
    const member = await registerMember({ baseUrl, database, ip: freshIp(), prefix: 'frame', password });
    await logInWithForm(page, member.username, password);
    const entry = page.getByTestId(`nav-item-${category}`).locator('a').first();
    await entry.waitFor();
    expect(await entry.getAttribute('data-nav-kind')).toBe('launch');
    // A category with several vendors still opens its page.
    const several = lanes.lanes.find((lane) => lane.vendors.length > 1);
    if (several) {
      const link = page.getByTestId(`nav-item-${several.gameCategory}`).locator('a').first();
      expect(await link.getAttribute('data-nav-kind')).toBe('navigate');
    }
    if (first?.launchMode === 'new_window') {
      const [popup] = await Promise.all([page.waitForEvent('popup'), entry.click()]);
      expect(popup).toBeDefined();
    } else {
      await entry.click();
      await poll(() => `${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(
        `/seamless?nodeId=${first?.nodeId}`,
      );
      await page.getByTestId('seamless-frame').or(page.getByTestId('seamless-maintenance')).first().waitFor();
    }
    await shot(page, 'direct-launch-desktop');
    // Spec §2 header shortcut: an agent has the agent centre in the header, a member does not.
    await page.goto('/promotions');
    await page.getByTestId('account-nickname').waitFor();
    expect(await page.getByTestId('header-agent-shortcut').count()).toBe(0);
    await database.query('update members set type = 1 where id = $1', [member.id]);
    await page.reload();
    const shortcut = page.getByTestId('header-agent-shortcut');
    await shortcut.waitFor();
    await shortcut.click();
    await poll(() => new URL(page.url()).pathname).toBe('/agentHome');
    await page.context().close();
  });

  it('links and serves the lite app manifest, registers the service worker and loads the shell offline', async () => {
    const page = await visitor({ serviceWorker: true });
    await page.goto('/');
    await page.getByTestId('header').waitFor();
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    const manifest = await page.request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    const settings = (await (
      await fetch(`${baseUrl}/api/system/site-settings`)
    )
      .json()
      .catch(() => null)) as {
      brand?: { name: string };
    } | null;
    const body = (await manifest.json()) as { name: string; icons: Array<{ src: string; sizes: string }> };
    if (settings?.brand) expect(body.name).toBe(settings.brand.name);
    expect(body.icons.map((icon) => icon.sizes)).toContain('512x512');
    expect((await page.request.get(body.icons[0]?.src ?? '')).headers()['content-type']).toBe('image/png');
    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    expect(worker.headers()['content-security-policy'] ?? '').toContain("default-src 'self'");

    const registration = () =>
      page.evaluate(async () => {
        const found = await navigator.serviceWorker.getRegistration();
        return found?.active ? `active ${found.scope}` : `not active: ${found ? 'installing' : 'none'}`;
      });
    await poll(registration, 20_000).toBe(`active ${baseUrl}/`);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseUrl}/`);
    // The cache holds the shell: index.html and hashed files, never an API reply.
    const cachedPaths = () =>
      page.evaluate(async () => {
        const all: string[] = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys())
            all.push(new URL(request.url).pathname);
        }
        return all;
      });
    await poll(cachedPaths).toContain('/index.html');
    const urls = await cachedPaths();
    expect(urls.some((url) => url.startsWith('/assets/') && url.endsWith('.js'))).toBe(true);
    // Home's lazy chunk is installed with the shell, not left to the browser's HTTP cache.
    expect(urls.some((url) => /^\/assets\/home-page-[\w-]+\.js$/.test(url))).toBe(true);
    expect(urls.filter((url) => url.startsWith('/api'))).toEqual([]);

    await page.context().setOffline(true);
    await page.reload();
    // The shell came from the cache: the app runs and says the network is down (spec §8 network abnormal).
    const offline = page.getByTestId('error-state');
    await offline.first().waitFor({ timeout: 20_000 });
    expect(await offline.first().getAttribute('data-error-code')).toBe('network_error');
    await shot(page, 'offline-shell-desktop');
    await page.context().setOffline(false);
    await page.context().close();
  });

  it('shows a w_login banner in the login popup when one is configured, nothing when none is', async () => {
    const before = await visitor();
    await before.goto('/login');
    await before.getByTestId('login-username').waitFor();
    const configured = await database.query<{ count: string }>(
      "select count(*)::text as count from banners where group_name = 'w_login' and enabled",
    );
    if (configured.rows[0]?.count === '0')
      expect(await before.getByTestId('banners-w_login').count()).toBe(0);
    await before.context().close();

    await database.query("delete from banners where titles->>'EN' = 'E2E login banner'");
    const inserted = await database.query<{ id: string }>(
      `insert into banners (group_name, image_url, titles, linkage_type, linkage_target, sort_order, enabled)
       values ('w_login', '/static/banners/welcome.svg', '{"EN":"E2E login banner","NE":"E2E लगइन ब्यानर"}', 'route', '/promotions', 0, true)
       returning id::text as id`,
    );
    bannerIds.push(inserted.rows[0]?.id as string);
    const page = await visitor();
    await page.goto('/login');
    const banner = page.getByTestId('banners-w_login');
    await banner.waitFor({ timeout: 15_000 });
    expect(await banner.locator('img').first().getAttribute('alt')).toBe('E2E login banner');
    await page.getByTestId('login-username').waitFor();
    await shot(page, 'login-banner-desktop');
    await page.context().close();
    const phone = await visitor({ phone: true });
    await phone.goto('/login');
    await phone.getByTestId('banners-w_login').waitFor({ timeout: 15_000 });
    await shot(phone, 'login-banner-phone');
    await phone.context().close();
  });

  it('renders the app-download guide in NE on a phone, linked from the side menu', async () => {
    const page = await visitor({ phone: true, language: 'NE' });
    await page.goto('/');
    await page.getByTestId('drawer-toggle').click();
    const guideLink = page.getByTestId('app-download-guide-link');
    await guideLink.waitFor();
    expect(await guideLink.innerText()).toBe('स्थापना निर्देशिका');
    await shot(page, 'side-menu-phone-ne');
    await guideLink.click();
    await page.locator('[data-page="app-download"]').waitFor();
    expect(await page.locator('h1').first().innerText()).toBe('एप डाउनलोड');
    expect(await page.getByTestId('app-guide-lite').innerText()).toContain('लाइट एप');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ne');
    await shot(page, 'app-download-phone-ne');
    await page.context().close();

    const wide = await visitor();
    await wide.goto('/appDownload');
    await wide.locator('[data-page="app-download"]').waitFor();
    for (const platform of ['ios', 'android']) {
      const qr = wide.getByTestId(`app-guide-${platform}`).locator('svg[data-qr-size]');
      if ((await qr.count()) > 0) {
        expect(await qr.first().getAttribute('data-qr-size')).toBe('200');
        expect(await qr.first().getAttribute('data-qr-margin')).toBe('20');
        expect(await qr.first().getAttribute('data-qr-logo-size')).toBe('40');
      }
    }
    await shot(wide, 'app-download-desktop');
    expect(await seriousViolations(wide)).toEqual([]);
    // The side menu's app-download area links the guide on a wide window too.
    const guide = wide.getByTestId('app-download-guide-link');
    await guide.scrollIntoViewIfNeeded();
    await shot(wide, 'side-menu-app-download-desktop');
    await wide.context().close();
  });
});
