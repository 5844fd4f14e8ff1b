import { type Kysely, type RawBuilder, type Selectable, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { RgPlayBudgetTable } from '../../db/schema-rg-limits.js';

export type PlayBudgetRow = Selectable<RgPlayBudgetTable>;
/** The starts of the brand-calendar windows a bet falls in. */
export type BudgetWindows = { dayStart: Date; weekStart: Date; monthStart: Date };
export type BudgetLimits = {
  wagerDay: bigint | null;
  wagerWeek: bigint | null;
  wagerMonth: bigint | null;
  lossDay: bigint | null;
  lossWeek: bigint | null;
  lossMonth: bigint | null;
};
type Executor = Kysely<Database> | Transaction<Database>;

const windows = ['day', 'week', 'month'] as const;

function startOf(window: (typeof windows)[number], at: BudgetWindows): Date {
  return window === 'day' ? at.dayStart : window === 'week' ? at.weekStart : at.monthStart;
}

/** A counter as of the current window: zero when its row's window started before the current one. */
function current(window: (typeof windows)[number], column: 'staked' | 'won', at: BudgetWindows) {
  return sql`(case when p.${sql.ref(`${window}_start`)} < ${startOf(window, at)}::timestamptz then 0 else p.${sql.ref(`${window}_${column}`)} end)`;
}

/**
 * The play budget's SQL (rg_play_budget): a row only for members with a wager or loss limit. The charge is
 * one conditional, set-based UPDATE: it resets a counter whose window has rolled over and adds the stake
 * only while every window stays within its wager limit and its loss limit (staked - won).
 */
export class PlayBudgetRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** (a) Charges each member's summed stake; returns one row per member charged (fewer: a limit said no). */
  chargeStatement(
    charges: readonly { memberId: string; amountMinor: bigint }[],
    at: BudgetWindows,
  ): RawBuilder<{ member_id: string }> {
    const sets = windows.flatMap((window) => [
      sql`${sql.ref(`${window}_staked`)} = ${current(window, 'staked', at)} + c.amount`,
      sql`${sql.ref(`${window}_won`)} = ${current(window, 'won', at)}`,
      sql`${sql.ref(`${window}_start`)} = greatest(p.${sql.ref(`${window}_start`)}, ${startOf(window, at)}::timestamptz)`,
    ]);
    const within = windows.flatMap((window) => [
      sql`(p.${sql.ref(`wager_${window}_minor`)} is null or ${current(window, 'staked', at)} + c.amount <= p.${sql.ref(`wager_${window}_minor`)})`,
      sql`(p.${sql.ref(`loss_${window}_minor`)} is null or ${current(window, 'staked', at)} - ${current(window, 'won', at)} + c.amount <= p.${sql.ref(`loss_${window}_minor`)})`,
    ]);
    return sql<{ member_id: string }>`
      update rg_play_budget p set ${sql.join(sets)}
      from (select * from unnest(${charges.map((charge) => charge.memberId)}::bigint[],
        ${charges.map((charge) => charge.amountMinor.toString())}::bigint[]) as t(member_id, amount)) c
      where p.member_id = c.member_id and ${sql.join(within, sql` and `)}
      returning p.member_id`;
  }

  /** (b) The members among these with no budget row (a stale cache that missed a new limit fails the batch). */
  unbudgetedStatement(memberIds: readonly string[]): RawBuilder<{ id: string }> {
    return sql<{ id: string }>`
      select b.id from unnest(${memberIds}::bigint[]) as b(id)
      where not exists (select 1 from rg_play_budget p where p.member_id = b.id)`;
  }

  /** (c) Adds each member's summed win to the current windows (no condition: a win never passes a limit). */
  creditStatement(
    credits: readonly { memberId: string; amountMinor: bigint }[],
    at: BudgetWindows,
  ): RawBuilder<{ member_id: string }> {
    const sets = windows.flatMap((window) => [
      sql`${sql.ref(`${window}_staked`)} = ${current(window, 'staked', at)}`,
      sql`${sql.ref(`${window}_won`)} = ${current(window, 'won', at)} + c.amount`,
      sql`${sql.ref(`${window}_start`)} = greatest(p.${sql.ref(`${window}_start`)}, ${startOf(window, at)}::timestamptz)`,
    ]);
    return sql<{ member_id: string }>`
      update rg_play_budget p set ${sql.join(sets)}
      from (select * from unnest(${credits.map((credit) => credit.memberId)}::bigint[],
        ${credits.map((credit) => credit.amountMinor.toString())}::bigint[]) as t(member_id, amount)) c
      where p.member_id = c.member_id
      returning p.member_id`;
  }

  /** A refunded stake leaves the windows it was counted in (only those still current). */
  async refund(executor: Executor, memberId: string, amountMinor: bigint, at: BudgetWindows): Promise<void> {
    const sets = windows.map(
      (window) =>
        sql`${sql.ref(`${window}_staked`)} = case when p.${sql.ref(`${window}_start`)} < ${startOf(window, at)}::timestamptz then p.${sql.ref(`${window}_staked`)} else greatest(p.${sql.ref(`${window}_staked`)} - ${amountMinor.toString()}::bigint, 0) end`,
    );
    await sql`update rg_play_budget p set ${sql.join(sets)} where p.member_id = ${memberId}`.execute(
      executor,
    );
  }

  rowsOf(memberIds: readonly string[], executor: Executor = this.db): Promise<PlayBudgetRow[]> {
    if (memberIds.length === 0) return Promise.resolve([]);
    return executor.selectFrom('rg_play_budget').selectAll().where('member_id', 'in', memberIds).execute();
  }

  /** Every member with a budget row (the in-process cache), bounded. */
  async budgetedMemberIds(limit: number): Promise<string[]> {
    const rows = await this.db.selectFrom('rg_play_budget').select('member_id').limit(limit).execute();
    return rows.map((row) => row.member_id);
  }

  /**
   * Writes the member's wager and loss limits into the budget: inserts the row (counters from the rounds
   * already played in the current windows) or updates its limits; deletes it when no limit is left.
   */
  async rewriteLimits(
    transaction: Transaction<Database>,
    memberId: string,
    limits: BudgetLimits,
    at: BudgetWindows,
  ): Promise<void> {
    const values = Object.values(limits);
    if (values.every((value) => value === null)) {
      await transaction.deleteFrom('rg_play_budget').where('member_id', '=', memberId).execute();
      return;
    }
    const text = (value: bigint | null) => (value === null ? null : value.toString());
    const played = await sql<Record<string, string>>`
      select
        coalesce(sum(stake_minor) filter (where opened_at >= ${at.dayStart}), 0)::text as day_staked,
        coalesce(sum(win_minor) filter (where opened_at >= ${at.dayStart}), 0)::text as day_won,
        coalesce(sum(stake_minor) filter (where opened_at >= ${at.weekStart}), 0)::text as week_staked,
        coalesce(sum(win_minor) filter (where opened_at >= ${at.weekStart}), 0)::text as week_won,
        coalesce(sum(stake_minor), 0)::text as month_staked,
        coalesce(sum(win_minor), 0)::text as month_won
      from game_rounds
      where member_id = ${memberId} and opened_at >= ${at.monthStart} and status <> 'cancelled'`.execute(
      transaction,
    );
    const counters = played.rows[0] ?? {};
    const limitColumns = {
      wager_day_minor: text(limits.wagerDay),
      wager_week_minor: text(limits.wagerWeek),
      wager_month_minor: text(limits.wagerMonth),
      loss_day_minor: text(limits.lossDay),
      loss_week_minor: text(limits.lossWeek),
      loss_month_minor: text(limits.lossMonth),
    };
    await transaction
      .insertInto('rg_play_budget')
      .values({
        member_id: memberId,
        ...limitColumns,
        day_start: at.dayStart,
        week_start: at.weekStart,
        month_start: at.monthStart,
        day_staked: counters.day_staked ?? '0',
        day_won: counters.day_won ?? '0',
        week_staked: counters.week_staked ?? '0',
        week_won: counters.week_won ?? '0',
        month_staked: counters.month_staked ?? '0',
        month_won: counters.month_won ?? '0',
      })
      .onConflict((conflict) => conflict.column('member_id').doUpdateSet(limitColumns))
      .execute();
  }
}
