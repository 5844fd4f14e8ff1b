-- In-house game limits (issue 13 #5). The limits themselves are settings ('inhouse.limits'); this is what
-- they are checked against. Each accepted round holds its largest possible loss to the house (its maximum
-- win minus its stake) on the day it was accepted, until its draw replaces that with what it really won
-- or lost. A bet is accepted only by a conditional update of its day's row, so two bets can never both
-- pass a check that only one of them fits.
create table inhouse_exposure (
  game text not null check (game in ('slot', 'dice', 'crash', 'mines')),
  -- The brand day (brand time zone) the rounds were accepted on.
  day date not null,
  -- Wins minus stakes of the day's drawn rounds: negative while the house is ahead.
  net_loss_minor bigint not null default 0,
  -- Maximum wins minus stakes of the day's rounds accepted but not drawn yet.
  open_minor bigint not null default 0 check (open_minor >= 0),
  updated_at timestamptz not null default now(),
  primary key (game, day)
);

-- What a round was accepted with: its maximum win (a spin's win is capped at it) and what it holds on
-- its day's exposure until drawn. Null for rounds played before limits existed.
alter table inhouse_rounds
  add column max_win_minor bigint check (max_win_minor >= 0),
  add column exposure_day date,
  add column exposure_open_minor bigint check (exposure_open_minor >= 0);
