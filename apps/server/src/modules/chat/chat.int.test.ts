import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsHarness,
  call,
  createMember,
  expectError,
  loginResponse,
  loginToken,
  signInNewStaff,
  staffServiceOf,
  startAccountsHarness,
} from '../../testing/accounts-kit.js';
import { fundFromHouse } from '../../testing/ledger-kit.js';
import { openLive, openLiveAs } from '../../testing/live-kit.js';
import { LedgerRepository } from '../wallet/ledger-repository.js';
import { LedgerService } from '../wallet/ledger-service.js';
import { chatEvents, isChatDeleted, isChatMessage, joinChat, sendChat } from './chat-kit.js';

let harness: AccountsHarness;
let url: string;
let moderator: { id: string; token: string };

beforeAll(async () => {
  harness = await startAccountsHarness();
  url = await harness.app.listen({ port: 0, host: '127.0.0.1' });
  moderator = await signInNewStaff(harness.app, staffServiceOf(harness), 'customerService');
});

afterAll(async () => {
  await harness?.close();
});

async function memberInRoom() {
  const member = await createMember(harness);
  const token = await loginToken(harness, member);
  const client = await openLiveAs(url, token);
  const joined = await joinChat(client);
  return { member, token, client, joined };
}

function app(): FastifyInstance {
  return harness.app;
}

