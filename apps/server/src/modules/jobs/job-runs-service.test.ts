import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { jobFailureReason } from '../../platform/jobs.js';
import { resultSummary } from './job-runs-service.js';

describe('job run records', () => {
  it("summarises a job's report as JSON, bigints as text, cut to the column's limit", () => {
    expect(resultSummary(undefined)).toBeNull();
    expect(resultSummary({ finished: 2, skipped: [{ id: '7', reason: 'invalid_state' }] })).toBe(
      '{"finished":2,"skipped":[{"id":"7","reason":"invalid_state"}]}',
    );
    expect(resultSummary({ paidMinor: 12345678901234567890n })).toBe('{"paidMinor":"12345678901234567890"}');
    const long = resultSummary({ skipped: Array.from({ length: 500 }, (_, id) => ({ id, reason: 'x' })) });
    expect(long?.length).toBe(2000);
    expect(long?.endsWith('…')).toBe(true);
  });

  it("gives a failed run's reason as an error code or the error's message, never a stack, bounded", () => {
    expect(jobFailureReason(new AppError('invalid_state'))).toBe('invalid_state');
    expect(jobFailureReason(new TypeError('x is undefined'))).toBe('TypeError: x is undefined');
    expect(jobFailureReason(new Error('y'.repeat(5000))).length).toBe(1000);
    expect(jobFailureReason('plain text')).toBe('plain text');
  });
});
