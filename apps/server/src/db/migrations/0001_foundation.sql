-- Foundation: settings (read through the cached settings service), seeds, catalogue frame, content.

create table system_seeds (
  name text primary key,
  applied_at timestamptz not null default now()
);

create table settings (
  key text primary key check (key ~ '^[a-z][a-zA-Z0-9.]{1,63}$'),
  value jsonb not null,
  updated_at timestamptz not null default clock_timestamp(),
  updated_by text not null default 'system'
);

-- Append-only trail of every settings change (who, when, before and after).
create table settings_changes (
  id bigint generated always as identity primary key,
  key text not null,
  old_value jsonb,
  new_value jsonb not null,
  changed_by text not null,
  changed_at timestamptz not null default clock_timestamp()
);

create function forbid_change() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only', tg_table_name;
end $$;

create trigger settings_changes_append_only before update or delete on settings_changes
  for each row execute function forbid_change();

create table game_categories (
  code text primary key check (code ~ '^[A-Z]{2,16}$'),
  sort_order integer not null,
  enabled boolean not null default true
);

create table vendors (
  code text primary key check (code ~ '^[A-Z0-9_]{2,16}$'),
  display_name text not null check (length(display_name) between 1 and 60),
  logo_url text check (length(logo_url) <= 500),
  status text not null default 'active' check (status in ('active', 'maintenance', 'disabled')),
  wallet_mode text not null default 'seamless' check (wallet_mode in ('seamless', 'transfer')),
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- A vendor may serve several categories (a slots vendor with fish games, say).
create table vendor_categories (
  vendor_code text not null references vendors (code) on delete cascade,
  category_code text not null references game_categories (code),
  sort_order integer not null default 0,
  primary key (vendor_code, category_code)
);
create index vendor_categories_category on vendor_categories (category_code, sort_order);

create table banners (
  id uuid primary key default gen_random_uuid(),
  group_name text not null check (group_name in ('w_home', 'w_leftmenu', 'w_login', 'w_register', 'w_forget')),
  image_url text not null check (length(image_url) <= 500),
  -- Alternative text per language code, e.g. {"EN": "...", "NE": "..."}.
  titles jsonb not null default '{}'::jsonb,
  linkage_type text check (linkage_type in ('route', 'external')),
  linkage_target text check (length(linkage_target) <= 500),
  sort_order integer not null default 0,
  enabled boolean not null default true,
  starts_at timestamptz,
  ends_at timestamptz,
  check ((linkage_type is null) = (linkage_target is null))
);
create index banners_group on banners (group_name, sort_order) where enabled;

create table help_sections (
  language text not null check (language ~ '^[A-Z]{2}(-[A-Z]{2})?$'),
  key text not null check (key in ('about', 'terms', 'privacy', 'responsibleGaming', 'faq', 'contact')),
  title text not null check (length(title) between 1 and 120),
  content_html text not null check (length(content_html) <= 100000),
  sort_order integer not null default 0,
  updated_at timestamptz not null default now(),
  primary key (language, key)
);
