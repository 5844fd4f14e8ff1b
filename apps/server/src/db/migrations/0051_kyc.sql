-- KYC (issue 20): identity documents a member uploads and staff review, and the member's verification
-- state. A document's type is read from its bytes (compliance/document-type.ts), never from its name.

create table kyc_documents (
  id uuid primary key default gen_random_uuid(),
  member_id bigint not null references members (id),
  document_type text not null
    check (document_type in ('passport', 'national_id', 'driving_licence', 'proof_of_address', 'other')),
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'application/pdf')),
  size_bytes integer not null check (size_bytes between 1 and 5242880),
  sha256 text not null check (length(sha256) = 64),
  bytes bytea not null,
  status text not null default 'submitted' check (status in ('submitted', 'verified', 'rejected')),
  reviewed_by bigint references staff (id),
  reviewed_by_name text,
  reviewed_at timestamptz,
  rejection_reason text check (length(rejection_reason) <= 500),
  created_at timestamptz not null,
  check ((status = 'submitted') = (reviewed_at is null)),
  check (status <> 'rejected' or rejection_reason is not null)
);
create index kyc_documents_member on kyc_documents (member_id, created_at desc);
-- The review queue: oldest submitted first.
create index kyc_documents_queue on kyc_documents (created_at, id) where status = 'submitted';

create table member_kyc (
  member_id bigint primary key references members (id),
  status text not null check (status in ('none', 'submitted', 'verified', 'rejected')),
  verified_at timestamptz,
  verified_by_name text,
  verified_birth_date date,
  verified_full_name text check (length(verified_full_name) <= 200),
  updated_at timestamptz not null,
  check ((status = 'verified') = (verified_at is not null))
);
