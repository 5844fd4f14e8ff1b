import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/accessibility.js';
import { pngImage, sidewaysOverflow, staffTokenPage } from './support/back-office.js';
import { launchBrowser } from './support/browser.js';
import { connectDatabase } from './support/database.js';
import { ipSource, type RegisteredMember, registerMember } from './support/members.js';
import { poll } from './support/poll.js';
import { staffApiToken } from './support/staff.js';

/**
 * The back office's loyalty screens (issue 17): staff create and publish a goods item of the points mall
 * with its image, give a member points by hand with a reason, and approve the member's redeem of the item
 * from the queue; the member's redeem is then approved and its points spent. Every loyalty screen renders
 * in EN and NE without sideways scrolling. Set LOYALTY_SHOTS_DIR to keep screenshots for a human.
 */

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const shotsDir = process.env.LOYALTY_SHOTS_DIR;

const memberPassword = 'Loyalty-e2e-2024';
const paymentPassword = '246813';
const suffix = randomBytes(3).toString('hex');
const staffAddress = '198.51.100.117';
const freshIp = ipSource(117);
const devanagari = /[\u0900-\u097F]/;

let browser: Browser;
let database: pg.Client;
let adminToken: string;
let member: RegisteredMember;
let originalWhitelabel: Record<string, boolean> | undefined;
/** The rates and VIP levels before this file, put back after it (other suites read their own). */
let originalRates:
  | { defaultValidBetPerPointMinor: string | null; categories: Record<string, string> }
  | undefined;
let originalLevels: unknown[] | undefined;
let createdItemId: string | undefined;

/** The back office at `address`, signed in as the suite's admin, from the staff address. */
function staffPage(address: string, options: { phone?: boolean; language?: 'EN' | 'NE' } = {}) {
  return staffTokenPage(browser, { baseUrl, token: adminToken, from: staffAddress, address, ...options });
}

/** A small striped png, the suite's own colours. */
function stripedPng(width: number, height: number): Buffer {
  return pngImage(width, height, (x, y) => [200, x * 5, y * 7]);
}

/** A screenshot of the whole page, or of the viewport only (a dialog), or of one element. */
async function shot(page: Page, name: string, target: 'page' | 'viewport' | Locator = 'page') {
  if (!shotsDir) return;
  await mkdir(shotsDir, { recursive: true });
  const file = path.join(shotsDir, `${name}.png`);
  if (target === 'page' || target === 'viewport')
    await page.screenshot({ path: file, fullPage: target === 'page' });
  else await target.screenshot({ path: file });
}

async function staffCall(method: string, address: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${address}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': staffAddress,
      authorization: `Bearer ${adminToken}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, text).toBeLessThan(300);
  return JSON.parse(text) as Record<string, unknown>;
}

/** The member's own call to the site's API, from a fresh visitor address. */
async function memberCall(method: string, address: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${address}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': freshIp(),
      authorization: `Bearer ${member.token}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) as Record<string, unknown> };
}

/** Turns the points system (PTSYS3) on or off and waits until the server reads it. */
async function setPointsSystem(on: boolean): Promise<void> {
  await database.query(
    `insert into settings (key, value, updated_by) values ('whitelabel', $1, 'e2e')
     on conflict (key) do update set value = excluded.value, updated_at = now()`,
    [JSON.stringify({ ...originalWhitelabel, PTSYS3: on })],
  );
  // Settings reach the server within its refresh interval (500 ms in the e2e servers).
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const reply = (await (await fetch(`${baseUrl}/api/system/site-settings`)).json()) as {
      whitelabel: Record<string, boolean>;
    };
    if ((reply.whitelabel.PTSYS3 === true) === on) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`PTSYS3 did not become ${on}`);
}

