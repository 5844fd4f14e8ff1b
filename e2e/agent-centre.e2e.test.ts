import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import type pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/accessibility.js';
import { bearerApi } from './support/bearer-api.js';
import { launchBrowser, openPage, phoneViewport } from './support/browser.js';
import { connectDatabase } from './support/database.js';
import { runScheduledJobNow } from './support/jobs.js';
import { type Ledger, openLedger } from './support/ledger.js';
import { ipSource, logInWithForm, type RegisteredMember, registerMember } from './support/members.js';
import { poll } from './support/poll.js';
import { signedInStaff } from './support/staff.js';

/**
 * The agent centre end to end (issue 15): staff make an agent with the daily salary flag and the house
 * offers it a daily salary contract; the agent registers a downline on its register account page; the
 * downline applies to become an affiliate (staff approve); the agent offers it a daily salary contract
 * from team management; the downline accepts in the player site's contract modal and plays rounds; the
 * daily settlement runs; both see the payment in their income and account details. Then the flags hide
 * and show the contract pages, NE renders, and axe finds no serious violation.
 *
 * A daily window closes at the brand's midnight: the suite cannot wait for it, so once the contracts are
 * accepted and the rounds played it moves the contracts' start and the rounds into the brand's yesterday
 * (a day passing), then an admin runs the daily settlement job now (the back office's "run now"). Figures,
 * amounts, payments and every screen are the real ones.
 */
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const shotsDir = process.env.AGENT_SHOTS_DIR ?? '/tmp/shots/agent-web';
const desktop = { width: 1280, height: 800 };
const suffix = randomBytes(3).toString('hex');
const staffAddress = '198.51.100.115';
const freshIp = ipSource(115);
const devanagari = /[\u0900-\u097F]/;
const agentPassword = 'Agent-e2e-2024!';
const downlinePassword = 'Downline-e2e-2024!';
const paymentPassword = '482916';
const brandOffsetMinutes = 345;

let browser: Browser;
let database: pg.Client;
let ledger: Ledger;
let staffToken: string;
/** An admin's session: running a scheduled job now is for admins (manageJobs). */
let jobsAdminToken: string;
let agent: RegisteredMember;
let downline: { username: string; id: string };
let originalWhitelabel: Record<string, boolean>;

const { request: api, ok: apiOk } = bearerApi(baseUrl, staffAddress);

function staffCall<T>(method: string, pathname: string, body?: unknown): Promise<T> {
  return apiOk<T>(method, pathname, staffToken, body);
}

const flags = (daily: boolean, hourly = false) => ({
  dividendEnabled: false,
  dailySalaryEnabled: daily,
  hourlySalaryEnabled: hourly,
  realtimeSalaryEnabled: false,
  reason: 'e2e agent centre',
});

/** An admin runs a scheduled job now, as the back office's Jobs screen does (support/jobs.ts). */
function runJobNow(jobName: string): Promise<void> {
  return runScheduledJobNow({ baseUrl, token: jobsAdminToken, address: staffAddress, jobName });
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function sitePage(options: { phone?: boolean; language?: string } = {}): Promise<Page> {
  const page = await openPage(browser, baseUrl, {
    extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
    ...(options.phone ? { viewport: phoneViewport, isMobile: true, hasTouch: true } : { viewport: desktop }),
  });
  if (options.language)
    await page.addInitScript((code) => localStorage.setItem('lang', code), options.language);
  return page;
}

/** The agent login page (spec §2): username login; an agent lands on /agentHome. */
async function agentLogIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/agent');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await poll(() => new URL(page.url()).pathname).toBe('/agentHome');
  await page.getByTestId('team-overview').waitFor();
}

async function menuEntries(page: Page): Promise<string[]> {
  return page
    .getByTestId('agent-menu')
    .locator('[data-testid^="agent-menu-"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid') ?? ''));
}

