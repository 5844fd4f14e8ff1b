import type { RoundBytes } from '../inhouse-bytes.js';
import { multiplierScale } from '../inhouse-bytes.js';
import { lastTwoDigitsOf, numberHits, ratioValue, settleBet, statedReturn } from './lottery-bets.js';
import { drawNumbersFromBytes } from './lottery-draw.js';
import { type LotteryBetType, type LotteryGameCode, lotteryGames, prizeSlotsOf } from './lottery-games.js';

/**
 * Simulated draws of a game, derived exactly as the server derives them (the caller supplies each draw's
 * HMAC rounds), settled against a book of bets, and the digits tested for uniformity.
 *
 * One bet of 95× odds has a standard deviation near 9.5 stakes, so 1,000,000 draws of it would measure
 * its return only to about ±1 pp. Each simulated draw therefore settles a book: for a bet on numbers,
 * one unit on each number of a window of half of all numbers (50 of 100, 5,000 of 10,000; the window
 * moves every draw); for xien, one unit on each combination of the window's numbers; for fast picks, one
 * unit on big or small (alternating by draw) and on odd or even at every position and on the sum. The
 * draws do not depend on the book, so its expected return is the stated return, and its spread is small
 * enough that ±0.5 pp after 1,000,000 draws is many standard errors.
 */

export type SimulatedBetType = {
  betType: LotteryBetType;
  stated: number;
  measured: number;
  /** The standard error of `measured` from the per-draw spread. */
  standardError: number;
};

export type LotterySimulation = {
  game: LotteryGameCode;
  draws: number;
  betTypes: SimulatedBetType[];
  /** Pearson chi-square of every drawn digit over 0-9 (9 degrees of freedom). */
  digitChiSquare: number;
  /** Pearson chi-square of every prize's last two digits over 00-99 (99 degrees of freedom). */
  lastTwoChiSquare: number;
  /** Pearson chi-square of the special prize's (first prize's) last two digits, or fast ball 1 (9 or 99 df). */
  firstPrizeChiSquare: number;
  firstPrizeDegreesOfFreedom: number;
};

/** Chi-square critical values at 99% (upper 1% points). */
export const chiSquareCritical99 = { 9: 21.666, 99: 134.642 } as const;

function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

function binomialNumber(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let index = 0; index < k; index += 1) result = (result * (n - index)) / (index + 1);
  return result;
}

class Moments {
  private count = 0;
  private sum = 0;
  private squares = 0;
  add(value: number): void {
    this.count += 1;
    this.sum += value;
    this.squares += value * value;
  }
  get mean(): number {
    return this.sum / this.count;
  }
  get standardError(): number {
    const variance = this.squares / this.count - this.mean ** 2;
    return Math.sqrt(Math.max(variance, 0) / this.count);
  }
}

/** The window of half of the 10^digits numbers that the book bets on in draw `index`. */
function windowOf(digits: number, index: number): (number: string) => boolean {
  const size = 10 ** digits;
  const start = (index * 7919) % size;
  const half = size / 2;
  return (number) => (Number(number) - start + size) % size < half;
}

const numberBetDigits: Partial<Record<LotteryBetType, number>> = {
  lo2: 2,
  lo3: 3,
  lo4: 4,
  de: 2,
  de_head: 1,
  de_tail: 1,
  digit: 1,
  big: 4,
  small: 4,
};

/** Simulates `draws` draws of a game; `roundBytesOf(index)` gives draw `index`'s HMAC rounds. */
export function simulateLottery(
  game: LotteryGameCode,
  draws: number,
  roundBytesOf: (index: number) => RoundBytes,
): LotterySimulation {
  const definition = lotteryGames[game];
  const slots = prizeSlotsOf(game);
  const moments = new Map<LotteryBetType, Moments>(
    definition.betTypes.map((betType) => [betType, new Moments()]),
  );
  const digitCounts = new Array<number>(10).fill(0);
  const lastTwoCounts = new Array<number>(100).fill(0);
  const firstDigits = slots[0]?.digits === 1 ? 1 : 2;
  const firstCounts = new Array<number>(10 ** firstDigits).fill(0);
  const scale = multiplierScale;

  for (let index = 0; index < draws; index += 1) {
    const results = drawNumbersFromBytes(game, roundBytesOf(index));
    for (const value of results) {
      for (let position = 0; position < value.length; position += 1) {
        const digit = value.charCodeAt(position) - 48;
        digitCounts[digit] = (digitCounts[digit] ?? 0) + 1;
      }
      if (value.length >= 2) {
        const lastTwo = Number(value.slice(-2));
        lastTwoCounts[lastTwo] = (lastTwoCounts[lastTwo] ?? 0) + 1;
      }
    }
    const first = Number((results[0] ?? '').slice(-firstDigits));
    firstCounts[first] = (firstCounts[first] ?? 0) + 1;

    for (const betType of definition.betTypes) {
      const odds = definition.defaultOdds[betType] ?? {};
      const win = odds.win ?? 0;
      const book = moments.get(betType) as Moments;
      const digits = numberBetDigits[betType];
      if (digits !== undefined) {
        const inWindow = windowOf(digits, index);
        const units = 10 ** digits / 2;
        if (betType === 'digit') {
          // One unit on each window digit at every position.
          let oddsSum = 0;
          for (let position = 1; position <= 5; position += 1)
            oddsSum += numberHits(game, betType, results, odds, inWindow, position).oddsSum;
          book.add(oddsSum / scale / (units * 5));
        } else {
          book.add(numberHits(game, betType, results, odds, inWindow).oddsSum / scale / units);
        }
      } else if (betType === 'xien2' || betType === 'xien3' || betType === 'xien4') {
        // One unit on each k-combination of the window's 50 numbers: C(drawn ∩ window, k) of them win.
        const k = Number(betType.slice(4));
        const inWindow = windowOf(2, index);
        let drawnInWindow = 0;
        for (const number of lastTwoDigitsOf(results)) if (inWindow(number)) drawnInWindow += 1;
        book.add(((win / scale) * binomialNumber(drawnInWindow, k)) / binomialNumber(50, k));
      } else {
        // Fast picks through settleBet: one unit per position (or on the sum), big/small alternating by draw.
        const picks =
          betType === 'big_small' || betType === 'sum_big_small'
            ? (['big', 'small'] as const)
            : (['odd', 'even'] as const);
        const pick = picks[index % 2] as (typeof picks)[number];
        const positions = betType.startsWith('sum_') ? [undefined] : [1, 2, 3, 4, 5];
        let oddsSum = 0;
        for (const position of positions) {
          const selection = position === undefined ? { pick } : { pick, position };
          oddsSum += settleBet(game, betType, selection, results, odds).payout.numerator;
        }
        book.add(oddsSum / scale / positions.length);
      }
    }
  }

  return {
    game,
    draws,
    betTypes: definition.betTypes.map((betType) => {
      const book = moments.get(betType) as Moments;
      return {
        betType,
        stated: ratioValue(statedReturn(game, betType, definition.defaultOdds[betType] ?? {})),
        measured: book.mean,
        standardError: book.standardError,
      };
    }),
    digitChiSquare: chiSquare(digitCounts),
    lastTwoChiSquare: game.startsWith('fast_') ? 0 : chiSquare(lastTwoCounts),
    firstPrizeChiSquare: chiSquare(firstCounts),
    firstPrizeDegreesOfFreedom: firstCounts.length - 1,
  };
}
