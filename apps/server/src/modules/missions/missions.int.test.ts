import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBrand } from '../../db/seed/demo-brand.js';
import { LedgerIds } from '../../platform/derived-id.js';
import { AppError } from '../../platform/errors.js';
import { InProcessEventBus } from '../../platform/events.js';
import { seedAgentTree } from '../../testing/agent-tree-kit.js';
import { bonusesOf } from '../../testing/bonuses-kit.js';
import { createSettingsService, testSecretKey } from '../../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { AuditRepository } from '../audit/audit-repository.js';
import { AuditService } from '../audit/audit-service.js';
import { DepositsRepository } from '../deposits/deposits-repository.js';
import { MembersRepository } from '../members/members-repository.js';
import { MembersService } from '../members/members-service.js';
import { PointsRepository } from '../points/points-repository.js';
import { PointsService } from '../points/points-service.js';
import { PlayStatsRepository } from '../rounds/play-stats-repository.js';
import { PlayStatsService } from '../rounds/play-stats-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import { LedgerRepository } from '../wallet/ledger-repository.js';
import { LedgerService } from '../wallet/ledger-service.js';
import type { MissionsService } from './missions-service.js';
import { missionsServiceOf } from './register-missions.js';

/**
 * Missions against a real PostgreSQL: progress from settled rounds and credited deposits in the brand's
 * periods (Nepal, +05:45), a claim before the target refused, 20 concurrent claims paying once (money and
 * points), a new period starting fresh, the sweeper finishing an owed claim once, the masked leaderboard.
 */

let database: TestDatabase;
let settings: SettingsService;
let ledger: LedgerService;
let missions: MissionsService;
let points: PointsService;
let memberIds: string[];
let channelId: string;
// Wednesday 2026-03-04 11:45 in Nepal: the day started 2026-03-03T18:15Z, the week 2026-03-01T18:15Z.
let clock = new Date('2026-03-04T06:00:00Z');
const actor = { staffId: '', audit: { type: 'staff' as const, id: null, name: 'kit', ip: null } };
const ids: Record<string, string> = {};

function expectAppError(promise: Promise<unknown>, code: string) {
  return expect(promise).rejects.toSatisfy((error) => error instanceof AppError && error.code === code);
}

async function transfersWith(code: string) {
  const row = await database.db
    .selectFrom('ledger_transfers')
    .select([sql<string>`count(*)`.as('count'), sql<string>`coalesce(sum(amount), 0)::text`.as('total')])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), total: BigInt(row.total) };
}

async function insertRound(memberId: string, category: string, validBet: bigint, settledAt: string) {
  await sql`
    insert into game_rounds (id, member_id, vendor_code, game_code, category, external_round_id, currency,
      stake_minor, win_minor, valid_bet_minor, status, opened_at, settled_at)
    values (gen_random_uuid(), ${memberId}, 'KIT', 'kit-game', ${category}, gen_random_uuid()::text, 'NPR',
      ${validBet.toString()}, 0, ${validBet.toString()}, 'settled',
      ${settledAt}::timestamptz - interval '1 second', ${settledAt}::timestamptz)`.execute(database.db);
}

async function insertDeposit(memberId: string, amountMinor: bigint, creditedAt: string, status = 'credited') {
  await sql`
    insert into deposits (member_id, member_username, channel_id, request_id, type, status, amount_minor, fee_minor,
      currency, credited_at)
    select id, username, ${channelId}, ${randomUUID()}, 'manual_bank', ${status}, ${amountMinor.toString()}, 0,
      'NPR', ${status === 'credited' ? creditedAt : null}
    from members where id = ${memberId}`.execute(database.db);
}

