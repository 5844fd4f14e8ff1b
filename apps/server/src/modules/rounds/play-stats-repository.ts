import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/** member_category_windows' window (0035): one hour, aligned to UTC hours. */
export const playStatsWindowMs = 3_600_000;

export type InstantRange = { fromInstant: Date; toInstant: Date };

/**
 * A period as the whole windows inside it and the partial hours at its ends. A brand day in an offset of
 * whole hours is all windows; in Nepal's +05:45 each end has a partial hour, read from the rounds
 * themselves (game_rounds_member_settled, game_rounds_settled), so every figure is exact.
 */
export function splitPeriod(period: InstantRange): { windows: InstantRange | null; edges: InstantRange[] } {
  const from = period.fromInstant.getTime();
  const to = period.toInstant.getTime();
  if (!(from < to)) return { windows: null, edges: [] };
  const firstWindow = Math.ceil(from / playStatsWindowMs) * playStatsWindowMs;
  const lastWindowEnd = Math.floor(to / playStatsWindowMs) * playStatsWindowMs;
  if (firstWindow >= lastWindowEnd) return { windows: null, edges: [period] };
  const edges: InstantRange[] = [];
  if (from < firstWindow) edges.push({ fromInstant: period.fromInstant, toInstant: new Date(firstWindow) });
  if (lastWindowEnd < to) edges.push({ fromInstant: new Date(lastWindowEnd), toInstant: period.toInstant });
  return { windows: { fromInstant: new Date(firstWindow), toInstant: new Date(lastWindowEnd) }, edges };
}

function within(column: RawBuilder<unknown>, range: InstantRange) {
  return sql`(${column} >= ${range.fromInstant} and ${column} < ${range.toInstant})`;
}

/** `settled_at` in any of the edges (false when there are none). */
function inEdges(edges: readonly InstantRange[]) {
  if (edges.length === 0) return sql`false`;
  return sql.join(
    edges.map((edge) => within(sql`settled_at`, edge)),
    sql` or `,
  );
}

function windowsPart(windows: InstantRange | null) {
  return windows ? within(sql`window_start`, windows) : sql`false`;
}

export type LeaderboardQuery = InstantRange & {
  metric: 'valid_bet' | 'biggest_win';
  category: string | null;
  limit: number;
};

