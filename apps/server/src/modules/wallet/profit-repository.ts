import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LedgerTransferRow } from './ledger-repository.js';

/** 93 days times the few dozen reason codes there are; a guard, not a page. */
const maximumDayCodeRows = 10_000;

export type DayCodeSum = {
  day: string;
  code: string;
  /** Signed from the account's side: credits positive, debits negative. */
  amountMinor: bigint;
};

export type LineFilter = { fromInstant: Date; toInstant: Date; codes: readonly string[] };

/**
 * Set-based reads of one account's ledger lines for the member's reports. Only lines that moved the
 * posted balance count (posted transfers and posted holds); an open or released hold changed nothing.
 */
export class ProfitRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Sums per brand-local day and reason code in one statement. The two sides are read separately so
   * each uses its (account, created_at) index instead of an OR over both columns.
   */
  async sumsByDayAndCode(
    accountId: string,
    range: { fromInstant: Date; toInstant: Date },
    offsetMinutes: number,
  ): Promise<DayCodeSum[]> {
    const result = await sql<{ day: string; code: string; amount: string }>`
      with lines as (
        select created_at, code, amount from ledger_transfers
        where credit_account_id = ${accountId} and created_at >= ${range.fromInstant}
          and created_at < ${range.toInstant} and kind in ('posted', 'post_pending')
        union all
        select created_at, code, -amount from ledger_transfers
        where debit_account_id = ${accountId} and created_at >= ${range.fromInstant}
          and created_at < ${range.toInstant} and kind in ('posted', 'post_pending')
      )
      select to_char((created_at at time zone 'UTC') + make_interval(mins => ${offsetMinutes}::int), 'YYYY-MM-DD') as day,
        code, sum(amount)::text as amount
      from lines group by 1, 2 order by 1 desc, 2
      limit ${maximumDayCodeRows}`.execute(this.db);
    return result.rows.map((row) => ({ day: row.day, code: row.code, amountMinor: BigInt(row.amount) }));
  }

  private lines(accountId: string, filter: LineFilter) {
    return this.db
      .selectFrom('ledger_transfers')
      .where((eb) => eb.or([eb('credit_account_id', '=', accountId), eb('debit_account_id', '=', accountId)]))
      .where('code', 'in', [...filter.codes])
      .where('kind', 'in', ['posted', 'post_pending'])
      .where('created_at', '>=', filter.fromInstant)
      .where('created_at', '<', filter.toInstant);
  }

  /** One page of lines with some reason codes, newest first, with the count and the signed sum of all. */
  async linesWithCodes(
    accountId: string,
    filter: LineFilter,
    limit: number,
    offset: number,
  ): Promise<{ rows: LedgerTransferRow[]; total: number; sumMinor: bigint }> {
    const [rows, summary] = await Promise.all([
      this.lines(accountId, filter)
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute(),
      this.lines(accountId, filter)
        .select([
          (eb) => eb.fn.countAll<string>().as('count'),
          sql<string>`coalesce(sum(case when credit_account_id = ${accountId} then amount else -amount end), 0)::text`.as(
            'sum',
          ),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(summary.count), sumMinor: BigInt(summary.sum) };
  }

  /** Sums per reason code of one account since an instant (null: ever), signed from the account's side. */
  async sumsByCode(
    accountId: string,
    since: Date | null,
  ): Promise<Array<{ code: string; amountMinor: bigint }>> {
    const from = since ?? new Date(0);
    const result = await sql<{ code: string; amount: string }>`
      with lines as (
        select code, amount from ledger_transfers
        where credit_account_id = ${accountId} and created_at >= ${from} and kind in ('posted', 'post_pending')
        union all
        select code, -amount from ledger_transfers
        where debit_account_id = ${accountId} and created_at >= ${from} and kind in ('posted', 'post_pending')
      )
      select code, sum(amount)::text as amount from lines group by code order by code limit 200`.execute(
      this.db,
    );
    return result.rows.map((row) => ({ code: row.code, amountMinor: BigInt(row.amount) }));
  }
}
