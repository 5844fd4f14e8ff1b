-- Ranking boards (issue 17): periodic leaderboards (valid bet or the biggest single win, a category or all)
-- in the brand's calendar. Standings are read live from the play statistics; once a period has ended plus
-- a grace (late settlements), its standings are frozen into ranking_results once (the ranking_periods row
-- is the guard: inserted in the same transaction as the results) and each prize is paid once, keyed by
-- (board, period start, rank).

create table ranking_boards (
  id bigint generated always as identity primary key,
  title jsonb not null check (jsonb_typeof(title) = 'object' and length(title ->> 'EN') between 1 and 120),
  metric text not null check (metric in ('valid_bet', 'biggest_win')),
  category text check (category ~ '^[A-Z0-9_]{1,40}$'),
  period text not null check (period in ('daily', 'weekly', 'monthly')),
  top_count integer not null check (top_count between 1 and 100),
  -- [{"rank":1,"kind":"money"|"points","amount":"5000"}, ...]
  prizes jsonb not null check (jsonb_typeof(prizes) = 'array' and jsonb_array_length(prizes) <= 100),
  status text not null check (status in ('draft', 'active', 'paused')),
  -- Periods starting before this instant are never ranked or paid (a board created mid-period starts next).
  starts_at timestamptz not null,
  created_by bigint references staff (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index ranking_boards_live on ranking_boards (id) where status = 'active';

create table ranking_periods (
  board_id bigint not null references ranking_boards (id),
  period_start timestamptz not null,
  period_end timestamptz not null,
  frozen_at timestamptz not null default now(),
  entry_count integer not null,
  primary key (board_id, period_start),
  check (period_end > period_start)
);

-- The frozen standings; a rank with a prize owes 'pay' until its payout is committed (the sweeper finishes
-- what a crashed run left). The prize is copied from the board at freezing, so an edit never changes it.
create table ranking_results (
  board_id bigint not null,
  period_start timestamptz not null,
  rank integer not null check (rank between 1 and 100),
  member_id bigint not null references members (id),
  value_minor bigint not null,
  prize_kind text check (prize_kind in ('money', 'points')),
  prize_amount bigint check (prize_amount > 0),
  pending_step text check (pending_step = 'pay'),
  bonus_id text,
  paid_at timestamptz,
  primary key (board_id, period_start, rank),
  unique (board_id, period_start, member_id),
  foreign key (board_id, period_start) references ranking_periods (board_id, period_start),
  check ((prize_kind is null) = (prize_amount is null)),
  check (pending_step is null or prize_kind is not null),
  check (paid_at is null or prize_kind is not null)
);
create index ranking_results_owed on ranking_results (board_id, period_start) where pending_step is not null;
