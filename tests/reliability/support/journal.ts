/**
 * The client side's record of every money operation it sent and how the cluster answered it, kept to be
 * reconciled with the books at the end. `acknowledged`: a 2xx (or the vendor protocol's `ok`) with the ids
 * and amounts the server committed to; `refused`: an answer that says nothing was done (insufficient
 * funds, a limit). An operation whose answer was lost is sent again with the same idempotency key until
 * one of those comes back, so every entry ends in one of the two.
 */
export type Outcome = 'acknowledged' | 'refused';

export type DepositEntry = {
  member: number;
  requestId: string;
  outcome: Outcome;
  depositId?: string;
  amountMinor: bigint;
  /** The paid notification was acknowledged: the deposit must be credited, once. */
  notified: boolean;
  /** The payer paid on the simulator page of the process that created it (it may have died since). */
  paidOnSimulator: boolean;
};

export type MemberTransferEntry = {
  from: number;
  to: number;
  direction: 'upline' | 'downline';
  requestId: string;
  outcome: Outcome;
  amountMinor: bigint;
  transferId?: string;
};

export type InhouseEntry = {
  member: number;
  requestId: string;
  outcome: Outcome;
  stakeMinor: bigint;
  roundId?: string;
  /** As acknowledged; null when the acknowledged round was still being drawn. */
  winMinor?: bigint | null;
};

export type VendorEntry = {
  member: number;
  action: 'bet' | 'win' | 'refund' | 'end-round';
  transactionId: string;
  roundId: string;
  outcome: Outcome;
  /** What the call moves for the member when acknowledged: minus a bet, plus a win or a refunded bet. */
  signedAmountMinor: bigint;
};

export type WithdrawalEntry = {
  member: number;
  requestId: string;
  outcome: Outcome;
  amountMinor: bigint;
  withdrawalId?: string;
  refusal?: string;
};

export type StaffDecisionEntry = {
  withdrawalId: string;
  action: 'approve' | 'reject' | 'markPaid' | 'confirm';
  outcome: Outcome;
};

export type Journal = {
  deposits: DepositEntry[];
  transfers: MemberTransferEntry[];
  inhouse: InhouseEntry[];
  vendor: VendorEntry[];
  withdrawals: WithdrawalEntry[];
  decisions: StaffDecisionEntry[];
};

export function emptyJournal(): Journal {
  return { deposits: [], transfers: [], inhouse: [], vendor: [], withdrawals: [], decisions: [] };
}

/** "deposits 40 (38 acknowledged, 2 refused)" for each kind, for the summary line. */
export function describeJournal(journal: Journal): string {
  return Object.entries(journal)
    .map(([kind, entries]: [string, Array<{ outcome: Outcome }>]) => {
      const acknowledged = entries.filter((entry) => entry.outcome === 'acknowledged').length;
      return `${kind} ${entries.length} (${acknowledged} acknowledged, ${entries.length - acknowledged} refused)`;
    })
    .join(', ');
}

/** A whole amount of minor units as the decimal text a person types, with the brand's 2 decimals. */
export function amountText(amountMinor: bigint): string {
  const text = amountMinor.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

export function randomMinor(lowMinor: number, highMinor: number): bigint {
  return BigInt(lowMinor + Math.floor(Math.random() * (highMinor - lowMinor + 1)));
}

/** The error code of a refusal in the one error shape, or the vendor protocol's. */
export function errorCodeOf(body: unknown): string {
  const shaped = body as { error?: { code?: string }; code?: string } | undefined;
  return shaped?.error?.code ?? shaped?.code ?? 'unknown';
}
