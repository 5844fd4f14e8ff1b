import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatorVendorAdapter } from './simulator-adapter.js';
import { simulatedVendorSecret } from './vendor-adapter.js';

const sharedSecret = 'cd'.repeat(32);
let server: http.Server;
let baseUrl: string;
let answer: { status: number; body: unknown } = { status: 200, body: {} };
const seen: Array<{ vendorCode: string; signatureValid: boolean }> = [];

/** Plays apps/vendor-sim's POST /vendor/jackpots: checks the vendor's signature the way the simulator does. */
beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      const vendorCode = (JSON.parse(body) as { vendorCode: string }).vendorCode;
      const timestamp = String(request.headers['x-vendor-timestamp']);
      const expected = createHmac('sha256', simulatedVendorSecret(sharedSecret, vendorCode))
        .update(`${timestamp}.${body}`)
        .digest('hex');
      seen.push({ vendorCode, signatureValid: expected === request.headers['x-vendor-signature'] });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('the simulator adapter reads the vendor jackpot pools', () => {
  it('signs the request with the vendor secret and returns the pools in minor units', async () => {
    answer = {
      status: 200,
      body: { vendorCode: 'PG', pools: [{ currency: 'NPR', amountMinor: '123456789012345678' }] },
    };
    const adapter = new SimulatorVendorAdapter('PG', baseUrl, sharedSecret);
    expect(await adapter.jackpotPools()).toEqual([{ currency: 'NPR', amountMinor: 123456789012345678n }]);
    expect(seen.at(-1)).toEqual({ vendorCode: 'PG', signatureValid: true });
  });

  it('refuses an HTTP error, an answer for another vendor and a malformed figure', async () => {
    const adapter = new SimulatorVendorAdapter('JDB', baseUrl, sharedSecret);
    answer = { status: 401, body: { error: 'signature_invalid' } };
    await expect(adapter.jackpotPools()).rejects.toThrow(/HTTP 401/);
    answer = { status: 200, body: { vendorCode: 'PG', pools: [] } };
    await expect(adapter.jackpotPools()).rejects.toThrow(/another vendor/);
    answer = { status: 200, body: { vendorCode: 'JDB', pools: [{ currency: 'NPR', amountMinor: '-5' }] } };
    await expect(adapter.jackpotPools()).rejects.toThrow();
  });
});
