-- The agent programme's teams (issue 15): the upline chain as a closure table, agents' contract flags,
-- affiliate applications, and the indexes that keep "my whole team" questions fast on 100,000 members.

-- Every (ancestor, descendant) pair of the upline chain, with a depth-0 row for every member itself, so
-- "the team of X" is one index range (ancestor_id = X) and "the uplines of X" another (descendant_id = X).
-- A member's upline is set at registration and never changes, so the rows are written once, by the
-- trigger below, whatever path inserts the member.
create table member_tree (
  ancestor_id bigint not null references members (id) on delete cascade,
  descendant_id bigint not null references members (id) on delete cascade,
  -- 0 = the member itself, 1 = its direct upline, ... (at most agentTreeDepthLimit, enforced below).
  depth smallint not null check (depth >= 0),
  primary key (ancestor_id, descendant_id),
  check ((depth = 0) = (ancestor_id = descendant_id))
);
create index member_tree_descendant on member_tree (descendant_id, depth);
-- A node's direct children in the back office's tree and the agent's direct-only list.
create index member_tree_direct on member_tree (ancestor_id, descendant_id) where depth = 1;

-- The deepest a member may sit below the top of its chain; packages/contracts agents.ts
-- agentTreeDepthLimit says the same (a test holds them equal).
create function member_tree_depth_limit() returns integer
  language sql immutable parallel safe as $$ select 12 $$;

create function member_tree_add() returns trigger language plpgsql as $$
declare
  upline_depth integer;
begin
  insert into member_tree (ancestor_id, descendant_id, depth) values (new.id, new.id, 0);
  if new.upline_member_id is not null then
    select coalesce(max(depth), 0) into upline_depth from member_tree where descendant_id = new.upline_member_id;
    if upline_depth + 1 > member_tree_depth_limit() then
      raise exception 'the upline is at the depth limit of the member tree'
        using errcode = 'check_violation', constraint = 'member_tree_depth_limit';
    end if;
    insert into member_tree (ancestor_id, descendant_id, depth)
      select ancestor_id, new.id, depth + 1 from member_tree where descendant_id = new.upline_member_id;
  end if;
  return null;
end $$;
create trigger members_tree after insert on members for each row execute function member_tree_add();

-- An upline is set once: at registration, or later on a member that had none (its whole team moves below
-- the new upline, within the depth limit, never below itself). It never changes once set.
create function members_upline_set_once() returns trigger language plpgsql as $$
declare
  upline_depth integer;
  team_depth integer;
begin
  if new.upline_member_id is not distinct from old.upline_member_id then
    return new;
  end if;
  if old.upline_member_id is not null then
    raise exception 'a member''s upline never changes' using errcode = 'check_violation';
  end if;
  if exists (select 1 from member_tree where ancestor_id = new.id and descendant_id = new.upline_member_id) then
    raise exception 'a member cannot be below its own team' using errcode = 'check_violation';
  end if;
  select coalesce(max(depth), 0) into upline_depth from member_tree where descendant_id = new.upline_member_id;
  select coalesce(max(depth), 0) into team_depth from member_tree where ancestor_id = new.id;
  if upline_depth + 1 + team_depth > member_tree_depth_limit() then
    raise exception 'the upline is at the depth limit of the member tree'
      using errcode = 'check_violation', constraint = 'member_tree_depth_limit';
  end if;
  insert into member_tree (ancestor_id, descendant_id, depth)
    select up.ancestor_id, team.descendant_id, up.depth + team.depth + 1
    from member_tree up cross join member_tree team
    where up.descendant_id = new.upline_member_id and team.ancestor_id = new.id;
  return new;
end $$;
create trigger members_upline_once before update of upline_member_id on members
  for each row execute function members_upline_set_once();

-- Backfill: every existing member's chain (uplines only ever point at older members, so no cycles).
insert into member_tree (ancestor_id, descendant_id, depth)
with recursive chain (ancestor_id, descendant_id, depth) as (
  select id, id, 0 from members
  union all
  select m.upline_member_id, chain.descendant_id, chain.depth + 1
  from chain join members m on m.id = chain.ancestor_id
  where m.upline_member_id is not null and chain.depth < 1000
)
select ancestor_id, descendant_id, depth from chain;

