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
import type { LedgerIds } from '../../platform/derived-id.js';
import { AppError } from '../../platform/errors.js';
import { KeyedLock } from '../../platform/keyed-lock.js';
import type { RoundChange, RoundsService } from '../rounds/rounds-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { LedgerService, TransferRequest } from '../wallet/ledger-service.js';
import type { WalletService } from '../wallet/wallet-service.js';
import { type CallbackRecords, type PlayBudgetPort, VendorCallbackWriter } from './vendor-callback-writer.js';
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
  player_blocked: "The player's session has ended or the player may not play; launch the game again.",
  bet_not_found: 'This round has no bet; send the bet first.',
  play_limit_reached: "The bet would pass the player's wager or loss limit.",
};

/** What a callback's money moves are: 'reversal' only in rounds settled by an earlier version. */
export const callbackTransferSteps = ['bet', 'win', 'refund', 'reversal'] as const;
export type CallbackTransferStep = (typeof callbackTransferSteps)[number];

/** The ledger transfer id (keyed) of a callback's step (a bet's refund carries the bet's transaction id). */
export function callbackTransferId(
  ids: LedgerIds,
  vendorCode: string,
  transactionId: string,
  step: CallbackTransferStep,
) {
  return ids.server('vendor-callback', vendorCode, transactionId, step);
}

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
 * the unique (vendor, transaction id) row decide. A bet's or win's money, its kept answer and its round
 * commit in one transaction of the ledger's group commit (VendorCallbackWriter), so they are durable
 * together and many callbacks share a commit. A refund that arrives before its bet leaves a row for the
 * bet, so the late bet is refused and moves nothing.
 *
 * A vendor session lives as long as the member's site session it was launched from (issue 13): once that
 * ends (logout, lock, password change, staff action) or the member may not play, authenticate, balance and
 * new bets answer player_blocked, while wins, refunds and round ends of rounds already open still settle,
 * as vendors require. A win needs a bet standing in its round, and a bet is not refunded once its round
 * has paid a win or settled: the round's result stands (round_closed), as in the vendors' protocols where
 * a rollback cancels only an unsettled bet.
 */
export class SeamlessWalletService {
  private readonly lock = new KeyedLock();
  private readonly vendorAccountIds = new Map<string, string>();
  private readonly writer: VendorCallbackWriter;
  private playBudget: PlayBudgetPort | undefined;

  constructor(
    private readonly repository: VendorsRepository,
    private readonly sessions: VendorSessions,
    private readonly rounds: RoundsService,
    private readonly ledger: LedgerService,
    private readonly ids: LedgerIds,
    private readonly wallet: WalletService,
    private readonly settings: SettingsService,
  ) {
    this.writer = new VendorCallbackWriter(repository, rounds, sessions, () => this.playBudget);
  }

  /** Composition (issue 20): the wager and loss limits join the bet path. */
  usePlayBudget(playBudget: PlayBudgetPort): void {
    this.playBudget = playBudget;
  }

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

  /**
   * The session behind a call; bets need a live one, settling calls of a played round do not. With
   * `playable`, the member's site session must still let them play (a bet checks that in its batch).
   */
  private async session(
    vendorCode: string,
    request: { token: string; playerId?: string },
    options: { live: boolean; playable?: boolean },
  ): Promise<VendorSessionView> {
    const session = await this.sessions.resolve(request.token);
    if (!session || session.vendorCode !== vendorCode) throw new UnkeptRefusal('invalid_token');
    if (request.playerId !== undefined && request.playerId !== session.memberId)
      throw new UnkeptRefusal('player_mismatch');
    if (options.live && session.expiresAt.getTime() <= Date.now()) throw new UnkeptRefusal('token_expired');
    if (options.playable && !(await this.sessions.isPlayable(session)))
      throw new UnkeptRefusal('player_blocked');
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
    return this.ids.server('vendor-round', vendorCode, externalRoundId);
  }

