-- In-house lottery bets (issue 19): the bet id derives (keyed) from the member and their request id, so a
-- replayed request finds its bet; the stake moved member -> vendor:hlotto in the same commit as the bet row,
-- its round and its exposure. A bet is settled once (open -> won|lost, or open -> refunded by a cancelled
-- draw) by a conditional update committed with its ledger transfer.

create table lottery_bets (
  id uuid primary key,
  member_id bigint not null references members (id),
  request_id text not null check (char_length(request_id) between 1 and 64),
  draw_id uuid not null references lottery_draws (id),
  game_code text not null,
  bet_type text not null,
  -- {"numbers":["12"],"position":1,"pick":"big"} as validated (lottery-bets.ts validateSelection).
  selection jsonb not null check (jsonb_typeof(selection) = 'object'),
  -- Each picked number is a unit (a xien or a pick is one): stake = unit stake x units.
  units integer not null check (units between 1 and 10),
  unit_stake_minor bigint not null check (unit_stake_minor > 0),
  stake_minor bigint not null check (stake_minor = unit_stake_minor * units),
  -- The odds the bet got: {"win": 35000} in ten-thousandths of the unit stake per hit (4D: per tier).
  odds jsonb not null check (jsonb_typeof(odds) = 'object'),
  status text not null default 'open' check (status in ('open', 'won', 'lost', 'refunded')),
  payout_minor bigint not null default 0 check (payout_minor >= 0),
  placed_at timestamptz not null,
  settled_at timestamptz,
  unique (member_id, request_id)
);
create index lottery_bets_open_by_draw on lottery_bets (draw_id, id) where status = 'open';
create index lottery_bets_by_draw on lottery_bets (draw_id, id);
create index lottery_bets_by_member on lottery_bets (member_id, placed_at desc);

-- What the house may owe per draw, bet type and number (or pick, e.g. 'p1-big'): the sum of the potential
-- payouts (unit stake x the bet type's highest odds) of the bets on it,
-- held by a conditional update under the row's lock so concurrent bets never pass the limit together.
create table lottery_exposure (
  draw_id uuid not null references lottery_draws (id),
  bet_type text not null,
  number text not null check (number ~ '^[0-9a-z-]{1,16}$'),
  held_minor bigint not null default 0 check (held_minor >= 0),
  limit_minor bigint not null check (limit_minor > 0),
  primary key (draw_id, bet_type, number),
  check (held_minor <= limit_minor)
);
