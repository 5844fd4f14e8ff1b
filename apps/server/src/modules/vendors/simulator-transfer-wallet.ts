import { vendorSignatureHeaders } from '@gaming/contracts/vendor-callbacks';
import { signedHeaders } from '../../platform/signed-body.js';
import type { VendorMoveOutcome, VendorWalletMove, VendorWalletPort } from '../wallet/vendor-wallet-port.js';

export type TransferWalletHttpLimits = {
  /** One call's limit; past it the outcome is unknown. */
  timeoutMs: number;
  /** Tries of a deposit or withdrawal (the same transfer id each time, so a retry never doubles). */
  moveAttempts: number;
  statusAttempts: number;
  /** The wallet page asks every vendor's balance at once: a slow one must not hold it up. */
  balanceTimeoutMs: number;
};

export const defaultTransferWalletLimits: TransferWalletHttpLimits = {
  timeoutMs: 4_000,
  moveAttempts: 2,
  statusAttempts: 2,
  balanceTimeoutMs: 2_000,
};

const retryPauseMs = 100;
const maximumAnswerBytes = 16 * 1024;

type Exchange =
  | { kind: 'answer'; httpStatus: number; body: Record<string, unknown> }
  | { kind: 'lost'; error: string };

type TransferJson = {
  state?: string;
  code?: string;
  balanceMinor?: string;
  reference?: string;
  amountMinor?: string;
  direction?: string;
  playerId?: string;
};

/**
 * apps/vendor-sim's transfer-wallet API (POST /wallet-api/:vendor/deposit | withdraw | status | balance),
 * signed like its callbacks (HMAC-SHA256 over timestamp and body with the vendor's secret). A 200 with
 * status ok is applied, a 200 with status error or a 4xx is a refusal (nothing moved), anything else
 * (timeout, 5xx, an unreadable answer) is unknown.
 */
export class SimulatorTransferWallet implements VendorWalletPort {
  constructor(
    private readonly baseUrl: string,
    private readonly vendorCode: string,
    private readonly secret: string,
    private readonly limits: TransferWalletHttpLimits = defaultTransferWalletLimits,
  ) {}

