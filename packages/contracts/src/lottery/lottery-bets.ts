import { z } from 'zod';
import { multiplierScale, type Payout, winOf } from '../inhouse-bytes.js';
import {
  isBetTypeOf,
  type LotteryBetOdds,
  type LotteryBetType,
  type LotteryGameCode,
  lotteryOddsMaximum,
  lotteryOddsMinimum,
  oddsKeysOf,
  prizeSlotsOf,
} from './lottery-games.js';

/**
 * Bet selections, settlement and exact stated returns of the in-house lottery.
 *
 * A bet has a unit stake and a selection. Bets on numbers (bao lo, de, de head/tail, fast digit, 4D) may
 * pick up to `lotteryMaxNumbersPerBet` distinct numbers: each number is one unit, so the stake debited is
 * unit stake × units, and each number pays on its own. A xien bet (2, 3 or 4 numbers together) is one
 * unit. A pick bet (big/small, odd/even) is one unit.
 *
 * Settlement returns the payout as a multiple of the unit stake (Payout: numerator / denominator,
 * integers), the win is winOf(unitStakeMinor, payout): exact, rounded down to the minor unit.
 *
 * Rules (worked examples in lottery-bets.test.ts):
 * - lo2 / lo3 / lo4 (bao lô): among the prizes with at least n digits, count those whose last n digits
 *   equal the number; pays odds × count (a number drawn on 3 prizes pays 3 times).
 * - de (đề): the last two digits of the special prize. Special 12345 → de 45.
 * - de_head (đề đầu): the first of those two digits (tens); de_tail (đề đuôi): the last digit (units).
 *   Special 12345 → head 4, tail 5.
 * - xien2 / xien3 / xien4 (xiên): every one of the 2 / 3 / 4 numbers is among the last two digits of the
 *   prizes (any prizes, a number may repeat); pays odds once. One number missing loses the bet.
 * - Fast (five balls, positions 1-5): digit (the ball at the position is one of the picked digits), big
 *   (5-9) / small (0-4), odd / even, per position; sum of the five balls big (23-45) / small (0-22), odd / even.
 * - 4D Big: pays the tier's odds for each of the 23 prizes the number equals (first, second, third,
 *   starter, consolation); Small: first, second and third only.
 */

export const lotteryMaxNumbersPerBet = 10;

export const lotteryPicks = ['big', 'small', 'odd', 'even'] as const;
export type LotteryPick = (typeof lotteryPicks)[number];

/** The selection as the client sends it; validateSelection checks it against the bet type. */
export const lotterySelectionSchema = z
  .object({
    numbers: z.array(z.string().max(8)).max(lotteryMaxNumbersPerBet).optional(),
    position: z.number().int().min(1).max(5).optional(),
    pick: z.enum(lotteryPicks).optional(),
  })
  .strict();
export type LotterySelection = z.infer<typeof lotterySelectionSchema>;

export type LotterySelectionError =
  | 'lottery_bet_type_unknown'
  | 'lottery_numbers_invalid'
  | 'lottery_numbers_duplicate'
  | 'lottery_numbers_count'
  | 'lottery_position_invalid'
  | 'lottery_pick_invalid';

export type ValidSelection = { ok: true; selection: LotterySelection; units: number };
export type SelectionCheck = ValidSelection | { ok: false; error: LotterySelectionError };

type NumberRule = { digits: number; minimum: number; maximum: number; position: boolean };
type PickRule = { picks: readonly LotteryPick[]; position: boolean };

