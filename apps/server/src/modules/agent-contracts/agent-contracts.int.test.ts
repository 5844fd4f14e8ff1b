import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, freshIp, loginToken } from '../../testing/accounts-kit.js';
import { insertSettledRounds, settlementProcess } from '../../testing/agent-contracts-kit.js';
import { seedAgentTree } from '../../testing/agent-tree-kit.js';
import { testSecretKey } from '../../testing/test-app.js';
import {
  staffToken,
  startWithdrawalsHarness,
  type WithdrawalsHarness,
} from '../withdrawals/withdrawals-kit.js';
import { windowContaining } from './contract-windows.js';

/**
 * Agent contracts through the API (spec §3, §4): the house offers to the top of a chain, agents to their
 * direct downline within their own terms, only the holder answers, a lower contract ends the downline
 * contracts above it after the offering side confirms, and the settled windows reach both sides' lists.
 *
 * Tree: root (agent, top) → agentA, agentB (agents) → each two members (leafA1, leafA2, leafB1, leafB2).
 */

let harness: WithdrawalsHarness;
let staff: string;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

async function signIn(name: string, memberId: string, password: string) {
  const row = await harness.database.db
    .selectFrom('members')
    .select('username')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  ids[name] = memberId;
  tokens[name] = await loginToken(harness, {
    id: memberId,
    username: row.username,
    password,
    homeIp: freshIp(),
  });
}

