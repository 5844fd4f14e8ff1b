-- Four eyes where money moves (issue 14 #17): a change to the withdrawal limits or the adjustment
-- approval threshold waits here until a second staff member approves it; and a password-reset secret
-- kept in the dev outbox is sealed, so the outbox shows only a masked copy.

create table setting_change_requests (
  id bigint generated always as identity primary key,
  key text not null check (key in ('withdrawals', 'adjustments')),
  proposed_value jsonb not null,
  -- The value in force when the change was proposed, shown beside the proposal.
  base_value jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  proposed_by bigint not null references staff (id),
  proposed_by_name text not null,
  proposed_at timestamptz not null default now(),
  decided_by bigint references staff (id),
  decided_by_name text,
  decided_at timestamptz,
  decision_reason text check (length(decision_reason) <= 500),
  check ((status = 'pending') = (decided_by is null)),
  -- The database keeps the rule too: nobody approves their own change.
  check (status <> 'approved' or decided_by <> proposed_by)
);
-- One open proposal per setting: a second one would silently race the first.
create unique index setting_change_requests_one_pending on setting_change_requests (key)
  where status = 'pending';
create index setting_change_requests_recent on setting_change_requests (proposed_at desc);

-- The outbox transport's message with its secret, sealed with SECRET_KEY (AES-256-GCM); `body` then
-- holds the masked text staff read. Null for every message that carries no secret.
alter table outbox_messages add column sealed_body text;
