import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/accessibility.js';
import { bearerApi } from './support/bearer-api.js';
import { launchBrowser, openPage, phoneViewport } from './support/browser.js';
import { connectDatabase } from './support/database.js';
import { ipSource, logInWithForm, type RegisteredMember, registerMember } from './support/members.js';
import { poll } from './support/poll.js';
import { signedInStaff } from './support/staff.js';

/**
 * My contracts in the member centre (issue 15): a plain member (type 0) whose upline agent offers it a
 * daily salary contract finds the offer on My contracts (reached from the account menu), accepts it
 * there and reads the active terms; a member without any contract has no such entry; NE renders on a
 * phone; axe finds no serious violation.
 *
 * The agent is made through the staff API as the agent centre suite does; the offer is the agent's own
 * POST /api/agent/contracts. The agent policy (AGENTPOLICY3) is turned off for the suite so the contract
 * modal does not answer the offer first: this suite answers it on the page.
 */
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const shotsDir = process.env.MEMBER_CONTRACT_SHOTS_DIR ?? '/tmp/shots/agent-web-polish';
const desktop = { width: 1280, height: 800 };
const staffAddress = '198.51.100.116';
const freshIp = ipSource(116);
const devanagari = /[\u0900-\u097F]/;
const agentPassword = 'Agent-e2e-2024!';
const memberPassword = 'Member-e2e-2024!';

let browser: Browser;
let database: pg.Client;
let staffToken: string;
let agent: RegisteredMember;
let downline: { username: string; id: string };
let originalWhitelabel: Record<string, boolean>;

const { ok: call } = bearerApi(baseUrl, staffAddress);

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
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

async function setAgentPolicy(on: boolean): Promise<void> {
  await database.query(
    `insert into settings (key, value, updated_by) values ('whitelabel', $1, 'e2e')
     on conflict (key) do update set value = excluded.value, updated_at = now()`,
    [JSON.stringify({ ...originalWhitelabel, AGENTPOLICY3: on })],
  );
  // Settings reach the server within its refresh interval (500 ms in the e2e servers).
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const reply = (await (await fetch(`${baseUrl}/api/system/site-settings`)).json()) as {
      whitelabel: Record<string, boolean>;
    };
    if ((reply.whitelabel.AGENTPOLICY3 === true) === on) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`AGENTPOLICY3 did not become ${on}`);
}

/** Waits until the member centre has asked all three salary calls (so the menu is final). */
function contractCallsAnswered(page: Page): Promise<unknown> {
  return Promise.all(
    ['daily', 'hourly', 'realtime'].map((kind) =>
      page.waitForResponse((response) => new URL(response.url()).pathname === `/api/contracts/${kind}`),
    ),
  );
}

beforeAll(async () => {
  browser = await launchBrowser();
  database = await connectDatabase(dataDir);
  const staffPage = await signedInStaff(browser, {
    baseUrl,
    dataDir,
    role: 'finance',
    username: `mct${randomBytes(3).toString('hex')}`,
    address: staffAddress,
  });
  staffToken = (await staffPage.evaluate(() => sessionStorage.getItem('adminToken'))) ?? '';
  await staffPage.context().close();
  const settings = (await (await fetch(`${baseUrl}/api/system/site-settings`)).json()) as {
    whitelabel: Record<string, boolean>;
  };
  originalWhitelabel = settings.whitelabel;
  await setAgentPolicy(false);

  // Staff make the agent (type 1, daily salary on); the house gives it a daily salary of 1 % from a
  // team valid bet of 10.00 with one active member, which it accepts.
  agent = await registerMember({ baseUrl, database, ip: freshIp(), prefix: 'mca', password: agentPassword });
  await call('POST', `/api/admin/agents/${agent.id}/type`, staffToken, {
    type: 1,
    reason: 'e2e my contracts',
  });
  await call('PUT', `/api/admin/agents/${agent.id}/flags`, staffToken, {
    dividendEnabled: false,
    dailySalaryEnabled: true,
    hourlySalaryEnabled: false,
    realtimeSalaryEnabled: false,
    reason: 'e2e my contracts',
  });
  const houseOffer = await call<{ id: string }>('POST', '/api/admin/agent-contracts', staffToken, {
    holderMemberId: agent.id,
    terms: { kind: 'daily', tiers: [{ validBetMinor: '1000', minActiveMembers: 1, value: '0.01' }] },
  });
  await call('POST', `/api/contracts/${houseOffer.id}/response`, agent.token, { decision: 'accept' });

  // The agent registers a plain member below itself.
  const username = `mcd${randomBytes(4).toString('hex')}`;
  const registered = await call<{ memberId: string; type: number }>(
    'POST',
    '/api/agent/downlines',
    agent.token,
    {
      username,
      password: memberPassword,
      confirmPassword: memberPassword,
    },
  );
  expect(registered.type).toBe(0);
  downline = { username, id: registered.memberId };
}, 180_000);

