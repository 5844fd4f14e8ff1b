-- Proof images (deposit slips, withdrawal not-received claims). Kept in PostgreSQL so a backup of the
-- database is a backup of the evidence; at most 3 × 5 MB per request bounds the growth.
create table proof_images (
  id uuid primary key default gen_random_uuid(),
  member_id bigint not null references members (id),
  -- What it proves: ('deposit', id) or ('withdrawal', id).
  subject_type text not null check (subject_type ~ '^[a-z_]{1,40}$'),
  subject_id text not null check (length(subject_id) between 1 and 100),
  content_type text not null check (content_type in ('image/png', 'image/jpeg')),
  size_bytes integer not null check (size_bytes between 1 and 5242880),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  bytes bytea not null,
  created_at timestamptz not null default now()
);
create index proof_images_subject on proof_images (subject_type, subject_id);

create trigger proof_images_append_only before update or delete on proof_images
  for each row execute function forbid_change();
