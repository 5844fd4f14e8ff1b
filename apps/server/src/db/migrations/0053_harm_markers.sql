-- Issue 20: markers of harm (found hourly by the rg-harm-markers job, one per member, rule and window) and
-- the staff's interactions with a member (append-only: what was said stays said).
create table harm_markers (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id) on delete cascade,
  rule text not null check (rule in ('deposit_frequency_rising', 'night_play', 'limit_increases',
    'withdrawal_reversal_attempts', 'chasing_losses', 'register_previously_excluded')),
  window_start timestamptz not null,
  window_end timestamptz not null,
  evidence jsonb not null,
  status text not null default 'open' check (status in ('open', 'reviewed')),
  reviewed_by_name text,
  reviewed_at timestamptz,
  created_at timestamptz not null,
  unique (member_id, rule, window_start)
);
create index harm_markers_recent on harm_markers (status, id desc);
create index harm_markers_member on harm_markers (member_id, id desc);

create table rg_interactions (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id) on delete cascade,
  staff_id bigint not null references staff (id),
  staff_name text not null,
  kind text not null check (kind in ('call', 'email', 'message', 'restriction', 'note')),
  body text not null check (length(body) between 1 and 2000),
  harm_marker_id bigint references harm_markers (id),
  created_at timestamptz not null
);
create index rg_interactions_member on rg_interactions (member_id, id desc);
create trigger rg_interactions_append_only before update or delete on rg_interactions
  for each row execute function forbid_change();

-- Where the hourly job goes on: members are scanned in id order, at most 500 a run.
create table rg_harm_scan (
  singleton boolean primary key default true check (singleton),
  last_member_id bigint not null default 0
);
insert into rg_harm_scan (singleton) values (true);
