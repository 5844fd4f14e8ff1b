import { multiplierScale } from '../inhouse-bytes.js';

/**
 * The in-house lottery (vendor HLOTTO): games, prize tiers, bet types, selection rules and default odds.
 * Pure data and rules, shared by the server (draws, bets, settlement), the web (bet slip, fairness page)
 * and the back office (odds, stated returns). docs/lottery-fairness.md publishes the draw method.
 *
 * A draw's result is a list of prize numbers in the order of the game's tiers (tier by tier, then by
 * position in the tier), each a string of exactly its tier's digits ("04512"). Odds are multipliers in
 * ten-thousandths of the unit stake (multiplierScale: 35000 = 3.5×), paid per hit.
 *
 * No zod here: the web app's first screens read the game list and tiers, and this module keeps the
 * validation library out of their bundle. The schemas are in lottery-games.ts, which re-exports all of it.
 */

export const lotteryVendorCode = 'HLOTTO';

export const lotteryGameCodes = ['vn_north', 'vn_south', 'fast_1m', 'fast_3m', 'fast_5m', 'sea_4d'] as const;
export type LotteryGameCode = (typeof lotteryGameCodes)[number];

export type LotteryFamily = 'vn' | 'fast' | 'sea_4d';

/** One prize tier: `count` prizes of `digits` digits each. */
export type LotteryPrizeTier = { code: string; count: number; digits: number };

export const vnBetTypes = [
  'lo2',
  'lo3',
  'lo4',
  'de',
  'de_head',
  'de_tail',
  'xien2',
  'xien3',
  'xien4',
] as const;
export const fastBetTypes = ['digit', 'big_small', 'odd_even', 'sum_big_small', 'sum_odd_even'] as const;
export const sea4dBetTypes = ['big', 'small'] as const;
export type VnBetType = (typeof vnBetTypes)[number];
export type FastBetType = (typeof fastBetTypes)[number];
export type Sea4dBetType = (typeof sea4dBetTypes)[number];
export type LotteryBetType = VnBetType | FastBetType | Sea4dBetType;
export const lotteryBetTypes: readonly LotteryBetType[] = [...vnBetTypes, ...fastBetTypes, ...sea4dBetTypes];

/** Odds of one bet type: multipliers of the unit stake in ten-thousandths, keyed by what pays ('win' or a tier). */
export type LotteryBetOdds = Readonly<Record<string, number>>;

export type LotteryGameDefinition = {
  code: LotteryGameCode;
  family: LotteryFamily;
  /** The catalogue category / prize mode it is listed under (spec §4): fast games and 4D in LOTT, VN in ELOTT. */
  category: 'LOTT' | 'ELOTT';
  /** The site page that plays it (spec §2), opened with ?gameCode=. */
  page: '/lottery' | '/seaLottery' | '/vnLottery';
  tiers: readonly LotteryPrizeTier[];
  /** Minutes between draws for the fast games; null for games drawn on a daily or weekly schedule. */
  drawIntervalMinutes: number | null;
  betTypes: readonly LotteryBetType[];
  defaultOdds: Readonly<Partial<Record<LotteryBetType, LotteryBetOdds>>>;
};

const x = (multiplier: number) => Math.round(multiplier * multiplierScale);

/** Vietnam North (Miền Bắc): 27 prizes. */
const vnNorthTiers: readonly LotteryPrizeTier[] = [
  { code: 'special', count: 1, digits: 5 },
  { code: 'first', count: 1, digits: 5 },
  { code: 'second', count: 2, digits: 5 },
  { code: 'third', count: 6, digits: 5 },
  { code: 'fourth', count: 4, digits: 4 },
  { code: 'fifth', count: 6, digits: 4 },
  { code: 'sixth', count: 3, digits: 3 },
  { code: 'seventh', count: 4, digits: 2 },
];

/** Vietnam South (Miền Nam): 18 prizes. */
const vnSouthTiers: readonly LotteryPrizeTier[] = [
  { code: 'special', count: 1, digits: 6 },
  { code: 'first', count: 1, digits: 5 },
  { code: 'second', count: 1, digits: 5 },
  { code: 'third', count: 2, digits: 5 },
  { code: 'fourth', count: 7, digits: 5 },
  { code: 'fifth', count: 1, digits: 4 },
  { code: 'sixth', count: 3, digits: 4 },
  { code: 'seventh', count: 1, digits: 3 },
  { code: 'eighth', count: 1, digits: 2 },
];

/** Fast lottery: five balls 0-9, position 1 (leftmost) to 5. */
const fastTiers: readonly LotteryPrizeTier[] = [{ code: 'ball', count: 5, digits: 1 }];

/** 4D: 23 four-digit numbers. */
const sea4dTiers: readonly LotteryPrizeTier[] = [
  { code: 'first', count: 1, digits: 4 },
  { code: 'second', count: 1, digits: 4 },
  { code: 'third', count: 1, digits: 4 },
  { code: 'starter', count: 10, digits: 4 },
  { code: 'consolation', count: 10, digits: 4 },
];

/** Default odds; stated returns (lottery-settle.ts statedReturn) are in the comments. */
const vnNorthOdds: Record<VnBetType, LotteryBetOdds> = {
  lo2: { win: x(3.5) }, // 27 prizes / 100 × 3.5 = 94.5%
  lo3: { win: x(41) }, // 23 / 1000 × 41 = 94.3%
  lo4: { win: x(475) }, // 20 / 10000 × 475 = 95%
  de: { win: x(95) }, // 95%
  de_head: { win: x(9.5) }, // 95%
  de_tail: { win: x(9.5) }, // 95%
  xien2: { win: x(17.2) }, // ≈ 94.40%
  xien3: { win: x(76) }, // ≈ 93.46%
  xien4: { win: x(350) }, // ≈ 93.45%
};

