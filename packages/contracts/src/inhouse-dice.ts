import { type FairByteStream, floorDivide, multiplierScale, type Payout } from './inhouse-bytes.js';

/**
 * Dice: a roll from 0.00 to 99.99 (an integer 0..9999 shown with two decimals). "Under" wins when the
 * roll is below the target, "over" when it is above. The multiplier is the stated RTP over the win chance,
 * rounded down to 1/10000, so the exact RTP is at most the stated one and within 0.0001 of it.
 */
export const diceRtpBasisPoints = 9_900;
export const diceRollCount = 10_000;
/** Win chances between 1% and 98% (100 to 9800 winning rolls). */
export const diceMinimumWinningRolls = 100;
export const diceMaximumWinningRolls = 9_800;

export type DiceDirection = 'under' | 'over';
export type DiceParams = { direction: DiceDirection; target: number };
export type DiceOutcome = { roll: number; win: boolean; multiplier: number };

export function diceWinningRolls(params: DiceParams): number {
  return params.direction === 'under' ? params.target : diceRollCount - 1 - params.target;
}

export function isValidDiceParams(params: DiceParams): boolean {
  if (!Number.isInteger(params.target) || params.target < 0 || params.target >= diceRollCount) return false;
  const winning = diceWinningRolls(params);
  return winning >= diceMinimumWinningRolls && winning <= diceMaximumWinningRolls;
}

/** The multiplier in 1/10000: RTP / P(win), rounded down. */
export function diceMultiplier(params: DiceParams): number {
  return floorDivide(diceRtpBasisPoints * diceRollCount, diceWinningRolls(params));
}

export function playDice(
  params: DiceParams,
  stream: FairByteStream,
): { outcome: DiceOutcome; payout: Payout } {
  const roll = stream.integerBelow(diceRollCount);
  const win = params.direction === 'under' ? roll < params.target : roll > params.target;
  const multiplier = diceMultiplier(params);
  return {
    outcome: { roll, win, multiplier },
    payout: { numerator: win ? multiplier : 0, denominator: multiplierScale },
  };
}

/** The exact expected return of one bet (for the API and the tests). */
export function diceExactRtp(params: DiceParams): number {
  return (diceWinningRolls(params) / diceRollCount) * (diceMultiplier(params) / multiplierScale);
}
