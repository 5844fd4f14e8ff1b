import { createHash } from 'node:crypto';
import type {
  VendorProtocolErrorCode,
  vendorBalanceRequestSchema,
  vendorBetRequestSchema,
  vendorEndRoundRequestSchema,
  vendorRefundRequestSchema,
  vendorWinRequestSchema,
} from '@gaming/contracts/vendor-callbacks';
import type { z } from 'zod';
import { derivedUuid } from '../../platform/derived-id.js';
import { AppError } from '../../platform/errors.js';
import { KeyedLock } from '../../platform/keyed-lock.js';
import type { RoundsService } from '../rounds/rounds-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import type { WalletService } from '../wallet/wallet-service.js';
import type { VendorSessions, VendorSessionView } from './vendor-sessions.js';
import type { NewVendorTransaction, VendorsRepository, VendorTransactionRow } from './vendors-repository.js';

type BetRequest = z.infer<typeof vendorBetRequestSchema>;
type WinRequest = z.infer<typeof vendorWinRequestSchema>;
type RefundRequest = z.infer<typeof vendorRefundRequestSchema>;
type EndRoundRequest = z.infer<typeof vendorEndRoundRequestSchema>;
type BalanceRequest = z.infer<typeof vendorBalanceRequestSchema>;

/** A callback's answer: the exact JSON bytes sent (and, for money calls, kept for replays). */
export type CallbackAnswer = { body: string };

const protocolMessages: Record<VendorProtocolErrorCode, string> = {
  invalid_token: 'Unknown session token.',
  token_expired: 'The session has expired; launch the game again.',
  player_mismatch: 'The player does not match the session.',
  currency_mismatch: 'The currency is not the wallet currency.',
  insufficient_funds: 'Insufficient funds.',
  bet_rolled_back: 'This bet was rolled back before it arrived.',
  round_closed: 'The round is closed (settled or rolled back).',
  transaction_conflict: 'This transaction id was used with different fields.',
  player_blocked: 'The player may not play.',
};

function isAppError(error: unknown, code: string): boolean {
  return error instanceof AppError && error.code === code;
}

function requestHash(parts: readonly string[]): string {
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}

/** A refusal that is not kept (no money involved: a bad token, a wrong player); the vendor may retry. */
class UnkeptRefusal extends Error {
  constructor(readonly code: VendorProtocolErrorCode) {
    super(code);
  }
}

/**
 * The seamless wallet the vendors call (DESIGN.md §6): every bet and win is a ledger transfer between
 * the member's main wallet and the vendor's account (`vendor:<code>`), with an id derived from the
 * vendor's transaction id, and each money call is kept once with its first answer.
 *
 * Exactly once, in two layers: inside this process the calls of one round run one after another
 * (KeyedLock), so a duplicate finds the first one's answer; across processes the ledger's transfer id and
 * the unique (vendor, transaction id) row decide, and whoever loses the insert answers with the winner's
 * bytes. A refund that arrives before its bet leaves a row for the bet, so the late bet is refused; if
 * the bet's money moved anyway (a race with another process), whichever side sees the other refunds it,
 * under the one refund transfer id, so it happens once.
 */
export class SeamlessWalletService {
  private readonly lock = new KeyedLock();
  private readonly vendorAccountIds = new Map<string, string>();

  constructor(
    private readonly repository: VendorsRepository,
    private readonly sessions: VendorSessions,
    private readonly rounds: RoundsService,
    private readonly ledger: LedgerService,
    private readonly wallet: WalletService,
    private readonly settings: SettingsService,
  ) {}

  private currency(): string {
    return this.settings.get('brand').currency;
  }

  private async vendorAccountId(vendorCode: string): Promise<string> {
    const cached = this.vendorAccountIds.get(vendorCode);
    if (cached) return cached;
    const account = await this.ledger.ensureAccount({
      code: `vendor:${vendorCode.toLowerCase()}`,
      kind: 'vendor',
      currency: this.currency(),
      mayGoNegative: true,
    });
    this.vendorAccountIds.set(vendorCode, account.id);
    return account.id;
  }

  /** The member's balance as the site's header shows it (posted; a withdrawal hold still refuses a bet). */
  private async balanceMinor(memberId: string): Promise<bigint> {
    const balance = await this.ledger.balanceOf(await this.wallet.mainAccountId(memberId));
    return balance.postedMinor;
  }

  private ok(balanceMinor: bigint, extra: { playerId?: string; transactionId?: string } = {}): string {
    return JSON.stringify({
      status: 'ok',
      balanceMinor: balanceMinor.toString(),
      currency: this.currency(),
      ...extra,
    });
  }

