import type { AddressInfo } from 'node:net';
import { liveCloseCodes } from '@gaming/contracts/live';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { InProcessEventBus } from '../../platform/events.js';
import {
  type AccountsHarness,
  createMember,
  loginToken,
  startAccountsHarness,
} from '../../testing/accounts-kit.js';
import { openLive, openLiveAs, sleep } from '../../testing/live-kit.js';
import { silentLogger } from '../../testing/test-app.js';
import { AuthRepository } from '../auth/auth-repository.js';
import { SessionService } from '../auth/session-service.js';
import { MembersRepository } from '../members/members-repository.js';
import { MembersService } from '../members/members-service.js';
import { defaultLiveLimits, LiveHub, type LiveLimits } from './live-hub.js';

/**
 * The hub on its own WebSocket server with short timers, for what the app's defaults make slow to see:
 * the periodic session check, the protocol ping and slow consumers.
 */
let harness: AccountsHarness;
let server: WebSocketServer | undefined;
let hub: LiveHub | undefined;

beforeAll(async () => {
  harness = await startAccountsHarness();
});

afterAll(async () => {
  await harness.close();
});

afterEach(async () => {
  hub?.stop();
  await new Promise((resolve) => server?.close(resolve));
});

async function startHub(limits: Partial<LiveLimits>, events = new InProcessEventBus()) {
  const sessions = new SessionService(new AuthRepository(harness.database.db), harness.settings);
  const members = new MembersService(new MembersRepository(harness.database.db));
  hub = new LiveHub({ sessions, members, events, logger: silentLogger }, { ...defaultLiveLimits, ...limits });
  hub.start();
  server = new WebSocketServer({ port: 0, host: '127.0.0.1', maxPayload: 4096 });
  server.on('connection', (socket) => hub?.accept(socket));
  await new Promise((resolve) => server?.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, events, hub };
}

describe('live hub', () => {
  it('closes a socket whose session expired, on the periodic check', async () => {
    const { url } = await startHub({ sessionCheckMs: 200 });
    const member = await createMember(harness);
    const token = await loginToken(harness, member);
    const client = await openLiveAs(url, token);
    await sleep(500);
    expect(client.socket.readyState).toBe(client.socket.OPEN);
    await harness.database.db
      .updateTable('member_sessions')
      .set({ idle_expires_at: new Date(Date.now() - 1_000) })
      .where('member_id', '=', member.id)
      .execute();
    expect((await client.closed).code).toBe(liveCloseCodes.sessionEnded);
  });

  it('does not keep a session alive: the check reads, it does not slide the idle expiry', async () => {
    const { url } = await startHub({ sessionCheckMs: 100 });
    const member = await createMember(harness);
    const client = await openLiveAs(url, await loginToken(harness, member));
    const before = await harness.database.db
      .selectFrom('member_sessions')
      .select('idle_expires_at')
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    await sleep(400);
    const after = await harness.database.db
      .selectFrom('member_sessions')
      .select('idle_expires_at')
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(after.idle_expires_at.getTime()).toBe(before.idle_expires_at.getTime());
    client.close();
  });

  it('closes a disabled member on the periodic check', async () => {
    const { url } = await startHub({ sessionCheckMs: 200 });
    const member = await createMember(harness);
    const client = await openLiveAs(url, await loginToken(harness, member));
    await harness.database.db
      .updateTable('members')
      .set({ status: 'disabled' })
      .where('id', '=', member.id)
      .execute();
    expect((await client.closed).code).toBe(liveCloseCodes.sessionEnded);
  });

  it('cuts a socket that stops answering protocol pings', async () => {
    const { url, hub } = await startHub({ pingMs: 100 });
    const client = await openLive(url);
    // ws answers pings automatically; a frozen client does not.
    client.socket.pong = () => undefined;
    (
      client.socket as unknown as { _receiver: { removeAllListeners: (name: string) => void } }
    )._receiver.removeAllListeners('ping');
    await client.closed;
    expect(hub.counts().total).toBe(0);
  });

  it('drops a client that does not read its events', async () => {
    const { url, events, hub } = await startHub({ maxBufferedBytes: 64 * 1024 });
    const member = await createMember(harness);
    const client = await openLiveAs(url, await loginToken(harness, member));
    // The client stops reading: the kernel buffers fill, then the server's own buffer grows.
    (client.socket as unknown as { _socket: { pause: () => void } })._socket.pause();
    const event = {
      type: 'cashier',
      kind: 'deposit_credited',
      referenceId: 'x'.repeat(200),
      amountMinor: '1',
    } as const;
    for (let round = 0; round < 200 && hub.counts().total > 0; round += 1) {
      for (let index = 0; index < 1_000; index += 1) events.publish(member.id, event);
      await sleep(5);
    }
    expect(hub.counts().total).toBe(0);
    client.socket.terminate();
  });

  it('refuses sockets beyond the global cap with 1013', async () => {
    const { url } = await startHub({ maxSockets: 2 });
    const first = await openLive(url);
    const second = await openLive(url);
    const third = await openLive(url);
    expect((await third.closed).code).toBe(liveCloseCodes.serverFull);
    first.close();
    second.close();
  });
});
