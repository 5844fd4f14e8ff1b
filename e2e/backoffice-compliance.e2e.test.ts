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
import { ipSource, type RegisteredMember, registerMember } from './support/members.js';
import { signedInStaff } from './support/staff.js';

/**
 * Back-office compliance (issue 20, H7): the member compliance panel shows a marker and register answer
 * and records an interaction; the harm-markers report reviews the marker with an interaction; the audit
 * page shows the chain status. Phone and desktop, EN and NE.
 */

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
/** Set COMPLIANCE_SHOTS_DIR to keep phone and desktop screenshots for a human to look at. */
const shotsDir = process.env.COMPLIANCE_SHOTS_DIR;
const suffix = randomBytes(3).toString('hex');
const staffAddress = '198.51.100.97';
const freshIp = ipSource(97);
const devanagari = /[\u0900-\u097F]/;

let browser: Browser;
let database: pg.Client;
let ledger: Ledger;
let riskToken: string;
let member: RegisteredMember;
let markerId: string;

async function staffPage(url: string, viewport = desktopViewport, language = 'EN'): Promise<Page> {
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
    [riskToken, language],
  );
  await page.goto(url);
  return page;
}

async function expectEventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<void> {
  const startedAt = Date.now();
  let value = await read();
  while (value !== expected && Date.now() - startedAt < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  expect(value).toBe(expected);
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
  const page = await signedInStaff(browser, {
    baseUrl,
    dataDir,
    role: 'risk',
    username: `comp${suffix}`,
    address: staffAddress,
  });
  riskToken = (await page.evaluate(() => sessionStorage.getItem('adminToken'))) ?? '';
  await page.context().close();
  member = await registerMember({
    baseUrl,
    database,
    ip: freshIp(),
    prefix: 'cmp',
    password: 'Comp-e2e-2024',
  });
  // What the hourly job and the register would have written for this member.
  await database.query(
    `insert into rg_register_checks (member_id, provider, trigger, answer, latency_ms, checked_at)
     values ($1, 'simulator', 'login', 'previously_excluded', 12, now() - interval '2 days')`,
    [member.id],
  );
  const marker = await database.query<{ id: string }>(
    `insert into harm_markers (member_id, rule, window_start, window_end, evidence, created_at)
     values ($1, 'register_previously_excluded', date_trunc('day', now()) - interval '30 days',
       date_trunc('day', now()), '{"answers": 1, "provider": "simulator"}', now()) returning id::text`,
    [member.id],
  );
  markerId = marker.rows[0]?.id ?? '';
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await database?.end();
  await ledger?.close();
});

