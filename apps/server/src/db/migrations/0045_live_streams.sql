-- Live streams (issue 19, modules/live-streams): the HLS sources staff list; liveModelList serves the
-- enabled ones inside their schedule. The URL is checked by the service (https, or the server's own sample
-- playlist path) and again here, so no other scheme can reach a player.

create table live_streams (
  id uuid primary key default gen_random_uuid(),
  stream_url text not null check (
    char_length(stream_url) between 1 and 1000
    and (stream_url ~ '^https://[^\s/@]+' or stream_url ~ '^/api/streams/sample/[a-z0-9-]{1,40}\.m3u8$')
  ),
  -- Title per language code; EN always present.
  titles jsonb not null check (jsonb_typeof(titles) = 'object' and titles ? 'EN'),
  category text not null check (category in ('casino', 'sports', 'lottery', 'esports', 'entertainment')),
  cover_image_id uuid references content_image_files (id),
  starts_at timestamptz,
  ends_at timestamptz,
  enabled boolean not null default true,
  sort_order integer not null default 0 check (sort_order between 0 and 100000),
  created_by bigint references staff (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (starts_at is null or ends_at is null or ends_at > starts_at)
);
create index live_streams_order on live_streams (sort_order, created_at, id);
