import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DepositChannelsTable, DepositStatus, DepositsTable } from '../../db/schema-deposits.js';
import { lockMemberDeposits } from '../../platform/member-locks.js';

export type DepositChannelRow = Selectable<DepositChannelsTable>;
export type DepositRow = Selectable<DepositsTable>;
export type Executor = Kysely<Database> | Transaction<Database>;

export type ChannelValues = {
  type: DepositChannelRow['type'];
  name: string;
  localizedNames: Record<string, string>;
  enabled: boolean;
  sortOrder: number;
  minAmountMinor: bigint;
  maxAmountMinor: bigint;
  feeBasisPoints: number;
  feeFixedMinor: bigint;
  bank: { bankName: string; accountName: string; accountNumber: string; instructions: string | null } | null;
  gateway: { baseUrl: string | null; merchantId: string; secretSealed: string | null } | null;
};

export type NewDeposit = {
  memberId: string;
  memberUsername: string;
  channelId: string;
  requestId: string;
  type: DepositChannelRow['type'];
  amountMinor: bigint;
  feeMinor: bigint;
  currency: string;
  note: string | null;
};

export type DepositFilter = {
  memberId?: string | undefined;
  statuses?: DepositStatus[] | undefined;
  channelId?: string | undefined;
  memberUsername?: string | undefined;
  fromInstant?: Date | undefined;
  toInstant?: Date | undefined;
};

const maximumChannels = 100;

function channelColumns(values: ChannelValues) {
  return {
    type: values.type,
    name: values.name,
    localized_names: JSON.stringify(values.localizedNames),
    enabled: values.enabled,
    sort_order: values.sortOrder,
    min_amount_minor: values.minAmountMinor.toString(),
    max_amount_minor: values.maxAmountMinor.toString(),
    fee_basis_points: values.feeBasisPoints,
    fee_fixed_minor: values.feeFixedMinor.toString(),
    bank_name: values.bank?.bankName ?? null,
    bank_account_name: values.bank?.accountName ?? null,
    bank_account_number: values.bank?.accountNumber ?? null,
    bank_instructions: values.bank?.instructions ?? null,
    gateway_base_url: values.gateway?.baseUrl ?? null,
    gateway_merchant_id: values.gateway?.merchantId ?? null,
    gateway_secret_sealed: values.gateway?.secretSealed ?? null,
  };
}

/** The only code that knows the deposit tables. */
/** A page of members by their credited deposits (issue 16's eligibility and tickets). */
export type DepositorsQuery = {
  from: Date;
  to: Date;
  minMinor: bigint;
  afterMemberId: string | null;
  limit: number;
};

export class DepositsRepository {
  constructor(readonly db: Kysely<Database>) {}

  /** Deposit id -> order number, for the account record (a page of ids at most). */
  async orderNumbersOf(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('deposits')
      .select(['id', 'order_number'])
      .where('id', 'in', ids)
      .limit(ids.length)
      .execute();
    return new Map(rows.map((row) => [row.id, row.order_number]));
  }

  transaction<T>(work: (transaction: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  // --- channels ---

  listChannels(options: { enabledOnly: boolean }) {
    let query = this.db.selectFrom('deposit_channels').selectAll();
    if (options.enabledOnly) query = query.where('enabled', '=', true);
    return query.orderBy('sort_order').orderBy('id').limit(maximumChannels).execute();
  }

  findChannel(id: string, executor: Executor = this.db) {
    return executor.selectFrom('deposit_channels').selectAll().where('id', '=', id).executeTakeFirst();
  }

  countChannels() {
    return this.db
      .selectFrom('deposit_channels')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.count));
  }

