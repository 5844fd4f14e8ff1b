/**
 * Issue 20 tables (H7, migration 0053: harm_markers, rg_interactions). Placeholder until the owner adds the
 * table interfaces; db/schema.ts already extends Database with it.
 */
export type RgHarmDatabase = Record<never, never>;
