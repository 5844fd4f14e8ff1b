import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { sessionEffectOf, shouldRetry } from './query-client';

const apiError = (code: ApiError['code'], status: number) => new ApiError({ code, status, message: code });

describe('shouldRetry', () => {
  it('retries network and server failures a little, client errors never', () => {
    expect(shouldRetry(0, apiError('network_error', 0))).toBe(true);
    expect(shouldRetry(1, apiError('internal_error', 500))).toBe(true);
    expect(shouldRetry(2, apiError('internal_error', 500))).toBe(false);
    expect(shouldRetry(0, apiError('forbidden', 403))).toBe(false);
    expect(shouldRetry(0, apiError('unauthorized', 401))).toBe(false);
  });
});

describe('sessionEffectOf', () => {
  it('ends the session on unauthorized only, not on a wrong password at sign-in', () => {
    expect(sessionEffectOf(apiError('unauthorized', 401))).toBe('expired');
    expect(sessionEffectOf(apiError('invalid_credentials', 401))).toBeNull();
    expect(sessionEffectOf(apiError('forbidden', 403))).toBeNull();
  });

  it('asks for the password change when the server does', () => {
    expect(sessionEffectOf(apiError('password_change_required', 403))).toBe('passwordChangeRequired');
    expect(sessionEffectOf(new Error('x'))).toBeNull();
  });
});
