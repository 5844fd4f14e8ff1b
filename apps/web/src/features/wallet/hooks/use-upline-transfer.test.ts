import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { isDefinitiveRefusal } from '../../../lib/use-idempotent-submit';

describe('transfer retries', () => {
  it('take a new request id only after the server refused the request', () => {
    const refused = new ApiError({ code: 'payment_password_incorrect', status: 400, message: '' });
    const lost = new ApiError({ code: 'network_error', status: 0, message: '' });
    const failed = new ApiError({ code: 'internal_error', status: 500, message: '' });
    expect(isDefinitiveRefusal(refused)).toBe(true);
    expect(isDefinitiveRefusal(lost)).toBe(false);
    expect(isDefinitiveRefusal(failed)).toBe(false);
    expect(isDefinitiveRefusal(new Error('boom'))).toBe(false);
  });
});
