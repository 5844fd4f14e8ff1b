-- Double-entry ledger after TigerBeetle's model (DESIGN.md §5). Balances move only through transfers;
-- every transfer adds its amount to one account's debits and another's credits, so the books sum to zero.

create table ledger_accounts (
  id bigint generated always as identity primary key,
  -- A stable name: 'house', 'member:42:main', 'vendor:PG', 'channel:bank-1', 'pool:bonus'.
  code text not null unique check (code ~ '^[a-z][a-z0-9_.:-]{1,99}$'),
  kind text not null check (kind in ('member_main', 'member_vendor', 'house', 'payment_channel', 'vendor', 'bonus_pool', 'points_pool', 'suspense')),
  member_id bigint references members (id),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  debits_posted bigint not null default 0 check (debits_posted >= 0),
  credits_posted bigint not null default 0 check (credits_posted >= 0),
  debits_pending bigint not null default 0 check (debits_pending >= 0),
  credits_pending bigint not null default 0 check (credits_pending >= 0),
  -- A member's wallet may not go below zero: what it owes out (debits) never exceeds what came in.
  debits_must_not_exceed_credits boolean not null default false,
  credits_must_not_exceed_debits boolean not null default false,
  created_at timestamptz not null default now(),
  check (not debits_must_not_exceed_credits or debits_posted + debits_pending <= credits_posted),
  check (not credits_must_not_exceed_debits or credits_posted + credits_pending <= debits_posted)
);
create index ledger_accounts_member on ledger_accounts (member_id) where member_id is not null;

create table ledger_transfers (
  -- The caller's idempotency key: a retry with the same id returns the first result.
  id uuid primary key,
  debit_account_id bigint not null references ledger_accounts (id),
  credit_account_id bigint not null references ledger_accounts (id),
  amount bigint not null check (amount > 0 and amount <= 1000000000000000),
  -- Why the money moved: deposit, withdrawal, bet, win, refund, transfer_upline, adjustment, ...
  code text not null check (code ~ '^[a-z][a-z0-9_]{1,39}$'),
  -- posted: final at once; pending: a hold; post_pending / void_pending resolve a hold.
  kind text not null check (kind in ('posted', 'pending', 'post_pending', 'void_pending')),
  pending_id uuid references ledger_transfers (id),
  reference_type text check (length(reference_type) <= 40),
  reference_id text check (length(reference_id) <= 100),
  -- Balances of both accounts right after this transfer, for statements (balance after each line).
  debit_account_balance_after bigint not null,
  credit_account_balance_after bigint not null,
  created_at timestamptz not null default clock_timestamp(),
  check (debit_account_id <> credit_account_id),
  check ((kind in ('post_pending', 'void_pending')) = (pending_id is not null))
);
-- A hold is resolved once: one post or one void, never both, never twice.
create unique index ledger_transfers_resolution on ledger_transfers (pending_id) where pending_id is not null;
create index ledger_transfers_debit on ledger_transfers (debit_account_id, created_at desc);
create index ledger_transfers_credit on ledger_transfers (credit_account_id, created_at desc);
create index ledger_transfers_reference on ledger_transfers (reference_type, reference_id) where reference_id is not null;

create trigger ledger_transfers_append_only before update or delete on ledger_transfers
  for each row execute function forbid_change();
