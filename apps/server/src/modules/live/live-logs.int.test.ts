import { Writable } from 'node:stream';
import { liveCloseCodes } from '@gaming/contracts/live';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { seedDemoBrand } from '../../db/seed/demo-brand.js';
import { loggerOptions } from '../../platform/logger.js';
import { call, registrationBody } from '../../testing/accounts-kit.js';
import { openLive, openLiveAs } from '../../testing/live-kit.js';
import { createSettingsService } from '../../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';

let database: TestDatabase;
let app: FastifyInstance;
let baseUrl: string;
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoBrand(database.db);
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({
    db: database.db,
    settings: await createSettingsService(database.db),
    geo: { countryOf: () => null },
    trustProxy: true,
    bodyLimitBytes: 1024 * 1024,
    logger: { ...(loggerOptions('trace') as object), stream },
    webDistDir: undefined,
    secretKey: Buffer.alloc(32, 7),
  });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('live socket logs', () => {
  it('never carry the session token sent in the auth message, even at trace level', async () => {
    const registered = await call(app, 'PUT', '/api/members', { body: registrationBody() });
    expect(registered.statusCode, registered.body).toBe(200);
    const token = registered.json().token as string;
    const client = await openLiveAs(baseUrl, token);
    const wrongToken = `${token.slice(0, -4)}abcd`;
    const refused = await openLive(baseUrl);
    refused.send({ type: 'auth', token: wrongToken });
    expect((await refused.closed).code).toBe(liveCloseCodes.unauthorized);
    expect((await call(app, 'DELETE', '/api/session', { token })).statusCode).toBe(200);
    expect((await client.closed).code).toBe(liveCloseCodes.sessionEnded);
    const logs = logLines.join('\n');
    expect(logs).toContain('/api/live');
    expect(logs).not.toContain(token);
    expect(logs).not.toContain(wrongToken);
  });
});