  private async exchange(
    action: string,
    request: Record<string, unknown>,
    timeoutMs: number,
  ): Promise<Exchange> {
    const rawBody = JSON.stringify(request);
    try {
      const response = await fetch(
        `${this.baseUrl}/wallet-api/${encodeURIComponent(this.vendorCode)}/${action}`,
        {
          method: 'POST',
          headers: signedHeaders(vendorSignatureHeaders, this.secret, rawBody),
          body: rawBody,
          signal: AbortSignal.timeout(timeoutMs),
        },
      );
      const text = await response.text();
      if (text.length > maximumAnswerBytes)
        return { kind: 'lost', error: `answer too large (${response.status})` };
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return { kind: 'lost', error: `unreadable answer (${response.status})` };
      }
      if (!body || typeof body !== 'object')
        return { kind: 'lost', error: `unreadable answer (${response.status})` };
      return { kind: 'answer', httpStatus: response.status, body: body as Record<string, unknown> };
    } catch (error) {
      const name = (error as Error).name;
      return {
        kind: 'lost',
        error: name === 'TimeoutError' ? `timeout after ${timeoutMs} ms` : (error as Error).message,
      };
    }
  }

  /** Reads one answer as applied, refused or unknown. */
  private outcomeOf(
    exchange: Exchange,
    expected: VendorWalletMove & { direction: 'in' | 'out' },
  ): VendorMoveOutcome {
    if (exchange.kind === 'lost') return { outcome: 'unknown', error: exchange.error };
    const { httpStatus, body } = exchange;
    if (httpStatus >= 500 || httpStatus === 408 || httpStatus === 429)
      return { outcome: 'unknown', error: `vendor answered HTTP ${httpStatus}` };
    if (httpStatus !== 200)
      return { outcome: 'refused', code: `http_${httpStatus}`, message: String(body.error ?? 'refused') };
    if (body.status === 'error')
      return {
        outcome: 'refused',
        code: String(body.code ?? 'refused'),
        message: String(body.message ?? ''),
      };
    const transfer = body.transfer as TransferJson | undefined;
    if (body.status !== 'ok' || !transfer) return { outcome: 'unknown', error: 'unexpected answer' };
    if (transfer.state === 'cancelled')
      return { outcome: 'refused', code: 'cancelled', message: 'The vendor never received this transfer.' };
    if (transfer.state === 'refused')
      return {
        outcome: 'refused',
        code: transfer.code ?? 'refused',
        message: 'The vendor refused this transfer.',
      };
    const direction = expected.direction === 'in' ? 'deposit' : 'withdraw';
    // An applied record that is not our move would be a vendor fault: never settle money on it.
    if (
      transfer.state !== 'applied' ||
      transfer.direction !== direction ||
      transfer.amountMinor !== expected.amountMinor.toString() ||
      transfer.playerId !== expected.memberId ||
      !/^\d{1,19}$/.test(transfer.balanceMinor ?? '')
    )
      return { outcome: 'unknown', error: 'the vendor reported a different transfer under this id' };
    return {
      outcome: 'applied',
      vendorBalanceMinor: BigInt(transfer.balanceMinor as string),
      vendorReference: String(transfer.reference ?? ''),
    };
  }

  /**
   * Repeats an unknown outcome, bounded. A protocol-level refusal (HTTP 4xx) after an unknown try is not
   * taken as final: the first try may have been applied, and only the transfer's status can tell.
   */
  private async withRetries(
    attempts: number,
    run: () => Promise<VendorMoveOutcome>,
  ): Promise<VendorMoveOutcome> {
    let outcome: VendorMoveOutcome = { outcome: 'unknown', error: 'not tried' };
    for (let attempt = 1; attempt <= Math.max(1, attempts); attempt += 1) {
      const previous = outcome;
      outcome = await run();
      if (attempt > 1 && outcome.outcome === 'refused' && outcome.code.startsWith('http_'))
        return {
          outcome: 'unknown',
          error: `${previous.outcome === 'unknown' ? previous.error : ''}; then ${outcome.code}`,
        };
      if (outcome.outcome !== 'unknown') return outcome;
      if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, retryPauseMs * attempt));
    }
    return outcome;
  }

  private move(action: 'deposit' | 'withdraw', move: VendorWalletMove): Promise<VendorMoveOutcome> {
    const request = {
      playerId: move.memberId,
      transferId: move.transferId,
      amountMinor: move.amountMinor.toString(),
      currency: move.currency,
    };
    const expected = { ...move, direction: action === 'deposit' ? ('in' as const) : ('out' as const) };
    return this.withRetries(this.limits.moveAttempts, async () =>
      this.outcomeOf(await this.exchange(action, request, this.limits.timeoutMs), expected),
    );
  }

  deposit(move: VendorWalletMove): Promise<VendorMoveOutcome> {
    return this.move('deposit', move);
  }

  withdraw(move: VendorWalletMove): Promise<VendorMoveOutcome> {
    return this.move('withdraw', move);
  }

  /** Only the vendor's record of the id is final here; an error answering the question is not. */
  status(move: VendorWalletMove & { direction: 'in' | 'out' }): Promise<VendorMoveOutcome> {
    return this.withRetries(this.limits.statusAttempts, async () => {
      const exchange = await this.exchange('status', { transferId: move.transferId }, this.limits.timeoutMs);
      if (exchange.kind === 'answer' && (exchange.httpStatus !== 200 || exchange.body.status !== 'ok'))
        return { outcome: 'unknown', error: `status query answered HTTP ${exchange.httpStatus}` };
      return this.outcomeOf(exchange, move);
    });
  }

  async balance(request: { vendorCode: string; memberId: string }): Promise<bigint | null> {
    const exchange = await this.exchange(
      'balance',
      { playerId: request.memberId },
      this.limits.balanceTimeoutMs,
    );
    if (exchange.kind !== 'answer' || exchange.httpStatus !== 200 || exchange.body.status !== 'ok')
      return null;
    const balance = String(exchange.body.balanceMinor ?? '');
    return /^\d{1,19}$/.test(balance) ? BigInt(balance) : null;
  }
}