  private transferIdOf(vendorCode: string, transactionId: string, step: CallbackTransferStep) {
    return callbackTransferId(this.ids, vendorCode, transactionId, step);
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
      const session = await this.session(vendorCode, request, { live: true, playable: true });
      return this.ok(await this.balanceMinor(session.memberId), { playerId: session.memberId });
    });
  }

  balance(vendorCode: string, request: BalanceRequest): Promise<CallbackAnswer> {
    return this.answer(async () => {
      const session = await this.session(vendorCode, request, { live: false, playable: true });
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
    const kept = this.keptCall('bet', vendorCode, session, request, roundId, amountMinor, hash);
    const mainId = await this.wallet.mainAccountId(session.memberId);
    const transfer =
      amountMinor > 0n
        ? {
            id: this.transferIdOf(vendorCode, request.transactionId, 'bet'),
            debitAccountId: mainId,
            creditAccountId: await this.vendorAccountId(vendorCode),
            amountMinor,
            code: 'bet',
            reference: { type: 'round', id: roundId },
          }
        : null;
    const round = this.roundChange(vendorCode, session, request, roundId, {
      stakeMinor: amountMinor,
      winMinor: 0n,
      settle: false,
    });
    const outcome = await this.withRecords(transfer, mainId, kept, round, session.memberSessionId);
    if (outcome.type === 'applied') return outcome.body;
    if (outcome.type === 'refused') {
      if (!isAppError(outcome.error, 'insufficient_funds')) throw outcome.error;
      const balance = await this.balanceMinor(session.memberId);
      return this.keep({
        ...kept,
        state: 'refused',
        response: this.refusal('insufficient_funds', balance, request.transactionId),
      });
    }
    // Not applied: a replay, a refund that came first, an ended session, a closed round. The records say which.
    const [existing, current] = await Promise.all([
      this.repository.findTransaction(vendorCode, request.transactionId),
      this.rounds.find(roundId),
    ]);
    if (existing) {
      const answer = this.replay(existing, 'bet', hash);
      // Refused because its refund came first; money that moved before records and money committed
      // together (an older version of this service) goes back now, once.
      if (existing.state === 'rolled_back_unknown' && amountMinor > 0n)
        await this.refundIfMoved(vendorCode, session.memberId, request.transactionId, roundId);
      return answer;
    }
    // Not kept: the vendor session stays blocked, and a retry gets the same answer from the same check.
    if (!(await this.sessions.isPlayable(session))) throw new UnkeptRefusal('player_blocked');
    if (current && current.member_id !== session.memberId) throw new UnkeptRefusal('player_mismatch');
    if (current && current.status !== 'open')
      return this.keep({
        ...kept,
        state: 'refused',
        response: this.refusal('round_closed', undefined, request.transactionId),
      });
    // Vetoed or failed by a wager or loss limit: not kept, so a smaller bet (or the next period) may pass.
    if (this.playBudget && (await this.playBudget.wouldExceed(session.memberId, amountMinor)))
      throw new UnkeptRefusal('play_limit_reached');
    if (outcome.type === 'failed') throw outcome.error;
    throw new AppError('invalid_state', 'The bet could not be kept.');
  }

  private keptCall(
    action: 'bet' | 'win',
    vendorCode: string,
    session: VendorSessionView,
    request: { transactionId: string; roundId: string },
    roundId: string,
    amountMinor: bigint,
    requestHash: string,
  ): Omit<NewVendorTransaction, 'response'> {
    return {
      vendorCode,
      transactionId: request.transactionId,
      action,
      memberId: session.memberId,
      roundId,
      externalRoundId: request.roundId,
      amountMinor,
      requestHash,
      state: 'applied',
    };
  }

  private roundChange(
    vendorCode: string,
    session: VendorSessionView,
    request: { roundId: string; gameCode: string },
    roundId: string,
    amounts: { stakeMinor: bigint; winMinor: bigint; settle: boolean },
  ): RoundChange {
    return {
      id: roundId,
      memberId: session.memberId,
      vendorCode,
      gameCode: request.gameCode,
      category: session.category,
      externalRoundId: request.roundId,
      currency: this.currency(),
      stakeMinor: amounts.stakeMinor,
      winMinor: amounts.winMinor,
      validBetMinor: amounts.stakeMinor,
      settle: amounts.settle,
    };
  }

  /**
   * The money, the kept answer and the round in one group-commit transaction (VendorCallbackWriter). A
   * transfer already in the ledger without its records (moved by an older version of this service before
   * it kept the answer) gets its records alone. Failures come back as an outcome so the records decide.
   */
  private async withRecords(
    transfer: TransferRequest | null,
    mainId: string,
    kept: Omit<NewVendorTransaction, 'response'>,
    round: RoundChange,
    memberSessionId: string | null,
  ): Promise<
    | { type: 'applied'; body: string }
    | { type: 'refused'; error: AppError }
    | { type: 'vetoed' }
    | { type: 'failed'; error: unknown }
  > {
    const respond = (balanceAfterMinor: bigint | null) => {
      // The main wallet has a balance flag, so the ledger always reports its balance after.
      if (balanceAfterMinor === null) throw new AppError('invalid_state', 'The wallet reported no balance.');
      return this.ok(balanceAfterMinor, { transactionId: kept.transactionId });
    };
    const payload: CallbackRecords = {
      kept,
      respond,
      round,
      memberSessionId,
      playBudget: this.playBudget?.mayHave(round.memberId) ?? false,
    };
    try {
      let outcome = await this.ledger.transferWithRecords(transfer, {
        balanceAccountId: mainId,
        writer: this.writer,
        payload,
      });
      if (outcome.type === 'existing')
        outcome = await this.ledger.transferWithRecords(null, {
          balanceAccountId: mainId,
          writer: this.writer,
          payload,
        });
      if (outcome.type === 'applied') return { type: 'applied', body: respond(outcome.balanceAfterMinor) };
      if (outcome.type === 'refused') return outcome;
      return { type: 'vetoed' };
    } catch (error) {
      if (isAppError(error, 'service_unavailable') || isAppError(error, 'validation_failed')) throw error;
      return { type: 'failed', error };
    }
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
    const kept = this.keptCall('win', vendorCode, session, request, roundId, amountMinor, hash);
    const mainId = await this.wallet.mainAccountId(session.memberId);
    const transfer =
      amountMinor > 0n
        ? {
            id: this.transferIdOf(vendorCode, request.transactionId, 'win'),
            debitAccountId: await this.vendorAccountId(vendorCode),
            creditAccountId: mainId,
            amountMinor,
            code: 'win',
            reference: { type: 'round', id: roundId },
          }
        : null;
    // A win needs a bet standing in its round (the writer checks it with the money): one before its bet
    // is refused, unkept, and the vendor's retry after the bet is paid.
    const round = this.roundChange(vendorCode, session, request, roundId, {
      stakeMinor: 0n,
      winMinor: amountMinor,
      settle: request.endRound,
    });
    const outcome = await this.withRecords(transfer, mainId, kept, round, null);
    if (outcome.type === 'applied') return outcome.body;
    if (outcome.type === 'refused') throw outcome.error;
    const [existing, current] = await Promise.all([
      this.repository.findTransaction(vendorCode, request.transactionId),
      this.rounds.find(roundId),
    ]);
    if (existing) return this.replay(existing, 'win', hash);
    if (current && current.member_id !== session.memberId) throw new UnkeptRefusal('player_mismatch');
    // A win for a rolled-back (cancelled) or settled round is refused; no money moved.
    if (current && current.status !== 'open')
      return this.keep({
        ...kept,
        state: 'refused',
        response: this.refusal('round_closed', undefined, request.transactionId),
      });
    if (!current || (await this.repository.countAppliedBets(roundId)) === 0)
      throw new UnkeptRefusal('bet_not_found');
    if (outcome.type === 'failed') throw outcome.error;
    throw new AppError('invalid_state', 'The win could not be kept.');
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
    const bet = await this.betToRefund(vendorCode, session, request, roundId, hash);
    if (bet && (bet.action !== 'bet' || bet.member_id !== session.memberId))
      throw new UnkeptRefusal('transaction_conflict');
    const amountMinor = BigInt(bet?.amount_minor ?? '0');
    const kept = {
      vendorCode,
      transactionId: request.transactionId,
      action: 'refund' as const,
      memberId: session.memberId,
      roundId,
      externalRoundId: request.roundId,
      amountMinor: bet?.amount_minor ? amountMinor : null,
      requestHash: hash,
    };
    if (
      bet?.state === 'applied' &&
      !(await this.rollBackBet(vendorCode, bet.transaction_id, roundId, amountMinor))
    )
      return this.keep({
        ...kept,
        state: 'refused',
        response: this.refusal('round_closed', undefined, request.transactionId),
      });
    // The money goes back once (the refund's transfer id derives from the bet): now, or on the vendor's
    // retry when a crash came between rolling the bet back and moving it.
    if ((bet?.state === 'applied' || bet?.state === 'rolled_back') && amountMinor > 0n)
      await this.refundBetTransfer(
        vendorCode,
        bet.transaction_id,
        amountMinor,
        await this.wallet.mainAccountId(session.memberId),
        await this.vendorAccountId(vendorCode),
        roundId,
      );
    // A bet still in flight in another process, with its money moved, finds this refund's marker when it
    // tries to keep its answer and refunds itself (applyBet); a crashed one is refunded on its retry.
    const response = this.ok(await this.balanceMinor(session.memberId), {
      transactionId: request.transactionId,
    });
    return this.keep({ ...kept, state: 'applied', response });
  }

  /** The bet a refund names; a bet never seen gets a marker row, so it is refused if it ever arrives. */
  private async betToRefund(
    vendorCode: string,
    session: VendorSessionView,
    request: RefundRequest,
    roundId: string,
    hash: string,
  ): Promise<VendorTransactionRow | undefined> {
    const bet = await this.repository.findTransaction(vendorCode, request.betTransactionId);
    if (bet) return bet;
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
    // Our marker: nothing to refund. Otherwise the bet (or another refund's marker) was kept meanwhile.
    if (marker) return undefined;
    return this.repository.findTransaction(vendorCode, request.betTransactionId);
  }

  /**
   * Rolls an applied bet back in its round, under the round's lock, so a win or end of round committing
   * in another process waits for (or precedes) the decision. False, changing nothing, once the round has
   * paid a win or settled: a refund never keeps a win, and a settled round's result stands.
   */
  private rollBackBet(
    vendorCode: string,
    betTransactionId: string,
    roundId: string,
    amountMinor: bigint,
  ): Promise<boolean> {
    return this.repository.transaction(async (transaction) => {
      const [round] = await this.rounds.lockMany(transaction, [roundId]);
      if (round && (round.status === 'settled' || BigInt(round.win_minor) > 0n)) return false;
      const marked = await this.repository.markRolledBack(vendorCode, betTransactionId, transaction);
      // A refunded stake no longer counts against the member's wager or loss limit.
      if (marked && round && this.playBudget)
        await this.playBudget.refund(transaction, round.member_id, amountMinor);
      if (!marked || !round || round.status === 'cancelled') return true;
      // One bet of several rolled back: the round goes on without its stake; the last one cancels it.
      if ((await this.repository.countAppliedBets(roundId, transaction)) === 0)
        await this.rounds.cancel(roundId, transaction);
      else await this.rounds.subtractStake(roundId, amountMinor, transaction);
      return true;
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
