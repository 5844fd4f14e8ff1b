-- Vendor integration (issue 5, items 4 and 5): the sessions a game launch hands to a vendor, and the
-- vendor's wallet callbacks, each kept once under the vendor's own transaction id.

-- A launch gives the vendor an opaque token (32 random bytes; only its SHA-256 is stored) bound to the
-- member, the vendor and the game. The vendor presents it on authenticate and on every bet; a bet after
-- the expiry is refused, while wins, refunds and round ends of an expired session are still honoured
-- (the money of a round already played must settle).
create table vendor_sessions (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  member_id bigint not null references members (id) on delete cascade,
  vendor_code text not null check (vendor_code ~ '^[A-Z0-9_]{2,16}$'),
  game_code text not null check (length(game_code) between 1 and 100),
  -- The catalogue category (regrouped) the rounds of this session are recorded under.
  category text not null check (category ~ '^[A-Z0-9_]{1,40}$'),
  language text not null check (language ~ '^[A-Za-z]{2}(-[A-Za-z]{2})?$'),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index vendor_sessions_expiry on vendor_sessions (expires_at);
create index vendor_sessions_member on vendor_sessions (member_id, created_at desc);

-- Every money callback (bet, win, refund, end of round) under the vendor's transaction id, with the exact
-- bytes of the first answer: a duplicate, a retry after a timeout or a concurrent replay gets that answer
-- back unchanged and moves no money. A refund of a bet we never saw leaves a row for that bet
-- ('rolled_back_unknown'), so the bet, if it arrives late, is refused instead of debited.
create table vendor_transactions (
  vendor_code text not null check (vendor_code ~ '^[A-Z0-9_]{2,16}$'),
  transaction_id text not null check (length(transaction_id) between 1 and 100),
  action text not null check (action in ('bet', 'win', 'refund', 'end_round')),
  member_id bigint references members (id),
  round_id uuid,
  external_round_id text check (length(external_round_id) between 1 and 100),
  amount_minor bigint check (amount_minor >= 0),
  -- SHA-256 of the request's meaningful fields: the same id with other fields is refused, not replayed.
  request_hash text not null check (request_hash ~ '^[0-9a-f]{64}$'),
  -- applied: money moved (or nothing to move); refused: a final protocol error (insufficient funds …);
  -- rolled_back: an applied bet later refunded; rolled_back_unknown: a refund arrived before its bet.
  state text not null check (state in ('applied', 'refused', 'rolled_back', 'rolled_back_unknown')),
  response text not null check (length(response) <= 4000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (vendor_code, transaction_id)
);
-- The back office's round lookup lists a round's callbacks.
create index vendor_transactions_round on vendor_transactions (round_id, created_at) where round_id is not null;
