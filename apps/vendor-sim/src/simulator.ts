import { randomUUID } from 'node:crypto';
import type { CallbackAnswer, WalletClient } from './protocol.js';
import { type SlotSymbol, spin } from './slot.js';
import type { TransferWallets } from './transfer-wallet.js';

/** What the simulator can be told to do wrong on the next spins, as real vendors sometimes do. */
export const faults = ['duplicate', 'timeout', 'win_before_bet', 'rollback', 'rollback_unknown'] as const;
export type Fault = (typeof faults)[number];

export type PlayerSession = {
  id: string;
  vendorCode: string;
  gameCode: string;
  language: string;
  /** Null in a demo (a guest's free trial): fun money kept here, no callbacks. */
  token: string | null;
  playerId: string | null;
  currency: string;
  demoBalanceMinor: bigint;
  /** Transfer mode: the player spends the balance this vendor holds (TransferWallets), no callbacks. */
  transferMode: boolean;
  /** The operator's jurisdiction rule (launch URL minCycleMs): the shortest time between two spins. */
  minCycleMs: number;
  lastSpinAtMs: number | null;
};

export type SpinResult = {
  reels: SlotSymbol[];
  stakeMinor: string;
  winMinor: string;
  balanceMinor: string;
  currency: string;
  /** Set when the operator refused the bet (insufficient_funds …): no round was played. */
  refused?: string;
  fault?: Fault;
  /** What the fault showed (replays identical, late bet refused …), for the operator's tests. */
  notes: string[];
};

const demoStartMinor = 100_000n;
const sessionLimit = 10_000;

/** The vendor's game server: sessions of launched games, spins, and the faults it injects on command. */
export class VendorSimulator {
  private readonly sessions = new Map<string, PlayerSession>();
  private readonly pendingFaults = new Map<string, Fault[]>();

  constructor(
    private readonly wallet: WalletClient,
    private readonly transferWallets: TransferWallets,
  ) {}

  /** Queues faults for the next spins of a vendor ('*' = any vendor). */
  queueFaults(vendorCode: string, queued: Fault[]): void {
    const list = this.pendingFaults.get(vendorCode) ?? [];
    list.push(...queued);
    this.pendingFaults.set(vendorCode, list);
  }

  private nextFault(vendorCode: string): Fault | undefined {
    return this.pendingFaults.get(vendorCode)?.shift() ?? this.pendingFaults.get('*')?.shift();
  }

  /** Opens a game: a member's token is checked with the operator's authenticate; a demo needs none. */
  async open(input: {
    vendorCode: string;
    gameCode: string;
    language: string;
    token: string | null;
    /** A transfer-mode launch: the operator vouched for this player with a signed ticket. */
    transferPlayer?: { playerId: string; currency: string };
    minCycleMs?: number;
  }): Promise<{ session: PlayerSession; balanceMinor: string } | { error: string }> {
    if (this.sessions.size >= sessionLimit) this.sessions.clear();
    const pacing = { minCycleMs: input.minCycleMs ?? 0, lastSpinAtMs: null };
    if (input.transferPlayer) {
      const session: PlayerSession = {
        id: randomUUID(),
        vendorCode: input.vendorCode,
        gameCode: input.gameCode,
        language: input.language,
        token: null,
        playerId: input.transferPlayer.playerId,
        currency: input.transferPlayer.currency,
        demoBalanceMinor: 0n,
        transferMode: true,
        ...pacing,
      };
      this.sessions.set(session.id, session);
      const balanceMinor = this.transferWallets.balance(input.vendorCode, input.transferPlayer.playerId);
      return { session, balanceMinor: balanceMinor.toString() };
    }
    if (!input.token) {
      const session: PlayerSession = {
        id: randomUUID(),
        ...input,
        token: null,
        playerId: null,
        currency: 'FUN',
        demoBalanceMinor: demoStartMinor,
        transferMode: false,
        ...pacing,
      };
      this.sessions.set(session.id, session);
      return { session, balanceMinor: demoStartMinor.toString() };
    }
    const { answer } = await this.wallet.call(input.vendorCode, 'authenticate', { token: input.token });
    if (answer.status !== 'ok') return { error: answer.code };
    const session: PlayerSession = {
      id: randomUUID(),
      ...input,
      playerId: answer.playerId ?? null,
      currency: answer.currency,
      demoBalanceMinor: 0n,
      transferMode: false,
      ...pacing,
    };
    this.sessions.set(session.id, session);
    return { session, balanceMinor: answer.balanceMinor };
  }

