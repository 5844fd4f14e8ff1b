-- Promotions (issue 16, spec §1-§4; docs/promotions.md "Promotions"): what staff publish, who took part
-- (one row per member and promotion: the slot, the amount and the bonus it became), applications with their
-- proof images (proof_images, subject 'promotion_application'), and the images shown on a promotion.
-- modules/promotions owns these tables; every reward is a bonus of modules/bonuses (0032).

create table promotions (
  id bigint generated always as identity primary key,
  status text not null default 'draft' check (status in ('draft', 'published', 'archived')),
  -- {"EN": "...", "NE": "..."}; NE optional (the site falls back to EN). Content is sanitised HTML.
  title jsonb not null check (jsonb_typeof(title) = 'object' and title ? 'EN'),
  content jsonb not null check (jsonb_typeof(content) = 'object' and content ? 'EN'),
  -- [{"sequence": 1, "url": "..."}], validated by contracts/promotions promotionImageSchema.
  images jsonb not null default '[]' check (jsonb_typeof(images) = 'array'),
  filter_type text not null check (filter_type in ('others', 'sports', 'live_casino', 'slots', 'card_games',
    'fish', 'lotto', 'rebate', 'points_mall', 'ranking', 'deposit', 'app_download', 'newbie', 'game_promotions')),
  tags text[] not null default '{}'
    check (tags <@ array['NEWBIE', 'LIMITED', 'SPECIAL_OFFER', 'DAILY', 'HIGH_REBATE', 'VIP']::text[]),
  starts_at timestamptz not null,
  ends_at timestamptz not null check (ends_at > starts_at),
  audience jsonb not null check (audience ->> 'type' in ('everyone', 'new_members', 'vip_levels', 'agent_teams')),
  participation text not null check (participation in ('automatic', 'join', 'apply', 'claim')),
  kind text not null default 'standard' check (kind in ('standard', 'referral')),
  reward jsonb not null check (reward ->> 'type' in ('fixed', 'deposit_percent', 'valid_bet_rebate')),
  eligibility jsonb not null
    check (eligibility ->> 'type' in ('none', 'first_deposit', 'deposit_in_period', 'valid_bet_in_period')),
  wagering jsonb,
  claim_days integer not null check (claim_days between 1 and 365),
  per_device boolean not null default false,
  per_ip boolean not null default false,
  -- Slots and budget; claims_count and spent_minor move only by the conditional update that takes a slot,
  -- in the transaction that records the participation, so neither ever passes its bound.
  max_claims integer check (max_claims > 0),
  budget_minor bigint check (budget_minor > 0),
  claims_count integer not null default 0 check (claims_count >= 0),
  spent_minor bigint not null default 0 check (spent_minor >= 0),
  check (max_claims is null or claims_count <= max_claims),
  check (budget_minor is null or spent_minor <= budget_minor),
  created_by bigint references staff (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  published_at timestamptz
);
-- The site's list: published ones by filter, newest start first.
create index promotions_live on promotions (filter_type, starts_at desc, id desc) where status = 'published';
create index promotions_listing on promotions (status, id desc);
create index promotions_tags on promotions using gin (tags) where status = 'published';

-- Uploaded promotion images (png/jpg, <= 5 MB), served publicly at /api/promotions/images/:id.
create table promotion_image_files (
  id uuid primary key default gen_random_uuid(),
  content_type text not null check (content_type in ('image/png', 'image/jpeg')),
  size_bytes integer not null check (size_bytes between 1 and 5242880),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  bytes bytea not null,
  uploaded_by bigint references staff (id),
  created_at timestamptz not null default now()
);
create trigger promotion_image_files_append_only before update or delete on promotion_image_files
  for each row execute function forbid_change();

-- A member's part in a promotion: joined (join participation, waiting to qualify), granting (slot and amount
-- taken, the bonus being granted: grant key promotion:<id>:<member>, so a crash here is finished by the job
-- with the same key and pays once), granted (bonus_id known).
create table promotion_participations (
  id bigint generated always as identity primary key,
  promotion_id bigint not null references promotions (id),
  member_id bigint not null references members (id),
  status text not null check (status in ('joined', 'granting', 'granted')),
  amount_minor bigint check (amount_minor > 0),
  -- What the wagering multiple applies to when its base is deposit plus bonus (the qualifying deposit).
  deposit_base_minor bigint check (deposit_base_minor >= 0),
  bonus_id uuid,
  -- Set only when the promotion limits per device / per IP: unique per promotion.
  device_key text check (length(device_key) <= 64),
  ip_key text check (length(ip_key) <= 64),
  via text not null check (via in ('join', 'claim', 'automatic', 'application', 'referral')),
  joined_at timestamptz not null default now(),
  granted_at timestamptz,
  updated_at timestamptz not null default now(),
  unique (promotion_id, member_id),
  check ((status = 'joined') = (amount_minor is null)),
  check ((status = 'granted') = (bonus_id is not null))
);
create unique index promotion_participations_device on promotion_participations (promotion_id, device_key)
  where device_key is not null;
create unique index promotion_participations_ip on promotion_participations (promotion_id, ip_key)
  where ip_key is not null;
create index promotion_participations_member on promotion_participations (member_id, promotion_id);
create index promotion_participations_granting on promotion_participations (updated_at) where status = 'granting';
create index promotion_participations_joined on promotion_participations (promotion_id, id) where status = 'joined';

-- Applications (participation apply, spec §3, §5): comment <= 140, images in proof_images; one pending per
-- member and promotion; staff approve (the participation takes the slot) or reject with a reason.
create table promotion_applications (
  id bigint generated always as identity primary key,
  promotion_id bigint not null references promotions (id),
  member_id bigint not null references members (id),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  comment text not null default '' check (length(comment) <= 140),
  reject_reason text check (length(reject_reason) <= 300),
  amount_minor bigint check (amount_minor > 0),
  decided_by bigint references staff (id),
  decided_by_name text,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  check ((status = 'pending') = (decided_at is null)),
  check (status <> 'rejected' or reject_reason is not null),
  check (status <> 'approved' or amount_minor is not null)
);
create unique index promotion_applications_one_pending on promotion_applications (promotion_id, member_id)
  where status = 'pending';
create index promotion_applications_member on promotion_applications (member_id, id desc);
create index promotion_applications_queue on promotion_applications (status, id);
create index promotion_applications_promotion on promotion_applications (promotion_id, member_id, id desc);
