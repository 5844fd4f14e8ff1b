import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PointsRates } from '../../db/schema-points.js';

export type DueWindow = { memberId: string; windowStart: Date; generation: string };
export type WindowPayment = { paidPoints: bigint; payments: number };
export type RateVersionRow = {
  id: string;
  effective_from: Date;
  rates: PointsRates;
  created_by: string | null;
  created_by_name: string | null;
};

const key = (memberId: string, windowStart: Date) => `${memberId}|${windowStart.toISOString()}`;

/** SQL of loyalty points: the due queue, window payments, member loyalty rows and rate versions. */
export class PointsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The oldest queued windows, at most `limit`. */
  async dueWindows(limit: number): Promise<DueWindow[]> {
    const rows = await this.db
      .selectFrom('points_due')
      .select(['member_id', 'window_start', 'generation'])
      .orderBy('queued_at')
      .orderBy('member_id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      memberId: row.member_id,
      windowStart: row.window_start,
      generation: row.generation,
    }));
  }

  /**
   * Takes windows off the queue, each only if nothing queued it again since it was read. The rows are
   * locked in key order, as the game_rounds trigger locks them, so a round's statement and this never
   * deadlock.
   */
  async removeDue(windows: readonly DueWindow[]): Promise<void> {
    if (windows.length === 0) return;
    await sql`
      with doomed as (
        select d.member_id, d.window_start from points_due d
        join unnest(${windows.map((window) => window.memberId)}::bigint[],
          ${windows.map((window) => window.windowStart)}::timestamptz[],
          ${windows.map((window) => window.generation)}::bigint[]) as w(member_id, window_start, generation)
          on d.member_id = w.member_id and d.window_start = w.window_start and d.generation = w.generation
        order by d.member_id, d.window_start
        for update of d
      )
      delete from points_due d using doomed
      where d.member_id = doomed.member_id and d.window_start = doomed.window_start`.execute(this.db);
  }

  /** Queues windows (the earning job's own re-check after a lost race). */
  async queue(windows: readonly { memberId: string; windowStart: Date }[]): Promise<void> {
    if (windows.length === 0) return;
    await sql`
      insert into points_due as d (member_id, window_start)
      select * from unnest(${windows.map((window) => window.memberId)}::bigint[],
        ${windows.map((window) => window.windowStart)}::timestamptz[]) order by 1, 2
      on conflict (member_id, window_start) do update set generation = d.generation + 1`.execute(this.db);
  }

  /** Creates the payment rows (nothing paid yet) and the members' loyalty rows that do not exist. */
  async ensureRows(windows: readonly { memberId: string; windowStart: Date }[]): Promise<void> {
    if (windows.length === 0) return;
    await sql`
      insert into points_window_payments (member_id, window_start)
      select * from unnest(${windows.map((window) => window.memberId)}::bigint[],
        ${windows.map((window) => window.windowStart)}::timestamptz[]) order by 1, 2
      on conflict do nothing`.execute(this.db);
    await this.ensureLoyalty(windows.map((window) => window.memberId));
  }

  async ensureLoyalty(memberIds: readonly string[]): Promise<void> {
    const unique = [...new Set(memberIds)].sort();
    if (unique.length === 0) return;
    await sql`
      insert into member_loyalty (member_id) select * from unnest(${unique}::bigint[])
      on conflict do nothing`.execute(this.db);
  }

  async windowPaymentsOf(
    windows: readonly { memberId: string; windowStart: Date }[],
  ): Promise<Map<string, WindowPayment>> {
    if (windows.length === 0) return new Map();
    const rows = await sql<{ member_id: string; window_start: Date; paid_points: string; payments: number }>`
      select p.member_id::text as member_id, p.window_start, p.paid_points::text as paid_points, p.payments
      from points_window_payments p
      join unnest(${windows.map((window) => window.memberId)}::bigint[],
        ${windows.map((window) => window.windowStart)}::timestamptz[]) as w(member_id, window_start)
        on p.member_id = w.member_id and p.window_start = w.window_start`.execute(this.db);
    return new Map(
      rows.rows.map((row) => [
        key(row.member_id, row.window_start),
        { paidPoints: BigInt(row.paid_points), payments: row.payments },
      ]),
    );
  }

  async debtsOf(memberIds: readonly string[]): Promise<Map<string, bigint>> {
    if (memberIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('member_loyalty')
      .select(['member_id', 'points_debt'])
      .where('member_id', 'in', [...new Set(memberIds)])
      .execute();
    return new Map(rows.map((row) => [row.member_id, BigInt(row.points_debt)]));
  }

  async loyaltyOf(memberId: string): Promise<{ lifetimePoints: bigint; debtPoints: bigint }> {
    const row = await this.db
      .selectFrom('member_loyalty')
      .select(['lifetime_points', 'points_debt'])
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return {
      lifetimePoints: BigInt(row?.lifetime_points ?? '0'),
      debtPoints: BigInt(row?.points_debt ?? '0'),
    };
  }

  /** Window payments made, conditional on the count read before (UnitWrites; one row per window). */
  windowPaymentsStatement(
    windows: readonly {
      memberId: string;
      windowStart: Date;
      expectedPayments: number;
      paidPointsAfter: bigint;
    }[],
  ): RawBuilder<unknown> {
    return sql`
      update points_window_payments p set paid_points = w.paid_points, payments = p.payments + 1, updated_at = now()
      from unnest(${windows.map((window) => window.memberId)}::bigint[],
        ${windows.map((window) => window.windowStart)}::timestamptz[],
        ${windows.map((window) => window.expectedPayments)}::integer[],
        ${windows.map((window) => window.paidPointsAfter.toString())}::bigint[])
        as w(member_id, window_start, expected_payments, paid_points)
      where p.member_id = w.member_id and p.window_start = w.window_start and p.payments = w.expected_payments
      returning 1`;
  }

  /** Lifetime points and debt moved (UnitWrites; one row per member; the row exists, see ensureLoyalty). */
  loyaltyStatement(
    changes: readonly { memberId: string; lifetimeDelta: bigint; debtDelta: bigint }[],
  ): RawBuilder<unknown> {
    return sql`
      update member_loyalty m set lifetime_points = greatest(m.lifetime_points + c.lifetime_delta, 0),
        points_debt = m.points_debt + c.debt_delta, updated_at = now()
      from unnest(${changes.map((change) => change.memberId)}::bigint[],
        ${changes.map((change) => change.lifetimeDelta.toString())}::bigint[],
        ${changes.map((change) => change.debtDelta.toString())}::bigint[]) as c(member_id, lifetime_delta, debt_delta)
      where m.member_id = c.member_id and m.points_debt + c.debt_delta >= 0
      returning 1`;
  }

  // --- Rates --------------------------------------------------------------------------------------

  /** Versions newest first (bounded). */
  rateVersions(limit: number): Promise<RateVersionRow[]> {
    return this.db
      .selectFrom('points_rate_versions')
      .select(['id', 'effective_from', 'rates', 'created_by', 'created_by_name'])
      .orderBy('effective_from', 'desc')
      .limit(limit)
      .execute();
  }

  /** The versions in force at some instant in [from, to]: the last one starting before `from` and all after. */
  async rateVersionsCovering(from: Date, to: Date): Promise<RateVersionRow[]> {
    const rows = await sql<RateVersionRow>`
      (select id::text as id, effective_from, rates, created_by::text as created_by,
        created_by_name from points_rate_versions
        where effective_from <= ${from} order by effective_from desc limit 1)
      union all
      (select id::text, effective_from, rates, created_by::text, created_by_name from points_rate_versions
        where effective_from > ${from} and effective_from <= ${to} order by effective_from limit 1000)
      order by effective_from`.execute(this.db);
    return rows.rows;
  }

  async addRateVersion(
    rates: PointsRates,
    effectiveFrom: Date,
    createdBy: { id: string; name: string } | null,
  ): Promise<RateVersionRow> {
    return this.db
      .insertInto('points_rate_versions')
      .values({
        effective_from: effectiveFrom,
        rates: JSON.stringify(rates),
        created_by: createdBy?.id ?? null,
        created_by_name: createdBy?.name ?? null,
      })
      .returning(['id', 'effective_from', 'rates', 'created_by', 'created_by_name'])
      .executeTakeFirstOrThrow();
  }

  // --- Adjustments -----------------------------------------------------------------------------------

  /** The adjustment's row, run in the ledger's batch with its points_adjust transfer. */
  adjustmentStatement(adjustment: {
    id: string;
    memberId: string;
    points: bigint;
    reason: string;
    staff: { id: string; name: string } | null;
  }): RawBuilder<unknown> {
    return sql`
      insert into points_adjustments (id, member_id, points, reason, staff_id, staff_name)
      values (${adjustment.id}::uuid, ${adjustment.memberId}, ${adjustment.points.toString()}::bigint,
        ${adjustment.reason}, ${adjustment.staff?.id ?? null}, ${adjustment.staff?.name ?? null})
      returning 1`;
  }

  /** Reasons of adjustments by id (a page of points lines: bounded by the caller's ids). */
  async adjustmentReasons(ids: readonly string[]): Promise<Map<string, string>> {
    const valid = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id)).slice(0, 500);
    if (valid.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('points_adjustments')
      .select(['id', 'reason'])
      .where('id', 'in', valid)
      .execute();
    return new Map(rows.map((row) => [row.id, row.reason]));
  }
}