  private refusal(code: VendorProtocolErrorCode, balanceMinor?: bigint, transactionId?: string): string {
    return JSON.stringify({
      status: 'error',
      code,
      message: protocolMessages[code],
      ...(balanceMinor === undefined
        ? {}
        : { balanceMinor: balanceMinor.toString(), currency: this.currency() }),
      ...(transactionId === undefined ? {} : { transactionId }),
    });
  }

  /** The session behind a call; bets need a live one, settling calls of a played round do not. */
  private async session(
    vendorCode: string,
    request: { token: string; playerId?: string },
    options: { live: boolean },
  ): Promise<VendorSessionView> {
    const session = await this.sessions.resolve(request.token);
    if (!session || session.vendorCode !== vendorCode) throw new UnkeptRefusal('invalid_token');
    if (request.playerId !== undefined && request.playerId !== session.memberId)
      throw new UnkeptRefusal('player_mismatch');
    if (options.live && session.expiresAt.getTime() <= Date.now()) throw new UnkeptRefusal('token_expired');
    return session;
  }

  /** Runs a call; refusals that are not kept become their answer. */
  private async answer(work: () => Promise<string>): Promise<CallbackAnswer> {
    try {
      return { body: await work() };
    } catch (error) {
      if (error instanceof UnkeptRefusal) return { body: this.refusal(error.code) };
      throw error;
    }
  }

  /** A kept answer for a repeat of the same call; the same id with other fields is refused. */
  private replay(existing: VendorTransactionRow, action: string, hash: string): string {
    if (existing.action === action && existing.request_hash === hash) return existing.response;
    // A refund that came first left this row for its bet: the late bet is refused.
    if (existing.state === 'rolled_back_unknown' && action === 'bet') return existing.response;
    throw new UnkeptRefusal('transaction_conflict');
  }

  private roundIdOf(vendorCode: string, externalRoundId: string): string {
    return derivedUuid(`vendor-round:${vendorCode}:${externalRoundId}`);
  }

  private transferIdOf(
    vendorCode: string,
    transactionId: string,
    step: 'bet' | 'win' | 'refund' | 'reversal',
  ) {
    return derivedUuid(`vendor:${vendorCode}:tx:${transactionId}:${step}`);
  }

  /** Keeps a refusal as the final answer (insufficient funds, a closed round); a lost race keeps the winner's. */
  private async keep(row: NewVendorTransaction): Promise<string> {
    const inserted = await this.repository.insertTransaction(row);
    if (inserted) return inserted.response;
    const existing = await this.repository.findTransaction(row.vendorCode, row.transactionId);
    return existing?.response ?? row.response;
  }

  // Calls ------------------------------------------------------------------------------------------

  authenticate(vendorCode: string, request: { token: string }): Promise<CallbackAnswer> {
    return this.answer(async () => {
      const session = await this.session(vendorCode, request, { live: true });
      return this.ok(await this.balanceMinor(session.memberId), { playerId: session.memberId });
    });
  }

  balance(vendorCode: string, request: BalanceRequest): Promise<CallbackAnswer> {
    return this.answer(async () => {
      const session = await this.session(vendorCode, request, { live: false });
      return this.ok(await this.balanceMinor(session.memberId));
    });
  }

  bet(vendorCode: string, request: BetRequest): Promise<CallbackAnswer> {
    return this.answer(async () => {
      const session = await this.session(vendorCode, request, { live: true });
      if (request.currency !== this.currency()) throw new UnkeptRefusal('currency_mismatch');
      const hash = requestHash([
        'bet',
        request.playerId,
        request.roundId,
        request.gameCode,
        request.amountMinor,
      ]);
      return this.lock.run(`${vendorCode}:${request.roundId}`, () =>
        this.applyBet(vendorCode, session, request, hash),
      );
    });
  }

