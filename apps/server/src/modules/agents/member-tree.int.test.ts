import { randomUUID } from 'node:crypto';
import { agentTreeDepthLimit } from '@gaming/contracts/agents';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsHarness,
  call,
  createMember,
  expectError,
  freshIp,
  registrationBody,
  startAccountsHarness,
} from '../../testing/accounts-kit.js';
import { seedAgentTree } from '../../testing/agent-tree-kit.js';

/**
 * The closure table of 0029 (issue 15): whatever path inserts a member, member_tree holds exactly the
 * pairs its upline chain gives; the depth limit holds on every path.
 */

let harness: AccountsHarness;

beforeAll(async () => {
  harness = await startAccountsHarness();
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

/** Pairs the closure should hold, computed from upline_member_id alone, minus those it holds. */
async function closureMismatches(): Promise<{ missing: number; extra: number }> {
  const result = await sql<{ missing: string; extra: string }>`
    with recursive chain (ancestor_id, descendant_id, depth) as (
      select id, id, 0 from members
      union all
      select m.upline_member_id, chain.descendant_id, chain.depth + 1
      from chain join members m on m.id = chain.ancestor_id
      where m.upline_member_id is not null and chain.depth < 100
    ),
    missing as (select ancestor_id, descendant_id, depth from chain
      except select ancestor_id, descendant_id, depth::int from member_tree),
    extra as (select ancestor_id, descendant_id, depth::int from member_tree
      except select ancestor_id, descendant_id, depth from chain)
    select (select count(*) from missing) as missing, (select count(*) from extra) as extra`.execute(
    harness.database.db,
  );
  const row = result.rows[0];
  return { missing: Number(row?.missing), extra: Number(row?.extra) };
}

async function referralCodeOf(memberId: string): Promise<string> {
  const row = await harness.database.db
    .selectFrom('members')
    .select('referral_code')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return row.referral_code;
}

describe('member tree', () => {
  it('keeps the closure on every registration path: kit, username and mobile registration, trial', async () => {
    const top = await createMember(harness, { type: 1 });
    const byUsername = await call(harness.app, 'PUT', '/api/members', {
      ip: freshIp(),
      body: registrationBody({ referralCode: await referralCodeOf(top.id) }),
    });
    expect(byUsername.statusCode, byUsername.body).toBe(200);
    const childId = byUsername.json().member.id as string;
    const grandchild = await call(harness.app, 'PUT', '/api/members', {
      ip: freshIp(),
      body: registrationBody({ affiliateCode: await referralCodeOf(childId) }),
    });
    expect(grandchild.statusCode, grandchild.body).toBe(200);
    const trial = await call(harness.app, 'POST', '/api/session/trial', {
      ip: freshIp(),
      body: { platform: 'W', os: 'web' },
    });
    expect(trial.statusCode, trial.body).toBe(200);
    const rows = await harness.database.db
      .selectFrom('member_tree')
      .select(['ancestor_id', 'depth'])
      .where('descendant_id', '=', grandchild.json().member.id)
      .orderBy('depth')
      .execute();
    expect(rows).toEqual([
      { ancestor_id: grandchild.json().member.id, depth: 0 },
      { ancestor_id: childId, depth: 1 },
      { ancestor_id: top.id, depth: 2 },
    ]);
    expect(await closureMismatches()).toEqual({ missing: 0, extra: 0 });
  });

  it('refuses a member below an upline at the depth limit, on the API and in the database', async () => {
    const tree = await seedAgentTree(harness.database.db, {
      members: agentTreeDepthLimit + 1,
      depth: agentTreeDepthLimit,
      branching: 1,
      closure: 'trigger',
    });
    expect(tree.depth).toBe(agentTreeDepthLimit);
    const deepest = tree.levels[agentTreeDepthLimit]?.[0] as string;
    const response = await call(harness.app, 'PUT', '/api/members', {
      ip: freshIp(),
      body: registrationBody({ referralCode: await referralCodeOf(deepest) }),
    });
    expectError(response, 409, 'team_depth_limit');
    // One level up still takes a member.
    const above = tree.levels[agentTreeDepthLimit - 1]?.[0] as string;
    const allowed = await call(harness.app, 'PUT', '/api/members', {
      ip: freshIp(),
      body: registrationBody({ referralCode: await referralCodeOf(above) }),
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    const limit = await sql<{ limit: number }>`select member_tree_depth_limit() as limit`.execute(
      harness.database.db,
    );
    expect(limit.rows[0]?.limit).toBe(agentTreeDepthLimit);
    expect(await closureMismatches()).toEqual({ missing: 0, extra: 0 });
  });

  it('sets an upline once: a member without one moves below it with its team, and never changes again', async () => {
    const first = await createMember(harness);
    const second = await createMember(harness);
    const below = await call(harness.app, 'PUT', '/api/members', {
      ip: freshIp(),
      body: registrationBody({ referralCode: await referralCodeOf(second.id) }),
    });
    expect(below.statusCode, below.body).toBe(200);
    const setUpline = (memberId: string, uplineId: string) =>
      harness.database.db
        .updateTable('members')
        .set({ upline_member_id: uplineId })
        .where('id', '=', memberId)
        .execute();
    await setUpline(second.id, first.id);
    const chain = await harness.database.db
      .selectFrom('member_tree')
      .select(['ancestor_id', 'depth'])
      .where('descendant_id', '=', below.json().member.id)
      .orderBy('depth')
      .execute();
    expect(chain.map((row) => row.ancestor_id)).toEqual([below.json().member.id, second.id, first.id]);
    await expect(setUpline(second.id, (await createMember(harness)).id)).rejects.toThrow(
      /upline never changes/,
    );
    await expect(setUpline(first.id, below.json().member.id)).rejects.toThrow(/below its own team/);
    expect(await closureMismatches()).toEqual({ missing: 0, extra: 0 });
  });

  it('seeds the same closure in bulk as the trigger writes row by row', async () => {
    const bulk = await seedAgentTree(harness.database.db, { members: 400, depth: 6, closure: 'bulk' });
    const rowByRow = await seedAgentTree(harness.database.db, { members: 400, depth: 6, closure: 'trigger' });
    expect(bulk.depth).toBeGreaterThanOrEqual(6);
    expect(rowByRow.depth).toBe(bulk.depth);
    expect(bulk.levels.flat()).toHaveLength(400);
    expect(await closureMismatches()).toEqual({ missing: 0, extra: 0 });
    const agents = await harness.database.db
      .selectFrom('agent_profiles')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('member_id', 'in', bulk.agentIds)
      .executeTakeFirstOrThrow();
    expect(Number(agents.count)).toBe(bulk.agentIds.length);
  });

  it('keeps member_play_windows equal to the settled rounds through inserts, settlement, refunds and deletes', async () => {
    const player = await createMember(harness);
    const db = harness.database.db;
    const windowStart = new Date(Math.floor(Date.now() / 300_000) * 300_000 - 600_000);
    const round = (status: 'open' | 'settled', stake: number, win: number, settledAt: Date | null) => ({
      id: randomUUID(),
      member_id: player.id,
      vendor_code: 'PG',
      game_code: 'windows',
      category: 'RNG',
      external_round_id: randomUUID(),
      currency: 'NPR',
      stake_minor: String(stake),
      win_minor: String(win),
      valid_bet_minor: String(stake),
      status,
      settled_at: settledAt,
    });
    const settled = [
      round('settled', 1000, 500, new Date(windowStart.getTime() + 1_000)),
      round('settled', 2000, 0, new Date(windowStart.getTime() + 299_000)),
      round('settled', 3000, 9000, new Date(windowStart.getTime() + 300_000)),
    ];
    const open = round('open', 4000, 0, null);
    await db
      .insertInto('game_rounds')
      .values([...settled, open])
      .execute();
    // Settlement of the open round, in the window it settles in.
    await db
      .updateTable('game_rounds')
      .set({ status: 'settled', settled_at: new Date(windowStart.getTime() + 2_000), win_minor: '100' })
      .where('id', '=', open.id)
      .execute();
    // A refund after settlement lowers the stake of its window.
    await db
      .updateTable('game_rounds')
      .set({ stake_minor: '1500', valid_bet_minor: '1500' })
      .where('id', '=', settled[1]?.id as string)
      .execute();
    await db
      .deleteFrom('game_rounds')
      .where('id', '=', settled[2]?.id as string)
      .execute();
    const windows = await db
      .selectFrom('member_play_windows')
      .select(['window_start', 'rounds', 'valid_bet_minor', 'stake_minor', 'win_minor'])
      .where('member_id', '=', player.id)
      .orderBy('window_start')
      .execute();
    expect(windows).toEqual([
      {
        window_start: windowStart,
        rounds: 3,
        valid_bet_minor: '6500',
        stake_minor: '6500',
        win_minor: '600',
      },
      {
        window_start: new Date(windowStart.getTime() + 300_000),
        rounds: 0,
        valid_bet_minor: '0',
        stake_minor: '0',
        win_minor: '0',
      },
    ]);
    const mismatches = await sql<{ count: string }>`
      with raw as (
        select member_id, member_play_window(settled_at) as window_start, count(*)::int as rounds,
          sum(valid_bet_minor) as valid_bet, sum(stake_minor) as stake, sum(win_minor) as win
        from game_rounds where status = 'settled' group by 1, 2),
      kept as (
        select member_id, window_start, rounds, valid_bet_minor as valid_bet, stake_minor as stake, win_minor as win
        from member_play_windows where rounds > 0)
      select count(*) from ((select * from raw except select * from kept) union all
        (select * from kept except select * from raw)) difference`.execute(db);
    expect(Number(mismatches.rows[0]?.count)).toBe(0);
  });
});
