-- Loyalty points (issue 17, modules/points; docs/loyalty.md "Points ledger and earning").
--
-- Points are a ledger of their own: every change is a transfer between accounts of currency PTS (one
-- point is 1 in the ledger, never minor units of money). The member's points account `member:<id>:points`
-- (kind member_points) is credit-normal and never negative; `pool:points` (kind points_pool) issues them
-- and may go negative (points outstanding). The ledger refuses a transfer between two currencies, so
-- points never mix with money, and ledger:verify sums each currency to zero on its own.
alter table ledger_accounts drop constraint ledger_accounts_kind_check;
alter table ledger_accounts add constraint ledger_accounts_kind_check check (kind in (
  'member_main', 'member_vendor', 'house', 'payment_channel', 'vendor', 'bonus_pool', 'points_pool', 'suspense',
  'jackpot_pool', 'member_bonus', 'member_points'
));

-- Money that loyalty pays (issue 17, every part): the points mall's cash items and conversions, mission
-- rewards, ranking prizes and VIP bonuses are bonuses granted through BonusesService.grant. Extended here
-- once for every part so no two migrations fight over one constraint.
alter table bonuses drop constraint bonuses_kind_check;
alter table bonuses add constraint bonuses_kind_check check (kind in (
  'promotion', 'red_envelope', 'raffle', 'manual_rebate', 'referral', 'manual',
  'points_mall', 'points_convert', 'mission', 'ranking', 'vip'
));
alter table bonuses drop constraint bonuses_ledger_code_check;
alter table bonuses add constraint bonuses_ledger_code_check check (ledger_code in (
  'bonus', 'rebate', 'red_envelope', 'raffle_prize', 'referral_reward',
  'points_cash', 'mission_reward', 'ranking_prize', 'vip_bonus'
));

-- The reports count money that reaches main from the bonus pool as bonuses: besides 'bonus' and 'rebate',
-- issue 16's released bonuses and campaign rewards and issue 17's loyalty money (the ledger codes of profit
-- group bonuses). The reports' partial index of cash lines must hold them all (its codes are literals in the
-- reports' SQL, so the planner can prove the predicate).
drop index ledger_transfers_cash_lines;
create index ledger_transfers_cash_lines on ledger_transfers (created_at)
  include (code, kind, amount, debit_account_id, credit_account_id)
  where code in ('deposit', 'deposit_fee', 'withdrawal', 'withdrawal_refund', 'withdrawal_fee', 'bonus', 'rebate',
    'adjustment', 'bonus_release', 'red_envelope', 'raffle_prize', 'referral_reward', 'points_cash',
    'mission_reward', 'ranking_prize', 'vip_bonus');

-- Settled play per member, game category and hour (UTC), for points, VIP thresholds, missions and
-- ranking boards (modules/rounds PlayStatsService). Kept by statement triggers on game_rounds whatever
-- path writes a round, like member_play_windows (0029): a round counts in the hour of its settled_at with
-- its current amounts, so the rows always equal the sums of the settled rounds. A period in a brand offset
-- of whole hours is a whole number of windows.
create table member_category_windows (
  member_id bigint not null references members (id) on delete cascade,
  window_start timestamptz not null,
  category text not null,
  rounds integer not null check (rounds >= 0),
  valid_bet_minor bigint not null check (valid_bet_minor >= 0),
  win_minor bigint not null check (win_minor >= 0),
  -- The biggest single win among the window's settled rounds (ranking boards' biggest win).
  max_win_minor bigint not null check (max_win_minor >= 0),
  primary key (member_id, window_start, category)
);
-- Ranking boards read a period's windows of every member. Only columns a round never changes are indexed
-- (no INCLUDE of the amounts), and pages keep free space, so the update every settled round makes stays a
-- HOT update (0034 measured what an index on a changing column costs the round path).
create index member_category_windows_window on member_category_windows (window_start, category, member_id);
alter table member_category_windows set (fillfactor = 70);

create function member_category_window(settled_at timestamptz) returns timestamptz
  language sql immutable parallel safe as $$
    select date_bin('1 hour', settled_at, timestamptz '2000-01-01 00:00:00+00')
  $$;

-- The windows whose points must be (re)computed: the points job drains it in bounded batches. `generation`
-- moves with every change so the job deletes a row only if nothing changed the window since it read it
-- (a change committed while the job paid keeps the row for the next run).
create table points_due (
  member_id bigint not null references members (id) on delete cascade,
  window_start timestamptz not null,
  generation bigint not null default 1,
  queued_at timestamptz not null default now(),
  primary key (member_id, window_start)
);
create index points_due_queued on points_due (queued_at);
alter table points_due set (fillfactor = 70);

