import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsHarness, startAccountsHarness } from '../testing/accounts-kit.js';

let harness: AccountsHarness;
let origin: string;

beforeAll(async () => {
  harness = await startAccountsHarness();
  // Over a real socket: Node's HTTP parser, which inject() bypasses, makes the 431.
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await harness.close();
});

async function expectShapedRefusal(response: Response, status: number) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: { code: string; message: string; requestId: string } };
  expect(body.error.code).toBe('bad_request');
  expect(body.error.message.length).toBeGreaterThan(0);
  expect(response.headers.get('x-request-id')).toBe(body.error.requestId);
  expect(response.headers.get('content-security-policy')).toBeTruthy();
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
}

describe('protocol limits', () => {
  it('answers a path parameter over 200 characters with 414 in the error shape, headers and request id', async () => {
    for (const path of [`/api/withdrawals/${'x'.repeat(201)}`, `/api/admin/members/${'9'.repeat(300)}`]) {
      await expectShapedRefusal(await fetch(`${origin}${path}`), 414);
    }
  });

  it('still routes a 200-character path parameter (then the route decides)', async () => {
    const response = await fetch(`${origin}/api/withdrawals/${'x'.repeat(200)}`);
    expect(response.status).toBe(401);
  });

  it('answers headers over Node’s limit with 431 in the error shape, headers and request id', async () => {
    const response = await fetch(`${origin}/api/system/permission`, {
      headers: { 'x-padding': 'a'.repeat(20 * 1024) },
    });
    await expectShapedRefusal(response, 431);
  });
});
