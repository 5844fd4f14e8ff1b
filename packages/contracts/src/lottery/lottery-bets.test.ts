import { describe, expect, it } from 'vitest';
import {
  checkOdds,
  lotteryWinMinor,
  maxPayoutPerUnit,
  ratioPercentText,
  settleBet,
  statedReturn,
  validateSelection,
} from './lottery-bets.js';
import { deriveLotteryDraw } from './lottery-draw.js';
import {
  defaultOddsOf,
  type LotteryBetType,
  type LotteryGameCode,
  lotteryGames,
  prizeCountOf,
} from './lottery-games.js';

// A hand-made vn_north draw, tier by tier (special, first, 2 second, 6 third, 4 fourth, 6 fifth, 3 sixth, 4 seventh).
// Last two digits: 45 90 | 45 78 | 45 12 78 89 01 99 | 45 90 12 45 | 45 01 23 67 10 99 | 45 78 99 | 45 12 07 99
const north = [
  '12345',
  '67890',
  '11145',
  '22278',
  '30045',
  '40112',
  '50678',
  '60789',
  '70001',
  '80999',
  '1345',
  '2390',
  '5612',
  '7145',
  '0045',
  '8001',
  '9123',
  '4567',
  '3210',
  '6699',
  '345',
  '178',
  '999',
  '45',
  '12',
  '07',
  '99',
];

// vn_south: special (6), first, second, 2 third, 7 fourth, fifth (4), 3 sixth (4), seventh (3), eighth (2).
const south = [
  '123456',
  '11111',
  '22222',
  '33356',
  '44444',
  '55555',
  '66666',
  '77777',
  '88888',
  '99999',
  '00056',
  '12345',
  '5656',
  '0001',
  '0002',
  '0003',
  '456',
  '56',
];

// sea_4d: first, second, third, 10 starter, 10 consolation.
const sea = [
  '1234',
  '5678',
  '9012',
  ...Array.from({ length: 10 }, (_, index) => `000${index}`),
  ...Array.from({ length: 10 }, (_, index) => `11${index}${index}`),
];

const settle = (
  game: LotteryGameCode,
  betType: LotteryBetType,
  selection: object,
  results: readonly string[],
) => settleBet(game, betType, selection, results, defaultOddsOf(game, betType));

/** The payout as a decimal multiple of the unit stake (odds are in ten-thousandths). */
const times = (
  game: LotteryGameCode,
  betType: LotteryBetType,
  selection: object,
  results: readonly string[],
) => {
  const { payout } = settle(game, betType, selection, results);
  return payout.numerator / payout.denominator;
};

describe('vn bao lo (lo2, lo3, lo4): pays per matching prize among the prizes with at least n digits', () => {
  it('north lo2 45 matches 8 prizes (special, a second, a third, two fourth, a fifth, a sixth, a seventh)', () => {
    expect(settle('vn_north', 'lo2', { numbers: ['45'] }, north)).toEqual({
      hits: 8,
      payout: { numerator: 8 * 35_000, denominator: 10_000 },
    });
    expect(times('vn_north', 'lo2', { numbers: ['99'] }, north)).toBe(4 * 3.5); // 80999 6699 999 99
    expect(times('vn_north', 'lo2', { numbers: ['01'] }, north)).toBe(2 * 3.5); // 70001 8001
    expect(times('vn_north', 'lo2', { numbers: ['00'] }, north)).toBe(0);
  });

  it('several numbers are several units, each paying on its own; the win rounds down to the minor unit', () => {
    expect(validateSelection('vn_north', 'lo2', { numbers: ['99', '45', '00'] })).toEqual({
      ok: true,
      selection: { numbers: ['00', '45', '99'] },
      units: 3,
    });
    const settled = settle('vn_north', 'lo2', { numbers: ['45', '99', '00'] }, north);
    expect(settled.hits).toBe(12);
    expect(lotteryWinMinor(1_000n, settled)).toBe(42_000n); // 10.00 a unit × 3.5 × 12 hits
    const southOne = settle('vn_south', 'lo2', { numbers: ['78'] }, ['000078', ...south.slice(1)]);
    expect(lotteryWinMinor(3n, southOne)).toBe(15n); // 3 × 5.25 = 15.75 → 15
  });

  it('lo3 and lo4 skip prizes shorter than the number (north 7th prize for lo3; 6th and 7th for lo4)', () => {
    expect(times('vn_north', 'lo3', { numbers: ['345'] }, north)).toBe(3 * 41); // 12345 1345 345
    expect(times('vn_north', 'lo3', { numbers: ['045'] }, north)).toBe(2 * 41); // 30045 0045; never 7th's 45
    expect(times('vn_north', 'lo4', { numbers: ['0045'] }, north)).toBe(2 * 475); // 30045 0045
    expect(times('vn_north', 'lo4', { numbers: ['0999'] }, north)).toBe(475); // 80999; the 6th's 999 has 3 digits
    expect(times('vn_north', 'lo4', { numbers: ['2345'] }, north)).toBe(475);
  });

  it('south: lo2 56 six times, lo3 456 twice (not the 8th prize), lo4 3456 once', () => {
    expect(times('vn_south', 'lo2', { numbers: ['56'] }, south)).toBe(6 * 5.25);
    expect(times('vn_south', 'lo3', { numbers: ['456'] }, south)).toBe(2 * 55);
    expect(times('vn_south', 'lo4', { numbers: ['3456'] }, south)).toBe(590);
    expect(times('vn_south', 'lo4', { numbers: ['0056'] }, south)).toBe(590); // 00056; 456 is 3 digits
  });
});

