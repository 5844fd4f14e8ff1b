-- The chat room (issue 19, modules/chat; spec §1 live chat, §2 chat room). Members send over the live
-- WebSocket; anyone reads the last messages; staff delete messages and mute or ban members. Lengths are
-- counted in characters (char_length: Unicode code points, as the web counts).

create table chat_rooms (
  code text primary key check (code ~ '^[a-z0-9_-]{1,32}$'),
  title text not null check (char_length(title) between 1 and 80),
  enabled boolean not null default true,
  created_at timestamptz not null default now()
);
insert into chat_rooms (code, title) values ('lobby', 'Lobby');

create table chat_messages (
  id bigint generated always as identity primary key,
  room_code text not null references chat_rooms (code),
  member_id bigint not null references members (id),
  -- The public name when it was sent (a nickname, or a masked username); never the login name itself.
  author_name text not null check (char_length(author_name) between 1 and 64),
  -- Plain text, normalised (contracts/chat.ts normaliseChatText); shown as text, never as HTML.
  body text not null check (char_length(body) between 1 and 300),
  -- The sender's id for the message (a resend is the same message); unique per member.
  client_id text not null check (client_id ~ '^[A-Za-z0-9_-]{1,40}$'),
  created_at timestamptz not null default now(),
  deleted_at timestamptz,
  deleted_by_staff_id bigint references staff (id),
  delete_reason text check (char_length(delete_reason) <= 200),
  unique (member_id, client_id),
  check ((deleted_at is null) = (deleted_by_staff_id is null))
);
-- The history (last N not deleted) and the moderation view (all, newest first).
create index chat_messages_room on chat_messages (room_code, id desc);
-- The per-member rate limit counts a member's messages of the last seconds.
create index chat_messages_member on chat_messages (member_id, created_at desc);

-- Mutes (until a time) and bans (until lifted), by staff with a reason; lifted ones are kept.
create table chat_restrictions (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  kind text not null check (kind in ('mute', 'ban')),
  until timestamptz,
  reason text not null check (char_length(reason) between 1 and 200),
  staff_id bigint not null references staff (id),
  created_at timestamptz not null default now(),
  lifted_at timestamptz,
  lifted_by_staff_id bigint references staff (id),
  check ((kind = 'mute') = (until is not null)),
  check ((lifted_at is null) = (lifted_by_staff_id is null))
);
create index chat_restrictions_member on chat_restrictions (member_id) where lifted_at is null;