const numberRules: Partial<Record<LotteryBetType, NumberRule>> = {
  lo2: { digits: 2, minimum: 1, maximum: lotteryMaxNumbersPerBet, position: false },
  lo3: { digits: 3, minimum: 1, maximum: lotteryMaxNumbersPerBet, position: false },
  lo4: { digits: 4, minimum: 1, maximum: lotteryMaxNumbersPerBet, position: false },
  de: { digits: 2, minimum: 1, maximum: lotteryMaxNumbersPerBet, position: false },
  de_head: { digits: 1, minimum: 1, maximum: 10, position: false },
  de_tail: { digits: 1, minimum: 1, maximum: 10, position: false },
  xien2: { digits: 2, minimum: 2, maximum: 2, position: false },
  xien3: { digits: 2, minimum: 3, maximum: 3, position: false },
  xien4: { digits: 2, minimum: 4, maximum: 4, position: false },
  digit: { digits: 1, minimum: 1, maximum: 10, position: true },
  big: { digits: 4, minimum: 1, maximum: lotteryMaxNumbersPerBet, position: false },
  small: { digits: 4, minimum: 1, maximum: lotteryMaxNumbersPerBet, position: false },
};

const pickRules: Partial<Record<LotteryBetType, PickRule>> = {
  big_small: { picks: ['big', 'small'], position: true },
  odd_even: { picks: ['odd', 'even'], position: true },
  sum_big_small: { picks: ['big', 'small'], position: false },
  sum_odd_even: { picks: ['odd', 'even'], position: false },
};

const digitPatterns = [/^$/, /^[0-9]$/, /^[0-9]{2}$/, /^[0-9]{3}$/, /^[0-9]{4}$/];

const isXien = (betType: LotteryBetType) => betType === 'xien2' || betType === 'xien3' || betType === 'xien4';

/** How many digits each picked number of a bet type has (null: the bet picks big/small or odd/even). */
export function selectionDigitsOf(betType: LotteryBetType): number | null {
  return numberRules[betType]?.digits ?? null;
}

/** Checks a selection against the game's bet type; the valid one is returned normalised (numbers sorted). */
export function validateSelection(code: LotteryGameCode, betType: string, raw: unknown): SelectionCheck {
  if (!isBetTypeOf(code, betType)) return { ok: false, error: 'lottery_bet_type_unknown' };
  const parsed = lotterySelectionSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: 'lottery_numbers_invalid' };
  return checkSelection(betType, parsed.data);
}

/** The bet type's rules over a selection already of the right shape (the parsed one, or the server's own). */
function checkSelection(betType: LotteryBetType, selection: LotterySelection): SelectionCheck {
  const numberRule = numberRules[betType];
  if (numberRule) {
    if (selection.pick !== undefined) return { ok: false, error: 'lottery_pick_invalid' };
    if (numberRule.position !== (selection.position !== undefined))
      return { ok: false, error: 'lottery_position_invalid' };
    const numbers = selection.numbers ?? [];
    const pattern = digitPatterns[numberRule.digits] as RegExp;
    if (!numbers.every((number) => pattern.test(number)))
      return { ok: false, error: 'lottery_numbers_invalid' };
    if (new Set(numbers).size !== numbers.length) return { ok: false, error: 'lottery_numbers_duplicate' };
    if (numbers.length < numberRule.minimum || numbers.length > numberRule.maximum)
      return { ok: false, error: 'lottery_numbers_count' };
    const normalised: LotterySelection = { numbers: [...numbers].sort() };
    if (selection.position !== undefined) normalised.position = selection.position;
    return { ok: true, selection: normalised, units: isXien(betType) ? 1 : numbers.length };
  }
  const pickRule = pickRules[betType] as PickRule;
  if (selection.numbers !== undefined) return { ok: false, error: 'lottery_numbers_invalid' };
  if (pickRule.position !== (selection.position !== undefined))
    return { ok: false, error: 'lottery_position_invalid' };
  if (selection.pick === undefined || !pickRule.picks.includes(selection.pick))
    return { ok: false, error: 'lottery_pick_invalid' };
  const normalised: LotterySelection = { pick: selection.pick };
  if (selection.position !== undefined) normalised.position = selection.position;
  return { ok: true, selection: normalised, units: 1 };
}

export type OddsError = 'lottery_odds_keys' | 'lottery_odds_range' | 'lottery_odds_return_above_stake';