  insertChannel(values: ChannelValues, executor: Executor = this.db) {
    return executor
      .insertInto('deposit_channels')
      .values(channelColumns(values))
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  updateChannel(id: string, values: ChannelValues, executor: Executor = this.db) {
    return executor
      .updateTable('deposit_channels')
      .set({ ...channelColumns(values), updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  // --- deposits ---

  /**
   * Serialises a member's deposit creations (a transaction-scoped advisory lock), so the pending cap and
   * the idempotency check cannot both pass for two concurrent requests.
   */
  async lockMember(transaction: Transaction<Database>, memberId: string): Promise<void> {
    await lockMemberDeposits(transaction, memberId);
  }

  /**
   * The member's deposits that count against a deposit limit (pending, crediting, credited: gross, reserved
   * at creation) created after each instant, in one query on deposits_member.
   */
  async reservedTotalsSince(
    transaction: Transaction<Database>,
    memberId: string,
    since: readonly Date[],
  ): Promise<bigint[]> {
    if (since.length === 0) return [];
    const earliest = new Date(Math.min(...since.map((instant) => instant.getTime())));
    const result = await sql<Record<string, string>>`
      select ${sql.join(
        since.map(
          (instant, index) =>
            sql`coalesce(sum(amount_minor) filter (where created_at > ${instant}), 0)::text as ${sql.ref(`w${index}`)}`,
        ),
      )}
      from deposits
      where member_id = ${memberId} and created_at > ${earliest}
        and status in ('pending', 'crediting', 'credited')`.execute(transaction);
    const row = result.rows[0] ?? {};
    return since.map((_instant, index) => BigInt(row[`w${index}`] ?? '0'));
  }

  findByRequest(memberId: string, requestId: string, executor: Executor = this.db) {
    return executor
      .selectFrom('deposits')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('request_id', '=', requestId)
      .executeTakeFirst();
  }

  countPending(memberId: string, executor: Executor = this.db) {
    return executor
      .selectFrom('deposits')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('member_id', '=', memberId)
      .where('status', 'in', ['pending', 'crediting'])
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.count));
  }

  insertDeposit(deposit: NewDeposit, executor: Executor) {
    return executor
      .insertInto('deposits')
      .values({
        member_id: deposit.memberId,
        member_username: deposit.memberUsername,
        channel_id: deposit.channelId,
        request_id: deposit.requestId,
        type: deposit.type,
        status: 'pending',
        amount_minor: deposit.amountMinor.toString(),
        fee_minor: deposit.feeMinor.toString(),
        currency: deposit.currency,
        member_note: deposit.note,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  findDeposit(id: string, executor: Executor = this.db) {
    return executor.selectFrom('deposits').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByGatewayPayment(channelId: string, gatewayPaymentId: string) {
    return this.db
      .selectFrom('deposits')
      .selectAll()
      .where('channel_id', '=', channelId)
      .where('gateway_payment_id', '=', gatewayPaymentId)
      .executeTakeFirst();
  }

  /** Records the gateway's payment once; a second create (a retry) finds it already set and keeps it. */
  attachGatewayPayment(id: string, gatewayPaymentId: string, payUrl: string | null) {
    return this.db
      .updateTable('deposits')
      .set({
        gateway_payment_id: gatewayPaymentId,
        ...(payUrl ? { pay_url: payUrl } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([eb('gateway_payment_id', 'is', null), eb('gateway_payment_id', '=', gatewayPaymentId)]),
      )
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * The decision, claimed with a conditional update: of any number of concurrent deciders exactly one
   * finds the deposit still pending; the others get nothing back.
   */
  claim(
    id: string,
    change: {
      status: 'crediting' | 'rejected' | 'failed';
      decidedBy: string | null;
      decidedByName: string | null;
      reason: string | null;
    },
    executor: Executor = this.db,
  ) {
    return executor
      .updateTable('deposits')
      .set({
        status: change.status,
        decided_by: change.decidedBy,
        decided_by_name: change.decidedByName,
        decided_at: new Date(),
        reason: change.reason,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
  }

  /** crediting -> credited, once: the one caller that gets the row back announces it. */
  markCredited(id: string) {
    return this.db
      .updateTable('deposits')
      .set({ status: 'credited', credited_at: new Date(), updated_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 'crediting')
      .returningAll()
      .executeTakeFirst();
  }

  /** Deposits left in 'crediting' by a process that stopped between the claim and the ledger. */
  /** Gateway deposits still pending (unpaid) since before the cutoff, oldest first. */
  unpaidGateway(createdBefore: Date, limit: number) {
    return this.db
      .selectFrom('deposits')
      .selectAll()
      .where('status', '=', 'pending')
      .where('type', '=', 'gateway')
      .where('created_at', '<', createdBefore)
      .orderBy('created_at')
      .limit(limit)
      .execute();
  }

  stuckCrediting(olderThan: Date, limit: number) {
    return this.db
      .selectFrom('deposits')
      .selectAll()
      .where('status', '=', 'crediting')
      .where('updated_at', '<', olderThan)
      .orderBy('updated_at')
      .limit(limit)
      .execute();
  }

  /** A member's first credited deposit ever (promotions' first-deposit rule), or undefined. */
  firstCredited(memberId: string) {
    return this.db
      .selectFrom('deposits')
      .select(['id', 'amount_minor', 'credited_at'])
      .where('member_id', '=', memberId)
      .where('status', '=', 'credited')
      .orderBy('credited_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
  }

  /** The sum of a member's deposits credited in [from, to) (promotions' deposit-in-period rule). */
  async creditedTotalBetween(memberId: string, from: Date, to: Date): Promise<bigint> {
    const row = await this.db
      .selectFrom('deposits')
      .select(sql<string>`coalesce(sum(amount_minor), 0)::text`.as('total'))
      .where('member_id', '=', memberId)
      .where('status', '=', 'credited')
      .where('credited_at', '>=', from)
      .where('credited_at', '<', to)
      .executeTakeFirstOrThrow();
    return BigInt(row.total);
  }

  async creditedTotalsBetween(
    memberId: string,
    from: Date,
    to: Date,
  ): Promise<{ amountMinor: bigint; count: number }> {
    const row = await this.db
      .selectFrom('deposits')
      .select([
        sql<string>`coalesce(sum(amount_minor), 0)::text`.as('total'),
        sql<string>`count(*)::text`.as('count'),
      ])
      .where('member_id', '=', memberId)
      .where('status', '=', 'credited')
      .where('credited_at', '>=', from)
      .where('credited_at', '<', to)
      .executeTakeFirstOrThrow();
    return { amountMinor: BigInt(row.total), count: Number(row.count) };
  }

  /**
   * Members (ids ascending, after `afterMemberId`) whose first credited deposit ever falls in [from, to)
   * and reaches `minMinor`, with that deposit (promotions' automatic first-deposit candidates, the referral
   * reward's qualifying invitees). At most `limit` rows.
   */
  async firstDepositorsBetween(query: DepositorsQuery) {
    const rows = await sql<{ member_id: string; amount_minor: string }>`
      select d.member_id::text as member_id, d.amount_minor::text as amount_minor from deposits d
      where d.status = 'credited' and d.credited_at >= ${query.from} and d.credited_at < ${query.to}
        and d.amount_minor >= ${query.minMinor.toString()}::bigint
        and d.member_id > ${query.afterMemberId ?? '0'}::bigint
        and not exists (select 1 from deposits e where e.member_id = d.member_id and e.status = 'credited'
          and (e.credited_at, e.id) < (d.credited_at, d.id))
      order by d.member_id limit ${Math.min(query.limit, 1000)}`.execute(this.db);
    return rows.rows.map((row) => ({ memberId: row.member_id, amountMinor: BigInt(row.amount_minor) }));
  }

  /**
   * Members (ids ascending, after `afterMemberId`) whose deposits credited in [from, to) sum to at least
   * `minMinor` (at least 1), with the sum. At most `limit` rows (a raffle's tickets, promotions' candidates).
   */
  async depositorsBetween(query: DepositorsQuery) {
    const rows = await sql<{ member_id: string; total: string }>`
      select d.member_id::text as member_id, sum(d.amount_minor)::text as total from deposits d
      where d.status = 'credited' and d.credited_at >= ${query.from} and d.credited_at < ${query.to}
        and d.member_id > ${query.afterMemberId ?? '0'}::bigint
      group by d.member_id having sum(d.amount_minor) >= greatest(${query.minMinor.toString()}::bigint, 1)
      order by d.member_id limit ${Math.min(query.limit, 1000)}`.execute(this.db);
    return rows.rows.map((row) => ({ memberId: row.member_id, amountMinor: BigInt(row.total) }));
  }

  /** Whether the member has a deposit credited at or after `since`. */
  async hasCreditedSince(memberId: string, since: Date): Promise<boolean> {
    const row = await this.db
      .selectFrom('deposits')
      .select('id')
      .where('member_id', '=', memberId)
      .where('status', '=', 'credited')
      .where('credited_at', '>=', since)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Of `memberIds` (at most 500), those with a credited deposit. */
  async depositedAmong(memberIds: readonly string[]): Promise<Set<string>> {
    const unique = [...new Set(memberIds)].slice(0, 500);
    if (unique.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('deposits')
      .select('member_id')
      .distinct()
      .where('member_id', 'in', unique)
      .where('status', '=', 'credited')
      .execute();
    return new Set(rows.map((row) => row.member_id));
  }

  async list(filter: DepositFilter, page: number, pageSize: number) {
    let query = this.db.selectFrom('deposits');
    if (filter.memberId) query = query.where('member_id', '=', filter.memberId);
    if (filter.statuses?.length) query = query.where('status', 'in', filter.statuses);
    if (filter.channelId) query = query.where('channel_id', '=', filter.channelId);
    if (filter.memberUsername) query = query.where('member_username', '=', filter.memberUsername);
    if (filter.fromInstant) query = query.where('created_at', '>=', filter.fromInstant);
    if (filter.toInstant) query = query.where('created_at', '<', filter.toInstant);
    const [rows, total] = await Promise.all([
      query
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.count) };
  }
}
