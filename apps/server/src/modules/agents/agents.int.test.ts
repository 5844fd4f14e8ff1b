import { randomUUID } from 'node:crypto';
import { affiliateRemarkMaxLength, agentTreeDepthLimit } from '@gaming/contracts/agents';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/security/passwords.js';
import {
  auditActions,
  call,
  createMember,
  expectError,
  kitPassword,
  loginToken,
  type TestMember,
} from '../../testing/accounts-kit.js';
import { seedAgentTree } from '../../testing/agent-tree-kit.js';
import { fundFromHouse } from '../../testing/ledger-kit.js';
import {
  staffToken,
  startWithdrawalsHarness,
  type WithdrawalsHarness,
} from '../withdrawals/withdrawals-kit.js';

/**
 * The agent programme's teams (issue 15) through the API: becoming an agent, registering a downline,
 * the agent centre's reads scoped to the caller's team (never a sibling's, never the upline's other
 * members: 404 like a member that does not exist), totals that add up to their rows, staff's tools.
 *
 *   A (agent 1)            B (agent 1)
 *   ├── A1 (agent 2)       └── B1
 *   │   ├── A11
 *   │   │   └── A111
 *   │   └── A12
 *   └── A2
 */

let harness: WithdrawalsHarness;
let admin: string;
type Node = { id: string; username: string; token: string };
const tree: Record<'A' | 'A1' | 'A11' | 'A111' | 'A12' | 'A2' | 'B' | 'B1', Node> = {} as never;

async function api(method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: unknown) {
  return call(harness.app, method, url, { token, ...(body === undefined ? {} : { body }) });
}