describe('vn de, de head, de tail: the special prize', () => {
  it('north special 12345: de 45, head 4 (tens), tail 5 (units)', () => {
    expect(times('vn_north', 'de', { numbers: ['45'] }, north)).toBe(95);
    expect(times('vn_north', 'de', { numbers: ['54'] }, north)).toBe(0);
    expect(times('vn_north', 'de', { numbers: ['90'] }, north)).toBe(0); // the first prize does not count
    expect(times('vn_north', 'de_head', { numbers: ['4'] }, north)).toBe(9.5);
    expect(times('vn_north', 'de_head', { numbers: ['5'] }, north)).toBe(0);
    expect(times('vn_north', 'de_tail', { numbers: ['5'] }, north)).toBe(9.5);
    expect(times('vn_north', 'de_tail', { numbers: ['4'] }, north)).toBe(0);
  });

  it('south special 123456: de 56, head 5, tail 6; two head digits are two units, one wins', () => {
    expect(times('vn_south', 'de', { numbers: ['56'] }, south)).toBe(95);
    const head = settle('vn_south', 'de_head', { numbers: ['5', '6'] }, south);
    expect(head.hits).toBe(1);
    expect(times('vn_south', 'de_tail', { numbers: ['6'] }, south)).toBe(9.5);
  });
});

describe('vn xien: every number among the prizes’ last two digits, paid once', () => {
  it('xien 2, 3 and 4 win when all numbers are drawn, however often', () => {
    expect(settle('vn_north', 'xien2', { numbers: ['45', '99'] }, north)).toEqual({
      hits: 1,
      payout: { numerator: 172_000, denominator: 10_000 },
    });
    expect(times('vn_north', 'xien3', { numbers: ['45', '99', '07'] }, north)).toBe(76);
    expect(times('vn_north', 'xien4', { numbers: ['45', '99', '07', '90'] }, north)).toBe(350);
  });

  it('one number missing loses the whole bet (partial miss)', () => {
    expect(settle('vn_north', 'xien4', { numbers: ['45', '99', '07', '55'] }, north)).toEqual({
      hits: 0,
      payout: { numerator: 0, denominator: 10_000 },
    });
    expect(times('vn_north', 'xien2', { numbers: ['45', '46'] }, north)).toBe(0);
    expect(times('vn_south', 'xien3', { numbers: ['56', '45', '01'] }, south)).toBe(240); // 12345 → 45, 0001 → 01
    expect(times('vn_south', 'xien3', { numbers: ['56', '45', '04'] }, south)).toBe(0);
  });
});

