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

  it('never lets an upline change after registration', async () => {
    const first = await createMember(harness);
    const second = await createMember(harness);
    await expect(
      harness.database.db
        .updateTable('members')
        .set({ upline_member_id: first.id })
        .where('id', '=', second.id)
        .execute(),
    ).rejects.toThrow(/upline never changes/);
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
});
