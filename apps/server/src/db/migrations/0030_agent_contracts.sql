-- Agent contracts (issue 15, spec §3, §4, §9): dividend, daily, hourly and real-time salary contracts, the
-- history of every change to them, and their settlement windows (each computed once, paid once).
-- modules/agent-contracts owns these tables; the team (member_tree) comes from 0029 (modules/agents).

create table agent_contracts (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('dividend', 'daily', 'hourly', 'realtime')),
  holder_member_id bigint not null references members (id),
  -- Null: the house offered it (staff, to the top of a chain); otherwise the holder's upline agent.
  offered_by_member_id bigint references members (id),
  offered_by_staff_id bigint references staff (id),
  -- Validated by contracts/agent-contracts agentContractTermsSchema; its kind is the row's kind.
  terms jsonb not null check (terms ->> 'kind' = kind),
  status text not null default 'offered'
    check (status in ('offered', 'active', 'rejected', 'terminated', 'superseded')),
  -- The offering side confirmed that accepting this ends the holder's downline contracts above its terms.
  ends_higher_downline boolean not null default false,
  created_at timestamptz not null default now(),
  activated_at timestamptz,
  ended_at timestamptz,
  end_reason text check (length(end_reason) <= 300),
  -- End of the last window settled (computed) for this contract: the settlement job's resume point.
  settled_until timestamptz,
  check (offered_by_member_id is null or offered_by_member_id <> holder_member_id),
  check ((offered_by_member_id is null) = (offered_by_staff_id is not null)),
  -- Ended (rejected, terminated, superseded) exactly when ended_at is set; an offer ends without ever being
  -- active when it is rejected, withdrawn (terminated) or replaced by a newer offer (superseded).
  check ((status in ('offered', 'active')) = (ended_at is null)),
  check (status <> 'offered' or activated_at is null),
  check (status <> 'active' or activated_at is not null),
  check (status <> 'rejected' or activated_at is null),
  check (activated_at is null or activated_at >= created_at),
  check (ended_at is null or ended_at >= coalesce(activated_at, created_at))
);
-- The rule "one of each kind": a holder has at most one active contract and one waiting offer per kind.
create unique index agent_contracts_one_active on agent_contracts (holder_member_id, kind) where status = 'active';
create unique index agent_contracts_one_offer on agent_contracts (holder_member_id, kind) where status = 'offered';
create index agent_contracts_holder on agent_contracts (holder_member_id, kind, id desc);
create index agent_contracts_offered_by on agent_contracts (offered_by_member_id, kind, status, id desc);
create index agent_contracts_house on agent_contracts (kind, status, id desc) where offered_by_member_id is null;
create index agent_contracts_listing on agent_contracts (id desc);
-- What a settlement run reads: contracts that were active at some time and still have windows to settle.
create index agent_contracts_to_settle on agent_contracts (kind, settled_until)
  where activated_at is not null and (ended_at is null or settled_until is null or settled_until < ended_at);

-- Every change, who made it, when and why: append-only, like the audit log.
create table agent_contract_history (
  id bigint generated always as identity primary key,
  contract_id bigint not null references agent_contracts (id),
  action text not null check (action in ('offered', 'accepted', 'rejected', 'terminated', 'superseded')),
  actor_type text not null check (actor_type in ('member', 'staff', 'system')),
  actor_member_id bigint references members (id),
  actor_staff_id bigint references staff (id),
  actor_name citext,
  reason text check (length(reason) <= 300),
  created_at timestamptz not null default now()
);
create index agent_contract_history_contract on agent_contract_history (contract_id, id);
create trigger agent_contract_history_append_only before update or delete on agent_contract_history
  for each row execute function forbid_change();

-- One row per contract and window: its figures and amount, stored once (insert ... on conflict do nothing),
-- so a window is never recomputed; paid once, by the ledger transfer whose id derives from (contract,
-- window start) (platform/derived-id.ts 'agent-contract-window'), written in the same transaction.
create table agent_contract_windows (
  contract_id bigint not null references agent_contracts (id),
  window_start timestamptz not null,
  window_end timestamptz not null check (window_end > window_start),
  kind text not null check (kind in ('dividend', 'daily', 'hourly', 'realtime')),
  holder_member_id bigint not null references members (id),
  -- Null: the house pays; otherwise the offering agent pays from its main wallet.
  payer_member_id bigint references members (id),
  -- The holder's depth under the top of its chain: payments go parents first, so an agent is paid before
  -- it pays its downline in the same run.
  holder_depth smallint not null check (holder_depth >= 0),
  valid_bet_minor bigint not null check (valid_bet_minor >= 0),
  net_loss_minor bigint not null,
  active_members integer not null check (active_members >= 0),
  carry_in_minor bigint not null default 0 check (carry_in_minor <= 0),
  carry_out_minor bigint not null default 0 check (carry_out_minor <= 0),
  tier_index smallint,
  amount_minor bigint not null check (amount_minor >= 0 and amount_minor <= 1000000000000000),
  status text not null default 'computed' check (status in ('computed', 'paid', 'pending_funds')),
  transfer_id uuid,
  attempts integer not null default 0 check (attempts >= 0),
  computed_at timestamptz not null default now(),
  last_attempt_at timestamptz,
  paid_at timestamptz,
  primary key (contract_id, window_start),
  check ((status = 'paid') = (paid_at is not null)),
  check (status <> 'paid' or amount_minor = 0 or transfer_id is not null)
);
-- What is left to pay (computed after a crash, or short of funds), in payment order.
create index agent_contract_windows_unpaid on agent_contract_windows (kind, holder_depth, window_start)
  where status <> 'paid';
create index agent_contract_windows_holder on agent_contract_windows (holder_member_id, window_start desc);
create index agent_contract_windows_payer on agent_contract_windows (payer_member_id, window_start desc)
  where payer_member_id is not null;
create index agent_contract_windows_runs on agent_contract_windows (kind, window_start desc);

-- A paid window is final: nothing about it may change any more (DESIGN.md §5, "never recomputed").
create function agent_contract_windows_paid_final() returns trigger language plpgsql as $$
begin
  if old.status = 'paid' then
    raise exception 'agent_contract_windows: a paid window is final' using errcode = 'check_violation';
  end if;
  return new;
end $$;
create trigger agent_contract_windows_paid_final before update or delete on agent_contract_windows
  for each row execute function agent_contract_windows_paid_final();

-- A window's team figures read the rounds settled in it: valid bet, stake and win by member, without
-- touching the table (index-only). game_rounds_settled_play (0027) lacks valid_bet_minor.
create index game_rounds_settled_team on game_rounds (settled_at)
  include (member_id, valid_bet_minor, stake_minor, win_minor)
  where status = 'settled';
