import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsHarness, createMember, startAccountsHarness } from '../../testing/accounts-kit.js';
import { PlayStatsRepository } from './play-stats-repository.js';
import { PlayStatsService } from './play-stats-service.js';

/**
 * Play stats (issue 17 A): member_category_windows (0035) equals the settled rounds per member, hour
 * and category through inserts, settlement, refunds, cancels and deletes (several rows per statement
 * too), the biggest win comes back down when its round is refunded, touched windows are queued for
 * points; periods in a +05:45 offset are exact; leaderboards order by value then member id.
 */

let harness: AccountsHarness;
let stats: PlayStatsService;
const hourMs = 3_600_000;

beforeAll(async () => {
  harness = await startAccountsHarness();
  stats = new PlayStatsService(new PlayStatsRepository(harness.database.db));
});

afterAll(async () => {
  await harness?.close();
});

type Round = {
  member: string;
  category?: string;
  validBet: bigint;
  win?: bigint;
  settledAt: Date | null;
};

function row(round: Round) {
  const id = randomUUID();
  return {
    id,
    member_id: round.member,
    vendor_code: 'KIT',
    game_code: 'kit-game',
    category: round.category ?? 'SLOT',
    external_round_id: id,
    currency: 'NPR',
    stake_minor: round.validBet.toString(),
    win_minor: (round.win ?? 0n).toString(),
    valid_bet_minor: round.validBet.toString(),
    status: round.settledAt ? ('settled' as const) : ('open' as const),
    opened_at: round.settledAt ?? new Date(),
    settled_at: round.settledAt,
  };
}

async function insert(...rounds: Round[]): Promise<string[]> {
  const rows = rounds.map(row);
  await harness.database.db.insertInto('game_rounds').values(rows).execute();
  return rows.map((value) => value.id);
}

/** The windows as the rounds say they should be, and as the trigger kept them, for these members. */
async function compare(members: string[]) {
  const expected = await sql<Record<string, string>>`
    select member_id::text, date_bin('1 hour', settled_at, timestamptz '2000-01-01 00:00:00+00') as window_start,
      category, count(*)::text as rounds, sum(valid_bet_minor)::text as valid_bet, sum(win_minor)::text as win,
      max(win_minor)::text as max_win
    from game_rounds where status = 'settled' and member_id = any(${members}::bigint[])
    group by 1, 2, 3 order by 1, 2, 3`.execute(harness.database.db);
  const kept = await sql<Record<string, string>>`
    select member_id::text, window_start, category, rounds::text, valid_bet_minor::text as valid_bet,
      win_minor::text as win, max_win_minor::text as max_win
    from member_category_windows where member_id = any(${members}::bigint[]) and rounds > 0
    order by 1, 2, 3`.execute(harness.database.db);
  expect(kept.rows).toEqual(expected.rows);
}

describe('member_category_windows', () => {
  it('equals the settled rounds through inserts, settlement, refunds, cancels and deletes', async () => {
    const db = harness.database.db;
    const one = (await createMember(harness)).id;
    const two = (await createMember(harness)).id;
    const base = Math.floor(Date.now() / hourMs) * hourMs - 5 * hourMs;
    const at = (minutes: number) => new Date(base + minutes * 60_000);
    const ids = await insert(
      { member: one, validBet: 100n, win: 500n, settledAt: at(1) },
      { member: one, validBet: 200n, win: 50n, settledAt: at(2) },
      { member: one, category: 'LIVE', validBet: 300n, win: 0n, settledAt: at(70) },
      { member: two, validBet: 400n, win: 900n, settledAt: at(3) },
      { member: two, validBet: 10n, settledAt: null },
    );
    await compare([one, two]);
    // Settle the open round, in another window.
    await db
      .updateTable('game_rounds')
      .set({ status: 'settled', settled_at: at(130), win_minor: '77' })
      .where('id', '=', ids[4] as string)
      .execute();
    await compare([one, two]);
    // The biggest win of a window is refunded to 10: the window's biggest is now the other round's.
    await db
      .updateTable('game_rounds')
      .set({ win_minor: '10', valid_bet_minor: '60' })
      .where('id', '=', ids[0] as string)
      .execute();
    await compare([one, two]);
    // A cancel and a multi-row update in one statement.
    await db
      .updateTable('game_rounds')
      .set({ status: 'cancelled' })
      .where('id', 'in', [ids[1] as string, ids[3] as string])
      .execute();
    await compare([one, two]);
    await db
      .deleteFrom('game_rounds')
      .where('id', '=', ids[2] as string)
      .execute();
    await compare([one, two]);
    const window = await db
      .selectFrom('member_category_windows')
      .select(['max_win_minor', 'rounds'])
      .where('member_id', '=', one)
      .where('window_start', '=', new Date(base))
      .where('category', '=', 'SLOT')
      .executeTakeFirstOrThrow();
    expect(window).toEqual({ max_win_minor: '10', rounds: 1 });
  });

  it('queues each touched window for points, again after a change', async () => {
    const db = harness.database.db;
    const member = (await createMember(harness)).id;
    const start = Math.floor(Date.now() / hourMs) * hourMs - 2 * hourMs;
    const [id] = await insert(
      { member, validBet: 100n, settledAt: new Date(start + 1000) },
      { member, validBet: 100n, settledAt: new Date(start + hourMs + 1000) },
    );
    const queued = () =>
      db
        .selectFrom('points_due')
        .select(['window_start', 'generation'])
        .where('member_id', '=', member)
        .orderBy('window_start')
        .execute();
    const before = await queued();
    expect(before.map((due) => due.window_start.getTime())).toEqual([start, start + hourMs]);
    await db
      .updateTable('game_rounds')
      .set({ valid_bet_minor: '5' })
      .where('id', '=', id as string)
      .execute();
    const after = await queued();
    expect(BigInt(after[0]?.generation ?? '0')).toBe(BigInt(before[0]?.generation ?? '0') + 1n);
    expect(after[1]?.generation).toBe(before[1]?.generation);
  });
});

