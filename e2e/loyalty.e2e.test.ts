import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bearerApi } from './support/bearer-api.js';
import { launchBrowser, openPage, phoneViewport } from './support/browser.js';
import { connectDatabase } from './support/database.js';
import { runScheduledJobNow } from './support/jobs.js';
import { type Ledger, openLedger } from './support/ledger.js';
import { ipSource, type RegisteredMember, registerMember } from './support/members.js';
import { runOps } from './support/ops.js';
import { poll } from './support/poll.js';
import { totpCode } from './support/totp.js';

/**
 * Loyalty for a member, end to end on the demo brand (issue 17): real in-house rounds earn points that
 * arrive on /pointMall (earning job run now by staff, as the back office's Jobs screen does); the VIP
 * badge appears once lifetime points reach the demo's Bronze (50); a gateway deposit makes the demo's
 * "Make a deposit today" mission claimable, the member centre's badge counts it, and the claim pays once;
 * the cash item is redeemed with the payment password (a wrong one first), and the redeem, the money
 * and the points spent show; NE renders the mall and the missions; with PTSYS3 off the mall is a 404 and
 * the account menu has no points entry. Set LOYALTY_E2E_SHOTS_DIR to keep screenshots.
 */

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const shotsDir = process.env.LOYALTY_E2E_SHOTS_DIR;

const staffAddress = '198.51.100.118';
const freshIp = ipSource(118);
const memberPassword = 'Loyalty-play-2024';
const paymentPassword = '531864';
const desktop = { width: 1280, height: 800 };
const cashItemTitle = 'NPR 10 to your balance';
const depositMissionTitle = 'Make a deposit today';
/** Demo rates: NPR 100 of valid bet earns 1 point; stakes of NPR 1,000 earn 10 each, whatever the window. */
const stakeMajor = '1000';
const rounds = 6;
const earnedPoints = 60;
const missionPoints = 50;
const devanagari = /[\u0900-\u097F]/;
/** A missing translation shows as its key: the loyalty namespace's groups and the common ones used here. */
const missingKey =
  /\b(loyalty|common|balance|earning|mall|redeem|convert|payment|history|details|vip|activity|missions|rankings|leaderboard|memberCentre|accountMenu|pages)\.[a-zA-Z_]+/;

const api = bearerApi(baseUrl, staffAddress);
let browser: Browser;
let database: pg.Client;
let ledger: Ledger;
let staffToken = '';
let member: RegisteredMember;
let memberIp = '';
let originalWhitelabel: Record<string, boolean> | undefined;

