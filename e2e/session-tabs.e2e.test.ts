import { mkdir } from 'node:fs/promises';
import type pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contextDefaults, desktopViewport, launchBrowser, phoneViewport } from './support/browser.js';
import { connectDatabase } from './support/database.js';
import { ipSource, logInWithForm, registerMember } from './support/members.js';
import { poll } from './support/poll.js';

/**
 * Issue 14 #10: the session token stays in each tab's session storage (spec §4), yet a new tab of the
 * same browser joins the member's session (the tab hand-over), the way back from the payment page lands
 * signed in, and the security centre lists the open sessions and signs out everywhere.
 */

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const shotsDir = process.env.SESSION_SHOTS_DIR;
const password = 'Tabs-e2e-2024';
const freshIp = ipSource(68);
let browser: Browser;
let database: pg.Client;

beforeAll(async () => {
  browser = await launchBrowser();
  database = await connectDatabase(dataDir);
});

afterAll(async () => {
  await browser?.close();
  await database?.end();
});

const viewports = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: phoneViewport },
] as const;

async function memberContext(
  viewport: { width: number; height: number },
  language: 'EN' | 'NE' = 'EN',
): Promise<{ context: BrowserContext; ip: string }> {
  const ip = freshIp();
  const context = await browser.newContext({
    ...contextDefaults,
    baseURL: baseUrl,
    viewport: viewport ?? desktopViewport,
    extraHTTPHeaders: { 'x-forwarded-for': ip },
  });
  if (language === 'NE') await context.addInitScript(() => localStorage.setItem('lang', 'NE'));
  return { context, ip };
}

async function newMember(ip: string) {
  return registerMember({ baseUrl, database, ip, prefix: 'tab', password });
}

async function openSessionCount(memberId: string): Promise<number> {
  const result = await database.query<{ count: string }>(
    'select count(*) from member_sessions where member_id = $1 and expires_at > now()',
    [memberId],
  );
  return Number(result.rows[0]?.count);
}

/** What this tab keeps: its own session storage holds the token; no URL and no local storage does. */
async function storedTokens(page: Page) {
  return page.evaluate(() => ({
    session: sessionStorage.getItem('token'),
    local: Object.values(localStorage).filter((value) => /^[A-Za-z0-9_-]{40,}$/.test(value)).length,
    url: location.href,
  }));
}

async function shot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  // The header's account menu has loaded: the picture shows the page as the member sees it.
  await page.getByTestId('account-menu-trigger').waitFor();
  await mkdir(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: false });
}

async function apiLogin(ip: string, username: string, userAgent: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'user-agent': userAgent },
    body: JSON.stringify({ type: 'username', username, password }),
  });
  const body = (await response.json()) as { result: string; token: string };
  expect(body.result).toBe('success');
  return body.token;
}

async function tokenWorks(token: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/api/members/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status === 200;
}

const iphoneAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const windowsAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

describe.each(viewports)('tabs of one browser on a $name', ({ name, viewport }) => {
  it('a second tab opens signed in, in the same session, with the token only in its own tab storage', async () => {
    const { context, ip } = await memberContext(viewport);
    const member = await newMember(ip);
    const first = await context.newPage();
    await logInWithForm(first, member.username, password);
    // Registration's session and this login's: the login from a new tab must not add a third.
    const before = await openSessionCount(member.id);

    const second = await context.newPage();
    await second.goto('/member');
    await second.getByTestId('security-centre').waitFor();
    await poll(() => second.getByTestId('account-nickname').innerText()).toBe(member.username);
    expect(await second.getByTestId('login-form').count()).toBe(0);
    const stored = await storedTokens(second);
    expect(stored.session).toBe((await storedTokens(first)).session);
    expect(stored.local).toBe(0);
    expect(stored.url).not.toContain('token');
    expect(await openSessionCount(member.id)).toBe(before);

    // Signing out in one tab signs out the tabs that share its session.
    await first.getByTestId('account-menu-trigger').click();
    await first.getByTestId('account-menu-logout').click();
    await first.getByTestId('logout-confirm').click();
    await poll(() => second.getByTestId('login-button').count()).toBeGreaterThan(0);
    expect((await storedTokens(second)).session).toBeNull();

    // With no tab signed in, a new tab is a guest: the visitor logs in again.
    const third = await context.newPage();
    await third.goto('/member');
    await third.getByTestId('login-form').waitFor();
    await context.close();
  });

  it('the way back from the payment page lands signed in', async () => {
    const { context, ip } = await memberContext(viewport);
    const member = await newMember(ip);
    const page = await context.newPage();
    await logInWithForm(page, member.username, password);
    const sessions = await openSessionCount(member.id);
    await page.getByTestId('header-deposit').click();
    await page.getByTestId('deposit-page').waitFor();
    await page.locator('[data-testid^="deposit-channel-"][data-channel-type="gateway"]').click();
    await page.locator('[data-testid="deposit-form"][data-channel-type="gateway"]').waitFor();
    await page.getByTestId('deposit-amount').fill('120');
    await page.getByTestId('deposit-submit').click();
    const payLink = page.getByTestId('deposit-pay-link');
    await payLink.waitFor();
    const [payPage] = await Promise.all([context.waitForEvent('page'), payLink.click()]);
    await payPage.getByTestId('sim-pay').click();
    await poll(() => payPage.getByTestId('sim-status').innerText()).toContain('successful');
    await payPage.getByTestId('sim-return').click();
    await payPage.waitForURL(/\/member$/);
    await payPage.getByTestId('security-centre').waitFor();
    await poll(() => payPage.getByTestId('account-nickname').innerText()).toBe(member.username);
    expect(await payPage.getByTestId('login-form').count()).toBe(0);
    expect(await openSessionCount(member.id)).toBe(sessions);
    await shot(payPage, `payment-return-${name}`);
    await context.close();
  });
});

