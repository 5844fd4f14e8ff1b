import { describe, expect, it } from 'vitest';
import { winOf } from './inhouse-bytes.js';
import { diceMultiplier } from './inhouse-dice.js';
import {
  betTopMultiplier,
  cappedWin,
  checkBetLimits,
  defaultInhouseLimits,
  type InhouseGameLimits,
  maxStakeForMultiplier,
  slotTopMultiplier,
} from './inhouse-limits.js';
import { minesMultiplier } from './inhouse-mines.js';
import { evaluateSlot, slotReels } from './inhouse-slot.js';

const limits = (overrides: Partial<InhouseGameLimits> = {}): InhouseGameLimits => ({
  maxMultiplier: 1_000,
  maxPayoutMinor: '1000000',
  dailyExposureMinor: '100000000',
  ...overrides,
});

describe('in-house limits', () => {
  it('stops mines at 12 mines long before the 13th tile (5,044,291×): it cashes out at the 9th (2,771×) under the default 10,000×', () => {
    // Played tile by tile, the round cashes out by itself at the last tile the limits allow.
    const play = { game: 'mines', params: { mines: 12 } } as const;
    expect(minesMultiplier(12, 13)).toBe(50_442_910_000);
    const check = checkBetLimits(play, 100n, defaultInhouseLimits.mines);
    expect(check).toMatchObject({ accepted: true, liveLimit: 9 });
    expect(minesMultiplier(12, 9)).toBeLessThanOrEqual(defaultInhouseLimits.mines.maxMultiplier * 10_000);
    expect(minesMultiplier(12, 10)).toBeGreaterThan(defaultInhouseLimits.mines.maxMultiplier * 10_000);
  });

  it('takes a fixed-odds bet at its stated odds, its maximum win its exact win', () => {
    const play = { game: 'dice', params: { direction: 'under', target: 5000 } } as const;
    expect(checkBetLimits(play, 1_000n, limits())).toEqual({
      accepted: true,
      maxWinMinor: winOf(1_000n, { numerator: diceMultiplier(play.params), denominator: 10_000 }),
    });
  });

  it('refuses a fixed-odds bet whose win could pass the maximum payout; the largest stake that fits is accepted', () => {
    const play = { game: 'dice', params: { direction: 'under', target: 100 } } as const;
    const gameLimits = limits({ maxPayoutMinor: '10000' });
    const maxStake = maxStakeForMultiplier(betTopMultiplier(play), gameLimits);
    expect(maxStake).toBe(101n);
    expect(checkBetLimits(play, maxStake, gameLimits)).toEqual({ accepted: true, maxWinMinor: 9_999n });
    expect(checkBetLimits(play, maxStake + 1n, gameLimits)).toEqual({
      accepted: false,
      reason: 'payout_above_maximum',
    });
  });

  it('accepts every spin and caps its win at the smallest of the limits', () => {
    const spin = { game: 'slot', params: {} } as const;
    expect(checkBetLimits(spin, 1_000n, limits({ maxPayoutMinor: '5000' }))).toEqual({
      accepted: true,
      maxWinMinor: 5_000n,
    });
    expect(checkBetLimits(spin, 1_000n, limits({ maxMultiplier: 2 }))).toEqual({
      accepted: true,
      maxWinMinor: 2_000n,
    });
    expect(checkBetLimits(spin, 1_000n, limits())).toEqual({ accepted: true, maxWinMinor: 70_000n });
    expect(cappedWin(9_000n, 5_000n)).toBe(5_000n);
    expect(cappedWin(4_000n, 5_000n)).toBe(4_000n);
    expect(cappedWin(9_000n, null)).toBe(9_000n);
  });

  it("bounds the slot: no window pays more than the slot's top multiplier", () => {
    // Every stop of the first reel with a sample of the others: the bound is a sum of line maxima.
    for (let first = 0; first < (slotReels[0]?.length ?? 0); first += 1)
      for (let other = 0; other < 24; other += 1) {
        const outcome = evaluateSlot([first, other, (other * 5) % 24, (other * 7) % 24, (other * 11) % 24]);
        expect(outcome.totalPays * 1_000).toBeLessThanOrEqual(slotTopMultiplier);
      }
  });
});
