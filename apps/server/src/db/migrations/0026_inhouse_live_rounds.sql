-- Crash and mines played live (issue 14 #13). A live round is drawn when it starts (its crash point or
-- mine layout fixed by the seed, before any move) and then played move by move: its outcome column holds
-- the drawn layout and the moves so far, hidden from the player until the round is decided. decided_at
-- marks the one decision (cash-out, crash or mine), taken under the round's row lock, so a repeated or
-- racing cash-out, reveal or settling job finds it taken and pays nothing twice.
alter table inhouse_rounds
  add column decided_at timestamptz,
  -- Where the round stops by itself under the limits: crash, the largest cash-out (1/100); mines, the
  -- most safe tiles. Null for the instant games and for rounds from before.
  add column live_limit integer check (live_limit > 0);

-- Instant games and the rounds before this change were decided when drawn.
update inhouse_rounds set decided_at = drawn_at where drawn_at is not null;

-- Earlier crash rounds were bets with an automatic cash-out: the same round in the live shape.
update inhouse_rounds
set params = jsonb_build_object('autoCashOut', (params ->> 'target')::int),
  outcome = case when outcome is null then null else jsonb_build_object(
    'crashPoint', (outcome ->> 'crashPoint')::int,
    'cashedOutAt', case when (outcome ->> 'win')::boolean then (params ->> 'target')::int end,
    'win', (outcome ->> 'win')::boolean,
    'multiplier', case when (outcome ->> 'win')::boolean then (outcome ->> 'multiplier')::int else 0 end)
  end
where game = 'crash' and params ? 'target';

-- Earlier mines rounds revealed their picks at once: the same tiles revealed in that order.
update inhouse_rounds
set params = jsonb_build_object('mines', (params ->> 'mines')::int),
  outcome = case when outcome is null then null else jsonb_build_object(
    'minePositions', outcome -> 'minePositions',
    'revealed', params -> 'picks',
    'hits', outcome -> 'hits',
    'win', (outcome ->> 'win')::boolean,
    'multiplier', case when (outcome ->> 'win')::boolean then (outcome ->> 'multiplier')::int else 0 end)
  end
where game = 'mines' and params ? 'picks';

-- One live round per member and game at a time: a second start while one is in play is refused.
create unique index inhouse_rounds_one_live on inhouse_rounds (member_id, game)
  where decided_at is null and game in ('crash', 'mines');
-- The settling job looks at undecided rounds only.
create index inhouse_rounds_undecided on inhouse_rounds (drawn_at) where decided_at is null;
