-- Issue 20: the tamper-evident audit log. Each audit_log entry gets one chain row, in seq order, whose hash
-- is an HMAC (key derived from SECRET_KEY, never stored here) over the previous hash and the entry; so a
-- database-only attacker who edits, deletes or slips in an entry behind the head cannot re-chain it.
-- entry_id has no foreign key on purpose: a deleted entry must stay detectable, not be blocked.
create table audit_chain (
  seq bigint primary key,
  entry_id bigint not null unique,
  prev_hash bytea not null,
  hash bytea not null,
  sealed_at timestamptz not null
);
create trigger audit_chain_append_only before update or delete on audit_chain
  for each row execute function forbid_change();

-- The chain's head (one row): the last seq and hash, and the low watermark: every entry below it is chained
-- and no transaction can still commit one below it (it passes only entries older than ten minutes).
-- genesis_entry_id: entries up to it existed before the chain, so sealing them late proves nothing.
create table audit_chain_head (
  singleton boolean primary key default true check (singleton),
  seq bigint not null,
  hash bytea not null,
  low_watermark_id bigint not null,
  genesis_entry_id bigint not null,
  sealed_at timestamptz
);
insert into audit_chain_head (singleton, seq, hash, low_watermark_id, genesis_entry_id)
select true, 0, decode(repeat('00', 32), 'hex'), 0, coalesce(max(id), 0) from audit_log;