function ok(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function signedIn(member: TestMember): Promise<Node> {
  return { id: member.id, username: member.username, token: await loginToken(harness, member) };
}

/** The agent opens an account below itself through the agent centre, then it logs in. */
async function registerBelow(agent: Node, username: string): Promise<Node> {
  const body = ok(
    await api('POST', '/api/agent/downlines', agent.token, {
      username,
      password: kitPassword,
      confirmPassword: kitPassword,
    }),
  );
  expect(body).toMatchObject({ account: username, type: 0 });
  return signedIn({ id: body.memberId, username, password: kitPassword, homeIp: '10.200.0.1' });
}

async function makeAgent(node: Node, type: 1 | 2) {
  ok(await api('POST', `/api/admin/agents/${node.id}/type`, admin, { type, reason: 'test promotion' }));
}

async function settledRound(memberId: string, stakeMinor: number, winMinor: number, settledAt = new Date()) {
  await harness.database.db
    .insertInto('game_rounds')
    .values({
      id: randomUUID(),
      member_id: memberId,
      vendor_code: 'PG',
      game_code: 'team-test',
      category: 'RNG',
      external_round_id: randomUUID(),
      currency: 'NPR',
      stake_minor: String(stakeMinor),
      win_minor: String(winMinor),
      valid_bet_minor: String(stakeMinor),
      status: 'settled',
      settled_at: settledAt,
    })
    .execute();
}

beforeAll(async () => {
  harness = await startWithdrawalsHarness();
  admin = await staffToken(harness, 'admin');
  const suffix = Date.now().toString(36).slice(-5);
  tree.A = await signedIn(await createMember(harness, { username: `teama${suffix}` }));
  tree.B = await signedIn(await createMember(harness, { username: `teamb${suffix}` }));
  await makeAgent(tree.A, 1);
  await makeAgent(tree.B, 1);
  tree.A1 = await registerBelow(tree.A, `teama1${suffix}`);
  tree.A2 = await registerBelow(tree.A, `teama2${suffix}`);
  tree.B1 = await registerBelow(tree.B, `teamb1${suffix}`);
  await makeAgent(tree.A1, 2);
  tree.A11 = await registerBelow(tree.A1, `teama11${suffix}`);
  tree.A12 = await registerBelow(tree.A1, `teama12${suffix}`);
  await makeAgent(tree.A11, 2);
  tree.A111 = await registerBelow(tree.A11, `teama111${suffix}`);
  await harness.database.db
    .updateTable('members')
    .set({ payment_password_hash: await hashPassword('123456') })
    .where('id', 'in', [tree.A.id, tree.A1.id, tree.A11.id])
    .execute();
}, 300_000);

afterAll(async () => {
  await harness?.close();
});

describe('becoming an agent and registering a downline', () => {
  it('lets only agents into the agent centre; a demoted agent is out at once and keeps its team', async () => {
    expectError(await api('GET', '/api/agent/profile', tree.A2.token), 403, 'non_agent_login');
    const member = await signedIn(await createMember(harness));
    ok(await api('POST', `/api/admin/agents/${member.id}/type`, admin, { type: 1, reason: 'trial run' }));
    ok(await api('GET', '/api/agent/profile', member.token));
    const below = await registerBelow(member, `keep${Date.now().toString(36)}`);
    const demoted = ok(
      await api('POST', `/api/admin/agents/${member.id}/type`, admin, { type: 0, reason: 'ends the trial' }),
    );
    expect(demoted).toMatchObject({ type: 0, isAgent: false, teamSize: 1, directCount: 1 });
    expectError(await api('GET', '/api/agent/profile', member.token), 403, 'non_agent_login');
    const path = ok(await api('GET', `/api/admin/agent-tree/${below.id}/path`, admin));
    expect(path.path.map((node: { memberId: string }) => node.memberId)).toEqual([member.id, below.id]);
    expect(await auditActions(harness, member.id)).toEqual(
      expect.arrayContaining(['agent.type_changed', 'agent.demoted']),
    );
  });

  it("answers the agent's profile: type, upline, team size, flags", async () => {
    const profile = ok(await api('GET', '/api/agent/profile', tree.A1.token));
    expect(profile).toMatchObject({
      memberId: tree.A1.id,
      type: 2,
      uplineAccount: tree.A.username,
      uplineIsAgent: true,
      depth: 1,
      teamSize: 3,
      directCount: 2,
      canRegisterDownline: true,
      flags: { dividendEnabled: false, dailySalaryEnabled: false },
      gmtOffsetMinutes: 345,
    });
  });

  it('registers a downline with the registration rules, audited, and refuses it at the depth limit', async () => {
    const weak = await api('POST', '/api/agent/downlines', tree.A.token, {
      username: `weak${Date.now().toString(36)}`,
      password: 'password',
      confirmPassword: 'password',
    });
    expectError(weak, 400, 'validation_failed');
    const mismatch = await api('POST', '/api/agent/downlines', tree.A.token, {
      username: `mismatch${Date.now().toString(36)}`,
      password: kitPassword,
      confirmPassword: `${kitPassword}x`,
    });
    expectError(mismatch, 400, 'validation_failed');
    const taken = await api('POST', '/api/agent/downlines', tree.A.token, {
      username: tree.B1.username,
      password: kitPassword,
      confirmPassword: kitPassword,
    });
    expectError(taken, 409, 'username_taken');
    expect(await auditActions(harness, tree.A1.id)).toContain('member.register_downline');

    const chain = await seedAgentTree(harness.database.db, {
      members: agentTreeDepthLimit + 1,
      depth: agentTreeDepthLimit,
      branching: 1,
    });
    const bottomId = chain.levels[agentTreeDepthLimit]?.[0] as string;
    const bottom = await harness.database.db
      .selectFrom('members')
      .select('username')
      .where('id', '=', bottomId)
      .executeTakeFirstOrThrow();
    await harness.database.db.updateTable('members').set({ type: 2 }).where('id', '=', bottomId).execute();
    const token = await loginToken(harness, {
      id: bottomId,
      username: bottom.username,
      password: chain.password,
      homeIp: '10.201.0.1',
    });
    expect(ok(await api('GET', '/api/agent/profile', token))).toMatchObject({
      depth: agentTreeDepthLimit,
      canRegisterDownline: false,
    });
    const refused = await api('POST', '/api/agent/downlines', token, {
      username: `toodeep${Date.now().toString(36)}`,
      password: kitPassword,
      confirmPassword: kitPassword,
    });
    expectError(refused, 409, 'team_depth_limit');
  });
});

describe('team scope', () => {
  it("shows a member of the team at its depth, and 404s the upline, a sibling and another team's member", async () => {
    const detail = ok(await api('GET', `/api/agent/team/members/${tree.A111.id}`, tree.A.token));
    expect(detail.member).toMatchObject({ account: tree.A111.username, depth: 3, isDirect: false });
    expect(ok(await api('GET', `/api/agent/team/members/${tree.A111.id}`, tree.A1.token)).member.depth).toBe(
      2,
    );
    const unknown = await api('GET', '/api/agent/team/members/999999999', tree.A1.token);
    const missing = expectError(unknown, 404, 'not_found');
    for (const [agent, other] of [
      [tree.A1, tree.A2],
      [tree.A1, tree.A],
      [tree.A1, tree.A1],
      [tree.A11, tree.A12],
      [tree.B, tree.A1],
      [tree.A, tree.B1],
    ] as const) {
      const error = expectError(
        await api('GET', `/api/agent/team/members/${other.id}`, agent.token),
        404,
        'not_found',
      );
      expect(error.message).toBe(missing.message);
    }
  });

  it("lists only the caller's team, with search and the direct-only filter", async () => {
    const all = ok(await api('GET', '/api/agent/team/members?pageSize=50', tree.A1.token));
    expect(all.members.map((member: { account: string }) => member.account).sort()).toEqual(
      [tree.A11.username, tree.A111.username, tree.A12.username].sort(),
    );
    expect(all.pageInfo.total).toBe(3);
    const direct = ok(await api('GET', '/api/agent/team/members?directOnly=true', tree.A1.token));
    expect(direct.members.map((member: { depth: number }) => member.depth)).toEqual([1, 1]);
    const search = ok(
      await api('GET', `/api/agent/team/members?username=${tree.A2.username}`, tree.A1.token),
    );
    expect(search.members).toEqual([]);
    const found = ok(
      await api('GET', `/api/agent/team/members?username=${tree.A111.username}`, tree.A.token),
    );
    expect(found.members).toHaveLength(1);
    // LIKE's wildcards are matched as typed: no account name holds '%' or '_'.
    for (const wildcard of ['%25', '_', '%5C'])
      expect(
        ok(await api('GET', `/api/agent/team/members?username=${wildcard}`, tree.A1.token)).members,
      ).toEqual([]);
    expectError(
      await api('GET', '/api/agent/team/members?pageSize=51', tree.A.token),
      400,
      'validation_failed',
    );
  });

  it('refuses a transfer to a member below the direct downline with the same answer as to nobody', async () => {
    await fundFromHouse(harness.ledger, tree.A1.id, 100_000n);
    const send = (account: string) =>
      api('POST', '/api/wallet/transfers/downline', tree.A1.token, {
        requestId: randomUUID(),
        amount: '10',
        paymentPassword: '123456',
        downlineAccount: account,
      });
    const nobody = expectError(await send('no-such-member-here'), 400, 'not_your_downline');
    for (const account of [tree.A111.username, tree.A2.username, tree.A.username, tree.B1.username])
      expect(expectError(await send(account), 400, 'not_your_downline').message).toBe(nobody.message);
    ok(await send(tree.A11.username));
  });
});

describe('team figures', () => {
  beforeAll(async () => {
    await settledRound(tree.A11.id, 10_000, 2_000);
    await settledRound(tree.A11.id, 5_000, 0);
    await settledRound(tree.A111.id, 3_000, 9_000);
    await settledRound(tree.A12.id, 0, 0);
    await settledRound(tree.A2.id, 7_000, 1_000);
    await settledRound(tree.B1.id, 50_000, 0);
    // Yesterday in the brand's day: outside "today".
    await settledRound(tree.A11.id, 40_000, 0, new Date(Date.now() - 86_400_000));
    await fundFromHouse(harness.ledger, tree.A12.id, 25_000n);
    await fundFromHouse(harness.ledger, tree.A12.id, 5_000n);
    await fundFromHouse(harness.ledger, tree.B1.id, 99_000n);
    // Income the contracts pay (their codes, read by name): into A1's wallet.
    const house = await harness.ledger.ensureAccount({
      code: 'house',
      kind: 'house',
      currency: 'NPR',
      mayGoNegative: true,
    });
    const wallet = await harness.ledger.ensureAccount({
      code: `member:${tree.A1.id}:main`,
      kind: 'member_main',
      memberId: tree.A1.id,
      currency: 'NPR',
      mayGoNegative: false,
    });
    for (const [code, amount] of [
      ['agent_salary', 1_500n],
      ['agent_dividend', 700n],
    ] as const)
      await harness.ledger.transfer({
        id: randomUUID(),
        debitAccountId: house.id,
        creditAccountId: wallet.id,
        amountMinor: amount,
        code,
      });
  });

  it("sums the team's period: play, active and new members, deposits, income; the house's side of win/loss", async () => {
    const overview = ok(await api('GET', '/api/agent/team/overview?period=today', tree.A1.token));
    expect(overview).toMatchObject({
      period: 'today',
      teamSize: 3,
      newMembers: 3,
      // A11 and A111 played with a valid bet; A12's round had none.
      activeMembers: 2,
      validBetMinor: '18000',
      stakeMinor: '18000',
      winMinor: '11000',
      winLossMinor: '7000',
      // A12's two deposits, the first its first ever; A1's own funding (earlier test) is the team's too.
      deposits: 3,
      depositsMinor: '130000',
      firstDeposits: 2,
      salaryIncomeMinor: '1500',
      dividendIncomeMinor: '700',
      incomeMinor: '2200',
    });
    const yesterday = ok(await api('GET', '/api/agent/team/overview?period=yesterday', tree.A1.token));
    expect(yesterday).toMatchObject({ validBetMinor: '40000', activeMembers: 1, incomeMinor: '0' });
    const top = ok(await api('GET', '/api/agent/team/overview', tree.A.token));
    expect(top.validBetMinor).toBe('25000');
    expect(top.teamSize).toBe(5);
    expectError(
      await api('GET', '/api/agent/team/overview?period=custom&from=2026-01-01&to=2026-06-01', tree.A.token),
      400,
      'validation_failed',
    );
  });

  it('pages team betting so that the rows of every page add up to the totals', async () => {
    const rows: Array<Record<string, string | number>> = [];
    let totals: Record<string, string | number> = {};
    for (let page = 1; page <= 5; page += 1) {
      const body = ok(await api('GET', `/api/agent/team/betting?pageSize=1&page=${page}`, tree.A.token));
      rows.push(...body.rows);
      totals = body.totals;
      if (page * 1 >= body.pageInfo.total) break;
    }
    expect(rows.map((row) => row.account).sort()).toEqual(
      [tree.A11.username, tree.A111.username, tree.A12.username, tree.A2.username].sort(),
    );
    for (const key of ['validBetMinor', 'stakeMinor', 'winMinor', 'winLossMinor'])
      expect(rows.reduce((sum, row) => sum + BigInt(row[key] as string), 0n).toString()).toBe(totals[key]);
    expect(rows.reduce((sum, row) => sum + Number(row.rounds), 0)).toBe(totals.rounds);
    expect(totals.members).toBe(4);
  });

  it('ranks the members who lost, biggest loss first', async () => {
    const loss = ok(await api('GET', '/api/agent/team/user-loss', tree.A.token));
    expect(
      loss.rows.map((row: { account: string; winLossMinor: string; rank: number }) => [
        row.account,
        row.winLossMinor,
        row.rank,
      ]),
    ).toEqual([
      [tree.A11.username, '13000', 1],
      [tree.A2.username, '6000', 2],
    ]);
    expect(loss.totals).toMatchObject({ members: 2, winLossMinor: '19000' });
  });

  it('reports transfers with each direct downline, and the team transactions with totals', async () => {
    await fundFromHouse(harness.ledger, tree.A.id, 100_000n);
    for (const [from, path, account, amount] of [
      [tree.A, 'downline', tree.A1.username, '20'],
      [tree.A, 'downline', tree.A1.username, '5'],
      [tree.A1, 'upline', undefined, '3'],
    ] as const)
      ok(
        await api('POST', `/api/wallet/transfers/${path}`, from.token, {
          requestId: randomUUID(),
          amount,
          paymentPassword: '123456',
          ...(account ? { downlineAccount: account } : {}),
        }),
      );
    const credit = ok(await api('GET', '/api/agent/credit-report', tree.A.token));
    expect(credit.rows).toEqual([
      {
        memberId: tree.A1.id,
        account: tree.A1.username,
        sentMinor: '2500',
        sentCount: 2,
        receivedMinor: '300',
        receivedCount: 1,
        netMinor: '-2200',
      },
    ]);
    expect(credit.totals).toMatchObject({ sentMinor: '2500', receivedMinor: '300', netMinor: '-2200' });
    // A1's credit report has no direct downline of A's.
    const mine = ok(await api('GET', '/api/agent/credit-report', tree.A1.token));
    expect(mine.rows.map((row: { account: string }) => row.account)).toEqual([tree.A11.username]);

    const transactions = ok(await api('GET', '/api/agent/team/transactions?type=deposit', tree.A1.token));
    const amounts = transactions.transactions.map((row: { amountMinor: string }) => BigInt(row.amountMinor));
    expect(amounts.reduce((sum: bigint, value: bigint) => sum + value, 0n).toString()).toBe(
      transactions.totals.depositsMinor,
    );
    expect(transactions.transactions.map((row: { account: string }) => row.account)).not.toContain(
      tree.B1.username,
    );
    const details = ok(await api('GET', '/api/agent/account-details?pageSize=50', tree.A1.token));
    expect(details.records.map((record: { type: string }) => record.type)).toEqual(
      expect.arrayContaining(['agent_salary', 'agent_dividend', 'transfer_downline', 'transfer_upline']),
    );
  });
});

describe('affiliate applications and staff tools', () => {
  it('takes one open application, decided by staff who may: rejected with a reason, then approved as 41 or 42', async () => {
    const applicant = await signedIn(await createMember(harness));
    const underAgent = await registerBelow(tree.B, `affil${Date.now().toString(36)}`);
    const apply = (node: Node, remark: string) =>
      api('POST', '/api/members/me/affiliate-application', node.token, {
        remark,
        contact: '+977 9800000000',
      });
    expectError(await apply(applicant, 'x'.repeat(affiliateRemarkMaxLength + 1)), 400, 'validation_failed');
    const first = ok(await apply(applicant, 'I run a gaming community of 300 players.'));
    expect(first).toMatchObject({ canApply: false, isAgent: false, application: { status: 'pending' } });
    expectError(await apply(applicant, 'Again, please.'), 409, 'invalid_state');
    expectError(await apply(tree.A, 'An agent applying'), 409, 'invalid_state');

    const queue = ok(
      await api('GET', `/api/admin/affiliate-applications?status=pending&query=${applicant.username}`, admin),
    );
    const id = queue.applications[0].id as string;
    expect(queue.applications[0]).toMatchObject({ account: applicant.username, uplineIsAgent: false });
    const customerService = await staffToken(harness, 'customerService');
    expectError(
      await api('POST', `/api/admin/affiliate-applications/${id}/approve`, customerService, {}),
      403,
      'forbidden',
    );
    const finance = await staffToken(harness, 'finance');
    expectError(
      await api('POST', `/api/admin/affiliate-applications/${id}/reject`, finance, {}),
      400,
      'validation_failed',
    );
    const rejected = ok(
      await api('POST', `/api/admin/affiliate-applications/${id}/reject`, finance, {
        reason: 'Too few players yet.',
      }),
    );
    expect(rejected).toMatchObject({ status: 'rejected', decisionReason: 'Too few players yet.' });
    expectError(
      await api('POST', `/api/admin/affiliate-applications/${id}/approve`, admin, {}),
      409,
      'invalid_state',
    );

    const second = ok(await apply(applicant, 'Now 500 players.'));
    const approved = ok(
      await api('POST', `/api/admin/affiliate-applications/${second.application.id}/approve`, admin, {}),
    );
    expect(approved).toMatchObject({ status: 'approved', grantedType: 41 });
    expect(ok(await api('GET', '/api/agent/profile', applicant.token)).type).toBe(41);

    const third = ok(await apply(underAgent, 'My upline is an agent.'));
    ok(await api('POST', `/api/admin/affiliate-applications/${third.application.id}/approve`, admin, {}));
    expect(ok(await api('GET', '/api/agent/profile', underAgent.token)).type).toBe(42);
    expect(await auditActions(harness, applicant.id)).toEqual(
      expect.arrayContaining(['agent.application_rejected', 'agent.application_approved']),
    );
  });

  it('sets flags of agents only, and refuses a sub-agent type without an agent upline', async () => {
    const flags = {
      dividendEnabled: true,
      dailySalaryEnabled: true,
      hourlySalaryEnabled: false,
      realtimeSalaryEnabled: true,
    };
    const set = ok(
      await api('PUT', `/api/admin/agents/${tree.A1.id}/flags`, admin, {
        ...flags,
        reason: 'contract agreed',
      }),
    );
    expect(set.flags).toEqual(flags);
    expect(ok(await api('GET', '/api/agent/profile', tree.A1.token)).flags).toEqual(flags);
    expectError(
      await api('PUT', `/api/admin/agents/${tree.A2.id}/flags`, admin, { ...flags, reason: 'not an agent' }),
      409,
      'invalid_state',
    );
    const loner = await createMember(harness);
    expectError(
      await api('POST', `/api/admin/agents/${loner.id}/type`, admin, { type: 2, reason: 'no upline agent' }),
      409,
      'invalid_state',
    );
    expect(await auditActions(harness, tree.A1.id)).toContain('agent.flags_changed');
  });

  it("browses the tree: a node's children, the path to the top, agents by search and tops of chains", async () => {
    const children = ok(await api('GET', `/api/admin/agent-tree/${tree.A.id}/children`, admin));
    expect(children.parent).toMatchObject({ memberId: tree.A.id, teamSize: 5, directCount: 2 });
    expect(children.children.map((node: { account: string }) => node.account).sort()).toEqual(
      [tree.A1.username, tree.A2.username].sort(),
    );
    const agentsOnly = ok(
      await api('GET', `/api/admin/agent-tree/${tree.A.id}/children?agentsOnly=true`, admin),
    );
    expect(agentsOnly.children.map((node: { account: string }) => node.account)).toEqual([tree.A1.username]);
    const path = ok(await api('GET', `/api/admin/agent-tree/${tree.A111.id}/path`, admin));
    expect(path.path.map((node: { account: string }) => node.account)).toEqual(
      [tree.A, tree.A1, tree.A11, tree.A111].map((node) => node.username),
    );
    const tops = ok(
      await api(
        'GET',
        `/api/admin/agents?topOnly=true&pageSize=100&query=${tree.A.username.slice(0, 4)}`,
        admin,
      ),
    );
    const accounts = tops.agents.map((agent: { account: string }) => agent.account);
    expect(accounts).toContain(tree.A.username);
    expect(accounts).not.toContain(tree.A1.username);
    const detail = ok(await api('GET', `/api/admin/agents/${tree.A11.id}`, admin));
    expect(detail).toMatchObject({ type: 2, isAgent: true, depth: 2, teamSize: 1 });
    expect(detail.uplines.map((node: { account: string }) => node.account)).toEqual([
      tree.A.username,
      tree.A1.username,
    ]);
    expectError(await api('GET', '/api/admin/agents/999999999', admin), 404, 'not_found');
  });
});
