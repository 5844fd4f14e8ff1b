import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { preparedStatementMarker } from '../../db/database.js';
import type {
  Database,
  LedgerAccountKind,
  LedgerAccountsTable,
  LedgerTransfersTable,
} from '../../db/schema.js';
import type { UnitWrites } from './ledger-batcher.js';

export type LedgerAccountRow = Selectable<LedgerAccountsTable>;
export type LedgerTransferRow = Selectable<LedgerTransfersTable>;

export type AccountChange = {
  accountId: string;
  debitsPosted: bigint;
  creditsPosted: bigint;
  debitsPending: bigint;
  creditsPending: bigint;
  /** Refuse the change if it would break the account's balance flags. */
  enforceLimits: boolean;
};

/** One currency's book: the sums of its accounts' totals (posted debits = credits when balanced). */
export type CurrencyTotals = {
  currency: string;
  accounts: string;
  debitsPosted: string;
  creditsPosted: string;
  debitsPending: string;
  creditsPending: string;
};

export type AccountDiscrepancy = {
  accountId: string;
  code: string;
  field: string;
  stored: string;
  expected: string;
};

/** The only code that knows the ledger tables. Every write happens inside the caller's transaction. */
export class LedgerRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (transaction: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  async ensureAccount(account: {
    code: string;
    kind: LedgerAccountKind;
    memberId: string | null;
    currency: string;
    debitsMustNotExceedCredits: boolean;
    creditsMustNotExceedDebits: boolean;
  }): Promise<LedgerAccountRow> {
    await this.db
      .insertInto('ledger_accounts')
      .values({
        code: account.code,
        kind: account.kind,
        member_id: account.memberId,
        currency: account.currency,
        debits_must_not_exceed_credits: account.debitsMustNotExceedCredits,
        credits_must_not_exceed_debits: account.creditsMustNotExceedDebits,
      })
      .onConflict((conflict) => conflict.column('code').doNothing())
      .execute();
    return this.db
      .selectFrom('ledger_account_totals')
      .selectAll()
      .where('code', '=', account.code)
      .executeTakeFirstOrThrow();
  }

  /**
   * Many accounts at once (a settlement run pays thousands of members): inserts the missing ones and
   * reads back all of them, in bounded chunks.
   */
  async ensureAccounts(
    accounts: readonly {
      code: string;
      kind: LedgerAccountKind;
      memberId: string | null;
      currency: string;
      debitsMustNotExceedCredits: boolean;
      creditsMustNotExceedDebits: boolean;
    }[],
  ): Promise<LedgerAccountRow[]> {
    const rows: LedgerAccountRow[] = [];
    for (let start = 0; start < accounts.length; start += 1000) {
      const chunk = accounts.slice(start, start + 1000);
      const codes = chunk.map((account) => account.code);
      const existing = await this.db
        .selectFrom('ledger_account_totals')
        .selectAll()
        .where('code', 'in', codes)
        .execute();
      const known = new Set(existing.map((row) => row.code));
      const missing = chunk.filter((account) => !known.has(account.code));
      if (missing.length > 0) {
        await this.db
          .insertInto('ledger_accounts')
          .values(
            missing.map((account) => ({
              code: account.code,
              kind: account.kind,
              member_id: account.memberId,
              currency: account.currency,
              debits_must_not_exceed_credits: account.debitsMustNotExceedCredits,
              credits_must_not_exceed_debits: account.creditsMustNotExceedDebits,
            })),
          )
          .onConflict((conflict) => conflict.column('code').doNothing())
          .execute();
        existing.push(
          ...(await this.db
            .selectFrom('ledger_account_totals')
            .selectAll()
            .where(
              'code',
              'in',
              missing.map((account) => account.code),
            )
            .execute()),
        );
      }
      rows.push(...existing);
    }
    return rows;
  }

  findAccountByCode(code: string): Promise<LedgerAccountRow | undefined> {
    return this.db
      .selectFrom('ledger_account_totals')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirst();
  }

  findAccount(id: string, executor: Kysely<Database> | Transaction<Database> = this.db) {
    return executor.selectFrom('ledger_account_totals').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Accounts by id, in bounded chunks (a burst of commits may name thousands). */
  async findAccounts(ids: readonly string[]): Promise<LedgerAccountRow[]> {
    const rows: LedgerAccountRow[] = [];
    const unique = [...new Set(ids)];
    for (let start = 0; start < unique.length; start += 500) {
      const chunk = unique.slice(start, start + 500);
      rows.push(
        ...(await this.db.selectFrom('ledger_account_totals').selectAll().where('id', 'in', chunk).execute()),
      );
    }
    return rows;
  }

  /** Transfers by id, for callers that must know whether a step's transfer committed; bounded. */
  findTransfersByIds(ids: readonly string[], executor: Kysely<Database> | Transaction<Database> = this.db) {
    const unique = [...new Set(ids)].slice(0, 500);
    if (unique.length === 0) return Promise.resolve([]);
    return executor.selectFrom('ledger_transfers').selectAll().where('id', 'in', unique).execute();
  }

  /** Transfers that reference a business object (a round, a deposit), oldest first. */
  findTransfersByReference(reference: { type: string; id: string }, limit: number) {
    return this.db
      .selectFrom('ledger_transfers')
      .selectAll()
      .where('reference_type', '=', reference.type)
      .where('reference_id', '=', reference.id)
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Whether any account of this kind whose code ends with `codeSuffix` still holds or owes money. */
  async anyOpenBalance(kind: LedgerAccountKind, codeSuffix: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('ledger_account_totals')
      .select('id')
      .where('kind', '=', kind)
      // Compared as text, not LIKE: vendor codes contain '_', a LIKE wildcard.
      .where(sql<string>`right(code, ${codeSuffix.length})`, '=', codeSuffix)
      .where((eb) =>
        eb.or([
          eb('credits_posted', '!=', eb.ref('debits_posted')),
          eb('credits_pending', '!=', '0'),
          eb('debits_pending', '!=', '0'),
        ]),
      )
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A member's accounts of one kind (their vendor sub-accounts, say), bounded. */
  accountsOfMember(memberId: string, kind: LedgerAccountKind, limit: number) {
    return this.db
      .selectFrom('ledger_account_totals')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('kind', '=', kind)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  findTransfer(id: string, executor: Kysely<Database> | Transaction<Database> = this.db) {
    return executor.selectFrom('ledger_transfers').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * Applies one account's side of a transfer. An account with a balance flag gets a conditional update:
   * when the flags would be broken the row is not updated and undefined comes back (no read-then-write
   * race); its posted balance (credits - debits) afterwards comes back. An account without flags (a hot
   * account) gets a delta row instead, takes no lock, and its balance afterwards is not known (null).
   */
  async applyChange(
    transaction: Transaction<Database>,
    change: AccountChange,
  ): Promise<{ balance: bigint | null; currency: string } | undefined> {
    const debitsPosted = change.debitsPosted.toString();
    const creditsPosted = change.creditsPosted.toString();
    const debitsPending = change.debitsPending.toString();
    const creditsPending = change.creditsPending.toString();
    const row = await sql<{ balance: string | null; currency: string }>`
      with account as (
        select id, currency, (debits_must_not_exceed_credits or credits_must_not_exceed_debits) as bounded
        from ledger_accounts where id = ${change.accountId}),
      updated as (
        update ledger_accounts set
          debits_posted = debits_posted + ${debitsPosted}::bigint,
          credits_posted = credits_posted + ${creditsPosted}::bigint,
          debits_pending = debits_pending + ${debitsPending}::bigint,
          credits_pending = credits_pending + ${creditsPending}::bigint
        where id = ${change.accountId} and (debits_must_not_exceed_credits or credits_must_not_exceed_debits)
          and (not ${change.enforceLimits} or not debits_must_not_exceed_credits
            or debits_posted + debits_pending + ${(change.debitsPosted + change.debitsPending).toString()}::bigint
               <= credits_posted + ${creditsPosted}::bigint)
          and (not ${change.enforceLimits} or not credits_must_not_exceed_debits
            or credits_posted + credits_pending + ${(change.creditsPosted + change.creditsPending).toString()}::bigint
               <= debits_posted + ${debitsPosted}::bigint)
        returning (credits_posted - debits_posted)::text as balance, currency),
      delta as (
        insert into ledger_account_deltas (account_id, debits_posted, credits_posted, debits_pending, credits_pending)
        select id, ${debitsPosted}::bigint, ${creditsPosted}::bigint, ${debitsPending}::bigint, ${creditsPending}::bigint
        from account where not bounded
        returning account_id)
      select balance, currency from updated
      union all
      select null, account.currency from account join delta on delta.account_id = account.id`.execute(
      transaction,
    );
    const applied = row.rows[0];
    if (applied === undefined) return undefined;
    return { balance: applied.balance === null ? null : BigInt(applied.balance), currency: applied.currency };
  }

  /**
   * Serialises everything that resolves one hold (an advisory lock for the rest of the transaction) and
   * says whether it is already resolved, so a second post or void fails cleanly instead of half-applying.
   */
  async lockHold(transaction: Transaction<Database>, pendingId: string): Promise<boolean> {
    await sql`select pg_advisory_xact_lock(hashtextextended(${pendingId}, 0))`.execute(transaction);
    const resolved = await transaction
      .selectFrom('ledger_transfers')
      .select('id')
      .where('pending_id', '=', pendingId)
      .executeTakeFirst();
    return resolved !== undefined;
  }

  async insertTransfer(
    transaction: Transaction<Database>,
    transfer: LedgerTransferRow,
  ): Promise<LedgerTransferRow> {
    return transaction
      .insertInto('ledger_transfers')
      .values(transfer)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * A batch's accounts: those with a balance flag locked (FOR UPDATE, in id order) with their totals;
   * those without (hot accounts) read without a lock, their row's totals meaningless to the batch, which
   * only adds delta rows to them (writeBatch).
   */
  async lockAccounts(
    transaction: Transaction<Database>,
    ids: readonly string[],
  ): Promise<LedgerAccountRow[]> {
    const rows = await sql<LedgerAccountRow>`${sql.raw(preparedStatementMarker)}
      with locked as (
        select * from ledger_accounts
        where id = any(${ids}::bigint[]) and (debits_must_not_exceed_credits or credits_must_not_exceed_debits)
        order by id for update)
      select * from locked
      union all
      select * from ledger_accounts
      where id = any(${ids}::bigint[]) and not (debits_must_not_exceed_credits or credits_must_not_exceed_debits)`.execute(
      transaction,
    );
    return rows.rows;
  }

  /**
   * Moves committed deltas into their accounts' rows, at most `limit` deltas, in one statement (so a
   * reader of ledger_account_totals sees either the deltas or the row they went into, never both or
   * neither). Two folds at once fold each delta once: the second waits on the first's deleted rows and
   * skips them. Returns how many deltas it folded.
   */
  async foldDeltas(limit: number): Promise<number> {
    const result = await sql<{ folded: string }>`
      with picked as (
        select id from ledger_account_deltas order by id limit ${limit}),
      moved as (
        delete from ledger_account_deltas d using picked where d.id = picked.id
        returning d.account_id, d.debits_posted, d.credits_posted, d.debits_pending, d.credits_pending),
      sums as (
        select account_id, count(*) as deltas, sum(debits_posted)::bigint as debits_posted,
          sum(credits_posted)::bigint as credits_posted, sum(debits_pending)::bigint as debits_pending,
          sum(credits_pending)::bigint as credits_pending
        from moved group by account_id),
      folded as (
        update ledger_accounts a set
          debits_posted = a.debits_posted + s.debits_posted, credits_posted = a.credits_posted + s.credits_posted,
          debits_pending = a.debits_pending + s.debits_pending, credits_pending = a.credits_pending + s.credits_pending
        from sums s where a.id = s.account_id
        returning s.deltas)
      select coalesce(sum(deltas), 0)::text as folded from folded`.execute(this.db);
    return Number(result.rows[0]?.folded ?? '0');
  }

  /**
   * A batch's writes in one statement (one round trip while the batch holds its account locks): the
   * locked accounts' new totals (the CHECK constraints of 0003_ledger.sql still refuse a total that breaks
   * an account's flags), the hot accounts' deltas, the transfers, and the writers' records (UnitWrites).
   * Data-modifying CTEs run once and to completion whether or not the outer statement reads them. Returns
   * each inserted transfer's created_at (the column's clock_timestamp(), in insertion order).
   */
  async writeBatch(
    transaction: Transaction<Database>,
    accounts: readonly Pick<
      LedgerAccountRow,
      'id' | 'debits_posted' | 'credits_posted' | 'debits_pending' | 'credits_pending'
    >[],
    deltas: readonly Pick<
      LedgerAccountRow,
      'id' | 'debits_posted' | 'credits_posted' | 'debits_pending' | 'credits_pending'
    >[],
    transfers: readonly Omit<LedgerTransferRow, 'created_at'>[],
    unitWrites: readonly UnitWrites[],
  ): Promise<{ createdAt: Map<string, Date>; unitsSucceeded: boolean }> {
    const account = <K extends keyof (typeof accounts)[number]>(key: K) => accounts.map((row) => row[key]);
    const delta = <K extends keyof (typeof deltas)[number]>(key: K) => deltas.map((row) => row[key]);
    const column = <K extends keyof Omit<LedgerTransferRow, 'created_at'>>(key: K) =>
      transfers.map((transfer) => transfer[key]);
    const unitParts = unitWrites.flatMap((writes, writer) =>
      writes.statements.map(({ statement, expectedRows }, index) => {
        const name = sql.id(`unit_${writer}_${index}`);
        return {
          cte: sql`, ${name} as (${statement})`,
          complete: sql<boolean>`(select count(*) from ${name}) = ${expectedRows}`,
        };
      }),
    );
    const unitCtes = unitParts.map((part) => part.cte);
    const unitsSucceeded =
      unitParts.length === 0
        ? sql<boolean>`true`
        : sql.join(
            unitParts.map((part) => part.complete),
            sql` and `,
          );
    const result = await sql<{
      ids: string[] | null;
      created: Date[] | null;
      units_succeeded: boolean;
    }>`${sql.raw(preparedStatementMarker)}
      with totals as (
        update ledger_accounts a set
          debits_posted = v.debits_posted, credits_posted = v.credits_posted,
          debits_pending = v.debits_pending, credits_pending = v.credits_pending
        from unnest(${account('id')}::bigint[], ${account('debits_posted')}::bigint[],
          ${account('credits_posted')}::bigint[], ${account('debits_pending')}::bigint[],
          ${account('credits_pending')}::bigint[])
          as v(id, debits_posted, credits_posted, debits_pending, credits_pending)
        where a.id = v.id
        returning a.id),
      deltas as (
        insert into ledger_account_deltas (account_id, debits_posted, credits_posted, debits_pending, credits_pending)
        select * from unnest(${delta('id')}::bigint[], ${delta('debits_posted')}::bigint[],
          ${delta('credits_posted')}::bigint[], ${delta('debits_pending')}::bigint[],
          ${delta('credits_pending')}::bigint[])
        returning id),
      transfers as (
        insert into ledger_transfers (id, debit_account_id, credit_account_id, amount, code, kind, pending_id,
          reference_type, reference_id, debit_account_balance_after, credit_account_balance_after)
        select * from unnest(${column('id')}::uuid[], ${column('debit_account_id')}::bigint[],
          ${column('credit_account_id')}::bigint[], ${column('amount')}::bigint[], ${column('code')}::text[],
          ${column('kind')}::text[], ${column('pending_id')}::uuid[], ${column('reference_type')}::text[],
          ${column('reference_id')}::text[], ${column('debit_account_balance_after')}::bigint[],
          ${column('credit_account_balance_after')}::bigint[])
        returning id, created_at)
      ${unitCtes.length > 0 ? sql.join(unitCtes, sql``) : sql``}
      select inserted.ids, inserted.created, ${unitsSucceeded} as units_succeeded
      from (select array_agg(id::text) as ids, array_agg(created_at) as created from transfers) inserted`.execute(
      transaction,
    );
    const row = result.rows[0];
    if (!row) throw new Error('The batch write returned no row.');
    const created = row.created ?? [];
    return {
      createdAt: new Map((row.ids ?? []).map((id, index) => [id, created[index] as Date])),
      unitsSucceeded: row.units_succeeded,
    };
  }

  async statementOf(
    accountId: string,
    filter: { fromInstant?: Date; toInstant?: Date; code?: string },
    limit: number,
    offset: number,
  ): Promise<{ rows: LedgerTransferRow[]; total: number }> {
    let query = this.db
      .selectFrom('ledger_transfers')
      .where((eb) =>
        eb.or([eb('debit_account_id', '=', accountId), eb('credit_account_id', '=', accountId)]),
      );
    if (filter.fromInstant) query = query.where('created_at', '>=', filter.fromInstant);
    if (filter.toInstant) query = query.where('created_at', '<', filter.toInstant);
    if (filter.code) query = query.where('code', '=', filter.code);
    const [rows, total] = await Promise.all([
      query.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
      query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.count) };
  }

  /** Transfers of an account, newest first, bounded. */
  linesOf(accountId: string, limit: number, offset: number) {
    return this.db
      .selectFrom('ledger_transfers')
      .selectAll()
      .where((eb) => eb.or([eb('debit_account_id', '=', accountId), eb('credit_account_id', '=', accountId)]))
      .orderBy('created_at', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /**
   * Recomputes every account's four totals from its transfers and returns the accounts whose stored
   * totals differ, bounded. Runs in one repeatable-read snapshot so it is exact while transfers go on.
   */
  async findDiscrepancies(limit: number): Promise<{
    discrepancies: AccountDiscrepancy[];
    totals: Record<string, string>;
    totalsByCurrency: CurrencyTotals[];
    mixedCurrencyTransfers: number;
  }> {
    return this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (transaction) => {
        const rows = await sql<AccountDiscrepancy>`
          with sides as (
            select debit_account_id as account_id, kind, amount, 'debit' as side from ledger_transfers
            union all
            select credit_account_id, kind, amount, 'credit' from ledger_transfers
          ), expected as (
            select account_id,
              coalesce(sum(amount) filter (where side = 'debit' and kind in ('posted', 'post_pending')), 0) as debits_posted,
              coalesce(sum(amount) filter (where side = 'credit' and kind in ('posted', 'post_pending')), 0) as credits_posted,
              coalesce(sum(case when kind = 'pending' then amount when kind in ('post_pending', 'void_pending') then -amount end)
                filter (where side = 'debit'), 0) as debits_pending,
              coalesce(sum(case when kind = 'pending' then amount when kind in ('post_pending', 'void_pending') then -amount end)
                filter (where side = 'credit'), 0) as credits_pending
            from sides group by account_id
          ), compared as (
            select a.id::text as "accountId", a.code,
              unnest(array['debits_posted', 'credits_posted', 'debits_pending', 'credits_pending']) as field,
              unnest(array[a.debits_posted, a.credits_posted, a.debits_pending, a.credits_pending])::text as stored,
              unnest(array[coalesce(e.debits_posted, 0), coalesce(e.credits_posted, 0), coalesce(e.debits_pending, 0), coalesce(e.credits_pending, 0)])::text as expected
            from ledger_account_totals a left join expected e on e.account_id = a.id
          )
          select * from compared where stored <> expected order by "accountId", field limit ${limit}`.execute(
          transaction,
        );
        const totals = await sql<Record<string, string>>`
          select coalesce(sum(debits_posted), 0)::text as "debitsPosted", coalesce(sum(credits_posted), 0)::text as "creditsPosted",
            coalesce(sum(debits_pending), 0)::text as "debitsPending", coalesce(sum(credits_pending), 0)::text as "creditsPending",
            count(*)::text as accounts, (select count(*) from ledger_transfers)::text as transfers
          from ledger_account_totals`.execute(transaction);
        // Each currency is a book of its own (money, and loyalty points in PTS): each must sum to zero.
        const byCurrency = await sql<CurrencyTotals>`
          select currency, count(*)::text as accounts,
            coalesce(sum(debits_posted), 0)::text as "debitsPosted", coalesce(sum(credits_posted), 0)::text as "creditsPosted",
            coalesce(sum(debits_pending), 0)::text as "debitsPending", coalesce(sum(credits_pending), 0)::text as "creditsPending"
          from ledger_account_totals group by currency order by currency`.execute(transaction);
        // The ledger refuses a transfer between two currencies; none may exist.
        const mixed = await sql<{ count: string }>`
          select count(*)::text as count from ledger_transfers t
          join ledger_accounts debit on debit.id = t.debit_account_id
          join ledger_accounts credit on credit.id = t.credit_account_id
          where debit.currency <> credit.currency`.execute(transaction);
        return {
          discrepancies: rows.rows,
          totals: totals.rows[0] ?? {},
          totalsByCurrency: byCurrency.rows,
          mixedCurrencyTransfers: Number(mixed.rows[0]?.count ?? '0'),
        };
      });
  }
}
