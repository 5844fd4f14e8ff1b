import { describe, expect, it } from 'vitest';
import { applicationLimits, commentLength, commentTooLong } from './application-checks';

describe('activity application checks (spec §5)', () => {
  it('counts characters as a member sees them and allows 140', () => {
    expect(commentLength('😀é')).toBe(2);
    expect(commentTooLong('x'.repeat(140))).toBe(false);
    expect(commentTooLong('x'.repeat(141))).toBe(true);
    expect(commentTooLong('😀'.repeat(140))).toBe(false);
  });

  it('takes at most 3 images, the spec §8 count of every member upload', () => {
    expect(applicationLimits.maxImages).toBe(3);
  });
});