describe('fast: five balls', () => {
  const balls = ['0', '4', '5', '9', '9']; // sum 27

  it('digit at a position, big (5-9) / small (0-4) and odd / even per position, edges 4 and 5', () => {
    expect(times('fast_1m', 'digit', { position: 4, numbers: ['9', '1'] }, balls)).toBe(9.8);
    expect(times('fast_1m', 'digit', { position: 1, numbers: ['9'] }, balls)).toBe(0);
    expect(times('fast_1m', 'big_small', { position: 2, pick: 'small' }, balls)).toBe(1.96); // 4 is small
    expect(times('fast_1m', 'big_small', { position: 2, pick: 'big' }, balls)).toBe(0);
    expect(times('fast_1m', 'big_small', { position: 3, pick: 'big' }, balls)).toBe(1.96); // 5 is big
    expect(times('fast_1m', 'odd_even', { position: 1, pick: 'even' }, balls)).toBe(1.96); // 0 is even
    expect(times('fast_1m', 'odd_even', { position: 3, pick: 'odd' }, balls)).toBe(1.96);
  });

  it('sum big (23-45) / small (0-22), odd / even: 22 is small, 23 big', () => {
    const sum22 = ['4', '4', '4', '5', '5'];
    const sum23 = ['4', '4', '5', '5', '5'];
    expect(times('fast_3m', 'sum_big_small', { pick: 'small' }, sum22)).toBe(1.96);
    expect(times('fast_3m', 'sum_big_small', { pick: 'big' }, sum22)).toBe(0);
    expect(times('fast_3m', 'sum_big_small', { pick: 'big' }, sum23)).toBe(1.96);
    expect(times('fast_5m', 'sum_odd_even', { pick: 'odd' }, sum23)).toBe(1.96);
    expect(times('fast_5m', 'sum_odd_even', { pick: 'even' }, sum22)).toBe(1.96);
    expect(times('fast_5m', 'sum_big_small', { pick: 'big' }, balls)).toBe(1.96);
  });
});

describe('4D Big and Small: tiered odds', () => {
  it('Big pays 2000 / 1000 / 490 / 250 / 60 for first / second / third / starter / consolation', () => {
    expect(times('sea_4d', 'big', { numbers: ['1234'] }, sea)).toBe(2000);
    expect(times('sea_4d', 'big', { numbers: ['5678'] }, sea)).toBe(1000);
    expect(times('sea_4d', 'big', { numbers: ['9012'] }, sea)).toBe(490);
    expect(times('sea_4d', 'big', { numbers: ['0003'] }, sea)).toBe(250);
    expect(times('sea_4d', 'big', { numbers: ['1177'] }, sea)).toBe(60);
    expect(times('sea_4d', 'big', { numbers: ['4321'] }, sea)).toBe(0);
  });

  it('Small pays 3000 / 2000 / 800 on the top three only; a number on two prizes pays both', () => {
    expect(times('sea_4d', 'small', { numbers: ['1234'] }, sea)).toBe(3000);
    expect(times('sea_4d', 'small', { numbers: ['5678'] }, sea)).toBe(2000);
    expect(times('sea_4d', 'small', { numbers: ['9012'] }, sea)).toBe(800);
    expect(times('sea_4d', 'small', { numbers: ['0003'] }, sea)).toBe(0);
    const twice = ['1234', '5678', '9012', '1234', ...sea.slice(4)];
    expect(settle('sea_4d', 'big', { numbers: ['1234'] }, twice)).toEqual({
      hits: 2,
      payout: { numerator: 22_500_000, denominator: 10_000 }, // 2000 + 250
    });
    expect(lotteryWinMinor(100n, settle('sea_4d', 'big', { numbers: ['1234', '0003'] }, sea))).toBe(225_000n);
  });
});

