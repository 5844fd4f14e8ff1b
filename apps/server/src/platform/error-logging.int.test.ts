import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { Writable } from 'node:stream';
import { vendorSignatureHeaders } from '@gaming/contracts/vendor-callbacks';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { seedDemoBrand } from '../db/seed/demo-brand.js';
import { simulatedVendorSecret } from '../modules/vendors/vendor-adapter.js';
import { createMember, loginToken } from '../testing/accounts-kit.js';
import { createSettingsService, testSecretKey } from '../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { loggerOptions } from './logger.js';
import { signedHeaders } from './signed-body.js';

// Issue 13, found 14: what a client causes is logged below error; error lines are the server's own failures.
type LogLine = { level: number; msg: string; reqId?: string };

const errorLevel = 50;
const warnLevel = 40;
const vendorSimulator = { url: 'http://vendor-sim.test:8090', secret: 'cd'.repeat(32) };
const lines: LogLine[] = [];
let database: TestDatabase;
let app: FastifyInstance;
let port: number;
let memberToken: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoBrand(database.db);
  const settings = await createSettingsService(database.db);
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as LogLine);
      done();
    },
  });
  app = await buildApp({
    db: database.db,
    settings,
    geo: { countryOf: () => null },
    trustProxy: true,
    bodyLimitBytes: 1024 * 1024,
    logger: { ...(loggerOptions('info') as Record<string, unknown>), stream },
    webDistDir: undefined,
    secretKey: testSecretKey,
    vendorSimulator,
  });
  // A failure of the server's own: outside /api, so no route table or guard is involved.
  app.get('/test-only/failure', async () => {
    throw new Error('a bug of ours');
  });
  const harness = { database, app, settings, close: async () => undefined };
  const member = await createMember(harness, { password: 'Quiet-harbour-lantern-42' });
  memberToken = await loginToken(harness, member);
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

function linesOf(requestId: string): LogLine[] {
  return lines.filter((line) => line.reqId === requestId);
}

/** Waits (bounded) until the request has a log line that `matches`. */
async function waitForLine(requestId: string, matches: (line: LogLine) => boolean): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (linesOf(requestId).some(matches)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no such log line for ${requestId}: ${JSON.stringify(linesOf(requestId))}`);
}

describe('log levels', () => {
  it('a member who abandons a proof upload half-way is logged at info, not error', async () => {
    const requestId = `abandon-${randomUUID()}`;
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      [
        'POST /api/deposits HTTP/1.1',
        'Host: 127.0.0.1',
        `Authorization: Bearer ${memberToken}`,
        `X-Request-Id: ${requestId}`,
        'Content-Type: multipart/form-data; boundary=x',
        'Content-Length: 100000',
        '',
        '--x',
        'Content-Disposition: form-data; name="amount"',
        '',
        '100',
        '--x',
        'Content-Disposition: form-data; name="proof"; filename="a.png"',
        'Content-Type: image/png',
        '',
        'PNG...',
      ].join('\r\n'),
    );
    await waitForLine(requestId, (line) => line.msg === 'incoming request');
    socket.destroy();
    await waitForLine(requestId, (line) => line.msg !== 'incoming request');
    expect(linesOf(requestId).filter((line) => line.level >= errorLevel)).toEqual([]);
    expect(linesOf(requestId).map((line) => line.msg)).toContain(
      'client closed the request before it was read',
    );
  });

  it('refused and invalid requests log nothing at error', async () => {
    const requestIds: string[] = [];
    for (const request of [
      { method: 'POST' as const, url: '/api/session', payload: '{broken', type: 'application/json' },
      { method: 'POST' as const, url: '/api/session', payload: '<a/>', type: 'text/xml' },
      { method: 'GET' as const, url: '/api/no-such-operation' },
      { method: 'GET' as const, url: '/api/wallet/balance' },
    ]) {
      const requestId = `refused-${randomUUID()}`;
      requestIds.push(requestId);
      const response = await app.inject({
        method: request.method,
        url: request.url,
        headers: { 'x-request-id': requestId, ...(request.type ? { 'content-type': request.type } : {}) },
        ...(request.payload ? { payload: request.payload } : {}),
      });
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
    }
    for (const requestId of requestIds)
      expect(linesOf(requestId).filter((line) => line.level >= errorLevel)).toEqual([]);
  });

  it("the server's own failure stays an error line, and the client learns nothing of it", async () => {
    const requestId = `failure-${randomUUID()}`;
    const response = await app.inject({
      method: 'GET',
      url: '/test-only/failure',
      headers: { 'x-request-id': requestId },
    });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('a bug of ours');
    expect(
      linesOf(requestId)
        .filter((line) => line.level >= errorLevel)
        .map((line) => line.msg),
    ).toEqual(['request failed']);
  });

  it('a vendor callback answered writes no request line; a refused one is logged at warn (issue 22)', async () => {
    const callback = async (secret: string) => {
      const requestId = `callback-${randomUUID()}`;
      const rawBody = JSON.stringify({ token: 'no-such-session-token' });
      const response = await app.inject({
        method: 'POST',
        url: '/api/vendors/PG/wallet/authenticate',
        headers: {
          'x-request-id': requestId,
          ...signedHeaders(vendorSignatureHeaders, secret, rawBody),
        },
        payload: rawBody,
      });
      return { requestId, response };
    };
    const answered = await callback(simulatedVendorSecret(vendorSimulator.secret, 'PG'));
    expect(answered.response.statusCode).toBe(200);
    expect(answered.response.json()).toMatchObject({ status: 'error', code: 'invalid_token' });
    const refused = await callback('ef'.repeat(32));
    expect(refused.response.statusCode).toBe(401);
    await waitForLine(refused.requestId, (line) => line.msg === 'vendor callback refused');
    expect(linesOf(refused.requestId).map((line) => [line.level, line.msg])).toEqual([
      [warnLevel, 'vendor callback refused'],
    ]);
    expect(linesOf(answered.requestId)).toEqual([]);
  });
});
