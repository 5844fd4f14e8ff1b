import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.js';
import { runOps } from './support/ops.js';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await runOps(dataDir, ['maintenance', 'off']);
  await runOps(dataDir, ['remove-deny-ip', '203.0.113.7']);
});

async function ops(args: string[]) {
  const result = await runOps(dataDir, args);
  expect(result.code, result.output).toBe(0);
}

/** Reloads and waits until the app has rendered either the site or the maintenance page (the load event comes before). */
async function reloadUntilRendered(page: Page): Promise<void> {
  await page.reload();
  await page
    .locator('[data-testid="header"], [data-testid="maintenance-page"]')
    .first()
    .waitFor({ timeout: 10_000 });
}

describe('system status pages', () => {
  it('shows the maintenance page when ops turns maintenance on, and the site again when off', async () => {
    const page = await openPage(browser, baseUrl);
    await page.goto('/');
    await page.getByTestId('header').waitFor();
    await ops(['maintenance', 'on']);
    // Settings reach the server within its refresh interval; no restart.
    await expect
      .poll(
        async () => {
          await reloadUntilRendered(page);
          return page.getByTestId('maintenance-page').count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    expect(await page.getByTestId('header').count()).toBe(0);
    await page.getByTestId('customer-service-button').waitFor();

    await ops(['maintenance', 'off']);
    await expect
      .poll(
        async () => {
          await reloadUntilRendered(page);
          return page.getByTestId('header').count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    expect(await page.getByTestId('maintenance-page').count()).toBe(0);
    await page.context().close();
  });

  it('shows a denied IP the blocked page with its own IP', async () => {
    const page = await openPage(browser, baseUrl, { extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.7' } });
    await ops(['deny-ip', '203.0.113.7']);
    await expect
      .poll(
        async () => {
          await page.goto('/');
          // The app renders after the load event: wait for the site or the blocked page before counting.
          await page
            .locator('[data-testid="header"], [data-testid="blocked-page"]')
            .first()
            .waitFor({ timeout: 10_000 });
          return page.getByTestId('blocked-page').count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    expect(await page.getByTestId('blocked-ip').innerText()).toContain('203.0.113.7');
    await page.getByTestId('customer-service-button').waitFor();

    // Another visitor is not affected.
    const other = await openPage(browser, baseUrl, {
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.1' },
    });
    await other.goto('/');
    await other.getByTestId('header').waitFor();
    await page.context().close();
    await other.context().close();
  });
});
