import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { seedDemoBrand } from '../../db/seed/demo-brand.js';
import { loggerOptions } from '../../platform/logger.js';
import { call, freshIp, latestCode, registrationBody, uniqueMobile } from '../../testing/accounts-kit.js';
import { createSettingsService } from '../../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import type { SettingsService } from '../settings/settings-service.js';

let database: TestDatabase;
let app: FastifyInstance;
let settings: SettingsService;
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoBrand(database.db);
  settings = await createSettingsService(database.db);
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({
    db: database.db,
    settings,
    geo: { countryOf: () => null },
    trustProxy: true,
    bodyLimitBytes: 1024 * 1024,
    logger: { ...(loggerOptions('trace') as object), stream },
    webDistDir: undefined,
    secretKey: Buffer.alloc(32, 7),
  });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('logs', () => {
  it('never carry a password, a session token or a one-time code, even at trace level', async () => {
    const harness = { app, database, settings, close: async () => undefined };
    const secrets: string[] = [];
    const body = registrationBody({ password: 'logSecret77', confirmPassword: 'logSecret77' });
    secrets.push('logSecret77');
    const registered = await call(app, 'PUT', '/api/members', { body });
    expect(registered.statusCode, registered.body).toBe(200);
    secrets.push(registered.json().token);

    const ip = freshIp();
    const login = await call(app, 'POST', '/api/session', {
      ip,
      body: { type: 'username', username: body.username, password: 'logSecret77' },
    });
    secrets.push(login.json().token);
    await call(app, 'POST', '/api/session', {
      body: { type: 'username', username: body.username, password: 'wrongSecret88' },
    });
    secrets.push('wrongSecret88');
    await call(app, 'POST', '/api/session', {
      body: { type: 'username', username: body.username, password: 12345678 },
    });
    await call(app, 'POST', '/api/members/me/password', {
      token: login.json().token,
      body: { oldPassword: 'logSecret77', newPassword: 'newSecret99', confirmNewPassword: 'newSecret99' },
    });
    secrets.push('newSecret99');

    await settings.update('whitelabel', (flags) => ({ ...flags, REGMOBVERF3: true }), 'test');
    const mobileNo = uniqueMobile();
    await call(app, 'POST', '/api/members/registration-sms', {
      body: { countryDialingCode: '+977', mobileNo },
    });
    const code = await latestCode(harness, `+977${mobileNo}`);
    secrets.push(code);
    await call(app, 'PUT', '/api/members/mobile', {
      body: {
        countryDialingCode: '+977',
        mobileNum: mobileNo,
        password: 'mobSecret55',
        confirmPassword: 'mobSecret55',
        verificationCode: code,
        termsAccepted: true,
        ageConfirmed: true,
      },
    });
    secrets.push('mobSecret55');

    expect(logLines.length).toBeGreaterThan(10);
    const logs = logLines.join('\n');
    for (const secret of secrets) expect(logs, secret).not.toContain(secret);
  });
});
