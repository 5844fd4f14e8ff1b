/**
 * The vendor's side of a transfer-wallet move, implemented by each transfer-mode vendor's adapter
 * (modules/vendors): crediting or debiting the member's balance in the vendor's own system under our
 * transfer id, asking what became of a transfer id, and reading the balance back.
 *
 * An adapter never throws for a failed call: it says whether the vendor applied the move, refused it
 * (definitively: nothing moved and nothing will), or whether the outcome is unknown (a timeout, a 5xx,
 * an unreadable answer), which only a later status query can settle.
 */
export interface VendorWalletPort {
  deposit(move: VendorWalletMove): Promise<VendorMoveOutcome>;
  withdraw(move: VendorWalletMove): Promise<VendorMoveOutcome>;
  /**
   * What became of a transfer id. A vendor that never received the id answers refused with code
   * 'cancelled' and must refuse that id from then on, so undoing our side is safe.
   */
  status(move: VendorWalletMove & { direction: 'in' | 'out' }): Promise<VendorMoveOutcome>;
  /** The member's balance with the vendor; null when the vendor cannot be reached. */
  balance(request: { vendorCode: string; memberId: string }): Promise<bigint | null>;
}

export type VendorWalletMove = {
  vendorCode: string;
  memberId: string;
  /** Our transfer id; the vendor must treat a repeat of it as the same move. */
  transferId: string;
  amountMinor: bigint;
  currency: string;
};

export type VendorMoveOutcome =
  | { outcome: 'applied'; vendorBalanceMinor: bigint; vendorReference: string }
  | { outcome: 'refused'; code: string; message: string }
  | { outcome: 'unknown'; error: string };
