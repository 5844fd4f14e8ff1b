import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/accessibility.js';
import { launchBrowser, openPage, phoneViewport } from './support/browser.js';
import { connectDatabase } from './support/database.js';
import { ipSource, type RegisteredMember, registerMember } from './support/members.js';
import { poll } from './support/poll.js';
import { signedInStaff } from './support/staff.js';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
/** Set AGENTS_SHOTS_DIR to keep phone and desktop screenshots for a human to look at. */
const shotsDir = process.env.AGENTS_SHOTS_DIR;

const memberPassword = 'Agents-e2e-2024';
const suffix = randomBytes(3).toString('hex');
const staffAddress = '198.51.100.93';
const freshIp = ipSource(93);
const devanagari = /[\u0900-\u097F]/;
const desktop = { width: 1280, height: 800 };

let browser: Browser;
let database: pg.Client;
let adminToken: string;
/** Promoted to agent (type 1, top of its chain) through the back office. */
let agent: RegisteredMember;
/** Applies to become an affiliate; staff approve. */
let applicant: RegisteredMember;
let contractId: string;

async function staffPage(address: string, viewport = desktop, language = 'EN'): Promise<Page> {
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
  await page.goto(`/admin${address}`);
  await page.getByTestId('admin-layout').waitFor();
  return page;
}

