import type pg from 'pg';

/**
 * Checks of the whole ledger straight from its tables, written apart from the server's own verify(): every
 * account's stored totals (its row plus its deltas: 0057_ledger_hot_accounts.sql) equal what its transfers add up to, the books sum to zero, and no member's
 * wallet is below zero (available = posted less held).
 */
export async function ledgerViolations(
  database: pg.Client,
): Promise<{ violations: string[]; accounts: number; transfers: number }> {
  const violations: string[] = [];
  const accounts = await database.query<{
    id: string;
    code: string;
    kind: string;
    debits_posted: string;
    credits_posted: string;
    debits_pending: string;
    credits_pending: string;
    summed_debits_posted: string;
    summed_credits_posted: string;
    summed_debits_pending: string;
    summed_credits_pending: string;
  }>(`
    with open_holds as (
      select hold.id from ledger_transfers hold
      where hold.kind = 'pending' and not exists (select 1 from ledger_transfers ending where ending.pending_id = hold.id)
    ),
    sides as (
      select debit_account_id as account_id, 'debit' as side, amount, kind, id from ledger_transfers
      union all
      select credit_account_id, 'credit', amount, kind, id from ledger_transfers
    )
    select a.id::text as id, a.code, a.kind,
      a.debits_posted::text as debits_posted, a.credits_posted::text as credits_posted,
      a.debits_pending::text as debits_pending, a.credits_pending::text as credits_pending,
      coalesce(sum(s.amount) filter (where s.side = 'debit' and s.kind in ('posted', 'post_pending')), 0)::text as summed_debits_posted,
      coalesce(sum(s.amount) filter (where s.side = 'credit' and s.kind in ('posted', 'post_pending')), 0)::text as summed_credits_posted,
      coalesce(sum(s.amount) filter (where s.side = 'debit' and s.id in (select id from open_holds)), 0)::text as summed_debits_pending,
      coalesce(sum(s.amount) filter (where s.side = 'credit' and s.id in (select id from open_holds)), 0)::text as summed_credits_pending
    from ledger_account_totals a left join sides s on s.account_id = a.id
    group by a.id, a.code, a.kind, a.debits_posted, a.credits_posted, a.debits_pending, a.credits_pending`);
  const totals = { debitsPosted: 0n, creditsPosted: 0n, debitsPending: 0n, creditsPending: 0n };
  for (const row of accounts.rows) {
    for (const field of ['debits_posted', 'credits_posted', 'debits_pending', 'credits_pending'] as const) {
      const summed = row[`summed_${field}`];
      if (row[field] !== summed)
        violations.push(`account ${row.code}: ${field} is ${row[field]}, its transfers add up to ${summed}`);
    }
    totals.debitsPosted += BigInt(row.debits_posted);
    totals.creditsPosted += BigInt(row.credits_posted);
    totals.debitsPending += BigInt(row.debits_pending);
    totals.creditsPending += BigInt(row.credits_pending);
    const availableMinor =
      BigInt(row.credits_posted) - BigInt(row.debits_posted) - BigInt(row.debits_pending);
    if (row.kind === 'member_main' && availableMinor < 0n)
      violations.push(`account ${row.code} is negative: ${availableMinor} available`);
  }
  if (totals.debitsPosted !== totals.creditsPosted || totals.debitsPending !== totals.creditsPending)
    violations.push(
      `the books do not sum to zero: ${JSON.stringify(totals, (_key, value) => (typeof value === 'bigint' ? value.toString() : value))}`,
    );
  const transfers = await database.query<{ count: string }>(
    'select count(*)::text as count from ledger_transfers',
  );
  return { violations, accounts: accounts.rows.length, transfers: Number(transfers.rows[0]?.count) };
}