/** Odds the back office may set: the bet type's keys, integers in range, stated return at most 100%. */
export function checkOdds(
  code: LotteryGameCode,
  betType: LotteryBetType,
  odds: LotteryBetOdds,
): OddsError | null {
  const keys = oddsKeysOf(code, betType).sort();
  const given = Object.keys(odds).sort();
  if (keys.length !== given.length || keys.some((key, index) => key !== given[index]))
    return 'lottery_odds_keys';
  for (const value of Object.values(odds))
    if (!Number.isSafeInteger(value) || value < lotteryOddsMinimum || value > lotteryOddsMaximum)
      return 'lottery_odds_range';
  const stated = statedReturn(code, betType, odds);
  return stated.numerator > stated.denominator ? 'lottery_odds_return_above_stake' : null;
}

/** The outcome of a bet: how many times it won and the payout as a multiple of the unit stake. */
export type LotterySettlement = { hits: number; payout: Payout };

/** The win of a settled bet in minor units (rounded down). */
export function lotteryWinMinor(unitStakeMinor: bigint, settlement: LotterySettlement): bigint {
  return winOf(unitStakeMinor, settlement.payout);
}

/** Checks that results are the game's prize numbers (count and digits); throws on a malformed draw. */
export function assertResults(code: LotteryGameCode, results: readonly string[]): void {
  const slots = prizeSlotsOf(code);
  if (results.length !== slots.length)
    throw new RangeError(`${code} has ${slots.length} prizes, got ${results.length}`);
  slots.forEach((slot, index) => {
    const value = results[index] ?? '';
    if (value.length !== slot.digits || !/^[0-9]+$/.test(value))
      throw new RangeError(`${code} prize ${index} must have ${slot.digits} digits, got "${value}"`);
  });
}

const oddsValue = (odds: LotteryBetOdds, key: string): number => {
  const value = odds[key];
  if (value === undefined) throw new RangeError(`odds have no "${key}"`);
  return value;
};

/**
 * The hits of a bet on numbers, with `isSelected` saying whether a number is picked: the shared core of
 * settleBet and of the simulation (which bets many numbers at once). Returns the hit count and the sum
 * of the odds of the hits (ten-thousandths of the unit stake).
 */
export function numberHits(
  code: LotteryGameCode,
  betType: LotteryBetType,
  results: readonly string[],
  odds: LotteryBetOdds,
  isSelected: (number: string) => boolean,
  position?: number,
): { hits: number; oddsSum: number } {
  let hits = 0;
  let oddsSum = 0;
  const hit = (odd: number) => {
    hits += 1;
    oddsSum += odd;
  };
  const slots = prizeSlotsOf(code);
  switch (betType) {
    case 'lo2':
    case 'lo3':
    case 'lo4': {
      const digits = Number(betType.slice(2));
      const win = oddsValue(odds, 'win');
      results.forEach((value) => {
        if (value.length >= digits && isSelected(value.slice(-digits))) hit(win);
      });
      break;
    }
    case 'de':
    case 'de_head':
    case 'de_tail': {
      const special = results[0] ?? '';
      const lastTwo = special.slice(-2);
      const key = betType === 'de' ? lastTwo : betType === 'de_head' ? lastTwo.slice(0, 1) : lastTwo.slice(1);
      if (isSelected(key)) hit(oddsValue(odds, 'win'));
      break;
    }
    case 'digit': {
      const ball = results[(position ?? 0) - 1];
      if (ball === undefined) throw new RangeError('digit bets need a position 1-5');
      if (isSelected(ball)) hit(oddsValue(odds, 'win'));
      break;
    }
    case 'big':
    case 'small': {
      results.forEach((value, index) => {
        const tier = slots[index]?.tier ?? '';
        const odd = odds[tier];
        if (odd !== undefined && isSelected(value)) hit(odd);
      });
      break;
    }
    default:
      throw new RangeError(`${betType} is not a bet on numbers`);
  }
  return { hits, oddsSum };
}

