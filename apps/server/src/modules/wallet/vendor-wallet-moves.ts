import type { LedgerIds } from '../../platform/derived-id.js';
import type { LedgerTransferRow } from './ledger-repository.js';
import { balanceAfterOf, LedgerError, type LedgerService } from './ledger-service.js';
import type { VendorMoveOutcome, VendorWalletMove, VendorWalletPort } from './vendor-wallet-port.js';
import type { VendorWalletRepository, VendorWalletTransferRow } from './vendor-wallet-repository.js';

/** The ledger accounts of one move: the member's main wallet, their sub-account with the vendor, the vendor. */
export type MoveAccounts = { mainId: string; subId: string; vendorId: string };

export type MoveLog = {
  warn: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};

/** After an unknown outcome, the recovery job asks the vendor again after this long, doubling, capped. */
const firstRecheckMs = 30_000;
const longestRecheckMs = 60 * 60_000;

export function nextCheckAt(attempts: number, nowMs = Date.now()): Date {
  const delayMs = Math.min(longestRecheckMs, firstRecheckMs * 2 ** Math.min(Math.max(attempts - 1, 0), 16));
  return new Date(nowMs + delayMs);
}

export type MoveStep = 'hold' | 'post' | 'void' | 'move' | 'result';

/** Ledger transfer ids of a move's steps (keyed): each step applies at most once, whoever runs it. */
export function stepId(ids: LedgerIds, transferId: string, step: MoveStep): string {
  return ids.server('vendor-wallet', transferId, step);
}

/** A move has at most four transfers (hold, post or void, result; or result and move); a margin more. */
const transfersPerMoveLimit = 10;

/** Which step of a move a transfer of it is: its kind tells holds and their ends, its code the rest. */
function stepOf(transfer: LedgerTransferRow): MoveStep | undefined {
  if (transfer.kind === 'pending') return 'hold';
  if (transfer.kind === 'post_pending') return 'post';
  if (transfer.kind === 'void_pending') return 'void';
  if (transfer.code === 'vendor_transfer_out') return 'move';
  if (transfer.code === 'vendor_game_result') return 'result';
  return undefined;
}

/** The steps a move already has in the ledger, and the id each step gets. */
type MoveStepIds = { has: (step: MoveStep) => boolean; of: (step: MoveStep) => string };

function moveOf(row: VendorWalletTransferRow): VendorWalletMove {
  return {
    vendorCode: row.vendor_code,
    memberId: row.member_id,
    transferId: row.id,
    amountMinor: BigInt(row.amount_minor),
    currency: row.currency,
  };
}

/**
 * The steps of one transfer-wallet move and their undoing (the state graph is in
 * 0011_vendor_wallet_transfers.sql). Every step is safe to run again and to run concurrently with the
 * recovery job: ledger steps have derived ids, state changes are conditional updates.
 *
 * In: hold main -> sub (pending), mark sent, vendor deposit; applied -> post the hold and settle;
 *     refused -> void the hold. Out: mark sent, vendor withdraw; applied -> settle and move sub -> main.
 * Unknown outcomes ask the vendor for the transfer's status; still unknown stays 'sent' for the job.
 */
export class VendorWalletMoves {
  constructor(
    private readonly repository: VendorWalletRepository,
    private readonly ledger: LedgerService,
    private readonly ids: LedgerIds,
    private readonly log: MoveLog,
  ) {}

  /**
   * A step's id is the ledger's own when the move already has that step (a move begun before ids were
   * keyed has its hold under an id derived the old way, and must still be posted or voided), else the
   * keyed id. Only the server writes transfers referencing a move, so nobody else can plant one.
   */
  private async stepIdsOf(row: VendorWalletTransferRow): Promise<MoveStepIds> {
    const reference = { type: 'vendor_transfer', id: row.id };
    const earlier = await this.ledger.transfersOfReference(reference, transfersPerMoveLimit);
    const found = (step: MoveStep) => earlier.find((transfer) => stepOf(transfer) === step)?.id;
    return {
      has: (step) => found(step) !== undefined,
      of: (step) => found(step) ?? stepId(this.ids, row.id, step),
    };
  }

