import { type FairByteStream, floorDivide, multiplierScale, type Payout } from './inhouse-bytes.js';

/**
 * Mines, tile by tile (issue 14 #13): on a 5×5 board the player chooses how many mines (1..24) and starts
 * the round; the mines are placed then, from the round's seed, by the first `mines` steps of a Fisher–Yates
 * shuffle of the 25 tiles. The player reveals one tile at a time and may cash out after any safe tile at
 * the multiplier for the number of safe tiles revealed; a mine loses the stake. After k safe tiles in a
 * row P = C(25 − m, k) / C(25, k) (hypergeometric); the multiplier is the stated RTP over that chance,
 * rounded down to 1/10000, so cashing out after any number of tiles returns the stated RTP.
 * A round settled with no tile revealed (abandoned) returns the stake.
 */
export const minesRtpBasisPoints = 9_700;
export const minesTileCount = 25;
/** An unfinished round is settled (cashed out as it stands) this long after it started. */
export const minesMaximumRoundMs = 60 * 60_000;

export type MinesParams = { mines: number };
/**
 * The round's result: where the mines were, the tiles revealed in order, the mine hit (at most one: the
 * last revealed tile) and the multiplier paid (1/10000; 0 when a mine was hit).
 */
export type MinesOutcome = {
  minePositions: number[];
  revealed: number[];
  hits: number[];
  win: boolean;
  multiplier: number;
};

export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let index = 1; index <= k; index += 1) result = (result * (n - k + index)) / index;
  return Math.round(result);
}

export function isValidMinesParams(params: MinesParams): boolean {
  const { mines } = params;
  return Number.isInteger(mines) && mines >= 1 && mines < minesTileCount;
}

export function isValidTile(tile: number): boolean {
  return Number.isInteger(tile) && tile >= 0 && tile < minesTileCount;
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

/**
 * The result of revealing `revealed` in order on the board: lost at a mine (revealing stops there), else
 * cashed out at the multiplier of the safe tiles (or the stake back when none was revealed).
 */
export function minesResult(
  params: MinesParams,
  minePositions: number[],
  revealed: number[],
): { outcome: MinesOutcome; payout: Payout } {
  const mineSet = new Set(minePositions);
  const hits = revealed.filter((tile) => mineSet.has(tile)).sort((left, right) => left - right);
  const win = hits.length === 0;
  const multiplier = !win
    ? 0
    : revealed.length === 0
      ? multiplierScale
      : minesMultiplier(params.mines, revealed.length);
  return {
    outcome: { minePositions, revealed, hits, win, multiplier },
    payout: { numerator: multiplier, denominator: multiplierScale },
  };
}

export function minesExactRtp(mines: number, picks: number): number {
  return minesWinChance(mines, picks) * (minesMultiplier(mines, picks) / multiplierScale);
}
