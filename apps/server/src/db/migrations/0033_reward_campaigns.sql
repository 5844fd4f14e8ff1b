-- Reward campaigns (issue 16): red-envelope drops, raffles with a committed seed, the manual rebate and
-- the referral reward's bookkeeping. Every payout goes through the bonuses module (BonusesService.grant,
-- keyed by a grant key built from these rows), so these tables say who gets what; the money is the ledger's.

-- A drop is split into its envelopes when staff create it (sum = total, each >= floor).
create table red_envelope_drops (
  id bigint generated always as identity primary key,
  title text not null check (length(title) between 1 and 120),
  total_minor bigint not null check (total_minor > 0 and total_minor <= 1000000000000000),
  envelope_count integer not null check (envelope_count between 1 and 10000),
  floor_minor bigint not null check (floor_minor > 0),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  -- {"kind":"everyone"} | {"kind":"deposited","days":N} | {"kind":"validBet","days":N,"minValidBetMinor":"X"}
  audience jsonb not null,
  created_by bigint references staff (id),
  created_at timestamptz not null default now(),
  check (ends_at > starts_at),
  check (floor_minor * envelope_count <= total_minor)
);
create index red_envelope_drops_window on red_envelope_drops (ends_at, starts_at);

-- One row per envelope; a grab takes a free one (member_id null) with skip-locked; paid_at is set once the
-- grant is committed (a sweeper grants envelopes grabbed but not paid, e.g. after a crash).
create table red_envelopes (
  id bigint generated always as identity primary key,
  drop_id bigint not null references red_envelope_drops (id),
  sequence integer not null,
  amount_minor bigint not null check (amount_minor > 0),
  member_id bigint references members (id),
  grabbed_at timestamptz,
  paid_at timestamptz,
  bonus_id text,
  unique (drop_id, sequence),
  check ((member_id is null) = (grabbed_at is null)),
  check (paid_at is null or grabbed_at is not null)
);
-- First come first served, exactly once per member and drop.
create unique index red_envelopes_drop_member on red_envelopes (drop_id, member_id) where member_id is not null;
create index red_envelopes_free on red_envelopes (drop_id, sequence) where member_id is null;
create index red_envelopes_member on red_envelopes (member_id, grabbed_at desc) where member_id is not null;
create index red_envelopes_unpaid on red_envelopes (grabbed_at) where grabbed_at is not null and paid_at is null;

-- A raffle commits SHA-256(seed) at creation; the seed is sealed (secret box) until the draw reveals it.
create table raffles (
  id bigint generated always as identity primary key,
  title text not null check (length(title) between 1 and 120),
  starts_at timestamptz not null,
  tickets_close_at timestamptz not null,
  claim_ends_at timestamptz not null,
  ticket_basis text not null check (ticket_basis in ('deposit', 'validBet')),
  per_ticket_minor bigint not null check (per_ticket_minor > 0),
  max_tickets_per_member integer not null check (max_tickets_per_member between 1 and 100000),
  -- Prize amounts (minor units as text) in draw order.
  prizes jsonb not null check (jsonb_typeof(prizes) = 'array' and jsonb_array_length(prizes) between 1 and 50),
  seed_sealed text not null,
  seed_hash text not null check (seed_hash ~ '^[0-9a-f]{64}$'),
  -- Set by the draw, in the same transaction as the entries and winners.
  seed_revealed text check (seed_revealed ~ '^[0-9a-f]{64}$'),
  drawn_at timestamptz,
  total_tickets bigint,
  entry_count integer,
  created_by bigint references staff (id),
  created_at timestamptz not null default now(),
  check (tickets_close_at > starts_at and claim_ends_at > tickets_close_at),
  check ((drawn_at is null) = (seed_revealed is null))
);
create index raffles_undrawn on raffles (tickets_close_at) where drawn_at is null;
create index raffles_created on raffles (created_at desc, id desc);

-- The snapshot of entries in published order (position): tickets [first_ticket, first_ticket + tickets).
create table raffle_entries (
  raffle_id bigint not null references raffles (id),
  position integer not null check (position >= 0),
  member_id bigint not null references members (id),
  tickets integer not null check (tickets > 0),
  first_ticket bigint not null check (first_ticket >= 0),
  primary key (raffle_id, position),
  unique (raffle_id, member_id)
);

-- One row per prize; member null when no entry was left to win it. claimed_at set once by raffleClaim.
create table raffle_winners (
  raffle_id bigint not null references raffles (id),
  prize_index integer not null check (prize_index >= 0),
  amount_minor bigint not null check (amount_minor > 0),
  member_id bigint references members (id),
  ticket bigint,
  position integer,
  hmac text,
  claimed_at timestamptz,
  bonus_id text,
  primary key (raffle_id, prize_index),
  check ((member_id is null) = (ticket is null)),
  check (claimed_at is null or member_id is not null)
);
create unique index raffle_winners_once on raffle_winners (raffle_id, member_id) where member_id is not null;
create index raffle_winners_member on raffle_winners (member_id) where member_id is not null;

-- Manual rebate (MANPLAYREB3): the staff-edited rates (one row), and each claim, covering the member's
-- rounds settled in (from_at, to_at]. A member's claims tile time: from_at = the previous claim's to_at.
create table manual_rebate_rates (
  id boolean primary key default true check (id),
  rates jsonb not null,
  min_claim_minor bigint not null default 0 check (min_claim_minor >= 0),
  updated_at timestamptz not null default now()
);

create table manual_rebate_claims (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  from_at timestamptz,
  to_at timestamptz not null,
  amount_minor bigint not null check (amount_minor > 0),
  lines jsonb not null,
  claimed_at timestamptz not null default now(),
  paid_at timestamptz,
  bonus_id text,
  check (from_at is null or to_at > from_at)
);
-- Two claims cannot start at the same point: a concurrent double claim inserts one row, the other fails.
create unique index manual_rebate_claims_from on manual_rebate_claims (member_id, coalesce(from_at, '-infinity'));
create index manual_rebate_claims_member on manual_rebate_claims (member_id, to_at desc);
create index manual_rebate_claims_unpaid on manual_rebate_claims (claimed_at) where paid_at is null;

-- Referral rewards: one per invitee ever (under the referral promotion live when its first deposit qualified).
create table referral_rewards (
  invitee_member_id bigint not null references members (id),
  promotion_id text not null,
  referrer_member_id bigint not null references members (id),
  first_deposit_minor bigint not null,
  amount_minor bigint not null check (amount_minor > 0),
  created_at timestamptz not null default now(),
  paid_at timestamptz,
  bonus_id text,
  primary key (invitee_member_id)
);
create index referral_rewards_referrer on referral_rewards (referrer_member_id, created_at desc);
create index referral_rewards_unpaid on referral_rewards (created_at) where paid_at is null;