async function createMission(body: Record<string, unknown>): Promise<string> {
  const mission = await missions.create(actor, {
    title: { EN: `Mission ${randomUUID().slice(0, 6)}`, NE: 'मिसन' },
    startsAt: '2026-03-01T00:00:00Z',
    status: 'active',
    sortOrder: 0,
    ...body,
  } as never);
  return mission.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoBrand(database.db);
  settings = await createSettingsService(database.db);
  await settings.update('whitelabel', (flags) => ({ ...flags, PTSYS3: true }), 'test');
  ledger = new LedgerService(new LedgerRepository(database.db));
  const ledgerIds = new LedgerIds(testSecretKey);
  const audit = new AuditService(new AuditRepository(database.db));
  const playStats = new PlayStatsService(new PlayStatsRepository(database.db));
  const log = { warn: () => undefined, info: () => undefined, error: () => undefined } as never;
  points = new PointsService(
    new PointsRepository(database.db),
    ledger,
    ledgerIds,
    playStats,
    settings,
    audit,
    log,
    undefined,
    () => clock,
  );
  missions = missionsServiceOf(
    {
      db: database.db,
      playStats,
      deposits: new DepositsRepository(database.db),
      points,
      grants: bonusesOf({ database, settings, ledger, events: new InProcessEventBus() }, () => clock),
      members: new MembersService(new MembersRepository(database.db)),
      ledgerIds,
      settings,
      audit,
      now: () => clock,
    },
    { warn: () => undefined },
  );
  const tree = await seedAgentTree(database.db, { members: 4, depth: 1, branching: 3 });
  memberIds = [tree.rootId, ...(tree.levels[1] as string[])];
  const channel = await sql<{ id: string }>`
    insert into deposit_channels (type, name, min_amount_minor, max_amount_minor, bank_name, bank_account_name,
      bank_account_number)
    values ('manual_bank', 'Kit bank', 100, 100000000, 'Kit', 'Kit', '0001') returning id`.execute(
    database.db,
  );
  channelId = (channel.rows[0] as { id: string }).id;
  const staff = await sql<{ id: string }>`
    insert into staff (username, display_name, role, password_hash, totp_secret_sealed)
    values ('mission-kit', 'Mission kit', 'content', 'x', 'x') returning id`.execute(database.db);
  actor.staffId = (staff.rows[0] as { id: string }).id;

  ids.slotBet = await createMission({
    period: 'daily',
    metric: 'valid_bet',
    category: 'SLOT',
    target: '10000',
    rewardKind: 'cash',
    rewardAmount: '500',
  });
  ids.depositAmount = await createMission({
    period: 'weekly',
    metric: 'deposit_amount',
    target: '20000',
    rewardKind: 'bonus',
    rewardAmount: '1000',
    wageringMultiple: 2,
  });
  ids.depositCount = await createMission({
    period: 'daily',
    metric: 'deposit_count',
    target: '2',
    rewardKind: 'points',
    rewardAmount: '50',
  });
  ids.daysPlayed = await createMission({
    period: 'weekly',
    metric: 'days_played',
    target: '2',
    rewardKind: 'cash',
    rewardAmount: '300',
  });
}, 180_000);

afterAll(async () => {
  await database?.drop();
});

function missionOf(summary: Awaited<ReturnType<MissionsService['summary']>>, id: string | undefined) {
  const mission = summary.missions.find((entry) => entry.id === id);
  if (!mission) throw new Error(`mission ${id} missing`);
  return mission;
}

