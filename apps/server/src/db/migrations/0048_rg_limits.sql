-- Responsible gaming (issue 20): deposit, loss, wager and session-time limits, their change history, the
-- play budget the bet path checks, the member's reality-check interval, and the session columns that let
-- the playable-session statement refuse bets after a session-time limit or an unacknowledged reality check.

-- One row per member, kind and period. A lower value applies at once; a higher value or a removal waits as
-- pending until pending_effective_at and then needs the member's confirmation (never applied by itself).
create table rg_limits (
  member_id bigint not null references members (id) on delete cascade,
  kind text not null check (kind in ('deposit', 'loss', 'wager', 'session_time')),
  period text not null check (period in ('day', 'week', 'month', 'session')),
  -- Minor units, or minutes for session_time; null = no limit (a removal confirmed, or only a pending value).
  active_value bigint check (active_value > 0),
  pending_value bigint check (pending_value > 0),
  pending_requested_at timestamptz,
  pending_effective_at timestamptz,
  updated_at timestamptz not null,
  primary key (member_id, kind, period),
  check ((kind = 'session_time') = (period = 'session')),
  -- A change is waiting when pending_effective_at is set; a pending removal has no pending value.
  check ((pending_effective_at is null) = (pending_requested_at is null)),
  check (pending_value is null or pending_effective_at is not null)
);

-- Every change, who made it and what became of it: append-only, like the audit log (a harm-marker input).
create table rg_limit_changes (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id) on delete cascade,
  kind text not null check (kind in ('deposit', 'loss', 'wager', 'session_time')),
  period text not null check (period in ('day', 'week', 'month', 'session')),
  from_value bigint,
  to_value bigint,
  outcome text not null check (outcome in ('applied', 'pending', 'confirmed', 'cancelled')),
  actor_type text not null check (actor_type in ('member', 'staff', 'system')),
  actor_name citext,
  at timestamptz not null
);
create index rg_limit_changes_member on rg_limit_changes (member_id, id desc);
create trigger rg_limit_changes_append_only before update or delete on rg_limit_changes
  for each row execute function forbid_change();

-- The wager and loss counters of members with such a limit (a row only for them, so the bet path of everyone
-- else probes a primary key and finds nothing). Brand-calendar windows: a counter whose start is older than
-- the window's current start counts from zero again (the conditional update resets it).
create table rg_play_budget (
  member_id bigint primary key references members (id) on delete cascade,
  wager_day_minor bigint,
  wager_week_minor bigint,
  wager_month_minor bigint,
  loss_day_minor bigint,
  loss_week_minor bigint,
  loss_month_minor bigint,
  day_start timestamptz not null,
  week_start timestamptz not null,
  month_start timestamptz not null,
  day_staked bigint not null default 0,
  day_won bigint not null default 0,
  week_staked bigint not null default 0,
  week_won bigint not null default 0,
  month_staked bigint not null default 0,
  month_won bigint not null default 0
);

create table rg_preferences (
  member_id bigint primary key references members (id) on delete cascade,
  reality_check_minutes integer check (reality_check_minutes between 1 and 240),
  updated_at timestamptz not null
);

-- Only this migration alters member_sessions (plan section 11).
alter table member_sessions
  add column scope text not null default 'full' check (scope in ('full', 'restricted')),
  add column play_ends_at timestamptz,
  add column reality_check_due_at timestamptz;
