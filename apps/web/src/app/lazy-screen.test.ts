import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isScreenLoadFailure, loadWithTimeout, ScreenTooSlowError, screenLoadTimeoutMs } from './lazy-screen';

describe('loadWithTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits the spec 120 seconds, then fails as too slow', async () => {
    expect(screenLoadTimeoutMs).toBe(120_000);
    const loading = loadWithTimeout(() => new Promise<never>(() => {}));
    const outcome = vi.fn();
    loading.catch(outcome);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.any(ScreenTooSlowError));
  });

  it('answers a screen that arrives in time and leaves no timer behind', async () => {
    const loading = loadWithTimeout(
      () => new Promise<string>((resolve) => setTimeout(() => resolve('screen'), 119_000)),
    );
    await vi.advanceTimersByTimeAsync(119_000);
    await expect(loading).resolves.toBe('screen');
    expect(vi.getTimerCount()).toBe(0);
  });

  it("passes a failed load's own error on at once", async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    await expect(loadWithTimeout(() => Promise.reject(failure))).rejects.toBe(failure);
    expect(vi.getTimerCount()).toBe(0);
    expect(isScreenLoadFailure(failure)).toBe(true);
    expect(isScreenLoadFailure(new Error('boom'))).toBe(false);
  });
});