/** Reads of settled play per member and category (0035's windows, and the rounds at a period's ends). */
export class PlayStatsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async validBetByCategory(memberId: string, period: InstantRange): Promise<Map<string, bigint>> {
    const { windows, edges } = splitPeriod(period);
    const rows = await sql<{ category: string; valid_bet: string }>`
      select category, sum(valid_bet)::text as valid_bet from (
        select category, valid_bet_minor as valid_bet from member_category_windows
        where member_id = ${memberId} and ${windowsPart(windows)}
        union all
        select category, valid_bet_minor from game_rounds
        where member_id = ${memberId} and status = 'settled' and (${inEdges(edges)})
      ) play group by category order by category`.execute(this.db);
    return new Map(rows.rows.map((row) => [row.category, BigInt(row.valid_bet)]));
  }

  /** All of a member's settled valid bet, or within a period. */
  async totalValidBet(memberId: string, period: InstantRange | null): Promise<bigint> {
    if (period) {
      const byCategory = await this.validBetByCategory(memberId, period);
      return [...byCategory.values()].reduce((sum, value) => sum + value, 0n);
    }
    const row = await sql<{ valid_bet: string }>`
      select coalesce(sum(valid_bet_minor), 0)::text as valid_bet from member_category_windows
      where member_id = ${memberId}`.execute(this.db);
    return BigInt(row.rows[0]?.valid_bet ?? '0');
  }

  /**
   * Distinct local days (the brand's offset) with a settled round. Read from the rounds themselves
   * (index-only on game_rounds_member_settled): a window may straddle two local days in a +05:45 offset.
   */
  async daysPlayed(memberId: string, period: InstantRange, gmtOffsetMinutes: number): Promise<number> {
    const row = await sql<{ days: string }>`
      select count(distinct ((settled_at + make_interval(mins => ${gmtOffsetMinutes}::int)) at time zone 'UTC')::date)::text as days
      from game_rounds where member_id = ${memberId} and status = 'settled' and ${within(sql`settled_at`, period)}`.execute(
      this.db,
    );
    return Number(row.rows[0]?.days ?? '0');
  }

  /** Valid bet by category of these (member, window) pairs: what the points job earns on. */
  async windowsValidBet(
    keys: readonly { memberId: string; windowStart: Date }[],
  ): Promise<{ memberId: string; windowStart: Date; category: string; validBetMinor: bigint }[]> {
    if (keys.length === 0) return [];
    const rows = await sql<{ member_id: string; window_start: Date; category: string; valid_bet: string }>`
      select w.member_id::text as member_id, w.window_start, w.category, w.valid_bet_minor::text as valid_bet
      from member_category_windows w
      join unnest(${keys.map((key) => key.memberId)}::bigint[], ${keys.map((key) => key.windowStart)}::timestamptz[])
        as k(member_id, window_start) on w.member_id = k.member_id and w.window_start = k.window_start`.execute(
      this.db,
    );
    return rows.rows.map((row) => ({
      memberId: row.member_id,
      windowStart: row.window_start,
      category: row.category,
      validBetMinor: BigInt(row.valid_bet),
    }));
  }

  /** The metric per member in the period, best first (ties by member id), members with a positive value. */
  async leaderboard(query: LeaderboardQuery): Promise<{ memberId: string; valueMinor: bigint }[]> {
    const { windows, edges } = splitPeriod(query);
    const category = query.category;
    const ofCategory = category === null ? sql`true` : sql`category = ${category}`;
    const windowValue = query.metric === 'valid_bet' ? sql`valid_bet_minor` : sql`max_win_minor`;
    const roundValue = query.metric === 'valid_bet' ? sql`valid_bet_minor` : sql`win_minor`;
    const combine = query.metric === 'valid_bet' ? sql`sum(value)` : sql`max(value)`;
    const rows = await sql<{ member_id: string; value: string }>`
      select member_id::text as member_id, ${combine}::text as value from (
        select member_id, ${windowValue} as value from member_category_windows
        where ${windowsPart(windows)} and ${ofCategory}
        union all
        select member_id, ${roundValue} from game_rounds
        where status = 'settled' and (${inEdges(edges)}) and ${ofCategory}
      ) play
      group by member_id having ${combine} > 0
      order by ${combine} desc, member_id
      limit ${query.limit}`.execute(this.db);
    return rows.rows.map((row) => ({ memberId: row.member_id, valueMinor: BigInt(row.value) }));
  }

  /** One member's value and rank (1 + members strictly ahead, or with the same value and a lower id). */
  async memberStanding(
    memberId: string,
    query: Omit<LeaderboardQuery, 'limit'>,
  ): Promise<{ valueMinor: bigint; rank: number | null }> {
    const { windows, edges } = splitPeriod(query);
    const ofCategory = query.category === null ? sql`true` : sql`category = ${query.category}`;
    const windowValue = query.metric === 'valid_bet' ? sql`valid_bet_minor` : sql`max_win_minor`;
    const roundValue = query.metric === 'valid_bet' ? sql`valid_bet_minor` : sql`win_minor`;
    const combine = query.metric === 'valid_bet' ? sql`sum(value)` : sql`max(value)`;
    const row = await sql<{ value: string | null; rank: string | null }>`
      with totals as (
        select member_id, ${combine} as value from (
          select member_id, ${windowValue} as value from member_category_windows
          where ${windowsPart(windows)} and ${ofCategory}
          union all
          select member_id, ${roundValue} from game_rounds
          where status = 'settled' and (${inEdges(edges)}) and ${ofCategory}
        ) play group by member_id having ${combine} > 0
      ), mine as (select value from totals where member_id = ${memberId})
      select (select value::text from mine) as value,
        (select (count(*) + 1)::text from totals, mine
          where totals.value > mine.value or (totals.value = mine.value and totals.member_id < ${memberId}::bigint)
        ) as rank`.execute(this.db);
    const value = row.rows[0]?.value ?? null;
    if (value === null) return { valueMinor: 0n, rank: null };
    return { valueMinor: BigInt(value), rank: Number(row.rows[0]?.rank ?? '0') };
  }
}
