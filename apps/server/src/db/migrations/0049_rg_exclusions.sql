-- Issue 20 (H3): breaks, self-exclusion, closure, external-register and under-age exclusions, the member's
-- exclusion state (one row, read at login and by the marketing filters), and every external register answer.

-- Every exclusion ever started: append-only (never shortened or ended by editing; the state row moves on).
create table rg_exclusions (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  kind text not null check (kind in ('break', 'self_exclusion', 'closure', 'external', 'underage')),
  starts_at timestamptz not null,
  -- Null: permanent, or (external) until the register stops answering excluded.
  ends_at timestamptz,
  source text not null check (source in ('member', 'staff', 'register')),
  reason text check (length(reason) <= 500),
  actor_name citext not null,
  created_at timestamptz not null
);
create index rg_exclusions_member on rg_exclusions (member_id, id desc);
create trigger rg_exclusions_append_only before update or delete on rg_exclusions
  for each row execute function forbid_change();

-- The member's exclusion state now: blocked_until only ever grows (greatest) while blocked.
create table rg_member_state (
  member_id bigint primary key references members (id),
  blocked boolean not null default false,
  blocked_kind text check (blocked_kind in ('break', 'self_exclusion', 'closure', 'external', 'underage')),
  -- Null while blocked: no end (permanent, under age, or external until the register clears).
  blocked_until timestamptz,
  marketing_blocked boolean not null default false,
  awaiting_return boolean not null default false,
  return_effective_at timestamptz,
  register_answer text check (register_answer in ('excluded', 'not_registered', 'previously_excluded', 'unavailable')),
  register_checked_at timestamptz,
  register_recheck_due_at timestamptz,
  updated_at timestamptz not null
);
create index rg_member_state_recheck_due on rg_member_state (register_recheck_due_at)
  where register_recheck_due_at is not null;
create index rg_member_state_marketing on rg_member_state (member_id) where marketing_blocked;

-- Every answer of an external register (or its silence): member_id is null at registration (no account yet).
create table rg_register_checks (
  id bigint generated always as identity primary key,
  member_id bigint references members (id),
  provider text not null,
  trigger text not null check (trigger in ('registration', 'login', 'recheck', 'deposit', 'staff')),
  answer text not null check (answer in ('excluded', 'not_registered', 'previously_excluded', 'unavailable')),
  latency_ms integer not null check (latency_ms >= 0),
  checked_at timestamptz not null
);
create index rg_register_checks_member on rg_register_checks (member_id, id desc) where member_id is not null;
create trigger rg_register_checks_append_only before update or delete on rg_register_checks
  for each row execute function forbid_change();
