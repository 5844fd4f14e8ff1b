-- In-house lottery (issue 19, modules/lottery): the games' settings (sales close, missed-draw policy,
-- schedule), odds and exposure limits per bet type, and the draws. A draw's server seed is made and sealed
-- (SecretBox) when the draw is created, before its sales open, and only its SHA-256 is public until the draw
-- happens; the numbers derive from the seed and the draw's id (docs/lottery-fairness.md), never from bets.

create table lottery_games (
  code text primary key check (code ~ '^[a-z][a-z0-9_]{1,31}$'),
  enabled boolean not null default true,
  -- Sales close this many seconds before each draw (a bet at or after the close second is refused).
  sales_close_seconds integer not null check (sales_close_seconds between 0 and 3600),
  -- A draw whose time passed while nothing ran (server down): drawn late with its committed seed, or
  -- cancelled with every stake refunded. Never left silently.
  missed_draw_policy text not null default 'drawLate'
    check (missed_draw_policy in ('drawLate', 'cancelAndRefund')),
  -- {"kind":"everyMinutes","minutes":1} or {"kind":"daily","times":["18:15"],"weekdays":[0,1,2,3,4,5,6]} (brand time).
  schedule jsonb not null check (jsonb_typeof(schedule) = 'object'),
  min_stake_minor bigint not null check (min_stake_minor > 0),
  max_stake_minor bigint not null check (max_stake_minor >= min_stake_minor),
  updated_at timestamptz not null default now()
);

create table lottery_bet_types (
  game_code text not null references lottery_games (code) on delete cascade,
  bet_type text not null check (bet_type ~ '^[a-z][a-z0-9_]{0,39}$'),
  -- Multipliers of the unit stake per hit in ten-thousandths, keyed 'win' or by 4D tier ({"win": 35000});
  -- bets keep the odds they got.
  odds jsonb not null check (jsonb_typeof(odds) = 'object'),
  -- The most the house may owe on one number of this bet type in one draw (sum of potential payouts).
  exposure_limit_minor bigint not null check (exposure_limit_minor > 0),
  primary key (game_code, bet_type)
);

create table lottery_draws (
  id uuid primary key,
  game_code text not null references lottery_games (code),
  draw_at timestamptz not null,
  sales_close_at timestamptz not null check (sales_close_at <= draw_at),
  seed_sealed text not null,
  seed_hash text not null check (seed_hash ~ '^[0-9a-f]{64}$'),
  -- Revealed (hex) once drawn; a draw cancelled before its draw keeps it sealed.
  server_seed text,
  status text not null default 'open' check (status in ('open', 'closed', 'drawn', 'settled', 'cancelled')),
  -- The prize numbers in the game's result order (["12345", ...]) once drawn.
  results jsonb,
  drawn_at timestamptz,
  drawn_late boolean not null default false,
  settled_at timestamptz,
  cancelled_at timestamptz,
  cancel_reason text check (char_length(cancel_reason) <= 500),
  cancelled_by bigint references staff (id),
  created_at timestamptz not null default now(),
  unique (game_code, draw_at),
  check ((status in ('drawn', 'settled')) = (results is not null and server_seed is not null)
    or status = 'cancelled')
);
create index lottery_draws_due on lottery_draws (draw_at) where status in ('open', 'closed', 'drawn');
create index lottery_draws_game_time on lottery_draws (game_code, draw_at desc);

-- The catalogue vendor of the lottery: its rounds (game_rounds.vendor_code) show in betting records,
-- salaries and loyalty. Games are added where the lottery categories exist (the demo seed adds them on a
-- fresh database); an operator's later edits or deletions are not undone (nothing here runs again).
insert into vendors (code, display_name, sort_order) values ('HLOTTO', 'Lottery', 5)
  on conflict (code) do nothing;
insert into vendor_categories (vendor_code, category_code, sort_order)
  select 'HLOTTO', c.code, 0 from game_categories c where c.code in ('LOTT', 'ELOTT')
  on conflict do nothing;
insert into games (vendor_code, code, category_code, name, localized_names, sort_order)
  select 'HLOTTO', g.code, g.category, g.name, jsonb_build_object('EN', g.name, 'NE', g.ne), g.sort_order
  from (values
    ('fast_1m', 'LOTT', 'Fast Lottery 1 min', 'छिटो लटरी १ मिनेट', 10),
    ('fast_3m', 'LOTT', 'Fast Lottery 3 min', 'छिटो लटरी ३ मिनेट', 20),
    ('fast_5m', 'LOTT', 'Fast Lottery 5 min', 'छिटो लटरी ५ मिनेट', 30),
    ('sea_4d', 'LOTT', '4D Big and Small', '4D ठूलो र सानो', 40),
    ('vn_north', 'ELOTT', 'Vietnam North', 'भियतनाम उत्तर', 50),
    ('vn_south', 'ELOTT', 'Vietnam South', 'भियतनाम दक्षिण', 60)
  ) as g(code, category, name, ne, sort_order)
  where exists (select 1 from game_categories c where c.code = g.category)
  on conflict (vendor_code, code) do nothing;
