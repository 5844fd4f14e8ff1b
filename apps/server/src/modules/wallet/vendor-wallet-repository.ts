import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A member keeps one wallet per transfer-mode vendor; bounded like the vendor list. */
const maximumVendorAccounts = 100;
const maximumTransferLookups = 100;

export type MemberVendorAccount = {
  id: string;
  code: string;
  /** Posted balance: credits less debits. */
  balanceMinor: bigint;
};

/**
 * Reads of the member's vendor sub-accounts in one round trip. Writes never happen here: every
 * balance moves through LedgerService.transfer.
 */
export class VendorWalletRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async memberVendorAccounts(memberId: string): Promise<MemberVendorAccount[]> {
    const rows = await this.db
      .selectFrom('ledger_accounts')
      .select(['id', 'code', 'credits_posted', 'debits_posted'])
      .where('member_id', '=', memberId)
      .where('kind', '=', 'member_vendor')
      .orderBy('id')
      .limit(maximumVendorAccounts)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      balanceMinor: BigInt(row.credits_posted) - BigInt(row.debits_posted),
    }));
  }

  /** Which of these transfer ids are already committed (a replayed recall), with their amounts. */
  async committedTransfers(ids: string[]): Promise<Map<string, bigint>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('ledger_transfers')
      .select(['id', 'amount'])
      .where('id', 'in', ids.slice(0, maximumTransferLookups))
      .execute();
    return new Map(rows.map((row) => [row.id, BigInt(row.amount)]));
  }
}