describe.each(viewports)('the security centre on a $name', ({ name, viewport }) => {
  it('lists the open sessions, ends one, and signs out everywhere else', async () => {
    const { context, ip } = await memberContext(viewport);
    const member = await newMember(ip);
    const page = await context.newPage();
    await logInWithForm(page, member.username, password);
    // Two other devices, the registration's session among the open ones too.
    const phoneToken = await apiLogin(ip, member.username, iphoneAgent);
    const windowsToken = await apiLogin(ip, member.username, windowsAgent);
    await page.goto('/member');
    const list = page.getByTestId('session-list');
    await list.waitFor();
    const rows = list.getByTestId('session-row');
    await poll(() => rows.count()).toBe(await openSessionCount(member.id));
    const current = list.locator('[data-testid="session-row"][data-current="true"]');
    expect(await current.count()).toBe(1);
    expect(await current.getByTestId('session-this-device').innerText()).toBe('This device');
    expect(await current.getByTestId('session-device').innerText()).toContain('Chrome');
    expect(await current.getByTestId('session-ip').innerText()).toContain(ip);
    const iphoneRow = rows.filter({ hasText: 'Safari 17 on iOS 17' });
    expect(await iphoneRow.count()).toBe(1);
    expect(await page.getByTestId('sessions-intro').innerText()).toContain('Up to 5 at once');
    await page.getByTestId('open-sessions').scrollIntoViewIfNeeded();
    await shot(page, `security-sessions-${name}-en`);

    // End the phone's session from here.
    await iphoneRow.getByTestId('session-end').click();
    await poll(() => page.getByTestId('sessions-ended').innerText()).toContain('signed out');
    await poll(() => rows.filter({ hasText: 'Safari 17 on iOS 17' }).count()).toBe(0);
    expect(await tokenWorks(phoneToken)).toBe(false);
    expect(await tokenWorks(windowsToken)).toBe(true);

    // Sign out everywhere, keeping this device.
    await page.getByTestId('sessions-end-all').click();
    const dialog = page.getByTestId('sessions-end-all-dialog');
    await dialog.waitFor();
    expect(await dialog.getByTestId('sessions-keep-current').isChecked()).toBe(true);
    await shot(page, `security-sign-out-everywhere-${name}-en`);
    await dialog.getByTestId('sessions-end-all-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await poll(() => page.getByTestId('sessions-ended').innerText()).toContain(
      'You are still signed in here',
    );
    await poll(() => rows.count()).toBe(1);
    expect(await tokenWorks(windowsToken)).toBe(false);
    expect(await openSessionCount(member.id)).toBe(1);
    expect(await page.getByTestId('account-nickname').innerText()).toBe(member.username);

    // And everywhere including here: this tab is signed out and goes home.
    await page.getByTestId('sessions-end-all').click();
    await dialog.getByTestId('sessions-keep-current').uncheck();
    await dialog.getByTestId('sessions-end-all-confirm').click();
    await page.waitForURL(`${baseUrl}/`);
    await poll(() => page.getByTestId('login-button').count()).toBeGreaterThan(0);
    expect(await openSessionCount(member.id)).toBe(0);
    await context.close();
  });

  it('reads in Nepali', async () => {
    const { context, ip } = await memberContext(viewport, 'NE');
    const member = await newMember(ip);
    const page = await context.newPage();
    await page.goto(`/?token=${member.token}`);
    await apiLogin(ip, member.username, iphoneAgent);
    await page.goto('/member');
    const section = page.getByTestId('open-sessions');
    await section.getByTestId('session-row').first().waitFor();
    expect(await section.innerText()).toContain('साइन इन भएका उपकरणहरू');
    expect(await section.getByTestId('session-this-device').innerText()).toBe('यो उपकरण');
    await section.scrollIntoViewIfNeeded();
    await shot(page, `security-sessions-${name}-ne`);
    await page.getByTestId('sessions-end-all').click();
    await page.getByTestId('sessions-end-all-dialog').waitFor();
    await shot(page, `security-sign-out-everywhere-${name}-ne`);
    await context.close();
  });
});
