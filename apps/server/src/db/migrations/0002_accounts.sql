-- Accounts: members (players, agents, trial), sessions, verification, staff, outbox and the audit log.

create extension if not exists citext;

create table members (
  id bigint generated always as identity primary key,
  username citext not null unique check (length(username) between 1 and 64),
  -- 0 member, 1/2/41/42 agents, 4 trial (spec §3).
  type smallint not null default 0 check (type in (0, 1, 2, 4, 41, 42)),
  status text not null default 'active' check (status in ('active', 'locked', 'disabled')),
  nickname text not null check (length(nickname) between 1 and 64),
  password_hash text not null,
  password_changed_at timestamptz not null default now(),
  -- Set by a staff reset or at creation of a first-login account; cleared by the member's own change.
  password_must_change boolean not null default false,
  payment_password_hash text,
  country_dialing_code text check (country_dialing_code ~ '^\+\d{1,4}$'),
  mobile_number text check (mobile_number ~ '^\d{4,15}$'),
  mobile_verified_at timestamptz,
  email citext check (length(email) <= 100),
  email_verified_at timestamptz,
  upline_member_id bigint references members (id),
  referral_code text not null unique check (referral_code ~ '^[A-Z0-9]{6,16}$'),
  icon_id smallint not null default 1 check (icon_id between 1 and 32),
  language text not null default 'EN',
  profile jsonb not null default '{}'::jsonb,
  first_login_at timestamptz,
  last_login_at timestamptz,
  registration_ip inet,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((country_dialing_code is null) = (mobile_number is null))
);
create unique index members_mobile on members (country_dialing_code, mobile_number) where mobile_number is not null;
create index members_upline on members (upline_member_id) where upline_member_id is not null;
create index members_email on members (email) where email is not null;

-- Opaque session tokens: only their SHA-256 is stored, so a database leak yields no usable token.
create table member_sessions (
  id bigint generated always as identity primary key,
  token_hash bytea not null unique,
  member_id bigint not null references members (id) on delete cascade,
  ip inet,
  user_agent text check (length(user_agent) <= 300),
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  idle_expires_at timestamptz not null,
  expires_at timestamptz not null
);
create index member_sessions_member on member_sessions (member_id);
create index member_sessions_expiry on member_sessions (expires_at);

create table member_known_ips (
  member_id bigint not null references members (id) on delete cascade,
  ip inet not null,
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  primary key (member_id, ip)
);

-- Failed sign-ins per account and per IP, for the captcha threshold and the 5-minute lockout.
create table login_throttles (
  scope text not null check (scope in ('account', 'ip', 'staff')),
  subject text not null check (length(subject) <= 100),
  failure_count integer not null default 0,
  window_started_at timestamptz not null default now(),
  locked_until timestamptz,
  primary key (scope, subject)
);

create table captchas (
  id uuid primary key default gen_random_uuid(),
  answer_hash bytea not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index captchas_expiry on captchas (expires_at);

-- One-time codes sent by SMS or e-mail (registration, login, recovery, binding, new-IP check).
create table verification_codes (
  id uuid primary key default gen_random_uuid(),
  purpose text not null check (purpose in ('register', 'login', 'recovery', 'bind_mobile', 'bind_email', 'new_ip')),
  destination text not null check (length(destination) <= 120),
  member_id bigint references members (id) on delete cascade,
  code_hash bytea not null,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  consumed_at timestamptz
);
create index verification_codes_lookup on verification_codes (purpose, destination, created_at desc);

-- Single-use, expiring tokens: password-reset links and the post-login password-change step.
create table member_tokens (
  token_hash bytea primary key,
  purpose text not null check (purpose in ('password_reset', 'password_change')),
  member_id bigint not null references members (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create table staff (
  id bigint generated always as identity primary key,
  username citext not null unique,
  display_name text not null check (length(display_name) between 1 and 60),
  role text not null check (role in ('admin', 'finance', 'customerService', 'content', 'risk')),
  status text not null default 'active' check (status in ('active', 'disabled')),
  password_hash text not null,
  password_must_change boolean not null default true,
  -- The TOTP secret, sealed with the server's key (AES-256-GCM); never stored in plain text.
  totp_secret_sealed text not null,
  totp_last_step bigint not null default 0,
  last_login_at timestamptz,
  created_at timestamptz not null default now()
);

create table staff_sessions (
  id bigint generated always as identity primary key,
  token_hash bytea not null unique,
  staff_id bigint not null references staff (id) on delete cascade,
  ip inet,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  idle_expires_at timestamptz not null,
  expires_at timestamptz not null
);

-- Mails and SMS: what was sent, or, without a provider, kept here for staff (and tests) to read.
create table outbox_messages (
  id bigint generated always as identity primary key,
  channel text not null check (channel in ('email', 'sms')),
  recipient text not null check (length(recipient) <= 120),
  subject text check (length(subject) <= 200),
  body text not null check (length(body) <= 10000),
  status text not null check (status in ('queued', 'sent', 'failed', 'outbox')),
  provider text not null,
  error text,
  created_at timestamptz not null default now()
);
create index outbox_messages_recent on outbox_messages (created_at desc);

-- Who did what, when, from where, before and after. Append-only, enforced by trigger.
create table audit_log (
  id bigint generated always as identity primary key,
  actor_type text not null check (actor_type in ('staff', 'member', 'system', 'cli')),
  actor_id text,
  actor_name text not null,
  action text not null check (length(action) <= 64),
  target_type text,
  target_id text,
  ip inet,
  before jsonb,
  after jsonb,
  created_at timestamptz not null default clock_timestamp()
);
create index audit_log_target on audit_log (target_type, target_id, id desc);
create index audit_log_recent on audit_log (id desc);
create trigger audit_log_append_only before update or delete on audit_log
  for each row execute function forbid_change();
