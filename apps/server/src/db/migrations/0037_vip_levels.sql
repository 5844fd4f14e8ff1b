-- VIP levels (issue 17, docs/loyalty.md "VIP levels"): levels staff configure, each member's level and its
-- history, and the upgrade bonuses owed (paid through the bonuses module, kind 'vip', ledger code vip_bonus).

-- Levels are 1..n without gaps (the editor saves the whole list at once). A level is reached when its
-- threshold is met: lifetime points (modules/points; spending never lowers them) or lifetime valid bet.
-- Keep rule: at least keep_valid_bet_minor of valid bet over the last keep_days days, checked by the daily
-- review (null: the level is kept for ever).
create table vip_levels (
  rank_level integer primary key check (rank_level between 1 and 100),
  -- {"EN": "...", "NE": "..."}: EN required, NE falls back to EN.
  names jsonb not null,
  threshold_kind text not null check (threshold_kind in ('lifetime_points', 'valid_bet')),
  threshold_value bigint not null check (threshold_value >= 0),
  keep_valid_bet_minor bigint check (keep_valid_bet_minor > 0),
  keep_days integer check (keep_days between 1 and 365),
  -- Added to each category rate of the manual rebate (100 = 1 %).
  rebate_bonus_basis_points integer not null default 0 check (rebate_bonus_basis_points between 0 and 10000),
  -- The most the member may ask to withdraw in a brand day (null: only the brand's limits).
  daily_withdrawal_limit_minor bigint check (daily_withdrawal_limit_minor > 0),
  upgrade_bonus_minor bigint not null default 0 check (upgrade_bonus_minor >= 0),
  updated_at timestamptz not null default now(),
  check ((keep_valid_bet_minor is null) = (keep_days is null))
);

-- A member's level (0: below level 1, e.g. demoted from level 1). No row: never reached a level.
-- demoted_at: a valid-bet threshold counts the valid bet since the last demotion (a lifetime total would
-- promote the member straight back to the level the keep rule took away).
create table member_vip (
  member_id bigint primary key references members (id),
  rank_level integer not null check (rank_level between 0 and 100),
  reached_at timestamptz not null,
  reviewed_at timestamptz,
  demoted_at timestamptz
);
-- The daily review walks members holding a level, by id.
create index member_vip_ranked on member_vip (member_id) where rank_level > 0;

create table member_vip_history (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  from_level integer not null,
  to_level integer not null,
  reason text not null check (reason in ('promoted', 'demoted', 'staff')),
  staff_id bigint references staff (id),
  remark text check (length(remark) <= 200),
  created_at timestamptz not null default now(),
  check (reason <> 'staff' or (staff_id is not null and remark is not null))
);
create index member_vip_history_member on member_vip_history (member_id, id desc);

-- An upgrade bonus owed: written in the same transaction as the promotion, paid by BonusesService.grant
-- (grant key vip:<member>:<level>:upgrade, so once per member and level ever), then marked paid; a row left
-- unpaid by a crash is paid by the minute sweeper.
create table vip_upgrade_bonuses (
  member_id bigint not null references members (id),
  rank_level integer not null,
  amount_minor bigint not null check (amount_minor > 0),
  created_at timestamptz not null default now(),
  paid_at timestamptz,
  bonus_id text,
  primary key (member_id, rank_level)
);
create index vip_upgrade_bonuses_unpaid on vip_upgrade_bonuses (created_at) where paid_at is null;
