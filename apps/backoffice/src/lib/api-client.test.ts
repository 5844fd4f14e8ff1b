import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, buildUrl, errorCodeOf, parseErrorBody, resolvePath } from './api-client';

describe('parseErrorBody', () => {
  it('reads the server error shape', () => {
    const error = parseErrorBody(423, {
      error: { code: 'account_locked', message: 'locked', requestId: 'req-1', retryAfterSeconds: 300 },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('account_locked');
    expect(error.status).toBe(423);
    expect(error.requestId).toBe('req-1');
    expect(error.retryAfterSeconds).toBe(300);
  });

  it('derives a code from the status when the body is not the error shape', () => {
    expect(parseErrorBody(401, '<html>').code).toBe('unauthorized');
    expect(parseErrorBody(403, null).code).toBe('forbidden');
    expect(parseErrorBody(502, { message: 'bad gateway' }).code).toBe('internal_error');
    expect(parseErrorBody(418, { error: { code: 'Not A Code!' } }).code).toBe('bad_request');
  });

  it('drops malformed issues and negative waits', () => {
    const error = parseErrorBody(400, {
      error: {
        code: 'validation_failed',
        message: 'x',
        requestId: 'r',
        issues: [{ nope: 1 }],
        retryAfterSeconds: -1,
      },
    });
    expect(error.issues).toEqual([]);
    expect(error.retryAfterSeconds).toBeNull();
  });
});

describe('buildUrl and resolvePath', () => {
  it('leaves out empty query values', () => {
    expect(buildUrl('/api/admin/members', { query: '', status: undefined, page: 2, pageSize: 50 })).toBe(
      '/api/admin/members?page=2&pageSize=50',
    );
    expect(buildUrl('/api/x', {})).toBe('/api/x');
  });

  it('fills and encodes path parameters, and refuses a missing one', () => {
    expect(resolvePath(adminApiRoutes.adminMemberLock.path, { id: 'a/b c' })).toBe(
      '/api/admin/members/a%2Fb%20c/lock',
    );
    expect(() => resolvePath(adminApiRoutes.staffUpdate.path, {})).toThrow(/missing path parameter id/);
    expect(() => resolvePath(adminApiRoutes.staffUpdate.path, { id: '' })).toThrow();
  });
});

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubSession(token: string | null) {
    const store = new Map<string, string>(token ? [['adminToken', token]] : []);
    vi.stubGlobal('window', {
      sessionStorage: { getItem: (key: string) => store.get(key) ?? null },
      localStorage: { getItem: () => null },
    });
  }

  it('sends the staff token as a bearer token and the body as JSON', async () => {
    stubSession('secret-token');
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ temporaryPassword: 'x' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const reply = await apiRequest(adminApiRoutes.adminMemberResetPassword, {
      params: { id: '42' },
      body: { reason: 'asked by phone' },
    });
    expect(reply).toEqual({ temporaryPassword: 'x' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/members/42/reset-password');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer secret-token');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(init.body).toBe('{"reason":"asked by phone"}');
  });

  it('sends no authorization header without a session, and no body on a bare call', async () => {
    stubSession(null);
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest(adminApiRoutes.staffLogout)).resolves.toBeUndefined();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('authorization');
    expect(init.headers).not.toHaveProperty('content-type');
    expect(init.body).toBeUndefined();
  });

  it('turns error replies and network failures into ApiError', async () => {
    stubSession('t');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'forbidden', message: 'no', requestId: 'r' } }), {
            status: 403,
          }),
      ),
    );
    await expect(apiRequest(adminApiRoutes.staffList)).rejects.toMatchObject({
      code: 'forbidden',
      status: 403,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(apiRequest(adminApiRoutes.staffList)).rejects.toMatchObject({
      code: 'network_error',
      status: 0,
    });
  });

  it('refuses an empty reply to a GET', async () => {
    stubSession('t');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 200 })),
    );
    await expect(apiRequest(adminApiRoutes.staffMe)).rejects.toMatchObject({ code: 'unknown_error' });
  });
});

describe('errorCodeOf', () => {
  it('falls back for foreign errors', () => {
    expect(errorCodeOf(new Error('boom'))).toBe('unknown_error');
    expect(errorCodeOf(new ApiError({ code: 'forbidden', status: 403, message: 'no' }))).toBe('forbidden');
  });
});