beforeAll(async () => {
  browser = await launchBrowser();
  database = await connectDatabase(dataDir);
  adminToken = await staffApiToken({
    baseUrl,
    dataDir,
    role: 'admin',
    username: `loy${suffix}`,
    address: staffAddress,
  });
  const settings = (await (await fetch(`${baseUrl}/api/system/site-settings`)).json()) as {
    whitelabel: Record<string, boolean>;
  };
  originalWhitelabel = settings.whitelabel;
  await setPointsSystem(true);
  member = await registerMember({
    baseUrl,
    database,
    ip: freshIp(),
    prefix: 'loy',
    password: memberPassword,
  });
  const set = await memberCall('POST', '/api/members/me/payment-password', {
    loginPassword: memberPassword,
    paymentPassword,
    confirmPaymentPassword: paymentPassword,
  });
  expect(set.status, set.text).toBeLessThan(300);
  const rates = (await staffCall('GET', '/api/admin/points/rates')) as {
    current: {
      defaultValidBetPerPointMinor: string | null;
      categories: { category: string; validBetPerPointMinor: string }[];
    } | null;
  };
  originalRates = {
    defaultValidBetPerPointMinor: rates.current?.defaultValidBetPerPointMinor ?? null,
    categories: Object.fromEntries(
      (rates.current?.categories ?? []).map((entry) => [entry.category, entry.validBetPerPointMinor]),
    ),
  };
  originalLevels = ((await staffCall('GET', '/api/admin/vip-levels')) as { levels: unknown[] }).levels;
}, 120_000);

afterAll(async () => {
  // The suite's item leaves the members' mall (other suites count what they publish).
  if (createdItemId)
    await staffCall('POST', `/api/admin/points-mall/items/${createdItemId}/status`, { status: 'hidden' });
  if (originalRates) await staffCall('PUT', '/api/admin/points/rates', originalRates);
  if (originalLevels) await staffCall('PUT', '/api/admin/vip-levels', { levels: originalLevels });
  if (originalWhitelabel)
    await database?.query(`update settings set value = $1, updated_at = now() where key = 'whitelabel'`, [
      JSON.stringify(originalWhitelabel),
    ]);
  await browser?.close();
  await database?.end();
});