  /** Runs a freshly written move as far as the vendor lets it; returns the row as it ends up. */
  async drive(
    row: VendorWalletTransferRow,
    port: VendorWalletPort,
    accounts: MoveAccounts,
  ): Promise<VendorWalletTransferRow> {
    if (row.direction === 'in') {
      try {
        await this.ledger.transfer({
          // A move written just now has no earlier steps: its hold takes the keyed id.
          id: stepId(this.ids, row.id, 'hold'),
          debitAccountId: accounts.mainId,
          creditAccountId: accounts.subId,
          amountMinor: BigInt(row.amount_minor),
          code: 'vendor_transfer_in',
          pending: true,
          reference: { type: 'vendor_transfer', id: row.id },
        });
      } catch (error) {
        if (!(error instanceof LedgerError) || error.code !== 'insufficient_funds') throw error;
        await this.repository.markFailed(row.id, 'started', 'insufficient_funds', 'main wallet short');
        return this.reread(row);
      }
    }
    if (!(await this.repository.markSent(row.id))) {
      // Someone else (the recovery job) settled it first; a hold placed here must not outlive a failure.
      const current = await this.reread(row);
      if (current.state === 'failed') await this.releaseHold(current, accounts);
      return current;
    }
    const move = moveOf(row);
    const outcome = row.direction === 'in' ? await port.deposit(move) : await port.withdraw(move);
    return this.settle(await this.reread(row), outcome, port, accounts);
  }

  /** Acts on the vendor's answer; an unknown one is first checked with the vendor's status of the id. */
  async settle(
    row: VendorWalletTransferRow,
    outcome: VendorMoveOutcome,
    port: VendorWalletPort,
    accounts: MoveAccounts,
  ): Promise<VendorWalletTransferRow> {
    let answer = outcome;
    if (answer.outcome === 'unknown') {
      const status = await port.status({ ...moveOf(row), direction: row.direction });
      answer = status.outcome === 'unknown' ? { outcome: 'unknown', error: answer.error } : status;
    }
    if (answer.outcome === 'applied') return this.complete(row, answer, accounts);
    if (answer.outcome === 'refused') return this.compensate(row, answer.code, answer.message, accounts);
    await this.repository.noteUnknown(row.id, answer.error, nextCheckAt(row.attempts));
    this.log.warn(
      { transferId: row.id, vendorCode: row.vendor_code, error: answer.error },
      'vendor wallet move outcome unknown; the recovery job will ask the vendor',
    );
    return this.reread(row);
  }

  /** What a stopped process left: never sent means nothing happened at the vendor; sent means ask it. */
  async recover(
    row: VendorWalletTransferRow,
    port: VendorWalletPort,
    accounts: MoveAccounts,
  ): Promise<VendorWalletTransferRow> {
    let current = row;
    if (current.state === 'started') {
      // Claim the move first: a slow live request may still mark it sent and call the vendor, and then
      // its hold must stay. Only the side whose update wins releases the hold (drive does the same).
      if (
        await this.repository.markFailed(
          row.id,
          'started',
          'not_sent',
          'stopped before the vendor was called',
        )
      ) {
        await this.releaseHold(row, accounts);
        return this.reread(row);
      }
      current = await this.reread(row);
    }
    if (current.state !== 'sent') return current;
    const status = await port.status({ ...moveOf(current), direction: current.direction });
    return this.settle(current, status, port, accounts);
  }

