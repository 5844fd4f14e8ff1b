import { describe, expect, it } from 'vitest';
import { sanitizeReferralCode } from './referral-code';

describe('sanitizeReferralCode', () => {
  it('keeps plain codes and drops anything else', () => {
    expect(sanitizeReferralCode('AB12_x-9')).toBe('AB12_x-9');
    expect(sanitizeReferralCode('  ABC  ')).toBe('ABC');
    expect(sanitizeReferralCode('<script>')).toBeNull();
    expect(sanitizeReferralCode('')).toBeNull();
    expect(sanitizeReferralCode(null)).toBeNull();
    expect(sanitizeReferralCode('x'.repeat(33))).toBeNull();
  });
});