describe('back-office compliance', () => {
  it('member panel shows the marker and register answer and records an interaction', async () => {
    const page = await staffPage(`/admin/members/${member.id}`);
    const panel = page.getByTestId('member-compliance');
    await panel.getByTestId('compliance-marker').waitFor();
    expect(await panel.getByTestId('compliance-register-check').innerText()).toContain('Previously excluded');
    await panel
      .getByTestId('compliance-interaction-form-body')
      .fill('Called the member about play at night.');
    await panel.getByTestId('compliance-interaction-form-save').click();
    await panel.getByTestId('compliance-interaction').filter({ hasText: 'play at night' }).waitFor();
    await page.reload();
    await page.getByTestId('compliance-interaction').filter({ hasText: 'play at night' }).waitFor();
    expect(await page.getByTestId('compliance-exclusion-form').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'member-compliance-desktop-en');
    await page.context().close();
    const phone = await staffPage(`/admin/members/${member.id}`, phoneViewport, 'NE');
    await phone.getByTestId('compliance-marker').waitFor();
    expect(await phone.getByTestId('member-compliance').locator('h2').innerText()).toMatch(devanagari);
    await shot(phone, 'member-compliance-phone-ne');
    await phone.context().close();
  });

  it('harm-markers report reviews the marker with an interaction, once', async () => {
    const page = await staffPage('/admin/compliance/harm-markers');
    const card = page.getByTestId('harm-marker').filter({ hasText: member.username });
    await card.waitFor();
    await shot(page, 'harm-markers-desktop-en');
    await card.getByTestId('harm-marker-review').click();
    await card
      .getByTestId('harm-marker-review-form-body')
      .fill('Reviewed: register says previously excluded.');
    await card.getByTestId('harm-marker-review-form-save').click();
    await card.waitFor({ state: 'detached' });
    const row = await database.query<{ status: string }>('select status from harm_markers where id = $1', [
      markerId,
    ]);
    expect(row.rows[0]?.status).toBe('reviewed');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
    const phone = await staffPage('/admin/compliance/harm-markers', phoneViewport);
    await phone.getByTestId('harm-filter-status').selectOption('reviewed');
    await phone.getByTestId('harm-marker').filter({ hasText: member.username }).waitFor();
    await shot(phone, 'harm-markers-phone-en');
    await phone.context().close();
  });

  it('KYC: a document the member uploaded is verified in the queue and shows on the member panel', async () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8cfc0f01f0005000201a0f5e6d90000000049454e44ae426082',
      'hex',
    );
    const form = new FormData();
    form.append('documentType', 'passport');
    form.append('document', new Blob([png], { type: 'image/png' }), 'passport.png');
    const uploaded = await fetch(`${baseUrl}/api/kyc/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}`, 'x-forwarded-for': freshIp() },
      body: form,
    });
    expect(uploaded.status, await uploaded.text()).toBe(200);
    const page = await staffPage('/admin/compliance/kyc');
    const row = page.getByTestId('kyc-queue-row').filter({ hasText: member.username });
    await row.getByTestId('kyc-open').click();
    await page.getByTestId('kyc-verify-birth-date').fill('1990-05-17');
    await page.getByTestId('kyc-verify-full-name').fill('Compliance Member');
    await page.getByTestId('kyc-verify-confirm').click();
    await expectEventually(async () => {
      const state = await database.query<{ status: string }>(
        'select status from member_kyc where member_id = $1',
        [member.id],
      );
      return state.rows[0]?.status;
    }, 'verified');
    await page.context().close();
    const panel = await staffPage(`/admin/members/${member.id}`);
    await panel.getByTestId('compliance-kyc').filter({ hasText: 'Verified' }).waitFor();
    await panel.context().close();
  });

  it('AML: a withdrawal a rule holds is refused approval until risk releases it with a note', async () => {
    const before = await database.query<{ value: unknown }>(
      "select value from settings where key = 'aml.rules'",
    );
    const rules = {
      rules: [
        {
          id: 'e2e-single-withdrawal',
          kind: 'single_withdrawal',
          thresholdMinor: '10000',
          periodHours: 0,
          playRatio: 0,
          action: 'flag_and_hold',
          enabled: true,
        },
      ],
    };
    const staffCall = async (token: string, method: string, url: string, body?: unknown) => {
      const response = await fetch(`${baseUrl}${url}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'x-forwarded-for': staffAddress,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    };
    const financePage = await signedInStaff(browser, {
      baseUrl,
      dataDir,
      role: 'finance',
      username: `fin${suffix}`,
      address: staffAddress,
    });
    const financeToken = (await financePage.evaluate(() => sessionStorage.getItem('adminToken'))) ?? '';
    await financePage.context().close();
    await database.query(
      `insert into settings (key, value, updated_by) values ('aml.rules', $1, 'e2e')
       on conflict (key) do update set value = excluded.value`,
      [JSON.stringify(rules)],
    );
    try {
      await expectEventually(
        async () => (await staffCall(riskToken, 'GET', '/api/admin/aml/rules')).body.value?.rules?.[0]?.id,
        'e2e-single-withdrawal',
      );
      const playerIp = freshIp();
      const player = await registerMember({
        baseUrl,
        database,
        ip: playerIp,
        prefix: 'aml',
        password: 'Aml-e2e-2024',
      });
      await ledger.fund(player.id, 50_000n);
      const memberCall = async (url: string, body: unknown) => {
        const response = await fetch(`${baseUrl}${url}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${player.token}`,
            'content-type': 'application/json',
            'x-forwarded-for': playerIp,
          },
          body: JSON.stringify(body),
        });
        return { status: response.status, body: await response.json() };
      };
      const paymentPassword = '582039';
      expect(
        (
          await memberCall('/api/members/me/payment-password', {
            loginPassword: 'Aml-e2e-2024',
            paymentPassword,
            confirmPaymentPassword: paymentPassword,
          })
        ).status,
      ).toBe(200);
      const requested = await memberCall('/api/withdrawals', {
        requestId: crypto.randomUUID(),
        amount: '200',
        paymentPassword,
        bankName: 'Nabil Bank',
        accountHolder: 'AML Member',
        accountNumber: '0123 4567 8901',
      });
      expect(requested.status, JSON.stringify(requested.body)).toBe(200);
      const withdrawalId = requested.body.id as string;
      await expectEventually(async () => {
        const held = await database.query('select 1 from withdrawal_holds where withdrawal_id = $1', [
          withdrawalId,
        ]);
        return held.rowCount;
      }, 1);
      const approve = () =>
        staffCall(financeToken, 'POST', `/api/admin/withdrawals/${withdrawalId}/decision`, {
          action: 'approve',
          reason: 'checks fine',
        });
      const refused = await approve();
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('withdrawal_on_hold');

      const page = await staffPage('/admin/compliance/aml');
      await page.getByTestId('aml-hold-row').filter({ hasText: player.username }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'aml-holds-desktop-en');
      await page.goto(`/admin/withdrawals/${withdrawalId}`);
      const banner = page.getByTestId('withdrawal-hold-banner');
      await banner.waitFor();
      await page.getByTestId('withdrawal-hold-release').click();
      await page.getByTestId('aml-release-dialog-reason').fill('Source of funds checked with the member.');
      await page.getByTestId('aml-release-dialog-confirm').click();
      await banner.waitFor({ state: 'detached' });
      const released = await database.query<{ note: string | null; by: string | null }>(
        'select release_note as note, released_by_name as by from withdrawal_holds where withdrawal_id = $1',
        [withdrawalId],
      );
      expect(released.rows[0]).toEqual({
        note: 'Source of funds checked with the member.',
        by: `comp${suffix}`,
      });
      await page.context().close();
      const approved = await approve();
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    } finally {
      if (before.rows[0])
        await database.query("update settings set value = $1 where key = 'aml.rules'", [
          JSON.stringify(before.rows[0].value),
        ]);
      else await database.query("delete from settings where key = 'aml.rules'");
    }
  });

  it('audit page shows the tamper-evident chain status', async () => {
    const page = await staffPage('/admin/audit');
    const status = page.getByTestId('audit-chain-status');
    await status.waitFor();
    expect(await status.innerText()).toMatch(/entr(y|ies) sealed/);
    await shot(page, 'audit-chain-desktop-en');
    await page.context().close();
    const phone = await staffPage('/admin/audit', phoneViewport);
    await phone.getByTestId('audit-chain-status').waitFor();
    await shot(phone, 'audit-chain-phone-en');
    await phone.context().close();
  });
});
