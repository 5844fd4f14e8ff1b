/**
 * The simulator's own wallet for transfer-mode vendors: per vendor and player a balance the vendor holds
 * (in memory, for as long as the process runs), moved in and out by the operator with its transfer id as
 * the idempotency key, and spent and won by the transfer-mode game without any callback to the operator.
 */

export const transferFaults = [
  /** The move is not applied and the answer never comes (the operator times out). */
  'transfer_timeout',
  /** The move IS applied but the answer never comes: the dangerous half-way case. */
  'transfer_applied_timeout',
  /** A 500 answer without applying the move. */
  'transfer_error',
  /** The next status query hangs (the outcome stays unknown to the operator). */
  'status_timeout',
  /** The next status query answers 500. */
  'status_error',
] as const;
export type TransferFault = (typeof transferFaults)[number];

export type TransferDirection = 'deposit' | 'withdraw';

/**
 * What the vendor knows about one of the operator's transfer ids. 'cancelled': the operator asked about an
 * id the vendor never received; from then on that id is refused, so the operator may safely undo its side.
 */
export type TransferRecord = {
  transferId: string;
  playerId: string;
  direction: TransferDirection;
  amountMinor: bigint;
  state: 'applied' | 'refused' | 'cancelled';
  code?: string;
  /** The player's balance with the vendor right after this move (or at the refusal). */
  balanceAfterMinor: bigint;
  reference: string;
  at: string;
};

export type MoveAnswer =
  | { status: 'ok'; transfer: TransferRecord }
  | { status: 'error'; code: string; message: string; transfer?: TransferRecord };

/** Bounds: a simulator is not a bank, but nothing in it grows without limit. */
const transferLimit = 500_000;
const playerLimit = 100_000;
const maximumBalanceMinor = 1_000_000_000_000_000n;

export class TransferWallets {
  private readonly balances = new Map<string, bigint>();
  private readonly transfers = new Map<string, TransferRecord>();
  private readonly moveFaults = new Map<string, TransferFault[]>();
  private readonly statusFaults = new Map<string, TransferFault[]>();
  private sequence = 0;

  private static playerKey(vendorCode: string, playerId: string): string {
    return `${vendorCode}:${playerId}`;
  }

  queueFaults(vendorCode: string, queued: TransferFault[]): void {
    for (const fault of queued) {
      const target = fault.startsWith('status_') ? this.statusFaults : this.moveFaults;
      const list = target.get(vendorCode) ?? [];
      if (list.length < 100) list.push(fault);
      target.set(vendorCode, list);
    }
  }

  nextMoveFault(vendorCode: string): TransferFault | undefined {
    return this.moveFaults.get(vendorCode)?.shift() ?? this.moveFaults.get('*')?.shift();
  }

  nextStatusFault(vendorCode: string): TransferFault | undefined {
    return this.statusFaults.get(vendorCode)?.shift() ?? this.statusFaults.get('*')?.shift();
  }

  balance(vendorCode: string, playerId: string): bigint {
    return this.balances.get(TransferWallets.playerKey(vendorCode, playerId)) ?? 0n;
  }

  private setBalance(vendorCode: string, playerId: string, balanceMinor: bigint): void {
    const key = TransferWallets.playerKey(vendorCode, playerId);
    if (!this.balances.has(key) && this.balances.size >= playerLimit)
      throw new Error('simulator player limit reached');
    this.balances.set(key, balanceMinor);
  }

  /**
   * Applies a deposit or a withdrawal once per transfer id: a repeat with the same fields gets the first
   * answer (applied or refused); the same id with other fields, or a cancelled id, is refused.
   */
  move(
    vendorCode: string,
    input: { direction: TransferDirection; playerId: string; transferId: string; amountMinor: bigint },
  ): MoveAnswer {
    const key = `${vendorCode}:${input.transferId}`;
    const known = this.transfers.get(key);
    if (known) {
      if (known.state === 'cancelled')
        return {
          status: 'error',
          code: 'transfer_cancelled',
          message: 'This transfer id was reported unknown and is closed.',
          transfer: known,
        };
      const same =
        known.direction === input.direction &&
        known.playerId === input.playerId &&
        known.amountMinor === input.amountMinor;
      if (!same)
        return {
          status: 'error',
          code: 'transfer_conflict',
          message: 'This transfer id was used for another move.',
        };
      return this.answerOf(known);
    }
    if (this.transfers.size >= transferLimit)
      return { status: 'error', code: 'capacity', message: 'The simulator keeps no more transfers.' };
    const before = this.balance(vendorCode, input.playerId);
    const after = input.direction === 'deposit' ? before + input.amountMinor : before - input.amountMinor;
    const record: TransferRecord = {
      transferId: input.transferId,
      playerId: input.playerId,
      direction: input.direction,
      amountMinor: input.amountMinor,
      state: 'applied',
      balanceAfterMinor: after,
      reference: `sim-${vendorCode.toLowerCase()}-${++this.sequence}`,
      at: new Date().toISOString(),
    };
    if (after < 0n || after > maximumBalanceMinor) {
      record.state = 'refused';
      record.code = after < 0n ? 'insufficient_funds' : 'amount_too_large';
      record.balanceAfterMinor = before;
    } else {
      this.setBalance(vendorCode, input.playerId, after);
    }
    this.transfers.set(key, record);
    return this.answerOf(record);
  }

  private answerOf(record: TransferRecord): MoveAnswer {
    if (record.state === 'applied') return { status: 'ok', transfer: record };
    return {
      status: 'error',
      code: record.code ?? 'refused',
      message: record.code === 'insufficient_funds' ? 'Not enough balance with the vendor.' : 'Refused.',
      transfer: record,
    };
  }

  /** What became of a transfer id; an id never received is closed (cancelled) by the question itself. */
  status(vendorCode: string, transferId: string): TransferRecord {
    const key = `${vendorCode}:${transferId}`;
    const known = this.transfers.get(key);
    if (known) return known;
    const cancelled: TransferRecord = {
      transferId,
      playerId: '',
      direction: 'deposit',
      amountMinor: 0n,
      state: 'cancelled',
      balanceAfterMinor: 0n,
      reference: '',
      at: new Date().toISOString(),
    };
    if (this.transfers.size < transferLimit) this.transfers.set(key, cancelled);
    return cancelled;
  }

  /** A transfer-mode game round: the stake leaves and the win comes back in the vendor's own wallet. */
  play(
    vendorCode: string,
    playerId: string,
    stakeMinor: bigint,
    winMinor: bigint,
  ): { balanceMinor: bigint; refused?: string } {
    const before = this.balance(vendorCode, playerId);
    if (before < stakeMinor) return { balanceMinor: before, refused: 'insufficient_funds' };
    const after = before - stakeMinor + winMinor;
    this.setBalance(vendorCode, playerId, after);
    return { balanceMinor: after };
  }
}

export function transferJson(record: TransferRecord) {
  return {
    transferId: record.transferId,
    playerId: record.playerId,
    direction: record.direction,
    amountMinor: record.amountMinor.toString(),
    state: record.state,
    ...(record.code ? { code: record.code } : {}),
    balanceMinor: record.balanceAfterMinor.toString(),
    reference: record.reference,
    at: record.at,
  };
}