  private async applyBet(
    vendorCode: string,
    session: VendorSessionView,
    request: BetRequest,
    hash: string,
  ): Promise<string> {
    const amountMinor = BigInt(request.amountMinor);
    const roundId = this.roundIdOf(vendorCode, request.roundId);
    // Independent reads side by side: a kept answer (a replay) and the round's state.
    const [existing, round] = await Promise.all([
      this.repository.findTransaction(vendorCode, request.transactionId),
      this.rounds.find(roundId),
    ]);
    if (existing) {
      const answer = this.replay(existing, 'bet', hash);
      // Refused because its refund came first; if an earlier attempt moved the money and then stopped
      // (a crash, another process), that money goes back now, once.
      if (existing.state === 'rolled_back_unknown' && amountMinor > 0n)
        await this.refundIfMoved(vendorCode, session.memberId, request.transactionId, roundId);
      return answer;
    }
    const kept: NewVendorTransaction = {
      vendorCode,
      transactionId: request.transactionId,
      action: 'bet',
      memberId: session.memberId,
      roundId,
      externalRoundId: request.roundId,
      amountMinor,
      requestHash: hash,
      state: 'applied',
      response: '',
    };
    if (round && round.member_id !== session.memberId) throw new UnkeptRefusal('player_mismatch');
    if (round && round.status !== 'open')
      return this.keep({
        ...kept,
        state: 'refused',
        response: this.refusal('round_closed', undefined, request.transactionId),
      });
    const mainId = await this.wallet.mainAccountId(session.memberId);
    const vendorId = await this.vendorAccountId(vendorCode);
    const betTransferId = this.transferIdOf(vendorCode, request.transactionId, 'bet');
    // The ledger's own balance after this transfer answers the vendor: no further read (the same on a replay).
    let balanceAfter: bigint | undefined;
    if (amountMinor > 0n) {
      try {
        const transfer = await this.ledger.transfer({
          id: betTransferId,
          debitAccountId: mainId,
          creditAccountId: vendorId,
          amountMinor,
          code: 'bet',
          reference: { type: 'round', id: roundId },
        });
        balanceAfter = BigInt(transfer.debit_account_balance_after);
      } catch (error) {
        if (!isAppError(error, 'insufficient_funds')) throw error;
        const balance = await this.balanceMinor(session.memberId);
        return this.keep({
          ...kept,
          state: 'refused',
          response: this.refusal('insufficient_funds', balance, request.transactionId),
        });
      }
    }
    const response = this.ok(balanceAfter ?? (await this.balanceMinor(session.memberId)), {
      transactionId: request.transactionId,
    });
    let recorded: 'recorded' | 'duplicate' | 'closed';
    try {
      recorded = await this.repository.transaction(async (transaction) => {
        const inserted = await this.repository.insertTransaction({ ...kept, response }, transaction);
        if (!inserted) return 'duplicate' as const;
        const { created } = await this.rounds.record(
          {
            id: roundId,
            memberId: session.memberId,
            vendorCode,
            gameCode: request.gameCode,
            category: session.category,
            externalRoundId: request.roundId,
            currency: this.currency(),
            stakeMinor: amountMinor,
            validBetMinor: amountMinor,
          },
          transaction,
        );
        if (!created)
          await this.rounds.addAmounts(
            roundId,
            { stakeMinor: amountMinor, validBetMinor: amountMinor },
            transaction,
          );
        return 'recorded' as const;
      });
    } catch (error) {
      // The round closed between the check and now (a refund or round end from another process).
      if (!isAppError(error, 'invalid_state')) throw error;
      recorded = 'closed';
    }
    if (recorded === 'recorded') return response;
    if (recorded === 'closed') {
      if (amountMinor > 0n)
        await this.refundBetTransfer(
          vendorCode,
          request.transactionId,
          amountMinor,
          mainId,
          vendorId,
          roundId,
        );
      return this.keep({
        ...kept,
        state: 'refused',
        response: this.refusal('round_closed', undefined, request.transactionId),
      });
    }
    const winner = await this.repository.findTransaction(vendorCode, request.transactionId);
    if (!winner) throw new AppError('invalid_state', 'The bet could not be kept.');
    // A refund came first (from another process) while this bet moved money: give the money back.
    if (winner.state === 'rolled_back_unknown' && amountMinor > 0n)
      await this.refundBetTransfer(vendorCode, request.transactionId, amountMinor, mainId, vendorId, roundId);
    return winner.response;
  }

  private async refundIfMoved(
    vendorCode: string,
    memberId: string,
    betTransactionId: string,
    roundId: string,
  ): Promise<void> {
    const [bet] = await this.ledger.transfers([this.transferIdOf(vendorCode, betTransactionId, 'bet')]);
    if (bet === undefined) return;
    const amountMinor = BigInt(bet.amount);
    const mainId = await this.wallet.mainAccountId(memberId);
    const vendorId = await this.vendorAccountId(vendorCode);
    await this.refundBetTransfer(vendorCode, betTransactionId, amountMinor, mainId, vendorId, roundId);
  }