const vnSouthOdds: Record<VnBetType, LotteryBetOdds> = {
  lo2: { win: x(5.25) }, // 18 / 100 × 5.25 = 94.5%
  lo3: { win: x(55) }, // 17 / 1000 × 55 = 93.5%
  lo4: { win: x(590) }, // 16 / 10000 × 590 = 94.4%
  de: { win: x(95) },
  de_head: { win: x(9.5) },
  de_tail: { win: x(9.5) },
  xien2: { win: x(36) }, // ≈ 93.99%
  xien3: { win: x(240) }, // ≈ 93.92%
  xien4: { win: x(1700) }, // ≈ 94.39%
};

const fastOdds: Record<FastBetType, LotteryBetOdds> = {
  digit: { win: x(9.8) }, // 98%
  big_small: { win: x(1.96) }, // 98%
  odd_even: { win: x(1.96) }, // 98%
  sum_big_small: { win: x(1.96) }, // 98%
  sum_odd_even: { win: x(1.96) }, // 98%
};

/** Standard 4D prize table per unit: Big 2000/1000/490/250/60 (65.9%), Small 3000/2000/800 (58%). */
const sea4dOdds: Record<Sea4dBetType, LotteryBetOdds> = {
  big: { first: x(2000), second: x(1000), third: x(490), starter: x(250), consolation: x(60) },
  small: { first: x(3000), second: x(2000), third: x(800) },
};

function fastGame(code: LotteryGameCode, drawIntervalMinutes: number): LotteryGameDefinition {
  return {
    code,
    family: 'fast',
    category: 'LOTT',
    page: '/lottery',
    tiers: fastTiers,
    drawIntervalMinutes,
    betTypes: fastBetTypes,
    defaultOdds: fastOdds,
  };
}

export const lotteryGames: Readonly<Record<LotteryGameCode, LotteryGameDefinition>> = {
  vn_north: {
    code: 'vn_north',
    family: 'vn',
    category: 'ELOTT',
    page: '/vnLottery',
    tiers: vnNorthTiers,
    drawIntervalMinutes: null,
    betTypes: vnBetTypes,
    defaultOdds: vnNorthOdds,
  },
  vn_south: {
    code: 'vn_south',
    family: 'vn',
    category: 'ELOTT',
    page: '/vnLottery',
    tiers: vnSouthTiers,
    drawIntervalMinutes: null,
    betTypes: vnBetTypes,
    defaultOdds: vnSouthOdds,
  },
  fast_1m: fastGame('fast_1m', 1),
  fast_3m: fastGame('fast_3m', 3),
  fast_5m: fastGame('fast_5m', 5),
  sea_4d: {
    code: 'sea_4d',
    family: 'sea_4d',
    category: 'LOTT',
    page: '/seaLottery',
    tiers: sea4dTiers,
    drawIntervalMinutes: null,
    betTypes: sea4dBetTypes,
    defaultOdds: sea4dOdds,
  },
};

export function isLotteryGameCode(code: string): code is LotteryGameCode {
  return (lotteryGameCodes as readonly string[]).includes(code);
}

export function lotteryGame(code: LotteryGameCode): LotteryGameDefinition {
  return lotteryGames[code];
}

/** One prize of a draw: its tier and position (0-based within the tier), in result order. */
export type LotteryPrizeSlot = { tier: string; position: number; digits: number };

const slotsByGame = new Map<LotteryGameCode, readonly LotteryPrizeSlot[]>();

/** The prizes of a game in result order (27 for vn_north, 18 for vn_south, 5 for fast, 23 for sea_4d). */
export function prizeSlotsOf(code: LotteryGameCode): readonly LotteryPrizeSlot[] {
  let slots = slotsByGame.get(code);
  if (!slots) {
    const list: LotteryPrizeSlot[] = [];
    for (const tier of lotteryGames[code].tiers)
      for (let position = 0; position < tier.count; position += 1)
        list.push({ tier: tier.code, position, digits: tier.digits });
    slots = Object.freeze(list);
    slotsByGame.set(code, slots);
  }
  return slots;
}

export function prizeCountOf(code: LotteryGameCode): number {
  return lotteryGames[code].tiers.reduce((sum, tier) => sum + tier.count, 0);
}

export function isBetTypeOf(code: LotteryGameCode, betType: string): betType is LotteryBetType {
  return (lotteryGames[code].betTypes as readonly string[]).includes(betType);
}

/** The keys a bet type's odds must have: 'win', or the paying tiers for 4D. */
export function oddsKeysOf(code: LotteryGameCode, betType: LotteryBetType): string[] {
  return Object.keys(lotteryGames[code].defaultOdds[betType] ?? {});
}

export function defaultOddsOf(code: LotteryGameCode, betType: LotteryBetType): LotteryBetOdds {
  const odds = lotteryGames[code].defaultOdds[betType];
  if (!odds) throw new RangeError(`${betType} is not a bet type of ${code}`);
  return odds;
}

/** Odds bounds: at least 1.0001× and at most 1,000,000× the unit stake per hit. */
export const lotteryOddsMinimum = 1;
export const lotteryOddsMaximum = 1_000_000 * multiplierScale;
