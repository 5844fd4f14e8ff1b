-- Feedback and complaints (issue 18, modules/feedback; spec §1, §3 "Feedback: content, sender, type,
-- captcha"). A ticket from a guest (with a contact) or a member; staff assign, answer and close it.
-- Lengths are counted in characters (PostgreSQL char_length: Unicode code points, as the web counts).

create table feedback_tickets (
  id uuid primary key default gen_random_uuid(),
  -- null for a guest, who gives a contact instead.
  member_id bigint references members (id),
  -- Spec §3: 1 deposit, 2 withdrawal, 3 game, 4 customer service, 6 apply agent, 0 other.
  type smallint not null check (type in (0, 1, 2, 3, 4, 6)),
  content text not null check (char_length(content) between 20 and 200),
  sender text check (char_length(sender) between 1 and 60),
  contact text check (char_length(contact) between 1 and 120),
  -- The submitter's address, for the per-IP limit and for staff reading abuse.
  ip text not null check (char_length(ip) between 1 and 64),
  status text not null default 'open' check (status in ('open', 'assigned', 'answered', 'closed')),
  assignee_staff_id bigint references staff (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  closed_at timestamptz,
  check (member_id is not null or contact is not null),
  check ((status = 'closed') = (closed_at is not null))
);
create index feedback_tickets_member on feedback_tickets (member_id, created_at desc) where member_id is not null;
create index feedback_tickets_ip on feedback_tickets (ip, created_at desc);
create index feedback_tickets_queue on feedback_tickets (status, created_at desc);
create index feedback_tickets_assignee on feedback_tickets (assignee_staff_id, created_at desc)
  where assignee_staff_id is not null;

create table feedback_answers (
  id uuid primary key default gen_random_uuid(),
  ticket_id uuid not null references feedback_tickets (id),
  staff_id bigint not null references staff (id),
  -- Plain text; shown as text, never as HTML.
  body text not null check (char_length(body) between 1 and 2000),
  -- How it reached the submitter: the member's platform messages, an e-mail, or staff by the contact.
  delivery text not null check (delivery in ('platformMessage', 'email', 'byContact')),
  message_id text check (char_length(message_id) <= 64),
  created_at timestamptz not null default now()
);
create index feedback_answers_ticket on feedback_answers (ticket_id, created_at);