  private refundBetTransfer(
    vendorCode: string,
    betTransactionId: string,
    amountMinor: bigint,
    mainId: string,
    vendorId: string,
    roundId: string,
  ) {
    return this.ledger.transfer({
      id: this.transferIdOf(vendorCode, betTransactionId, 'refund'),
      debitAccountId: vendorId,
      creditAccountId: mainId,
      amountMinor,
      code: 'refund',
      reference: { type: 'round', id: roundId },
    });
  }

  win(vendorCode: string, request: WinRequest): Promise<CallbackAnswer> {
    return this.answer(async () => {
      const session = await this.session(vendorCode, request, { live: false });
      if (request.currency !== this.currency()) throw new UnkeptRefusal('currency_mismatch');
      const hash = requestHash([
        'win',
        request.playerId,
        request.roundId,
        request.gameCode,
        request.amountMinor,
        String(request.endRound),
      ]);
      return this.lock.run(`${vendorCode}:${request.roundId}`, () =>
        this.applyWin(vendorCode, session, request, hash),
      );
    });
  }

  private async applyWin(
    vendorCode: string,
    session: VendorSessionView,
    request: WinRequest,
    hash: string,
  ): Promise<string> {
    const amountMinor = BigInt(request.amountMinor);
    const roundId = this.roundIdOf(vendorCode, request.roundId);
    const [existing, round] = await Promise.all([
      this.repository.findTransaction(vendorCode, request.transactionId),
      this.rounds.find(roundId),
    ]);
    if (existing) return this.replay(existing, 'win', hash);
    const kept: NewVendorTransaction = {
      vendorCode,
      transactionId: request.transactionId,
      action: 'win',
      memberId: session.memberId,
      roundId,
      externalRoundId: request.roundId,
      amountMinor,
      requestHash: hash,
      state: 'applied',
      response: '',
    };
    if (round && round.member_id !== session.memberId) throw new UnkeptRefusal('player_mismatch');
    // A win for a rolled-back (cancelled) or settled round is refused before any money moves.
    if (round && round.status !== 'open')
      return this.keep({
        ...kept,
        state: 'refused',
        response: this.refusal('round_closed', undefined, request.transactionId),
      });
    const mainId = await this.wallet.mainAccountId(session.memberId);
    const vendorId = await this.vendorAccountId(vendorCode);
    let balanceAfter: bigint | undefined;
    if (amountMinor > 0n) {
      const transfer = await this.ledger.transfer({
        id: this.transferIdOf(vendorCode, request.transactionId, 'win'),
        debitAccountId: vendorId,
        creditAccountId: mainId,
        amountMinor,
        code: 'win',
        reference: { type: 'round', id: roundId },
      });
      balanceAfter = BigInt(transfer.credit_account_balance_after);
    }
    const response = this.ok(balanceAfter ?? (await this.balanceMinor(session.memberId)), {
      transactionId: request.transactionId,
    });
    let recorded: 'recorded' | 'duplicate' | 'closed';
    try {
      recorded = await this.repository.transaction(async (transaction) => {
        const inserted = await this.repository.insertTransaction({ ...kept, response }, transaction);
        if (!inserted) return 'duplicate' as const;
        // A win before its bet (out of order) opens the round; the bet adds its stake when it arrives.
        if (!round)
          await this.rounds.record(
            {
              id: roundId,
              memberId: session.memberId,
              vendorCode,
              gameCode: request.gameCode,
              category: session.category,
              externalRoundId: request.roundId,
              currency: this.currency(),
              stakeMinor: 0n,
              validBetMinor: 0n,
            },
            transaction,
          );
        if (amountMinor > 0n) await this.rounds.addAmounts(roundId, { winMinor: amountMinor }, transaction);
        if (request.endRound) await this.rounds.settle(roundId, {}, transaction);
        return 'recorded' as const;
      });
    } catch (error) {
      if (!isAppError(error, 'invalid_state')) throw error;
      recorded = 'closed';
    }
    if (recorded === 'recorded') return response;
    if (recorded === 'closed') {
      // The round closed under us (another process rolled it back): take the win back where the balance allows.
      if (amountMinor > 0n)
        await this.ledger
          .transfer({
            id: this.transferIdOf(vendorCode, request.transactionId, 'reversal'),
            debitAccountId: mainId,
            creditAccountId: vendorId,
            amountMinor,
            code: 'win',
            reference: { type: 'round', id: roundId },
          })
          .catch(() => undefined);
      return this.keep({
        ...kept,
        state: 'refused',
        response: this.refusal('round_closed', undefined, request.transactionId),
      });
    }
    const winner = await this.repository.findTransaction(vendorCode, request.transactionId);
    if (!winner) throw new AppError('invalid_state', 'The win could not be kept.');
    return winner.response;
  }

