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
import type { BonusesService } from '../bonuses/bonuses-service.js';
import { MembersRepository } from '../members/members-repository.js';
import { MembersService } from '../members/members-service.js';
import { PointsRepository } from '../points/points-repository.js';
import { PointsService } from '../points/points-service.js';
import { PlayStatsRepository } from '../rounds/play-stats-repository.js';
import { PlayStatsService } from '../rounds/play-stats-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import { LedgerRepository } from '../wallet/ledger-repository.js';
import { LedgerService } from '../wallet/ledger-service.js';
import type { RankingGrants } from './ranking-ports.js';
import type { RankingsService } from './rankings-service.js';
import { rankingsServiceOf } from './register-rankings.js';

/**
 * Ranking boards against a real PostgreSQL: live standings with masked names, nothing frozen before the
 * grace, the payout job run twice at once and dying half-way (a grant committed, its mark not) pays each
 * rank exactly once, and a round settled after freezing changes nothing paid.
 */

let database: TestDatabase;
let settings: SettingsService;
let ledger: LedgerService;
let rankings: RankingsService;
let memberIds: string[];
let usernames: Map<string, string>;
let bonuses: BonusesService;
/** Ranks whose grant commits and then "crashes" before the result is marked paid (once each). */
const crashAfterGrant = new Set<number>();
// Wednesday 2026-03-04 11:45 in Nepal: the day is [2026-03-03T18:15Z, 2026-03-04T18:15Z).
let clock = new Date('2026-03-04T06:00:00Z');
const actor = { staffId: '', audit: { type: 'staff' as const, id: null, name: 'kit', ip: null } };
let boardId = '';

async function transfersWith(code: string) {
  const row = await database.db
    .selectFrom('ledger_transfers')
    .select([sql<string>`count(*)`.as('count'), sql<string>`coalesce(sum(amount), 0)::text`.as('total')])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), total: BigInt(row.total) };
}

async function insertRound(
  memberId: string,
  category: string,
  validBet: bigint,
  win: bigint,
  settledAt: string,
) {
  await sql`
    insert into game_rounds (id, member_id, vendor_code, game_code, category, external_round_id, currency,
      stake_minor, win_minor, valid_bet_minor, status, opened_at, settled_at)
    values (gen_random_uuid(), ${memberId}, 'KIT', 'kit-game', ${category}, gen_random_uuid()::text, 'NPR',
      ${validBet.toString()}, ${win.toString()}, ${validBet.toString()}, 'settled',
      ${settledAt}::timestamptz - interval '1 second', ${settledAt}::timestamptz)`.execute(database.db);
}

function masked(memberId: string): string {
  const name = usernames.get(memberId) as string;
  return `${name.slice(0, 2)}***${name.slice(-2)}`;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoBrand(database.db);
  settings = await createSettingsService(database.db);
  ledger = new LedgerService(new LedgerRepository(database.db));
  const ledgerIds = new LedgerIds(testSecretKey);
  const audit = new AuditService(new AuditRepository(database.db));
  const playStats = new PlayStatsService(new PlayStatsRepository(database.db));
  const log = { warn: () => undefined, info: () => undefined, error: () => undefined } as never;
  const points = new PointsService(
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
  bonuses = bonusesOf({ database, settings, ledger, events: new InProcessEventBus() }, () => clock);
  const grants: RankingGrants = {
    grant: async (input) => {
      const result = await bonuses.grant(input);
      const rank = Number(input.grantKey.split(':').at(-1));
      if (crashAfterGrant.delete(rank)) throw new Error(`crash after granting rank ${rank}`);
      return result;
    },
  };
  rankings = rankingsServiceOf(
    {
      db: database.db,
      playStats,
      points,
      grants,
      members: new MembersService(new MembersRepository(database.db)),
      ledgerIds,
      settings,
      audit,
      now: () => clock,
    },
    { warn: () => undefined },
  );
  const tree = await seedAgentTree(database.db, { members: 5, depth: 1, branching: 4 });
  memberIds = [tree.rootId, ...(tree.levels[1] as string[])];
  const rows = await database.db
    .selectFrom('members')
    .select(['id', 'username'])
    .where('id', 'in', memberIds)
    .execute();
  usernames = new Map(rows.map((row) => [row.id, row.username]));
  const staff = await sql<{ id: string }>`
    insert into staff (username, display_name, role, password_hash, totp_secret_sealed)
    values ('ranking-kit', 'Ranking kit', 'content', 'x', 'x') returning id`.execute(database.db);
  actor.staffId = (staff.rows[0] as { id: string }).id;
  const board = await rankings.create(actor, {
    title: { EN: 'Daily slots', NE: 'दैनिक स्लट' },
    metric: 'valid_bet',
    category: 'SLOT',
    period: 'daily',
    topCount: 3,
    prizes: [
      { rank: 1, kind: 'money', amount: '1000' },
      { rank: 2, kind: 'points', amount: '100' },
      { rank: 3, kind: 'money', amount: '300' },
    ],
    status: 'active',
  });
  boardId = board.id;
}, 180_000);