/** A staff member made with `ops create-staff`, signed in through the API and past the first password change. */
async function staffSignIn(): Promise<string> {
  const username = `loye2e${randomUUID().slice(0, 6)}`;
  const created = await runOps(dataDir, ['create-staff', username, 'admin', 'Loyalty', 'Staff']);
  expect(created.code, created.output).toBe(0);
  const temporary = /Temporary password: (\S+)/.exec(created.output)?.[1] ?? '';
  const totpSecret = /TOTP secret: ([A-Z2-7]+)/.exec(created.output)?.[1] ?? '';
  const login = await fetch(`${baseUrl}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': staffAddress },
    body: JSON.stringify({ username, password: temporary, totpCode: totpCode(totpSecret) }),
  });
  const body = (await login.json()) as { token: string };
  expect(login.status, JSON.stringify(body)).toBe(200);
  await api.ok('POST', '/api/admin/session/password', body.token, {
    oldPassword: temporary,
    newPassword: `${username} loyalty e2e passphrase`,
  });
  return body.token;
}

/** The member's own API calls, from the member's address. */
function memberApi() {
  return bearerApi(baseUrl, memberIp);
}

/** Turns PTSYS3 on or off (the rest of the whitelabel flags as this file found them) and waits for it. */
async function setPointsSystem(on: boolean): Promise<void> {
  await database.query(
    `insert into settings (key, value, updated_by) values ('whitelabel', $1, 'e2e')
     on conflict (key) do update set value = excluded.value, updated_at = now()`,
    [JSON.stringify({ ...originalWhitelabel, PTSYS3: on })],
  );
  // Settings reach the server within its refresh interval (500 ms in the e2e server). A loop, not
  // expect.poll: this also runs in beforeAll.
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const reply = (await (await fetch(`${baseUrl}/api/system/site-settings`)).json()) as {
      whitelabel: Record<string, boolean>;
    };
    if ((reply.whitelabel.PTSYS3 === true) === on) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`PTSYS3 did not become ${on}`);
}

/** Runs the points job now (support/jobs.ts asks again while a scheduled run holds it). */
function runPointsJobNow(): Promise<void> {
  return runScheduledJobNow({ baseUrl, token: staffToken, address: staffAddress, jobName: 'points-minute' });
}

async function memberPage(options: { phone?: boolean; language?: 'EN' | 'NE' } = {}): Promise<Page> {
  const page = await openPage(browser, baseUrl, {
    ...(options.phone ? { viewport: phoneViewport, isMobile: true, hasTouch: true } : { viewport: desktop }),
    extraHTTPHeaders: { 'x-forwarded-for': memberIp },
  });
  await page.addInitScript(
    ([token, language]) => {
      sessionStorage.setItem('token', token ?? '');
      localStorage.setItem('lang', language ?? 'EN');
    },
    [member.token, options.language ?? 'EN'],
  );
  return page;
}

async function shot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  await mkdir(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

function mallItem(page: Page, title: string): Locator {
  return page
    .getByTestId('mall-item')
    .filter({ has: page.getByTestId('mall-item-title').getByText(title, { exact: true }) });
}

function missionCard(page: Page, title: string): Locator {
  return page
    .getByTestId('mission-card')
    .filter({ has: page.getByTestId('mission-title').getByText(title, { exact: true }) });
}

async function openMissions(page: Page): Promise<void> {
  await page.goto('/member');
  await page.getByTestId('member-menu-missionLeaderboard').click();
  await page.getByTestId('mission-list').waitFor();
}

/** The member centre's red badge on mission activity: 0 when it is not shown. */
async function missionBadge(page: Page): Promise<number> {
  const badge = page.getByTestId('member-menu-missionLeaderboard-badge');
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.getAttribute('data-count'));
}

async function pointsBalance(): Promise<{ spendablePoints: string; lifetimePoints: string }> {
  return memberApi().ok('GET', '/api/points/balance', member.token);
}

async function walletBalanceMinor(): Promise<bigint> {
  const body = await memberApi().ok<{ balanceMinor: string }>('GET', '/api/wallet/balance', member.token);
  return BigInt(body.balanceMinor);
}

/** "10,010.00" for 1001000 minor units (the header shows the brand's symbol before it). */
function money(amountMinor: bigint): string {
  const major = amountMinor / 100n;
  const cents = (amountMinor % 100n).toString().padStart(2, '0');
  return `${major.toLocaleString('en-US')}.${cents}`;
}

beforeAll(async () => {
  browser = await launchBrowser();
  database = await connectDatabase(dataDir);
  ledger = await openLedger(dataDir);
  staffToken = await staffSignIn();
  const settings = (await (await fetch(`${baseUrl}/api/system/site-settings`)).json()) as {
    whitelabel: Record<string, boolean>;
  };
  originalWhitelabel = settings.whitelabel;
  await setPointsSystem(true);
  memberIp = freshIp();
  member = await registerMember({ baseUrl, database, ip: memberIp, prefix: 'pts', password: memberPassword });
  await memberApi().ok('POST', '/api/members/me/payment-password', member.token, {
    loginPassword: memberPassword,
    paymentPassword,
    confirmPaymentPassword: paymentPassword,
  });
  await ledger.fund(member.id, 1_000_000n);
}, 120_000);

afterAll(async () => {
  // The whitelabel flags go back as they were, so the next file finds the brand as the demo left it.
  if (originalWhitelabel)
    await database?.query(`update settings set value = $1, updated_at = now() where key = 'whitelabel'`, [
      JSON.stringify(originalWhitelabel),
    ]);
  await ledger?.close();
  await browser?.close();
  await database?.end();
});

describe('loyalty for a member', () => {
  it('plays in-house rounds and sees the points arrive on /pointMall, with the VIP badge at Bronze', async () => {
    const page = await memberPage();
    await page.goto('/pointMall');
    await poll(() => page.getByTestId('points-spendable').innerText()).toBe('0');
    expect(await page.getByTestId('points-lifetime').innerText()).toBe('0');
    // Below the first level: no badge anywhere.
    expect(await page.getByTestId('header-vip-badge').count()).toBe(0);
    expect(await page.getByTestId('points-vip-badge').count()).toBe(0);

    for (let round = 0; round < rounds; round += 1)
      await memberApi().ok('POST', '/api/inhouse/dice/rounds', member.token, {
        requestId: randomUUID(),
        amount: stakeMajor,
        direction: 'under',
        target: 9000,
      });
    await runPointsJobNow();
    // The earning job pushes a points event: the open page shows the points without a reload.
    await poll(() => page.getByTestId('points-spendable').innerText(), 45_000).toBe(String(earnedPoints));
    expect(await page.getByTestId('points-lifetime').innerText()).toBe(String(earnedPoints));
    // 60 lifetime points pass the demo's Bronze (50): the badge shows in the header and by the points.
    await poll(() => page.getByTestId('points-vip-badge').getAttribute('title')).toBe('Bronze');
    await poll(() => page.getByTestId('header-vip-badge').getAttribute('data-rank-level')).toBe('1');
    await page.getByTestId('mall-tab-details').click();
    await page.getByTestId('points-lines').waitFor();
    const earned = await page
      .locator('[data-testid="points-line"][data-code="points_earn"] [data-testid="points-line-points"]')
      .allInnerTexts();
    expect(earned.reduce((sum, text) => sum + Number(text.replace(/[+,]/g, '')), 0)).toBe(earnedPoints);
    await shot(page, 'points-arrived-desktop-en');
    await page.context().close();
  });

  it('a deposit makes the deposit mission claimable, the badge counts it, and the claim pays once', async () => {
    const page = await memberPage();
    await openMissions(page);
    const card = missionCard(page, depositMissionTitle);
    await card.waitFor();
    expect(await card.getAttribute('data-status')).toBe('in_progress');
    const before = await memberApi().ok<{ claimableCount: number }>('GET', '/api/missions', member.token);
    await poll(() => missionBadge(page)).toBe(before.claimableCount);

    // A gateway deposit paid on the simulator's page, as a member pays it.
    const channels = await memberApi().ok<{ channels: { id: string; type: string }[] }>(
      'GET',
      '/api/deposits/channels',
      member.token,
    );
    const gateway = channels.channels.find((channel) => channel.type === 'gateway');
    expect(gateway, JSON.stringify(channels)).toBeDefined();
    const created = await memberApi().ok<{ payUrl: string }>('POST', '/api/deposits/gateway', member.token, {
      requestId: randomUUID(),
      channelId: gateway?.id,
      amount: '250',
    });
    const payPage = await page.context().newPage();
    await payPage.goto(created.payUrl);
    await payPage.getByTestId('sim-pay').click();
    await poll(() => payPage.getByTestId('sim-status').innerText()).toContain('successful');
    await payPage.close();

    // The credited deposit reaches the open member centre: the card turns claimable and the badge counts it.
    await poll(() => card.getAttribute('data-status'), 20_000).toBe('claimable');
    await poll(() => missionBadge(page)).toBe(before.claimableCount + 1);
    await shot(page, 'mission-claimable-desktop-en');
    await card.getByTestId('mission-claim').click();
    await page.getByTestId('mission-claim-success').waitFor();
    await poll(() => card.getAttribute('data-status')).toBe('claimed');
    await poll(() => missionBadge(page)).toBe(before.claimableCount);

    // A replayed claim answers the first one and pays nothing more.
    const missionId = (await card.getAttribute('data-mission-id')) ?? '';
    const replay = await memberApi().ok<{ replayed: boolean; rewardAmount: string }>(
      'POST',
      `/api/missions/${missionId}/claim`,
      member.token,
      {},
    );
    expect(replay).toMatchObject({ replayed: true, rewardAmount: String(missionPoints) });
    const points = await pointsBalance();
    expect(points).toEqual({
      spendablePoints: String(earnedPoints + missionPoints),
      lifetimePoints: String(earnedPoints + missionPoints),
    });
    const lines = await memberApi().ok<{ lines: { code: string; points: string }[] }>(
      'GET',
      '/api/points/transactions',
      member.token,
    );
    expect(lines.lines.filter((line) => line.code === 'mission_points')).toEqual([
      expect.objectContaining({ points: String(missionPoints) }),
    ]);
    await page.context().close();
  });

  it('redeems the cash item with the payment password and sees it in history, balance and points', async () => {
    const page = await memberPage();
    await page.goto('/pointMall');
    const spendable = earnedPoints + missionPoints;
    await poll(() => page.getByTestId('points-spendable').innerText()).toBe(String(spendable));
    const balanceBefore = await walletBalanceMinor();
    await poll(() => page.getByTestId('header-balance').innerText()).toContain(money(balanceBefore));

    const item = mallItem(page, cashItemTitle);
    await item.getByTestId('mall-item-redeem').click();
    await page.getByTestId('redeem-dialog').waitFor();
    // A wrong payment password is refused and says so; nothing is spent.
    await page.getByTestId('redeem-payment-password').fill('000000');
    await page.getByTestId('redeem-submit').click();
    await page.getByTestId('redeem-error').waitFor();
    expect((await page.getByTestId('redeem-error').innerText()).length).toBeGreaterThan(0);
    expect((await pointsBalance()).spendablePoints).toBe(String(spendable));
    await shot(page, 'redeem-wrong-password-desktop-en');
    await page.getByTestId('redeem-payment-password').fill(paymentPassword);
    await page.getByTestId('redeem-submit').click();
    await page.getByTestId('redeem-success').waitFor();
    expect(await page.getByTestId('redeem-success').getAttribute('data-status')).toBe('approved');

    // The points are spent (lifetime points stay), the money is in the balance.
    await page.getByTestId('redeem-see-history').click();
    const row = page.getByTestId('redeem-row').first();
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('approved');
    expect(await row.getByTestId('redeem-title').innerText()).toBe(cashItemTitle);
    expect(await row.getByTestId('redeem-points').innerText()).toBe('100');
    expect(await row.getByTestId('redeem-amount').innerText()).toContain('10.00');
    await poll(() => page.getByTestId('points-spendable').innerText()).toBe(String(spendable - 100));
    expect(await page.getByTestId('points-lifetime').innerText()).toBe(String(spendable));
    expect(await walletBalanceMinor()).toBe(balanceBefore + 1_000n);
    await poll(() => page.getByTestId('header-balance').innerText()).toContain(money(balanceBefore + 1_000n));
    await page.getByTestId('mall-tab-details').click();
    const spent = page.locator('[data-testid="points-line"][data-code="points_redeem"]');
    await spent.first().waitFor();
    expect(await spent.count()).toBe(1);
    expect(await spent.getByTestId('points-line-points').innerText()).toBe('-100');
    // Spending never lowers the level.
    expect(await page.getByTestId('points-vip-badge').getAttribute('title')).toBe('Bronze');
    await shot(page, 'redeem-details-desktop-en');
    await page.context().close();
  });

  it('renders the mall and the missions in Nepali on a phone, with no missing text', async () => {
    const page = await memberPage({ phone: true, language: 'NE' });
    await page.goto('/pointMall');
    await mallItem(page, 'तपाईंको ब्यालेन्समा रु १०').waitFor();
    await poll(() => page.getByTestId('points-spendable').innerText()).toBe(
      String(earnedPoints + missionPoints - 100),
    );
    const mallText = await page.locator('body').innerText();
    expect(mallText.match(missingKey)?.[0] ?? null).toBeNull();
    expect(devanagari.test(await page.getByTestId('mall-tab-history').innerText())).toBe(true);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, 'mall-phone-ne');
    await page.getByTestId('mall-tab-history').click();
    await page.getByTestId('redeem-row').first().waitFor();
    expect((await page.locator('body').innerText()).match(missingKey)?.[0] ?? null).toBeNull();

    await openMissions(page);
    await missionCard(page, 'आज एक पटक जम्मा गर्नुहोस्').waitFor();
    const missionsText = await page.getByTestId('member-centre-page').innerText();
    expect(missionsText.match(missingKey)?.[0] ?? null).toBeNull();
    expect(devanagari.test(missionsText)).toBe(true);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, 'missions-phone-ne');
    await page.context().close();
  });

  it('with PTSYS3 off the mall is a 404 and the account menu has no points entry', async () => {
    const page = await memberPage();
    await page.goto('/pointMall');
    await page.getByTestId('points-mall').waitFor();
    await page.getByTestId('account-menu-trigger').click();
    await page.getByTestId('account-menu-points').waitFor();

    await setPointsSystem(false);
    await page.goto('/pointMall');
    await page.getByTestId('not-found-page').waitFor();
    expect(await page.getByTestId('points-mall').count()).toBe(0);
    await page.getByTestId('account-menu-trigger').click();
    await page.getByTestId('account-menu').waitFor();
    expect(await page.getByTestId('account-menu-points').count()).toBe(0);
    const items = await memberApi().request('GET', '/api/points-mall/items', member.token);
    expect(items.status).toBe(404);
    await shot(page, 'mall-off-desktop-en');

    await setPointsSystem(true);
    await page.goto('/pointMall');
    await page.getByTestId('points-mall').waitFor();
    await page.context().close();
  });
});
