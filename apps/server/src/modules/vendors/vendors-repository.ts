import { type Kysely, type RawBuilder, type Selectable, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type {
  VendorSessionsTable,
  VendorTransactionAction,
  VendorTransactionState,
  VendorTransactionsTable,
} from '../../db/schema-vendors.js';

export type VendorSessionRow = Selectable<VendorSessionsTable>;
export type VendorTransactionRow = Selectable<VendorTransactionsTable>;
export type Executor = Kysely<Database> | Transaction<Database>;

export type NewVendorTransaction = {
  vendorCode: string;
  transactionId: string;
  action: VendorTransactionAction;
  memberId: string | null;
  roundId: string | null;
  externalRoundId: string | null;
  amountMinor: bigint | null;
  requestHash: string;
  state: VendorTransactionState;
  response: string;
};

/** The only code that knows vendor_sessions and vendor_transactions (0010_vendor_wallet.sql). */
export class VendorsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (transaction: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  async insertSession(session: {
    tokenHash: string;
    memberId: string;
    vendorCode: string;
    gameCode: string;
    category: string;
    language: string;
    expiresAt: Date;
    memberSessionId: string | null;
  }): Promise<void> {
    await this.db
      .insertInto('vendor_sessions')
      .values({
        token_hash: session.tokenHash,
        member_id: session.memberId,
        vendor_code: session.vendorCode,
        game_code: session.gameCode,
        category: session.category,
        language: session.language,
        expires_at: session.expiresAt,
        member_session_id: session.memberSessionId,
      })
      .execute();
  }

  findSession(tokenHash: string): Promise<VendorSessionRow | undefined> {
    return this.db
      .selectFrom('vendor_sessions')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /** Sessions expired for a day are of no further use (late wins arrive within minutes). */
  async purgeSessions(before: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('vendor_sessions')
      .where('expires_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  findTransaction(
    vendorCode: string,
    transactionId: string,
    executor: Executor = this.db,
  ): Promise<VendorTransactionRow | undefined> {
    return executor
      .selectFrom('vendor_transactions')
      .selectAll()
      .where('vendor_code', '=', vendorCode)
      .where('transaction_id', '=', transactionId)
      .executeTakeFirst();
  }

  /** Undefined when the vendor's transaction id is already kept (a duplicate, or a refund that came first). */
  insertTransaction(
    row: NewVendorTransaction,
    executor: Executor = this.db,
  ): Promise<VendorTransactionRow | undefined> {
    return executor
      .insertInto('vendor_transactions')
      .values({
        vendor_code: row.vendorCode,
        transaction_id: row.transactionId,
        action: row.action,
        member_id: row.memberId,
        round_id: row.roundId,
        external_round_id: row.externalRoundId,
        amount_minor: row.amountMinor === null ? null : row.amountMinor.toString(),
        request_hash: row.requestHash,
        state: row.state,
        response: row.response,
      })
      .onConflict((conflict) => conflict.columns(['vendor_code', 'transaction_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  /** The kept calls among these transaction ids of one vendor, inside the caller's transaction. */
  async findTransactionsIn(
    vendorCode: string,
    transactionIds: readonly string[],
  ): Promise<Pick<VendorTransactionRow, 'transaction_id'>[]> {
    if (transactionIds.length === 0) return [];
    return this.db
      .selectFrom('vendor_transactions')
      .select('transaction_id')
      .where('vendor_code', '=', vendorCode)
      .where('transaction_id', 'in', transactionIds)
      .execute();
  }

  /** Keeps many calls in one statement; returns how many were new (the rest were kept already). */
  /**
   * The statement keeping many calls (part of a ledger batch's write statement): an id already kept is
   * left as it is, and the statement returns one row per call it kept.
   */
  insertTransactionsStatement(rows: readonly NewVendorTransaction[]): RawBuilder<{ transaction_id: string }> {
    const column = <T>(pick: (row: NewVendorTransaction) => T) => rows.map(pick);
    return sql<{ transaction_id: string }>`
      insert into vendor_transactions (vendor_code, transaction_id, action, member_id, round_id,
        external_round_id, amount_minor, request_hash, state, response)
      select * from unnest(${column((row) => row.vendorCode)}::text[],
        ${column((row) => row.transactionId)}::text[], ${column((row) => row.action)}::text[],
        ${column((row) => row.memberId)}::bigint[], ${column((row) => row.roundId)}::uuid[],
        ${column((row) => row.externalRoundId)}::text[],
        ${column((row) => (row.amountMinor === null ? null : row.amountMinor.toString()))}::bigint[],
        ${column((row) => row.requestHash)}::text[], ${column((row) => row.state)}::text[],
        ${column((row) => row.response)}::text[])
      on conflict (vendor_code, transaction_id) do nothing
      returning transaction_id`;
  }

  /** Which of these rounds have a bet standing (applied, not rolled back): a win needs one. */
  async roundsWithStandingBets(roundIds: readonly string[]): Promise<Set<string>> {
    if (roundIds.length === 0) return new Set();
    const result = await this.roundsWithStandingBetsStatement([...new Set(roundIds)]).execute(this.db);
    return new Set(result.rows.map((row) => row.round_id));
  }

  /** The same as a statement of a ledger batch's write: one row per round with a bet standing. */
  roundsWithStandingBetsStatement(roundIds: readonly string[]): RawBuilder<{ round_id: string }> {
    return sql<{ round_id: string }>`
      select distinct round_id from vendor_transactions
      where round_id = any(${roundIds}::uuid[]) and action = 'bet' and state = 'applied'`;
  }

  /** How many bets of a round still stand (applied, not rolled back). */
  async countAppliedBets(roundId: string, executor: Executor = this.db): Promise<number> {
    const row = await executor
      .selectFrom('vendor_transactions')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('round_id', '=', roundId)
      .where('action', '=', 'bet')
      .where('state', '=', 'applied')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** applied -> rolled_back, once; undefined when the bet was not in the applied state. */
  markRolledBack(
    vendorCode: string,
    transactionId: string,
    executor: Executor = this.db,
  ): Promise<VendorTransactionRow | undefined> {
    return executor
      .updateTable('vendor_transactions')
      .set({ state: 'rolled_back', updated_at: new Date() })
      .where('vendor_code', '=', vendorCode)
      .where('transaction_id', '=', transactionId)
      .where('action', '=', 'bet')
      .where('state', '=', 'applied')
      .returningAll()
      .executeTakeFirst();
  }

  /** The rounds a vendor transaction id belongs to (any vendor unless given): the round lookup by callback. */
  async roundIdsOfTransaction(transactionId: string, vendorCode?: string, limit = 20): Promise<string[]> {
    let query = this.db
      .selectFrom('vendor_transactions')
      .select('round_id')
      .where('transaction_id', '=', transactionId)
      .where('round_id', 'is not', null);
    if (vendorCode) query = query.where('vendor_code', '=', vendorCode);
    const rows = await query.limit(Math.min(limit, 100)).execute();
    return rows.flatMap((row) => (row.round_id ? [row.round_id] : []));
  }

  /** A round's callbacks in arrival order (the back office's round lookup). */
  transactionsOfRound(roundId: string, limit = 200): Promise<VendorTransactionRow[]> {
    return this.db
      .selectFrom('vendor_transactions')
      .selectAll()
      .where('round_id', '=', roundId)
      .orderBy('created_at')
      .limit(Math.min(limit, 500))
      .execute();
  }
}
