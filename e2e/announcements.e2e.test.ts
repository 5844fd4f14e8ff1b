import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktopViewport, launchBrowser, openPage, phoneViewport } from './support/browser.js';
import { connectDatabase } from './support/database.js';
import { ipSource } from './support/members.js';
import { runOps } from './support/ops.js';
import { poll } from './support/poll.js';
import { currentTotpStep, totpCode } from './support/totp.js';

/**
 * Announcements (issue 14 #5): what content staff save as type "announcement" in the back office reaches
 * the player site: the home page's notice bar opens the announcement list (and the side menu does
 * too), in the visitor's language, only inside each announcement's publish window and while it is
 * enabled, with its HTML made safe.
 */
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const shotsDir = process.env.ANNOUNCEMENT_SHOTS_DIR ?? '/tmp/shots/issue14-5-6-7';
const marker = `E2E-ANN ${randomBytes(2).toString('hex')}`;
const devanagari = /[\u0900-\u097F]/;
const freshIp = ipSource(61);

let browser: Browser;
let database: pg.Client;

beforeAll(async () => {
  await mkdir(shotsDir, { recursive: true });
  browser = await launchBrowser();
  database = await connectDatabase(dataDir);
});

afterAll(async () => {
  await database?.query('delete from announcements where title like $1', [`${marker}%`]);
  await browser?.close();
  await database?.end();
});

async function staffSignIn(page: Page, target: string): Promise<void> {
  const username = `e2eann${randomBytes(3).toString('hex')}`;
  const created = await runOps(dataDir, ['create-staff', username, 'content', 'Announcement', 'Editor']);
  expect(created.code, created.output).toBe(0);
  const temporary = /Temporary password: (\S+)/.exec(created.output)?.[1] ?? '';
  const secret = /TOTP secret: ([A-Z2-7]+)/.exec(created.output)?.[1] ?? '';
  await page.goto(target);
  await page.getByTestId('sign-in-username').fill(username);
  await page.getByTestId('sign-in-password').fill(temporary);
  await page.getByTestId('sign-in-totp').fill(totpCode(secret, currentTotpStep()));
  await page.getByTestId('sign-in-submit').click();
  await page.getByTestId('change-password-page').waitFor();
  const newPassword = 'announcement editor passphrase 2024';
  await page.getByTestId('change-password-old').fill(temporary);
  await page.getByTestId('change-password-new').fill(newPassword);
  await page.getByTestId('change-password-confirm').fill(newPassword);
  await page.getByTestId('change-password-submit').click();
  await page.getByTestId('admin-layout').waitFor();
  await page.goto(target);
}

async function publish(page: Page, fields: { title: string; html: string; language: 'EN' | 'NE' }) {
  await page.getByTestId('announcement-create').click();
  const dialog = page.getByTestId('announcement-dialog');
  await dialog.getByTestId('announcement-type').selectOption('announcement');
  await dialog.getByTestId('announcement-language').selectOption(fields.language);
  await dialog.getByTestId('announcement-title').fill(fields.title);
  await dialog.getByTestId('announcement-content').fill(fields.html);
  await dialog.getByTestId('announcement-save').click();
  await dialog.waitFor({ state: 'detached' });
  await page.locator('[data-testid="announcement-row"]', { hasText: fields.title }).waitFor();
}

/** Rows outside their window or switched off, written as staff would leave them. */
async function insertHidden(
  title: string,
  window: { starts: string; ends: string | null; enabled: boolean },
) {
  await database.query(
    `insert into announcements (type, language, title, content_html, starts_at, ends_at, enabled)
     values ('announcement', 'EN', $1, '<p>hidden</p>', now() + $2::interval, now() + $3::interval, $4)`,
    [title, window.starts, window.ends, window.enabled],
  );
}

async function titlesIn(popup: ReturnType<Page['getByTestId']>): Promise<string[]> {
  return popup.getByTestId('announcement-title').allInnerTexts();
}

