import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import net from 'node:net';
import type { LiveEvent } from '@gaming/contracts/live';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBrand } from '../../db/seed/demo-brand.js';
import { InProcessEventBus, type MemberEventBus } from '../../platform/events.js';
import { RedisEventBus } from '../../platform/redis-event-bus.js';
import { type AccountsHarness, call, createMember, loginToken } from '../../testing/accounts-kit.js';
import {
  fundQuietly,
  isBalance,
  isCashier,
  openLiveAs,
  setPaymentPassword,
  sleep,
} from '../../testing/live-kit.js';
import { shouldRunRedisTests } from '../../testing/redis-probe.js';
import { createTestApp, silentLogger } from '../../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';

/**
 * Two server processes on one database, as with several processes behind a load balancer: each its
 * own app and its own Redis bus on the machine's Redis. A channel prefix of this run keeps parallel
 * runs (and other tests) apart.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const runRedisTests = await shouldRunRedisTests(redisUrl);
const channelPrefix = `test-live-${randomBytes(6).toString('hex')}:`;

let database: TestDatabase;
const apps: FastifyInstance[] = [];
const buses: RedisEventBus[] = [];
let urlA: string;
let urlB: string;
let harnessA: AccountsHarness;

async function startInstance(bus: MemberEventBus) {
  if (bus instanceof RedisEventBus) buses.push(bus);
  const { app, settings } = await createTestApp(database.db, { events: bus });
  apps.push(app);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, settings, url };
}

async function waitConnected(bus: RedisEventBus) {
  for (let attempt = 0; attempt < 100 && !bus.connected; attempt += 1) await sleep(50);
  expect(bus.connected, `Redis at ${redisUrl} is needed for this test`).toBe(true);
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoBrand(database.db);
  if (!runRedisTests) {
    // No Redis on this machine: the tests of an unreachable Redis still run on an in-process instance.
    const local = await startInstance(new InProcessEventBus());
    harnessA = { database, app: local.app, settings: local.settings, close: async () => undefined };
    return;
  }
  const busA = new RedisEventBus(redisUrl, { channelPrefix, logger: silentLogger });
  const busB = new RedisEventBus(redisUrl, { channelPrefix, logger: silentLogger });
  const a = await startInstance(busA);
  const b = await startInstance(busB);
  await Promise.all([waitConnected(busA), waitConnected(busB)]);
  urlA = a.url;
  urlB = b.url;
  harnessA = { database, app: a.app, settings: a.settings, close: async () => undefined };
});

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const bus of buses) await bus.close();
  await database?.drop();
});

describe.skipIf(!runRedisTests)('live events across processes through Redis', () => {
  it('a transfer made through instance A reaches the member connected to instance B', async () => {
    const upline = await createMember(harnessA);
    const downline = await createMember(harnessA);
    const paymentPassword = await setPaymentPassword(database.db, downline.id, { uplineId: upline.id });
    await fundQuietly(database.db, downline.id, 5_000n);
    const uplineToken = await loginToken(harnessA, upline);
    const downlineToken = await loginToken(harnessA, downline);
    // The upline's tab is on B, the downline's on A; the money moves on A.
    const uplineOnB = await openLiveAs(urlB, uplineToken);
    const downlineOnA = await openLiveAs(urlA, downlineToken);
    // Subscriptions are asynchronous on Redis: give B's SUBSCRIBE a moment to land.
    await sleep(100);

    const response = await call(apps[0] as FastifyInstance, 'POST', '/api/wallet/transfers/upline', {
      token: downlineToken,
      body: { requestId: randomUUID(), amount: '12.34', paymentPassword },
    });
    expect(response.statusCode, response.body).toBe(200);
    const transferId = response.json().transferId;

    expect(await uplineOnB.next(isBalance('1234'))).toEqual({
      type: 'event',
      event: { type: 'balance', balanceMinor: '1234', availableMinor: '1234', heldMinor: '0' },
    });
    expect(await uplineOnB.next(isCashier('transfer_received'))).toEqual({
      type: 'event',
      event: { type: 'cashier', kind: 'transfer_received', referenceId: transferId, amountMinor: '1234' },
    });
    expect(await downlineOnA.next(isBalance('3766'))).toBeTruthy();
    await sleep(300);
    // Delivered once, though both processes subscribe to Redis.
    expect(uplineOnB.events().filter((event) => event.type === 'cashier')).toHaveLength(1);
    expect(downlineOnA.events().filter((event) => event.type === 'cashier')).toHaveLength(1);
    uplineOnB.close();
    downlineOnA.close();
  });

  it('delivers a member only their own events across processes', async () => {
    const busA = buses[0] as RedisEventBus;
    const busB = buses[1] as RedisEventBus;
    const received: LiveEvent[] = [];
    const unsubscribe = busB.subscribe('member-one', (event) => received.push(event));
    const others: LiveEvent[] = [];
    const unsubscribeOther = busB.subscribe('member-two', (event) => others.push(event));
    await sleep(100);
    busA.publish('member-one', {
      type: 'cashier',
      kind: 'deposit_credited',
      referenceId: 'd1',
      amountMinor: '100',
    });
    for (let attempt = 0; attempt < 40 && received.length === 0; attempt += 1) await sleep(25);
    expect(received).toEqual([
      { type: 'cashier', kind: 'deposit_credited', referenceId: 'd1', amountMinor: '100' },
    ]);
    expect(others).toEqual([]);
    unsubscribe();
    unsubscribeOther();
    // After the last listener of a member leaves, this process no longer receives that member's events.
    await sleep(100);
    busA.publish('member-one', { type: 'balance', balanceMinor: '1', availableMinor: '1', heldMinor: '0' });
    await sleep(200);
    expect(received).toHaveLength(1);
  });
});

describe('Redis unreachable', () => {
  it('never throws or blocks a publish, still delivers on this process, and closes promptly', async () => {
    // Port 1 on the loopback: nothing listens there, so every connection attempt is refused.
    const bus = new RedisEventBus('redis://127.0.0.1:1', { channelPrefix, logger: silentLogger });
    const received: LiveEvent[] = [];
    const unsubscribe = bus.subscribe('member-x', (event) => received.push(event));
    await sleep(300);
    expect(bus.connected).toBe(false);
    const event = { type: 'balance', balanceMinor: '5', availableMinor: '5', heldMinor: '0' } as const;
    for (let index = 0; index < 1_000; index += 1) expect(() => bus.publish('member-x', event)).not.toThrow();
    expect(received).toHaveLength(1_000);
    unsubscribe();
    const started = Date.now();
    await bus.close();
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('lets money move and local sockets hear of it while Redis is down', async () => {
    const bus = new RedisEventBus('redis://127.0.0.1:1', { channelPrefix, logger: silentLogger });
    const { app, url } = await startInstance(bus);
    const upline = await createMember(harnessA);
    const downline = await createMember(harnessA);
    const paymentPassword = await setPaymentPassword(database.db, downline.id, { uplineId: upline.id });
    await fundQuietly(database.db, downline.id, 1_000n);
    const uplineSocket = await openLiveAs(url, await loginToken(harnessA, upline));
    const response = await call(app, 'POST', '/api/wallet/transfers/upline', {
      token: await loginToken(harnessA, downline),
      body: { requestId: randomUUID(), amount: '1.00', paymentPassword },
    });
    expect(response.statusCode, response.body).toBe(200);
    await uplineSocket.next(isBalance('100'));
    await uplineSocket.next(isCashier('transfer_received'));
    uplineSocket.close();
  });

  // A Redis of the test's own (the machine's is shared), stopped and started again under the buses.
  const redisServer = '/usr/bin/redis-server';
  it.skipIf(!existsSync(redisServer))(
    'reconnects and re-subscribes when Redis comes back',
    async () => {
      const port = await new Promise<number>((resolve) => {
        const probe = net.createServer().listen(0, '127.0.0.1', () => {
          const address = probe.address() as net.AddressInfo;
          probe.close(() => resolve(address.port));
        });
      });
      const startRedis = async (): Promise<ChildProcess> => {
        const child = spawn(
          redisServer,
          ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
          {
            stdio: 'ignore',
          },
        );
        await sleep(300);
        return child;
      };
      const stopRedis = (child: ChildProcess) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        });
      let redis = await startRedis();
      const url = `redis://127.0.0.1:${port}`;
      const publisher = new RedisEventBus(url, { channelPrefix, logger: silentLogger });
      const receiver = new RedisEventBus(url, { channelPrefix, logger: silentLogger });
      try {
        await waitConnected(publisher);
        await waitConnected(receiver);
        const received: LiveEvent[] = [];
        receiver.subscribe('member-r', (event) => received.push(event));
        await sleep(100);
        const event = (referenceId: string) =>
          ({ type: 'cashier', kind: 'deposit_credited', referenceId, amountMinor: '1' }) as const;
        publisher.publish('member-r', event('before'));
        for (let attempt = 0; attempt < 40 && received.length < 1; attempt += 1) await sleep(25);

        await stopRedis(redis);
        await sleep(200);
        // Down: publishing is harmless; events for members on this process still arrive directly.
        expect(() => publisher.publish('member-r', event('lost'))).not.toThrow();
        receiver.publish('member-r', event('local'));

        redis = await startRedis();
        await waitConnected(publisher);
        await waitConnected(receiver);
        await sleep(200);
        publisher.publish('member-r', event('after'));
        for (let attempt = 0; attempt < 80 && received.length < 3; attempt += 1) await sleep(25);
        expect(received.map((item) => (item.type === 'cashier' ? item.referenceId : ''))).toEqual([
          'before',
          'local',
          'after',
        ]);
      } finally {
        await publisher.close();
        await receiver.close();
        await stopRedis(redis);
      }
    },
    20_000,
  );
});