async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  await mkdir(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** A member's own call to the site's API, from a fresh visitor address. */
async function memberCall(member: RegisteredMember, method: string, address: string, body?: unknown) {
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

/**
 * Runs a scheduled job now from the Jobs screen (its button, then the confirmation). A scheduled run of
 * the job that waits or runs holds the button back, or gets the request refused when it starts in
 * between; that run may predate the suite's changes, so the suite asks again until a run of its own starts.
 */
async function runNowFromJobsScreen(page: Page, jobName: string): Promise<void> {
  const row = page.locator(`[data-testid="scheduled-job-row"][data-job="${jobName}"]`);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    // The button is enabled once no run of the job waits or runs (the list refreshes every few seconds).
    await row.getByTestId('scheduled-job-run').click({ timeout: 60_000 });
    const dialog = page.getByTestId('scheduled-job-run-dialog');
    await dialog.getByTestId('scheduled-job-run-confirm').click();
    const outcome = dialog
      .getByTestId('scheduled-job-run-result')
      .or(dialog.getByTestId('scheduled-job-run-error'));
    await outcome.waitFor();
    const started = (await dialog.getByTestId('scheduled-job-run-result').count()) === 1;
    if (!started)
      expect(await dialog.getByTestId('scheduled-job-run-error').getAttribute('data-error-code')).toBe(
        'invalid_state',
      );
    await dialog.getByTestId('scheduled-job-run-done').click();
    await dialog.waitFor({ state: 'detached' });
    if (started) return;
  }
  throw new Error(`${jobName} was never started from the Jobs screen`);
}

async function memberType(memberId: string): Promise<number> {
  const row = await database.query<{ type: number }>('select type from members where id = $1', [memberId]);
  return Number(row.rows[0]?.type);
}

beforeAll(async () => {
  browser = await launchBrowser();
  database = await connectDatabase(dataDir);
  const page = await signedInStaff(browser, {
    baseUrl,
    dataDir,
    role: 'admin',
    username: `agt${suffix}`,
    address: staffAddress,
  });
  adminToken = (await page.evaluate(() => sessionStorage.getItem('adminToken'))) ?? '';
  await page.context().close();
  [agent, applicant] = await Promise.all([
    registerMember({ baseUrl, database, ip: freshIp(), prefix: 'agt', password: memberPassword }),
    registerMember({ baseUrl, database, ip: freshIp(), prefix: 'aff', password: memberPassword }),
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await database?.end();
});

describe('back office: the agent programme', () => {
  it('promotes a member to agent with a reason, and sets its contract flags', async () => {
    const page = await staffPage('/agents');
    await page.getByTestId('nav-agents').waitFor();
    await page.getByTestId('agent-lookup-query').fill(agent.username);
    await page.getByTestId('agent-lookup-submit').click();
    await page.locator(`[data-testid="agent-lookup-result"][data-member-id="${agent.id}"]`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page
      .locator(`[data-testid="agent-lookup-result"][data-member-id="${agent.id}"]`)
      .getByTestId('agent-lookup-open')
      .click();
    await page.getByTestId('agent-detail').waitFor();
    expect(await page.getByTestId('agent-detail-type').getAttribute('data-value')).toBe('0');

    await page.getByTestId('agent-action-promote').click();
    const dialog = page.getByTestId('agent-type-dialog');
    await dialog.waitFor();
    await page.getByTestId('agent-type-select').selectOption('1');
    // No reason: refused in the dialog before anything is sent.
    await page.getByTestId('agent-type-dialog-confirm').click();
    expect(await page.getByTestId('agent-type-dialog-reason').getAttribute('aria-invalid')).toBe('true');
    expect(await memberType(agent.id)).toBe(0);
    await page.getByTestId('agent-type-dialog-reason').fill('Runs a team of players in Pokhara');
    await page.getByTestId('agent-type-dialog-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await poll(() => page.getByTestId('agent-detail-type').getAttribute('data-value')).toBe('1');
    expect(await memberType(agent.id)).toBe(1);

    await page.getByTestId('agent-flag-realtimeSalaryEnabled').check();
    await page.getByTestId('agent-flag-dailySalaryEnabled').check();
    await page.getByTestId('agent-flags-reason').fill('Salary contracts agreed with the house');
    await page.getByTestId('agent-flags-save').click();
    await page.getByTestId('agent-flags-saved').waitFor();
    await page.reload();
    await page.getByTestId('agent-detail').waitFor();
    expect(await page.getByTestId('agent-flag-realtimeSalaryEnabled').isChecked()).toBe(true);
    expect(await page.getByTestId('agent-flag-dailySalaryEnabled').isChecked()).toBe(true);
    expect(await page.getByTestId('agent-flag-dividendEnabled').isChecked()).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'agent-detail-desktop-en');

    // Both changes are audited with the reason, and the audit link opens them.
    await page.getByTestId('agent-open-audit').click();
    await poll(() => page.getByTestId('audit-filter-target').inputValue()).toBe(agent.id);
    await page.context().close();
    const audited = await database.query<{ action: string }>(
      'select action from audit_log where target_id = $1 order by id',
      [agent.id],
    );
    expect(audited.rows.length).toBeGreaterThanOrEqual(2);

    // The agents list finds it by type, with its flags.
    const list = await staffPage(`/agents?type=1&query=${agent.username}`);
    const row = list.locator(`[data-testid="agent-row"][data-member-id="${agent.id}"]`);
    await row.waitFor();
    expect(await row.innerText()).toContain('Real-time');
    expect(await seriousViolations(list)).toEqual([]);
    await shot(list, 'agents-desktop-en');
    await list.context().close();
  });

  it('shows the tree: the agent at the top of its chain, its downline opened on demand', async () => {
    const registered = await memberCall(agent, 'POST', '/api/agent/downlines', {
      username: `dwn${randomBytes(4).toString('hex')}`,
      password: memberPassword,
      confirmPassword: memberPassword,
      birthday: '1991-02-03',
    });
    expect(registered.status, registered.text).toBe(200);
    const downline = registered.json() as { memberId: string; account: string };

    const page = await staffPage(`/agent-tree?member=${agent.id}`);
    await poll(() => page.getByTestId('tree-breadcrumb-current').innerText()).toBe(agent.username);
    const child = page.locator(`[data-testid="tree-node"][data-member-id="${downline.memberId}"]`);
    await child.waitFor();
    expect(await child.innerText()).toContain(downline.account);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'agent-tree-desktop-en');

    // From the tops of the chains, the agent opens lazily onto the same downline.
    await page.goto(`/admin/agent-tree?pageSize=100`);
    const top = page.locator(`[data-testid="tree-node"][data-member-id="${agent.id}"]`).first();
    await top.waitFor();
    await top.getByTestId('tree-toggle').first().click();
    await top.locator(`[data-testid="tree-node"][data-member-id="${downline.memberId}"]`).waitFor();
    await page.context().close();
  });

  it('approves an affiliate application: the member becomes an affiliate', async () => {
    const applied = await memberCall(applicant, 'POST', '/api/members/me/affiliate-application', {
      remark: 'I run a gaming page with 5,000 followers.',
      contact: 'whatsapp +977 9800000000',
    });
    expect(applied.status, applied.text).toBe(200);
    const page = await staffPage('/agent-applications');
    const row = page.locator(`[data-testid="application-row"][data-account="${applicant.username}"]`);
    await row.waitFor();
    expect(await row.innerText()).toContain('5,000 followers');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'applications-desktop-en');
    await row.getByTestId('application-approve').click();
    await page.getByTestId('application-decision-dialog').waitFor();
    await page.getByTestId('application-decision-dialog-reason').fill('Audience checked by the team');
    await page.getByTestId('application-decision-dialog-confirm').click();
    await page.getByTestId('application-decision-dialog').waitFor({ state: 'detached' });
    // Decided: it leaves the pending queue and is listed as approved.
    await poll(() => row.count()).toBe(0);
    await page.goto(`/admin/agent-applications?status=approved&query=${applicant.username}`);
    await poll(() => row.getByTestId('application-status').getAttribute('data-value')).toBe('approved');
    expect(await memberType(applicant.id)).toBe(41);
    await page.context().close();
  });

  it('offers a house contract with tiers to the top of a chain; the agent accepts it', async () => {
    const page = await staffPage(`/agents/${agent.id}`);
    await page.getByTestId('agent-offer-contract').click();
    await page.getByTestId('house-offer-form').waitFor();
    await poll(() =>
      page.locator(`[data-testid="offer-holder-option"][data-account="${agent.username}"]`).isChecked(),
    ).toBe(true);
    // A daily salary with two tiers; the second out of order first, so the form refuses it.
    await page.getByTestId('offer-kind').selectOption('daily');
    await page.getByTestId('tier-threshold').first().fill('1000');
    await page.getByTestId('tier-min-active').first().fill('1');
    await page.getByTestId('tier-value').first().fill('0.5');
    await page.getByTestId('tier-add').click();
    await page.getByTestId('tier-threshold').nth(1).fill('500');
    await page.getByTestId('tier-min-active').nth(1).fill('2');
    await page.getByTestId('tier-mode').nth(1).selectOption('fixed');
    await page.getByTestId('tier-value').nth(1).fill('250');
    await page.getByTestId('offer-submit').click();
    await page.getByTestId('offer-problems').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'house-offer-desktop-en');
    // Real-time instead: 0.5 % of the team's valid bet every 5 minutes.
    await page.getByTestId('offer-kind').selectOption('realtime');
    await page.getByTestId('offer-rate').fill('0.5');
    await page.getByTestId('offer-submit').click();
    await page.getByTestId('contract-detail').waitFor();
    contractId = (await page.getByTestId('contract-detail').getAttribute('data-contract-id')) ?? '';
    expect(contractId).toMatch(/^\d+$/);
    expect(await page.getByTestId('contract-status').getAttribute('data-value')).toBe('offered');
    expect(await page.getByTestId('contract-terms').innerText()).toContain('0.5 %');

    const accepted = await memberCall(agent, 'POST', `/api/contracts/${contractId}/response`, {
      decision: 'accept',
    });
    expect(accepted.status, accepted.text).toBe(200);
    await page.reload();
    await poll(() => page.getByTestId('contract-status').getAttribute('data-value')).toBe('active');
    await page.getByTestId('contract-history').getByText('Accepted').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'contract-detail-desktop-en');

    await page.goto(`/admin/agent-contracts?member=${agent.id}`);
    await page.locator(`[data-testid="contract-row"][data-contract-id="${contractId}"]`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('shows a settlement run of the contract after staff trigger the real-time job', async () => {
    // The shared server's clock cannot be moved, and a real-time window closes 5 minutes after it opens:
    // the contract is dated back a quarter of an hour so that its first windows have closed already.
    await database.query(
      `update agent_contracts
          set created_at = created_at - interval '20 minutes', activated_at = now() - interval '15 minutes'
        where id = $1`,
      [contractId],
    );
    // Settlement stores only a window with something to say: the agent played one round, settled in a
    // window that closed before the job runs (written as the server's kit does; no wallet moves here).
    await database.query(
      `insert into game_rounds (id, member_id, vendor_code, game_code, category, external_round_id, currency,
         stake_minor, win_minor, valid_bet_minor, status, opened_at, settled_at)
       values (gen_random_uuid(), $1, 'E2E', 'e2e-game', 'SLOT', gen_random_uuid()::text, 'NPR',
         10000, 0, 10000, 'settled', now() - interval '12 minutes 1 second', now() - interval '12 minutes')`,
      [agent.id],
    );
    // Staff start the settlement job at once from the jobs screen: its "run now", confirmed.
    const jobs = await staffPage('/jobs');
    await runNowFromJobsScreen(jobs, 'agent-salary-realtime');
    await jobs.context().close();

    const page = await staffPage('/agent-settlements?kind=realtime');
    const run = page.getByTestId('settlement-run').first();
    await poll(async () => {
      await page.reload();
      await page.getByTestId('admin-layout').waitFor();
      await page.waitForLoadState('networkidle');
      return page.getByTestId('settlement-run').count();
    }, 60_000).toBeGreaterThan(0);
    expect(await page.locator('[data-page="agent-settlements"]').innerText()).toContain('UTC+05:45');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'settlement-runs-desktop-en');
    await run.getByTestId('run-open').click();
    const window = page.locator(`[data-testid="settlement-window"][data-holder="${agent.username}"]`).first();
    await window.waitFor();
    // The house pays 0.5 % of the round's valid bet at once.
    expect(await window.getAttribute('data-status')).toBe('paid');
    await page.getByTestId('window-totals').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'settlement-windows-desktop-en');

    // The agent gives a member below it a contract within its own: terminating the agent's ends it too.
    const downline = await registerMember({
      baseUrl,
      database,
      ip: freshIp(),
      prefix: 'agd',
      password: memberPassword,
    });
    await database.query('update members set upline_member_id = $1 where id = $2', [agent.id, downline.id]);
    const given = await memberCall(agent, 'POST', '/api/agent/contracts', {
      holderMemberId: downline.id,
      terms: { kind: 'realtime', rate: '0.001' },
    });
    expect(given.status, given.text).toBe(200);
    const downlineAccepted = await memberCall(
      downline,
      'POST',
      `/api/contracts/${given.json().id}/response`,
      {
        decision: 'accept',
      },
    );
    expect(downlineAccepted.status, downlineAccepted.text).toBe(200);

    // Staff end the contract with a reason; the history keeps who and why.
    await page.goto(`/admin/agent-contracts/${contractId}`);
    await page.getByTestId('contract-windows').waitFor();
    await page.getByTestId('contract-terminate').click();
    // The dialog says what the cascade ends before the reason is typed.
    await page.getByTestId('contract-terminate-cascade').waitFor();
    expect(await page.getByTestId('contract-terminate-cascade').innerText()).toBe(
      'This also ends 1 contract further down the team.',
    );
    await page.getByTestId('contract-terminate-dialog-reason').fill('Agent asked to end the contract');
    await page.getByTestId('contract-terminate-dialog-confirm').click();
    await page.getByTestId('contract-terminate-dialog').waitFor({ state: 'detached' });
    await poll(() => page.getByTestId('contract-status').getAttribute('data-value')).toBe('terminated');
    expect(await page.getByTestId('contract-history').innerText()).toContain(
      'Agent asked to end the contract',
    );
    expect(await page.getByTestId('contract-terminate').count()).toBe(0);
    const below = await memberCall(downline, 'GET', '/api/contracts/realtime');
    expect(below.json()).toMatchObject({ active: null, past: [{ status: 'terminated' }] });
    await page.context().close();
  }, 120_000);

  it('shows a role that may only read no buttons that change anything', async () => {
    const page = await signedInStaff(browser, {
      baseUrl,
      dataDir,
      role: 'customerService',
      username: `agr${suffix}`,
      address: staffAddress,
    });
    await page.goto(`/admin/agents/${agent.id}`);
    await page.getByTestId('agent-detail').waitFor();
    expect(await page.getByTestId('agent-action-change').count()).toBe(0);
    expect(await page.getByTestId('agent-action-demote').count()).toBe(0);
    expect(await page.getByTestId('agent-flags-save').count()).toBe(0);
    expect(await page.getByTestId('agent-flag-realtimeSalaryEnabled').isDisabled()).toBe(true);
    expect(await page.getByTestId('agent-offer-contract').count()).toBe(0);
    // Customer service reads no audit log, so the page offers no link to it.
    expect(await page.getByTestId('agent-open-audit').count()).toBe(0);
    await page.goto('/admin/agent-contracts');
    await page.getByTestId('contracts-table').waitFor();
    expect(await page.getByTestId('contract-new-offer').count()).toBe(0);
    await page.goto('/admin/agent-settlements');
    await page.getByTestId('settlement-runs').waitFor();
    expect(await page.getByTestId('settlement-retry').count()).toBe(0);
    await page.goto('/admin/agent-applications?status=all');
    await page.getByTestId('applications-table').waitFor();
    expect(await page.getByTestId('application-approve').count()).toBe(0);
    await page.context().close();
  });

  it('fits a phone in Nepali: translated, nothing scrolls sideways', async () => {
    for (const address of [`/agents/${agent.id}`, '/agent-settlements', `/agent-tree?member=${agent.id}`]) {
      const page = await staffPage(address, phoneViewport, 'NE');
      const heading = page.locator('[data-page] h1');
      await heading.waitFor();
      expect(await heading.innerText()).toMatch(devanagari);
      await page.waitForLoadState('networkidle');
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      const name = address.split('?')[0]?.split('/')[1] ?? 'page';
      await shot(page, `${name}-phone-ne`);
      await page.context().close();
    }
    const english = await staffPage(`/agents/${agent.id}`, phoneViewport, 'EN');
    await english.getByTestId('agent-detail').waitFor();
    expect(await sidewaysOverflow(english)).toBeLessThanOrEqual(0);
    await shot(english, 'agent-detail-phone-en');
    await english.goto(`/admin/agent-contracts/offer?holder=${agent.id}`);
    await english.getByTestId('house-offer-form').waitFor();
    await english.getByTestId('offer-kind').selectOption('dividend');
    expect(await sidewaysOverflow(english)).toBeLessThanOrEqual(0);
    await shot(english, 'house-offer-phone-en');
    await english.context().close();
  });
});