  find(sessionId: string): PlayerSession | undefined {
    return this.sessions.get(sessionId);
  }

  async balance(session: PlayerSession): Promise<CallbackAnswer> {
    if (session.transferMode && session.playerId)
      return {
        status: 'ok',
        balanceMinor: this.transferWallets.balance(session.vendorCode, session.playerId).toString(),
        currency: session.currency,
      };
    if (!session.token)
      return { status: 'ok', balanceMinor: session.demoBalanceMinor.toString(), currency: 'FUN' };
    const { answer } = await this.wallet.call(session.vendorCode, 'balance', {
      token: session.token,
      playerId: session.playerId,
    });
    return answer;
  }

  async spin(session: PlayerSession, stakeMinor: bigint, nowMs = Date.now()): Promise<SpinResult> {
    // The operator's jurisdiction paces rounds (e.g. 2.5 s between slot spins in the UK): the vendor
    // refuses a spin inside the cycle itself, before any bet reaches the operator.
    if (session.lastSpinAtMs !== null && nowMs - session.lastSpinAtMs < session.minCycleMs)
      return {
        reels: [],
        stakeMinor: stakeMinor.toString(),
        winMinor: '0',
        balanceMinor: '',
        currency: session.currency,
        refused: 'game_cycle_too_fast',
        notes: [],
      };
    session.lastSpinAtMs = nowMs;
    const outcome = spin(stakeMinor);
    if (session.transferMode) return this.transferSpin(session, stakeMinor, outcome);
    if (!session.token) return this.demoSpin(session, stakeMinor, outcome);
    const fault = this.nextFault(session.vendorCode);
    const roundId = `${session.vendorCode.toLowerCase()}-${randomUUID()}`;
    const base = { token: session.token, playerId: session.playerId, gameCode: session.gameCode, roundId };
    const bet = {
      ...base,
      transactionId: `bet-${randomUUID()}`,
      currency: session.currency,
      amountMinor: stakeMinor.toString(),
    };
    const win = {
      ...base,
      transactionId: `win-${randomUUID()}`,
      currency: session.currency,
      amountMinor: outcome.winMinor.toString(),
      endRound: true,
    };
    const notes: string[] = [];
    const result = (answer: CallbackAnswer, winMinor: bigint, refused?: string): SpinResult => ({
      reels: outcome.reels,
      stakeMinor: stakeMinor.toString(),
      winMinor: winMinor.toString(),
      balanceMinor: answer.status === 'ok' ? answer.balanceMinor : (answer.balanceMinor ?? ''),
      currency: session.currency,
      ...(refused ? { refused } : {}),
      ...(fault ? { fault } : {}),
      notes,
    });
    const call = (
      action: string,
      body: Record<string, unknown>,
      options: { timeoutMs?: number; note?: string } = {},
    ) => this.wallet.call(session.vendorCode, action, body, options);

    if (fault === 'rollback_unknown') {
      // The rollback overtakes its bet: acknowledged, and the late bet must be refused.
      const refund = await call(
        'refund',
        { ...base, transactionId: `rb-${randomUUID()}`, betTransactionId: bet.transactionId },
        { note: fault },
      );
      notes.push(`refund of an unseen bet: ${refund.answer.status}`);
      const late = await call('bet', bet, { note: fault });
      notes.push(`late bet: ${late.answer.status === 'ok' ? 'accepted' : late.answer.code}`);
      const balance = await this.balance(session);
      return result(balance, 0n, late.answer.status === 'ok' ? undefined : late.answer.code);
    }
    if (fault === 'win_before_bet') {
      // The win overtakes its bet: the operator refuses a win with no bet (bet_not_found, not kept), so
      // the vendor retries the same win, as real vendors retry a credit, once the bet is in.
      const early = await call('win', win, { note: fault });
      notes.push(`win before bet: ${early.answer.status === 'ok' ? 'accepted' : early.answer.code}`);
      const placed = await call('bet', bet, { note: fault });
      notes.push(`bet after win: ${placed.answer.status === 'ok' ? 'ok' : placed.answer.code}`);
      if (placed.answer.status !== 'ok') return result(placed.answer, 0n, placed.answer.code);
      const retried = await call('win', win, { note: 'win retried after its bet' });
      notes.push(`win retried: ${retried.answer.status === 'ok' ? 'accepted' : retried.answer.code}`);
      return result(retried.answer, outcome.winMinor);
    }

    let placed: Awaited<ReturnType<typeof call>>;
    if (fault === 'timeout') {
      // The first attempt gives up before the answer (it may or may not have reached the operator);
      // the retry with the same transaction id must be answered as the first would have been.
      await call('bet', bet, { timeoutMs: 1, note: 'timeout' }).catch(() => undefined);
      placed = await call('bet', bet, { note: 'retry after timeout' });
      const again = await call('bet', bet, { note: 'second retry' });
      notes.push(`retries answered alike: ${again.body === placed.body}`);
    } else if (fault === 'duplicate') {
      const copies = await Promise.all([
        call('bet', bet, { note: 'duplicate' }),
        call('bet', bet, { note: 'duplicate' }),
        call('bet', bet, { note: 'duplicate' }),
      ]);
      placed = copies[0] as Awaited<ReturnType<typeof call>>;
      notes.push(`duplicate bets answered alike: ${copies.every((copy) => copy.body === placed.body)}`);
    } else {
      placed = await call('bet', bet);
    }
    if (placed.answer.status !== 'ok') return result(placed.answer, 0n, placed.answer.code);

    if (fault === 'rollback') {
      // The vendor's round failed after the bet: it rolls the bet back, and a win sent anyway is refused.
      const refund = await call(
        'refund',
        { ...base, transactionId: `rb-${randomUUID()}`, betTransactionId: bet.transactionId },
        { note: fault },
      );
      notes.push(`rollback: ${refund.answer.status}`);
      const late = await call('win', win, { note: 'win after rollback' });
      notes.push(`win after rollback: ${late.answer.status === 'ok' ? 'accepted' : late.answer.code}`);
      return result(refund.answer, 0n, 'rolled_back');
    }
    let paid: Awaited<ReturnType<typeof call>>;
    if (fault === 'duplicate') {
      const copies = await Promise.all([
        call('win', win, { note: 'duplicate' }),
        call('win', win, { note: 'duplicate' }),
      ]);
      paid = copies[0] as Awaited<ReturnType<typeof call>>;
      notes.push(`duplicate wins answered alike: ${copies.every((copy) => copy.body === paid.body)}`);
    } else {
      paid = await call('win', win);
    }
    return result(paid.answer, outcome.winMinor);
  }

