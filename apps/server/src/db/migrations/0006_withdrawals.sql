-- Withdrawals (issue 4, item 4; spec §3, §4). The money moves only through ledger transfers whose ids
-- are derived from the withdrawal's id and the step (hold, void, post, fee, refund), so each step applies
-- at most once; this table holds the request, where it stands and which ledger step is still owed.

create table withdrawals (
  id uuid primary key default gen_random_uuid(),
  member_id bigint not null references members (id),
  -- The member's idempotency key: a retried request returns the first withdrawal.
  request_id uuid not null,
  -- The member's account name when requested, so staff lists need no join into another module's table.
  member_account citext not null check (length(member_account) between 1 and 64),
  amount_minor bigint not null check (amount_minor > 0 and amount_minor <= 1000000000000000),
  -- Kept by the house when paid; the member receives amount_minor - fee_minor.
  fee_minor bigint not null default 0 check (fee_minor >= 0 and fee_minor < amount_minor),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  bank_name text not null check (length(bank_name) between 1 and 80),
  account_holder text not null check (length(account_holder) between 1 and 80),
  account_number text not null check (account_number ~ '^[0-9A-Za-z -]{4,40}$'),
  -- holding: written, the ledger hold not yet confirmed (a crash here is finished by the sweeper);
  -- failed: the ledger refused the hold (nothing held). See withdrawals-service.ts for the full graph.
  status text not null check (status in ('holding', 'failed', 'pending', 'approved', 'rejected', 'paid',
    'completed', 'partly_received', 'not_received', 'refunded')),
  -- A ledger step owed after a committed state change (void, post, refund); cleared once it is done.
  ledger_step text check (ledger_step in ('void', 'post', 'refund')),
  ledger_step_due_at timestamptz,
  rejection_reason text check (length(rejection_reason) between 1 and 500),
  payout_reference text check (length(payout_reference) between 1 and 100),
  -- partly_received: what the member says arrived; the remainder is (amount - fee) - received.
  received_minor bigint check (received_minor >= 0),
  claim_note text check (length(claim_note) <= 500),
  -- completed without the member's answer within the auto-confirm minutes: never refunded.
  forced boolean not null default false,
  resolution text check (resolution in ('refund', 'dismiss')),
  refund_minor bigint check (refund_minor > 0),
  resolution_reason text check (length(resolution_reason) between 1 and 500),
  decided_by bigint references staff (id),
  decided_by_name citext,
  paid_by_name citext,
  resolved_by_name citext,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  decided_at timestamptz,
  paid_at timestamptz,
  confirmed_at timestamptz,
  resolved_at timestamptz,
  unique (member_id, request_id),
  check ((status = 'rejected') = (rejection_reason is not null)),
  check (status not in ('paid', 'completed', 'partly_received', 'not_received', 'refunded') or paid_at is not null),
  check ((status = 'refunded') = (resolution = 'refund' and refund_minor is not null)),
  check (not forced or status = 'completed'),
  check ((ledger_step is null) = (ledger_step_due_at is null))
);

create index withdrawals_member on withdrawals (member_id, created_at desc);
create index withdrawals_status on withdrawals (status, created_at desc);
create index withdrawals_created on withdrawals (created_at desc, id);
-- The sweeper's work: overdue paid withdrawals, unfinished holds and owed ledger steps.
create index withdrawals_paid_at on withdrawals (paid_at) where status = 'paid';
create index withdrawals_holding on withdrawals (created_at) where status = 'holding';
create index withdrawals_ledger_step on withdrawals (ledger_step_due_at) where ledger_step is not null;

-- Every state change, for the back office's history (the audit log holds the same with the actor).
create table withdrawal_events (
  id bigint generated always as identity primary key,
  withdrawal_id uuid not null references withdrawals (id),
  from_status text,
  to_status text not null,
  actor_type text not null check (actor_type in ('member', 'staff', 'system')),
  actor_name text not null check (length(actor_name) between 1 and 64),
  note text check (length(note) <= 500),
  created_at timestamptz not null default now()
);
create index withdrawal_events_withdrawal on withdrawal_events (withdrawal_id, id);
create trigger withdrawal_events_append_only before update or delete on withdrawal_events
  for each row execute function forbid_change();

-- The receiving account a member used last, offered again on the next request.
create table withdrawal_receiving_accounts (
  member_id bigint primary key references members (id),
  bank_name text not null check (length(bank_name) between 1 and 80),
  account_holder text not null check (length(account_holder) between 1 and 80),
  account_number text not null check (account_number ~ '^[0-9A-Za-z -]{4,40}$'),
  updated_at timestamptz not null default now()
);
