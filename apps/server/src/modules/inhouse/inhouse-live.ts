import type { InhouseRound } from '@gaming/contracts/inhouse';
import { winOf } from '@gaming/contracts/inhouse-bytes';
import {
  type CrashOutcome,
  crashGrowthPerMs,
  crashMaximumRoundMs,
  crashMaximumTarget,
  crashMinimumTarget,
  crashMultiplierAt,
  crashResult,
  crashStateAt,
} from '@gaming/contracts/inhouse-crash';
import { isLiveGame } from '@gaming/contracts/inhouse-games';
import { cappedWin } from '@gaming/contracts/inhouse-limits';
import {
  type MinesOutcome,
  minesMaximumRoundMs,
  minesMultiplier,
  minesResult,
  minesTileCount,
} from '@gaming/contracts/inhouse-mines';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../platform/errors.js';
import type { RoundsService } from '../rounds/rounds-service.js';
import type { InhouseRepository, InhouseRoundRow } from './inhouse-repository.js';

type LiveView =
  | NonNullable<Extract<InhouseRound, { game: 'crash' }>['live']>
  | NonNullable<Extract<InhouseRound, { game: 'mines' }>['live']>;

/** What a request or the settling job asks of a live round. */
export type LiveAction = { type: 'cashOut' } | { type: 'reveal'; tile: number } | { type: 'look' };

/** A step's result: nothing to do, moves to record (still in play), or the round's one decision. */
type Step =
  | { kind: 'none' }
  | { kind: 'progress'; outcome: unknown }
  | { kind: 'decided'; outcome: unknown; payout: { numerator: number; denominator: number } };

/**
 * The rules of the live games (issue 14 #13) on the server's clock. Every move is taken under the round's
 * row lock, and the decision (cash-out, crash, mine, time up) is written once, with the win and the
 * exposure it settles, in that same transaction: a second cash-out, a cash-out after the crash or one
 * racing the settling job finds it taken and changes nothing. The win is paid afterwards by an idempotent
 * ledger step (the caller's `pay`), which the settling job repeats for a round left decided but unpaid.
 *
 * A crash round's multiplier is read from the server's clock: `now() - drawn_at`, never a client's time
 * or multiplier. The round stops by itself at its target (the automatic cash-out, else the largest cash-out
 * the limits allow), reached at the latest after crashMaximumRoundMs. A mines round left unfinished is
 * settled as it stands after minesMaximumRoundMs: cashed out at the multiplier of its safe tiles, or its
 * stake returned when no tile was revealed (no risk was taken, so none is charged).
 */
export class LiveRounds {
  constructor(
    private readonly repository: InhouseRepository,
    private readonly rounds: RoundsService,
    private readonly now: () => number,
  ) {}

  /**
   * Applies the action to the member's round (any member when memberId is null: the job). Returns
   * whether the round is decided, so the caller pays it.
   */
  act(roundId: string, memberId: string | null, action: LiveAction): Promise<boolean> {
    return this.repository.transaction(async (transaction) => {
      const details = await this.repository.findRound(roundId, transaction, true);
      if (!details || (memberId !== null && details.member_id !== memberId)) throw new AppError('not_found');
      if (!isLiveGame(details.game)) throw new AppError('invalid_state', 'This round is not played live.');
      if (details.decided_at !== null) return true;
      if (details.outcome === null || details.drawn_at === null) {
        if (action.type === 'look') return false;
        throw new AppError('invalid_state', 'The round is still starting; try again in a moment.');
      }
      const nowMs = this.now();
      const step =
        details.game === 'crash'
          ? this.crashStep(details, action, nowMs)
          : this.minesStep(details, action, nowMs);
      if (step.kind === 'none') return false;
      if (step.kind === 'progress') {
        await this.repository.recordMoves(transaction, roundId, step.outcome);
        return false;
      }
      await this.decide(transaction, details, step, nowMs);
      return true;
    });
  }

