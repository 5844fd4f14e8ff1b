-- The member's account record (issue 14 #2) shows business events, not ledger lines.
--
-- Order numbers a member can quote to customer service: the account record names a withdrawal or a
-- deposit by the same number its own list shows, never by an internal id. A plain sequence per table
-- (existing rows are numbered in the order they are stored); shown as WD… / DP… (account-record.ts).
alter table withdrawals add column order_number bigint generated always as identity (start with 100001);
create unique index withdrawals_order_number on withdrawals (order_number);
alter table deposits add column order_number bigint generated always as identity (start with 100001);
create unique index deposits_order_number on deposits (order_number);

-- The record shows what could be spent after each event: the posted balance less the holds still open
-- at that moment. This finds a member's holds without reading their every bet.
create index ledger_transfers_pending_debit on ledger_transfers (debit_account_id, created_at)
  where kind = 'pending';
