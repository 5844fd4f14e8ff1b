import {
  type LotteryPick,
  type LotterySelection,
  lotteryMaxNumbersPerBet,
  selectionDigitsOf,
  validateSelection,
} from '@gaming/contracts/lottery/lottery-bets';
import type { LotteryBetType, LotteryGameCode } from '@gaming/contracts/lottery/lottery-games';
import { parseDecimalAmount } from '@gaming/contracts/money';

/**
 * The bet slip's rules, as the member fills it in: which picker a bet type shows, how many numbers it
 * takes, the selection it sends (the lottery math's shape, checked by its validateSelection) and the
 * stake: a unit stake, one unit per number (a xien or a pick bet is one unit).
 */

/** What the slip shows to pick with. */
export type PickerKind =
  /** The 00-99 grid (bao lo 2, de, xien). */
  | { kind: 'grid'; size: 100; minimum: number; maximum: number; position: false }
  /** The 0-9 row (de head and tail; the fast game's digit at a position). */
  | { kind: 'grid'; size: 10; minimum: number; maximum: number; position: boolean }
  /** Typed numbers of 3 or 4 digits (bao lo 3 and 4, 4D Big and Small). */
  | { kind: 'typed'; digits: number; minimum: number; maximum: number }
  /** Big or small, odd or even (of a fast ball's position, or of the five balls' sum). */
  | { kind: 'pick'; picks: readonly [LotteryPick, LotteryPick]; position: boolean };

const xienCount: Partial<Record<LotteryBetType, number>> = { xien2: 2, xien3: 3, xien4: 4 };

export function pickerOf(betType: LotteryBetType): PickerKind {
  switch (betType) {
    case 'big_small':
      return { kind: 'pick', picks: ['big', 'small'], position: true };
    case 'odd_even':
      return { kind: 'pick', picks: ['odd', 'even'], position: true };
    case 'sum_big_small':
      return { kind: 'pick', picks: ['big', 'small'], position: false };
    case 'sum_odd_even':
      return { kind: 'pick', picks: ['odd', 'even'], position: false };
    default:
      break;
  }
  const digits = selectionDigitsOf(betType) ?? 2;
  const exactly = xienCount[betType];
  const minimum = exactly ?? 1;
  if (digits === 1) return { kind: 'grid', size: 10, minimum, maximum: 10, position: betType === 'digit' };
  const maximum = exactly ?? lotteryMaxNumbersPerBet;
  if (digits === 2) return { kind: 'grid', size: 100, minimum, maximum, position: false };
  return { kind: 'typed', digits, minimum, maximum };
}

/** What the member has chosen so far. */
export type SlipPicks = { numbers: readonly string[]; position: number; pick: LotteryPick | null };

export const emptyPicks: SlipPicks = { numbers: [], position: 1, pick: null };

/** The selection a slip sends for its bet type. */
export function selectionOf(betType: LotteryBetType, picks: SlipPicks): LotterySelection {
  const picker = pickerOf(betType);
  if (picker.kind === 'pick') {
    const selection: LotterySelection = picks.pick ? { pick: picks.pick } : {};
    if (picker.position) selection.position = picks.position;
    return selection;
  }
  const selection: LotterySelection = { numbers: [...picks.numbers] };
  if (picker.kind === 'grid' && picker.position) selection.position = picks.position;
  return selection;
}

export type SlipProblem =
  /** Nothing picked yet, or not enough numbers (a xien needs exactly its count). */
  | { key: 'pickMore'; count: number }
  | { key: 'pickOne' }
  | { key: 'stakeInvalid' }
  | { key: 'stakeRange'; minMinor: bigint; maxMinor: bigint }
  | { key: 'salesClosed' }
  | { key: 'noDraw' };

export type SlipCheck =
  | {
      ok: true;
      selection: LotterySelection;
      units: number;
      unitStakeMinor: bigint;
      totalMinor: bigint;
    }
  | { ok: false; problem: SlipProblem };

/**
 * The slip as it stands: a complete selection (the lottery math's validateSelection agrees), a unit stake
 * within the game's limits, and a draw still on sale. The first problem is the one shown.
 */
export function checkSlip(input: {
  gameCode: LotteryGameCode;
  betType: LotteryBetType;
  picks: SlipPicks;
  stakeText: string;
  decimals: number;
  minStakeMinor: bigint;
  maxStakeMinor: bigint;
  salesOpen: boolean;
  hasDraw: boolean;
}): SlipCheck {
  if (!input.hasDraw) return { ok: false, problem: { key: 'noDraw' } };
  if (!input.salesOpen) return { ok: false, problem: { key: 'salesClosed' } };
  const picker = pickerOf(input.betType);
  if (picker.kind === 'pick') {
    if (!input.picks.pick) return { ok: false, problem: { key: 'pickOne' } };
  } else if (input.picks.numbers.length < picker.minimum) {
    return { ok: false, problem: { key: 'pickMore', count: picker.minimum - input.picks.numbers.length } };
  }
  const checked = validateSelection(input.gameCode, input.betType, selectionOf(input.betType, input.picks));
  if (!checked.ok) return { ok: false, problem: { key: 'pickMore', count: 1 } };
  const unitStakeMinor = parseDecimalAmount(input.stakeText.trim(), input.decimals);
  if (unitStakeMinor === undefined || unitStakeMinor <= 0n)
    return { ok: false, problem: { key: 'stakeInvalid' } };
  if (unitStakeMinor < input.minStakeMinor || unitStakeMinor > input.maxStakeMinor)
    return {
      ok: false,
      problem: { key: 'stakeRange', minMinor: input.minStakeMinor, maxMinor: input.maxStakeMinor },
    };
  return {
    ok: true,
    selection: checked.selection,
    units: checked.units,
    unitStakeMinor,
    totalMinor: unitStakeMinor * BigInt(checked.units),
  };
}