describe('selections are validated and bounded', () => {
  it.each([
    ['vn_north', 'lo2', { numbers: ['4'] }, 'lottery_numbers_invalid'],
    ['vn_north', 'lo2', { numbers: ['45', '45'] }, 'lottery_numbers_duplicate'],
    ['vn_north', 'lo2', { numbers: [] }, 'lottery_numbers_count'],
    [
      'vn_north',
      'lo2',
      { numbers: Array.from({ length: 11 }, (_, i) => `${10 + i}`) },
      'lottery_numbers_invalid',
    ],
    ['vn_north', 'lo3', { numbers: ['45'] }, 'lottery_numbers_invalid'],
    ['vn_north', 'xien2', { numbers: ['45', '46', '47'] }, 'lottery_numbers_count'],
    ['vn_north', 'xien4', { numbers: ['45', '46', '47'] }, 'lottery_numbers_count'],
    ['vn_north', 'de', { numbers: ['4x'] }, 'lottery_numbers_invalid'],
    ['vn_north', 'de', { numbers: ['45'], extra: 1 }, 'lottery_numbers_invalid'],
    ['vn_north', 'digit', { position: 1, numbers: ['4'] }, 'lottery_bet_type_unknown'],
    ['fast_1m', 'lo2', { numbers: ['45'] }, 'lottery_bet_type_unknown'],
    ['fast_1m', 'digit', { numbers: ['4'] }, 'lottery_position_invalid'],
    ['fast_1m', 'digit', { position: 6, numbers: ['4'] }, 'lottery_numbers_invalid'],
    ['fast_1m', 'big_small', { position: 1, pick: 'odd' }, 'lottery_pick_invalid'],
    ['fast_1m', 'big_small', { pick: 'big' }, 'lottery_position_invalid'],
    ['fast_1m', 'sum_big_small', { position: 1, pick: 'big' }, 'lottery_position_invalid'],
    ['fast_1m', 'sum_odd_even', {}, 'lottery_pick_invalid'],
    ['sea_4d', 'big', { numbers: ['12345'] }, 'lottery_numbers_invalid'],
    ['sea_4d', 'small', 'not an object', 'lottery_numbers_invalid'],
  ] as const)('%s %s %j → %s', (game, betType, selection, error) => {
    expect(validateSelection(game, betType, selection)).toEqual({ ok: false, error });
  });

  it('settleBet refuses an invalid selection and malformed results rather than paying', () => {
    expect(() => settle('vn_north', 'lo2', { numbers: ['4'] }, north)).toThrow(RangeError);
    expect(() => settle('vn_north', 'lo2', { numbers: ['45'] }, north.slice(1))).toThrow(RangeError);
    expect(() => settle('vn_north', 'lo2', { numbers: ['45'] }, ['1234', ...north.slice(1)])).toThrow(
      RangeError,
    );
    expect(() => settle('fast_1m', 'lo2', { numbers: ['45'] }, ['1', '2', '3', '4', '5'])).toThrow(
      RangeError,
    );
  });
});

describe('stated returns, exact', () => {
  const percent = (game: LotteryGameCode, betType: LotteryBetType) =>
    ratioPercentText(statedReturn(game, betType, defaultOddsOf(game, betType)), 4);

  it('closed forms: lo2 north 27/100 × 3.5 = 189/200; 4D Big 6590/10000; fast 98%', () => {
    expect(statedReturn('vn_north', 'lo2', defaultOddsOf('vn_north', 'lo2'))).toEqual({
      numerator: 189n,
      denominator: 200n,
    });
    expect(percent('vn_north', 'lo3')).toBe('94.3000');
    expect(percent('vn_south', 'lo4')).toBe('94.4000');
    expect(percent('vn_north', 'de_head')).toBe('95.0000');
    expect(percent('sea_4d', 'big')).toBe('65.9000');
    expect(percent('sea_4d', 'small')).toBe('58.0000');
    expect(statedReturn('fast_1m', 'sum_big_small', defaultOddsOf('fast_1m', 'sum_big_small'))).toEqual({
      numerator: 49n,
      denominator: 50n,
    });
  });

  it('xien by inclusion-exclusion: north xien2 = 17.2 × (1 − 2·0.99^27 + 0.98^27)', () => {
    const probability = 1 - 2 * 0.99 ** 27 + 0.98 ** 27;
    const stated = statedReturn('vn_north', 'xien2', defaultOddsOf('vn_north', 'xien2'));
    expect(Number(stated.numerator) / Number(stated.denominator)).toBeCloseTo(17.2 * probability, 12);
    expect(percent('vn_north', 'xien2')).toBe('94.3972');
    expect(percent('vn_south', 'xien4')).toBe('94.3881');
  });

  it('for any draw, one unit on every number returns exactly the stated return (bets on numbers)', async () => {
    const linear: [LotteryGameCode, LotteryBetType, number, number?][] = [
      ['vn_north', 'lo2', 2],
      ['vn_north', 'lo3', 3],
      ['vn_north', 'lo4', 4],
      ['vn_south', 'lo2', 2],
      ['vn_south', 'lo3', 3],
      ['vn_south', 'lo4', 4],
      ['vn_north', 'de', 2],
      ['vn_south', 'de_head', 1],
      ['vn_south', 'de_tail', 1],
      ['fast_1m', 'digit', 1, 3],
      ['sea_4d', 'big', 4],
      ['sea_4d', 'small', 4],
    ];
    for (const [game, betType, digits, position] of linear) {
      const results = await deriveLotteryDraw(game, 'c'.repeat(64), `every-number-${game}`);
      const odds = defaultOddsOf(game, betType);
      let numerator = 0n;
      for (let value = 0; value < 10 ** digits; value += 1) {
        const selection = {
          numbers: [value.toString().padStart(digits, '0')],
          ...(position ? { position } : {}),
        };
        numerator += BigInt(settleBet(game, betType, selection, results, odds).payout.numerator);
      }
      const stated = statedReturn(game, betType, odds);
      // Σ payout / (10^digits × 10000) = stated, cross-multiplied to stay exact.
      expect(numerator * stated.denominator, `${game} ${betType}`).toBe(
        stated.numerator * BigInt(10 ** digits) * 10_000n,
      );
    }
  });

  it('every default odds pass checkOdds; odds above 100% return, a missing key or a fraction are refused', () => {
    for (const game of Object.values(lotteryGames))
      for (const betType of game.betTypes)
        expect(checkOdds(game.code, betType, defaultOddsOf(game.code, betType))).toBeNull();
    expect(checkOdds('vn_north', 'lo2', { win: 40_000 })).toBe('lottery_odds_return_above_stake'); // 108%
    expect(checkOdds('vn_north', 'lo2', { win: 37_037 })).toBeNull(); // 99.9999%
    expect(checkOdds('sea_4d', 'small', { first: 30_000_000, second: 20_000_000 })).toBe('lottery_odds_keys');
    expect(checkOdds('vn_north', 'de', { win: 9.5 })).toBe('lottery_odds_range');
    expect(checkOdds('vn_north', 'de', { win: 0 })).toBe('lottery_odds_range');
  });

  it('prize counts: 27 north, 18 south, 5 fast balls, 23 4D', () => {
    expect([
      prizeCountOf('vn_north'),
      prizeCountOf('vn_south'),
      prizeCountOf('fast_5m'),
      prizeCountOf('sea_4d'),
    ]).toEqual([27, 18, 5, 23]);
  });
});

