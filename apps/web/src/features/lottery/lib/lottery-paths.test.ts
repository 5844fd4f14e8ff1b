import { describe, expect, it } from 'vitest';
import {
  gameOfPage,
  isLotteryGameCode,
  lotteryFairnessPath,
  lotteryGamePath,
  pagePathOf,
} from './lottery-paths';

describe('lottery paths', () => {
  it('sends each game to its page with the gameCode query', () => {
    expect(lotteryGamePath('fast_3m')).toBe('/lottery?gameCode=fast_3m');
    expect(lotteryGamePath('sea_4d')).toBe('/seaLottery?gameCode=sea_4d');
    expect(lotteryGamePath('vn_south')).toBe('/vnLottery?gameCode=vn_south');
  });

  it('knows no other code', () => {
    expect(lotteryGamePath('slot')).toBeNull();
    expect(lotteryGamePath('fast_1m<script>')).toBeNull();
    expect(isLotteryGameCode(42)).toBe(false);
  });

  it("keeps a page's own game and falls back to its first for a foreign or missing one", () => {
    expect(gameOfPage('/vnLottery', 'vn_south')).toBe('vn_south');
    expect(gameOfPage('/vnLottery', 'fast_1m')).toBe('vn_north');
    expect(gameOfPage('/lottery', null)).toBe('fast_1m');
    expect(pagePathOf('/seaLottery')).toBe('/seaLottery');
    expect(pagePathOf('/elsewhere')).toBe('/lottery');
  });

  it('encodes the draw id of the fairness link', () => {
    expect(lotteryFairnessPath('a b')).toBe('/lotteryFairness?drawId=a%20b');
    expect(lotteryFairnessPath()).toBe('/lotteryFairness');
  });
});
