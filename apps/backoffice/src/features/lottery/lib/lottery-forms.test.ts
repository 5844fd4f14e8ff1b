import type { AdminLotteryGame } from '@gaming/contracts/lottery-admin';
import { describe, expect, it } from 'vitest';
import {
  gameDraftOf,
  gameDraftProblems,
  gameUpdateRequestOf,
  hasProblems,
  oddsFromInput,
  oddsProblem,
  oddsToInput,
  resultTiers,
  stakesToRefund,
  statedReturnPreview,
} from './lottery-forms';

const vnNorth: AdminLotteryGame = {
  gameCode: 'vn_north',
  enabled: true,
  salesCloseSeconds: 900,
  missedDrawPolicy: 'drawLate',
  schedule: { kind: 'daily', times: ['18:15'], weekdays: [0, 1, 2, 3, 4, 5, 6] },
  betTypes: [
    { betType: 'lo2', odds: { win: 35_000 }, exposureLimitMinor: '1000000', statedReturnPercent: '94.50' },
    { betType: 'de', odds: { win: 950_000 }, exposureLimitMinor: '500000', statedReturnPercent: '95.00' },
  ],
};

describe('lottery odds input', () => {
  it('shows ten-thousandths as a plain multiplier and reads it back', () => {
    expect(oddsToInput(35_000)).toBe('3.5');
    expect(oddsToInput(20_000_000)).toBe('2000');
    expect(oddsToInput(19_600)).toBe('1.96');
    expect(oddsFromInput('3.5')).toBe(35_000);
    expect(oddsFromInput(' 1.9601 ')).toBe(19_601);
  });

  it('refuses zero, negative, exponent and over-precise odds', () => {
    for (const text of ['0', '0.0000', '-1', '1e3', '1.23456', '', 'abc', '12345678'])
      expect(oddsFromInput(text), text).toBeNull();
  });
});

describe('lottery game form', () => {
  it('computes the stated return beside the typed odds and flags odds paying back more than the stakes', () => {
    expect(
      statedReturnPreview('vn_north', { betType: 'lo2', odds: { win: '3.5' }, exposureLimit: '1' }),
    ).toBe('94.50');
    // 27 prizes / 100 x 3.8 = 102.6%: the house would pay back more than it takes.
    const generous = { betType: 'lo2', odds: { win: '3.8' }, exposureLimit: '1' };
    expect(statedReturnPreview('vn_north', generous)).toBe('102.60');
    expect(oddsProblem('vn_north', generous)).toBe('aboveReturn');
    expect(oddsProblem('vn_north', { betType: 'lo2', odds: { win: '0' }, exposureLimit: '1' })).toBe(
      'format',
    );
    expect(
      statedReturnPreview('vn_north', { betType: 'lo2', odds: { win: 'x' }, exposureLimit: '1' }),
    ).toBeNull();
  });

  it('round-trips a game into an update request', () => {
    const draft = gameDraftOf(vnNorth, 2);
    expect(draft.betTypes[0]).toEqual({ betType: 'lo2', odds: { win: '3.5' }, exposureLimit: '10000.00' });
    expect(hasProblems(gameDraftProblems(draft, 2))).toBe(false);
    expect(gameUpdateRequestOf({ ...draft, dailyTimes: '19:00, 18:15', weekdays: [6, 3, 0] })).toEqual({
      enabled: true,
      salesCloseSeconds: 900,
      missedDrawPolicy: 'drawLate',
      schedule: { kind: 'daily', times: ['19:00', '18:15'], weekdays: [0, 3, 6] },
      betTypes: [
        { betType: 'lo2', odds: { win: 35_000 }, exposureLimit: '10000.00' },
        { betType: 'de', odds: { win: 950_000 }, exposureLimit: '5000.00' },
      ],
    });
  });

  it('refuses hostile settings before sending', () => {
    const draft = gameDraftOf(vnNorth, 2);
    const problems = gameDraftProblems(
      {
        ...draft,
        salesCloseSeconds: '3601',
        dailyTimes: '18:15, 18:15',
        weekdays: [],
        betTypes: [
          { betType: 'lo2', odds: { win: '-1' }, exposureLimit: '0' },
          { betType: 'de', odds: { win: '95' }, exposureLimit: '1.234' },
        ],
      },
      2,
    );
    expect(problems).toEqual({
      salesCloseSeconds: true,
      everyMinutes: false,
      dailyTimes: true,
      weekdays: true,
      odds: ['format', null],
      exposureLimit: ['zero', 'precision'],
    });
    expect(
      gameDraftProblems({ ...draft, scheduleKind: 'everyMinutes', everyMinutes: '0' }, 2).everyMinutes,
    ).toBe(true);
    expect(gameDraftProblems({ ...draft, dailyTimes: '24:00' }, 2).dailyTimes).toBe(true);
  });
});

describe('lottery draw view', () => {
  it('counts the stakes a cancel refunds: bets neither settled nor refunded', () => {
    const totals = { stakedMinor: '0', paidMinor: '0', refundedMinor: '0' };
    expect(stakesToRefund({ ...totals, betCount: 7, settledCount: 0, refundedCount: 0 })).toBe(7);
    expect(stakesToRefund({ ...totals, betCount: 7, settledCount: 2, refundedCount: 5 })).toBe(0);
  });

  it('groups drawn numbers by prize tier in the game order', () => {
    expect(resultTiers('fast_1m', ['1', '2', '3', '4', '5'])).toEqual([
      { tier: 'ball', numbers: ['1', '2', '3', '4', '5'] },
    ]);
    const sea = resultTiers(
      'sea_4d',
      Array.from({ length: 23 }, (_, index) => String(1000 + index)),
    );
    expect(sea.map((tier) => [tier.tier, tier.numbers.length])).toEqual([
      ['first', 1],
      ['second', 1],
      ['third', 1],
      ['starter', 10],
      ['consolation', 10],
    ]);
  });
});