-- Adds the settled rounds of `added` and takes away those of `removed`, per member, hour and category;
-- rows are written in key order so concurrent statements lock them in the same order. A window that lost
-- rounds gets its biggest win recomputed from game_rounds (only those windows, only then: refunds and
-- cancels of settled rounds are rare). Every touched window is queued for the points job.
create function member_category_windows_apply() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into member_category_windows as w (member_id, window_start, category, rounds, valid_bet_minor,
      win_minor, max_win_minor)
    select member_id, member_category_window(settled_at), category, count(*), sum(valid_bet_minor),
      sum(win_minor), max(win_minor)
    from added_rounds where status = 'settled'
    group by 1, 2, 3 order by 1, 2, 3
    on conflict (member_id, window_start, category) do update set
      rounds = w.rounds + excluded.rounds, valid_bet_minor = w.valid_bet_minor + excluded.valid_bet_minor,
      win_minor = w.win_minor + excluded.win_minor, max_win_minor = greatest(w.max_win_minor, excluded.max_win_minor);
    insert into points_due as d (member_id, window_start)
    select distinct member_id, member_category_window(settled_at) from added_rounds where status = 'settled'
    order by 1, 2
    on conflict (member_id, window_start) do update set generation = d.generation + 1;
  elsif tg_op = 'UPDATE' then
    -- A change may be negative (a refund after settlement), and an insert's proposed row is checked
    -- before its conflict is resolved: existing windows are updated first, only new ones inserted.
    with change as (
      select member_id, window_start, category, sum(rounds) as rounds, sum(valid_bet) as valid_bet,
        sum(win) as win, max(added_win) as added_max_win
      from (
        select member_id, member_category_window(settled_at) as window_start, category, 1 as rounds,
          valid_bet_minor as valid_bet, win_minor as win, win_minor as added_win
        from added_rounds where status = 'settled'
        union all
        select member_id, member_category_window(settled_at), category, -1, -valid_bet_minor, -win_minor, 0
        from removed_rounds where status = 'settled'
      ) lines
      group by 1, 2, 3
      having sum(rounds) <> 0 or sum(valid_bet) <> 0 or sum(win) <> 0 or max(added_win) > 0
    ),
    updated as (
      update member_category_windows w set
        rounds = w.rounds + change.rounds, valid_bet_minor = w.valid_bet_minor + change.valid_bet,
        win_minor = w.win_minor + change.win, max_win_minor = greatest(w.max_win_minor, change.added_max_win)
      from change
      where w.member_id = change.member_id and w.window_start = change.window_start and w.category = change.category
      returning w.member_id, w.window_start, w.category
    )
    insert into member_category_windows as w (member_id, window_start, category, rounds, valid_bet_minor,
      win_minor, max_win_minor)
    select member_id, window_start, category, rounds, valid_bet, win, added_max_win from change
    where not exists (
      select 1 from updated where updated.member_id = change.member_id
        and updated.window_start = change.window_start and updated.category = change.category)
    order by 1, 2, 3
    on conflict (member_id, window_start, category) do update set
      rounds = w.rounds + excluded.rounds, valid_bet_minor = w.valid_bet_minor + excluded.valid_bet_minor,
      win_minor = w.win_minor + excluded.win_minor, max_win_minor = greatest(w.max_win_minor, excluded.max_win_minor);
    -- A window that lost settled rounds gets its biggest win back from its remaining settled rounds.
    update member_category_windows w set max_win_minor = coalesce((
      select max(g.win_minor) from game_rounds g
      where g.member_id = w.member_id and g.category = w.category and g.status = 'settled'
        and g.settled_at >= w.window_start and g.settled_at < w.window_start + interval '1 hour'), 0)
    from (
      select distinct member_id, member_category_window(settled_at) as window_start, category
      from removed_rounds where status = 'settled'
    ) touched
    where w.member_id = touched.member_id and w.window_start = touched.window_start and w.category = touched.category;
    insert into points_due as d (member_id, window_start)
    select distinct member_id, window_start from (
      select member_id, member_category_window(settled_at) as window_start from added_rounds where status = 'settled'
      union
      select member_id, member_category_window(settled_at) from removed_rounds where status = 'settled'
    ) touched
    order by 1, 2
    on conflict (member_id, window_start) do update set generation = d.generation + 1;
  else
    update member_category_windows w set
      rounds = w.rounds - gone.rounds, valid_bet_minor = w.valid_bet_minor - gone.valid_bet,
      win_minor = w.win_minor - gone.win
    from (
      select member_id, member_category_window(settled_at) as window_start, category, count(*) as rounds,
        sum(valid_bet_minor) as valid_bet, sum(win_minor) as win
      from removed_rounds where status = 'settled' group by 1, 2, 3
    ) gone
    where w.member_id = gone.member_id and w.window_start = gone.window_start and w.category = gone.category;
    -- A window that lost settled rounds gets its biggest win back from its remaining settled rounds.
    update member_category_windows w set max_win_minor = coalesce((
      select max(g.win_minor) from game_rounds g
      where g.member_id = w.member_id and g.category = w.category and g.status = 'settled'
        and g.settled_at >= w.window_start and g.settled_at < w.window_start + interval '1 hour'), 0)
    from (
      select distinct member_id, member_category_window(settled_at) as window_start, category
      from removed_rounds where status = 'settled'
    ) touched
    where w.member_id = touched.member_id and w.window_start = touched.window_start and w.category = touched.category;
    insert into points_due as d (member_id, window_start)
    select distinct member_id, member_category_window(settled_at) from removed_rounds where status = 'settled'
    order by 1, 2
    on conflict (member_id, window_start) do update set generation = d.generation + 1;
  end if;
  return null;