afterAll(async () => {
  await database?.drop();
});

describe('ranking boards', () => {
  it('shows the current standings with masked names and no previous winners yet', async () => {
    const [first, second, third, fourth] = memberIds as [string, string, string, string];
    await insertRound(first, 'SLOT', 5000n, 0n, '2026-03-04T01:00:00Z');
    await insertRound(second, 'SLOT', 9000n, 0n, '2026-03-04T02:00:00Z');
    await insertRound(third, 'SLOT', 7000n, 0n, '2026-03-04T03:00:00Z');
    await insertRound(fourth, 'SLOT', 1000n, 0n, '2026-03-04T03:30:00Z');
    // Not this board's: another category, and yesterday in Nepal.
    await insertRound(fourth, 'LIVE', 99_000n, 0n, '2026-03-04T03:30:00Z');
    await insertRound(fourth, 'SLOT', 99_000n, 0n, '2026-03-03T18:00:00Z');
    const { boards } = await rankings.publicBoards('NE');
    const board = boards.find((entry) => entry.id === boardId);
    expect(board?.title).toBe('दैनिक स्लट');
    expect(board?.periodStart).toBe('2026-03-03T18:15:00.000Z');
    expect(board?.standings).toEqual([
      { rank: 1, account: masked(second), valueMinor: '9000', prize: { kind: 'money', amount: '1000' } },
      { rank: 2, account: masked(third), valueMinor: '7000', prize: { kind: 'points', amount: '100' } },
      { rank: 3, account: masked(first), valueMinor: '5000', prize: { kind: 'money', amount: '300' } },
    ]);
    for (const standing of board?.standings ?? [])
      expect([...usernames.values()]).not.toContain(standing.account);
    expect(board?.previous).toBeNull();
  });

  it('freezes nothing before the period end plus the grace', async () => {
    clock = new Date('2026-03-04T18:45:00Z');
    expect(await rankings.runDue()).toEqual({ frozen: 0, paid: 0, failed: 0 });
    const periods = await database.db.selectFrom('ranking_periods').selectAll().execute();
    expect(periods).toHaveLength(0);
  });

  it('pays each rank exactly once when run twice at once and killed half-way', async () => {
    // A late settlement inside the grace still counts: member 4 overtakes member 1 for rank 3.
    await insertRound(memberIds[3] as string, 'SLOT', 5000n, 0n, '2026-03-04T17:00:00Z');
    clock = new Date('2026-03-04T19:16:00Z');
    crashAfterGrant.add(1);
    const first = await rankings.runDue();
    expect(first).toEqual({ frozen: 1, paid: 2, failed: 1 });
    const owed = await database.db
      .selectFrom('ranking_results')
      .select('rank')
      .where('pending_step', 'is not', null)
      .execute();
    // Rank 1's grant committed but its run died before marking it: still owed, money already moved.
    expect(owed.map((row) => row.rank)).toEqual([1]);
    expect(await transfersWith('ranking_prize')).toEqual({ count: 2, total: 1300n });

    const again = await Promise.all([rankings.runDue(), rankings.runDue()]);
    expect(again.reduce((sum, run) => sum + run.failed, 0)).toBe(0);
    expect(await transfersWith('ranking_prize')).toEqual({ count: 2, total: 1300n });
    expect(await transfersWith('ranking_points')).toEqual({ count: 1, total: 100n });
    const results = await database.db
      .selectFrom('ranking_results')
      .select(['rank', 'member_id', 'value_minor', 'pending_step', 'paid_at'])
      .orderBy('rank')
      .execute();
    expect(results.map((row) => [row.rank, row.member_id, row.value_minor, row.pending_step])).toEqual([
      [1, memberIds[1], '9000', null],
      [2, memberIds[2], '7000', null],
      [3, memberIds[3], '6000', null],
    ]);
    const grants = await database.db
      .selectFrom('bonuses')
      .select(['member_id', 'amount_minor'])
      .where('kind', '=', 'ranking')
      .orderBy('amount_minor', 'desc')
      .execute();
    expect(grants.map((row) => [row.member_id, String(row.amount_minor)])).toEqual([
      [memberIds[1], '1000'],
      [memberIds[3], '300'],
    ]);
  });

  it('keeps frozen results: a round settled after freezing changes nothing paid', async () => {
    await insertRound(memberIds[0] as string, 'SLOT', 50_000n, 0n, '2026-03-04T10:00:00Z');
    clock = new Date('2026-03-04T20:00:00Z');
    expect((await rankings.runDue()).frozen).toBe(0);
    expect(await transfersWith('ranking_prize')).toEqual({ count: 2, total: 1300n });
    const { boards } = await rankings.publicBoards('EN');
    const board = boards.find((entry) => entry.id === boardId);
    expect(board?.previous?.periodStart).toBe('2026-03-03T18:15:00.000Z');
    expect(
      board?.previous?.winners.map((winner) => [winner.rank, winner.account, winner.valueMinor]),
    ).toEqual([
      [1, masked(memberIds[1] as string), '9000'],
      [2, masked(memberIds[2] as string), '7000'],
      [3, masked(memberIds[3] as string), '6000'],
    ]);
    // The new period starts fresh.
    expect(board?.periodStart).toBe('2026-03-04T18:15:00.000Z');
    expect(board?.standings).toEqual([]);
    const staffView = await rankings.results(boardId, { page: 1, pageSize: 20 });
    expect(staffView.periods).toHaveLength(1);
    expect(staffView.periods[0]?.results.every((result) => result.paidAt !== null)).toBe(true);
  });

  it('freezes an empty period and moves on; prizes beyond the shown ranks are refused', async () => {
    clock = new Date('2026-03-06T20:00:00Z');
    // Two runs at once freeze each period once.
    const runs = await Promise.all([rankings.runDue(), rankings.runDue()]);
    expect(runs.reduce((sum, run) => sum + run.frozen, 0)).toBe(2);
    const periods = await database.db
      .selectFrom('ranking_periods')
      .select(['period_start', 'entry_count'])
      .orderBy('period_start')
      .execute();
    expect(periods.map((row) => [row.period_start.toISOString(), row.entry_count])).toEqual([
      ['2026-03-03T18:15:00.000Z', 3],
      ['2026-03-04T18:15:00.000Z', 0],
      ['2026-03-05T18:15:00.000Z', 0],
    ]);
    await expect(
      rankings.create(actor, {
        title: { EN: 'Bad' },
        metric: 'biggest_win',
        period: 'weekly',
        topCount: 2,
        prizes: [{ rank: 3, kind: 'money', amount: '1' }],
        status: 'draft',
      }),
    ).rejects.toSatisfy((error) => error instanceof AppError && error.code === 'validation_failed');
  });
});

describe('the ledger', () => {
  it('balances, money and points, after every payout', async () => {
    const { discrepancies } = await ledger.verify();
    expect(discrepancies).toEqual([]);
  });
});
