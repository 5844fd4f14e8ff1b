import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * A member's deposit lock (a transaction-scoped advisory lock). Deposit creation takes it so the pending cap,
 * the idempotency check and the deposit limits (issue 20) cannot all pass for two concurrent requests; a
 * deposit-limit change takes the same lock, so a decrease and a deposit never interleave.
 */
export async function lockMemberDeposits(
  transaction: Transaction<Database> | Kysely<Database>,
  memberId: string,
): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`deposits:member:${memberId}`}, 0))`.execute(
    transaction,
  );
}
