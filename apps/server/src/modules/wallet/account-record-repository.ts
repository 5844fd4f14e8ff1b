import { type Kysely, sql } from 'kysely';
import type { Database, LedgerTransferKind } from '../../db/schema.js';

/**
 * One entry of a member's account record as the database groups it: a business event of the main
 * wallet. A game round's bets, wins and refunds are one entry; a vendor move's posting (the held money
 * confirmed as moved) is no event of its own, its hold already took the money from what can be spent.
 */
export type RecordEntryRow = {
  group_key: string;
  /** The entry's latest ledger line (the one whose balances the entry shows). */
  last_id: string;
  code: string;
  kind: LedgerTransferKind;
  /** The business object; a hold's post or void carries its hold's reference. */
  reference_type: string | null;
  reference_id: string | null;
  outgoing: boolean;
  /** The member on the other side of a member-to-member transfer. */
  other_member_id: string | null;
  /** Signed change of what can be spent (posted less held), summed over the entry's lines. */
  spendable_change: string;
  /** The money the entry moved, unsigned: what a withdrawal paid out even though nothing spendable changed. */
  moved: string;
  stake: string;
  win: string;
  posted_after: string;
  held_after: string;
  /** How a hold ended: post_pending (the money left), void_pending (it came back); null while open or not a hold. */
  hold_resolution: LedgerTransferKind | null;
  created_at: Date;
};

export type RecordFilter = { fromInstant?: Date; toInstant?: Date; code?: string };

/** Reads the account record of one ledger account; the SQL knows the ledger tables only. */
export class AccountRecordRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private lines(accountId: string, filter: RecordFilter) {
    return sql`
      select t.id, t.code, t.kind, t.amount, t.created_at,
        coalesce(t.reference_type, hold.reference_type) as reference_type,
        coalesce(t.reference_id, hold.reference_id) as reference_id,
        t.debit_account_id = ${accountId}::bigint as outgoing,
        case when t.debit_account_id = ${accountId}::bigint then t.credit_account_id else t.debit_account_id end
          as other_account_id,
        case when t.debit_account_id = ${accountId}::bigint then t.debit_account_balance_after
          else t.credit_account_balance_after end as posted_after,
        case when t.reference_type = 'round' and t.reference_id is not null then 'round:' || t.reference_id
          else t.id::text end as group_key
      from ledger_transfers t
      left join ledger_transfers hold on hold.id = t.pending_id
      where (t.debit_account_id = ${accountId}::bigint or t.credit_account_id = ${accountId}::bigint)
        and not (t.kind = 'post_pending' and t.code = 'vendor_transfer_in')
        ${filter.fromInstant ? sql`and t.created_at >= ${filter.fromInstant}` : sql``}
        ${filter.toInstant ? sql`and t.created_at < ${filter.toInstant}` : sql``}
        ${filter.code ? sql`and t.code = ${filter.code}` : sql``}`;
  }

  async entriesOf(
    accountId: string,
    filter: RecordFilter,
    limit: number,
    offset: number,
  ): Promise<{ rows: RecordEntryRow[]; total: number }> {
    const lines = this.lines(accountId, filter);
    // Spendable change per line kind (available = posted - pending debits): a hold takes from what can be
    // spent, its post then changes nothing more, its void gives it back; a pending credit counts once posted.
    const entries = sql<RecordEntryRow>`
      with lines as (${lines}),
      grouped as (
        select group_key,
          (array_agg(id order by created_at desc, id desc))[1] as last_id,
          max(created_at) as last_at,
          sum(case kind
            when 'posted' then case when outgoing then -amount else amount end
            when 'pending' then case when outgoing then -amount else 0 end
            when 'post_pending' then case when outgoing then 0 else amount end
            else case when outgoing then amount else 0 end end)::text as spendable_change,
          sum(amount)::text as moved,
          sum(case when code = 'bet' and outgoing then amount when code = 'refund' and not outgoing then -amount
            else 0 end)::text as stake,
          sum(case when code = 'win' and not outgoing then amount else 0 end)::text as win
        from lines group by group_key
        order by last_at desc, group_key
        limit ${limit} offset ${offset}
      )
      select g.group_key, g.last_id::text, g.spendable_change, g.moved, g.stake, g.win,
        l.code, l.kind, l.reference_type, l.reference_id, l.outgoing, l.posted_after::text, l.created_at,
        other.member_id::text as other_member_id,
        (select r.kind from ledger_transfers r where l.kind = 'pending' and r.pending_id = l.id)
          as hold_resolution,
        coalesce((
          select sum(h.amount) from ledger_transfers h
          where h.debit_account_id = ${accountId}::bigint and h.kind = 'pending' and h.created_at <= l.created_at
            and not exists (
              select 1 from ledger_transfers r where r.pending_id = h.id and r.created_at <= l.created_at)
        ), 0)::text as held_after
      from grouped g
      join lines l on l.id = g.last_id
      left join ledger_accounts other on other.id = l.other_account_id
      order by g.last_at desc, g.group_key`;
    const count = sql<{ total: number }>`
      with lines as (${lines}) select count(distinct group_key)::int as total from lines`;
    const [rows, total] = await Promise.all([entries.execute(this.db), count.execute(this.db)]);
    return { rows: rows.rows, total: total.rows[0]?.total ?? 0 };
  }

  /**
   * Posted credits of some reason codes into one account in a range (an agent's salary and dividend
   * income, issue 15): the sums per code and a page of the lines, newest first.
   */
  async creditsOf(
    accountId: string,
    codes: readonly string[],
    range: { fromInstant: Date; toInstant: Date },
    page: { limit: number; offset: number },
  ): Promise<{
    sums: Array<{ code: string; count: number; amount: bigint }>;
    lines: Array<{ id: string; code: string; amount: bigint; balanceAfter: bigint; createdAt: Date }>;
  }> {
    const where = sql`credit_account_id = ${accountId}::bigint and code = any(${[...codes]}::text[])
      and kind = 'posted' and created_at >= ${range.fromInstant} and created_at < ${range.toInstant}`;
    const [sums, lines] = await Promise.all([
      sql<{ code: string; count: string; amount: string }>`
        select code, count(*) as count, sum(amount)::text as amount from ledger_transfers where ${where}
        group by code`.execute(this.db),
      sql<{ id: string; code: string; amount: string; balance_after: string; created_at: Date }>`
        select id, code, amount::text, credit_account_balance_after::text as balance_after, created_at
        from ledger_transfers where ${where}
        order by created_at desc, id desc limit ${page.limit} offset ${page.offset}`.execute(this.db),
    ]);
    return {
      sums: sums.rows.map((row) => ({
        code: row.code,
        count: Number(row.count),
        amount: BigInt(row.amount),
      })),
      lines: lines.rows.map((row) => ({
        id: row.id,
        code: row.code,
        amount: BigInt(row.amount),
        balanceAfter: BigInt(row.balance_after),
        createdAt: row.created_at,
      })),
    };
  }
}
