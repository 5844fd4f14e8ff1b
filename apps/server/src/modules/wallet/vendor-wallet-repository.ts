import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { VendorWalletTransferState, VendorWalletTransfersTable } from '../../db/schema-vendor-wallet.js';

export type VendorWalletTransferRow = Selectable<VendorWalletTransfersTable>;

export type NewVendorWalletTransfer = {
  id: string;
  memberId: string;
  vendorCode: string;
  requestKey: string;
  direction: 'in' | 'out';
  amountMinor: bigint;
  currency: string;
};

export const openStates: VendorWalletTransferState[] = ['started', 'sent'];

/** A move as the back office lists it: the row and the member's account name. */
export type UnsettledMoveRow = VendorWalletTransferRow & { member_account: string };

export type UnsettledMoveFilter = {
  vendorCode?: string | undefined;
  /** true: at or past the recovery job's attempt limit; false: below it; undefined: either. */
  isGivenUp?: boolean | undefined;
  attemptLimit: number;
  limit: number;
  offset: number;
};

/** The only code that knows vendor_wallet_transfers (0011_vendor_wallet_transfers.sql). */
export class VendorWalletRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Move id -> vendor code, for the account record (a page of ids at most). */
  async vendorCodesOf(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('vendor_wallet_transfers')
      .select(['id', 'vendor_code'])
      .where('id', 'in', ids)
      .limit(ids.length)
      .execute();
    return new Map(rows.map((row) => [row.id, row.vendor_code]));
  }

  /**
   * Writes a new move unless its request key exists or the member already has an open move with this
   * vendor; either way nothing is written twice (the caller reads back what is there).
   */
  async insert(transfer: NewVendorWalletTransfer): Promise<VendorWalletTransferRow | undefined> {
    return this.db
      .insertInto('vendor_wallet_transfers')
      .values({
        id: transfer.id,
        member_id: transfer.memberId,
        vendor_code: transfer.vendorCode,
        request_key: transfer.requestKey,
        direction: transfer.direction,
        amount_minor: transfer.amountMinor.toString(),
        currency: transfer.currency,
        state: 'started',
      })
      .onConflict((conflict) => conflict.doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  find(id: string): Promise<VendorWalletTransferRow | undefined> {
    return this.db.selectFrom('vendor_wallet_transfers').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByKeys(memberId: string, requestKeys: string[]): Promise<VendorWalletTransferRow[]> {
    if (requestKeys.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('vendor_wallet_transfers')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('request_key', 'in', requestKeys)
      .limit(requestKeys.length)
      .execute();
  }

  /** The member's moves not yet settled (at most one per vendor). */
  openOf(memberId: string, limit = 100): Promise<VendorWalletTransferRow[]> {
    return this.db
      .selectFrom('vendor_wallet_transfers')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('state', 'in', openStates)
      .limit(limit)
      .execute();
  }

  /** started -> sent, counting the vendor call; false when someone else moved the row on first. */
  async markSent(id: string): Promise<boolean> {
    const result = await this.db
      .updateTable('vendor_wallet_transfers')
      .set({ state: 'sent', attempts: sql`attempts + 1`, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('state', '=', 'started')
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** Fixes the game result of the settlement once; returns the stored figure (this one or the first). */
  async fixResult(id: string, resultMinor: bigint, vendorBalanceMinor: bigint, vendorReference: string) {
    await this.db
      .updateTable('vendor_wallet_transfers')
      .set({
        result_minor: resultMinor.toString(),
        vendor_balance_minor: vendorBalanceMinor.toString(),
        vendor_reference: vendorReference.slice(0, 100) || null,
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .where('state', '=', 'sent')
      .where('result_minor', 'is', null)
      .execute();
    return this.find(id);
  }

  async markCompleted(id: string, mainBalanceMinor: bigint): Promise<boolean> {
    const result = await this.db
      .updateTable('vendor_wallet_transfers')
      .set({
        state: 'completed',
        main_balance_minor: mainBalanceMinor.toString(),
        last_error: null,
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .where('state', '=', 'sent')
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  async markFailed(
    id: string,
    from: VendorWalletTransferState,
    failureCode: string,
    lastError: string | null,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('vendor_wallet_transfers')
      .set({
        state: 'failed',
        failure_code: failureCode,
        last_error: lastError?.slice(0, 500) ?? null,
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .where('state', '=', from)
      .where('result_minor', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** The outcome is still unknown: note why, and when the recovery job should ask the vendor again. */
  async noteUnknown(id: string, lastError: string, nextCheckAt: Date): Promise<void> {
    await this.db
      .updateTable('vendor_wallet_transfers')
      .set({ last_error: lastError.slice(0, 500), next_check_at: nextCheckAt, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('state', 'in', openStates)
      .execute();
  }

  /**
   * Moves not settled, oldest first, for staff. Open moves are few (one per member and vendor at most),
   * so the partial index on open rows keeps both queries small.
   */
  async listUnsettled(filter: UnsettledMoveFilter): Promise<{ rows: UnsettledMoveRow[]; total: number }> {
    let query = this.db
      .selectFrom('vendor_wallet_transfers')
      .innerJoin('members', 'members.id', 'vendor_wallet_transfers.member_id')
      .where('vendor_wallet_transfers.state', 'in', openStates);
    if (filter.vendorCode !== undefined)
      query = query.where('vendor_wallet_transfers.vendor_code', '=', filter.vendorCode);
    if (filter.isGivenUp !== undefined)
      query = query.where(
        'vendor_wallet_transfers.attempts',
        filter.isGivenUp ? '>=' : '<',
        filter.attemptLimit,
      );
    const [rows, count] = await Promise.all([
      query
        .selectAll('vendor_wallet_transfers')
        .select('members.username as member_account')
        .orderBy('vendor_wallet_transfers.created_at')
        .orderBy('vendor_wallet_transfers.id')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }

  /** One move with the member's account name, for staff. */
  findWithMember(id: string): Promise<UnsettledMoveRow | undefined> {
    return this.db
      .selectFrom('vendor_wallet_transfers')
      .innerJoin('members', 'members.id', 'vendor_wallet_transfers.member_id')
      .selectAll('vendor_wallet_transfers')
      .select('members.username as member_account')
      .where('vendor_wallet_transfers.id', '=', id)
      .executeTakeFirst();
  }

  /** Open moves due for a check that no live request has touched for staleAfterMs. */
  due(now: Date, staleBefore: Date, maximumAttempts: number, limit: number) {
    return this.db
      .selectFrom('vendor_wallet_transfers')
      .selectAll()
      .where('state', 'in', openStates)
      .where('next_check_at', '<=', now)
      .where('updated_at', '<', staleBefore)
      .where('attempts', '<', maximumAttempts)
      .orderBy('next_check_at')
      .limit(limit)
      .execute();
  }

  /**
   * Takes a due row for one recovery pass (attempts + 1, next check pushed back); false when another
   * process took it first.
   */
  async claim(row: VendorWalletTransferRow, nextCheckAt: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('vendor_wallet_transfers')
      .set({ attempts: sql`attempts + 1`, next_check_at: nextCheckAt })
      .where('id', '=', row.id)
      .where('state', '=', row.state)
      .where('attempts', '=', row.attempts)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }
}