  refund(vendorCode: string, request: RefundRequest): Promise<CallbackAnswer> {
    return this.answer(async () => {
      const session = await this.session(vendorCode, request, { live: false });
      const hash = requestHash(['refund', request.playerId, request.roundId, request.betTransactionId]);
      return this.lock.run(`${vendorCode}:${request.roundId}`, () =>
        this.applyRefund(vendorCode, session, request, hash),
      );
    });
  }

  private async applyRefund(
    vendorCode: string,
    session: VendorSessionView,
    request: RefundRequest,
    hash: string,
  ): Promise<string> {
    const existing = await this.repository.findTransaction(vendorCode, request.transactionId);
    if (existing) return this.replay(existing, 'refund', hash);
    const roundId = this.roundIdOf(vendorCode, request.roundId);
    const mainId = await this.wallet.mainAccountId(session.memberId);
    const vendorId = await this.vendorAccountId(vendorCode);
    let bet = await this.repository.findTransaction(vendorCode, request.betTransactionId);
    if (!bet) {
      // A refund of a bet we never saw: acknowledged, and the bet is refused if it ever arrives.
      const marker = await this.repository.insertTransaction({
        vendorCode,
        transactionId: request.betTransactionId,
        action: 'bet',
        memberId: session.memberId,
        roundId,
        externalRoundId: request.roundId,
        amountMinor: null,
        requestHash: hash,
        state: 'rolled_back_unknown',
        response: this.refusal('bet_rolled_back', undefined, request.betTransactionId),
      });
      if (marker) {
        bet = undefined;
      } else {
        bet = await this.repository.findTransaction(vendorCode, request.betTransactionId);
      }
    }
    if (bet && (bet.action !== 'bet' || bet.member_id !== session.memberId))
      throw new UnkeptRefusal('transaction_conflict');
    if (bet?.state === 'applied') {
      const amountMinor = BigInt(bet.amount_minor ?? '0');
      if (amountMinor > 0n)
        await this.refundBetTransfer(
          vendorCode,
          request.betTransactionId,
          amountMinor,
          mainId,
          vendorId,
          roundId,
        );
      await this.repository.transaction(async (transaction) => {
        await this.repository.markRolledBack(vendorCode, request.betTransactionId, transaction);
        const round = await this.rounds.find(roundId, transaction);
        if (round?.status === 'open') await this.rounds.cancel(roundId, transaction);
      });
    }
    // A bet still in flight in another process, with its money moved, finds this refund's marker when it
    // tries to keep its answer and refunds itself (applyBet); a crashed one is refunded on its retry.
    const response = this.ok(await this.balanceMinor(session.memberId), {
      transactionId: request.transactionId,
    });
    return this.keep({
      vendorCode,
      transactionId: request.transactionId,
      action: 'refund',
      memberId: session.memberId,
      roundId,
      externalRoundId: request.roundId,
      amountMinor: bet?.amount_minor ? BigInt(bet.amount_minor) : null,
      requestHash: hash,
      state: 'applied',
      response,
    });
  }

  endRound(vendorCode: string, request: EndRoundRequest): Promise<CallbackAnswer> {
    return this.answer(async () => {
      const session = await this.session(vendorCode, request, { live: false });
      const hash = requestHash(['end_round', request.playerId, request.roundId]);
      return this.lock.run(`${vendorCode}:${request.roundId}`, async () => {
        const existing = await this.repository.findTransaction(vendorCode, request.transactionId);
        if (existing) return this.replay(existing, 'end_round', hash);
        const roundId = this.roundIdOf(vendorCode, request.roundId);
        const round = await this.rounds.find(roundId);
        if (round && round.member_id !== session.memberId) throw new UnkeptRefusal('player_mismatch');
        if (round?.status === 'open') await this.rounds.settle(roundId);
        return this.keep({
          vendorCode,
          transactionId: request.transactionId,
          action: 'end_round',
          memberId: session.memberId,
          roundId,
          externalRoundId: request.roundId,
          amountMinor: null,
          requestHash: hash,
          state: 'applied',
          response: this.ok(await this.balanceMinor(session.memberId), {
            transactionId: request.transactionId,
          }),
        });
      });
    });
  }

  /** The back office's round lookup: a round's callbacks in order. */
  callbacksOfRound(roundId: string) {
    return this.repository.transactionsOfRound(roundId);
  }
}
