import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { describeError, retryAfterOf } from './error-message';

describe('retryAfterOf', () => {
  it('speaks seconds under two minutes and rounds minutes up', () => {
    expect(retryAfterOf(45)).toEqual({ unit: 'seconds', count: 45 });
    expect(retryAfterOf(119.2)).toEqual({ unit: 'seconds', count: 120 });
    expect(retryAfterOf(120)).toEqual({ unit: 'minutes', count: 2 });
    expect(retryAfterOf(299)).toEqual({ unit: 'minutes', count: 5 });
    expect(retryAfterOf(0)).toBeNull();
    expect(retryAfterOf(null)).toBeNull();
  });
});

describe('describeError', () => {
  it('keeps the wait of a lockout and the request id of a server failure only', () => {
    const locked = new ApiError({
      code: 'account_locked',
      status: 423,
      message: 'x',
      requestId: 'r1',
      retryAfterSeconds: 300,
    });
    expect(describeError(locked)).toEqual({
      code: 'account_locked',
      retryAfter: { unit: 'minutes', count: 5 },
      requestId: null,
    });
    const failed = new ApiError({ code: 'internal_error', status: 500, message: 'x', requestId: 'r2' });
    expect(describeError(failed).requestId).toBe('r2');
    expect(describeError(new Error('boom'))).toEqual({
      code: 'unknown_error',
      retryAfter: null,
      requestId: null,
    });
  });
});
