/**
 * Issue 20 tables (H5, migration 0050: inhouse_play_cycles, withdrawal_cancel_attempts). Placeholder until the owner adds the
 * table interfaces; db/schema.ts already extends Database with it.
 */
export type RgGameRulesDatabase = Record<never, never>;
