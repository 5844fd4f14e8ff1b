-- Deposits (issue 4, item 3): channels configured by staff and the deposits members make through them.
-- Money moves only through ledger transfers whose ids are derived from the deposit's id, so a deposit can
-- credit at most once; these tables hold the request, its evidence (proof_images) and where it stands.

create table deposit_channels (
  id bigint generated always as identity primary key,
  type text not null check (type in ('manual_bank', 'gateway')),
  -- The display name, and optional per-language names ({"EN": "...", "NE": "..."}) shown instead.
  name text not null check (length(name) between 1 and 80),
  localized_names jsonb not null default '{}'::jsonb check (jsonb_typeof(localized_names) = 'object'),
  enabled boolean not null default true,
  sort_order integer not null default 0 check (sort_order between -100000 and 100000),
  min_amount_minor bigint not null check (min_amount_minor > 0),
  max_amount_minor bigint not null check (max_amount_minor >= min_amount_minor and max_amount_minor <= 1000000000000000),
  -- The member bears the fee: credited = amount - fee, and the fee goes from the channel to the house as
  -- its own 'deposit_fee' transfer. fee = floor(amount * basis points / 10000) + fixed.
  fee_basis_points integer not null default 0 check (fee_basis_points between 0 and 5000),
  fee_fixed_minor bigint not null default 0 check (fee_fixed_minor >= 0 and fee_fixed_minor < min_amount_minor),
  -- manual_bank: the receiving account shown to the member.
  bank_name text check (length(bank_name) between 1 and 100),
  bank_account_name text check (length(bank_account_name) between 1 and 100),
  bank_account_number text check (length(bank_account_number) between 1 and 60),
  bank_instructions text check (length(bank_instructions) <= 1000),
  -- gateway: where the gateway's API is (null = the built-in gateway simulator of this server), our
  -- merchant id there, and the shared HMAC secret sealed with the server's key (null for the simulator,
  -- whose secret is derived from the server's key).
  gateway_base_url text check (gateway_base_url ~ '^https?://[^\s]+$' and length(gateway_base_url) <= 310),
  gateway_merchant_id text check (gateway_merchant_id ~ '^[A-Za-z0-9_.-]{1,64}$'),
  gateway_secret_sealed text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (type <> 'manual_bank' or (bank_name is not null and bank_account_name is not null and bank_account_number is not null)),
  check (type <> 'gateway' or gateway_merchant_id is not null),
  check (gateway_base_url is null or gateway_secret_sealed is not null)
);
create index deposit_channels_order on deposit_channels (sort_order, id);

create table deposits (
  id uuid primary key default gen_random_uuid(),
  member_id bigint not null references members (id),
  -- The member's account name when created, so staff lists filter without joining another module's table.
  member_username citext not null check (length(member_username) between 1 and 64),
  channel_id bigint not null references deposit_channels (id),
  -- The member's idempotency key: a double submit returns the first deposit.
  request_id uuid not null,
  type text not null check (type in ('manual_bank', 'gateway')),
  -- pending -> crediting -> credited; pending -> rejected (manual); pending -> failed (gateway).
  -- 'crediting' is the short step between claiming the decision and the ledger transfers committing.
  status text not null check (status in ('pending', 'crediting', 'credited', 'rejected', 'failed')),
  amount_minor bigint not null check (amount_minor > 0 and amount_minor <= 1000000000000000),
  fee_minor bigint not null check (fee_minor >= 0 and fee_minor < amount_minor),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  member_note text check (length(member_note) <= 200),
  gateway_payment_id text check (length(gateway_payment_id) between 1 and 100),
  pay_url text check (length(pay_url) <= 1000),
  decided_by bigint references staff (id),
  decided_by_name text,
  decided_at timestamptz,
  -- The staff's reason (rejection, or an approval note) or the gateway's failure.
  reason text check (length(reason) <= 500),
  credited_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (member_id, request_id),
  check ((status = 'credited') = (credited_at is not null)),
  check (status <> 'rejected' or reason is not null)
);
create unique index deposits_gateway_payment on deposits (channel_id, gateway_payment_id)
  where gateway_payment_id is not null;
create index deposits_member on deposits (member_id, created_at desc, id desc);
create index deposits_queue on deposits (status, created_at desc, id desc);
create index deposits_created on deposits (created_at desc, id desc);
create index deposits_username on deposits (member_username, created_at desc);

-- Terminal states never change again, and only the documented steps are allowed, whatever the caller.
create function deposits_check_transition() returns trigger language plpgsql as $$
begin
  if old.status in ('credited', 'rejected', 'failed') then
    raise exception 'deposit % is % and cannot change', old.id, old.status;
  end if;
  if new.status <> old.status and not (
    (old.status = 'pending' and new.status in ('crediting', 'rejected', 'failed')) or
    (old.status = 'crediting' and new.status = 'credited')
  ) then
    raise exception 'deposit % cannot go from % to %', old.id, old.status, new.status;
  end if;
  if new.amount_minor <> old.amount_minor or new.fee_minor <> old.fee_minor or new.member_id <> old.member_id
     or new.channel_id <> old.channel_id then
    raise exception 'the money fields of deposit % are fixed', old.id;
  end if;
  return new;
end $$;

create trigger deposits_transitions before update on deposits
  for each row execute function deposits_check_transition();
create trigger deposits_no_delete before delete on deposits
  for each row execute function forbid_change();
