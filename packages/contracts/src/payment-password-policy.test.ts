import { describe, expect, it } from 'vitest';
import { birthdayDigitForms, isTrivialPaymentPassword } from './payment-password-policy.js';

describe('payment password policy', () => {
  it('refuses what a stranger tries first', () => {
    for (const password of ['111111', '000000', '123456', '654321', '012345', '890123', '121212', '123123'])
      expect(isTrivialPaymentPassword(password), password).toBe(true);
  });

  it('refuses the birthday in the usual orders and the end of the own phone number', () => {
    const context = { birthday: '1990-05-17', mobileNumber: '9812739154' };
    for (const password of ['900517', '170590', '051790', '19900517', '17051990', '739154'])
      expect(isTrivialPaymentPassword(password, context), password).toBe(true);
    expect(birthdayDigitForms('05-17-1990')).toContain('900517');
    expect(birthdayDigitForms('17/05/1990')).toEqual([]);
  });

  it('accepts a password with no such pattern', () => {
    for (const password of ['246810', '739154', '582039', '135790'])
      expect(isTrivialPaymentPassword(password, { birthday: '1990-05-17' }), password).toBe(false);
    expect(isTrivialPaymentPassword('')).toBe(false);
  });
});
