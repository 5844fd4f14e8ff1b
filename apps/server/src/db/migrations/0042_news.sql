-- News (issue 18, modules/content news-*): staff-published articles per language, and the content images
-- (news covers, banners) staff upload, served publicly at /api/content/images/:id.

create table content_image_files (
  id uuid primary key default gen_random_uuid(),
  content_type text not null check (content_type in ('image/png', 'image/jpeg')),
  size_bytes integer not null check (size_bytes between 1 and 5242880),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  bytes bytea not null,
  uploaded_by bigint references staff (id),
  created_at timestamptz not null default now()
);
create trigger content_image_files_append_only before update or delete on content_image_files
  for each row execute function forbid_change();

create table news_articles (
  id uuid primary key default gen_random_uuid(),
  language text not null check (language ~ '^[A-Z]{2}(-[A-Z]{2})?$'),
  title text not null check (char_length(title) between 1 and 200),
  summary text not null default '' check (char_length(summary) <= 500),
  -- Sanitised on write (content-html.ts) and again on read.
  body_html text not null check (char_length(body_html) <= 100000),
  cover_image_id uuid references content_image_files (id),
  status text not null default 'draft' check (status in ('draft', 'published')),
  -- When a published article shows; set to the moment of publishing when staff leave it empty.
  published_at timestamptz,
  created_by bigint references staff (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (status = 'draft' or published_at is not null)
);
create index news_articles_public on news_articles (language, published_at desc, id) where status = 'published';
create index news_articles_admin on news_articles (created_at desc);