  /** Transfer mode: the round is settled in the vendor's own wallet; the operator hears nothing of it. */
  private transferSpin(
    session: PlayerSession,
    stakeMinor: bigint,
    outcome: ReturnType<typeof spin>,
  ): SpinResult {
    const played = this.transferWallets.play(
      session.vendorCode,
      session.playerId ?? '',
      stakeMinor,
      outcome.winMinor,
    );
    return {
      reels: outcome.reels,
      stakeMinor: stakeMinor.toString(),
      winMinor: played.refused ? '0' : outcome.winMinor.toString(),
      balanceMinor: played.balanceMinor.toString(),
      currency: session.currency,
      ...(played.refused ? { refused: played.refused } : {}),
      notes: [],
    };
  }

  private demoSpin(session: PlayerSession, stakeMinor: bigint, outcome: ReturnType<typeof spin>): SpinResult {
    if (session.demoBalanceMinor < stakeMinor)
      return {
        reels: outcome.reels,
        stakeMinor: stakeMinor.toString(),
        winMinor: '0',
        balanceMinor: session.demoBalanceMinor.toString(),
        currency: 'FUN',
        refused: 'insufficient_funds',
        notes: [],
      };
    session.demoBalanceMinor += outcome.winMinor - stakeMinor;
    return {
      reels: outcome.reels,
      stakeMinor: stakeMinor.toString(),
      winMinor: outcome.winMinor.toString(),
      balanceMinor: session.demoBalanceMinor.toString(),
      currency: 'FUN',
      notes: [],
    };
  }
}
