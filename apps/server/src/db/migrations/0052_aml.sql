-- AML (issue 20): flags raised by the rules of the settings key `aml.rules`, and withdrawal holds that keep
-- a flagged withdrawal from being approved until a reviewer releases it.

-- The new four-eyes keys (issue 20, H1's jurisdiction profile and these AML rules).
alter table setting_change_requests drop constraint setting_change_requests_key_check,
  add constraint setting_change_requests_key_check
  check (key in ('withdrawals', 'adjustments', 'jurisdiction', 'aml.rules'));

create table aml_flags (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  rule_id text not null,
  rule_kind text not null check (rule_kind in ('single_deposit', 'single_withdrawal', 'cumulative_deposit',
    'cumulative_withdrawal', 'low_play_withdrawal')),
  subject_type text not null check (subject_type in ('deposit', 'withdrawal')),
  subject_id uuid not null,
  amount_minor bigint not null,
  window_total_minor bigint,
  status text not null default 'open' check (status in ('open', 'cleared', 'escalated')),
  decided_by_name text,
  decided_at timestamptz,
  note text check (length(note) <= 500),
  created_at timestamptz not null,
  -- An evaluation run twice (listener and scan, a retried request) raises one flag.
  unique (rule_id, subject_type, subject_id),
  check ((status = 'open') = (decided_at is null))
);
create index aml_flags_member on aml_flags (member_id, created_at desc);
create index aml_flags_open on aml_flags (created_at desc, id desc) where status = 'open';

create table withdrawal_holds (
  withdrawal_id uuid primary key references withdrawals (id),
  aml_flag_id bigint not null references aml_flags (id),
  reason text not null,
  held_at timestamptz not null,
  released_at timestamptz,
  released_by_name text,
  release_note text check (length(release_note) <= 500),
  check ((released_at is null) = (released_by_name is null))
);
create index withdrawal_holds_active on withdrawal_holds (held_at desc) where released_at is null;

-- How far the aml-scan job has evaluated credited deposits (credited_at, id): credits a crash kept from
-- their listener are evaluated by the next run.
create table aml_scan_watermark (
  singleton boolean primary key default true check (singleton),
  credited_at timestamptz not null,
  deposit_id uuid not null
);