describe('PlayStatsService', () => {
  it('is exact for a brand day of +05:45: whole hours from the windows, the partial ends from the rounds', async () => {
    const member = (await createMember(harness)).id;
    // A Nepal day starts at 18:15 UTC of the day before.
    const dayStart = new Date('2026-03-01T18:15:00Z');
    const dayEnd = new Date('2026-03-02T18:15:00Z');
    await insert(
      { member, validBet: 1n, settledAt: new Date('2026-03-01T18:14:59Z') },
      { member, validBet: 10n, settledAt: new Date('2026-03-01T18:15:00Z') },
      { member, validBet: 100n, category: 'LIVE', settledAt: new Date('2026-03-01T18:50:00Z') },
      { member, validBet: 1_000n, settledAt: new Date('2026-03-02T03:00:00Z') },
      { member, validBet: 10_000n, settledAt: new Date('2026-03-02T18:14:59Z') },
      { member, validBet: 100_000n, settledAt: new Date('2026-03-02T18:15:00Z') },
    );
    expect(await stats.validBetByCategory(member, dayStart, dayEnd)).toEqual(
      new Map([
        ['LIVE', 100n],
        ['SLOT', 11_010n],
      ]),
    );
    expect(await stats.totalValidBet(member, dayStart, dayEnd)).toBe(11_110n);
    expect(await stats.totalValidBet(member)).toBe(111_111n);
    // Local days (+05:45): 1 Mar (18:14:59 UTC is 23:59:59 local), 2 Mar (three rounds), 3 Mar.
    expect(
      await stats.daysPlayed(member, new Date('2026-02-28T18:15:00Z'), new Date('2026-03-03T18:15:00Z'), 345),
    ).toBe(3);
    expect(await stats.daysPlayed(member, dayStart, dayEnd, 345)).toBe(1);
  });

  it('ranks by valid bet or biggest win, ties by member id, by category, bounded', async () => {
    const members = [
      (await createMember(harness)).id,
      (await createMember(harness)).id,
      (await createMember(harness)).id,
    ] as [string, string, string];
    const from = new Date('2026-04-01T00:30:00Z');
    const to = new Date('2026-04-02T00:30:00Z');
    await insert(
      { member: members[0], validBet: 500n, win: 100n, settledAt: new Date('2026-04-01T00:40:00Z') },
      { member: members[1], validBet: 300n, win: 7_000n, settledAt: new Date('2026-04-01T10:00:00Z') },
      {
        member: members[1],
        validBet: 200n,
        win: 0n,
        category: 'LIVE',
        settledAt: new Date('2026-04-01T11:00:00Z'),
      },
      {
        member: members[2],
        validBet: 900n,
        win: 7_000n,
        category: 'LIVE',
        settledAt: new Date('2026-04-02T00:20:00Z'),
      },
      // Outside the period.
      { member: members[2], validBet: 99_999n, win: 99_999n, settledAt: new Date('2026-04-02T00:31:00Z') },
    );
    const board = await stats.leaderboard({
      metric: 'valid_bet',
      category: null,
      fromInstant: from,
      toInstant: to,
      limit: 10,
    });
    const mine = board.filter((entry) => members.includes(entry.memberId));
    expect(mine).toEqual([
      { memberId: members[2], valueMinor: 900n },
      { memberId: members[0], valueMinor: 500n },
      { memberId: members[1], valueMinor: 500n },
    ]);
    const wins = await stats.leaderboard({
      metric: 'biggest_win',
      category: null,
      fromInstant: from,
      toInstant: to,
      limit: 2,
    });
    expect(wins).toEqual([
      { memberId: members[1], valueMinor: 7_000n },
      { memberId: members[2], valueMinor: 7_000n },
    ]);
    const live = await stats.leaderboard({
      metric: 'valid_bet',
      category: 'LIVE',
      fromInstant: from,
      toInstant: to,
      limit: 100,
    });
    expect(live).toEqual([
      { memberId: members[2], valueMinor: 900n },
      { memberId: members[1], valueMinor: 200n },
    ]);
    expect(
      await stats.memberStanding(members[1], {
        metric: 'valid_bet',
        category: null,
        fromInstant: from,
        toInstant: to,
      }),
    ).toEqual({ valueMinor: 500n, rank: 3 });
    const outsider = (await createMember(harness)).id;
    expect(
      await stats.memberStanding(outsider, {
        metric: 'valid_bet',
        category: null,
        fromInstant: from,
        toInstant: to,
      }),
    ).toEqual({ valueMinor: 0n, rank: null });
  });
});
