-- Missions (issue 17): daily or weekly goals staff configure; progress is computed on read from real events
-- (settled valid bet, credited deposits, days played), so only the configuration and the claims are stored.
-- A reward is paid once per (mission, member, period start): the claim row is unique on that key and the
-- payout's grant key / points transfer id derive from it (BonusesService.grant, PointsService.award).

create table missions (
  id bigint generated always as identity primary key,
  title jsonb not null check (jsonb_typeof(title) = 'object' and length(title ->> 'EN') between 1 and 120),
  period text not null check (period in ('daily', 'weekly')),
  metric text not null check (metric in ('valid_bet', 'deposit_amount', 'deposit_count', 'days_played')),
  -- A game category of the rounds, only for valid_bet; null: every category.
  category text check (category ~ '^[A-Z0-9_]{1,40}$'),
  target bigint not null check (target > 0 and target <= 1000000000000000),
  reward_kind text not null check (reward_kind in ('points', 'bonus', 'cash')),
  reward_amount bigint not null check (reward_amount > 0 and reward_amount <= 1000000000000000),
  wagering_multiple numeric(8, 2) check (wagering_multiple > 0),
  wagering_days integer not null default 7 check (wagering_days between 1 and 365),
  starts_at timestamptz not null,
  ends_at timestamptz,
  status text not null check (status in ('draft', 'active', 'paused')),
  sort_order integer not null default 0,
  created_by bigint references staff (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ends_at is null or ends_at > starts_at),
  check (category is null or metric = 'valid_bet'),
  check (wagering_multiple is null or reward_kind = 'bonus'),
  -- Days in a period: at most 1 for a daily mission, 7 for a weekly one.
  check (metric <> 'days_played' or target <= case period when 'daily' then 1 else 7 end)
);
create index missions_live on missions (sort_order, id) where status = 'active';

-- One claim per member, mission and period. The reward (kind, amount, terms) is copied at the claim so a
-- later edit of the mission never changes what is owed. pending_step 'pay' is written with the row and
-- cleared once the payout is committed; a claim that died in between is finished by the sweeper with the
-- same grant key / transfer id, so it is paid once.
create table mission_claims (
  mission_id bigint not null references missions (id),
  member_id bigint not null references members (id),
  period_start timestamptz not null,
  progress bigint not null check (progress > 0),
  reward_kind text not null check (reward_kind in ('points', 'bonus', 'cash')),
  reward_amount bigint not null check (reward_amount > 0),
  wagering_multiple numeric(8, 2),
  wagering_days integer not null,
  pending_step text check (pending_step = 'pay'),
  bonus_id text,
  claimed_at timestamptz not null default now(),
  paid_at timestamptz,
  primary key (mission_id, member_id, period_start),
  check ((pending_step is null) = (paid_at is not null))
);
create index mission_claims_member on mission_claims (member_id, claimed_at desc);
create index mission_claims_owed on mission_claims (claimed_at) where pending_step is not null;
create index mission_claims_week on mission_claims (claimed_at, member_id);
create index mission_claims_mission on mission_claims (mission_id, claimed_at desc);
