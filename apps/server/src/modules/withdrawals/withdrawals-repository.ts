import type { WithdrawalStatus } from '@gaming/contracts/withdrawals';
import { type Kysely, type Selectable, sql, type Transaction, type Updateable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { WithdrawalLedgerStep, WithdrawalsTable } from '../../db/schema-withdrawals.js';

export type WithdrawalRow = Selectable<WithdrawalsTable>;
export type WithdrawalChange = Updateable<WithdrawalsTable>;
export type Executor = Kysely<Database> | Transaction<Database>;

export type NewWithdrawal = {
  memberId: string;
  requestId: string;
  memberAccount: string;
  amountMinor: bigint;
  feeMinor: bigint;
  currency: string;
  bankName: string;
  accountHolder: string;
  accountNumber: string;
};

export type WithdrawalEventInput = {
  withdrawalId: string;
  fromStatus: WithdrawalStatus | null;
  toStatus: WithdrawalStatus;
  actorType: 'member' | 'staff' | 'system';
  actorName: string;
  note?: string | null;
};

export type WithdrawalListFilter = {
  memberId?: string;
  memberAccount?: string;
  statuses?: readonly WithdrawalStatus[];
  fromInstant?: Date;
  toInstant?: Date;
  limit: number;
  offset: number;
};

/** The only file that knows the withdrawal tables. */
export class WithdrawalsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Withdrawal id -> order number, for the account record (a page of ids at most). */
  async orderNumbersOf(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('withdrawals')
      .select(['id', 'order_number'])
      .where('id', 'in', ids)
      .limit(ids.length)
      .execute();
    return new Map(rows.map((row) => [row.id, row.order_number]));
  }

  transaction<T>(work: (transaction: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** Serialises one member's requests (daily count, one-waiting rule) until the transaction ends. */
  async lockMember(transaction: Transaction<Database>, memberId: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`withdrawals:${memberId}`}, 0))`.execute(
      transaction,
    );
  }

  findByRequest(executor: Executor, memberId: string, requestId: string) {
    return executor
      .selectFrom('withdrawals')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('request_id', '=', requestId)
      .executeTakeFirst();
  }

  /** Requests since an instant that the ledger did not refuse. */
  async countSince(memberId: string, since: Date, executor: Executor = this.db): Promise<number> {
    const row = await executor
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('member_id', '=', memberId)
      .where('created_at', '>=', since)
      .where('status', '<>', 'failed')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * The day's requests split in two: `counted` are known to use a slot (held, or a crash leftover the
   * sweeper owns), `undecided` are rows whose own request is still placing its hold (written after
   * `undecidedAfter`): the ledger may yet refuse them, and a refused one does not count.
   */
  /** Amounts asked since `since`, except requests whose money came back (failed, rejected, refunded). */
  async amountSince(memberId: string, since: Date, executor: Executor = this.db): Promise<bigint> {
    const row = await executor
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount_minor'), eb.lit(0)).as('total'))
      .where('member_id', '=', memberId)
      .where('created_at', '>=', since)
      .where('status', 'not in', ['failed', 'rejected', 'refunded'])
      .executeTakeFirstOrThrow();
    return BigInt(row.total);
  }

  async dailyUse(
    memberId: string,
    since: Date,
    undecidedAfter: Date,
    executor: Executor = this.db,
  ): Promise<{ counted: number; undecided: number }> {
    const row = await executor
      .selectFrom('withdrawals')
      .select((eb) => [
        eb.fn
          .countAll<string>()
          .filterWhere((inner) =>
            inner.or([inner('status', '<>', 'holding'), inner('created_at', '<', undecidedAfter)]),
          )
          .as('counted'),
        eb.fn
          .countAll<string>()
          .filterWhere((inner) =>
            inner.and([inner('status', '=', 'holding'), inner('created_at', '>=', undecidedAfter)]),
          )
          .as('undecided'),
      ])
      .where('member_id', '=', memberId)
      .where('created_at', '>=', since)
      .where('status', '<>', 'failed')
      .executeTakeFirstOrThrow();
    return { counted: Number(row.counted), undecided: Number(row.undecided) };
  }

  async hasAwaitingConfirmation(memberId: string, executor: Executor = this.db): Promise<boolean> {
    const row = await executor
      .selectFrom('withdrawals')
      .select('id')
      .where('member_id', '=', memberId)
      .where('status', '=', 'paid')
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  insert(transaction: Transaction<Database>, input: NewWithdrawal, createdAt: Date) {
    return transaction
      .insertInto('withdrawals')
      .values({
        member_id: input.memberId,
        request_id: input.requestId,
        member_account: input.memberAccount,
        amount_minor: input.amountMinor.toString(),
        fee_minor: input.feeMinor.toString(),
        currency: input.currency,
        bank_name: input.bankName,
        account_holder: input.accountHolder,
        account_number: input.accountNumber,
        status: 'holding',
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * The one way a withdrawal changes state: only from one of the expected states, so of two concurrent
   * decisions exactly one matches the row and the other gets nothing back.
   */
  transition(
    executor: Executor,
    id: string,
    from: readonly WithdrawalStatus[],
    change: WithdrawalChange,
    extra?: { paidBefore?: Date | undefined; noOwedStep?: boolean },
  ): Promise<WithdrawalRow | undefined> {
    let query = executor
      .updateTable('withdrawals')
      .set({ ...change, updated_at: new Date() })
      .where('id', '=', id)
      .where('status', 'in', from);
    if (extra?.paidBefore) query = query.where('paid_at', '<', extra.paidBefore);
    if (extra?.noOwedStep) query = query.where('ledger_step', 'is', null);
    return query.returningAll().executeTakeFirst();
  }

  async clearLedgerStep(id: string, step: WithdrawalLedgerStep): Promise<void> {
    await this.db
      .updateTable('withdrawals')
      .set({ ledger_step: null, ledger_step_due_at: null })
      .where('id', '=', id)
      .where('ledger_step', '=', step)
      .execute();
  }

  async insertEvent(executor: Executor, event: WithdrawalEventInput): Promise<void> {
    await executor
      .insertInto('withdrawal_events')
      .values({
        withdrawal_id: event.withdrawalId,
        from_status: event.fromStatus,
        to_status: event.toStatus,
        actor_type: event.actorType,
        actor_name: event.actorName.slice(0, 64),
        note: event.note ?? null,
      })
      .execute();
  }

  eventsOf(withdrawalId: string, limit = 100) {
    return this.db
      .selectFrom('withdrawal_events')
      .selectAll()
      .where('withdrawal_id', '=', withdrawalId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  async saveReceivingAccount(
    executor: Executor,
    memberId: string,
    account: { bankName: string; accountHolder: string; accountNumber: string },
  ): Promise<void> {
    const values = {
      bank_name: account.bankName,
      account_holder: account.accountHolder,
      account_number: account.accountNumber,
      updated_at: new Date(),
    };
    await executor
      .insertInto('withdrawal_receiving_accounts')
      .values({ member_id: memberId, ...values })
      .onConflict((conflict) => conflict.column('member_id').doUpdateSet(values))
      .execute();
  }

  receivingAccount(memberId: string) {
    return this.db
      .selectFrom('withdrawal_receiving_accounts')
      .selectAll()
      .where('member_id', '=', memberId)
      .executeTakeFirst();
  }

  findById(id: string, executor: Executor = this.db) {
    return executor.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async list(filter: WithdrawalListFilter): Promise<{ rows: WithdrawalRow[]; total: number }> {
    let query = this.db.selectFrom('withdrawals');
    if (filter.memberId) query = query.where('member_id', '=', filter.memberId);
    if (filter.memberAccount) query = query.where('member_account', '=', filter.memberAccount);
    if (filter.statuses) query = query.where('status', 'in', filter.statuses);
    if (filter.fromInstant) query = query.where('created_at', '>=', filter.fromInstant);
    if (filter.toInstant) query = query.where('created_at', '<', filter.toInstant);
    const [rows, total] = await Promise.all([
      query
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.count) };
  }

  /** Paid withdrawals older than the cut-off, oldest first; skipped when another sweeper holds them. */
  overduePaid(transaction: Transaction<Database>, paidBefore: Date, limit: number) {
    return transaction
      .selectFrom('withdrawals')
      .selectAll()
      .where('status', '=', 'paid')
      .where('paid_at', '<', paidBefore)
      .orderBy('paid_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
  }

  staleHolding(createdBefore: Date, limit: number) {
    return this.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('status', '=', 'holding')
      .where('created_at', '<', createdBefore)
      .orderBy('created_at')
      .limit(limit)
      .execute();
  }

  ledgerStepsDue(dueBefore: Date, limit: number) {
    return this.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('ledger_step', 'is not', null)
      .where('ledger_step_due_at', '<', dueBefore)
      .orderBy('ledger_step_due_at')
      .limit(limit)
      .execute();
  }

  /** Requests not yet decided or paid out (holding, pending, approved) of one member. */
  async undecidedOf(memberId: string) {
    const row = await this.db
      .selectFrom('withdrawals')
      .where('member_id', '=', memberId)
      .where('status', 'in', ['holding', 'pending', 'approved'])
      .select((eb) => [
        eb.fn.countAll<string>().as('count'),
        sql<string>`coalesce(sum(amount_minor), 0)::text`.as('amount'),
      ])
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), amountMinor: BigInt(row.amount) };
  }

  /**
   * Other members that asked to be paid to a bank account this member used (numbers compared without
   * spaces, dashes or case: bank_account_key in 0028_member_risk.sql).
   */
  async sharingBankAccount(memberId: string, limit: number) {
    const result = await sql<{ member_id: string; account_number: string }>`
      with mine as (
        select distinct bank_account_key(account_number) as account_key from withdrawals where member_id = ${memberId}
        union
        select bank_account_key(account_number) from withdrawal_receiving_accounts where member_id = ${memberId}
      )
      select distinct on (other.member_id) other.member_id, other.account_number
      from mine join withdrawals other on bank_account_key(other.account_number) = mine.account_key
      where other.member_id <> ${memberId}
      order by other.member_id
      limit ${limit}`.execute(this.db);
    return result.rows.map((row) => ({ memberId: String(row.member_id), accountNumber: row.account_number }));
  }
}
