import { existsSync } from 'node:fs';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags that keep it off the (closed) network. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}: apt-get install -y chromium (or set CHROMIUM_PATH)`,
    );
  }
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export const desktopViewport = { width: 1440, height: 900 };
export const phoneViewport = { width: 390, height: 844 };

/**
 * The player site's service worker stays off in a context unless a test turns it on (`serviceWorkers:
 * 'allow'`, as site-frame's lite-app test does): in a fresh context it installs by downloading the whole
 * shell again (about 200 hashed files, 2.4 MB), which tripled the requests of every page a test opens and
 * slowed the whole suite; only site-frame tests the worker, the unit tests its rules.
 */
export const contextDefaults: BrowserContextOptions = { serviceWorkers: 'block' };

export async function openPage(
  browser: Browser,
  baseUrl: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    ...contextDefaults,
    baseURL: baseUrl,
    viewport: desktopViewport,
    ...options,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}
