import type { LedgerCode } from '@gaming/contracts/ledger-codes';
import type { WithdrawalLedgerStep } from '../../db/schema-withdrawals.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import type { WalletService } from '../wallet/wallet-service.js';
import { withdrawalTransferId } from './withdrawal-ids.js';
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

/**
 * The ledger side of a withdrawal. Every method is one step whose transfer id is derived from the
 * withdrawal's id and the step's name (withdrawal-ids.ts), so calling it again after a crash or from a
 * concurrent caller moves no more money: the ledger returns the first result.
 */
export class WithdrawalLedger {
  private readonly accountIds = new Map<string, string>();

  constructor(
    private readonly ledger: LedgerService,
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

  /** The request: member main → payout, pending. The member's no-negative limit refuses it atomically. */
  async hold(row: WithdrawalRow): Promise<void> {
    await this.ledger.transfer({
      id: withdrawalTransferId(row.id, 'hold'),
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
    await this.ledger.void({
      id: withdrawalTransferId(row.id, 'void'),
      pendingId: withdrawalTransferId(row.id, 'hold'),
      code: codes.void,
    });
  }

  /** Paid: the money has left. The fee (if any) moves from the payout channel to house revenue. */
  async postHold(row: WithdrawalRow): Promise<void> {
    await this.ledger.post({
      id: withdrawalTransferId(row.id, 'post'),
      pendingId: withdrawalTransferId(row.id, 'hold'),
      code: codes.post,
    });
    const feeMinor = BigInt(row.fee_minor);
    if (feeMinor > 0n) {
      await this.ledger.transfer({
        id: withdrawalTransferId(row.id, 'fee'),
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
    await this.ledger.transfer({
      id: withdrawalTransferId(row.id, 'refund'),
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