describe('announcements on the player site', () => {
  const english = `${marker} Festival deposit bonus`;
  const nepali = `${marker} दशैं जम्मा बोनस`;
  const future = `${marker} Not yet`;
  const ended = `${marker} Already over`;
  const disabled = `${marker} Switched off`;

  beforeAll(async () => {
    const staff = await openPage(browser, baseUrl, {
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.61' },
    });
    await staffSignIn(staff, '/admin/announcements');
    await publish(staff, {
      title: english,
      language: 'EN',
      html: '<p>Deposit <strong>रू 1,000</strong> or more.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
    });
    await publish(staff, {
      title: nepali,
      language: 'NE',
      html: '<p>रू १,००० वा बढी <b>जम्मा</b> गर्नुहोस्।</p>',
    });
    await staff.setViewportSize(phoneViewport);
    await staff.getByTestId('announcement-create').click();
    await staff.getByTestId('announcement-type').selectOption('announcement');
    // The back office says where an announcement shows (looked at on a phone).
    await staff
      .getByTestId('announcement-type-hint')
      .waitFor({ timeout: 3_000 })
      .catch(() => undefined);
    await staff.screenshot({ path: `${shotsDir}/backoffice-announcement-type-hint-phone.png` });
    await staff.context().close();
    await insertHidden(future, { starts: '1 day', ends: null, enabled: true });
    await insertHidden(ended, { starts: '-2 days', ends: '-1 day', enabled: true });
    await insertHidden(disabled, { starts: '-1 hour', ends: null, enabled: false });
  });

  for (const device of ['desktop', 'phone'] as const) {
    it(`opens the announcement list from the home page's notice bar (${device}, EN)`, async () => {
      const page = await openPage(browser, baseUrl, {
        viewport: device === 'phone' ? phoneViewport : desktopViewport,
        extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
      });
      await page.goto('/');
      const open = page.getByTestId('notice-marquee').getByTestId('announcements-open');
      await open.waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${shotsDir}/home-announcements-bar-${device}-en.png` });
      await open.click();
      const popup = page.getByTestId('announcement-popup');
      await popup.getByTestId('announcement-list').waitFor();
      const titles = await titlesIn(popup);
      expect(titles.some((title) => title.includes(english))).toBe(true);
      for (const hidden of [future, ended, disabled, nepali])
        expect(titles.some((title) => title.includes(hidden))).toBe(false);
      await popup.getByTestId('announcement-title').filter({ hasText: english }).click();
      await poll(() => popup.getByTestId('announcement-detail-title').innerText()).toBe(english);
      expect(await popup.getByTestId('announcement-content').innerHTML()).toBe(
        // The script and the handler are gone; a plain image stays.
        '<p>Deposit <strong>रू 1,000</strong> or more.</p><img src="x" alt="">',
      );
      expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
      const axe = await new AxeBuilder({ page }).include('[data-testid="announcement-popup"]').analyze();
      expect(
        axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
      ).toEqual([]);
      await page.screenshot({ path: `${shotsDir}/announcement-popup-${device}-en.png` });
      await page.context().close();
    });
  }

  it('shows a Nepali visitor the Nepali announcements (phone)', async () => {
    const page = await openPage(browser, baseUrl, {
      viewport: phoneViewport,
      extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
    });
    await page.addInitScript(() => localStorage.setItem('lang', 'NE'));
    await page.goto('/');
    const open = page.getByTestId('notice-marquee').getByTestId('announcements-open');
    await open.waitFor();
    expect(await open.getAttribute('aria-label')).toMatch(devanagari);
    await page.screenshot({ path: `${shotsDir}/home-announcements-bar-phone-ne.png` });
    await open.click();
    const popup = page.getByTestId('announcement-popup');
    await popup.getByTestId('announcement-title').filter({ hasText: nepali }).click();
    await poll(() => popup.getByTestId('announcement-detail-title').innerText()).toBe(nepali);
    expect(await titlesIn(popup)).not.toContainEqual(expect.stringContaining(english));
    await page.screenshot({ path: `${shotsDir}/announcement-popup-phone-ne.png` });
    await page.context().close();
  });

  it('opens the same list from the side menu on any page (desktop)', async () => {
    const page = await openPage(browser, baseUrl, { extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
    await page.goto('/promotions');
    await page.getByTestId('side-menu-announcements').click();
    const popup = page.getByTestId('announcement-popup');
    await popup.getByTestId('announcement-title').filter({ hasText: english }).waitFor();
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
