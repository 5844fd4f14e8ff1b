import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type {
  RgLimitChangesTable,
  RgLimitKindColumn,
  RgLimitPeriodColumn,
  RgLimitsTable,
} from '../../db/schema-rg-limits.js';

export type LimitRow = Selectable<RgLimitsTable>;
export type LimitChangeRow = Selectable<RgLimitChangesTable>;
export type LimitKey = { memberId: string; kind: RgLimitKindColumn; period: RgLimitPeriodColumn };
type Executor = Kysely<Database> | Transaction<Database>;

/** The limits' SQL: rg_limits, the append-only rg_limit_changes, rg_preferences, and the session's net. */
export class LimitsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (transaction: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** The (member, kind, period) row locked for the change (every limit write takes it first). */
  lockRow(transaction: Transaction<Database>, key: LimitKey): Promise<LimitRow | undefined> {
    return transaction
      .selectFrom('rg_limits')
      .selectAll()
      .where('member_id', '=', key.memberId)
      .where('kind', '=', key.kind)
      .where('period', '=', key.period)
      .forUpdate()
      .executeTakeFirst();
  }

  async write(
    transaction: Transaction<Database>,
    key: LimitKey,
    values: {
      activeValue: bigint | null;
      pendingValue: bigint | null;
      pendingRequestedAt: Date | null;
      pendingEffectiveAt: Date | null;
      at: Date;
    },
  ): Promise<LimitRow> {
    const columns = {
      active_value: values.activeValue === null ? null : values.activeValue.toString(),
      pending_value: values.pendingValue === null ? null : values.pendingValue.toString(),
      pending_requested_at: values.pendingRequestedAt,
      pending_effective_at: values.pendingEffectiveAt,
      updated_at: values.at,
    };
    return transaction
      .insertInto('rg_limits')
      .values({ member_id: key.memberId, kind: key.kind, period: key.period, ...columns })
      .onConflict((conflict) => conflict.columns(['member_id', 'kind', 'period']).doUpdateSet(columns))
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The waiting change applied, only once its cooling-off is over (`pending_effective_at <= at`). */
  confirmDue(transaction: Transaction<Database>, key: LimitKey, at: Date): Promise<LimitRow | undefined> {
    return transaction
      .updateTable('rg_limits')
      .set({
        active_value: sql`pending_value`,
        pending_value: null,
        pending_requested_at: null,
        pending_effective_at: null,
        updated_at: at,
      })
      .where('member_id', '=', key.memberId)
      .where('kind', '=', key.kind)
      .where('period', '=', key.period)
      .where('pending_effective_at', '<=', at)
      .returningAll()
      .executeTakeFirst();
  }

  async insertChange(
    transaction: Transaction<Database>,
    change: LimitKey & {
      fromValue: string | null;
      toValue: string | null;
      outcome: LimitChangeRow['outcome'];
      actorType: LimitChangeRow['actor_type'];
      actorName: string;
      at: Date;
    },
  ): Promise<void> {
    await transaction
      .insertInto('rg_limit_changes')
      .values({
        member_id: change.memberId,
        kind: change.kind,
        period: change.period,
        from_value: change.fromValue,
        to_value: change.toValue,
        outcome: change.outcome,
        actor_type: change.actorType,
        actor_name: change.actorName,
        at: change.at,
      })
      .execute();
  }

  /** Every limit row of the member (at most 10: 3 periods x 3 money kinds + the session). */
  limitsOf(memberId: string, executor: Executor = this.db): Promise<LimitRow[]> {
    return executor
      .selectFrom('rg_limits')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('kind')
      .orderBy('period')
      .limit(10)
      .execute();
  }

  historyOf(memberId: string, limit: number): Promise<LimitChangeRow[]> {
    return this.db
      .selectFrom('rg_limit_changes')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  async realityCheckMinutesOf(memberId: string): Promise<number | null | undefined> {
    const row = await this.db
      .selectFrom('rg_preferences')
      .select('reality_check_minutes')
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row ? row.reality_check_minutes : undefined;
  }

  async setRealityCheckMinutes(
    transaction: Transaction<Database>,
    memberId: string,
    minutes: number | null,
    at: Date,
  ): Promise<void> {
    await transaction
      .insertInto('rg_preferences')
      .values({ member_id: memberId, reality_check_minutes: minutes, updated_at: at })
      .onConflict((conflict) =>
        conflict.column('member_id').doUpdateSet({ reality_check_minutes: minutes, updated_at: at }),
      )
      .execute();
  }

  /** Win - stake of the member's rounds opened since `since` (game_rounds_member; a session is short). */
  async netSince(memberId: string, since: Date): Promise<bigint> {
    const result = await sql<{ net: string }>`
      select coalesce(sum(win_minor - stake_minor), 0)::text as net from game_rounds
      where member_id = ${memberId} and opened_at >= ${since} and status <> 'cancelled'`.execute(this.db);
    return BigInt(result.rows[0]?.net ?? '0');
  }
}