-- Contract flags per agent (spec §3, §6): which salary and dividend menus and contracts the agent has.
-- A row exists for every member who is or was an agent; a demoted agent keeps its row (flags cleared).
create table agent_profiles (
  member_id bigint primary key references members (id) on delete cascade,
  dividend_enabled boolean not null default false,
  daily_salary_enabled boolean not null default false,
  hourly_salary_enabled boolean not null default false,
  realtime_salary_enabled boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
insert into agent_profiles (member_id) select id from members where type in (1, 2, 41, 42);

-- A member's request to become an affiliate (spec §2); staff approve (type 41, or 42 under an agent) or
-- reject with a reason. One open application per member at a time.
create table agent_applications (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  -- Spec §9: remarks at most 140 characters.
  remark text not null check (length(remark) between 1 and 140),
  contact text not null check (length(contact) between 1 and 100),
  granted_type smallint check (granted_type in (41, 42)),
  decision_reason text check (length(decision_reason) between 1 and 500),
  decided_by bigint references staff (id),
  decided_by_name citext check (length(decided_by_name) <= 64),
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  check ((status = 'pending') = (decided_at is null)),
  check ((status = 'approved') = (granted_type is not null)),
  check (status <> 'rejected' or decision_reason is not null)
);
create unique index agent_applications_open on agent_applications (member_id) where status = 'pending';
create index agent_applications_member on agent_applications (member_id, id desc);
create index agent_applications_queue on agent_applications (status, id desc);

-- Team play by period: a small team reads its members' settled rounds per member (this index); a big
-- team (the top of a 100,000-member tree) reads the period's settled rounds once and joins them to the
-- team through game_rounds_settled_team (settled_at, covering the same figures), which 0030 creates for
-- the settlement windows. Both cover what is summed (valid bet, stake, win), for index-only scans.
create index game_rounds_member_settled on game_rounds (member_id, settled_at)
  include (valid_bet_minor, stake_minor, win_minor)
  where status = 'settled';

-- Settled play per member and 5-minute window (the real-time salary's windows; a brand day in any
-- offset that is a multiple of 5 minutes is a whole number of them). A team's figures for a period then
-- sum one row per member and window instead of every round: on the top of a 100,000-member tree with
-- 500,000 rounds in a window, 100,000 rows. Kept by statement triggers on game_rounds, whatever path
-- writes a round: a round counts in the window of its settled_at, with its current amounts (a refund
-- after settlement lowers its window), so the rows always equal the sums of the settled rounds.
create table member_play_windows (
  member_id bigint not null references members (id) on delete cascade,
  window_start timestamptz not null,
  rounds integer not null check (rounds >= 0),
  valid_bet_minor bigint not null check (valid_bet_minor >= 0),
  stake_minor bigint not null check (stake_minor >= 0),
  win_minor bigint not null check (win_minor >= 0),
  primary key (member_id, window_start)
);
create index member_play_windows_window on member_play_windows (window_start)
  include (member_id, rounds, valid_bet_minor, stake_minor, win_minor);

create function member_play_window(settled_at timestamptz) returns timestamptz
  language sql immutable parallel safe as $$
    select date_bin('5 minutes', settled_at, timestamptz '2000-01-01 00:00:00+00')
  $$;

-- Adds the settled rounds of `added` and takes away those of `removed`, per member and window; rows are
-- written in key order so concurrent statements lock them in the same order.
create function member_play_windows_apply() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into member_play_windows as w (member_id, window_start, rounds, valid_bet_minor, stake_minor, win_minor)
    select member_id, member_play_window(settled_at), count(*), sum(valid_bet_minor), sum(stake_minor), sum(win_minor)
    from added_rounds where status = 'settled'
    group by 1, 2 order by 1, 2
    on conflict (member_id, window_start) do update set
      rounds = w.rounds + excluded.rounds, valid_bet_minor = w.valid_bet_minor + excluded.valid_bet_minor,
      stake_minor = w.stake_minor + excluded.stake_minor, win_minor = w.win_minor + excluded.win_minor;
  elsif tg_op = 'UPDATE' then
    -- A change may be negative (a refund after settlement), and an insert's proposed row is checked
    -- before its conflict is resolved: existing windows are updated first, only new ones inserted.
    with change as (
      select member_id, window_start, sum(rounds) as rounds, sum(valid_bet) as valid_bet, sum(stake) as stake,
        sum(win) as win
      from (
        select member_id, member_play_window(settled_at) as window_start, 1 as rounds,
          valid_bet_minor as valid_bet, stake_minor as stake, win_minor as win
        from added_rounds where status = 'settled'
        union all
        select member_id, member_play_window(settled_at), -1, -valid_bet_minor, -stake_minor, -win_minor
        from removed_rounds where status = 'settled'
      ) lines
      group by 1, 2
      having sum(rounds) <> 0 or sum(valid_bet) <> 0 or sum(stake) <> 0 or sum(win) <> 0
    ),
    updated as (
      update member_play_windows w set
        rounds = w.rounds + change.rounds, valid_bet_minor = w.valid_bet_minor + change.valid_bet,
        stake_minor = w.stake_minor + change.stake, win_minor = w.win_minor + change.win
      from change
      where w.member_id = change.member_id and w.window_start = change.window_start
      returning w.member_id, w.window_start
    )
    insert into member_play_windows as w (member_id, window_start, rounds, valid_bet_minor, stake_minor, win_minor)
    select member_id, window_start, rounds, valid_bet, stake, win from change
    where not exists (
      select 1 from updated where updated.member_id = change.member_id and updated.window_start = change.window_start)
    order by 1, 2
    on conflict (member_id, window_start) do update set
      rounds = w.rounds + excluded.rounds, valid_bet_minor = w.valid_bet_minor + excluded.valid_bet_minor,
      stake_minor = w.stake_minor + excluded.stake_minor, win_minor = w.win_minor + excluded.win_minor;
  else
    update member_play_windows w set
      rounds = w.rounds - gone.rounds, valid_bet_minor = w.valid_bet_minor - gone.valid_bet,
      stake_minor = w.stake_minor - gone.stake, win_minor = w.win_minor - gone.win
    from (
      select member_id, member_play_window(settled_at) as window_start, count(*) as rounds,
        sum(valid_bet_minor) as valid_bet, sum(stake_minor) as stake, sum(win_minor) as win
      from removed_rounds where status = 'settled' group by 1, 2
    ) gone
    where w.member_id = gone.member_id and w.window_start = gone.window_start;
  end if;
  return null;
end $$;
create trigger game_rounds_play_windows_insert after insert on game_rounds
  referencing new table as added_rounds
  for each statement execute function member_play_windows_apply();
create trigger game_rounds_play_windows_update after update on game_rounds
  referencing old table as removed_rounds new table as added_rounds
  for each statement execute function member_play_windows_apply();
create trigger game_rounds_play_windows_delete after delete on game_rounds
  referencing old table as removed_rounds
  for each statement execute function member_play_windows_apply();

insert into member_play_windows (member_id, window_start, rounds, valid_bet_minor, stake_minor, win_minor)
select member_id, member_play_window(settled_at), count(*), sum(valid_bet_minor), sum(stake_minor), sum(win_minor)
from game_rounds where status = 'settled' group by 1, 2;
