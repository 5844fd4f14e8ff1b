import { randomUUID } from 'node:crypto';
import { liveCloseCodes } from '@gaming/contracts/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsHarness,
  call,
  createMember,
  loginToken,
  startAccountsHarness,
} from '../../testing/accounts-kit.js';
import {
  fundQuietly,
  isBalance,
  isCashier,
  openLive,
  openLiveAs,
  setPaymentPassword,
  sleep,
} from '../../testing/live-kit.js';

let harness: AccountsHarness;
let baseUrl: string;

beforeAll(async () => {
  harness = await startAccountsHarness();
  baseUrl = await harness.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await harness.close();
});

async function loggedInMember() {
  const member = await createMember(harness);
  return { member, token: await loginToken(harness, member) };
}

/** A member with an upline, both logged in; the member has `fundedMinor` (put in quietly). */
async function memberAndUpline(fundedMinor: bigint) {
  const upline = await loggedInMember();
  const member = await loggedInMember();
  const paymentPassword = await setPaymentPassword(harness.database.db, member.member.id, {
    uplineId: upline.member.id,
  });
  await fundQuietly(harness.database.db, member.member.id, fundedMinor);
  return { upline, member, paymentPassword };
}

describe('live socket: authentication', () => {
  it('answers ready to a valid session token sent as the first message', async () => {
    const { token } = await loggedInMember();
    const client = await openLiveAs(baseUrl, token);
    expect(client.messages).toEqual([{ type: 'ready' }]);
    client.send({ type: 'ping' });
    await client.next((message) => message.type === 'pong');
    client.close();
  });

  it('refuses an unknown token with an error and close code 4001', async () => {
    const client = await openLive(baseUrl);
    client.send({ type: 'auth', token: 'x'.repeat(43) });
    const closed = await client.closed;
    expect(closed).toEqual({ code: liveCloseCodes.unauthorized, reason: 'unauthorized' });
    expect(client.messages).toEqual([{ type: 'error', code: 'unauthorized' }]);
  });

  it('refuses a disabled member', async () => {
    const { member, token } = await loggedInMember();
    await harness.database.db
      .updateTable('members')
      .set({ status: 'disabled' })
      .where('id', '=', member.id)
      .execute();
    const client = await openLive(baseUrl);
    client.send({ type: 'auth', token });
    expect((await client.closed).code).toBe(liveCloseCodes.unauthorized);
  });

  it('lets a trial account connect', async () => {
    const response = await call(harness.app, 'POST', '/api/session/trial', {
      body: { platform: 'W', os: 'web' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const client = await openLiveAs(baseUrl, response.json().token);
    expect(client.messages).toEqual([{ type: 'ready' }]);
    client.close();
  });

  it('closes with 4000 on anything but JSON auth or ping, and on a second auth', async () => {
    const { token } = await loggedInMember();
    for (const bad of [
      'not json',
      '{"type":"subscribe","memberId":"x"}',
      '42',
      '{"type":"auth","token":7}',
    ]) {
      const client = await openLive(baseUrl);
      client.send(bad);
      expect((await client.closed).code, bad).toBe(liveCloseCodes.badMessage);
    }
    const binary = await openLive(baseUrl);
    binary.socket.send(Buffer.from([1, 2, 3]));
    expect((await binary.closed).code).toBe(liveCloseCodes.badMessage);
    const twice = await openLiveAs(baseUrl, token);
    twice.send({ type: 'auth', token });
    expect((await twice.closed).code).toBe(liveCloseCodes.badMessage);
  });

  it('cuts a message above 4 KB (1009) and a flood of messages (4000)', async () => {
    const big = await openLive(baseUrl);
    big.send({ type: 'auth', token: 'a'.repeat(5_000) });
    expect((await big.closed).code).toBe(1009);
    const { token } = await loggedInMember();
    const flood = await openLiveAs(baseUrl, token);
    for (let index = 0; index < 25; index += 1) flood.send({ type: 'ping' });
    expect((await flood.closed).code).toBe(liveCloseCodes.badMessage);
  });

  it('closes a socket that never authenticates after 5 seconds (4002)', async () => {
    const client = await openLive(baseUrl);
    const started = Date.now();
    const closed = await client.closed;
    expect(closed.code).toBe(liveCloseCodes.authTimeout);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);
  }, 10_000);

  it('takes at most 10 sockets per member (the 11th gets 4004)', async () => {
    const { token } = await loggedInMember();
    const clients = [];
    for (let index = 0; index < 10; index += 1) clients.push(await openLiveAs(baseUrl, token));
    const eleventh = await openLive(baseUrl);
    eleventh.send({ type: 'auth', token });
    expect((await eleventh.closed).code).toBe(liveCloseCodes.tooManySockets);
    // Closing one tab frees a place.
    clients[0]?.close();
    await clients[0]?.closed;
    await sleep(50);
    clients.push(await openLiveAs(baseUrl, token));
    for (const client of clients) client.close();
  });

  it('answers a plain GET with 426 and documents the route', async () => {
    const response = await call(harness.app, 'GET', '/api/live');
    expect(response.statusCode).toBe(426);
    expect(response.json().error.code).toBe('bad_request');
  });
});

describe('live socket: session end', () => {
  it('closes with 4003 when the member logs out', async () => {
    const { token } = await loggedInMember();
    const client = await openLiveAs(baseUrl, token);
    const other = await loggedInMember();
    const bystander = await openLiveAs(baseUrl, other.token);
    expect((await call(harness.app, 'DELETE', '/api/session', { token })).statusCode).toBe(200);
    expect((await client.closed).code).toBe(liveCloseCodes.sessionEnded);
    await sleep(100);
    expect(bystander.socket.readyState).toBe(bystander.socket.OPEN);
    bystander.close();
  });

  it('closes the sockets of the sessions a password change ends, and keeps the one that made it', async () => {
    const { member, token } = await loggedInMember();
    const otherDevice = await loginToken(harness, member);
    const kept = await openLiveAs(baseUrl, token);
    const ended = await openLiveAs(baseUrl, otherDevice);
    const response = await call(harness.app, 'POST', '/api/members/me/password', {
      token,
      ip: member.homeIp,
      body: { oldPassword: member.password, newPassword: 'fresh456', confirmNewPassword: 'fresh456' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await ended.closed).code).toBe(liveCloseCodes.sessionEnded);
    await sleep(200);
    expect(kept.socket.readyState).toBe(kept.socket.OPEN);
    kept.close();
  });
});

describe('live socket: events', () => {
  it('pushes both sides of a transfer their new balance and a notice, and nothing to anyone else', async () => {
    const { upline, member, paymentPassword } = await memberAndUpline(10_000n);
    const bystander = await loggedInMember();
    const memberSocket = await openLiveAs(baseUrl, member.token);
    const secondTab = await openLiveAs(baseUrl, member.token);
    const uplineSocket = await openLiveAs(baseUrl, upline.token);
    const bystanderSocket = await openLiveAs(baseUrl, bystander.token);

    const response = await call(harness.app, 'POST', '/api/wallet/transfers/upline', {
      token: member.token,
      body: { requestId: randomUUID(), amount: '25.50', paymentPassword },
    });
    expect(response.statusCode, response.body).toBe(200);
    const transferId = response.json().transferId as string;

    for (const socket of [memberSocket, secondTab]) {
      expect(await socket.next(isBalance('7450'))).toEqual({
        type: 'event',
        event: { type: 'balance', balanceMinor: '7450', availableMinor: '7450', heldMinor: '0' },
      });
      expect(await socket.next(isCashier('transfer_sent'))).toEqual({
        type: 'event',
        event: { type: 'cashier', kind: 'transfer_sent', referenceId: transferId, amountMinor: '2550' },
      });
    }
    expect(await uplineSocket.next(isBalance('2550'))).toBeTruthy();
    expect(await uplineSocket.next(isCashier('transfer_received'))).toMatchObject({
      event: { referenceId: transferId, amountMinor: '2550' },
    });
    // The balance figures are the ones the balance route gives.
    const balance = (await call(harness.app, 'GET', '/api/wallet/balance', { token: member.token })).json();
    expect(balance).toMatchObject({ balanceMinor: '7450', availableMinor: '7450', heldMinor: '0' });

    await sleep(400);
    expect(bystanderSocket.events()).toEqual([]);
    // Each side hears only of its own money.
    expect(
      memberSocket.events().some((event) => event.type === 'cashier' && event.kind === 'transfer_received'),
    ).toBe(false);
    expect(
      uplineSocket.events().some((event) => event.type === 'balance' && event.balanceMinor === '7450'),
    ).toBe(false);
    for (const socket of [memberSocket, secondTab, uplineSocket, bystanderSocket]) socket.close();
  });

  it('coalesces a burst of transfers into few balance events ending with the final balance', async () => {
    const { upline, member, paymentPassword } = await memberAndUpline(100_000n);
    const uplineSocket = await openLiveAs(baseUrl, upline.token);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(harness.app, 'POST', '/api/wallet/transfers/upline', {
          token: member.token,
          ip: member.member.homeIp,
          body: { requestId: randomUUID(), amount: '1.00', paymentPassword },
        }),
      ),
    );
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    await uplineSocket.next(isBalance('2000'));
    const balances = uplineSocket.events().filter((event) => event.type === 'balance');
    // 20 commits, yet far fewer reads: one per 200 ms window while they keep coming.
    expect(balances.length).toBeLessThan(20);
    expect(balances.at(-1)).toMatchObject({ balanceMinor: '2000' });
    expect(uplineSocket.events().filter((event) => event.type === 'cashier')).toHaveLength(20);
    uplineSocket.close();
  });
});
