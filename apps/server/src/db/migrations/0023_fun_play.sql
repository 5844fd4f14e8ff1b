-- Free play (issue 14 #9): a trial account plays the in-house games with a fun balance that is never
-- money. It lives here, apart from the ledger: no ledger account, no transfer, no game_rounds row, so
-- nothing of it can be withdrawn or reach a balance, a report, a turnover or a salary.
create table fun_wallets (
  member_id bigint primary key references members (id) on delete cascade,
  balance_minor bigint not null check (balance_minor >= 0),
  -- The brand day the counters below are for; a new day starts them again.
  day date not null,
  -- Resets (top-ups back to the starting amount) taken on that day, limited per day.
  resets_today integer not null default 0 check (resets_today >= 0),
  -- Rounds played on that day, limited per day (each is a row of fun_rounds).
  rounds_today integer not null default 0 check (rounds_today >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- A fun round: drawn from the member's in-house seed pair like a real one (so it can be verified), but
-- its stake and win only move the fun balance.
create table fun_rounds (
  id uuid primary key,
  member_id bigint not null references members (id) on delete cascade,
  request_id uuid not null,
  game text not null check (game in ('slot', 'dice', 'crash', 'mines')),
  params jsonb not null,
  stake_minor bigint not null check (stake_minor > 0),
  win_minor bigint not null default 0 check (win_minor >= 0),
  seed_pair_id bigint references inhouse_seed_pairs (id),
  nonce bigint,
  client_seed text,
  -- The most the round can win (the game's limits for the stake), as for a real round.
  max_win_minor bigint check (max_win_minor >= 0),
  -- Live games (crash, mines): the largest cash-out (1/100) or the most safe tiles; null for instant games.
  live_limit integer,
  -- Live games: the player's moves so far ({"revealed": [...]} for mines).
  moves jsonb not null default '{}',
  outcome jsonb,
  status text not null default 'open' check (status in ('open', 'settled')),
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  unique (member_id, request_id)
);
create index fun_rounds_member_created on fun_rounds (member_id, created_at desc);

-- The in-house games offer free play (the catalogue's supportPlay 0) where the demo games were seeded before.
update games set supports_trial = true where vendor_code = 'INHOUSE';
