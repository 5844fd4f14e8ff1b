-- Issue 22: the ledger no longer serialises on its hot accounts. The house, vendors, pools and channels
-- (every account with neither balance flag: they may go negative, so no transfer needs their running
-- balance to be refused) are touched by almost every transfer; locking and rewriting their row per batch
-- made every batch wait for the one before to commit. Their totals now grow by insert-only delta rows,
-- one per account per batch, which no other writer waits on; a fold moves committed deltas into the
-- account's row from time to time, in one statement. An account's totals are its row plus its deltas
-- (the view ledger_account_totals); the books still sum to zero at every instant.
create table ledger_account_deltas (
  id bigint generated always as identity primary key,
  account_id bigint not null references ledger_accounts (id),
  debits_posted bigint not null default 0,
  credits_posted bigint not null default 0,
  debits_pending bigint not null default 0,
  credits_pending bigint not null default 0
);
create index ledger_account_deltas_account on ledger_account_deltas (account_id);

-- A hot account's balance right after one transfer is not known without serialising its transfers
-- (TigerBeetle, whose model this ledger follows, keeps per-transfer balances only for accounts that ask):
-- its side stays null. A member's side (an account with a flag) always carries its balance after.
alter table ledger_transfers alter column debit_account_balance_after drop not null;
alter table ledger_transfers alter column credit_account_balance_after drop not null;

create view ledger_account_totals as
  select a.id, a.code, a.kind, a.member_id, a.currency,
    a.debits_posted + coalesce(d.debits_posted, 0) as debits_posted,
    a.credits_posted + coalesce(d.credits_posted, 0) as credits_posted,
    a.debits_pending + coalesce(d.debits_pending, 0) as debits_pending,
    a.credits_pending + coalesce(d.credits_pending, 0) as credits_pending,
    a.debits_must_not_exceed_credits, a.credits_must_not_exceed_debits, a.created_at
  from ledger_accounts a
  left join lateral (
    select sum(debits_posted)::bigint as debits_posted, sum(credits_posted)::bigint as credits_posted,
      sum(debits_pending)::bigint as debits_pending, sum(credits_pending)::bigint as credits_pending
    from ledger_account_deltas x where x.account_id = a.id
  ) d on true;

-- A transfer's and a delta's accounts are checked by the ledger itself (a batch reads every account it
-- moves money between and refuses an unknown one; the single path's conditional statement finds none and
-- refuses), and accounts are never deleted (the trigger below). The foreign keys repeated that check per
-- row, taking a KEY SHARE lock on the hot account's row for every transfer: with batches no longer
-- holding that row, concurrent batches turned each into a shared multixact lock, which cost more than
-- the batch itself (bench ledger: 8,100 single transfers/s with the row locked, 5,400 without it and
-- with the keys, measured side by side).
alter table ledger_transfers drop constraint ledger_transfers_debit_account_id_fkey;
alter table ledger_transfers drop constraint ledger_transfers_credit_account_id_fkey;
alter table ledger_account_deltas drop constraint ledger_account_deltas_account_id_fkey;
create trigger ledger_accounts_never_deleted before delete on ledger_accounts
  for each row execute function forbid_change();
