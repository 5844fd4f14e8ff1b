import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/accessibility.js';
import { desktopViewport, launchBrowser, phoneViewport } from './support/browser.js';
import { connectDatabase, latestOutboxMessage } from './support/database.js';
import { ipSource } from './support/members.js';
import { signedInStaff, useStaffLanguage } from './support/staff.js';

// Issue 14 #8: the back office shows every time in the brand's time zone with its label, whatever the
// staff member's browser says, and its date filters are the brand's days. #17: a password-reset link is
// masked in the outbox.
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
/** Set BACKOFFICE_TIME_SHOTS_DIR to keep phone and desktop screenshots (EN and NE) for a human. */
const shotsDir = process.env.BACKOFFICE_TIME_SHOTS_DIR;

const suffix = randomBytes(3).toString('hex');
const freshIp = ipSource(71);
/** A staff member far from the brand: New York is 10 hours 45 minutes behind Nepal. */
const browserZone = 'America/New_York';
let browser: Browser;
let database: pg.Client;
let staffPage: Page;
let brandOffsetMinutes = 0;

const pad = (value: number) => String(value).padStart(2, '0');

/** `yyyy-MM-dd HH:mm:ss` of an instant at an offset from UTC, computed here without the app's code. */
function wallClock(instant: Date, offsetMinutes: number): string {
  const shifted = new Date(instant.getTime() + offsetMinutes * 60_000);
  return (
    `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())} ` +
    `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`
  );
}

function zoneLabel(offsetMinutes: number): string {
  const absolute = Math.abs(offsetMinutes);
  return `UTC${offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/** New York's offset at an instant (daylight saving included), as the staff member's browser has it. */
function newYorkOffsetMinutes(instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: browserZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(parts ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  await mkdir(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

/** A member with an e-mail address who asked for a password-reset link: the newest outbox message to it. */
async function memberWithResetMail(): Promise<{ email: string; createdAt: Date }> {
  const ip = freshIp();
  const username = `tz${randomBytes(4).toString('hex')}`;
  const email = `${username}@example.com`;
  const password = 'Play-e2e-2024';
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': ip };
  const registered = await fetch(`${baseUrl}/api/members`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({
      username,
      password,
      confirmPassword: password,
      email,
      birthday: '1990-05-17',
      termsAccepted: true,
      ageConfirmed: true,
    }),
  });
  expect(registered.status, await registered.clone().text()).toBe(200);
  const forgot = await fetch(`${baseUrl}/api/members/password/forgot-email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username, email }),
  });
  expect(forgot.status, await forgot.clone().text()).toBe(200);
  await latestOutboxMessage(database, email);
  const row = await database.query<{ created_at: Date }>(
    'select created_at from outbox_messages where recipient = $1 order by id desc limit 1',
    [email],
  );
  return { email, createdAt: row.rows[0]?.created_at as Date };
}

/** The withdrawal queue's filter form, once shown. */
function withdrawalFilters(page: Page) {
  return page.locator('form', { has: page.getByTestId('withdrawal-filter-submit') });
}

async function openOutboxFor(page: Page, email: string) {
  await page.goto(`/admin/outbox?recipient=${encodeURIComponent(email)}`);
  await page.getByTestId('outbox-message').first().waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  database = await connectDatabase(dataDir);
  const settings = await fetch(`${baseUrl}/api/system/site-settings`);
  brandOffsetMinutes = ((await settings.json()) as { brand: { gmtOffsetMinutes: number } }).brand
    .gmtOffsetMinutes;
  staffPage = await signedInStaff(browser, {
    baseUrl,
    dataDir,
    role: 'admin',
    username: `tzadm${suffix}`,
    address: '198.51.100.81',
    context: { timezoneId: browserZone, viewport: { width: 1280, height: 800 } },
  });
});

afterAll(async () => {
  await browser?.close();
  await database?.end();
});

describe("the brand's time in the back office", () => {
  it("shows times in the brand's zone with its label to a staff member in New York", async () => {
    expect(await staffPage.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      browserZone,
    );
    const { email, createdAt } = await memberWithResetMail();
    await openOutboxFor(staffPage, email);
    const message = staffPage.getByTestId('outbox-message').first();
    const brandTime = `${wallClock(createdAt, brandOffsetMinutes)} ${zoneLabel(brandOffsetMinutes)}`;
    const shown = (await message.locator('time').innerText()).replace(/\s+/g, ' ').trim();
    expect(shown).toBe(brandTime);
    // Not the browser's clock: New York's reading of the same instant appears nowhere.
    expect(await message.innerText()).not.toContain(wallClock(createdAt, newYorkOffsetMinutes(createdAt)));

    // Issue 14 #17: the reset link is masked; the member's own copy holds the real one.
    const body = await message.getByTestId('outbox-body').innerText();
    expect(body).toContain('resetToken=••••••');
    const delivered = await latestOutboxMessage(database, email);
    const token = /resetToken=([A-Za-z0-9_-]+)/.exec(delivered.body)?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);
    expect(body).not.toContain(token);
    await shot(staffPage, 'outbox-desktop-en');
    expect(await seriousViolations(staffPage)).toEqual([]);
  });

  it("labels the date filters with the brand's zone, and the announcement times too", async () => {
    const label = zoneLabel(brandOffsetMinutes);
    await staffPage.goto('/admin/withdrawals');
    const filters = await withdrawalFilters(staffPage).innerText();
    expect(filters).toContain(`From (${label})`);
    expect(filters).toContain(`To (${label})`);
    await shot(staffPage, 'withdrawals-desktop-en');

    await staffPage.goto('/admin/announcements');
    await staffPage.getByTestId('announcement-create').click();
    const dialog = staffPage.getByTestId('announcement-dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(`(${label})`);
    await shot(staffPage, 'announcement-dialog-desktop-en');
    await staffPage.keyboard.press('Escape');
  });

  it('reads the same on a phone and in Nepali', async () => {
    const { email, createdAt } = await memberWithResetMail();
    const brandTime = `${wallClock(createdAt, brandOffsetMinutes)} ${zoneLabel(brandOffsetMinutes)}`;
    await staffPage.setViewportSize(phoneViewport);
    await openOutboxFor(staffPage, email);
    const time = () => staffPage.getByTestId('outbox-message').first().locator('time').innerText();
    expect((await time()).replace(/\s+/g, ' ').trim()).toBe(brandTime);
    await shot(staffPage, 'outbox-phone-en');
    await useStaffLanguage(staffPage, 'NE');
    await staffPage.getByTestId('outbox-message').first().waitFor();
    expect((await time()).replace(/\s+/g, ' ').trim()).toBe(brandTime);
    await shot(staffPage, 'outbox-phone-ne');
    await staffPage.setViewportSize(desktopViewport);
    await shot(staffPage, 'outbox-desktop-ne');
    await staffPage.goto('/admin/withdrawals');
    expect(await withdrawalFilters(staffPage).innerText()).toContain(`(${zoneLabel(brandOffsetMinutes)})`);
    await shot(staffPage, 'withdrawals-desktop-ne');
    await useStaffLanguage(staffPage, 'EN');
  });
});
