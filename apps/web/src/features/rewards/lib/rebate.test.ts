import { describe, expect, it } from 'vitest';
import { rateText } from './rebate';

describe('rebate rates', () => {
  it('reads a wire rate as a percentage', () => {
    expect(rateText('0.008')).toBe('0.8%');
    expect(rateText('0.0125')).toBe('1.25%');
    expect(rateText('1')).toBe('100%');
  });
});