end $$;

create trigger game_rounds_category_windows_insert after insert on game_rounds
  referencing new table as added_rounds
  for each statement execute function member_category_windows_apply();
create trigger game_rounds_category_windows_update after update on game_rounds
  referencing old table as removed_rounds new table as added_rounds
  for each statement execute function member_category_windows_apply();
create trigger game_rounds_category_windows_delete after delete on game_rounds
  referencing old table as removed_rounds
  for each statement execute function member_category_windows_apply();

-- Existing settled rounds (none are queued for points: earning starts with the rates staff configure).
insert into member_category_windows (member_id, window_start, category, rounds, valid_bet_minor, win_minor, max_win_minor)
select member_id, member_category_window(settled_at), category, count(*), sum(valid_bet_minor), sum(win_minor),
  max(win_minor)
from game_rounds where status = 'settled' group by 1, 2, 3;

-- Earning rates, versioned: a window earns at the version in force at its start, so a change never
-- rewrites the past. rates = {"defaultValidBetPerPointMinor": "1000" | null, "categories": {"SLOT": "500"}}
-- (valid bet in minor units per point; 0 or absent earns nothing).
create table points_rate_versions (
  id bigint generated always as identity primary key,
  effective_from timestamptz not null unique,
  rates jsonb not null,
  created_by bigint,
  -- The staff member's name when saved (staff lists show who, as decided_by_name elsewhere).
  created_by_name text check (length(created_by_name) <= 200),
  created_at timestamptz not null default now()
);

-- A staff adjustment's reason, written in the same commit as its points_adjust transfer (reference
-- points_adjustment:<id>), so the member's and staff's points lines show why.
create table points_adjustments (
  id uuid primary key,
  member_id bigint not null references members (id) on delete cascade,
  points bigint not null check (points <> 0),
  reason text not null check (length(reason) between 1 and 500),
  staff_id bigint,
  staff_name text check (length(staff_name) <= 200),
  created_at timestamptz not null default now()
);

-- What each window has paid so far (its target at the last payment) and how many payments it made: the
-- next payment's transfer id is derived from (member, window, payments + 1), and this row is updated in
-- the same commit as that transfer, so a crash or a second runner never pays twice.
create table points_window_payments (
  member_id bigint not null references members (id) on delete cascade,
  window_start timestamptz not null,
  paid_points bigint not null default 0 check (paid_points >= 0),
  payments integer not null default 0 check (payments >= 0),
  updated_at timestamptz not null default now(),
  primary key (member_id, window_start)
);

-- Lifetime points (earned + awarded - reversed; spending never lowers it: VIP levels read it) and the
-- points a reversal could not take back because the member had spent them (later earnings settle it
-- first). Updated in the same commit as the transfer that moves it.
create table member_loyalty (
  member_id bigint primary key references members (id) on delete cascade,
  lifetime_points bigint not null default 0 check (lifetime_points >= 0),
  points_debt bigint not null default 0 check (points_debt >= 0),
  updated_at timestamptz not null default now()
);
