import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolationsIn } from './support/accessibility.js';
import { bearerApi } from './support/bearer-api.js';
import { launchBrowser, openPage, phoneViewport } from './support/browser.js';
import { ipSource } from './support/members.js';
import { poll } from './support/poll.js';
import { staffApiToken } from './support/staff.js';

/**
 * News, about us and the help modal on the player site (issue 18): staff publish an article through the
 * admin API and a visitor finds it on /news and reads it (its HTML sanitised); an unknown article says
 * so; /about shows the help content's about section; the registration form's terms link opens the help
 * modal over the form, and /help#term still opens the help centre at the terms. Screenshots go to
 * NEWS_E2E_SHOTS_DIR.
 */
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const shotsDir = process.env.NEWS_E2E_SHOTS_DIR;
const staffAddress = '198.51.100.128';
const freshIp = ipSource(128);
const desktop = { width: 1280, height: 800 };

const api = bearerApi(baseUrl, staffAddress);
let browser: Browser;
let staffToken = '';
const createdNews: string[] = [];

function staffSignIn(): Promise<string> {
  return staffApiToken({
    baseUrl,
    dataDir,
    role: 'admin',
    username: `newse2e${randomUUID().slice(0, 6)}`,
    address: staffAddress,
  });
}

async function visitor(options: { phone?: boolean } = {}): Promise<Page> {
  return openPage(browser, baseUrl, {
    ...(options.phone ? { viewport: phoneViewport, isMobile: true, hasTouch: true } : { viewport: desktop }),
    extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
  });
}

async function shot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  await mkdir(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

beforeAll(async () => {
  browser = await launchBrowser();
  staffToken = await staffSignIn();
});

afterAll(async () => {
  for (const id of createdNews) await api.request('DELETE', `/api/admin/news/${id}`, staffToken);
  await browser?.close();
});

describe('news, about us and the help modal', () => {
  it('lists a published article on /news and reads it with its HTML sanitised', async () => {
    const title = `E2E news ${randomUUID().slice(0, 6)}`;
    const created = await api.ok<{ id?: string; news?: { id: string } }>(
      'POST',
      '/api/admin/news',
      staffToken,
      {
        language: 'EN',
        title,
        summary: 'The new lobby is open.',
        bodyHtml:
          '<h2>New lobby</h2><p>Come <b>play</b>.</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">',
      },
    );
    const id = created.id ?? created.news?.id ?? '';
    expect(id).not.toBe('');
    createdNews.push(id);
    await api.ok('POST', `/api/admin/news/${id}/publish`, staffToken, {});

    for (const phone of [false, true]) {
      const page = await visitor({ phone });
      await page.goto('/news');
      const card = page.getByTestId('news-card').filter({ hasText: title });
      await card.waitFor();
      await shot(page, `news-list-${phone ? 'phone' : 'desktop'}`);
      await card.click();
      await page.getByTestId('news-article-body').waitFor();
      expect(await page.getByTestId('news-article-title').innerText()).toBe(title);
      expect(await page.getByTestId('news-article-body').innerText()).toContain('Come play.');
      expect(await page.getByTestId('news-article-body').locator('script, [onerror]').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
      await shot(page, `news-article-${phone ? 'phone' : 'desktop'}`);
      expect(await seriousViolationsIn(page, '#main')).toEqual([]);
      await page.context().close();
    }

    const page = await visitor();
    await page.goto(`/news/${randomUUID()}`);
    await page.getByTestId('news-not-found').waitFor();
    await page.context().close();
  });

  it('shows about us on /about from the help content', async () => {
    const page = await visitor({ phone: true });
    await page.goto('/');
    await page.getByTestId('footer-help-about').click();
    await poll(() => new URL(page.url()).pathname).toBe('/about');
    await page.getByTestId('about-us').waitFor();
    expect((await page.getByTestId('about-us').innerText()).length).toBeGreaterThan(20);
    await shot(page, 'about-phone');
    expect(await seriousViolationsIn(page, '#main')).toEqual([]);
    await page.context().close();
  });

  it('opens the terms in the help modal over the registration form; /help#term still works', async () => {
    const page = await visitor();
    await page.goto('/register');
    await page.getByTestId('register-terms-link').click();
    await page.getByTestId('help-modal-body').waitFor();
    expect((await page.getByTestId('help-modal-body').innerText()).length).toBeGreaterThan(20);
    await shot(page, 'help-modal-desktop');
    expect(await seriousViolationsIn(page, '[data-testid="help-modal"]')).toEqual([]);
    // Keyboard focus is inside the help modal while it is open and goes back to the terms link after it.
    await poll(() =>
      page.evaluate(() => document.activeElement?.closest('[data-testid="help-modal"]') !== null),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await poll(() => page.getByTestId('help-modal').count()).toBe(0);
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'register-terms-link',
    );
    // The registration form is still there, as it was.
    await page.getByTestId('register-submit').waitFor();
    expect(new URL(page.url()).pathname).toBe('/register');

    await page.goto('/help#term');
    await page.getByTestId('help-section-terms').waitFor();
    await page.context().close();
  });
});