afterAll(async () => {
  if (originalWhitelabel) {
    await database?.query(`update settings set value = $1, updated_at = now() where key = 'whitelabel'`, [
      JSON.stringify(originalWhitelabel),
    ]);
  }
  await browser?.close();
  await database?.end();
});

describe('my contracts', () => {
  it('a member offered a daily salary by its agent accepts it on My contracts and reads the terms', async () => {
    const page = await sitePage();
    await logInWithForm(page, downline.username, memberPassword);

    // No contract yet: the member centre has no My contracts entry.
    const answered = contractCallsAnswered(page);
    await page.goto('/member');
    await page.getByTestId('member-centre-menu').waitFor();
    await answered;
    expect(await page.getByTestId('member-menu-myContracts').count()).toBe(0);

    // The agent offers a daily salary of 0.5 % (its own is 1 %).
    const offer = await call<{ id: string }>('POST', '/api/agent/contracts', agent.token, {
      holderMemberId: downline.id,
      terms: { kind: 'daily', tiers: [{ validBetMinor: '1000', minActiveMembers: 1, value: '0.005' }] },
    });

    // The account menu now leads to My contracts, where the offer waits.
    await page.goto('/');
    await page.getByTestId('account-menu-trigger').click();
    await page.getByTestId('account-menu-myContracts').click();
    await poll(() => new URL(page.url()).pathname).toBe('/member');
    await poll(() => page.getByTestId('member-centre-page').getAttribute('data-member-page')).toBe(
      'myContracts',
    );
    const kind = page.locator('[data-testid="my-contract-kind"][data-kind="daily"]');
    const offerCard = kind.getByTestId('my-contract-offer');
    await offerCard.waitFor();
    expect(await offerCard.innerText()).toContain(agent.username);
    const offerTerms = await offerCard.getByTestId('my-contract-offer-terms').innerText();
    // The rate and its sign stay together (a no-break space).
    expect(offerTerms).toMatch(/0\.5\u00a0% of valid bet/);
    expect(offerTerms).toContain('10.00');
    expect(await page.getByTestId('member-menu-myContracts').getAttribute('aria-current')).toBe('page');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'my-contracts-offer-desktop');

    await offerCard.getByTestId('contract-accept').click();
    await poll(() => kind.getByTestId('my-contract-answered').getAttribute('data-decision')).toBe('accept');
    await kind.getByTestId('my-contract-active').waitFor();
    expect(await kind.getByTestId('my-contract-offer').count()).toBe(0);
    const terms = await kind.getByTestId('my-contract-terms').innerText();
    expect(terms).toMatch(/0\.5\u00a0% of valid bet/);
    expect(await kind.getByTestId('my-contract-active').innerText()).toContain(agent.username);
    // Nothing settled yet: the page says so rather than showing a window.
    await kind.getByTestId('my-contract-no-windows').waitFor();
    expect(await kind.getByTestId('my-contract-history-entry').count()).toBe(2);
    const stored = await database.query<{ status: string; holder_member_id: string }>(
      'select status, holder_member_id from agent_contracts where id = $1',
      [offer.id],
    );
    expect(stored.rows[0]).toEqual({ status: 'active', holder_member_id: downline.id });
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'my-contracts-active-desktop');
    await page.context().close();
  });

  it('renders in NE on a phone in the light theme, nothing scrolling sideways', async () => {
    const page = await sitePage({ language: 'NE' });
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    // The header names the member only from the sm breakpoint: log in wide, then narrow to a phone.
    await logInWithForm(page, downline.username, memberPassword);
    await page.setViewportSize(phoneViewport);
    await page.goto('/member');
    await page.getByTestId('member-menu-myContracts').click();
    const kind = page.locator('[data-testid="my-contract-kind"][data-kind="daily"]');
    await kind.getByTestId('my-contract-terms').waitFor();
    expect(await page.getByTestId('member-centre-page').locator('h2').innerText()).toMatch(devanagari);
    expect(await kind.innerText()).toMatch(devanagari);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'my-contracts-phone-ne-light');
    await page.context().close();
  });
});
