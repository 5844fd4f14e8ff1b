-- Manual wallet adjustments by staff (issue 4, item 8). The money itself moves only through a ledger
-- transfer whose id is derived from the adjustment's id, so an adjustment can apply at most once; this
-- table holds the request, who asked, who decided, and where it stands.

create table adjustments (
  id bigint generated always as identity primary key,
  -- The requester's idempotency key: a retried request returns the first adjustment.
  request_id uuid not null unique,
  member_id bigint not null references members (id),
  -- The member's account name when requested, so lists need no join into another module's table.
  member_account citext not null check (length(member_account) between 1 and 64),
  direction text not null check (direction in ('credit', 'debit')),
  -- adjustment: house <-> member (ledger code adjustment); bonus: bonus pool <-> member (ledger code bonus).
  kind text not null check (kind in ('adjustment', 'bonus')),
  amount_minor bigint not null check (amount_minor > 0 and amount_minor <= 1000000000000000),
  reason text not null check (length(reason) between 3 and 500),
  -- pending_approval -> approved -> applied | failed; pending_approval -> rejected. 'approved' is the
  -- short step between claiming the adjustment and the ledger transfer committing.
  status text not null check (status in ('pending_approval', 'approved', 'applied', 'rejected', 'failed')),
  -- The threshold in force when it was requested (the setting may change later).
  approval_threshold_minor bigint not null check (approval_threshold_minor >= 0),
  needs_second_approval boolean not null,
  requested_by bigint not null references staff (id),
  requested_by_name citext not null,
  requested_at timestamptz not null default now(),
  decided_by bigint references staff (id),
  decided_by_name text,
  decided_at timestamptz,
  rejection_reason text check (length(rejection_reason) <= 500),
  failure_code text check (length(failure_code) <= 60),
  transfer_id uuid,
  applied_at timestamptz,
  -- A second approval is by someone else: the database refuses a requester deciding their own.
  check (not needs_second_approval or decided_by is null or decided_by <> requested_by),
  check ((status = 'applied') = (transfer_id is not null and applied_at is not null)),
  check ((status = 'rejected') = (rejection_reason is not null))
);

create index adjustments_requested_at on adjustments (requested_at desc, id desc);
create index adjustments_status on adjustments (status, requested_at desc);
create index adjustments_member on adjustments (member_id, requested_at desc);
create index adjustments_requested_by on adjustments (requested_by_name, requested_at desc);