  /** The vendor applied the move: our ledger follows (post the hold / move the money) and settles. */
  private async complete(
    row: VendorWalletTransferRow,
    applied: Extract<VendorMoveOutcome, { outcome: 'applied' }>,
    accounts: MoveAccounts,
  ): Promise<VendorWalletTransferRow> {
    const fixed = await this.fixResult(row, applied, accounts);
    if (fixed.state !== 'sent') return fixed;
    const amountMinor = BigInt(row.amount_minor);
    const resultMinor = BigInt(fixed.result_minor ?? '0');
    const ids = await this.stepIdsOf(row);
    let mainBalanceMinor: string;
    if (row.direction === 'in') {
      const posted = await this.ledger.post({
        id: ids.of('post'),
        pendingId: ids.of('hold'),
        code: 'vendor_transfer_in',
      });
      mainBalanceMinor = balanceAfterOf(posted, accounts.mainId);
      await this.bookResult(row, resultMinor, accounts, ids);
    } else {
      // A win at the vendor first, so the sub-account holds what leaves it.
      await this.bookResult(row, resultMinor, accounts, ids);
      const moved = await this.ledger.transfer({
        id: ids.of('move'),
        debitAccountId: accounts.subId,
        creditAccountId: accounts.mainId,
        amountMinor,
        code: 'vendor_transfer_out',
        reference: { type: 'vendor_transfer', id: row.id },
      });
      mainBalanceMinor = balanceAfterOf(moved, accounts.mainId);
    }
    await this.repository.markCompleted(row.id, BigInt(mainBalanceMinor));
    return this.reread(row);
  }

  /**
   * The game result since the last settlement: the vendor's balance against our ledger figure, fixed on
   * the row before any of it is booked (a re-run then books the same figure, not a new difference).
   */
  private async fixResult(
    row: VendorWalletTransferRow,
    applied: Extract<VendorMoveOutcome, { outcome: 'applied' }>,
    accounts: MoveAccounts,
  ): Promise<VendorWalletTransferRow> {
    if (row.result_minor !== null) return row;
    const amountMinor = BigInt(row.amount_minor);
    // One open move per member and vendor, so nothing but this move is in flight on the sub-account.
    const ledgerMinor = (await this.ledger.balanceOf(accounts.subId)).postedMinor;
    const current = await this.reread(row);
    if (current.result_minor !== null || current.state !== 'sent') return current;
    const expectedMinor = row.direction === 'in' ? ledgerMinor + amountMinor : ledgerMinor - amountMinor;
    const resultMinor = applied.vendorBalanceMinor - expectedMinor;
    return (
      (await this.repository.fixResult(
        row.id,
        resultMinor,
        applied.vendorBalanceMinor,
        applied.vendorReference,
      )) ?? current
    );
  }

  private async bookResult(
    row: VendorWalletTransferRow,
    resultMinor: bigint,
    accounts: MoveAccounts,
    ids: MoveStepIds,
  ) {
    if (resultMinor === 0n) return;
    const won = resultMinor > 0n;
    await this.ledger.transfer({
      id: ids.of('result'),
      debitAccountId: won ? accounts.vendorId : accounts.subId,
      creditAccountId: won ? accounts.subId : accounts.vendorId,
      amountMinor: won ? resultMinor : -resultMinor,
      code: 'vendor_game_result',
      reference: { type: 'vendor_transfer', id: row.id },
    });
  }

  /** The vendor refused or never received the move: nothing moved there, so nothing stays moved here. */
  private async compensate(
    row: VendorWalletTransferRow,
    code: string,
    message: string,
    accounts: MoveAccounts,
  ): Promise<VendorWalletTransferRow> {
    await this.releaseHold(row, accounts);
    const failureCode = code === 'insufficient_funds' ? 'insufficient_funds' : 'vendor_refused';
    await this.repository.markFailed(row.id, 'sent', failureCode, `${code}: ${message}`);
    return this.reread(row);
  }

  /** Voids a move-in's hold if one was placed and is still open (a replayed void returns the first). */
  private async releaseHold(row: VendorWalletTransferRow, _accounts: MoveAccounts): Promise<void> {
    if (row.direction !== 'in') return;
    const ids = await this.stepIdsOf(row);
    if (!ids.has('hold')) return;
    if (ids.has('post')) {
      this.log.error({ transferId: row.id }, 'refusing to void a vendor hold that was already posted');
      throw new LedgerError('invalid_state', 'This move was already settled.');
    }
    await this.ledger.void({ id: ids.of('void'), pendingId: ids.of('hold'), code: 'vendor_transfer_refund' });
  }

  private async reread(row: VendorWalletTransferRow): Promise<VendorWalletTransferRow> {
    return (await this.repository.find(row.id)) ?? row;
  }
}
