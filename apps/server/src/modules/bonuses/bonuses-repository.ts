import type { BonusKind, BonusStatus, RewardTab } from '@gaming/contracts/bonuses';
import { type Kysely, type RawBuilder, type Selectable, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { BonusesTable, BonusStep } from '../../db/schema-bonuses.js';

type Executor = Kysely<Database> | Transaction<Database>;

export type BonusRow = Selectable<BonusesTable>;
export type BonusWithMember = BonusRow & { username: string };

export type NewBonus = {
  id: string;
  member_id: string;
  kind: BonusKind;
  source_id: string;
  grant_key: string;
  title: string;
  amount_minor: string;
  ledger_code: BonusRow['ledger_code'];
  status: BonusStatus;
  claim_expires_at: Date | null;
  wagering_required_minor: string | null;
  wagering_multiple: string | null;
  wagering_base_minor: string | null;
  weights: string | null;
  default_weight_percent: number | null;
  max_stake_minor: string | null;
  max_cashout_minor: string | null;
  wagering_days: number | null;
  activated_at: Date | null;
  wagering_expires_at: Date | null;
  pending_step: BonusStep | null;
  released_minor: string | null;
  ended_at: Date | null;
};

const tabStatuses: Record<RewardTab, readonly BonusStatus[]> = {
  waiting: ['claimable'],
  progress: ['wagering'],
  history: ['released', 'forfeited', 'expired'],
};

export type AdminBonusFilter = {
  status?: BonusStatus | undefined;
  kind?: BonusKind | undefined;
  memberId?: string | undefined;
  sourceId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

/** SQL of bonus money (0032_bonuses.sql). Every state change is one conditional update. */
export class BonusesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Inserts the bonus unless its grant key exists; answers the row under that key and whether it is new. */
  async insertOnce(
    row: NewBonus,
    executor: Executor = this.db,
  ): Promise<{ row: BonusRow; inserted: boolean }> {
    const inserted = await executor
      .insertInto('bonuses')
      .values(row)
      .onConflict((conflict) => conflict.column('grant_key').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { row: inserted, inserted: true };
    const existing = await executor
      .selectFrom('bonuses')
      .selectAll()
      .where('grant_key', '=', row.grant_key)
      .executeTakeFirstOrThrow();
    return { row: existing, inserted: false };
  }

  findById(id: string, executor: Executor = this.db): Promise<BonusRow | undefined> {
    return executor.selectFrom('bonuses').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Titles of bonuses by id (the account record names a bonus line by it); at most 500. */
  async titlesOf(ids: readonly string[]): Promise<{ id: string; title: string }[]> {
    const valid = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id)).slice(0, 500);
    if (valid.length === 0) return [];
    return this.db.selectFrom('bonuses').select(['id', 'title']).where('id', 'in', valid).execute();
  }

  /** Statuses of the member's bonuses among `ids` (at most 500; another member's are left out). */
  async statusesOf(memberId: string, ids: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)].slice(0, 500);
    if (unique.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('bonuses')
      .select(['id', 'status'])
      .where('member_id', '=', memberId)
      .where('id', 'in', unique)
      .execute();
    return new Map(rows.map((row) => [row.id, row.status as string]));
  }

  /**
   * A conditional state change: applies only while the row is in one of `from` with no ledger step owed
   * (and the extra condition holds); answers the changed row or undefined when another change won.
   */
  async transition(
    id: string,
    from: readonly BonusStatus[],
    set: Partial<{
      status: BonusStatus;
      pending_step: BonusStep | null;
      activated_at: Date;
      wagering_expires_at: Date;
      claim_expires_at: Date;
      released_minor: string;
      ended_at: Date;
      end_reason: string;
    }>,
    condition: { memberId?: string; claimOpenAt?: Date; wageringMet?: boolean } = {},
    executor: Executor = this.db,
  ): Promise<BonusRow | undefined> {
    let query = executor
      .updateTable('bonuses')
      .set({ ...set, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('status', 'in', from)
      .where('pending_step', 'is', null);
    if (condition.memberId) query = query.where('member_id', '=', condition.memberId);
    if (condition.claimOpenAt) query = query.where('claim_expires_at', '>', condition.claimOpenAt);
    if (condition.wageringMet === true)
      query = query.where(sql<boolean>`wagering_progress_minor >= wagering_required_minor`);
    if (condition.wageringMet === false)
      query = query.where(sql<boolean>`wagering_progress_minor < wagering_required_minor`);
    return query.returningAll().executeTakeFirst();
  }

  /** The ledger step is committed: the row owes nothing more. */
  async clearStep(id: string, step: BonusStep): Promise<void> {
    await this.db
      .updateTable('bonuses')
      .set({ pending_step: null, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('pending_step', '=', step)
      .execute();
  }

  /** Which of these bonuses still owe `step` (committed state; the ledger batch's writer asks first). */
  async owingStep(ids: readonly string[], step: BonusStep): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('bonuses')
      .select('id')
      .where('id', 'in', [...new Set(ids)])
      .where('pending_step', '=', step)
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  /**
   * The statement clearing `step` of these bonuses inside the ledger's batch transaction (UnitWriter): one
   * row back per bonus still owing it, so a bonus finished meanwhile fails the batch (it reruns carefully).
   */
  clearStepsStatement(ids: readonly string[], step: BonusStep): RawBuilder<unknown> {
    return sql`
      update bonuses set pending_step = null, updated_at = now()
      where id = any(${sql.val(ids)}::uuid[]) and pending_step = ${step}
      returning 1`;
  }

  /** Rows owing a ledger step for longer than `olderThan` (their writer died or is slow), oldest first. */
  stuckSteps(olderThan: Date, limit: number): Promise<BonusRow[]> {
    return this.db
      .selectFrom('bonuses')
      .selectAll()
      .where('pending_step', 'is not', null)
      .where('updated_at', '<', olderThan)
      .orderBy('updated_at')
      .limit(limit)
      .execute();
  }

  /** Bonuses in wagering whose requirement is met, optionally of one member. */
  async metIds(limit: number, memberId?: string): Promise<string[]> {
    let query = this.db
      .selectFrom('bonuses')
      .select('id')
      .where('status', '=', 'wagering')
      .where(sql<boolean>`wagering_progress_minor >= wagering_required_minor`)
      .where('pending_step', 'is', null);
    if (memberId) query = query.where('member_id', '=', memberId);
    const rows = await query.orderBy('id').limit(limit).execute();
    return rows.map((row) => row.id);
  }

  async wageringExpiredIds(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('bonuses')
      .select('id')
      .where('status', '=', 'wagering')
      .where('wagering_expires_at', '<=', now)
      .where('pending_step', 'is', null)
      .orderBy('wagering_expires_at')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  async claimExpired(now: Date, limit: number): Promise<BonusRow[]> {
    return this.db
      .updateTable('bonuses')
      .set({ status: 'expired', ended_at: now, updated_at: sql`now()` })
      .where(
        'id',
        'in',
        this.db
          .selectFrom('bonuses')
          .select('id')
          .where('status', '=', 'claimable')
          .where('claim_expires_at', '<=', now)
          .orderBy('claim_expires_at')
          .limit(limit),
      )
      .where('status', '=', 'claimable')
      .returningAll()
      .execute();
  }

  async countWaiting(memberId: string, now: Date): Promise<number> {
    const row = await this.db
      .selectFrom('bonuses')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('member_id', '=', memberId)
      .where('status', '=', 'claimable')
      .where('claim_expires_at', '>', now)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The member's bonuses in wagering: how many and the wagering still to do (met ones count 0). */
  async wageringSummary(memberId: string): Promise<{ count: number; remainingMinor: bigint }> {
    const row = await this.db
      .selectFrom('bonuses')
      .select([
        (eb) => eb.fn.countAll<string>().as('count'),
        sql<string>`coalesce(sum(greatest(wagering_required_minor - wagering_progress_minor, 0)), 0)`.as(
          'remaining',
        ),
      ])
      .where('member_id', '=', memberId)
      .where('status', '=', 'wagering')
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), remainingMinor: BigInt(row.remaining) };
  }

  async memberPage(
    memberId: string,
    tab: RewardTab,
    now: Date,
    limit: number,
    offset: number,
  ): Promise<{ rows: BonusRow[]; total: number }> {
    let base = this.db
      .selectFrom('bonuses')
      .where('member_id', '=', memberId)
      .where('status', 'in', tabStatuses[tab]);
    if (tab === 'waiting') base = base.where('claim_expires_at', '>', now);
    const [rows, count] = await Promise.all([
      base
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.count) };
  }

  async adminPage(
    filter: AdminBonusFilter,
    limit: number,
    offset: number,
  ): Promise<{ rows: BonusRow[]; total: number }> {
    let base = this.db.selectFrom('bonuses');
    if (filter.status) base = base.where('bonuses.status', '=', filter.status);
    if (filter.kind) base = base.where('bonuses.kind', '=', filter.kind);
    if (filter.memberId) base = base.where('bonuses.member_id', '=', filter.memberId);
    if (filter.sourceId) base = base.where('bonuses.source_id', '=', filter.sourceId);
    if (filter.from) base = base.where('bonuses.created_at', '>=', filter.from);
    if (filter.to) base = base.where('bonuses.created_at', '<', filter.to);
    const [rows, count] = await Promise.all([
      base
        .selectAll('bonuses')
        .orderBy('bonuses.created_at', 'desc')
        .orderBy('bonuses.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      // Bounded: a count past 10,000 rows says "10,000" (the list pages that far at most).
      sql<{
        count: string;
      }>`select count(*) as count from (${base.select('bonuses.id').limit(10_000)}) as page`
        .execute(this.db)
        .then((result) => result.rows[0] ?? { count: '0' }),
    ]);
    return { rows, total: Number(count.count) };
  }

  /** Staff extend: moves the open deadline by `days`. */
  async extend(id: string, days: number): Promise<BonusRow | undefined> {
    const interval = sql`make_interval(days => ${days})`;
    return this.db
      .updateTable('bonuses')
      .set({
        wagering_expires_at: sql`case when status = 'wagering' then wagering_expires_at + ${interval} else wagering_expires_at end`,
        claim_expires_at: sql`case when status = 'claimable' then claim_expires_at + ${interval} else claim_expires_at end`,
        wagering_days: sql`case when status = 'wagering' then least(wagering_days + ${days}, 3650) else wagering_days end`,
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .where('status', 'in', ['wagering', 'claimable'])
      .returningAll()
      .executeTakeFirst();
  }
}
