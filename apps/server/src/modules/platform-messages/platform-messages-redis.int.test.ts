import { randomBytes } from 'node:crypto';
import type { LiveServerMessage } from '@gaming/contracts/live';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBrand } from '../../db/seed/demo-brand.js';
import { RedisEventBus } from '../../platform/redis-event-bus.js';
import {
  type AccountsHarness,
  call,
  createMember,
  loginToken,
  signInNewStaff,
  staffServiceOf,
} from '../../testing/accounts-kit.js';
import { openLiveAs, sleep } from '../../testing/live-kit.js';
import { shouldRunRedisTests } from '../../testing/redis-probe.js';
import { createTestApp, silentLogger } from '../../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { messageFanOutJobName } from './register-platform-messages.js';

/**
 * Two server processes on one database, each with its own Redis bus (as modules/live/live-redis.int.test.ts):
 * a broadcast delivered by the fan-out job on process A reaches the member's socket on process B with its
 * unread count; reading the message on A clears the badge on B.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const runRedisTests = await shouldRunRedisTests(redisUrl);
const channelPrefix = `test-messages-${randomBytes(6).toString('hex')}:`;

let database: TestDatabase;
const apps: FastifyInstance[] = [];
const buses: RedisEventBus[] = [];
let urlB: string;
let harnessA: AccountsHarness;

function isMessages(unreadCount: number) {
  return (message: LiveServerMessage) =>
    message.type === 'event' &&
    message.event.type === 'messages' &&
    message.event.unreadCount === unreadCount;
}

beforeAll(async () => {
  database = await createTestDatabase();
  if (!runRedisTests) return;
  await seedDemoBrand(database.db);
  for (let index = 0; index < 2; index += 1) {
    const bus = new RedisEventBus(redisUrl, { channelPrefix, logger: silentLogger });
    buses.push(bus);
    const { app, settings } = await createTestApp(database.db, { events: bus });
    apps.push(app);
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    if (index === 0) harnessA = { database, app, settings, close: async () => undefined };
    else urlB = url;
  }
  for (const bus of buses) {
    for (let attempt = 0; attempt < 100 && !bus.connected; attempt += 1) await sleep(50);
    expect(bus.connected, `Redis at ${redisUrl} is needed for this test`).toBe(true);
  }
}, 60_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const bus of buses) await bus.close();
  await database?.drop();
});

describe.skipIf(!runRedisTests)('platform messages live across processes', () => {
  it('a broadcast fanned out on process A reaches the member connected to process B; a read on A clears it on B', async () => {
    const appA = apps[0] as FastifyInstance;
    const member = await createMember(harnessA);
    const token = await loginToken(harnessA, member);
    const admin = await signInNewStaff(appA, staffServiceOf(harnessA), 'content');
    const onB = await openLiveAs(urlB, token);
    await sleep(100);

    const sent = await call(appA, 'POST', '/api/admin/messages', {
      token: admin.token,
      body: {
        title: 'To everyone',
        bodyHtml: 'Hello all',
        audience: { kind: 'segment', segment: { kind: 'everyone' } },
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const job = appA.scheduledJobs.find((entry) => entry.name === messageFanOutJobName);
    await job?.run();
    expect(await onB.next(isMessages(1))).toEqual({
      type: 'event',
      event: { type: 'messages', unreadCount: 1 },
    });

    const read = await call(appA, 'GET', `/api/messages/${sent.json().message.id}`, { token });
    expect(read.statusCode, read.body).toBe(200);
    expect(await onB.next(isMessages(0))).toBeTruthy();
    onB.close();
  });
});
