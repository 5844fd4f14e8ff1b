import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('retries network and server errors at most twice', () => {
    const network = new ApiError({ code: 'network_error', status: 0, message: '' });
    const server = new ApiError({ code: 'internal_error', status: 500, message: '' });
    expect(shouldRetry(0, network)).toBe(true);
    expect(shouldRetry(1, server)).toBe(true);
    expect(shouldRetry(2, server)).toBe(false);
  });

  it('never retries client errors', () => {
    expect(shouldRetry(0, new ApiError({ code: 'not_found', status: 404, message: '' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ code: 'too_many_requests', status: 429, message: '' }))).toBe(false);
  });
});