/** The distinct last two digits of a draw's prizes (what xien bets look at). */
export function lastTwoDigitsOf(results: readonly string[]): Set<string> {
  return new Set(results.map((value) => value.slice(-2)));
}

function pickWins(pick: LotteryPick, value: number, bigFrom: number): boolean {
  if (pick === 'big') return value >= bigFrom;
  if (pick === 'small') return value < bigFrom;
  return (value % 2 === 1) === (pick === 'odd');
}

/** The smallest big sum of the five fast balls: 23-45 is big, 0-22 small. */
export const fastSumBigFrom = 23;
/** The smallest big ball: 5-9 big, 0-4 small. */
export const fastBallBigFrom = 5;

/**
 * Settles one bet against a draw's results. The selection is validated first (a bad one throws: the
 * server validated it when the bet was placed). Payout is per unit stake.
 */
export function settleBet(
  code: LotteryGameCode,
  betType: LotteryBetType,
  rawSelection: LotterySelection,
  results: readonly string[],
  odds: LotteryBetOdds,
): LotterySettlement {
  if (!isBetTypeOf(code, betType)) throw new RangeError(`${betType} is not a bet type of ${code}`);
  const check = checkSelection(betType, rawSelection);
  if (!check.ok) throw new RangeError(`invalid ${betType} selection: ${check.error}`);
  assertResults(code, results);
  const selection = check.selection;
  const settled = (hits: number, oddsSum: number): LotterySettlement => ({
    hits,
    payout: { numerator: oddsSum, denominator: multiplierScale },
  });
  if (isXien(betType)) {
    const drawn = lastTwoDigitsOf(results);
    const all = (selection.numbers ?? []).every((number) => drawn.has(number));
    return all ? settled(1, oddsValue(odds, 'win')) : settled(0, 0);
  }
  if (selection.pick !== undefined) {
    const balls = results.map(Number);
    const win = oddsValue(odds, 'win');
    const value =
      selection.position === undefined
        ? balls.reduce((sum, ball) => sum + ball, 0)
        : (balls[selection.position - 1] ?? 0);
    const bigFrom = selection.position === undefined ? fastSumBigFrom : fastBallBigFrom;
    return pickWins(selection.pick, value, bigFrom) ? settled(1, win) : settled(0, 0);
  }
  const picked = new Set(selection.numbers ?? []);
  const { hits, oddsSum } = numberHits(
    code,
    betType,
    results,
    odds,
    (number) => picked.has(number),
    selection.position,
  );
  return settled(hits, oddsSum);
}

