import { describe, expect, it } from 'vitest';
import { normalizeStaffUsername, validateNewStaff } from './staff-validation';
import { groupSecret, isTotpUri } from './totp-secret';

describe('validateNewStaff', () => {
  it('accepts the server pattern after lowering and trimming', () => {
    expect(normalizeStaffUsername('  Jane.Doe ')).toBe('jane.doe');
    expect(validateNewStaff({ username: ' Jane.Doe ', displayName: 'Jane Doe' })).toEqual({});
    expect(validateNewStaff({ username: 'cs_01-a', displayName: 'CS' })).toEqual({});
  });

  it('refuses usernames the server would refuse', () => {
    for (const username of ['ab', '1abc', 'a b c', 'abc!', 'é-name', `a${'b'.repeat(32)}`]) {
      expect(validateNewStaff({ username, displayName: 'x' }).username, username).toBe('usernameFormat');
    }
    expect(validateNewStaff({ username: '', displayName: '' })).toEqual({
      username: 'required',
      displayName: 'required',
    });
    expect(validateNewStaff({ username: 'abc', displayName: 'x'.repeat(61) }).displayName).toBe('tooLong');
  });
});

describe('TOTP secret display', () => {
  it('groups in fours', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('abcdefg')).toBe('ABCD EFG');
    expect(groupSecret('')).toBe('');
  });

  it('accepts only otpauth TOTP URIs for the QR code', () => {
    expect(isTotpUri('otpauth://totp/Gaming%20Back%20Office:jane?secret=JBSWY3DP&issuer=Gaming')).toBe(true);
    expect(isTotpUri('https://evil.example/?secret=JBSWY3DP')).toBe(false);
    expect(isTotpUri('otpauth://hotp/x?secret=JBSWY3DP')).toBe(false);
  });
});
