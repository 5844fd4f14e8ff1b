-- Transfer-wallet vendors (issue 5, item 5): every move of money between a member's main wallet and a
-- vendor that keeps its own wallet, as a state machine, so a move that fails half-way (our ledger moved,
-- the vendor's answer lost) is finished or undone later instead of losing or doubling money.
--
-- id is our transfer id: the vendor's idempotency key and the seed of every ledger transfer id of the
-- move (hold, post, void, move, result), so each ledger step applies at most once.
--   started   -> written; for a move in, the ledger hold on the main wallet may exist. The vendor has
--                NOT been called: a stopped process is undone (hold voided) by the recovery job.
--   sent      -> the vendor may have been called. Only the vendor's answer (or its status for this id)
--                decides: applied -> completed, refused or never received -> failed.
--   completed -> the vendor applied it and our ledger followed.
--   failed    -> nothing moved on either side (the hold, if any, voided).
-- Every change of state is a conditional update on the state it leaves.
create table vendor_wallet_transfers (
  id uuid primary key,
  member_id bigint not null references members (id),
  vendor_code text not null check (vendor_code ~ '^[A-Z0-9_]{2,16}$'),
  -- The member's idempotency key ('transfer:<request id>' or 'recall:<request id>:<vendor>').
  request_key text not null check (length(request_key) between 1 and 120),
  direction text not null check (direction in ('in', 'out')),
  amount_minor bigint not null check (amount_minor > 0 and amount_minor <= 1000000000000000),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  state text not null check (state in ('started', 'sent', 'completed', 'failed')),
  -- Why a failed move failed (insufficient_funds, vendor_refused, not_sent …), to answer a replay alike.
  failure_code text check (failure_code ~ '^[a-z][a-z0-9_]{1,39}$'),
  vendor_reference text check (length(vendor_reference) between 1 and 100),
  -- The member's balance with the vendor right after the move, as the vendor reported it.
  vendor_balance_minor bigint check (vendor_balance_minor >= 0),
  -- The game result found on settling (the vendor's balance against our ledger figure), fixed once so a
  -- re-run of the settlement books the same amount.
  result_minor bigint,
  main_balance_minor bigint,
  -- Vendor calls and recovery passes so far; the recovery job stops at its limit and leaves the row to staff.
  attempts integer not null default 0 check (attempts between 0 and 1000),
  last_error text check (length(last_error) <= 500),
  next_check_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (member_id, request_key),
  check ((state = 'failed') = (failure_code is not null))
);
-- One open move per member and vendor: the ledger figure of a vendor wallet is settled against the
-- vendor's balance, which is only sound while nothing else is in flight between the two.
create unique index vendor_wallet_transfers_one_open
  on vendor_wallet_transfers (member_id, vendor_code) where state in ('started', 'sent');
-- The recovery job's queue.
create index vendor_wallet_transfers_due
  on vendor_wallet_transfers (next_check_at) where state in ('started', 'sent');