beforeAll(async () => {
  browser = await launchBrowser();
  database = await connectDatabase(dataDir);
  ledger = await openLedger(dataDir);
  const staffPage = await signedInStaff(browser, {
    baseUrl,
    dataDir,
    role: 'finance',
    username: `agt${suffix}`,
    address: staffAddress,
  });
  staffToken = (await staffPage.evaluate(() => sessionStorage.getItem('adminToken'))) ?? '';
  await staffPage.context().close();
  const adminPage = await signedInStaff(browser, {
    baseUrl,
    dataDir,
    role: 'admin',
    username: `job${suffix}`,
    address: staffAddress,
  });
  jobsAdminToken = (await adminPage.evaluate(() => sessionStorage.getItem('adminToken'))) ?? '';
  await adminPage.context().close();
  // An operator turns the agent policy on (spec §4: the consolidated call on login).
  const settings = (await (await fetch(`${baseUrl}/api/system/site-settings`)).json()) as {
    whitelabel: Record<string, boolean>;
  };
  originalWhitelabel = settings.whitelabel;
  await database.query(
    `insert into settings (key, value, updated_by) values ('whitelabel', $1, 'e2e')
     on conflict (key) do update set value = excluded.value, updated_at = now()`,
    [JSON.stringify({ ...originalWhitelabel, AGENTPOLICY3: true })],
  );
  // Settings reach the server within its refresh interval (500 ms in the e2e servers).
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const reply = (await (await fetch(`${baseUrl}/api/system/site-settings`)).json()) as {
      whitelabel: Record<string, boolean>;
    };
    if (reply.whitelabel.AGENTPOLICY3) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  // Staff make the agent (type 1, daily salary on); the house offers it a daily salary of 1 % from a
  // team valid bet of 10.00 with one active member; the agent accepts.
  agent = await registerMember({ baseUrl, database, ip: freshIp(), prefix: 'agt', password: agentPassword });
  await staffCall('POST', `/api/admin/agents/${agent.id}/type`, { type: 1, reason: 'e2e agent' });
  await staffCall('PUT', `/api/admin/agents/${agent.id}/flags`, flags(true));
  const houseOffer = await staffCall<{ id: string }>('POST', '/api/admin/agent-contracts', {
    holderMemberId: agent.id,
    terms: { kind: 'daily', tiers: [{ validBetMinor: '1000', minActiveMembers: 1, value: '0.01' }] },
  });
  const accepted = await api('POST', `/api/contracts/${houseOffer.id}/response`, agent.token, {
    decision: 'accept',
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  await api('POST', '/api/members/me/payment-password', agent.token, {
    loginPassword: agentPassword,
    paymentPassword,
    confirmPaymentPassword: paymentPassword,
  });
  // The agent pays its downline's salary from its own wallet.
  await ledger.fund(agent.id, 100_000n);
}, 180_000);

afterAll(async () => {
  if (originalWhitelabel) {
    await database?.query(`update settings set value = $1, updated_at = now() where key = 'whitelabel'`, [
      JSON.stringify(originalWhitelabel),
    ]);
  }
  await browser?.close();
  await database?.end();
  await ledger?.close();
});

describe('agent centre', () => {
  it('sends a member who is no agent to /agent, where it applies to become an affiliate', async () => {
    const member = await registerMember({
      baseUrl,
      database,
      ip: freshIp(),
      prefix: 'mem',
      password: downlinePassword,
    });
    const page = await sitePage();
    await logInWithForm(page, member.username, downlinePassword);
    await page.goto('/agentHome');
    await poll(() => new URL(page.url()).pathname).toBe('/agent');
    await page.getByTestId('affiliate-application').waitFor();
    expect(await page.getByTestId('affiliate-not-agent').innerText()).toContain(member.username);
    await page.context().close();
  });

  it('an agent registers a downline, offers it a daily salary it accepts in the contract modal, and both see the payment', async () => {
    const page = await sitePage();
    await agentLogIn(page, agent.username, agentPassword);
    // The GMT offset, the live clock and the nickname of spec §2.
    expect(await page.getByTestId('agent-gmt-offset').innerText()).toBe('GMT+05:45');
    const firstTick = await page.getByTestId('agent-clock').innerText();
    await poll(() => page.getByTestId('agent-clock').innerText(), 3_000).not.toBe(firstTick);
    expect(await page.getByTestId('agent-nickname').innerText()).toBe(agent.username);
    const entries = await menuEntries(page);
    expect(entries).toContain('agent-menu-dailySalary');
    expect(entries).not.toContain('agent-menu-hourlySalary');
    expect(entries).not.toContain('agent-menu-dividendBonus');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'overview-desktop');

    // Register account: the site's own registration rules.
    await page.getByTestId('agent-menu-registerAccount').click();
    const username = `dl${randomBytes(4).toString('hex')}`;
    await page.getByTestId('register-downline-username').fill(username);
    await page.getByTestId('register-downline-password').fill('short');
    await page.getByTestId('register-downline-confirm-password').fill('short');
    await page.getByTestId('register-downline-submit').click();
    await page.getByTestId('register-downline-password-error').waitFor();
    await page.getByTestId('register-downline-password').fill(downlinePassword);
    await page.getByTestId('register-downline-confirm-password').fill(downlinePassword);
    await shot(page, 'register-desktop');
    await page.getByTestId('register-downline-submit').click();
    await page.getByTestId('register-downline-success').waitFor();
    expect(await page.getByTestId('register-downline-account').innerText()).toBe(username);
    const row = await database.query<{ id: string; upline_member_id: string; type: number }>(
      'select id, upline_member_id, type from members where username = $1',
      [username],
    );
    expect(row.rows[0]).toMatchObject({ upline_member_id: agent.id, type: 0 });
    downline = { username, id: row.rows[0]?.id as string };

    // The downline applies to become an affiliate on /agent; staff approve it (sub-affiliate, 42).
    const downlinePage = await sitePage();
    await logInWithForm(downlinePage, username, downlinePassword);
    await downlinePage.goto('/agent');
    await downlinePage.getByTestId('affiliate-remark').fill('I bring my friends to play.');
    await downlinePage.getByTestId('affiliate-contact').fill('telegram @e2e');
    await downlinePage.getByTestId('affiliate-submit').click();
    await poll(() => downlinePage.getByTestId('affiliate-status').getAttribute('data-status')).toBe(
      'pending',
    );
    const applications = await staffCall<{ applications: { id: string; account: string }[] }>(
      'GET',
      `/api/admin/affiliate-applications?status=pending&query=${username}`,
    );
    const application = applications.applications.find((entry) => entry.account === username);
    await staffCall('POST', `/api/admin/affiliate-applications/${application?.id}/approve`, {});
    await staffCall('PUT', `/api/admin/agents/${downline.id}/flags`, flags(true));

    // Team management: find the downline, open it, offer a daily salary of 0.5 % (its own is 1 %).
    await page.getByTestId('agent-menu-teamManagement').click();
    await page.getByTestId('team-search').fill(username);
    await page.getByTestId('team-search-submit').click();
    await poll(() => page.getByTestId('team-row').count()).toBe(1);
    await page.getByTestId('team-row').getByRole('button', { name: username }).click();
    await page.getByTestId('member-detail-actions').waitFor();
    expect(await page.getByTestId('member-detail-type').innerText()).toMatch(/affiliate/i);
    await shot(page, 'member-detail-desktop');
    await page.getByTestId('member-offer-daily').click();
    const offer = page.getByTestId('offer-contract-dialog');
    await offer.getByTestId('offer-contract-holder').waitFor();
    // Starts from the agent's own terms: 10.00, 1 member, 1 %.
    expect(await offer.getByTestId('offer-tier-threshold').inputValue()).toBe('10.00');
    expect(await offer.getByTestId('offer-tier-value').inputValue()).toBe('1');
    await offer.getByTestId('offer-tier-value').fill('1.5');
    await offer.getByTestId('offer-contract-submit').click();
    await poll(() => offer.getByTestId('offer-contract-error').getAttribute('data-error-code')).toBe(
      'contract_terms_exceed',
    );
    await offer.getByTestId('offer-tier-value').fill('0.5');
    await shot(page, 'offer-desktop');
    await offer.getByTestId('offer-contract-submit').click();
    await offer.getByTestId('offer-contract-success').waitFor();
    await offer.getByTestId('offer-contract-done').click();
    await poll(() => page.getByTestId('member-contract').getAttribute('data-status')).toBe('offered');

    // The downline sees the offer in the contract modal on the player site and accepts it.
    await downlinePage.goto('/');
    const modal = downlinePage.getByTestId('contract-modal');
    await modal.waitFor();
    expect(await modal.getByTestId('contract-modal-offer').getAttribute('data-kind')).toBe('daily');
    expect(await modal.getByTestId('contract-modal-terms').innerText()).toContain('0.5');
    expect(await seriousViolations(downlinePage)).toEqual([]);
    await shot(downlinePage, 'contract-modal-desktop');
    await modal.getByTestId('contract-accept').click();
    // The modal says what was done (the offer is answered, no longer waiting) until it is closed.
    const answered = modal.getByTestId('contract-modal-answered');
    await answered.waitFor();
    expect(await answered.getAttribute('data-decision')).toBe('accept');
    expect(await answered.innerText()).toContain('accepted the Daily salary contract');
    expect(await answered.innerText()).toContain(agent.username);
    expect(await seriousViolations(downlinePage)).toEqual([]);
    await shot(downlinePage, 'contract-modal-accepted-desktop');
    await modal.getByTestId('contract-modal-close').click();
    await poll(() => modal.count()).toBe(0);
    const contracts = await database.query<{ id: string; holder_member_id: string; status: string }>(
      `select id, holder_member_id, status from agent_contracts
        where holder_member_id in ($1, $2) and kind = 'daily' and status = 'active'`,
      [agent.id, downline.id],
    );
    expect(contracts.rows).toHaveLength(2);

    // The downline plays three in-house dice rounds of 10.00.
    const downlineToken = (await downlinePage.evaluate(() => sessionStorage.getItem('token'))) ?? '';
    expect(downlineToken).not.toBe('');
    await ledger.fund(downline.id, 50_000n);
    for (let round = 0; round < 3; round += 1) {
      const played = await api('POST', '/api/inhouse/dice/rounds', downlineToken, {
        requestId: randomUUID(),
        amount: '10',
        direction: 'under',
        target: 5000,
      });
      expect(played.status, JSON.stringify(played.body)).toBe(200);
    }
    const validBet = await database.query<{ total: string }>(
      `select coalesce(sum(valid_bet_minor), 0)::text as total from game_rounds
        where member_id = $1 and status = 'settled'`,
      [downline.id],
    );
    const teamValidBet = BigInt(validBet.rows[0]?.total ?? '0');
    expect(teamValidBet).toBeGreaterThanOrEqual(1000n);

    // A day passes: the contracts started and the rounds settled in the brand's yesterday.
    const brandToday = new Date(Date.now() + brandOffsetMinutes * 60_000).toISOString().slice(0, 10);
    const yesterdayStart = new Date(
      Date.parse(`${brandToday}T00:00:00Z`) - 86_400_000 - brandOffsetMinutes * 60_000,
    );
    const contractIds = contracts.rows.map((contract) => contract.id);
    await database.query(
      'update agent_contracts set created_at = $2, activated_at = $2 where id = any($1::bigint[])',
      [contractIds, yesterdayStart],
    );
    // The rounds move with the play-window trigger off, and the member's windows are rebuilt from its
    // rounds as that trigger keeps them: the suite's move is the one write no real path makes.
    await database.query('begin');
    await database.query("set local session_replication_role = 'replica'");
    await database.query(
      `update game_rounds set opened_at = $2, settled_at = $2 where member_id = $1 and status = 'settled'`,
      [downline.id, new Date(yesterdayStart.getTime() + 2 * 3_600_000)],
    );
    await database.query('delete from member_play_windows where member_id = $1', [downline.id]);
    await database.query(
      `insert into member_play_windows (member_id, window_start, rounds, valid_bet_minor, stake_minor, win_minor)
       select member_id, member_play_window(settled_at), count(*), sum(valid_bet_minor), sum(stake_minor),
              sum(win_minor)
         from game_rounds where member_id = $1 and status = 'settled' group by 1, 2`,
      [downline.id],
    );
    await database.query('commit');
    await runJobNow('agent-salary-daily');
    const paid = () =>
      database.query<{ holder_member_id: string; amount_minor: string; status: string }>(
        `select c.holder_member_id, w.amount_minor::text, w.status from agent_contract_windows w
           join agent_contracts c on c.id = w.contract_id where w.contract_id = any($1::bigint[])`,
        [contractIds],
      );
    await poll(
      async () => (await paid()).rows.filter((window) => window.status === 'paid').length,
      30_000,
    ).toBe(2);
    const windows = (await paid()).rows;
    const agentAmount = BigInt(
      windows.find((window) => window.holder_member_id === agent.id)?.amount_minor ?? '0',
    );
    const downlineAmount = BigInt(
      windows.find((window) => window.holder_member_id === downline.id)?.amount_minor ?? '0',
    );
    // 1 % and 0.5 % of the team's valid bet (floored to the minor unit).
    expect(agentAmount).toBe((teamValidBet * 10_000n) / 1_000_000n);
    expect(downlineAmount).toBe((teamValidBet * 5_000n) / 1_000_000n);
    const money = (minor: bigint) =>
      (Number(minor) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

    // The agent: its income (paid by the house), its account details (in from the house, out to the
    // downline) and its payments to the downline on the daily salary page.
    await page.getByTestId('agent-menu-myIncome').click();
    await poll(() => page.getByTestId('income-table-row').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('income-paid-total').innerText()).toContain(money(agentAmount));
    await shot(page, 'income-desktop');
    await page.getByTestId('agent-menu-accountDetails').click();
    await page.getByTestId('details-type').selectOption('agent_salary');
    await poll(() => page.getByTestId('account-details').innerText()).toContain(money(agentAmount));
    expect(await page.getByTestId('account-details').innerText()).toContain(`-${money(downlineAmount)}`);
    await shot(page, 'account-details-desktop');
    await page.getByTestId('agent-menu-dailySalary').click();
    await page.getByTestId('own-contract-active').waitFor();
    await poll(() => page.getByTestId('contract-payments-table-amount').first().innerText()).toContain(
      money(downlineAmount),
    );
    await shot(page, 'daily-salary-desktop');

    // The downline, now an affiliate with the daily flag: its income and account details.
    await downlinePage.goto('/agentHome/myIncome');
    await poll(() => downlinePage.getByTestId('income-paid-total').innerText()).toContain(
      money(downlineAmount),
    );
    await downlinePage.goto('/agentHome/accountDetails');
    await poll(() => downlinePage.getByTestId('account-details').innerText()).toContain(
      `+${money(downlineAmount)}`,
    );
    await downlinePage.context().close();
    await page.context().close();
  });

  it('transfers to a direct downline with the payment password', async () => {
    const page = await sitePage();
    await agentLogIn(page, agent.username, agentPassword);
    await page.goto('/agentHome/teamManagement');
    await page.getByTestId('team-direct-only').click();
    await page.getByTestId('team-row').getByRole('button', { name: downline.username }).click();
    await page.getByTestId('downline-transfer-open').click();
    const dialog = page.getByTestId('downline-transfer-dialog');
    await dialog.getByTestId('downline-transfer-amount').fill('12.34');
    await dialog.getByTestId('downline-transfer-payment-password').fill(paymentPassword);
    await dialog.getByTestId('downline-transfer-submit').click();
    expect(await dialog.getByTestId('downline-transfer-confirm-amount').innerText()).toContain('12.34');
    await dialog.getByTestId('downline-transfer-confirm').click();
    await dialog.getByTestId('downline-transfer-success').waitFor();
    const lines = await database.query<{ total: string }>(
      `select coalesce(sum(amount), 0)::text as total from ledger_transfers where code = 'transfer_downline'
         and reference_type = 'member' and reference_id = $1`,
      [downline.id],
    );
    expect(lines.rows[0]?.total).toBe('1234');
    await page.context().close();
  });

  it('a member rejects an offer in the contract modal on a phone in NE, and the modal says so', async () => {
    const member = await registerMember({
      baseUrl,
      database,
      ip: freshIp(),
      prefix: 'rej',
      password: downlinePassword,
    });
    await staffCall('POST', `/api/admin/agents/${member.id}/type`, { type: 1, reason: 'e2e reject' });
    await staffCall('PUT', `/api/admin/agents/${member.id}/flags`, flags(true));
    const houseOffer = await staffCall<{ id: string }>('POST', '/api/admin/agent-contracts', {
      holderMemberId: member.id,
      terms: { kind: 'daily', tiers: [{ validBetMinor: '1000', minActiveMembers: 1, value: '0.01' }] },
    });
    const page = await sitePage({ phone: true, language: 'NE' });
    await logInWithForm(page, member.username, downlinePassword);
    await page.goto('/');
    const modal = page.getByTestId('contract-modal');
    await modal.waitFor();
    expect(await modal.getByTestId('contract-modal-offer').getAttribute('data-contract-id')).toBe(
      houseOffer.id,
    );
    await modal.getByTestId('contract-reject').click();
    const answered = modal.getByTestId('contract-modal-answered');
    await answered.waitFor();
    expect(await answered.getAttribute('data-decision')).toBe('reject');
    expect(await answered.innerText()).toMatch(devanagari);
    expect(await modal.getByRole('heading').first().innerText()).toMatch(devanagari);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'contract-modal-rejected-phone-ne');
    const status = await database.query<{ status: string }>(
      'select status from agent_contracts where id = $1',
      [houseOffer.id],
    );
    expect(status.rows[0]?.status).toBe('rejected');
    await modal.getByTestId('contract-modal-close').click();
    await poll(() => modal.count()).toBe(0);
    await page.context().close();
  });

  it('hides and shows the contract pages with the agent flags', async () => {
    await staffCall('PUT', `/api/admin/agents/${agent.id}/flags`, flags(false, true));
    const page = await sitePage();
    await agentLogIn(page, agent.username, agentPassword);
    const entries = await menuEntries(page);
    expect(entries).not.toContain('agent-menu-dailySalary');
    expect(entries).toContain('agent-menu-hourlySalary');
    // A page whose flag is off leads back to the overview.
    await page.goto('/agentHome/dailySalary');
    await poll(() => new URL(page.url()).pathname).toBe('/agentHome');
    await page.getByTestId('agent-menu-hourlySalary').click();
    await page.getByTestId('contract-page').waitFor();
    expect(await page.getByTestId('contract-page').getAttribute('data-kind')).toBe('hourly');
    await staffCall('PUT', `/api/admin/agents/${agent.id}/flags`, flags(true));
    await page.reload();
    await poll(() => menuEntries(page)).toContain('agent-menu-dailySalary');
    // The announcement entry opens the site's announcement list; deposit opens the member centre's page.
    await page.getByTestId('agent-menu-announcement').click();
    await page.getByTestId('announcement-popup').waitFor();
    await page.keyboard.press('Escape');
    await poll(() => page.getByTestId('announcement-popup').count()).toBe(0);
    await page.getByTestId('agent-menu-deposit').click();
    await poll(() => new URL(page.url()).pathname).toBe('/member');
    await poll(() => page.getByTestId('member-centre-page').getAttribute('data-member-page')).toBe(
      'depositv2',
    );
    await page.context().close();
  });

  it('renders in NE on a phone, the menu in a drawer, nothing scrolling sideways', async () => {
    const page = await sitePage({ phone: true, language: 'NE' });
    await agentLogIn(page, agent.username, agentPassword);
    expect(await page.getByTestId('agent-page-title').innerText()).toMatch(devanagari);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'overview-phone-ne');
    await page.getByTestId('agent-menu-open').click();
    const drawer = page.getByTestId('agent-menu-drawer');
    await drawer.waitFor();
    expect(await drawer.innerText()).toMatch(devanagari);
    await shot(page, 'menu-drawer-phone-ne');
    await drawer.getByTestId('agent-menu-teamBetting').click();
    await poll(() => drawer.count()).toBe(0);
    await page.getByTestId('team-betting').waitFor();
    // The downline's rounds settled in the brand's yesterday (see above).
    await page.getByTestId('betting-period-yesterday').click();
    await poll(() => page.getByTestId('betting-row').count()).toBeGreaterThan(0);
    // The totals row adds up the rows (one page here).
    const amount = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);
    const rowsValidBet = await page
      .getByTestId('betting-row')
      .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[4]?.textContent ?? '0'));
    expect(amount(await page.getByTestId('betting-table-total-validBet').innerText())).toBe(
      rowsValidBet.reduce((sum, text) => sum + amount(text), 0),
    );
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'team-betting-phone-ne');
    await page.goto('/agentHome/dailySalary');
    await page.getByTestId('own-contract-active').waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, 'daily-salary-phone-ne');
    await page.goto('/agentHome/registerAccount');
    await page.getByTestId('register-downline-form').waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'register-phone-ne');
    await page.context().close();
  });
});
