import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/accessibility.js';
import { desktopViewport, launchBrowser, openPage, phoneViewport } from './support/browser.js';
import { connectDatabase } from './support/database.js';
import { type Ledger, openLedger } from './support/ledger.js';
import { ipSource, logInWithForm, type RegisteredMember, registerMember } from './support/members.js';
import { signedInStaff } from './support/staff.js';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
/** Set RISK_SHOTS_DIR to keep phone and desktop screenshots for a human to look at. */
const shotsDir = process.env.RISK_SHOTS_DIR;

const memberPassword = 'Risk-e2e-2024';
const suffix = randomBytes(3).toString('hex');
const staffAddress = '198.51.100.91';
const freshIp = ipSource(91);
const devanagari = /[\u0900-\u097F]/;

let browser: Browser;
let database: pg.Client;
let ledger: Ledger;
let adminToken: string;
let first: RegisteredMember;
let second: RegisteredMember;

/** A risk staff member signed in through the back office (temporary password replaced); its token. */
async function signedInRiskStaff(): Promise<string> {
  const page = await signedInStaff(browser, {
    baseUrl,
    dataDir,
    role: 'risk',
    username: `risk${suffix}`,
    address: staffAddress,
  });
  const token = await page.evaluate(() => sessionStorage.getItem('adminToken'));
  await page.context().close();
  return token ?? '';
}

/** Signs a member in with the site's login form from a browser whose device id is `deviceId`. */
async function signInOnDevice(member: RegisteredMember, deviceId: string): Promise<void> {
  const page = await openPage(browser, baseUrl, { extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
  await page.addInitScript((id) => {
    localStorage.setItem('deviceId', id);
    localStorage.setItem('lang', 'EN');
  }, deviceId);
  await logInWithForm(page, member.username, memberPassword);
  await page.context().close();
}

async function riskPage(memberId: string, viewport = desktopViewport, language = 'EN'): Promise<Page> {
  const page = await openPage(browser, baseUrl, {
    viewport,
    ...(viewport === phoneViewport ? { isMobile: true, hasTouch: true } : {}),
    extraHTTPHeaders: { 'x-forwarded-for': staffAddress },
  });
  await page.addInitScript(
    ([token, lang]) => {
      sessionStorage.setItem('adminToken', token ?? '');
      localStorage.setItem('adminLanguage', lang ?? 'EN');
    },
    [adminToken, language],
  );
  await page.goto(`/admin/members/${memberId}`);
  await page.getByTestId('risk-figures').waitFor();
  return page;
}

async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  await mkdir(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  browser = await launchBrowser();
  database = await connectDatabase(dataDir);
  ledger = await openLedger(dataDir);
  adminToken = await signedInRiskStaff();
  [first, second] = await Promise.all([
    registerMember({ baseUrl, database, ip: freshIp(), prefix: 'rka', password: memberPassword }),
    registerMember({ baseUrl, database, ip: freshIp(), prefix: 'rkb', password: memberPassword }),
  ]);
  await ledger.fund(first.id, 123_456n);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await database?.end();
  await ledger?.close();
});

describe('member risk view', () => {
  it('shows money from the ledger, the sign-ins, and the account sharing a device', async () => {
    // Both sign in from one browser: the site sends its device id, and staff see the two accounts linked.
    const sharedDevice = `e2e-shared-device-${suffix}`;
    await signInOnDevice(first, sharedDevice);
    await signInOnDevice(second, sharedDevice);
    const page = await riskPage(first.id);
    const lifetime = page.getByTestId('risk-figure-deposits').getByTestId('lifetime');
    expect(await lifetime.innerText()).toContain('1,234.56');
    const link = page.getByTestId('risk-link').filter({ hasText: second.username });
    expect(await link.getAttribute('data-via')).toBe('device');
    expect(await page.getByTestId('risk-sign-in').count()).toBeGreaterThanOrEqual(1);
    expect(await page.getByTestId('risk-sign-in').first().innerText()).toMatch(/Chrome|HeadlessChrome/);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'risk-desktop-en');
    await page.context().close();
  });

  it('adds a note and raises a flag, and both stay after a reload', async () => {
    const page = await riskPage(first.id);
    await page.getByTestId('risk-note-input').fill('Two accounts on one phone; asked the member to explain.');
    await page.getByTestId('risk-note-save').click();
    await expect
      .poll(() => page.getByTestId('risk-note').first().innerText())
      .toContain('Two accounts on one phone');
    await page.getByTestId('risk-flag-select').selectOption('multi_account');
    // A reason too short is refused in the form before any request.
    await page.getByTestId('risk-flag-reason').fill('no');
    await page.getByTestId('risk-flag-save').click();
    expect(await page.getByTestId('risk-flag').count()).toBe(0);
    await page.getByTestId('risk-flag-reason').fill('Shares a device with another account');
    await page.getByTestId('risk-flag-save').click();
    await page.locator('[data-testid="risk-flag"][data-flag="multi_account"]').waitFor();
    await page.reload();
    await page.locator('[data-testid="risk-flag"][data-flag="multi_account"]').waitFor();
    expect(await page.getByTestId('risk-note').count()).toBe(1);
    await page.context().close();
  });

  it("shows the requesting member's risk view on a withdrawal", async () => {
    const headers = {
      'content-type': 'application/json',
      'x-forwarded-for': freshIp(),
      authorization: `Bearer ${first.token}`,
    };
    const set = await fetch(`${baseUrl}/api/members/me/payment-password`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        loginPassword: memberPassword,
        paymentPassword: '739154',
        confirmPaymentPassword: '739154',
      }),
    });
    expect(set.status, await set.clone().text()).toBe(200);
    const requested = await fetch(`${baseUrl}/api/withdrawals`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        requestId: crypto.randomUUID(),
        amount: '100',
        paymentPassword: '739154',
        bankName: 'Nabil Bank',
        accountHolder: 'Risk Holder',
        accountNumber: '5555 0000 1234',
      }),
    });
    expect(requested.status, await requested.clone().text()).toBe(200);
    const { id } = (await requested.json()) as { id: string };
    const page = await openPage(browser, baseUrl, { extraHTTPHeaders: { 'x-forwarded-for': staffAddress } });
    await page.addInitScript((token) => sessionStorage.setItem('adminToken', token), adminToken);
    await page.goto(`/admin/withdrawals/${id}`);
    await page.getByTestId('withdrawal-detail').waitFor();
    await expect.poll(() => page.getByTestId('risk-pending-withdrawals').innerText()).toContain('100.00');
    expect(await page.getByTestId('risk-flag').count()).toBe(1);
    await page.context().close();
  });

  it('fits a phone in Nepali: nothing scrolls sideways, the texts are translated', async () => {
    const page = await riskPage(first.id, phoneViewport, 'NE');
    expect(await page.getByTestId('member-risk').locator('h2').innerText()).toMatch(devanagari);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'risk-phone-ne');
    await page.context().close();
    const english = await riskPage(first.id, phoneViewport, 'EN');
    await shot(english, 'risk-phone-en');
    await english.context().close();
  });
});
