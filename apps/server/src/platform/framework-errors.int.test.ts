import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsHarness, startAccountsHarness } from '../testing/accounts-kit.js';

let harness: AccountsHarness;

beforeAll(async () => {
  harness = await startAccountsHarness();
});

afterAll(async () => {
  await harness.close();
});

describe('URLs the router cannot decode (found by the API fuzz test)', () => {
  // A path parameter that is not percent-encoded UTF-8 made Fastify's router answer its own raw body.
  const badPaths = [
    ['GET', '/api/admin/members/%'],
    ['GET', '/api/withdrawals/%zz'],
    ['POST', '/api/withdrawals/%ED%A0%80/confirmation'],
    ['POST', '/api/vendors/%E0%A4/wallet/bet'],
  ] as const;

  for (const [method, url] of badPaths) {
    it(`answers ${method} ${url} with 400 in the one error shape, the request id and the security headers`, async () => {
      const response = await harness.app.inject({
        method,
        url,
        headers: { 'x-request-id': 'trace-bad-url-1' },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'bad_request', message: expect.any(String), requestId: 'trace-bad-url-1' },
      });
      expect(response.headers['x-request-id']).toBe('trace-bad-url-1');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBeDefined();
      expect(response.body).not.toContain('FST_ERR');
    });
  }
});
