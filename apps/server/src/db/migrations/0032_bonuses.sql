-- Bonus money with wagering (issue 16, modules/bonuses; docs/promotions.md "Bonus money").
--
-- A bonus with a wagering requirement is LOCKED, not staked: pool:bonus -> member:<id>:bonus (a new
-- ledger account kind, credit-normal, never negative). The member keeps playing with its own main
-- balance; its settled valid bet (weighted by category, capped per round at the bonus's max stake) moves
-- the bonus's progress. Met: member bonus -> main up to the max cash-out (the excess back to the pool).
-- Expired or forfeited: member bonus -> pool. A bonus without wagering goes pool -> main at once.
alter table ledger_accounts drop constraint ledger_accounts_kind_check;
alter table ledger_accounts add constraint ledger_accounts_kind_check check (kind in (
  'member_main', 'member_vendor', 'house', 'payment_channel', 'vendor', 'bonus_pool', 'points_pool', 'suspense',
  'jackpot_pool', 'member_bonus'
));

create table bonuses (
  id uuid primary key,
  member_id bigint not null references members (id),
  -- Where it came from (promotion, red envelope, ...) and the business object's id.
  kind text not null check (kind in ('promotion', 'red_envelope', 'raffle', 'manual_rebate', 'referral', 'manual')),
  source_id text not null check (length(source_id) between 1 and 100),
  -- Built by the server from the business object, member and window: one bonus per key, ever.
  grant_key text not null unique check (length(grant_key) between 1 and 200),
  title text not null check (length(title) between 1 and 120),
  amount_minor bigint not null check (amount_minor > 0 and amount_minor <= 1000000000000000),
  -- The code of a direct payment to main (no wagering): bonus, rebate, red_envelope, raffle_prize, referral_reward.
  ledger_code text not null check (ledger_code in ('bonus', 'rebate', 'red_envelope', 'raffle_prize', 'referral_reward')),
  status text not null check (status in ('claimable', 'wagering', 'released', 'forfeited', 'expired')),
  -- A claimable bonus waits for the member until then (nothing has moved yet).
  claim_expires_at timestamptz,
  -- Wagering terms (all null without wagering).
  wagering_required_minor bigint check (wagering_required_minor >= 0),
  wagering_progress_minor bigint not null default 0,
  wagering_multiple numeric(8, 2),
  wagering_base_minor bigint,
  weights jsonb,
  default_weight_percent integer check (default_weight_percent between 0 and 100),
  max_stake_minor bigint check (max_stake_minor > 0),
  max_cashout_minor bigint check (max_cashout_minor > 0),
  wagering_days integer check (wagering_days between 1 and 3650),
  -- Set when wagering starts (the lock): rounds settled in [activated_at, wagering_expires_at) count.
  activated_at timestamptz,
  wagering_expires_at timestamptz,
  -- The ledger step this row still owes (lock | pay | release | forfeit | expire): set in the same
  -- statement as the status, cleared once the transfer is committed; the sweeper finishes the rest.
  pending_step text check (pending_step in ('lock', 'pay', 'release', 'forfeit', 'expire')),
  released_minor bigint,
  ended_at timestamptz,
  -- Who ended it (staff forfeit) or extended it, and why; the audit log holds the full trail.
  end_reason text check (length(end_reason) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (status <> 'claimable' or (claim_expires_at is not null and activated_at is null)),
  check (status <> 'wagering' or (activated_at is not null and wagering_expires_at is not null
    and wagering_required_minor is not null))
);
-- The trigger's join: only members with a bonus in wagering (the callback path of everyone else costs
-- one probe of this small index).
create index bonuses_wagering_member on bonuses (member_id) include (activated_at, wagering_expires_at)
  where status = 'wagering';
-- The reward centre: a member's bonuses by status, newest first.
create index bonuses_member on bonuses (member_id, status, created_at desc, id desc);
create index bonuses_member_created on bonuses (member_id, created_at desc, id desc);
-- Staff list, newest first; the jobs' queues.
create index bonuses_created on bonuses (created_at desc, id desc);
create index bonuses_wagering_deadline on bonuses (wagering_expires_at) where status = 'wagering';
create index bonuses_claim_deadline on bonuses (claim_expires_at) where status = 'claimable';
create index bonuses_pending_step on bonuses (updated_at) where pending_step is not null;
create index bonuses_met on bonuses (id) where status = 'wagering' and wagering_progress_minor >= wagering_required_minor;

-- One round's contribution to one bonus: least(valid bet, max stake) x weight% (integer, rounded down),
-- the same for a round added and taken away, so a refund takes back exactly what the round gave.
create function bonus_round_contribution(valid_bet bigint, category text, max_stake bigint, weights jsonb,
  default_weight integer) returns bigint
  language sql immutable parallel safe as $$
    select (least(valid_bet, coalesce(max_stake, valid_bet))
      * coalesce((weights ->> category)::integer, default_weight, 100)) / 100
  $$;

-- Statement trigger on game_rounds (like member_play_windows, 0029): settled rounds of `added` count,
-- settled rounds of `removed` are taken back (an update is both: a refund lowering the valid bet, a cancel
-- of a settled round). Only bonuses in wagering, for rounds settled within their wagering window; bonuses
-- are locked in id order so concurrent statements never deadlock. Release is never done here.
create function bonuses_wagering_apply() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    with change as (
      select b.id, sum(bonus_round_contribution(r.valid_bet_minor, r.category, b.max_stake_minor, b.weights,
        b.default_weight_percent)) as delta
      from added_rounds r
      join bonuses b on b.member_id = r.member_id and b.status = 'wagering'
        and r.settled_at >= b.activated_at and r.settled_at < b.wagering_expires_at
      where r.status = 'settled' and r.valid_bet_minor > 0
      group by b.id
    ),
    locked as (
      select b.id from bonuses b join change using (id) order by b.id for update of b
    )
    update bonuses b set wagering_progress_minor = b.wagering_progress_minor + change.delta
    from change join locked using (id)
    where b.id = change.id and change.delta <> 0;
  elsif tg_op = 'UPDATE' then
    with lines as (
      select member_id, category, valid_bet_minor, settled_at, 1 as sign from added_rounds
      where status = 'settled' and valid_bet_minor > 0
      union all
      select member_id, category, valid_bet_minor, settled_at, -1 from removed_rounds
      where status = 'settled' and valid_bet_minor > 0
    ),
    change as (
      select b.id, sum(r.sign * bonus_round_contribution(r.valid_bet_minor, r.category, b.max_stake_minor,
        b.weights, b.default_weight_percent)) as delta
      from lines r
      join bonuses b on b.member_id = r.member_id and b.status = 'wagering'
        and r.settled_at >= b.activated_at and r.settled_at < b.wagering_expires_at
      group by b.id
    ),
    locked as (
      select b.id from bonuses b join change using (id) where change.delta <> 0 order by b.id for update of b
    )
    update bonuses b set wagering_progress_minor = b.wagering_progress_minor + change.delta
    from change join locked using (id)
    where b.id = change.id;
  else
    with change as (
      select b.id, sum(bonus_round_contribution(r.valid_bet_minor, r.category, b.max_stake_minor, b.weights,
        b.default_weight_percent)) as delta
      from removed_rounds r
      join bonuses b on b.member_id = r.member_id and b.status = 'wagering'
        and r.settled_at >= b.activated_at and r.settled_at < b.wagering_expires_at
      where r.status = 'settled' and r.valid_bet_minor > 0
      group by b.id
    ),
    locked as (
      select b.id from bonuses b join change using (id) order by b.id for update of b
    )
    update bonuses b set wagering_progress_minor = b.wagering_progress_minor - change.delta
    from change join locked using (id)
    where b.id = change.id and change.delta <> 0;
  end if;
  return null;
end $$;
create trigger game_rounds_bonus_wagering_insert after insert on game_rounds
  referencing new table as added_rounds
  for each statement execute function bonuses_wagering_apply();
create trigger game_rounds_bonus_wagering_update after update on game_rounds
  referencing old table as removed_rounds new table as added_rounds
  for each statement execute function bonuses_wagering_apply();
create trigger game_rounds_bonus_wagering_delete after delete on game_rounds
  referencing old table as removed_rounds
  for each statement execute function bonuses_wagering_apply();
