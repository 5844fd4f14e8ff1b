-- The member risk view (issue 14 #16): the devices a member signs in from, staff notes and flags, and
-- the indexes that find other accounts sharing an IP, a device or a bank account.

-- A device is the random id the player site keeps in the browser (X-Device-Id). A client chooses it, so
-- it only links accounts for staff to look at; it never grants or keys anything.
create table member_devices (
  member_id bigint not null references members (id) on delete cascade,
  device_id text not null check (device_id ~ '^[A-Za-z0-9_-]{16,64}$'),
  user_agent text check (length(user_agent) <= 300),
  last_ip inet,
  login_count integer not null default 1 check (login_count > 0),
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  primary key (member_id, device_id)
);
create index member_devices_device on member_devices (device_id);
create index member_devices_recent on member_devices (member_id, last_seen_at desc);

-- Reverse lookups: who else signed in from this IP, who else withdrew to this bank account.
create index member_known_ips_ip on member_known_ips (ip);
create or replace function bank_account_key(account_number text) returns text
  language sql immutable parallel safe as $$ select upper(regexp_replace(account_number, '[ -]', '', 'g')) $$;
create index withdrawals_bank_account on withdrawals (bank_account_key(account_number), member_id);
create index withdrawal_receiving_accounts_bank_account
  on withdrawal_receiving_accounts (bank_account_key(account_number));

-- Staff notes on a member: append-only, like the audit log.
create table member_notes (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  staff_id bigint not null references staff (id),
  staff_name citext not null,
  body text not null check (length(body) between 1 and 1000),
  created_at timestamptz not null default now()
);
create index member_notes_member on member_notes (member_id, id desc);
create trigger member_notes_append_only before update or delete on member_notes
  for each row execute function forbid_change();

-- Flags staff raise on a member; clearing one deletes the row (the audit log keeps both steps).
create table member_flags (
  member_id bigint not null references members (id),
  flag text not null check (flag in ('multi_account', 'bonus_abuse', 'fraud_suspected', 'payment_dispute',
    'watch')),
  reason text not null check (length(reason) between 3 and 500),
  set_by bigint not null references staff (id),
  set_by_name citext not null,
  set_at timestamptz not null default now(),
  primary key (member_id, flag)
);
