import { describe, expect, it } from 'vitest';
import { countText } from './count-text';

describe('countText', () => {
  it('writes Nepali counts in Devanagari digits and English ones in Latin digits', () => {
    expect(countText(100, 'ne')).toBe('१००');
    expect(countText(5, 'ne')).toBe('५');
    expect(countText(500, 'en')).toBe('500');
  });
});
