import { type FairByteStream, floorDivide, multiplierScale, type Payout } from './inhouse-bytes.js';

/**
 * Mines, one shot: on a 5×5 board the player chooses how many mines (1..24) and which tiles to reveal;
 * the bet wins when none of them hides a mine. Mines are placed by the first `mines` steps of a
 * Fisher–Yates shuffle of the 25 tiles. P(win) = C(25 − m, k) / C(25, k) (hypergeometric); the multiplier
 * is the stated RTP over that chance, rounded down to 1/10000.
 */
export const minesRtpBasisPoints = 9_700;
export const minesTileCount = 25;

export type MinesParams = { mines: number; picks: number[] };
export type MinesOutcome = { minePositions: number[]; hits: number[]; win: boolean; multiplier: number };

export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let index = 1; index <= k; index += 1) result = (result * (n - k + index)) / index;
  return Math.round(result);
}

export function isValidMinesParams(params: MinesParams): boolean {
  const { mines, picks } = params;
  if (!Number.isInteger(mines) || mines < 1 || mines >= minesTileCount) return false;
  if (picks.length < 1 || picks.length > minesTileCount - mines) return false;
  if (new Set(picks).size !== picks.length) return false;
  return picks.every((tile) => Number.isInteger(tile) && tile >= 0 && tile < minesTileCount);
}

/** The multiplier in 1/10000 for m mines and k revealed tiles. */
export function minesMultiplier(mines: number, picks: number): number {
  return floorDivide(
    minesRtpBasisPoints * binomial(minesTileCount, picks),
    binomial(minesTileCount - mines, picks),
  );
}

export function minesWinChance(mines: number, picks: number): number {
  return binomial(minesTileCount - mines, picks) / binomial(minesTileCount, picks);
}

export function placeMines(mines: number, stream: FairByteStream): number[] {
  const tiles = Array.from({ length: minesTileCount }, (_, index) => index);
  for (let index = 0; index < mines; index += 1) {
    const swap = index + stream.integerBelow(minesTileCount - index);
    const held = tiles[index] as number;
    tiles[index] = tiles[swap] as number;
    tiles[swap] = held;
  }
  return tiles.slice(0, mines).sort((left, right) => left - right);
}

export function playMines(
  params: MinesParams,
  stream: FairByteStream,
): { outcome: MinesOutcome; payout: Payout } {
  const minePositions = placeMines(params.mines, stream);
  const mineSet = new Set(minePositions);
  const hits = params.picks.filter((tile) => mineSet.has(tile)).sort((left, right) => left - right);
  const win = hits.length === 0;
  const multiplier = minesMultiplier(params.mines, params.picks.length);
  return {
    outcome: { minePositions, hits, win, multiplier },
    payout: { numerator: win ? multiplier : 0, denominator: multiplierScale },
  };
}

export function minesExactRtp(mines: number, picks: number): number {
  return minesWinChance(mines, picks) * (minesMultiplier(mines, picks) / multiplierScale);
}
