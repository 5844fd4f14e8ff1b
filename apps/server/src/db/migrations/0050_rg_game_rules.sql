-- Game rules by jurisdiction profile (issue 20, plan section 4): the minimum time between two in-house rounds
-- of a game, and every member attempt to cancel (reverse) a withdrawal, allowed or refused.

-- When the member last started a round of each in-house game. The round's transaction moves it forward only
-- when the previous start is at least the profile's cycle old (a conditional upsert), so two concurrent plays
-- cannot both pass the cycle.
create table inhouse_play_cycles (
  member_id bigint not null references members (id) on delete cascade,
  game text not null,
  last_started_at timestamptz not null,
  primary key (member_id, game)
);

-- One row per cancellation attempt: `cancelled` (the hold was voided) or `refused` (the profile forbids a
-- reversal). Append-only: a harm-marker input (reversal attempts per 30 days).
create table withdrawal_cancel_attempts (
  id bigint generated always as identity primary key,
  withdrawal_id uuid not null references withdrawals (id) on delete cascade,
  member_id bigint not null references members (id) on delete cascade,
  outcome text not null check (outcome in ('cancelled', 'refused')),
  at timestamptz not null
);
create index withdrawal_cancel_attempts_member on withdrawal_cancel_attempts (member_id, at desc);
create trigger withdrawal_cancel_attempts_append_only before update or delete on withdrawal_cancel_attempts
  for each row execute function forbid_change();