describe('missions', () => {
  it('computes progress from settled rounds and credited deposits in the brand periods', async () => {
    const member = memberIds[0] as string;
    // Today (Nepal) SLOT 6,000; LIVE does not count for a SLOT mission; yesterday (Nepal) is another day.
    await insertRound(member, 'SLOT', 6000n, '2026-03-04T04:00:00Z');
    await insertRound(member, 'LIVE', 9000n, '2026-03-04T05:00:00Z');
    await insertRound(member, 'SLOT', 3000n, '2026-03-03T10:00:00Z');
    // 18:14 UTC on 3 March is still 3 March in Nepal; not today's.
    await insertRound(member, 'SLOT', 2500n, '2026-03-03T18:14:00Z');
    await insertDeposit(member, 15_000n, '2026-03-04T02:00:00Z');
    await insertDeposit(member, 7_000n, '2026-03-04T03:00:00Z', 'pending');
    let summary = await missions.summary(member, 'NE');
    expect(missionOf(summary, ids.slotBet)).toMatchObject({ progress: '6000', status: 'in_progress' });
    expect(missionOf(summary, ids.slotBet).title).toBe('मिसन');
    expect(missionOf(summary, ids.depositAmount)).toMatchObject({ progress: '15000', status: 'in_progress' });
    expect(missionOf(summary, ids.depositCount)).toMatchObject({ progress: '1', status: 'in_progress' });
    expect(missionOf(summary, ids.daysPlayed)).toMatchObject({ progress: '2', status: 'claimable' });
    expect(summary.claimableCount).toBe(1);

    await insertRound(member, 'SLOT', 4000n, '2026-03-04T05:30:00Z');
    await insertDeposit(member, 5_000n, '2026-03-04T05:40:00Z');
    summary = await missions.summary(member, 'EN');
    expect(missionOf(summary, ids.slotBet)).toMatchObject({ progress: '10000', status: 'claimable' });
    expect(missionOf(summary, ids.depositAmount)).toMatchObject({ progress: '20000', status: 'claimable' });
    expect(missionOf(summary, ids.depositCount)).toMatchObject({ progress: '2', status: 'claimable' });
    expect(summary.claimableCount).toBe(4);
    expect(missionOf(summary, ids.slotBet).periodStart).toBe('2026-03-03T18:15:00.000Z');
    expect(missionOf(summary, ids.depositAmount).periodStart).toBe('2026-03-01T18:15:00.000Z');
  });

  it('refuses a claim before the target and records nothing', async () => {
    const member = memberIds[1] as string;
    await insertRound(member, 'SLOT', 9999n, '2026-03-04T04:00:00Z');
    await expectAppError(missions.claim(member, ids.slotBet as string), 'mission_not_complete');
    const claims = await database.db
      .selectFrom('mission_claims')
      .select('member_id')
      .where('member_id', '=', member)
      .execute();
    expect(claims).toHaveLength(0);
    await expectAppError(missions.claim(member, '999999'), 'not_found');
  });

  it('pays a claim replayed 20 times at once exactly once (money and points)', async () => {
    const member = memberIds[0] as string;
    const cashBefore = await transfersWith('mission_reward');
    const cash = await Promise.all(
      Array.from({ length: 20 }, () => missions.claim(member, ids.slotBet as string)),
    );
    expect(cash.filter((claim) => !claim.replayed)).toHaveLength(1);
    const cashAfter = await transfersWith('mission_reward');
    expect(cashAfter.count - cashBefore.count).toBe(1);
    expect(cashAfter.total - cashBefore.total).toBe(500n);

    const pointClaims = await Promise.all(
      Array.from({ length: 20 }, () => missions.claim(member, ids.depositCount as string)),
    );
    expect(pointClaims.filter((claim) => !claim.replayed)).toHaveLength(1);
    const awarded = await transfersWith('mission_points');
    expect(awarded).toEqual({ count: 1, total: 50n });
    // The member's points details name the line by the mission.
    const details = await points.transactionDetails(member, 1, 10);
    expect(details.lines.find((line) => line.code === 'mission_points')).toMatchObject({
      remark: expect.stringMatching(/^Mission /),
    });
    // With the points system off a points mission is not offered (its reward would be invisible).
    await settings.update('whitelabel', (flags) => ({ ...flags, PTSYS3: false }), 'test');
    try {
      expect((await missions.summary(member, 'EN')).missions.map((mission) => mission.id)).not.toContain(
        ids.depositCount,
      );
      await expectAppError(missions.claim(memberIds[3] as string, ids.depositCount as string), 'not_found');
    } finally {
      await settings.update('whitelabel', (flags) => ({ ...flags, PTSYS3: true }), 'test');
    }

    // The bonus reward carries its wagering: locked, not paid to main.
    const bonus = await missions.claim(member, ids.depositAmount as string);
    expect(bonus.replayed).toBe(false);
    const row = await database.db
      .selectFrom('bonuses')
      .select(['status', 'kind'])
      .where('source_id', '=', ids.depositAmount as string)
      .executeTakeFirstOrThrow();
    expect(row.kind).toBe('mission');
    expect(row.status).not.toBe('paid');

    const summary = await missions.summary(member, 'EN');
    expect(missionOf(summary, ids.slotBet).status).toBe('claimed');
    expect(summary.claimableCount).toBe(1);
    const owed = await database.db
      .selectFrom('mission_claims')
      .select('member_id')
      .where('pending_step', 'is not', null)
      .execute();
    expect(owed).toHaveLength(0);
  });

  it('starts a new period fresh', async () => {
    const member = memberIds[0] as string;
    const saved = clock;
    clock = new Date('2026-03-05T06:00:00Z');
    try {
      const summary = await missions.summary(member, 'EN');
      expect(missionOf(summary, ids.slotBet)).toMatchObject({
        progress: '0',
        status: 'in_progress',
        claimedAt: null,
      });
      // The weekly mission stays claimed for the week.
      expect(missionOf(summary, ids.depositAmount).status).toBe('claimed');
      await expectAppError(missions.claim(member, ids.slotBet as string), 'mission_not_complete');
      await insertRound(member, 'SLOT', 10_000n, '2026-03-05T05:00:00Z');
      const claim = await missions.claim(member, ids.slotBet as string);
      expect(claim).toMatchObject({ replayed: false, periodStart: '2026-03-04T18:15:00.000Z' });
      expect((await transfersWith('mission_reward')).count).toBe(2);
    } finally {
      clock = saved;
    }
  });

  it('the sweeper pays a claim whose request died before paying, once', async () => {
    const member = memberIds[2] as string;
    await insertRound(member, 'SLOT', 20_000n, '2026-03-04T04:00:00Z');
    // A claim row written with its payment owed, as a request that died right after it.
    await sql`
      insert into mission_claims (mission_id, member_id, period_start, progress, reward_kind, reward_amount,
        wagering_days, pending_step, claimed_at)
      values (${ids.slotBet}, ${member}, '2026-03-03T18:15:00Z', 20000, 'cash', 500, 7, 'pay', ${clock.toISOString()})`.execute(
      database.db,
    );
    const before = await transfersWith('mission_reward');
    expect((await missions.payStragglers()).paid).toBe(0);
    const saved = clock;
    clock = new Date(clock.getTime() + 120_000);
    try {
      const [first, second] = await Promise.all([missions.payStragglers(), missions.payStragglers()]);
      expect(first.failed + second.failed).toBe(0);
      expect((await missions.payStragglers()).paid).toBe(0);
    } finally {
      clock = saved;
    }
    const after = await transfersWith('mission_reward');
    expect(after.count - before.count).toBe(1);
    // The member's replay answers the claim and pays nothing more.
    expect((await missions.claim(member, ids.slotBet as string)).replayed).toBe(true);
    expect((await transfersWith('mission_reward')).count).toBe(after.count);
  });

  it('ranks this week’s members by missions claimed, names masked', async () => {
    const board = await missions.leaderboard();
    expect(board.weekStart).toBe('2026-03-01T18:15:00.000Z');
    const usernames = await database.db
      .selectFrom('members')
      .select(['id', 'username'])
      .where('id', 'in', memberIds)
      .execute();
    const first = board.entries[0];
    expect(first).toMatchObject({ rank: 1, missionsClaimed: 4 });
    const top = usernames.find((row) => row.id === memberIds[0]) as { username: string };
    expect(first?.account).toBe(`${top.username.slice(0, 2)}***${top.username.slice(-2)}`);
    for (const entry of board.entries)
      expect(usernames.some((row) => row.username === entry.account)).toBe(false);
  });

  it('validates a mission: category only for valid bet, wagering only for a bonus, days within the period', async () => {
    await expectAppError(
      createMission({
        period: 'daily',
        metric: 'deposit_amount',
        category: 'SLOT',
        target: '1',
        rewardKind: 'cash',
        rewardAmount: '1',
      }),
      'validation_failed',
    );
    await expectAppError(
      createMission({
        period: 'daily',
        metric: 'valid_bet',
        target: '1',
        rewardKind: 'cash',
        rewardAmount: '1',
        wageringMultiple: 3,
      }),
      'validation_failed',
    );
    await expectAppError(
      createMission({
        period: 'daily',
        metric: 'days_played',
        target: '2',
        rewardKind: 'cash',
        rewardAmount: '1',
      }),
      'validation_failed',
    );
    const audit = await database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'mission.create')
      .execute();
    expect(audit).toHaveLength(4);
  });
});

describe('the ledger', () => {
  it('balances, money and points, after every payout', async () => {
    const { discrepancies } = await ledger.verify();
    expect(discrepancies).toEqual([]);
  });
});