  private async decide(
    transaction: Transaction<Database>,
    details: InhouseRoundRow,
    step: Step & { kind: 'decided' },
    nowMs: number,
  ): Promise<void> {
    const round = await this.rounds.find(details.round_id, transaction);
    if (!round) throw new AppError('not_found');
    if (!(await this.repository.decide(transaction, details.round_id, step.outcome, new Date(nowMs)))) return;
    const stakeMinor = BigInt(round.stake_minor);
    const maxWinMinor = details.max_win_minor === null ? null : BigInt(details.max_win_minor);
    const winMinor = cappedWin(winOf(stakeMinor, step.payout), maxWinMinor);
    if (winMinor > 0n) await this.rounds.addAmounts(details.round_id, { winMinor }, transaction);
    await this.repository.settleExposure(transaction, details.round_id, winMinor - stakeMinor);
  }

  /** Where a crash round cashes out by itself: its automatic cash-out, or the limits' maximum. */
  private crashTarget(details: InhouseRoundRow): number {
    const params = details.params as { autoCashOut: number | null };
    return details.live_limit ?? params.autoCashOut ?? crashMaximumTarget;
  }

  private crashStep(details: InhouseRoundRow, action: LiveAction, nowMs: number): Step {
    const { crashPoint } = details.outcome as CrashOutcome;
    const elapsedMs = nowMs - (details.drawn_at as Date).getTime();
    const state = crashStateAt({ crashPoint, target: this.crashTarget(details) }, elapsedMs);
    if (state.state === 'decided') return { kind: 'decided', ...crashResult(crashPoint, state.cashedOutAt) };
    if (action.type !== 'cashOut') return { kind: 'none' };
    // At 1.00× a cash-out would return the stake from a round that may be an instant crash: the first
    // cash-out is at 1.01×, as for the automatic one, so every cash-out returns exactly the stated RTP.
    if (state.multiplier < crashMinimumTarget)
      throw new AppError('invalid_state', 'The cash-out opens at 1.01×.');
    return { kind: 'decided', ...crashResult(crashPoint, state.multiplier) };
  }

  private minesStep(details: InhouseRoundRow, action: LiveAction, nowMs: number): Step {
    const params = details.params as { mines: number };
    const { minePositions, revealed } = details.outcome as MinesOutcome;
    const expired = nowMs - (details.drawn_at as Date).getTime() >= minesMaximumRoundMs;
    // Past its time the round is settled as it stands, whatever was asked.
    if (expired) return { kind: 'decided', ...minesResult(params, minePositions, revealed) };
    if (action.type === 'look') return { kind: 'none' };
    if (action.type === 'cashOut') {
      if (revealed.length === 0)
        throw new AppError('invalid_state', 'Reveal a safe tile before cashing out.');
      return { kind: 'decided', ...minesResult(params, minePositions, revealed) };
    }
    if (revealed.includes(action.tile)) return { kind: 'none' };
    const next = [...revealed, action.tile];
    const result = minesResult(params, minePositions, next);
    const maxTiles = details.live_limit ?? minesTileCount - params.mines;
    if (!result.outcome.win || next.length >= maxTiles) return { kind: 'decided', ...result };
    return { kind: 'progress', outcome: result.outcome };
  }

  /** The part of a round in play the player may see (no crash point, no mines), or null once decided. */
  liveView(details: InhouseRoundRow): LiveView | null {
    if (details.decided_at !== null || details.drawn_at === null || details.outcome === null) return null;
    const startedMs = details.drawn_at.getTime();
    if (details.game === 'crash') {
      const elapsedMs = Math.max(0, this.now() - startedMs);
      return {
        elapsedMs,
        multiplier: crashMultiplierAt(elapsedMs),
        target: this.crashTarget(details),
        growthPerMs: crashGrowthPerMs,
        maximumRoundMs: crashMaximumRoundMs,
      };
    }
    const params = details.params as { mines: number };
    const { revealed } = details.outcome as MinesOutcome;
    const maxTiles = details.live_limit ?? minesTileCount - params.mines;
    return {
      revealed,
      multiplier: revealed.length === 0 ? 0 : minesMultiplier(params.mines, revealed.length),
      nextMultiplier: revealed.length < maxTiles ? minesMultiplier(params.mines, revealed.length + 1) : null,
      maxTiles,
      expiresAt: new Date(startedMs + minesMaximumRoundMs).toISOString(),
    };
  }
}