describe('maxPayoutPerUnit (what the exposure limits hold per number)', () => {
  /** A draw where every prize ends in (or is) the number: the worst case for the house. */
  const allOn = (game: LotteryGameCode, number: string) =>
    lotteryGames[game].tiers.flatMap((tier) =>
      Array.from({ length: tier.count }, () => number.padStart(tier.digits, '0').slice(-tier.digits)),
    );

  it('is the payout when every prize carries the number: bao lo per prize, 4D every tier', () => {
    const cases: [LotteryGameCode, LotteryBetType, string, number][] = [
      ['vn_north', 'lo2', '45', 27 * 35_000],
      ['vn_north', 'lo3', '345', 23 * 410_000],
      ['vn_north', 'lo4', '2345', 20 * 4_750_000],
      ['vn_south', 'lo2', '45', 18 * 52_500],
      ['sea_4d', 'big', '1234', (2000 + 1000 + 490 + 10 * 250 + 10 * 60) * 10_000],
      ['sea_4d', 'small', '1234', (3000 + 2000 + 800) * 10_000],
    ];
    for (const [game, betType, number, expected] of cases) {
      const odds = defaultOddsOf(game, betType);
      expect(maxPayoutPerUnit(game, betType, odds), `${game} ${betType}`).toBe(expected);
      const worst = settleBet(game, betType, { numbers: [number] }, allOn(game, number), odds);
      expect(worst.payout.numerator, `${game} ${betType} reachable`).toBe(expected);
    }
  });

  it('is the odds once for de, xien, fast digits and picks', () => {
    expect(maxPayoutPerUnit('vn_north', 'de', defaultOddsOf('vn_north', 'de'))).toBe(950_000);
    expect(maxPayoutPerUnit('vn_north', 'xien4', defaultOddsOf('vn_north', 'xien4'))).toBe(3_500_000);
    expect(maxPayoutPerUnit('fast_1m', 'digit', defaultOddsOf('fast_1m', 'digit'))).toBe(98_000);
    expect(maxPayoutPerUnit('fast_1m', 'big_small', defaultOddsOf('fast_1m', 'big_small'))).toBe(19_600);
  });
});
