-- The points mall (issue 17 part B, modules/points-mall; docs/loyalty.md "Points mall").
--
-- Items staff publish (cash, bonus, goods) with a points price, quantity limits, stock and up to 3 images;
-- redeems and conversions of a member's points. Points move on the PTS ledger (modules/points: member
-- points -> pool on a redeem, back on a rejection); money is paid through bonuses (kind points_mall or
-- points_convert, ledger code points_cash; both added to the bonuses checks by 0035).

-- Uploaded item images (png/jpg, <= 5 MB), served publicly at /api/points-mall/images/:id.
create table points_mall_image_files (
  id uuid primary key default gen_random_uuid(),
  content_type text not null check (content_type in ('image/png', 'image/jpeg')),
  size_bytes integer not null check (size_bytes between 1 and 5242880),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  bytes bytea not null,
  uploaded_by bigint references staff (id),
  created_at timestamptz not null default now()
);
create trigger points_mall_image_files_append_only before update or delete on points_mall_image_files
  for each row execute function forbid_change();

create table points_mall_items (
  id uuid primary key,
  kind text not null check (kind in ('cash', 'bonus', 'goods')),
  category text check (category ~ '^[A-Z0-9_]{1,40}$'),
  -- {"EN": "...", "NE": "..."}: EN required, NE optional (the site falls back to EN).
  title jsonb not null check (jsonb_typeof(title) = 'object'),
  description jsonb not null check (jsonb_typeof(description) = 'object'),
  points_price bigint not null check (points_price > 0 and points_price <= 1000000000000),
  -- Cash and bonus: the money one item pays; goods: null.
  amount_minor bigint check (amount_minor > 0 and amount_minor <= 1000000000000000),
  wagering_multiple numeric(8, 2) check (wagering_multiple > 0 and wagering_multiple <= 100),
  wagering_days integer check (wagering_days between 1 and 365),
  max_quantity_per_redeem integer not null check (max_quantity_per_redeem between 1 and 100),
  member_limit_quantity integer check (member_limit_quantity between 1 and 1000000),
  member_limit_period text check (member_limit_period in ('lifetime', 'day')),
  -- Left in stock; null = unlimited. Taken by a conditional update (stock >= quantity); the check is the
  -- last guard: stock never goes below zero, whatever the concurrency.
  stock bigint check (stock >= 0),
  -- Redeemed and not rejected, all time (a rejection gives it back).
  redeemed_quantity bigint not null default 0 check (redeemed_quantity >= 0),
  -- Image file ids in order (at most 3).
  image_ids jsonb not null default '[]' check (jsonb_typeof(image_ids) = 'array' and jsonb_array_length(image_ids) <= 3),
  status text not null default 'draft' check (status in ('draft', 'published', 'hidden')),
  sort_order integer not null default 0 check (sort_order between 0 and 1000000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((kind = 'goods') = (amount_minor is null)),
  check ((kind = 'bonus') = (wagering_multiple is not null)),
  check ((wagering_multiple is null) = (wagering_days is null)),
  check ((member_limit_quantity is null) = (member_limit_period is null))
);
-- The member's grid: published items by sort order.
create index points_mall_items_published on points_mall_items (sort_order, created_at desc, id)
  where status = 'published';

-- A redeem of an item or a conversion of points. The id is the member's request id mapped through
-- LedgerIds.ofMemberRequest (never the client's value), so a retry finds the first redeem.
create table points_mall_redeems (
  id uuid primary key,
  member_id bigint not null references members (id),
  kind text not null check (kind in ('cash', 'bonus', 'goods', 'convert')),
  item_id uuid references points_mall_items (id),
  -- The item's title when redeemed (items may be edited later); null for a conversion.
  title jsonb,
  quantity integer not null check (quantity between 1 and 100),
  points bigint not null check (points > 0 and points <= 100000000000000),
  -- Money paid (cash, bonus, conversion); null for goods.
  amount_minor bigint check (amount_minor > 0 and amount_minor <= 1000000000000000),
  -- A conversion's terms when it was made: points per unit of money and the units.
  ratio integer check (ratio > 0),
  units integer check (units > 0),
  -- A bonus item's wagering terms when redeemed.
  wagering_multiple numeric(8, 2),
  wagering_days integer,
  -- SHA-256 of the request's body fields (item, quantity or points): the same id with another body is refused.
  request_hash text not null check (request_hash ~ '^[0-9a-f]{64}$'),
  status text not null check (status in ('in_process', 'rejected', 'approved')),
  -- The ledger step still owed (spend: points -> pool; pay: the money; refund: points back after a
  -- rejection): set with the status, cleared once done; the sweeper finishes a step left by a crash.
  pending_step text check (pending_step in ('spend', 'pay', 'refund')),
  member_remark text check (length(member_remark) <= 140),
  remark text check (length(remark) <= 140),
  bonus_id uuid,
  decided_by bigint references staff (id),
  decided_by_name text,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((kind = 'convert') = (item_id is null)),
  check ((kind = 'goods') = (amount_minor is null))
);
-- The member's history, newest first.
create index points_mall_redeems_member on points_mall_redeems (member_id, created_at desc, id desc);
-- The staff queue (goods in process, oldest first) and lists by status.
create index points_mall_redeems_status on points_mall_redeems (status, created_at, id);
-- The sweeper: rows owing a step.
create index points_mall_redeems_owing on points_mall_redeems (updated_at) where pending_step is not null;
-- A member's limit on an item: the member's redeems of it that were not rejected.
create index points_mall_redeems_item_member on points_mall_redeems (item_id, member_id, created_at)
  where status <> 'rejected';
