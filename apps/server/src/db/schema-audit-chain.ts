/**
 * Issue 20 tables (H7, migration 0054: audit_chain, audit_chain_head). Placeholder until the owner adds the
 * table interfaces; db/schema.ts already extends Database with it.
 */
export type AuditChainDatabase = Record<never, never>;
