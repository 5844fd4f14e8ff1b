import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
import { isChatDeleted, isChatMessage, joinChat, sendChat } from './chat-kit.js';

/** Two server processes on one database and one Redis: the chat room spans them with one publish per event. */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const runRedisTests = await shouldRunRedisTests(redisUrl);
const channelPrefix = `test-chat-${randomBytes(6).toString('hex')}:`;
let database: TestDatabase;
const apps: FastifyInstance[] = [];
const buses: RedisEventBus[] = [];
const urls: string[] = [];
let harness: AccountsHarness;

beforeAll(async () => {
  if (!runRedisTests) return;
  database = await createTestDatabase();
  await seedDemoBrand(database.db);
  for (let index = 0; index < 2; index += 1) {
    const bus = new RedisEventBus(redisUrl, { channelPrefix, logger: silentLogger });
    buses.push(bus);
    const { app, settings } = await createTestApp(database.db, { events: bus });
    apps.push(app);
    if (index === 0) harness = { database, app, settings, close: async () => undefined };
    urls.push(await app.listen({ port: 0, host: '127.0.0.1' }));
  }
  for (const bus of buses)
    for (let attempt = 0; attempt < 100 && !bus.connected; attempt += 1) await sleep(50);
});

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const bus of buses) await bus.close();
  await database?.drop();
});

describe.skipIf(!runRedisTests)('chat room across processes through Redis', () => {
  it('a message sent on A and its deletion on A reach sockets on B, with one publish per event', async () => {
    const [appA] = apps as [FastifyInstance];
    const senders = [await createMember(harness), await createMember(harness), await createMember(harness)];
    const tokens = await Promise.all(senders.map((member) => loginToken(harness, member)));
    const onA = await openLiveAs(urls[0] as string, tokens[0] as string);
    const onB1 = await openLiveAs(urls[1] as string, tokens[1] as string);
    const onB2 = await openLiveAs(urls[1] as string, tokens[2] as string);
    for (const client of [onA, onB1, onB2]) await joinChat(client);
    await sleep(150);
    const publishRoom = vi.spyOn(buses[0] as RedisEventBus, 'publishRoom');
    const publishMember = vi.spyOn(buses[0] as RedisEventBus, 'publish');
    const text = `across ${Date.now()}`;
    const sent = await sendChat(onA, text);
    if (sent.type !== 'chatSent') throw new Error(JSON.stringify(sent));
    await onB1.next(isChatMessage(text));
    await onB2.next(isChatMessage(text));
    expect(publishRoom).toHaveBeenCalledTimes(1);
    expect(publishMember).not.toHaveBeenCalled();
    const moderator = await signInNewStaff(appA, staffServiceOf(harness), 'admin');
    const removed = await call(appA, 'POST', `/api/admin/chat/messages/${sent.messageId}/deletion`, {
      token: moderator.token,
      body: {},
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await onB1.next(isChatDeleted(sent.messageId));
    await onB2.next(isChatDeleted(sent.messageId));
    for (const client of [onA, onB1, onB2]) client.close();
  });
});
