import { describe, expect, it } from 'vitest';
import {
  normalizeTotpCode,
  serverPasswordProblem,
  validatePasswordChange,
  validateSignIn,
} from './validation';

describe('validateSignIn', () => {
  it('needs all three fields', () => {
    expect(validateSignIn({ username: ' ', password: '', totpCode: '' })).toEqual({
      username: 'required',
      password: 'required',
      totpCode: 'required',
    });
  });

  it('takes six digits, with the space an app shows', () => {
    expect(validateSignIn({ username: 'a', password: 'p', totpCode: '123 456' })).toEqual({});
    expect(normalizeTotpCode(' 123 456 ')).toBe('123456');
    expect(validateSignIn({ username: 'a', password: 'p', totpCode: '12345' }).totpCode).toBe('totpFormat');
    expect(validateSignIn({ username: 'a', password: 'p', totpCode: '1234567' }).totpCode).toBe('totpFormat');
    expect(validateSignIn({ username: 'a', password: 'p', totpCode: '12a456' }).totpCode).toBe('totpFormat');
  });
});

describe('validatePasswordChange', () => {
  const valid = {
    oldPassword: 'temporary',
    newPassword: 'a long new secret',
    confirmPassword: 'a long new secret',
  };

  it('accepts a new password of 12 characters or more, typed twice', () => {
    expect(validatePasswordChange(valid)).toEqual({});
    expect(
      validatePasswordChange({ ...valid, newPassword: '123456789012', confirmPassword: '123456789012' }),
    ).toEqual({});
  });

  it('refuses short, long, unchanged and mismatched passwords', () => {
    expect(
      validatePasswordChange({ ...valid, newPassword: '12345678901', confirmPassword: '12345678901' }),
    ).toEqual({
      newPassword: 'tooShort',
    });
    const long = 'x'.repeat(129);
    expect(validatePasswordChange({ ...valid, newPassword: long, confirmPassword: long }).newPassword).toBe(
      'tooLong',
    );
    expect(
      validatePasswordChange({
        oldPassword: 'same password!',
        newPassword: 'same password!',
        confirmPassword: 'same password!',
      }).newPassword,
    ).toBe('sameAsOld');
    expect(validatePasswordChange({ ...valid, confirmPassword: 'a long new secreT' }).confirmPassword).toBe(
      'mismatch',
    );
    expect(validatePasswordChange({ oldPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      oldPassword: 'required',
      newPassword: 'required',
      confirmPassword: 'required',
    });
  });
});

describe('serverPasswordProblem', () => {
  it("names the server's refusal of the new password, and nothing for other issues", () => {
    expect(serverPasswordProblem([{ path: 'newPassword', message: 'validation.passwordCommon' }])).toBe(
      'common',
    );
    expect(
      serverPasswordProblem([{ path: 'body.newPassword', message: 'validation.passwordPersonal' }]),
    ).toBe('personal');
    expect(serverPasswordProblem([{ path: 'newPassword', message: 'validation.samePassword' }])).toBe(
      'sameAsOld',
    );
    expect(serverPasswordProblem([{ path: 'oldPassword', message: 'validation.passwordCommon' }])).toBe(
      undefined,
    );
    expect(serverPasswordProblem([{ path: 'newPassword', message: 'validation.length:12:128' }])).toBe(
      undefined,
    );
  });
});