describe('chat room', () => {
  it('launchChat answers the chat page for a member; the history is public', async () => {
    const { token, client } = await memberInRoom();
    const launch = await call(app(), 'GET', '/api/chat/launch', { token });
    expect(launch.statusCode, launch.body).toBe(200);
    expect(launch.json()).toEqual({ value: { chatUrl: '/chat' } });
    expectError(await call(app(), 'GET', '/api/chat/launch'), 401, 'unauthorized');
    const history = await call(app(), 'GET', '/api/chat/messages');
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().roomCode).toBe('lobby');
    expect(history.json().limits).toEqual({
      messageMaxLength: 300,
      messagesPerWindow: 5,
      windowSeconds: 10,
      guestPollSeconds: 5,
    });
    expectError(await call(app(), 'GET', '/api/chat/messages?roomCode=nowhere'), 404, 'not_found');
    expectError(await call(app(), 'GET', '/api/chat/messages?roomCode=%3Cx%3E'), 400, 'validation_failed');
    client.close();
  });

  it('a message reaches the room live as plain text (HTML and links literal) and stays in the history', async () => {
    const alice = await memberInRoom();
    const bob = await memberInRoom();
    expect(alice.joined.standing).toEqual({ mutedUntil: null, muteReason: null, banned: false });
    const hostile = `<img src=x onerror=alert(1)> see https://evil.example/${Date.now()}`;
    const sent = await sendChat(alice.client, `  ${hostile}\n\u202e `);
    expect(sent.type).toBe('chatSent');
    const received = await bob.client.next(isChatMessage(hostile));
    if (received.type !== 'chat' || received.event.type !== 'chatMessage') throw new Error('not a message');
    expect(received.event.message.text).toBe(hostile);
    // The public name is never the login name.
    expect(received.event.message.authorName).not.toBe(alice.member.username);
    expect(received.event.message.authorName).toMatch(/\*\*\*/);
    const history = (await call(app(), 'GET', '/api/chat/messages')).json();
    const stored = history.messages.find(
      (message: { id: string }) => message.id === (sent as { messageId: string }).messageId,
    );
    expect(stored.text).toBe(hostile);
    alice.client.close();
    bob.client.close();
  });

  it('bounds a message to 300 characters after normalising; a resend of one client id is the same message', async () => {
    const { client } = await memberInRoom();
    const refused = await sendChat(client, 'x'.repeat(301));
    expect(refused).toMatchObject({ type: 'chatRefused', code: 'chat_message_length' });
    expect(await sendChat(client, ' \n\u200b ')).toMatchObject({
      type: 'chatRefused',
      code: 'chat_message_length',
    });
    // 300 emoji are 300 characters.
    const longest = await sendChat(client, '😀'.repeat(300));
    expect(longest.type).toBe('chatSent');
    const first = await sendChat(client, 'once', 'same-id-1');
    const again = await sendChat(client, 'once', 'same-id-1');
    expect(first.type).toBe('chatSent');
    expect(again).toEqual(first);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(
      chatEvents(client).filter((event) => event.type === 'chatMessage' && event.message.text === 'once'),
    ).toHaveLength(1);
    client.close();
  });

  it('closes a socket that sends a text far beyond the bound, or chats before signing in', async () => {
    const { client } = await memberInRoom();
    client.send({ type: 'chatSend', text: 'x'.repeat(601), clientId: 'big' });
    expect((await client.closed).code).toBe(4000);
    const guest = await openLive(url);
    guest.send({ type: 'chatJoin', roomCode: 'lobby' });
    expect((await guest.closed).code).toBe(4000);
  });

  it('allows 5 messages per 10 s per member across tabs, then refuses with a retry time', async () => {
    const { token, client } = await memberInRoom();
    const second = await openLiveAs(url, token);
    await joinChat(second);
    for (let index = 0; index < 3; index += 1)
      expect((await sendChat(client, `a${index}`)).type).toBe('chatSent');
    for (let index = 0; index < 2; index += 1)
      expect((await sendChat(second, `b${index}`)).type).toBe('chatSent');
    const sixth = await sendChat(second, 'b2');
    expect(sixth).toMatchObject({ type: 'chatRefused', code: 'chat_rate_limited' });
    expect((sixth as { retryAfterSeconds?: number }).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect((sixth as { retryAfterSeconds?: number }).retryAfterSeconds).toBeLessThanOrEqual(10);
    client.close();
    second.close();
  });

  it('counts in the database too: sends another process made count toward the limit', async () => {
    const { member, client } = await memberInRoom();
    const now = new Date();
    await harness.database.db
      .insertInto('chat_messages')
      .values(
        [0, 1, 2, 3, 4].map((index) => ({
          room_code: 'lobby',
          member_id: member.id,
          author_name: 'elsewhere',
          body: `from another process ${index}`,
          client_id: `elsewhere-${index}`,
          created_at: now,
        })),
      )
      .execute();
    expect(await sendChat(client, 'one too many')).toMatchObject({
      type: 'chatRefused',
      code: 'chat_rate_limited',
    });
    client.close();
  });

  it('a muted member is told at once and refused until the mute is lifted; staff writes are audited', async () => {
    const { member, token, client } = await memberInRoom();
    const mute = await call(app(), 'POST', '/api/admin/chat/restrictions', {
      token: moderator.token,
      body: { memberId: member.id, kind: 'mute', minutes: 30, reason: 'Spamming links' },
    });
    expect(mute.statusCode, mute.body).toBe(200);
    const standing = await client.next(
      (message) => message.type === 'event' && message.event.type === 'chatStanding',
    );
    if (standing.type !== 'event' || standing.event.type !== 'chatStanding') throw new Error('no standing');
    expect(standing.event.banned).toBe(false);
    expect(standing.event.muteReason).toBe('Spamming links');
    const until = Date.parse(standing.event.mutedUntil ?? '');
    expect(until - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(await sendChat(client, 'let me talk')).toMatchObject({ type: 'chatRefused', code: 'chat_muted' });
    // A new socket learns the mute when it joins.
    const other = await openLiveAs(url, token);
    expect((await joinChat(other)).standing.mutedUntil).not.toBeNull();
    other.close();
    const list = await call(app(), 'GET', '/api/admin/chat/restrictions', { token: moderator.token });
    expect(list.json().restrictions).toContainEqual(
      expect.objectContaining({
        id: mute.json().id,
        kind: 'mute',
        memberId: member.id,
        reason: 'Spamming links',
      }),
    );
    const lift = await call(app(), 'POST', `/api/admin/chat/restrictions/${mute.json().id}/lift`, {
      token: moderator.token,
    });
    expect(lift.statusCode, lift.body).toBe(200);
    expect(lift.json().standing).toEqual({ mutedUntil: null, muteReason: null, banned: false });
    expect((await sendChat(client, 'thanks')).type).toBe('chatSent');
    const audit = await harness.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', member.id)
      .where('action', 'like', 'chat.%')
      .execute();
    expect(audit.map((row) => row.action).sort()).toEqual(['chat.member.mute', 'chat.restriction.lift']);
    client.close();
  });

  it('a mute needs its minutes and a known member', async () => {
    const { member } = await memberInRoom();
    expectError(
      await call(app(), 'POST', '/api/admin/chat/restrictions', {
        token: moderator.token,
        body: { memberId: member.id, kind: 'mute', reason: 'x' },
      }),
      400,
      'validation_failed',
    );
    expectError(
      await call(app(), 'POST', '/api/admin/chat/restrictions', {
        token: moderator.token,
        body: { memberId: '999999999', kind: 'ban', reason: 'x' },
      }),
      404,
      'not_found',
    );
  });

  it('a banned member is refused', async () => {
    const { member, client } = await memberInRoom();
    const ban = await call(app(), 'POST', '/api/admin/chat/restrictions', {
      token: moderator.token,
      body: { memberId: member.id, kind: 'ban', reason: 'Abuse' },
    });
    expect(ban.statusCode, ban.body).toBe(200);
    expect(ban.json().standing.banned).toBe(true);
    expect(await sendChat(client, 'hello?')).toMatchObject({ type: 'chatRefused', code: 'chat_banned' });
    client.close();
  });

  it('a trial account reads but cannot send (spec §4: a real account is needed)', async () => {
    const trial = await call(app(), 'POST', '/api/session/trial', { body: { platform: 'W', os: 'web' } });
    expect(trial.statusCode, trial.body).toBe(200);
    const client = await openLiveAs(url, trial.json().token as string);
    await joinChat(client);
    expect(await sendChat(client, 'hello from a trial')).toMatchObject({
      type: 'chatRefused',
      code: 'in_need_true_account',
    });
    client.close();
  });

  it('a deleted message leaves the history and every connected socket is told', async () => {
    const alice = await memberInRoom();
    const bob = await memberInRoom();
    const text = `to be deleted ${Date.now()}`;
    const sent = await sendChat(alice.client, text);
    if (sent.type !== 'chatSent') throw new Error('not sent');
    await bob.client.next(isChatMessage(text));
    const removed = await call(app(), 'POST', `/api/admin/chat/messages/${sent.messageId}/deletion`, {
      token: moderator.token,
      body: { reason: 'Rude' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await bob.client.next(isChatDeleted(sent.messageId));
    await alice.client.next(isChatDeleted(sent.messageId));
    const history = (await call(app(), 'GET', '/api/chat/messages')).json();
    expect(history.messages.map((message: { id: string }) => message.id)).not.toContain(sent.messageId);
    const admin = (await call(app(), 'GET', '/api/admin/chat/messages', { token: moderator.token })).json();
    expect(admin.messages.find((message: { id: string }) => message.id === sent.messageId)).toMatchObject({
      text,
      deleteReason: 'Rude',
      deletedBy: expect.any(String),
      username: alice.member.username,
    });
    expectError(
      await call(app(), 'POST', '/api/admin/chat/messages/99999999/deletion', {
        token: moderator.token,
        body: {},
      }),
      404,
      'not_found',
    );
    alice.client.close();
    bob.client.close();
  });
});

describe('an excluded member (issue 20)', () => {
  it("a restricted session's live socket hears events but joins no chat room", async () => {
    const member = await createMember(harness);
    await fundFromHouse(new LedgerService(new LedgerRepository(harness.database.db)), member.id, 5_000n);
    const token = await loginToken(harness, member);
    const excluded = await call(app(), 'POST', '/api/responsible-gaming/self-exclusions', {
      token,
      body: { period: '6m', password: member.password },
    });
    expect(excluded.statusCode, excluded.body).toBe(200);
    const login = await loginResponse(harness, member);
    expect(login.json()).toMatchObject({ result: 'restricted' });
    const client = await openLiveAs(url, login.json().token as string);
    client.send({ type: 'chatJoin', roomCode: 'lobby' });
    const refused = await client.next(
      (message) => message.type === 'chatRefused' || message.type === 'chatJoined',
    );
    expect(refused).toMatchObject({ type: 'chatRefused', code: 'account_restricted' });
    client.send({ type: 'chatSend', text: 'hello', clientId: 'excluded-1' });
    // Never in a room, so nothing to send to: refused, never chatSent.
    const answer = await client.next(
      (message) =>
        (message.type === 'chatRefused' || message.type === 'chatSent') && message.clientId === 'excluded-1',
    );
    expect(answer).toMatchObject({ type: 'chatRefused', clientId: 'excluded-1' });
    client.close();
  });
});
