import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsHarness,
  call,
  createMember,
  expectError,
  loginToken,
  signInNewStaff,
  staffServiceOf,
  startAccountsHarness,
  type TestMember,
} from '../../testing/accounts-kit.js';

/**
 * Missions and ranking boards through HTTP (the real app): staff configure (audited; a read-only role may
 * not), a member sees progress from its settled rounds, is refused below target and claims once; guests
 * see the mission leaderboard and the boards' standings with masked names.
 */

let harness: AccountsHarness;
let content: { id: string; token: string };
let support: { id: string; token: string };
let player: TestMember;
let playerToken: string;

async function insertRound(memberId: string, category: string, validBet: bigint) {
  await sql`
    insert into game_rounds (id, member_id, vendor_code, game_code, category, external_round_id, currency,
      stake_minor, win_minor, valid_bet_minor, status, opened_at, settled_at)
    values (gen_random_uuid(), ${memberId}, 'KIT', 'kit-game', ${category}, gen_random_uuid()::text, 'NPR',
      ${validBet.toString()}, 0, ${validBet.toString()}, 'settled', now() - interval '2 seconds',
      now() - interval '1 second')`.execute(harness.database.db);
}

beforeAll(async () => {
  harness = await startAccountsHarness();
  const staff = staffServiceOf(harness);
  content = await signInNewStaff(harness.app, staff, 'content');
  support = await signInNewStaff(harness.app, staff, 'customerService');
  player = await createMember(harness);
  playerToken = await loginToken(harness, player);
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

describe('missions over HTTP', () => {
  let missionId = '';

  it('lets content staff create a mission (audited), not customer service', async () => {
    const body = {
      title: { EN: 'Spin 100', NE: '१०० स्पिन', JA: '100回スピン' },
      period: 'daily',
      metric: 'valid_bet',
      category: 'SLOT',
      target: '10000',
      rewardKind: 'cash',
      rewardAmount: '700',
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      status: 'active',
    };
    expectError(
      await call(harness.app, 'POST', '/api/admin/missions', { token: support.token, body }),
      403,
      'forbidden',
    );
    const created = await call(harness.app, 'POST', '/api/admin/missions', { token: content.token, body });
    expect(created.statusCode, created.body).toBe(200);
    missionId = created.json().id;
    const list = await call(harness.app, 'GET', '/api/admin/missions', { token: support.token });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().missions.map((mission: { id: string }) => mission.id)).toContain(missionId);
    const audit = await harness.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'mission.create')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('shows progress, refuses a claim below target, then pays once', async () => {
    await insertRound(player.id, 'SLOT', 4000n);
    let summary = await call(harness.app, 'GET', '/api/missions?language=NE', { token: playerToken });
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().missions[0]).toMatchObject({
      id: missionId,
      title: '१०० स्पिन',
      progress: '4000',
      status: 'in_progress',
    });
    expectError(
      await call(harness.app, 'POST', `/api/missions/${missionId}/claim`, { token: playerToken }),
      409,
      'mission_not_complete',
    );
    const japanese = await call(harness.app, 'GET', '/api/missions?language=JA', { token: playerToken });
    expect(japanese.json().missions[0].title).toBe('100回スピン');
    const french = await call(harness.app, 'GET', '/api/missions?language=FR', { token: playerToken });
    expect(french.json().missions[0].title).toBe('Spin 100');
    await insertRound(player.id, 'SLOT', 6000n);
    summary = await call(harness.app, 'GET', '/api/missions', { token: playerToken });
    expect(summary.json().claimableCount).toBe(1);
    const claims = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(harness.app, 'POST', `/api/missions/${missionId}/claim`, { token: playerToken }),
      ),
    );
    for (const claim of claims) expect(claim.statusCode, claim.body).toBe(200);
    expect(claims.filter((claim) => claim.json().replayed === false)).toHaveLength(1);
    summary = await call(harness.app, 'GET', '/api/missions', { token: playerToken });
    expect(summary.json()).toMatchObject({ claimableCount: 0, missions: [{ status: 'claimed' }] });
    const claimsView = await call(harness.app, 'GET', `/api/admin/missions/${missionId}/claims`, {
      token: support.token,
    });
    expect(claimsView.statusCode, claimsView.body).toBe(200);
    expect(claimsView.json().claims).toMatchObject([{ account: player.username, rewardAmount: '700' }]);
    expect(claimsView.json().claims[0].paidAt).not.toBeNull();
  });

  it('answers the guest leaderboard with masked names', async () => {
    const board = await call(harness.app, 'GET', '/api/missions/leaderboard');
    expect(board.statusCode, board.body).toBe(200);
    const [entry] = board.json().entries;
    expect(entry).toMatchObject({ rank: 1, missionsClaimed: 1 });
    expect(entry.account).not.toBe(player.username);
    expect(entry.account).toContain('***');
  });
});

describe('ranking boards over HTTP', () => {
  it('configures a board and shows the guest its masked standings', async () => {
    const body = {
      title: { EN: 'Slots today' },
      metric: 'valid_bet',
      category: 'SLOT',
      period: 'daily',
      topCount: 10,
      prizes: [{ rank: 1, kind: 'money', amount: '5000' }],
      status: 'active',
    };
    expectError(
      await call(harness.app, 'POST', '/api/admin/ranking-boards', { token: support.token, body }),
      403,
      'forbidden',
    );
    const created = await call(harness.app, 'POST', '/api/admin/ranking-boards', {
      token: content.token,
      body,
    });
    expect(created.statusCode, created.body).toBe(200);
    const boardId = created.json().id;
    const boards = await call(harness.app, 'GET', '/api/rankings?language=EN');
    expect(boards.statusCode, boards.body).toBe(200);
    const board = boards.json().boards.find((entry: { id: string }) => entry.id === boardId);
    expect(board.title).toBe('Slots today');
    expect(board.standings[0]).toMatchObject({
      rank: 1,
      valueMinor: '10000',
      prize: { kind: 'money', amount: '5000' },
    });
    expect(board.standings[0].account).not.toBe(player.username);
    expect(board.previous).toBeNull();
    const results = await call(harness.app, 'GET', `/api/admin/ranking-boards/${boardId}/results`, {
      token: support.token,
    });
    expect(results.statusCode, results.body).toBe(200);
    expect(results.json()).toMatchObject({ periods: [], pageInfo: { total: 0 } });
    const edited = await call(harness.app, 'PUT', `/api/admin/ranking-boards/${boardId}`, {
      token: content.token,
      body: { ...body, status: 'paused' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().status).toBe('paused');
  });

  it('lets content staff set the payout grace (audited), customer service only read it', async () => {
    const read = await call(harness.app, 'GET', '/api/admin/ranking-settings', { token: support.token });
    expect(read.json()).toEqual({ payoutGraceMinutes: 60 });
    const body = { payoutGraceMinutes: 90 };
    expectError(
      await call(harness.app, 'PUT', '/api/admin/ranking-settings', { token: support.token, body }),
      403,
      'forbidden',
    );
    const updated = await call(harness.app, 'PUT', '/api/admin/ranking-settings', {
      token: content.token,
      body,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toEqual(body);
    const audit = await harness.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'ranking.settings')
      .execute();
    expect(audit).toHaveLength(1);
  });
});
