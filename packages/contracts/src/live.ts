/**
 * Events the server pushes to a member over the live WebSocket (zod-free so clients import it freely).
 * Every event names the member it is for on the server side; the socket only ever carries a member's own.
 */
export type CashierNoticeKind =
  | 'deposit_credited'
  | 'deposit_failed'
  | 'withdrawal_approved'
  | 'withdrawal_rejected'
  | 'withdrawal_paid'
  | 'withdrawal_completed'
  | 'transfer_received'
  | 'transfer_sent'
  | 'adjustment_applied';

export type LiveEvent =
  | {
      type: 'balance';
      balanceMinor: string;
      availableMinor: string;
      heldMinor: string;
    }
  | {
      type: 'cashier';
      kind: CashierNoticeKind;
      /** The business object: a deposit, withdrawal, transfer or adjustment id. */
      referenceId: string;
      amountMinor: string;
    };

/** What a client sends: its session token first (browsers cannot set headers on a WebSocket). */
export type LiveClientMessage = { type: 'auth'; token: string } | { type: 'ping' };

export type LiveServerMessage =
  | { type: 'ready' }
  | { type: 'pong' }
  | { type: 'error'; code: string }
  | { type: 'event'; event: LiveEvent };
