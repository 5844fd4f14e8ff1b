import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AmlFlagStatus } from '../../db/schema-compliance.js';

type Executor = Kysely<Database> | Transaction<Database>;

export type NewAmlFlag = {
  memberId: string;
  ruleId: string;
  ruleKind: string;
  subjectType: 'deposit' | 'withdrawal';
  subjectId: string;
  amountMinor: bigint;
  windowTotalMinor: bigint | null;
};

/** Withdrawals that still count towards a member's cumulative total (refused and failed ones moved nothing). */
const countedWithdrawalStatuses = [
  'pending',
  'approved',
  'paid',
  'completed',
  'not_received',
  'partly_received',
  'refunded',
];

export type CreditedDeposit = { id: string; memberId: string; amountMinor: bigint; creditedAt: Date };

/**
 * AML flags and withdrawal holds. Two reads reach into other modules' tables on purpose: the hold locks
 * the withdrawal row it holds (so an approval cannot slip between), and the scan and the cumulative
 * withdrawal rule read amounts (a reporting read, never a write).
 */
export class AmlRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (transaction: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** Inserts the flag once per (rule, subject); a repeat returns the flag already raised. */
  async insertFlag(
    executor: Executor,
    flag: NewAmlFlag,
    at: Date,
  ): Promise<{ id: string; created: boolean }> {
    const inserted = await executor
      .insertInto('aml_flags')
      .values({
        member_id: flag.memberId,
        rule_id: flag.ruleId,
        rule_kind: flag.ruleKind,
        subject_type: flag.subjectType,
        subject_id: flag.subjectId,
        amount_minor: flag.amountMinor.toString(),
        window_total_minor: flag.windowTotalMinor?.toString() ?? null,
        created_at: at,
      })
      .onConflict((conflict) => conflict.columns(['rule_id', 'subject_type', 'subject_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return { id: inserted.id, created: true };
    const existing = await executor
      .selectFrom('aml_flags')
      .select('id')
      .where('rule_id', '=', flag.ruleId)
      .where('subject_type', '=', flag.subjectType)
      .where('subject_id', '=', flag.subjectId)
      .executeTakeFirstOrThrow();
    return { id: existing.id, created: false };
  }

  /** Locks the withdrawal row while it is pending; undefined when it is not pending any more. */
  async lockPendingWithdrawal(transaction: Transaction<Database>, withdrawalId: string) {
    return transaction
      .selectFrom('withdrawals')
      .select('id')
      .where('id', '=', withdrawalId)
      .where('status', '=', 'pending')
      .forUpdate()
      .executeTakeFirst();
  }

  async insertHold(
    transaction: Transaction<Database>,
    hold: { withdrawalId: string; flagId: string; reason: string },
    at: Date,
  ): Promise<boolean> {
    const inserted = await transaction
      .insertInto('withdrawal_holds')
      .values({
        withdrawal_id: hold.withdrawalId,
        aml_flag_id: hold.flagId,
        reason: hold.reason,
        held_at: at,
      })
      .onConflict((conflict) => conflict.column('withdrawal_id').doNothing())
      .returning('withdrawal_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async activeHold(executor: Executor, withdrawalId: string) {
    return executor
      .selectFrom('withdrawal_holds')
      .select(['withdrawal_id', 'aml_flag_id', 'reason'])
      .where('withdrawal_id', '=', withdrawalId)
      .where('released_at', 'is', null)
      .executeTakeFirst();
  }

  release(
    transaction: Transaction<Database>,
    withdrawalId: string,
    change: { releasedByName: string; note: string },
    at: Date,
  ) {
    return transaction
      .updateTable('withdrawal_holds')
      .set({ released_at: at, released_by_name: change.releasedByName, release_note: change.note })
      .where('withdrawal_id', '=', withdrawalId)
      .where('released_at', 'is', null)
      .returning(['withdrawal_id', 'aml_flag_id'])
      .executeTakeFirst();
  }

  decideFlag(
    transaction: Transaction<Database>,
    id: string,
    change: { status: Exclude<AmlFlagStatus, 'open'>; decidedByName: string; note: string },
    at: Date,
  ) {
    return transaction
      .updateTable('aml_flags')
      .set({
        status: change.status,
        decided_by_name: change.decidedByName,
        decided_at: at,
        note: change.note,
      })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .returning(['id', 'member_id', 'status'])
      .executeTakeFirst();
  }

  findFlag(id: string, executor: Executor = this.db) {
    return executor.selectFrom('aml_flags').select(['id', 'status']).where('id', '=', id).executeTakeFirst();
  }

  private flagsQuery() {
    return this.db
      .selectFrom('aml_flags')
      .innerJoin('members', 'members.id', 'aml_flags.member_id')
      .selectAll('aml_flags')
      .select('members.username as member_account');
  }

  async flags(status: AmlFlagStatus, limit: number, offset: number) {
    const [rows, total] = await Promise.all([
      this.flagsQuery()
        .where('aml_flags.status', '=', status)
        .orderBy('aml_flags.created_at', 'desc')
        .orderBy('aml_flags.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      this.db
        .selectFrom('aml_flags')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('status', '=', status)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.count) };
  }

  flagsOf(memberId: string, limit: number) {
    return this.flagsQuery()
      .where('aml_flags.member_id', '=', memberId)
      .orderBy('aml_flags.created_at', 'desc')
      .limit(limit)
      .execute();
  }

  async holds(filter: { active: boolean; withdrawalId?: string | undefined }, limit: number, offset: number) {
    let base = this.db
      .selectFrom('withdrawal_holds')
      .innerJoin('withdrawals', 'withdrawals.id', 'withdrawal_holds.withdrawal_id');
    if (filter.active) base = base.where('withdrawal_holds.released_at', 'is', null);
    if (filter.withdrawalId) base = base.where('withdrawal_holds.withdrawal_id', '=', filter.withdrawalId);
    const [rows, total] = await Promise.all([
      base
        .selectAll('withdrawal_holds')
        .select([
          'withdrawals.member_id',
          'withdrawals.member_account',
          'withdrawals.amount_minor',
          'withdrawals.status as withdrawal_status',
        ])
        .orderBy('withdrawal_holds.held_at', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.count) };
  }

  /** Withdrawals requested in [from, to) that moved or hold money. */
  async withdrawnBetween(memberId: string, from: Date, to: Date): Promise<bigint> {
    const row = await this.db
      .selectFrom('withdrawals')
      .select(sql<string>`coalesce(sum(amount_minor), 0)::text`.as('total'))
      .where('member_id', '=', memberId)
      .where('status', 'in', countedWithdrawalStatuses as never[])
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .executeTakeFirstOrThrow();
    return BigInt(row.total);
  }

  watermark() {
    return this.db.selectFrom('aml_scan_watermark').select(['credited_at', 'deposit_id']).executeTakeFirst();
  }

  async saveWatermark(creditedAt: Date, depositId: string): Promise<void> {
    await this.db
      .insertInto('aml_scan_watermark')
      .values({ singleton: true, credited_at: creditedAt, deposit_id: depositId })
      .onConflict((conflict) =>
        conflict.column('singleton').doUpdateSet({ credited_at: creditedAt, deposit_id: depositId }),
      )
      .execute();
  }

  /** Credited deposits after the watermark (credited_at, id), up to `until`, oldest first. */
  async creditedAfter(
    after: { creditedAt: Date; depositId: string },
    until: Date,
    limit: number,
  ): Promise<CreditedDeposit[]> {
    const rows = await this.db
      .selectFrom('deposits')
      .select(['id', 'member_id', 'amount_minor', 'credited_at'])
      .where('status', '=', 'credited')
      .where(sql<boolean>`(credited_at, id) > (${after.creditedAt}::timestamptz, ${after.depositId}::uuid)`)
      .where('credited_at', '<=', until)
      .orderBy('credited_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      memberId: row.member_id,
      amountMinor: BigInt(row.amount_minor),
      creditedAt: row.credited_at as Date,
    }));
  }
}
