import { describe, expect, it } from 'vitest';
import { createThrottle } from './throttle';

describe('createThrottle', () => {
  it('lets one call through per interval and drops the ones in between', () => {
    let nowMs = 10_000;
    const gate = createThrottle(1_000, () => nowMs);
    expect(gate()).toBe(true);
    nowMs += 999;
    expect(gate()).toBe(false);
    nowMs += 1;
    expect(gate()).toBe(true);
    expect(gate()).toBe(false);
    nowMs += 5_000;
    expect(gate()).toBe(true);
  });
});
