import type { RoundChange, RoundsService } from '../rounds/rounds-service.js';
import type { UnitWriter, UnitWrites } from '../wallet/ledger-service.js';
import type { NewVendorTransaction, VendorsRepository } from './vendors-repository.js';

/** A bet or win callback's records: its kept answer (made from the balance after) and its round. */
export type CallbackRecords = {
  kept: Omit<NewVendorTransaction, 'response'>;
  respond: (balanceAfterMinor: bigint) => string;
  round: RoundChange;
};

/**
 * Writes a batch of bet and win callbacks in the ledger's group-commit transaction (UnitWriter), so a
 * callback's money, its kept answer and its round commit together: a crash can never leave money moved
 * without the answer a replay needs, or the reverse. Before the batch's transaction it vetoes what must
 * not go ahead (a kept transaction id: a replay or a refund that came first; a closed round or another
 * member's); the caller then answers from the records. That read takes no locks: if another process
 * closes a round or keeps an id before the write, the conditional writes (an open round of this member,
 * an id not kept yet) fall short and throw, the batch rolls back and each callback runs again alone.
 */
export class VendorCallbackWriter implements UnitWriter<CallbackRecords> {
  constructor(
    private readonly repository: VendorsRepository,
    private readonly rounds: RoundsService,
  ) {}

  async prepare(payloads: readonly CallbackRecords[]): Promise<ReadonlySet<number>> {
    const byVendor = new Map<string, string[]>();
    for (const payload of payloads) {
      const ids = byVendor.get(payload.kept.vendorCode) ?? [];
      ids.push(payload.kept.transactionId);
      byVendor.set(payload.kept.vendorCode, ids);
    }
    const [keptRows, roundRows] = await Promise.all([
      Promise.all(
        [...byVendor].map(async ([vendorCode, ids]) =>
          (await this.repository.findTransactionsIn(vendorCode, ids)).map(
            (row) => `${vendorCode}\n${row.transaction_id}`,
          ),
        ),
      ),
      this.rounds.findMany(payloads.map((payload) => payload.round.id)),
    ]);
    const kept = new Set(keptRows.flat());
    const rounds = new Map(roundRows.map((round) => [round.id, round]));
    const vetoed = new Set<number>();
    const seenRounds = new Set<string>();
    for (const [index, payload] of payloads.entries()) {
      const round = rounds.get(payload.round.id);
      const closedOrForeign =
        round !== undefined && (round.status !== 'open' || round.member_id !== payload.round.memberId);
      // Two calls of one round in a batch (only from two processes): the second waits for the records path.
      if (
        kept.has(`${payload.kept.vendorCode}\n${payload.kept.transactionId}`) ||
        closedOrForeign ||
        seenRounds.has(payload.round.id)
      )
        vetoed.add(index);
      seenRounds.add(payload.round.id);
    }
    return vetoed;
  }

  writes(items: readonly { payload: CallbackRecords; balanceAfterMinor: bigint }[]): UnitWrites {
    const rounds = items.map((item) => item.payload.round);
    const kept = items.map((item) => ({
      ...item.payload.kept,
      response: item.payload.respond(item.balanceAfterMinor),
    }));
    // Every round still open and this member's, and no id kept by another process since prepare.
    return {
      statements: [
        { statement: this.rounds.applyManyStatement(rounds), expectedRows: rounds.length },
        { statement: this.repository.insertTransactionsStatement(kept), expectedRows: kept.length },
      ],
    };
  }
}