beforeAll(async () => {
  harness = await startWithdrawalsHarness();
  staff = await staffToken(harness, 'admin');
  const tree = await seedAgentTree(harness.database.db, {
    members: 7,
    depth: 2,
    branching: 2,
    flags: { dividend: true, daily: true, hourly: true, realtime: true },
  });
  const [root] = tree.levels[0] as [string];
  const [agentA, agentB] = tree.levels[1] as [string, string];
  const [leafA1, leafA2, leafB1] = tree.levels[2] as [string, string, string];
  for (const [name, id] of Object.entries({ root, agentA, agentB, leafA1, leafA2, leafB1 }))
    await signIn(name, id, tree.password);
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

const realtime = (rate: string) => ({ kind: 'realtime', rate });

function offer(as: string, holder: string, terms: unknown, confirm?: boolean) {
  const body = { holderMemberId: ids[holder], terms, ...(confirm === undefined ? {} : { confirm }) };
  return as === 'house'
    ? call(harness.app, 'POST', '/api/admin/agent-contracts', { token: staff, body })
    : call(harness.app, 'POST', '/api/agent/contracts', { token: tokens[as], body });
}

function respond(as: string, contractId: string, decision: 'accept' | 'reject') {
  return call(harness.app, 'POST', `/api/contracts/${contractId}/response`, {
    token: tokens[as],
    body: { decision },
  });
}

async function accepted(as: string, contractId: string) {
  const response = await respond(as, contractId, 'accept');
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().status).toBe('active');
}

const contracts: Record<string, string> = {};

describe('agent contracts', () => {
  it('the house offers the top of the chain within its bounds; the offer raises the consolidated flag', async () => {
    expectError(await offer('house', 'root', realtime('0.5')), 400, 'contract_terms_exceed');
    // agentA's upline is an agent: its contracts come from there, never from the house.
    expectError(await offer('house', 'agentA', realtime('0.001')), 409, 'invalid_state');
    const made = await offer('house', 'root', realtime('0.01'));
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({
      status: 'offered',
      offeredBy: { type: 'house' },
      holder: { memberId: ids.root },
    });
    contracts.root = made.json().id;
    const flags = await call(harness.app, 'GET', '/api/members/me/contract-requests', { token: tokens.root });
    expect(flags.json()).toEqual({
      dailysalreqtype: false,
      divtypereq: false,
      contracthoursalreq: false,
      realtimesalreqtype: true,
      pending: [{ id: contracts.root, kind: 'realtime' }],
    });
    const view = await call(harness.app, 'GET', '/api/contracts/realtime', { token: tokens.root });
    expect(view.json()).toMatchObject({ kind: 'realtime', offer: { id: contracts.root }, active: null });
    await accepted('root', contracts.root as string);
    const after = await call(harness.app, 'GET', '/api/members/me/contract-requests', { token: tokens.root });
    expect(after.json().realtimesalreqtype).toBe(false);
  });

  it("refuses a child's terms above its parent's and an agent offering a kind it holds none of", async () => {
    expectError(await offer('root', 'agentA', realtime('0.0101')), 400, 'contract_terms_exceed');
    expectError(
      await offer('root', 'agentA', {
        kind: 'daily',
        tiers: [{ validBetMinor: '100', minActiveMembers: 1, value: '0.001' }],
      }),
      400,
      'contract_terms_exceed',
    );
    const made = await offer('root', 'agentA', realtime('0.006'));
    expect(made.statusCode, made.body).toBe(200);
    contracts.agentA = made.json().id;
  });

  it('only the holder answers an offer: the offering agent and a sibling get 404', async () => {
    expectError(await respond('agentB', contracts.agentA as string, 'accept'), 404, 'not_found');
    expectError(await respond('root', contracts.agentA as string, 'accept'), 404, 'not_found');
    expectError(await respond('leafA1', contracts.agentA as string, 'reject'), 404, 'not_found');
    await accepted('agentA', contracts.agentA as string);
    // Answered once: a second answer finds no open offer.
    expectError(await respond('agentA', contracts.agentA as string, 'reject'), 409, 'invalid_state');
  });

  it("another team's members and contracts are not found", async () => {
    // Not a direct downline: a grandchild, a sibling's member, a member of no team at all.
    expectError(await offer('root', 'leafA1', realtime('0.001')), 404, 'not_found');
    expectError(await offer('agentB', 'leafA1', realtime('0.001')), 404, 'not_found');
    expectError(await offer('agentB', 'agentA', realtime('0.001')), 404, 'not_found');
    const detail = await call(harness.app, 'GET', `/api/agent/contracts/${contracts.agentA}`, {
      token: tokens.agentB,
    });
    expectError(detail, 404, 'not_found');
    const terminate = await call(
      harness.app,
      'POST',
      `/api/agent/contracts/${contracts.agentA}/termination`,
      {
        token: tokens.agentB,
        body: { reason: 'not mine to end' },
      },
    );
    expectError(terminate, 404, 'not_found');
    // The holder terminating its own contract is not the offering agent either.
    const own = await call(harness.app, 'POST', `/api/agent/contracts/${contracts.agentA}/termination`, {
      token: tokens.agentA,
      body: { reason: 'trying' },
    });
    expectError(own, 404, 'not_found');
    const given = await call(harness.app, 'GET', '/api/agent/contracts', { token: tokens.agentB });
    expect(given.json().contracts).toEqual([]);
    const byRoot = await call(harness.app, 'GET', '/api/agent/contracts?kind=realtime', {
      token: tokens.root,
    });
    expect(byRoot.json().contracts.map((contract: { id: string }) => contract.id)).toEqual([
      contracts.agentA,
    ]);
  });

  it('an agent offers neither itself, nor a dividend to a plain member, nor a kind its downline agent has off', async () => {
    expectError(await offer('root', 'root', realtime('0.001')), 404, 'not_found');
    expectError(await offer('agentA', 'agentA', realtime('0.001')), 404, 'not_found');
    const dividend = {
      kind: 'dividend',
      period: 'D',
      basis: 'netLoss',
      negativePeriod: 'discard',
      tiers: [{ thresholdMinor: '0', minActiveMembers: 0, share: '0.1' }],
    };
    expectError(await offer('agentA', 'leafA1', dividend), 403, 'function_not_enabled');
    const flagsOff = await call(harness.app, 'PUT', `/api/admin/agents/${ids.agentB}/flags`, {
      token: staff,
      body: {
        dividendEnabled: true,
        dailySalaryEnabled: true,
        hourlySalaryEnabled: false,
        realtimeSalaryEnabled: true,
        reason: 'no hourly salary here',
      },
    });
    expect(flagsOff.statusCode, flagsOff.body).toBe(200);
    const hourly = { kind: 'hourly', tiers: [{ validBetMinor: '0', minActiveMembers: 0, value: '0.001' }] };
    expectError(await offer('root', 'agentB', hourly), 403, 'function_not_enabled');
  });

  it('a member holds a contract; dividendProcess is for agents only', async () => {
    const made = await offer('agentA', 'leafA1', realtime('0.004'));
    expect(made.statusCode, made.body).toBe(200);
    contracts.leafA1 = made.json().id;
    expect(
      (await call(harness.app, 'GET', '/api/members/me/contract-requests', { token: tokens.leafA1 })).json(),
    ).toMatchObject({
      realtimesalreqtype: true,
    });
    await accepted('leafA1', contracts.leafA1 as string);
    expectError(
      await call(harness.app, 'GET', '/api/contracts/dividend', { token: tokens.leafA1 }),
      403,
      'non_agent_login',
    );
    const daily = await call(harness.app, 'GET', '/api/contracts/daily', { token: tokens.leafA1 });
    expect(daily.json()).toEqual({ kind: 'daily', offer: null, active: null, past: [] });
  });

  it('a lower contract lists the downline contracts it would end, and ends them once confirmed and accepted', async () => {
    const first = await offer('root', 'agentA', realtime('0.003'));
    expectError(first, 409, 'contract_conflict');
    expect(first.json().wouldTerminate).toMatchObject([
      { id: contracts.leafA1, holder: { memberId: ids.leafA1 }, offeredBy: { memberId: ids.agentA } },
    ]);
    const confirmed = await offer('root', 'agentA', realtime('0.003'), true);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const newer = confirmed.json().id as string;
    // Offered only: the downline contract stands until the holder accepts.
    const stillActive = await call(harness.app, 'GET', '/api/contracts/realtime', { token: tokens.leafA1 });
    expect(stillActive.json().active?.id).toBe(contracts.leafA1);
    await accepted('agentA', newer);
    const ended = await call(harness.app, 'GET', '/api/contracts/realtime', { token: tokens.leafA1 });
    expect(ended.json().active).toBeNull();
    expect(ended.json().past[0]).toMatchObject({ id: contracts.leafA1, status: 'terminated' });
    const view = await call(harness.app, 'GET', '/api/contracts/realtime', { token: tokens.agentA });
    expect(view.json().active.id).toBe(newer);
    expect(view.json().past[0]).toMatchObject({ id: contracts.agentA, status: 'superseded' });
    const history = (
      await call(harness.app, 'GET', `/api/agent/contracts/${contracts.leafA1}`, { token: tokens.agentA })
    ).json().history as Array<{ action: string; actor: { type: string } }>;
    expect(history.map((entry) => [entry.action, entry.actor.type])).toEqual([
      ['offered', 'member'],
      ['accepted', 'member'],
      ['terminated', 'system'],
    ]);
    contracts.agentA = newer;
  });

  it('a settled window reaches the holder’s income, the payer’s payments and the staff’s runs, adding up', async () => {
    const window = windowContaining(
      'five-minutes',
      new Date(),
      harness.settings.get('brand').gmtOffsetMinutes,
    );
    await insertSettledRounds(harness.database.db, [
      {
        memberId: ids.leafA1 as string,
        validBetMinor: 1_000_000n,
        stakeMinor: 1_000_000n,
        winMinor: 400_000n,
        settledAt: new Date(),
      },
      {
        memberId: ids.leafB1 as string,
        validBetMinor: 500_000n,
        stakeMinor: 500_000n,
        winMinor: 0n,
        settledAt: new Date(),
      },
    ]);
    const process = settlementProcess(
      harness.database.db,
      harness.settings,
      testSecretKey,
      () => new Date(window.end.getTime() + 120_000),
    );
    await process.settlement.run('realtime');
    // root: 1% of 1,500,000 from the house; agentA: 0.3% of 1,000,000 from root.
    const income = await call(harness.app, 'GET', '/api/agent/income?status=paid', { token: tokens.root });
    expect(income.statusCode, income.body).toBe(200);
    const rootWindows = income
      .json()
      .windows.filter((row: { amountMinor: string }) => row.amountMinor !== '0');
    expect(rootWindows).toMatchObject([
      {
        contractId: contracts.root,
        amountMinor: '15000',
        status: 'paid',
        payer: { type: 'house' },
        figures: { validBetMinor: '1500000', activeMembers: 2 },
      },
    ]);
    const total = income
      .json()
      .windows.reduce((sum: bigint, row: { amountMinor: string }) => sum + BigInt(row.amountMinor), 0n);
    expect(income.json().totals.paidMinor).toBe(total.toString());
    const payments = await call(harness.app, 'GET', '/api/agent/contract-payments', { token: tokens.root });
    expect(
      payments.json().windows.filter((row: { amountMinor: string }) => row.amountMinor !== '0'),
    ).toMatchObject([
      { contractId: contracts.agentA, amountMinor: '3000', status: 'paid', holder: { memberId: ids.agentA } },
    ]);
    const agentIncome = await call(harness.app, 'GET', '/api/agent/income', { token: tokens.agentA });
    expect(agentIncome.json().totals).toMatchObject({ paidMinor: '3000', pendingMinor: '0' });
    const runs = await call(harness.app, 'GET', '/api/admin/agent-settlements?kind=realtime', {
      token: staff,
    });
    expect(
      runs.json().runs.find((run: { windowStart: string }) => run.windowStart === window.start.toISOString()),
    ).toMatchObject({
      paidMinor: '18000',
      housePaidMinor: '15000',
      pendingCount: 0,
    });
    const windows = await call(
      harness.app,
      'GET',
      `/api/admin/agent-settlements/windows?kind=realtime&windowStart=${encodeURIComponent(window.start.toISOString())}`,
      { token: staff },
    );
    expect(windows.json().totals.paidMinor).toBe('18000');
    const wallet = await call(harness.app, 'GET', '/api/wallet/balance', { token: tokens.agentA });
    expect(wallet.json().balanceMinor).toBe('3000');
    // Both sides see it in their account record as what it is.
    const eventsOf = async (token: string | undefined) =>
      (
        (await call(harness.app, 'GET', '/api/wallet/records', { token })).json().records as Array<{
          event: string;
          amountMinor: string;
        }>
      ).map((record) => [record.event, record.amountMinor]);
    expect(await eventsOf(tokens.agentA)).toEqual([['agent_salary_received', '3000']]);
    expect(await eventsOf(tokens.root)).toEqual(
      expect.arrayContaining([
        ['agent_salary_received', '15000'],
        ['agent_salary_paid', '-3000'],
      ]),
    );
  });

  it('staff terminate a contract with a reason; its holder’s downline contracts of the kind end with it (audited)', async () => {
    const made = await offer('agentA', 'leafA2', realtime('0.002'));
    await accepted('leafA2', made.json().id);
    // Three levels: house → root → agentA → leafA2. The preview counts what the cascade would end.
    const preview = (path: string, token: string | undefined) =>
      call(harness.app, 'GET', `${path}/termination-preview`, { token });
    const staffPreview = await preview(`/api/admin/agent-contracts/${contracts.root}`, staff);
    expect(staffPreview.statusCode, staffPreview.body).toBe(200);
    expect(staffPreview.json()).toEqual({ downlineContracts: 2 });
    const rootPreview = await preview(`/api/agent/contracts/${contracts.agentA}`, tokens.root);
    expect(rootPreview.json()).toEqual({ downlineContracts: 1 });
    expect((await preview(`/api/agent/contracts/${made.json().id}`, tokens.agentA)).json()).toEqual({
      downlineContracts: 0,
    });
    // Another team's contract, or one the caller holds rather than gave, is not found, as for terminate.
    expectError(await preview(`/api/agent/contracts/${contracts.agentA}`, tokens.agentB), 404, 'not_found');
    expectError(await preview(`/api/agent/contracts/${contracts.agentA}`, tokens.agentA), 404, 'not_found');
    const ended = await call(
      harness.app,
      'POST',
      `/api/admin/agent-contracts/${contracts.root}/termination`,
      {
        token: staff,
        body: { reason: 'programme review' },
      },
    );
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ status: 'terminated', endReason: 'programme review' });
    const list = await call(
      harness.app,
      'GET',
      `/api/admin/agent-contracts?memberId=${ids.agentA}&status=active`,
      {
        token: staff,
      },
    );
    expect(list.json().contracts).toEqual([]);
    const leaf = await call(harness.app, 'GET', '/api/contracts/realtime', { token: tokens.leafA2 });
    expect(leaf.json().past[0]).toMatchObject({ status: 'terminated' });
    // Ended: terminating it again would end nothing more.
    expect((await preview(`/api/admin/agent-contracts/${contracts.root}`, staff)).json()).toEqual({
      downlineContracts: 0,
    });
    const audit = await harness.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'agent_contract')
      .where('target_id', '=', contracts.root as string)
      .execute();
    expect(audit.map((row) => row.action).sort()).toEqual([
      'agent_contract.offer',
      'agent_contract.terminate',
    ]);
  });
  it('an agent that gave live contracts is not demoted until they end; the contracts it holds stay', async () => {
    const demote = (name: string) =>
      call(harness.app, 'POST', `/api/admin/agents/${ids[name]}/type`, {
        token: staff,
        body: { type: 0, reason: 'leaves the programme' },
      });
    const house = await offer('house', 'root', realtime('0.01'));
    await accepted('root', house.json().id);
    const given = await offer('root', 'agentB', realtime('0.005'));
    await accepted('agentB', given.json().id);
    const waiting = await offer('agentB', 'leafB1', realtime('0.001'));
    expect(waiting.statusCode, waiting.body).toBe(200);
    // agentB gave an offer still waiting: that counts, as the offer can still be accepted.
    const refused = await demote('agentB');
    expectError(refused, 409, 'agent_has_contracts');
    expect(refused.json().error.message).toContain('1 live contract');
    expect(refused.json().liveContracts).toBe(1);
    const rootRefused = await demote('root');
    expectError(rootRefused, 409, 'agent_has_contracts');
    // root gave agentB's contract only (the house's to root is root's own, held).
    expect(rootRefused.json().liveContracts).toBe(1);
    const ended = await call(harness.app, 'POST', `/api/agent/contracts/${waiting.json().id}/termination`, {
      token: tokens.agentB,
      body: { reason: 'before the demotion' },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    const demoted = await demote('agentB');
    expect(demoted.statusCode, demoted.body).toBe(200);
    // What agentB holds from root goes on: a member may hold a contract.
    const held = await harness.database.db
      .selectFrom('agent_contracts')
      .select('status')
      .where('id', '=', given.json().id)
      .executeTakeFirstOrThrow();
    expect(held.status).toBe('active');
  });

  it('a newer offer never ends an offer accepted while it waited for the lock', async () => {
    const db = harness.database.db;
    const first = await offer('root', 'agentA', realtime('0.004'));
    expect(first.statusCode, first.body).toBe(200);
    const waitingId = first.json().id as string;
    let racing: ReturnType<typeof offer> | undefined;
    await db.transaction().execute(async (transaction) => {
      // Hold the waiting offer's row as an acceptance in progress would.
      await sql`select id from agent_contracts where id = ${waitingId} for update`.execute(transaction);
      racing = offer('root', 'agentA', realtime('0.003'));
      for (let tries = 0; tries < 100; tries += 1) {
        const blocked = await sql<{ count: string }>`
          select count(*) from pg_stat_activity
          where wait_event_type = 'Lock' and query ilike '%agent_contracts%for update%'`.execute(db);
        if (Number(blocked.rows[0]?.count) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // The acceptance commits while the newer offer waits for the row.
      await sql`update agent_contracts set status = 'active', activated_at = now() where id = ${waitingId}`.execute(
        transaction,
      );
    });
    const newer = await racing;
    expect(newer?.statusCode, newer?.body).toBe(200);
    const rows = await db
      .selectFrom('agent_contracts')
      .select(['id', 'status'])
      .where('id', 'in', [waitingId, newer?.json().id])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.status)).toEqual(['active', 'offered']);
  });

  it('a new contract ends every downline contract above it, past the first 200 its conflict lists', async () => {
    const db = harness.database.db;
    // agentA (active 0.004 from root) gave 205 direct downline members 0.0035 each.
    const downline = await sql<{ id: string }>`
      insert into members (username, type, nickname, password_hash, referral_code, upline_member_id)
      select 'cap' || n || substr(md5(random()::text), 1, 8), 0, 'cap', 'not-used',
        upper(substr(md5(random()::text), 1, 12)), ${ids.agentA}
      from generate_series(1, 205) n returning id::text`.execute(db);
    const at = new Date();
    await db
      .insertInto('agent_contracts')
      .values(
        downline.rows.map((row) => ({
          kind: 'realtime' as const,
          holder_member_id: row.id,
          offered_by_member_id: ids.agentA as string,
          terms: JSON.stringify(realtime('0.0035')),
          status: 'active' as const,
          created_at: at,
          activated_at: at,
        })),
      )
      .execute();
    const conflict = await offer('root', 'agentA', realtime('0.003'));
    expectError(conflict, 409, 'contract_conflict');
    expect(conflict.json().wouldTerminate).toHaveLength(200);
    const confirmed = await offer('root', 'agentA', realtime('0.003'), true);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await accepted('agentA', confirmed.json().id);
    const live = await db
      .selectFrom('agent_contracts')
      .select((select) => select.fn.countAll<string>().as('count'))
      .where('offered_by_member_id', '=', ids.agentA as string)
      .where('status', 'in', ['offered', 'active'])
      .executeTakeFirstOrThrow();
    expect(Number(live.count)).toBe(0);
  });

  it('two answers and a termination at once: each meets the row in turn, none is a 500', async () => {
    const made = await offer('root', 'agentA', realtime('0.002'));
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().id as string;
    const replies = await Promise.all([
      respond('agentA', id, 'accept'),
      respond('agentA', id, 'accept'),
      call(harness.app, 'POST', `/api/agent/contracts/${id}/termination`, {
        token: tokens.root,
        body: { reason: 'changed my mind' },
      }),
    ]);
    for (const reply of replies) expect([200, 409], reply.body).toContain(reply.statusCode);
    // One of the two answers wins at most; the termination may come before or after it.
    expect(replies.slice(0, 2).filter((reply) => reply.statusCode === 200).length).toBeLessThanOrEqual(1);
    const history = await harness.database.db
      .selectFrom('agent_contract_history')
      .select('action')
      .where('contract_id', '=', id)
      .orderBy('id')
      .execute();
    const actions = history.map((row) => row.action);
    expect([
      ['offered', 'accepted', 'terminated'],
      ['offered', 'terminated'],
    ]).toContainEqual(actions);
  });
  it('two offers to one holder at once leave one offer waiting, the other refused or superseded, never a 500', async () => {
    const replies = await Promise.all([
      offer('root', 'agentA', realtime('0.001')),
      offer('root', 'agentA', realtime('0.0015')),
    ]);
    for (const reply of replies) expect([200, 409], reply.body).toContain(reply.statusCode);
    const waiting = await harness.database.db
      .selectFrom('agent_contracts')
      .select('id')
      .where('holder_member_id', '=', ids.agentA as string)
      .where('kind', '=', 'realtime')
      .where('status', '=', 'offered')
      .execute();
    expect(waiting).toHaveLength(1);
  });
  it('staff narrow the contract list to one holder by account name', async () => {
    const agentA = await harness.database.db
      .selectFrom('members')
      .select('username')
      .where('id', '=', ids.agentA as string)
      .executeTakeFirstOrThrow();
    const list = await call(harness.app, 'GET', `/api/admin/agent-contracts?holder=${agentA.username}`, {
      token: staff,
    });
    expect(list.statusCode, list.body).toBe(200);
    const holders = new Set(
      list.json().contracts.map((contract: { holder: { memberId: string } }) => contract.holder.memberId),
    );
    expect([...holders]).toEqual([ids.agentA]);
    const nobody = await call(harness.app, 'GET', '/api/admin/agent-contracts?holder=nosuchaccount', {
      token: staff,
    });
    expect(nobody.json().contracts).toEqual([]);
  });
});
