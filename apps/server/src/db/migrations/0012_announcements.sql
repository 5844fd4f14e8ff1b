-- Announcements and notices (issue 5, home: notice marquee; spec §2 announcement and notice popups, §3
-- "id, title, content (HTML), time"). One row is one text in one language; a language with nothing
-- published of a type is served the EN rows instead. content_html is stored already sanitised
-- (sanitize-html, modules/content), so what staff saved, what the audit log holds and what visitors get
-- are the same text.
create table announcements (
  id bigint generated always as identity primary key,
  type text not null check (type in ('marquee', 'announcement', 'popup')),
  language text not null check (language ~ '^[A-Z]{2}(-[A-Z]{2})?$'),
  title text not null check (length(title) between 1 and 200),
  content_html text not null check (length(content_html) <= 40000),
  -- The publish window: shown from starts_at, until ends_at when set.
  starts_at timestamptz not null default now(),
  ends_at timestamptz,
  sort_order integer not null default 0,
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ends_at is null or ends_at > starts_at)
);
-- The public reads: published rows of one type in one language, in display order.
create index announcements_published on announcements (type, language, sort_order, starts_at desc, id desc)
  where enabled;
