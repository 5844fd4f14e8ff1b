import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

export type MemberFact = { memberId: string; evidence: Record<string, unknown> };

/**
 * The markers' read model (issue 20, 6.1): read-only aggregates over deposits, game rounds, limit changes,
 * withdrawal cancel attempts and register checks, each for one batch of members in one query. The one
 * deliberate cross-module read; it writes nothing.
 */
export class HarmFactsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Members after `afterId` in id order (the job's cursor). */
  async membersAfter(afterId: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('members')
      .select('id')
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /** Deposits (not refused) in [from, to) against the weekly average of the `baselineWeeks` before. */
  async depositFrequency(ids: readonly string[], from: Date, to: Date, baselineWeeks: number) {
    const baselineFrom = new Date(from.getTime() - baselineWeeks * 7 * 86_400_000);
    const result = await sql<{ member_id: string; recent: string; baseline: string }>`
      select d.member_id::text as member_id,
        count(*) filter (where d.created_at >= ${from})::text as recent,
        count(*) filter (where d.created_at < ${from})::text as baseline
      from deposits d
      where d.member_id = any(${ids}::bigint[]) and d.created_at >= ${baselineFrom} and d.created_at < ${to}
        and d.status in ('pending', 'crediting', 'credited')
      group by d.member_id`.execute(this.db);
    return result.rows.map((row) => ({
      memberId: row.member_id,
      recent: Number(row.recent),
      baselineWeekly: Number(row.baseline) / baselineWeeks,
    }));
  }

  /** Stakes in [from, to) and the part placed between the night hours (brand time). */
  async nightStakes(
    ids: readonly string[],
    from: Date,
    to: Date,
    night: { startHour: number; endHour: number; offsetMinutes: number },
  ) {
    const result = await sql<{ member_id: string; total: string; night: string }>`
      with rounds as (
        select r.member_id, r.stake_minor,
          extract(hour from (r.opened_at at time zone 'UTC') + make_interval(mins => ${night.offsetMinutes}::int))::int as hour
        from game_rounds r
        where r.member_id = any(${ids}::bigint[]) and r.opened_at >= ${from} and r.opened_at < ${to}
          and r.status <> 'cancelled')
      select member_id::text as member_id, sum(stake_minor)::text as total,
        coalesce(sum(stake_minor) filter (where case when ${night.startHour}::int <= ${night.endHour}::int
          then hour >= ${night.startHour}::int and hour < ${night.endHour}::int
          else hour >= ${night.startHour}::int or hour < ${night.endHour}::int end), 0)::text as night
      from rounds group by member_id`.execute(this.db);
    return result.rows.map((row) => ({
      memberId: row.member_id,
      totalMinor: BigInt(row.total),
      nightMinor: BigInt(row.night),
    }));
  }

  /** Requests to raise or remove a limit in [from, to) (a new limit is no increase). */
  async limitIncreases(ids: readonly string[], from: Date, to: Date) {
    const result = await sql<{ member_id: string; count: string }>`
      select member_id::text as member_id, count(*)::text as count from rg_limit_changes
      where member_id = any(${ids}::bigint[]) and at >= ${from} and at < ${to}
        and outcome in ('pending', 'applied') and from_value is not null
        and (to_value is null or to_value > from_value)
      group by member_id`.execute(this.db);
    return result.rows.map((row) => ({ memberId: row.member_id, count: Number(row.count) }));
  }

  /** Withdrawal cancellations tried in [from, to); empty while migration 0050 has not landed. */
  async reversalAttempts(ids: readonly string[], from: Date, to: Date) {
    const exists = await sql<{ present: boolean }>`
      select to_regclass('withdrawal_cancel_attempts') is not null as present`.execute(this.db);
    if (!exists.rows[0]?.present) return [];
    const result = await sql<{ member_id: string; count: string }>`
      select member_id::text as member_id, count(*)::text as count from withdrawal_cancel_attempts
      where member_id = any(${ids}::bigint[]) and at >= ${from} and at < ${to}
      group by member_id`.execute(this.db);
    return result.rows.map((row) => ({ memberId: row.member_id, count: Number(row.count) }));
  }

  /** Deposits in [from, to) made within `windowMinutes` after a lost round settled. */
  async depositsAfterLosses(ids: readonly string[], from: Date, to: Date, windowMinutes: number) {
    const result = await sql<{ member_id: string; count: string }>`
      select d.member_id::text as member_id, count(*)::text as count from deposits d
      where d.member_id = any(${ids}::bigint[]) and d.created_at >= ${from} and d.created_at < ${to}
        and d.status in ('pending', 'crediting', 'credited')
        and exists (select 1 from game_rounds r where r.member_id = d.member_id and r.status = 'settled'
          and r.win_minor < r.stake_minor and r.settled_at <= d.created_at
          and r.settled_at > d.created_at - make_interval(mins => ${windowMinutes}::int))
      group by d.member_id`.execute(this.db);
    return result.rows.map((row) => ({ memberId: row.member_id, count: Number(row.count) }));
  }

  /** Register answers "previously excluded" in [from, to). */
  async previouslyExcluded(ids: readonly string[], from: Date, to: Date) {
    const result = await sql<{ member_id: string; count: string; provider: string }>`
      select member_id::text as member_id, count(*)::text as count, max(provider) as provider
      from rg_register_checks
      where member_id = any(${ids}::bigint[]) and checked_at >= ${from} and checked_at < ${to}
        and answer = 'previously_excluded'
      group by member_id`.execute(this.db);
    return result.rows.map((row) => ({
      memberId: row.member_id,
      count: Number(row.count),
      provider: row.provider,
    }));
  }
}
