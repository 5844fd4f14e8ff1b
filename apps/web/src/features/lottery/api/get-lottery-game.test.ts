import type { LotteryGameResponse } from '@gaming/contracts/lottery-api';
import { describe, expect, it } from 'vitest';
import {
  type LotteryGameState,
  lotteryGameClosedRefreshMs,
  lotteryGameRefetchMs,
  lotteryGameRefreshMs,
} from './get-lottery-game';

function state(salesCloseAtMs: number | null, clockOffsetMs = 0): LotteryGameState {
  const currentDraw =
    salesCloseAtMs === null
      ? null
      : ({ salesCloseAt: new Date(salesCloseAtMs).toISOString() } as LotteryGameResponse['currentDraw']);
  return { currentDraw, clockOffsetMs } as LotteryGameState;
}

describe('lotteryGameRefetchMs', () => {
  it('reads slowly while the draw is on sale and quickly once it closed, on the server clock', () => {
    expect(lotteryGameRefetchMs(state(10_000), 5_000)).toBe(lotteryGameRefreshMs);
    expect(lotteryGameRefetchMs(state(10_000), 10_000)).toBe(lotteryGameClosedRefreshMs);
    // The device is 6 s behind the server: at device time 5 s the server is past the close.
    expect(lotteryGameRefetchMs(state(10_000, 6_000), 5_000)).toBe(lotteryGameClosedRefreshMs);
  });

  it('reads quickly when there is no draw on sale or nothing yet', () => {
    expect(lotteryGameRefetchMs(state(null), 0)).toBe(lotteryGameClosedRefreshMs);
    expect(lotteryGameRefetchMs(undefined, 0)).toBe(lotteryGameClosedRefreshMs);
  });
});
