import { expect } from 'vitest';

/**
 * Polls `read` until the assertion that follows holds, every 100 ms, for at most `timeoutMs`: what a
 * page or the database shows settles after the action, not at once.
 */
export function poll<T>(read: () => T | Promise<T>, timeoutMs = 15_000) {
  return expect.poll(read, { timeout: timeoutMs, interval: 100 });
}