describe('back office: loyalty', () => {
  const title = `Travel mug ${suffix}`;
  let itemId = '';

  it('creates a goods item with an image and publishes it', async () => {
    const page = await staffPage('/point-mall');
    await page.getByTestId('nav-point-mall').waitFor();
    await page.getByTestId('mall-item-create').click();
    const dialog = page.getByTestId('mall-item-dialog');
    await dialog.waitFor();
    // Nothing typed: every required field says so, and nothing is sent.
    await page.getByTestId('mall-item-save').click();
    await page.getByTestId('mall-item-problems').waitFor();
    expect(await page.getByTestId('mall-item-title-EN').getAttribute('aria-invalid')).toBe('true');
    await page.getByTestId('mall-item-title-EN').fill(title);
    await page.getByTestId('mall-item-title-NE').fill(`यात्रा मग ${suffix}`);
    await page.getByTestId('mall-item-description-EN').fill('A steel mug that keeps tea hot for hours.');
    await page.getByTestId('mall-item-points-price').fill('300');
    await dialog.getByTestId('mall-item-stock').fill('5');
    await page.getByTestId('mall-item-member-limit').fill('2');
    await page
      .getByTestId('mall-image-file')
      .setInputFiles({ name: 'mug.png', mimeType: 'image/png', buffer: stripedPng(48, 32) });
    await page.getByTestId('mall-image').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'mall-item-dialog-desktop-en', 'viewport');
    await page.getByTestId('mall-item-save').click();
    await dialog.waitFor({ state: 'detached' });

    const row = page.locator(`[data-testid="mall-item-row"][data-title="${title}"]`);
    await row.waitFor();
    itemId = (await row.getAttribute('data-item-id')) ?? '';
    createdItemId = itemId;
    expect(await row.getByTestId('mall-item-status').getAttribute('data-value')).toBe('draft');
    expect(await row.getByTestId('mall-item-stock-cell').innerText()).toBe('5');
    await row.getByTestId('mall-item-published').click();
    await page.getByTestId('mall-status-confirm').click();
    await page.getByTestId('mall-status-done').click();
    await poll(() => row.getByTestId('mall-item-status').getAttribute('data-value')).toBe('published');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'point-mall-desktop-en');
    await page.context().close();

    // Members see it in the mall, with its image.
    const listed = (await (await fetch(`${baseUrl}/api/points-mall/items?page=1`)).json()) as {
      items: { id: string; images: unknown[] }[];
    };
    const found = listed.items?.find((item) => item.id === itemId);
    expect(found?.images).toHaveLength(1);
    const audited = await database.query('select 1 from audit_log where target_id = $1', [itemId]);
    expect(audited.rows.length).toBeGreaterThanOrEqual(2);
  });

  it('gives a member points by hand with a reason, shown in the member page', async () => {
    const page = await staffPage(`/members/${member.id}`);
    await page.getByTestId('member-points').waitFor();
    await poll(() => page.getByTestId('member-points-spendable').innerText()).toBe('0');
    await page.getByTestId('points-adjust-open').click();
    await page.getByTestId('points-adjust-points').fill('1000');
    // No reason: refused in the dialog before anything is sent.
    await page.getByTestId('points-adjust-dialog-confirm').click();
    expect(await page.getByTestId('points-adjust-dialog-reason').getAttribute('aria-invalid')).toBe('true');
    await page.getByTestId('points-adjust-dialog-reason').fill('Goodwill for a delayed withdrawal');
    await page.getByTestId('points-adjust-dialog-confirm').click();
    await page.getByTestId('points-adjust-dialog').waitFor({ state: 'detached' });
    await poll(() => page.getByTestId('member-points-spendable').innerText()).toBe('1,000');
    expect(await page.getByTestId('member-points-lifetime').innerText()).toBe('1,000');
    const line = page.getByTestId('member-points-line').first();
    expect(await line.getByTestId('points-line-points').innerText()).toBe('+1,000');
    expect(await line.innerText()).toContain('Staff adjustment');
    // Audited with its reason.
    const audited = await database.query<{ after: { points: string; reason: string } }>(
      `select after from audit_log where action = 'points.adjust' and target_id = $1`,
      [member.id],
    );
    expect(audited.rows.map((row) => row.after)).toMatchObject([
      { points: '1000', reason: 'Goodwill for a delayed withdrawal' },
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'member-points-desktop-en', page.getByTestId('member-points'));
    await page.context().close();
  });

  it("approves the member's goods redeem from the queue", async () => {
    const redeemed = await memberCall('POST', '/api/points-mall/redeems', {
      requestId: randomUUID(),
      itemId,
      quantity: 1,
      paymentPassword,
      remark: 'Deliver to the Pokhara office',
    });
    expect(redeemed.status, redeemed.text).toBe(200);
    const redeem = redeemed.json().redeem as { id: string; status: string };
    expect(redeem.status).toBe('in_process');

    const page = await staffPage('/redeems');
    const row = page.locator(`[data-testid="redeem-row"][data-redeem-id="${redeem.id}"]`);
    await row.waitFor();
    expect(await row.innerText()).toContain('Deliver to the Pokhara office');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'redeem-queue-desktop-en');
    await row.getByTestId('application-approve').click();
    await page.getByTestId('redeem-approve-dialog-reason').fill('Sent by courier');
    await page.getByTestId('redeem-approve-dialog-confirm').click();
    await page.getByTestId('redeem-approve-dialog').waitFor({ state: 'detached' });
    // The queue shows what waits: the decided redeem leaves it.
    await row.waitFor({ state: 'detached' });
    await page.context().close();

    const history = await memberCall('GET', '/api/points-mall/redeems?page=1');
    const mine = (history.json().redeems as { id: string; status: string; remark: string | null }[]).find(
      (entry) => entry.id === redeem.id,
    );
    expect(mine).toMatchObject({ status: 'approved', remark: 'Sent by courier' });
    const balance = (await memberCall('GET', '/api/points/balance')).json();
    expect(balance).toMatchObject({ spendablePoints: '700', lifetimePoints: '1000' });
  });

  it('saves new points rates, a VIP level, a mission and a ranking board', async () => {
    const rates = await staffPage('/points-rates');
    await rates.getByTestId('points-rate-default').fill('10');
    await rates.getByTestId('points-rate-LIVE').fill('2.5');
    await rates.getByTestId('points-rates-save').click();
    await rates.getByTestId('points-rates-saved').waitFor();
    await rates.getByTestId('points-rate-version').first().waitFor();
    expect(await rates.getByTestId('points-rate-version').first().innerText()).toContain('LIVE');
    const saved = (await staffCall('GET', '/api/admin/points/rates')) as {
      current: { defaultValidBetPerPointMinor: string; categories: unknown[] };
    };
    expect(saved.current).toMatchObject({
      defaultValidBetPerPointMinor: '1000',
      categories: [{ category: 'LIVE', validBetPerPointMinor: '250' }],
    });
    await rates.context().close();

    const vip = await staffPage('/vip-levels');
    await vip.getByTestId('vip-levels-form').waitFor();
    const before = await vip.getByTestId('vip-level').count();
    await vip.getByTestId('vip-level-add').click();
    await vip.getByTestId(`vip-level-${before}-name-EN`).fill(`Diamond ${suffix}`);
    await vip.getByTestId(`vip-level-${before}-name-NE`).fill(`हीरा ${suffix}`);
    await vip.getByTestId(`vip-level-${before}-threshold`).fill('900000000');
    await vip.getByTestId(`vip-level-${before}-rebate`).fill('0.5');
    await vip.getByTestId(`vip-level-${before}-upgrade-bonus`).fill('100');
    await vip.getByTestId('vip-levels-save').click();
    await vip.getByTestId('vip-levels-saved').waitFor();
    const levels = (await staffCall('GET', '/api/admin/vip-levels')) as {
      levels: { names: { EN: string } }[];
    };
    expect(levels.levels.at(-1)?.names.EN).toBe(`Diamond ${suffix}`);
    await vip.context().close();

    // Staff set the member's level by hand with a reason, kept in its history; then take it away again.
    const memberPage = await staffPage(`/members/${member.id}`);
    await memberPage.getByTestId('member-vip').waitFor();
    await memberPage.getByTestId('vip-set-open').click();
    await memberPage.getByTestId('vip-set-level').selectOption(String(before + 1));
    await memberPage.getByTestId('vip-set-dialog-reason').fill('Moved over from a partner brand');
    await memberPage.getByTestId('vip-set-dialog-confirm').click();
    await memberPage.getByTestId('vip-set-dialog').waitFor({ state: 'detached' });
    await poll(() => memberPage.getByTestId('member-vip-level').innerText()).toBe(
      `${before + 1} · Diamond ${suffix}`,
    );
    const history = memberPage.getByTestId('member-vip-history-row').first();
    expect(await history.innerText()).toContain('Moved over from a partner brand');
    await shot(memberPage, 'member-vip-desktop-en', memberPage.getByTestId('member-vip'));
    await memberPage.getByTestId('vip-set-open').click();
    await memberPage.getByTestId('vip-set-level').selectOption('0');
    await memberPage.getByTestId('vip-set-dialog-reason').fill('Partner brand move cancelled');
    await memberPage.getByTestId('vip-set-dialog-confirm').click();
    await memberPage.getByTestId('vip-set-dialog').waitFor({ state: 'detached' });
    await poll(() => memberPage.getByTestId('member-vip-level').innerText()).toBe('No level');
    await memberPage.context().close();

    const missions = await staffPage('/missions');
    await missions.getByTestId('mission-create').click();
    await missions.getByTestId('mission-title-EN').fill(`Live table week ${suffix}`);
    await missions.getByTestId('mission-period').selectOption('weekly');
    await missions.getByTestId('mission-category').selectOption('LIVE');
    await missions.getByTestId('mission-target').fill('500');
    await missions.getByTestId('mission-reward-kind').selectOption('bonus');
    await missions.getByTestId('mission-reward').fill('25');
    await missions.getByTestId('mission-wagering-multiple').fill('3');
    await missions.getByTestId('mission-starts').fill('2026-01-01T00:00');
    await shot(missions, 'mission-dialog-desktop-en', 'viewport');
    await missions.getByTestId('mission-save').click();
    await missions.getByTestId('mission-dialog').waitFor({ state: 'detached' });
    await missions.getByTestId('mission-row').first().waitFor();
    expect(await missions.getByTestId('mission-table').innerText()).toContain(`Live table week ${suffix}`);
    await missions.getByTestId('mission-row').first().getByTestId('mission-results').click();
    const claims = missions.getByTestId('mission-claims-dialog');
    await claims.waitFor();
    await poll(() => claims.getByTestId('loading-state').count()).toBe(0);
    expect(await claims.getByTestId('error-state').count()).toBe(0);
    await missions.context().close();

    const boards = await staffPage('/ranking-boards');
    await boards.getByTestId('ranking-create').click();
    await boards.getByTestId('ranking-title-EN').fill(`Biggest win ${suffix}`);
    await boards.getByTestId('ranking-metric').selectOption('biggest_win');
    await boards.getByTestId('ranking-prize-add').click();
    await boards.getByTestId('ranking-prize-0-amount').fill('1000');
    await boards.getByTestId('ranking-prize-add').click();
    await boards.getByTestId('ranking-prize-1-kind').selectOption('points');
    await boards.getByTestId('ranking-prize-1-amount').fill('500');
    await shot(boards, 'ranking-dialog-desktop-en', 'viewport');
    await boards.getByTestId('ranking-save').click();
    await boards.getByTestId('ranking-dialog').waitFor({ state: 'detached' });
    await boards.getByTestId('ranking-row').first().waitFor();
    const boardText = await boards.getByTestId('ranking-table').innerText();
    expect(boardText).toContain(`Biggest win ${suffix}`);
    expect(boardText).toContain('500 points');
    // A board's frozen periods with their payouts (none yet for a new board: it says so).
    await boards.getByTestId('ranking-row').first().getByTestId('ranking-results').click();
    const results = boards.getByTestId('ranking-results-dialog');
    await results.waitFor();
    await poll(() => results.getByTestId('loading-state').count()).toBe(0);
    expect(await results.getByTestId('error-state').count()).toBe(0);
    await shot(boards, 'ranking-results-desktop-en', 'viewport');
    await boards.context().close();
  });

  it('renders every loyalty screen in EN and NE, desktop and phone, without sideways scrolling', async () => {
    const screens = [
      '/points-rates',
      '/point-mall',
      '/redeems',
      '/vip-levels',
      '/missions',
      '/ranking-boards',
    ];
    for (const language of ['EN', 'NE'] as const) {
      for (const address of screens) {
        const page = await staffPage(address, { language });
        const id = address.slice(1);
        await page.locator(`[data-page="${id}"]`).waitFor();
        await poll(() => page.getByTestId('loading-state').count()).toBe(0);
        await page
          .getByTestId('error-state')
          .waitFor({ state: 'detached', timeout: 1_000 })
          .catch(() => {});
        expect(await page.getByTestId('error-state').count(), `${language} ${address}`).toBe(0);
        if (language === 'NE') expect(await page.locator('h1').innerText()).toMatch(devanagari);
        expect(await sidewaysOverflow(page), `${language} ${address}`).toBeLessThanOrEqual(0);
        await shot(page, `${id}-desktop-${language.toLowerCase()}`);
        await page.context().close();
      }
      for (const address of ['/point-mall', `/members/${member.id}`]) {
        const page = await staffPage(address, { language, phone: true });
        await poll(() => page.getByTestId('loading-state').count()).toBe(0);
        expect(await sidewaysOverflow(page), `phone ${language} ${address}`).toBeLessThanOrEqual(0);
        const name = `${address.split('/')[1]}-phone-${language.toLowerCase()}`;
        if (address.startsWith('/members')) {
          await page.getByTestId('member-points-line').first().waitFor();
          await shot(page, `${name}-points`, page.getByTestId('member-points'));
          await shot(page, `${name}-vip`, page.getByTestId('member-vip'));
        } else {
          await shot(page, name);
          // The item editor as a full-screen sheet on a phone.
          await page.getByTestId('mall-item-edit').first().click();
          await page.getByTestId('mall-item-dialog').waitFor();
          await shot(page, `${name}-editor`, 'viewport');
        }
        await page.context().close();
      }
    }
  });
});
