import type { LedgerCode } from '@gaming/contracts/ledger-codes';
import type { WithdrawalLedgerStep } from '../../db/schema-withdrawals.js';
import type { LedgerIds } from '../../platform/derived-id.js';
import type { LedgerTransferRow } from '../wallet/ledger-repository.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import type { WalletService } from '../wallet/wallet-service.js';
import { type WithdrawalLedgerStepName, withdrawalTransferId } from './withdrawal-ids.js';
import type { WithdrawalRow } from './withdrawals-repository.js';

/** Where withdrawn money goes: the bank payout channel (a payment_channel account; may go negative). */
export const payoutAccountCode = 'payout:bank';
/** Where withdrawal fees go: house revenue. */
export const feeAccountCode = 'house:withdrawal-fees';

const codes = {
  hold: 'withdrawal',
  post: 'withdrawal',
  void: 'withdrawal_refund',
  fee: 'withdrawal_fee',
  refund: 'withdrawal_refund',
} as const satisfies Record<string, LedgerCode>;

/** A withdrawal has at most five transfers (hold, post or void, fee, refund); a few more is a margin. */
const transfersPerWithdrawalLimit = 10;

/** Which step of a withdrawal a transfer of it is: its kind tells holds and their ends, its code the rest. */
function stepOf(transfer: LedgerTransferRow): WithdrawalLedgerStepName | undefined {
  if (transfer.kind === 'pending') return 'hold';
  if (transfer.kind === 'post_pending') return 'post';
  if (transfer.kind === 'void_pending') return 'void';
  if (transfer.code === codes.fee) return 'fee';
  if (transfer.code === codes.refund) return 'refund';
  return undefined;
}

/**
 * The ledger side of a withdrawal. Every method is one step whose transfer id is derived from the
 * withdrawal's id and the step's name, keyed (withdrawal-ids.ts), so calling it again after a crash or
 * from a concurrent caller moves no more money: the ledger returns the first result.
 */
export class WithdrawalLedger {
  private readonly accountIds = new Map<string, string>();

  constructor(
    private readonly ledger: LedgerService,
    private readonly ids: LedgerIds,
    private readonly wallet: WalletService,
  ) {}

  private async houseSideAccount(code: string, kind: 'payment_channel' | 'house', currency: string) {
    const key = `${code}/${currency}`;
    const cached = this.accountIds.get(key);
    if (cached) return cached;
    const account = await this.ledger.ensureAccount({ code, kind, currency, mayGoNegative: true });
    this.accountIds.set(key, account.id);
    return account.id;
  }

  private reference(row: WithdrawalRow) {
    return { type: 'withdrawal', id: row.id };
  }

  /**
   * The transfer ids of these steps: the ledger's own for a step it already holds, else the keyed id. A
   * withdrawal begun before ids were keyed has its hold (and maybe more) under ids derived the old way;
   * finding them by the withdrawal's reference lets it be posted, voided or resumed without moving money
   * twice. Only the server writes transfers referencing a withdrawal, so nobody else can plant one.
   */
  private async stepIds<Step extends WithdrawalLedgerStepName>(
    row: WithdrawalRow,
    steps: readonly Step[],
  ): Promise<Record<Step, string>> {
    const earlier = await this.ledger.transfersOfReference(this.reference(row), transfersPerWithdrawalLimit);
    const ids = {} as Record<Step, string>;
    for (const step of steps)
      ids[step] =
        earlier.find((transfer) => stepOf(transfer) === step)?.id ??
        withdrawalTransferId(this.ids, row.id, step);
    return ids;
  }

  /** The request: member main → payout, pending. The member's no-negative limit refuses it atomically. */
  async hold(row: WithdrawalRow): Promise<void> {
    const ids = await this.stepIds(row, ['hold']);
    await this.ledger.transfer({
      id: ids.hold,
      debitAccountId: await this.wallet.mainAccountId(row.member_id),
      creditAccountId: await this.houseSideAccount(payoutAccountCode, 'payment_channel', row.currency),
      amountMinor: BigInt(row.amount_minor),
      code: codes.hold,
      pending: true,
      reference: this.reference(row),
    });
  }

  /** Rejected: the hold is released and the money is available again. */
  async releaseHold(row: WithdrawalRow): Promise<void> {
    const ids = await this.stepIds(row, ['void', 'hold']);
    await this.ledger.void({
      id: ids.void,
      pendingId: ids.hold,
      code: codes.void,
    });
  }

  /** Paid: the money has left. The fee (if any) moves from the payout channel to house revenue. */
  async postHold(row: WithdrawalRow): Promise<void> {
    const ids = await this.stepIds(row, ['post', 'hold', 'fee']);
    await this.ledger.post({
      id: ids.post,
      pendingId: ids.hold,
      code: codes.post,
    });
    const feeMinor = BigInt(row.fee_minor);
    if (feeMinor > 0n) {
      await this.ledger.transfer({
        id: ids.fee,
        debitAccountId: await this.houseSideAccount(payoutAccountCode, 'payment_channel', row.currency),
        creditAccountId: await this.houseSideAccount(feeAccountCode, 'house', row.currency),
        amountMinor: feeMinor,
        code: codes.fee,
        reference: this.reference(row),
      });
    }
  }

  /** A claim upheld by staff: the refund goes from the payout channel back to the member. */
  async refund(row: WithdrawalRow): Promise<void> {
    if (row.refund_minor === null) throw new Error(`withdrawal ${row.id} has no refund amount`);
    const ids = await this.stepIds(row, ['refund']);
    await this.ledger.transfer({
      id: ids.refund,
      debitAccountId: await this.houseSideAccount(payoutAccountCode, 'payment_channel', row.currency),
      creditAccountId: await this.wallet.mainAccountId(row.member_id),
      amountMinor: BigInt(row.refund_minor),
      code: codes.refund,
      reference: this.reference(row),
    });
  }

  /** Runs the ledger step a committed state change owes. */
  run(step: WithdrawalLedgerStep, row: WithdrawalRow): Promise<void> {
    if (step === 'void') return this.releaseHold(row);
    if (step === 'post') return this.postHold(row);
    return this.refund(row);
  }
}
