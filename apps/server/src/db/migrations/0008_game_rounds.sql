-- Game rounds (issue 5). `game_rounds` is the one record of a round for every vendor, external or
-- in-house: what the member staked, won and what counts as valid bet, with its state. The money itself
-- moves only through ledger transfers that reference the round ({type: 'round', id}).

create table game_rounds (
  id uuid primary key,
  member_id bigint not null references members (id),
  -- The vendor's code (catalogue), e.g. 'INHOUSE' or 'PG'; not a foreign key so a vendor removed from the
  -- catalogue keeps its history.
  vendor_code text not null check (vendor_code ~ '^[A-Za-z0-9_-]{1,40}$'),
  game_code text not null check (length(game_code) between 1 and 100),
  -- The catalogue category (SLOT, LIVE, INHOUSE, ...) for the betting records filter.
  category text not null check (category ~ '^[A-Z0-9_]{1,40}$'),
  -- The vendor's own round id: a retried or duplicated callback finds the same round.
  external_round_id text not null check (length(external_round_id) between 1 and 100),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  stake_minor bigint not null default 0 check (stake_minor >= 0 and stake_minor <= 1000000000000000),
  win_minor bigint not null default 0 check (win_minor >= 0 and win_minor <= 1000000000000000),
  valid_bet_minor bigint not null default 0 check (valid_bet_minor >= 0 and valid_bet_minor <= 1000000000000000),
  -- open -> settled | cancelled (a cancelled round's bets were refunded).
  status text not null default 'open' check (status in ('open', 'settled', 'cancelled')),
  opened_at timestamptz not null default now(),
  settled_at timestamptz,
  updated_at timestamptz not null default now(),
  unique (vendor_code, external_round_id),
  check ((status = 'open') = (settled_at is null))
);
-- Betting records: a member's rounds newest first, optionally by category.
create index game_rounds_member on game_rounds (member_id, opened_at desc, id desc);
create index game_rounds_member_category on game_rounds (member_id, category, opened_at desc);
-- The sweeper finishing interrupted rounds looks at open ones only.
create index game_rounds_open on game_rounds (opened_at) where status = 'open';

-- Provably fair seed pairs of the in-house games (DESIGN.md §6). The server seed is sealed (AES-GCM with
-- the server's secret key) while the pair is in use, so not even a database reader can predict rounds;
-- only its SHA-256 is shown. Rotating retires the pair and stores the seed in the clear (revealed).
create table inhouse_seed_pairs (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  server_seed_sealed text not null,
  server_seed_hash text not null check (server_seed_hash ~ '^[0-9a-f]{64}$'),
  -- Set on rotation only.
  server_seed text check (server_seed ~ '^[0-9a-f]{64}$'),
  client_seed text not null check (length(client_seed) between 1 and 64),
  -- The nonce of the next round; each round takes one under the row's lock, so nonces never repeat.
  next_nonce bigint not null default 0 check (next_nonce >= 0),
  created_at timestamptz not null default now(),
  rotated_at timestamptz,
  check ((rotated_at is null) = (server_seed is null))
);
-- One active pair per member.
create unique index inhouse_seed_pairs_active on inhouse_seed_pairs (member_id) where rotated_at is null;
create index inhouse_seed_pairs_member on inhouse_seed_pairs (member_id, id desc);

-- The in-house part of a round: the game, the bet's parameters, the seed pair and nonce, the outcome.
create table inhouse_rounds (
  round_id uuid primary key references game_rounds (id) on delete cascade,
  member_id bigint not null references members (id),
  -- The play request's idempotency key.
  request_id uuid not null,
  game text not null check (game in ('slot', 'dice', 'crash', 'mines')),
  params jsonb not null,
  -- Null until drawn: the bet is debited first, then the round takes its nonce and outcome.
  seed_pair_id bigint references inhouse_seed_pairs (id),
  nonce bigint check (nonce >= 0),
  client_seed text,
  outcome jsonb,
  drawn_at timestamptz,
  unique (member_id, request_id),
  unique (seed_pair_id, nonce),
  check ((outcome is null) = (nonce is null) and (nonce is null) = (seed_pair_id is null))
);
create index inhouse_rounds_member on inhouse_rounds (member_id, round_id);
