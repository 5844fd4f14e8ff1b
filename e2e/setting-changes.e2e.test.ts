import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/accessibility.js';
import { launchBrowser, phoneViewport } from './support/browser.js';
import { connectDatabase } from './support/database.js';
import { signedInStaff, useStaffLanguage } from './support/staff.js';

// Issue 14 #17: a change to the withdrawal settings waits for a second staff member, who approves or
// rejects it under Pending changes; its proposer cannot approve it.
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
/** Set SETTING_CHANGES_SHOTS_DIR to keep phone and desktop screenshots (EN and NE) for a human. */
const shotsDir = process.env.SETTING_CHANGES_SHOTS_DIR;

const suffix = randomBytes(3).toString('hex');
let browser: Browser;
let database: pg.Client;
/** The proposer, on a desktop. */
let proposer: Page;
/** The second finance staff member, on a phone. */
let reviewer: Page;
let originalDailyCount = 0;

function poll<T>(read: () => T | Promise<T>, timeout = 20_000) {
  return expect.poll(read, { timeout, interval: 200 });
}

async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  await mkdir(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

async function storedDailyCount(): Promise<number> {
  const row = await database.query<{ value: { dailyCount?: number } }>(
    "select value from settings where key = 'withdrawals'",
  );
  return row.rows[0]?.value.dailyCount ?? 5;
}

/** Proposes a new daily count through the withdrawal settings form. */
async function proposeDailyCount(page: Page, dailyCount: number) {
  await page.goto('/admin/withdrawals');
  await page.getByTestId('withdrawal-settings-toggle').click();
  const input = page.getByTestId('withdrawal-setting-dailyCount');
  await poll(() => input.inputValue()).not.toBe('');
  await input.fill(String(dailyCount));
  await page.getByTestId('withdrawal-settings-save').click();
  await page.getByTestId('withdrawal-settings-propose-confirm').click();
  await page.getByTestId('withdrawal-settings-proposed').waitFor();
}

/** Opens the one pending withdrawal-settings change under Pending changes. */
async function pendingCard(page: Page) {
  await page.goto('/admin/setting-changes');
  const card = page.locator('[data-testid="setting-change-pending"][data-key="withdrawals"]');
  await card.waitFor();
  return card;
}

async function decide(page: Page, action: 'approve' | 'reject', reason: string) {
  const card = await pendingCard(page);
  await card.getByTestId(`setting-change-${action}`).click();
  const dialog = page.getByTestId('setting-change-dialog');
  await dialog.waitFor();
  if (reason) await dialog.getByTestId('setting-change-reason').fill(reason);
  await dialog.getByTestId('setting-change-confirm').click();
  await dialog.getByTestId('setting-change-result').waitFor();
  await dialog.getByTestId('setting-change-done').click();
  await poll(() => page.getByTestId('setting-change-dialog').count()).toBe(0);
}

beforeAll(async () => {
  browser = await launchBrowser();
  database = await connectDatabase(dataDir);
  originalDailyCount = await storedDailyCount();
  proposer = await signedInStaff(browser, {
    baseUrl,
    dataDir,
    role: 'finance',
    username: `scprop${suffix}`,
    address: '198.51.100.82',
    context: { viewport: { width: 1280, height: 800 } },
  });
  reviewer = await signedInStaff(browser, {
    baseUrl,
    dataDir,
    role: 'finance',
    username: `screv${suffix}`,
    address: '198.51.100.83',
    context: { viewport: phoneViewport, isMobile: true, hasTouch: true },
  });
});

afterAll(async () => {
  await browser?.close();
  await database?.end();
});

describe('pending changes to the withdrawal settings', () => {
  it('a change waits for a second finance staff member, who approves it; the proposer cannot', async () => {
    const proposed = originalDailyCount + 2;
    await proposeDailyCount(proposer, proposed);
    await proposer.getByTestId('setting-change-notice-withdrawals').waitFor();
    expect(await storedDailyCount()).toBe(originalDailyCount);

    const own = await pendingCard(proposer);
    await own.getByTestId('setting-change-own').waitFor();
    expect(await own.getByTestId('setting-change-approve').count()).toBe(0);
    await shot(proposer, 'pending-own-desktop-en');
    expect(await seriousViolations(proposer)).toEqual([]);

    const card = await pendingCard(reviewer);
    const changed = card.locator('tr[data-changed="true"]');
    expect(await changed.count()).toBe(1);
    expect(await changed.innerText()).toContain(String(proposed));
    await shot(reviewer, 'pending-phone-en');
    await card.getByTestId('setting-change-approve').click();
    await reviewer.getByTestId('setting-change-dialog').waitFor();
    await shot(reviewer, 'approve-dialog-phone-en');
    expect(await seriousViolations(reviewer)).toEqual([]);
    await reviewer.keyboard.press('Escape');
    await decide(reviewer, 'approve', '');
    await poll(storedDailyCount).toBe(proposed);
    await reviewer.getByTestId('setting-change-recent').first().waitFor();
    expect(await reviewer.getByTestId('setting-change-recent').first().innerText()).toMatch(/Approved/);
  });

  it('a rejected change leaves the setting as it is; a rejection needs a reason', async () => {
    const before = await storedDailyCount();
    await proposeDailyCount(proposer, before + 5);
    const card = await pendingCard(reviewer);
    await card.getByTestId('setting-change-reject').click();
    const dialog = reviewer.getByTestId('setting-change-dialog');
    await dialog.getByTestId('setting-change-confirm').click();
    await poll(() => dialog.getByTestId('setting-change-reason').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByTestId('setting-change-reason').fill('Five more a day is too many');
    await dialog.getByTestId('setting-change-confirm').click();
    await dialog.getByTestId('setting-change-result').waitFor();
    await dialog.getByTestId('setting-change-done').click();
    expect(await storedDailyCount()).toBe(before);

    // Put the setting back as the other suites expect it, by the same four-eyes path.
    await proposeDailyCount(reviewer, originalDailyCount);
    await useStaffLanguage(proposer, 'NE');
    await pendingCard(proposer);
    await shot(proposer, 'pending-desktop-ne');
    await proposer.setViewportSize(phoneViewport);
    await shot(proposer, 'pending-phone-ne');
    await proposer.setViewportSize({ width: 1280, height: 800 });
    await decide(proposer, 'approve', 'मिलेको छ');
    await poll(storedDailyCount).toBe(originalDailyCount);
    await useStaffLanguage(proposer, 'EN');
  });
});