/** An exact ratio (the stated return of one unit staked: numerator / denominator). */
export type ExactRatio = { numerator: bigint; denominator: bigint };

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function reduced(numerator: bigint, denominator: bigint): ExactRatio {
  const divisor = gcd(numerator, denominator) || 1n;
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

function binomial(n: number, k: number): bigint {
  let result = 1n;
  for (let index = 0; index < k; index += 1) result = (result * BigInt(n - index)) / BigInt(index + 1);
  return result;
}

/** How many of the 10^5 fast draws have a ball sum that a pick wins (exact count by convolution). */
function fastSumWinningDraws(pick: LotteryPick): bigint {
  let ways = [1];
  for (let ball = 0; ball < 5; ball += 1) {
    const next = new Array<number>(ways.length + 9).fill(0);
    ways.forEach((count, sum) => {
      for (let digit = 0; digit <= 9; digit += 1) next[sum + digit] = (next[sum + digit] ?? 0) + count;
    });
    ways = next;
  }
  let winning = 0;
  ways.forEach((count, sum) => {
    if (pickWins(pick, sum, fastSumBigFrom)) winning += count;
  });
  return BigInt(winning);
}

/**
 * The exact expected return of one unit staked on a bet type (e.g. 189/200 = 94.5%), the same for every
 * selection of the bet type: every number, position and pick is equally likely.
 */
export function statedReturn(
  code: LotteryGameCode,
  betType: LotteryBetType,
  odds: LotteryBetOdds,
): ExactRatio {
  const scale = BigInt(multiplierScale);
  const slots = prizeSlotsOf(code);
  const win = () => BigInt(oddsValue(odds, 'win'));
  switch (betType) {
    case 'lo2':
    case 'lo3':
    case 'lo4': {
      const digits = Number(betType.slice(2));
      const prizes = BigInt(slots.filter((slot) => slot.digits >= digits).length);
      return reduced(prizes * win(), 10n ** BigInt(digits) * scale);
    }
    case 'de':
      return reduced(win(), 100n * scale);
    case 'de_head':
    case 'de_tail':
    case 'digit':
      return reduced(win(), 10n * scale);
    case 'xien2':
    case 'xien3':
    case 'xien4': {
      // P(all k numbers among N independent uniform two-digit endings), by inclusion-exclusion.
      const k = Number(betType.slice(4));
      const n = BigInt(slots.length);
      let probabilityNumerator = 0n;
      for (let j = 0; j <= k; j += 1)
        probabilityNumerator += (j % 2 === 0 ? 1n : -1n) * binomial(k, j) * BigInt(100 - j) ** n;
      return reduced(probabilityNumerator * win(), 100n ** n * scale);
    }
    case 'big_small':
    case 'odd_even':
      return reduced(5n * win(), 10n * scale);
    case 'sum_big_small':
      return reduced(fastSumWinningDraws('big') * win(), 100_000n * scale);
    case 'sum_odd_even':
      return reduced(fastSumWinningDraws('odd') * win(), 100_000n * scale);
    case 'big':
    case 'small': {
      let total = 0n;
      for (const slot of slots) total += BigInt(odds[slot.tier] ?? 0);
      return reduced(total, 10_000n * scale);
    }
  }
}

/**
 * The most one unit of a bet on one number (or pick) can win in one draw, in ten-thousandths of the unit
 * stake: what the exposure limits hold per number. Prizes are independent (the same number may come up on
 * every prize), so a bao lo number can hit every prize with at least its digits (27 × lo2 on vn_north) and
 * a 4D Big number every one of the 23 prizes (the sum of all the tiers' odds); this worst case can happen,
 * so the bound is tight. De, de head/tail, fast digits and picks pay at most once.
 *
 * A xien pays its odds once, and only when every one of its numbers is drawn: the server charges the
 * whole combination to each of its numbers. The payout of every xien on the numbers drawn is then at
 * most what is held on any one of them, so no number's limit can be exceeded by combinations containing
 * it (a per-combination limit would not bound what one popular number costs across many combinations).
 */
export function maxPayoutPerUnit(
  code: LotteryGameCode,
  betType: LotteryBetType,
  odds: LotteryBetOdds,
): number {
  const slots = prizeSlotsOf(code);
  switch (betType) {
    case 'lo2':
    case 'lo3':
    case 'lo4': {
      const digits = Number(betType.slice(2));
      return oddsValue(odds, 'win') * slots.filter((slot) => slot.digits >= digits).length;
    }
    case 'big':
    case 'small':
      return slots.reduce((sum, slot) => sum + (odds[slot.tier] ?? 0), 0);
    default:
      return Math.max(...Object.values(odds));
  }
}

/** A ratio as a number (for display and the simulation's comparison; the ratio itself stays exact). */
export function ratioValue(ratio: ExactRatio): number {
  const scaled = (ratio.numerator * 10n ** 12n) / ratio.denominator;
  return Number(scaled) / 1e12;
}

/** A ratio as a percentage text, rounded down, e.g. "94.50" for 189/200. */
export function ratioPercentText(ratio: ExactRatio, decimals = 2): string {
  const factor = 10n ** BigInt(decimals);
  const scaled = (ratio.numerator * 100n * factor) / ratio.denominator;
  const whole = scaled / factor;
  const fraction = (scaled % factor).toString().padStart(decimals, '0');
  return decimals > 0 ? `${whole}.${fraction}` : whole.toString();
}
