import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, phoneViewport } from './support/browser.js';
import { connectDatabase } from './support/database.js';
import { type Ledger, openLedger } from './support/ledger.js';
import { ipSource, registerMember } from './support/members.js';
import { poll } from './support/poll.js';
import { signedInStaff, useStaffLanguage } from './support/staff.js';

/**
 * Issue 19 #7 as staff meet it: an admin changes a fast game's odds (the stated return follows), opens a
 * draw with a member's bets, cancels it with a reason after a confirmation that says how many stakes go
 * back, and the member's stake returns; the lottery pages render in NE on a phone.
 */
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const shotsDir = '/tmp/shots/q6';
const desktopViewport = { width: 1280, height: 800 };
const devanagari = /[\u0900-\u097F]/;
const freshIp = ipSource(167);

let browser: Browser;
let database: pg.Client;
let ledger: Ledger;

beforeAll(async () => {
  await mkdir(shotsDir, { recursive: true });
  browser = await launchBrowser();
  database = await connectDatabase(dataDir);
  ledger = await openLedger(dataDir);
});

afterAll(async () => {
  await browser?.close();
  await database?.end();
  await ledger?.close();
});

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

async function api(method: string, url: string, token: string, ip: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'x-forwarded-for': ip,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function balanceMinor(token: string, ip: string): Promise<bigint> {
  const response = await api('GET', '/api/wallet/balance', token, ip);
  expect(response.status).toBe(200);
  return BigInt(response.body.balanceMinor as string);
}

/** The fast_5m draw on sale now with at least 45 s before its sales close (a new one opens every 5 minutes). */
async function openFiveMinuteDraw(ip: string): Promise<string> {
  let drawId = '';
  await poll(async () => {
    const response = await fetch(`${baseUrl}/api/lottery/game?gameCode=fast_5m`, {
      headers: { 'x-forwarded-for': ip },
    });
    const game = (await response.json()) as { currentDraw: { drawId: string; salesCloseAt: string } | null };
    const draw = game.currentDraw;
    if (!draw || Date.parse(draw.salesCloseAt) - Date.now() < 45_000) return false;
    drawId = draw.drawId;
    return true;
  }, 240_000).toBe(true);
  return drawId;
}

describe('back office lottery', () => {
  it('staff change odds, see a draw with its bets, cancel it with a reason and the stake returns', {
    timeout: 360_000,
  }, async () => {
    const ip = freshIp();
    const member = await registerMember({ baseUrl, database, ip, prefix: 'bol', password: 'Play-e2e-2024' });
    expect(await ledger.fund(member.id, 50_000n)).toBe(50_000n);
    const drawId = await openFiveMinuteDraw(ip);
    for (const number of ['3', '8']) {
      const placed = await api('POST', '/api/lottery/bets', member.token, ip, {
        requestId: randomUUID(),
        drawId,
        betType: 'digit',
        selection: { position: 2, numbers: [number] },
        unitStakeMinor: '1500',
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    }
    expect(await balanceMinor(member.token, ip)).toBe(47_000n);

    const page = await signedInStaff(browser, {
      baseUrl,
      dataDir,
      role: 'admin',
      username: `bolad${randomUUID().slice(0, 6)}`,
      address: freshIp(),
      context: { viewport: desktopViewport },
    });
    await page.getByTestId('nav-lottery').click();
    await page.getByTestId('lottery-game-fast_3m').waitFor();
    await page.getByTestId('lottery-game-edit-fast_3m').click();
    const dialog = page.getByTestId('lottery-game-dialog');
    await dialog.waitFor();
    await page.getByTestId('lottery-odds-digit-win').fill('11');
    await expect.poll(() => page.getByTestId('lottery-stated-return-digit').innerText()).toContain('110.00');
    // Odds paying back more than the stakes are refused in the form, before anything is sent.
    await page.getByTestId('lottery-game-save').click();
    await expect.poll(() => dialog.innerText()).toContain('stated return above 100%');
    await page.getByTestId('lottery-odds-digit-win').fill('9.7');
    await expect.poll(() => page.getByTestId('lottery-stated-return-digit').innerText()).toContain('97.00');
    await shot(page, 'lottery-game-dialog-desktop');
    await page.getByTestId('lottery-game-save').click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('lottery-odds-value-fast_3m-digit').innerText()).toBe('9.7×');
    const audit = await database.query(
      'select count(*)::int as count from audit_log where action = $1 and target_id = $2',
      ['lottery.game_config', 'fast_3m'],
    );
    expect(audit.rows[0]?.count).toBeGreaterThanOrEqual(1);
    await shot(page, 'lottery-games-desktop');

    await page.goto(`/admin/lottery/draws/${drawId}`);
    await page.getByTestId('lottery-draw').waitFor();
    await expect.poll(() => page.getByTestId('lottery-bet-row').count()).toBe(2);
    expect(await page.getByTestId('lottery-seed-hash').innerText()).toMatch(/^[0-9a-f]{64}$/);
    expect(await page.getByTestId('lottery-total-staked').innerText()).toContain('30.00');
    await shot(page, 'lottery-draw-desktop');
    await page.getByTestId('lottery-draw-cancel').click();
    const cancelDialog = page.getByTestId('lottery-cancel-dialog');
    await cancelDialog.waitFor();
    expect(await cancelDialog.innerText()).toContain('2 stakes will be refunded');
    await page.getByTestId('lottery-cancel-dialog-reason').fill('Drawing machine fault in the studio');
    await shot(page, 'lottery-cancel-dialog-desktop');
    await page.getByTestId('lottery-cancel-dialog-confirm').click();
    await cancelDialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('lottery-draw').getAttribute('data-status')).toBe('cancelled');
    expect(await page.getByTestId('lottery-cancel-reason').innerText()).toContain('Drawing machine fault');
    await expect
      .poll(() => page.locator('[data-testid="lottery-bet-row"][data-status="refunded"]').count())
      .toBe(2);
    expect(await balanceMinor(member.token, ip)).toBe(50_000n);
    await shot(page, 'lottery-draw-cancelled-desktop');
    await page.close();
  });

  it('renders the lottery pages in NE on a phone', async () => {
    const page = await signedInStaff(browser, {
      baseUrl,
      dataDir,
      role: 'finance',
      username: `bolne${randomUUID().slice(0, 6)}`,
      address: freshIp(),
      context: { viewport: phoneViewport, isMobile: true, hasTouch: true },
    });
    await useStaffLanguage(page, 'NE');
    await page.goto('/admin/lottery');
    await page.getByTestId('lottery-game-vn_north').waitFor();
    expect(await page.getByTestId('lottery-game-vn_north').innerText()).toMatch(devanagari);
    await page.getByTestId('lottery-draw-row').first().waitFor();
    await shot(page, 'lottery-ne-phone');
    await page.getByTestId('lottery-draw-open').first().click();
    await page.getByTestId('lottery-draw').waitFor();
    expect(await page.getByTestId('lottery-draw').innerText()).toMatch(devanagari);
    await shot(page, 'lottery-draw-ne-phone');
    await page.close();
  });
});
