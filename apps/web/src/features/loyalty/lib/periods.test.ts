import { describe, expect, it } from 'vitest';
import { lastInstantOf } from './periods';

describe('lastInstantOf', () => {
  it('is one millisecond before a half-open period end', () => {
    expect(lastInstantOf('2026-11-30T00:00:00.000Z')).toBe('2026-11-29T23:59:59.999Z');
    expect(lastInstantOf('2026-11-29T18:15:00+00:00')).toBe('2026-11-29T18:14:59.999Z');
  });

  it('leaves a malformed value alone', () => {
    expect(lastInstantOf('soon')).toBe('soon');
  });
});
