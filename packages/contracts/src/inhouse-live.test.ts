import { describe, expect, it } from 'vitest';
import {
  crashMaximumRoundMs,
  crashMaximumTarget,
  crashMillisecondsTo,
  crashMultiplierAt,
  crashResult,
  crashStateAt,
} from './inhouse-crash.js';
import { checkBetLimits, defaultInhouseLimits, type InhouseGameLimits } from './inhouse-limits.js';
import { minesMultiplier, minesResult } from './inhouse-mines.js';

const limits = (overrides: Partial<InhouseGameLimits> = {}): InhouseGameLimits => ({
  maxMultiplier: 1_000,
  maxPayoutMinor: '1000000',
  dailyExposureMinor: '100000000',
  ...overrides,
});

describe('crash played live', () => {
  it('rises along e^(0.00006 t): 1.00× at the start, 2.00× after 11.553 s, the top within the round time', () => {
    expect(crashMultiplierAt(0)).toBe(100);
    expect(crashMultiplierAt(11_552)).toBe(199);
    expect(crashMultiplierAt(11_553)).toBe(200);
    expect(crashMillisecondsTo(200)).toBe(11_553);
    expect(crashMillisecondsTo(crashMaximumTarget)).toBeLessThanOrEqual(crashMaximumRoundMs);
    for (const multiplier of [101, 150, 777, 12_345, crashMaximumTarget]) {
      const ms = crashMillisecondsTo(multiplier);
      expect(crashMultiplierAt(ms)).toBeGreaterThanOrEqual(multiplier);
      expect(crashMultiplierAt(ms - 1)).toBeLessThan(multiplier);
    }
  });

  it('runs until the crash point or the target, whichever the curve reaches first', () => {
    const round = { crashPoint: 250, target: 1_000 };
    expect(crashStateAt(round, crashMillisecondsTo(250))).toEqual({ state: 'running', multiplier: 250 });
    expect(crashStateAt(round, crashMillisecondsTo(251))).toEqual({ state: 'decided', cashedOutAt: null });
    // An automatic cash-out below the crash point pays its target even when looked at long after.
    expect(crashStateAt({ crashPoint: 250, target: 200 }, crashMaximumRoundMs)).toEqual({
      state: 'decided',
      cashedOutAt: 200,
    });
    expect(crashStateAt({ crashPoint: 150, target: 200 }, crashMaximumRoundMs)).toEqual({
      state: 'decided',
      cashedOutAt: null,
    });
  });

  it('pays a cash-out at or under the crash point, nothing above it', () => {
    expect(crashResult(250, 250)).toEqual({
      outcome: { crashPoint: 250, cashedOutAt: 250, win: true, multiplier: 25_000 },
      payout: { numerator: 25_000, denominator: 10_000 },
    });
    expect(crashResult(250, 251).outcome).toEqual({
      crashPoint: 250,
      cashedOutAt: null,
      win: false,
      multiplier: 0,
    });
    expect(crashResult(250, null).payout.numerator).toBe(0);
  });

  it('a round without an automatic cash-out stops at the largest cash-out the limits allow for its stake', () => {
    const play = { game: 'crash', params: { autoCashOut: null } } as const;
    expect(checkBetLimits(play, 1_000n, limits())).toEqual({
      accepted: true,
      maxWinMinor: 1_000_000n,
      liveLimit: 100_000,
    });
    expect(checkBetLimits(play, 100_000n, limits())).toEqual({
      accepted: true,
      maxWinMinor: 1_000_000n,
      liveLimit: 1_000,
    });
    expect(checkBetLimits(play, 1_000n, limits({ maxMultiplier: 5 }))).toMatchObject({ liveLimit: 500 });
    expect(checkBetLimits(play, 1_000n, limits({ maxPayoutMinor: '1000' }))).toEqual({
      accepted: false,
      reason: 'payout_above_maximum',
    });
    const auto = { game: 'crash', params: { autoCashOut: 2_000 } } as const;
    expect(checkBetLimits(auto, 1_000n, limits({ maxMultiplier: 10 }))).toEqual({
      accepted: false,
      reason: 'multiplier_above_maximum',
    });
    expect(checkBetLimits(auto, 1_000n, limits())).toEqual({
      accepted: true,
      maxWinMinor: 20_000n,
      liveLimit: 2_000,
    });
  });
});

describe('mines played live', () => {
  it('pays the multiplier of the safe tiles revealed, nothing at a mine, the stake back with none', () => {
    const mines = [2, 7, 11];
    expect(minesResult({ mines: 3 }, mines, [0, 1]).outcome).toEqual({
      minePositions: mines,
      revealed: [0, 1],
      hits: [],
      win: true,
      multiplier: minesMultiplier(3, 2),
    });
    expect(minesResult({ mines: 3 }, mines, [0, 7]).outcome).toMatchObject({
      hits: [7],
      win: false,
      multiplier: 0,
    });
    expect(minesResult({ mines: 3 }, mines, []).payout).toEqual({ numerator: 10_000, denominator: 10_000 });
  });

  it('a round stops at the most safe tiles the limits allow (12 mines: 9 tiles under 10,000×)', () => {
    const play = { game: 'mines', params: { mines: 12 } } as const;
    const check = checkBetLimits(play, 100n, defaultInhouseLimits.mines);
    expect(check).toMatchObject({ accepted: true });
    const tiles = check.accepted ? (check.liveLimit ?? 0) : 0;
    expect(minesMultiplier(12, tiles)).toBeLessThanOrEqual(10_000 * 10_000);
    expect(minesMultiplier(12, tiles + 1)).toBeGreaterThan(10_000 * 10_000);
    expect(
      checkBetLimits({ game: 'mines', params: { mines: 24 } }, 100n, limits({ maxMultiplier: 10 })),
    ).toEqual({
      accepted: false,
      reason: 'multiplier_above_maximum',
    });
  });
});
