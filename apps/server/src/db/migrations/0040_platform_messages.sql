-- Platform messages (issue 18, modules/platform-messages): staff's messages to one member, a list of members or
-- a segment (everyone, VIP levels, an agent's team, registered in a period), sent now or at a time; and other
-- modules' messages to one member (feedback answers, idempotent by source and source id).
--
-- A message reaches a member through one delivery row (primary key message + member: each member sees a
-- message once, however often the fan-out runs). A segment is delivered by a job in bounded batches: keyset
-- over member ids, each batch one transaction that inserts its deliveries and moves the cursor on the message.
create table platform_messages (
  id uuid primary key default gen_random_uuid(),
  -- staff: sent from the back office; feedback: a staff answer to a member's ticket (modules/feedback).
  kind text not null check (kind in ('staff', 'feedback')),
  title text not null check (length(title) between 1 and 200),
  -- Sanitised HTML (content-html.ts); the list's preview is its text, cut.
  body_html text not null check (length(body_html) <= 60000),
  preview text not null check (length(preview) <= 200),
  audience_kind text not null check (audience_kind in ('member', 'list', 'segment')),
  -- member: {"memberId", "username"}; list: {"memberIds": [...] (ascending, at most 1,000), "usernameCount"};
  -- segment: {"segment": {"kind": ...}} as contracts/platform-messages.ts messageSegmentSchema.
  audience jsonb not null,
  -- Segment only: members who join the segment after the send get it too (when they next open their inbox).
  reaches_later_members boolean not null default false,
  status text not null check (status in ('scheduled', 'sending', 'sent', 'cancelled')),
  -- When it is due (the send time, or the scheduled time).
  send_at timestamptz not null,
  -- When delivery started: the snapshot of a segment is the members registered by then.
  sent_at timestamptz,
  -- When the last batch was delivered.
  completed_at timestamptz,
  -- The fan-out's cursor: the last member id covered (null: none yet).
  cursor_member_id bigint,
  -- Batches (transactions) the fan-out has committed, and deliveries it made (catch-up ones included).
  batch_count integer not null default 0,
  recipient_count integer not null default 0,
  -- Another module's message: one per (source, source id), so a retried answer is sent once.
  source text check (length(source) <= 40),
  source_id text check (length(source_id) <= 100),
  created_by_staff_id bigint references staff (id),
  cancelled_by_staff_id bigint references staff (id),
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((source is null) = (source_id is null)),
  check (reaches_later_members = false or audience_kind = 'segment'),
  check ((status = 'cancelled') = (cancelled_at is not null)),
  check (status = 'scheduled' or status = 'cancelled' or sent_at is not null)
);
create unique index platform_messages_source on platform_messages (source, source_id) where source is not null;
-- The job's sweep: messages due or still being delivered.
create index platform_messages_due on platform_messages (send_at) where status in ('scheduled', 'sending');
-- Catch-up delivery: the messages that reach later members.
create index platform_messages_reaching_later on platform_messages (sent_at desc)
  where reaches_later_members and status = 'sent';
-- The back office's list, newest first.
create index platform_messages_created on platform_messages (created_at desc, id desc);

create table platform_message_deliveries (
  message_id uuid not null references platform_messages (id),
  member_id bigint not null references members (id),
  delivered_at timestamptz not null default now(),
  read_at timestamptz,
  -- Deleted by the member: kept (so a catch-up or a second fan-out never brings it back), never listed.
  deleted_at timestamptz,
  primary key (message_id, member_id)
);
-- The member's inbox and its unread count: the newest deliveries not deleted (the inbox lists the newest 500).
create index platform_message_deliveries_inbox on platform_message_deliveries (member_id, delivered_at desc, message_id desc)
  where deleted_at is null;
-- The back office's read count per message.
create index platform_message_deliveries_read on platform_message_deliveries (message_id) where read_at is not null;
