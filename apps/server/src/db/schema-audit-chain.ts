import type { ColumnType } from 'kysely';

/** Issue 20 (migration 0054): one HMAC-chained row per audit_log entry, append-only (trigger). */
export interface AuditChainTable {
  /** bigint, so a string. */
  seq: string;
  /** The audit_log entry's id (no foreign key: a deleted entry must stay detectable). */
  entry_id: string;
  prev_hash: Buffer;
  hash: Buffer;
  sealed_at: ColumnType<Date, Date | string, Date | string>;
}

/** The chain's single head row: last seq and hash, and the low watermark of sealed entries. */
export interface AuditChainHeadTable {
  singleton: ColumnType<boolean, boolean | undefined, boolean>;
  seq: string;
  hash: Buffer;
  low_watermark_id: string;
  /** Entries up to this id predate the chain (sealed late by design). */
  genesis_entry_id: string;
  sealed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Issue 20 tables (H7, migration 0054). */
export type AuditChainDatabase = {
  audit_chain: AuditChainTable;
  audit_chain_head: AuditChainHeadTable;
};
