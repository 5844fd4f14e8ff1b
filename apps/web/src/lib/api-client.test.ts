import { describe, expect, it } from 'vitest';
import { ApiError, buildUrl, errorCodeOf, parseErrorBody } from './api-client';

describe('parseErrorBody', () => {
  it('reads the server error shape', () => {
    const error = parseErrorBody(429, {
      error: {
        code: 'too_many_requests',
        message: 'slow down',
        requestId: 'req-1',
        retryAfterSeconds: 300,
        issues: [{ path: 'username', message: 'required' }],
      },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('too_many_requests');
    expect(error.status).toBe(429);
    expect(error.requestId).toBe('req-1');
    expect(error.retryAfterSeconds).toBe(300);
    expect(error.issues).toEqual([{ path: 'username', message: 'required' }]);
  });

  it('maps a malformed code to one derived from the status', () => {
    expect(parseErrorBody(503, { error: { code: 'Not A Code!', message: 'x', requestId: 'r' } }).code).toBe(
      'service_unavailable',
    );
    expect(parseErrorBody(500, { error: { code: 42 } }).code).toBe('internal_error');
  });

  it('copes with bodies that are not the error shape', () => {
    expect(parseErrorBody(404, '<html>').code).toBe('not_found');
    expect(parseErrorBody(502, null).code).toBe('internal_error');
    expect(parseErrorBody(418, { message: 'teapot' }).code).toBe('bad_request');
  });

  it('drops malformed issues and negative retry hints', () => {
    const error = parseErrorBody(400, {
      error: {
        code: 'validation_failed',
        message: 'bad',
        requestId: 'r',
        issues: [{ nope: 1 }],
        retryAfterSeconds: -5,
      },
    });
    expect(error.issues).toEqual([]);
    expect(error.retryAfterSeconds).toBeNull();
  });
});

describe('buildUrl', () => {
  it('skips empty values and encodes the rest', () => {
    expect(
      buildUrl('/api/content/banners', { group: 'w_home', language: 'PT-BR', x: undefined, y: null }),
    ).toBe('/api/content/banners?group=w_home&language=PT-BR');
    expect(buildUrl('/api/x')).toBe('/api/x');
    expect(buildUrl('/api/x', {})).toBe('/api/x');
  });
});

describe('errorCodeOf', () => {
  it('falls back for foreign errors', () => {
    expect(errorCodeOf(new Error('boom'))).toBe('unknown_error');
    expect(errorCodeOf(new ApiError({ code: 'forbidden', status: 403, message: 'no' }))).toBe('forbidden');
  });
});
