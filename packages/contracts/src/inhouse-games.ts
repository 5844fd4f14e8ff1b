import { FairByteStream, type Payout, type RoundBytes } from './inhouse-bytes.js';
import {
  type CrashOutcome,
  type CrashParams,
  crashResult,
  crashRtpBasisPoints,
  drawCrashPoint,
  isValidCrashParams,
} from './inhouse-crash.js';
import {
  type DiceOutcome,
  type DiceParams,
  diceRtpBasisPoints,
  isValidDiceParams,
  playDice,
} from './inhouse-dice.js';
import {
  isValidMinesParams,
  type MinesOutcome,
  type MinesParams,
  minesResult,
  minesRtpBasisPoints,
  placeMines,
} from './inhouse-mines.js';
import { playSlot, type SlotOutcome } from './inhouse-slot.js';

/** The in-house games (vendor INHOUSE); the code is also the round's game code. */
export const inhouseGameCodes = ['slot', 'dice', 'crash', 'mines'] as const;
export type InhouseGameCode = (typeof inhouseGameCodes)[number];
export const inhouseVendorCode = 'INHOUSE';

export type InhousePlay =
  | { game: 'slot'; params: Record<string, never> }
  | { game: 'dice'; params: DiceParams }
  | { game: 'crash'; params: CrashParams }
  | { game: 'mines'; params: MinesParams };

export type InhouseOutcome =
  | { game: 'slot'; outcome: SlotOutcome }
  | { game: 'dice'; outcome: DiceOutcome }
  | { game: 'crash'; outcome: CrashOutcome }
  | { game: 'mines'; outcome: MinesOutcome };

/** The games played live: started, then played move by move until cashed out or lost. */
export const liveInhouseGames = ['crash', 'mines'] as const;
export type LiveInhouseGame = (typeof liveInhouseGames)[number];
export function isLiveGame(game: InhouseGameCode): game is LiveInhouseGame {
  return game === 'crash' || game === 'mines';
}

/**
 * The player's moves in a live round, recorded with its outcome: the crash cash-out (1/100; null when
 * none happened before the crash) and the mines tiles revealed in order. Instant games have none.
 */
export type InhouseMoves = { cashedOutAt?: number | null; revealed?: number[] };

/** Stated RTP in basis points of the fixed-odds games (the slot's is computed from its reels). */
export const statedRtpBasisPoints = {
  dice: diceRtpBasisPoints,
  crash: crashRtpBasisPoints,
  mines: minesRtpBasisPoints,
} as const;

export function isValidPlay(play: InhousePlay): boolean {
  switch (play.game) {
    case 'slot':
      return true;
    case 'dice':
      return isValidDiceParams(play.params);
    case 'crash':
      return isValidCrashParams(play.params);
    case 'mines':
      return isValidMinesParams(play.params);
  }
}

/**
 * The outcome of a play from its outcome bytes and, for the live games, the player's moves: the one
 * function both the server (drawing, settling) and the fairness page (re-drawing from the revealed seed)
 * run. The bytes fix the crash point and the mine layout before the first move.
 */
export function drawOutcome(
  play: InhousePlay,
  roundBytes: RoundBytes,
  moves: InhouseMoves = {},
): InhouseOutcome & { payout: Payout } {
  const stream = new FairByteStream(roundBytes);
  switch (play.game) {
    case 'slot': {
      const { outcome, payout } = playSlot(stream);
      return { game: 'slot', outcome, payout };
    }
    case 'dice': {
      const { outcome, payout } = playDice(play.params, stream);
      return { game: 'dice', outcome, payout };
    }
    case 'crash': {
      const { outcome, payout } = crashResult(drawCrashPoint(stream), moves.cashedOutAt ?? null);
      return { game: 'crash', outcome, payout };
    }
    case 'mines': {
      const minePositions = placeMines(play.params.mines, stream);
      const { outcome, payout } = minesResult(play.params, minePositions, moves.revealed ?? []);
      return { game: 'mines', outcome, payout };
    }
  }
}

/** The moves recorded in a live round's outcome (what the fairness page replays). */
export function movesOf(outcome: unknown): InhouseMoves {
  const recorded = (outcome ?? {}) as { cashedOutAt?: unknown; revealed?: unknown };
  return {
    cashedOutAt: typeof recorded.cashedOutAt === 'number' ? recorded.cashedOutAt : null,
    revealed: Array.isArray(recorded.revealed) ? (recorded.revealed as number[]) : [],
  };
}

/** Structural equality of two outcomes (JSON values): what the fairness page compares. */
export function sameOutcome(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (Array.isArray(left) && Array.isArray(right))
    return left.length === right.length && left.every((value, index) => sameOutcome(value, right[index]));
  if (
    left &&
    right &&
    typeof left === 'object' &&
    typeof right === 'object' &&
    !Array.isArray(left) &&
    !Array.isArray(right)
  ) {
    const leftKeys = Object.keys(left).sort();
    const rightKeys = Object.keys(right).sort();
    return (
      sameOutcome(leftKeys, rightKeys) &&
      leftKeys.every((key) =>
        sameOutcome((left as Record<string, unknown>)[key], (right as Record<string, unknown>)[key]),
      )
    );
  }
  return false;
}
