import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessEventBus } from '../../platform/events.js';
import {
  type AccountsHarness,
  call,
  createMember,
  expectError,
  loginToken,
  signInNewStaff,
  staffServiceOf,
  startAccountsHarness,
  type TestMember,
} from '../../testing/accounts-kit.js';
import { seedAgentTree } from '../../testing/agent-tree-kit.js';
import { silentLogger } from '../../testing/test-app.js';
import { AuditRepository } from '../audit/audit-repository.js';
import { AuditService } from '../audit/audit-service.js';
import { MembersRepository } from '../members/members-repository.js';
import { MembersService } from '../members/members-service.js';
import { PlatformMessagesRepository } from './platform-messages-repository.js';
import { PlatformMessagesService } from './platform-messages-service.js';
import { messageFanOutJobName } from './register-platform-messages.js';

/**
 * Platform messages against a real PostgreSQL and the composed app: segments reach exactly their members
 * (a later member only when the message reaches later members), the fan-out job's batches (bounded, safe to
 * run twice at once or to die half-way), unread counts under concurrent reads, another member's message is
 * 404, sanitised HTML, the inbox's paging bounds, trial accounts, staff's list, schedule and cancel.
 */

let harness: AccountsHarness;
let admin: { id: string; username: string; token: string };
let db: AccountsHarness['database']['db'];

beforeAll(async () => {
  harness = await startAccountsHarness();
  db = harness.database.db;
  admin = await signInNewStaff(harness.app, staffServiceOf(harness), 'admin');
  await db
    .insertInto('vip_levels')
    .values(
      [1, 2, 3].map((rankLevel) => ({
        rank_level: rankLevel,
        names: JSON.stringify({ EN: `Level ${rankLevel}` }),
        threshold_kind: 'lifetime_points' as const,
        threshold_value: String(rankLevel * 1000),
        rebate_bonus_basis_points: 0,
        upgrade_bonus_minor: '0',
      })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

async function runFanOut(): Promise<{ messages: number; batches: number; delivered: number }> {
  const job = harness.app.scheduledJobs.find((entry) => entry.name === messageFanOutJobName);
  if (!job) throw new Error('the fan-out job is not registered');
  return (await job.run()) as { messages: number; batches: number; delivered: number };
}

async function send(body: Record<string, unknown>, token = admin.token) {
  return call(harness.app, 'POST', '/api/admin/messages', {
    token,
    body: { title: 'Hello', bodyHtml: '<p>Hello there</p>', ...body },
  });
}

async function sendOk(body: Record<string, unknown>): Promise<string> {
  const response = await send(body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().message.id as string;
}

async function recipientsOf(messageId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('platform_message_deliveries')
    .select('member_id')
    .where('message_id', '=', messageId)
    .orderBy('member_id')
    .execute();
  return rows.map((row) => row.member_id);
}

async function setLevel(memberId: string, rankLevel: number) {
  await db
    .insertInto('member_vip')
    .values({ member_id: memberId, rank_level: rankLevel, reached_at: new Date() })
    .onConflict((conflict) => conflict.column('member_id').doUpdateSet({ rank_level: rankLevel }))
    .execute();
}

async function unread(token: string): Promise<number> {
  const response = await call(harness.app, 'GET', '/api/messages/unread-count', { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().count as number;
}

async function inboxIds(token: string): Promise<string[]> {
  const response = await call(harness.app, 'GET', '/api/messages?pageSize=50', { token });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().items as Array<{ id: string }>).map((item) => item.id);
}

async function signedIn(options: Parameters<typeof createMember>[1] = {}) {
  const member = await createMember(harness, options);
  return { ...member, token: await loginToken(harness, member) };
}

/** A service over the test database (the app's instance is not exposed), as the feedback module uses it. */
function messagesServiceOf(): PlatformMessagesService {
  const members = new MembersService(new MembersRepository(db));
  return new PlatformMessagesService(
    new PlatformMessagesRepository(db),
    members,
    {
      memberIdsAfter: (afterId, limit) => members.idsAfter(afterId, limit),
      activeRealRegisteredAmong: (ids, range) => members.activeRealRegisteredAmong(ids, range),
      vipLevelsOf: async () => new Map(),
      inTeamsOf: async () => [],
    },
    { usernamesOf: async () => new Map() },
    new AuditService(new AuditRepository(db)),
    new InProcessEventBus(),
    silentLogger,
  );
}

/** Sorted ascending as bigint strings. */
function sortedIds(ids: readonly string[]): string[] {
  return [...ids].sort((left, right) =>
    BigInt(left) < BigInt(right) ? -1 : BigInt(left) > BigInt(right) ? 1 : 0,
  );
}

describe('a message to one member or a list', () => {
  it('reaches the member at once (no job), exactly once, and only them; another member gets 404', async () => {
    const member = await signedIn();
    const other = await signedIn();
    const messageId = await sendOk({ audience: { kind: 'member', username: member.username } });
    expect(await recipientsOf(messageId)).toEqual([member.id]);
    expect(await unread(member.token)).toBe(1);
    expect(await unread(other.token)).toBe(0);

    expectError(
      await call(harness.app, 'GET', `/api/messages/${messageId}`, { token: other.token }),
      404,
      'not_found',
    );
    expectError(
      await call(harness.app, 'DELETE', `/api/messages/${messageId}`, { token: other.token }),
      404,
      'not_found',
    );
    expectError(
      await call(harness.app, 'GET', `/api/messages/${randomUUID()}`, { token: member.token }),
      404,
      'not_found',
    );
    // The other member's read of the id changed nothing for its owner.
    expect(await unread(member.token)).toBe(1);
    const detail = await call(harness.app, 'GET', `/api/messages/${messageId}`, { token: member.token });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({ id: messageId, title: 'Hello', unreadCount: 0 });
    expect(detail.json().readAt).not.toBeNull();
    expect(await unread(member.token)).toBe(0);

    const deleted = await call(harness.app, 'DELETE', `/api/messages/${messageId}`, { token: member.token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await inboxIds(member.token)).toEqual([]);
    expectError(
      await call(harness.app, 'GET', `/api/messages/${messageId}`, { token: member.token }),
      404,
      'not_found',
    );
  });

  it('a list reaches its known names and reports the unknown ones; no known name is refused', async () => {
    const first = await createMember(harness);
    const second = await createMember(harness);
    const response = await send({
      audience: {
        kind: 'list',
        // A name in other letter case is the same member (usernames are case-insensitive).
        usernames: [first.username, second.username, first.username.toUpperCase(), 'nobody-here-x'],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().unknownUsernames).toEqual(['nobody-here-x']);
    expect(response.json().message).toMatchObject({
      status: 'sent',
      recipientCount: 2,
      audience: { kind: 'list', usernameCount: 3 },
    });
    expect(await recipientsOf(response.json().message.id)).toEqual(sortedIds([first.id, second.id]));
    expectError(
      await send({ audience: { kind: 'list', usernames: ['nobody-a', 'nobody-b'] } }),
      400,
      'message_recipient_unknown',
    );
    expectError(
      await send({ audience: { kind: 'member', username: 'nobody-c' } }),
      400,
      'message_recipient_unknown',
    );
    // A list above 1,000 names is refused before anything is looked up.
    const tooMany = Array.from({ length: 1001 }, (_, index) => `name${index}`);
    expectError(await send({ audience: { kind: 'list', usernames: tooMany } }), 400, 'validation_failed');
  });

  it('strips scripts, handlers and javascript: links from the body; the preview is its text', async () => {
    const member = await signedIn();
    const messageId = await sendOk({
      title: 'Offer',
      bodyHtml:
        '<p onclick="steal()">Win <b>big</b> &amp; more</p><script>alert(1)</script>' +
        '<img src="https://cdn.example.com/x.png" onerror="alert(2)"><a href="javascript:alert(3)">go</a>' +
        '<iframe src="https://evil.example.com"></iframe>',
      audience: { kind: 'member', memberId: member.id },
    });
    const detail = await call(harness.app, 'GET', `/api/messages/${messageId}`, { token: member.token });
    expect(detail.statusCode, detail.body).toBe(200);
    const html = detail.json().bodyHtml as string;
    expect(html).toContain('<b>big</b>');
    expect(html).toContain('https://cdn.example.com/x.png');
    for (const hostile of ['<script', 'alert(1)', 'onerror', 'onclick', 'javascript:', '<iframe'])
      expect(html).not.toContain(hostile);
    const list = await call(harness.app, 'GET', '/api/messages', { token: member.token });
    expect(list.json().items[0]).toMatchObject({
      id: messageId,
      preview: 'Win big & more go',
      readAt: expect.any(String),
    });
  });

  it('plain text keeps its line breaks, escaped', async () => {
    const member = await signedIn();
    const messageId = await sendOk({
      bodyHtml: 'Line one\nLine <two> & three',
      audience: { kind: 'member', memberId: member.id },
    });
    const detail = await call(harness.app, 'GET', `/api/messages/${messageId}`, { token: member.token });
    expect(detail.json().bodyHtml).toBe('Line one<br />Line &lt;two&gt; &amp; three');
  });

  it('a body that grows past what is stored once escaped is a 400, never a 500', async () => {
    const member = await signedIn();
    // 20,000 characters (the limit) of '&' and '<' become 80,000+ once escaped: more than is stored.
    for (const bodyHtml of ['&<'.repeat(10_000), `<p>${'&'.repeat(19_990)}</p>`]) {
      const response = await send({ bodyHtml, audience: { kind: 'member', memberId: member.id } });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    }
    expect(await inboxIds(member.token)).toEqual([]);
  });
});

describe('segments', () => {
  it('VIP levels: exactly the members at those levels; a member reaching the level later only when the message says so', async () => {
    const atTwo = await signedIn();
    const atThree = await signedIn();
    const atOne = await signedIn();
    const none = await signedIn();
    await setLevel(atTwo.id, 2);
    await setLevel(atThree.id, 3);
    await setLevel(atOne.id, 1);
    const snapshot = await sendOk({
      audience: {
        kind: 'segment',
        segment: { kind: 'vipLevels', levels: [2, 3] },
        reachesLaterMembers: false,
      },
    });
    const later = await sendOk({
      title: 'For all level 2 and 3, now and later',
      audience: {
        kind: 'segment',
        segment: { kind: 'vipLevels', levels: [2, 3] },
        reachesLaterMembers: true,
      },
    });
    // Nothing is delivered in the request: the job does it.
    expect(await recipientsOf(snapshot)).toEqual([]);
    await runFanOut();
    expect(await recipientsOf(snapshot)).toEqual(sortedIds([atTwo.id, atThree.id]));
    expect(await recipientsOf(later)).toEqual(sortedIds([atTwo.id, atThree.id]));
    expect(await unread(atOne.token)).toBe(0);
    expect(await unread(none.token)).toBe(0);

    // atOne reaches level 2 after the send: the snapshot message never reaches it, the other one does.
    await setLevel(atOne.id, 2);
    await runFanOut();
    expect(await unread(atOne.token)).toBe(1);
    expect(await inboxIds(atOne.token)).toEqual([later]);
    expect(await recipientsOf(snapshot)).toEqual(sortedIds([atTwo.id, atThree.id]));
    // Asked again: still once.
    expect(await unread(atOne.token)).toBe(1);
    expect(await recipientsOf(later)).toHaveLength(3);
    const detail = await call(harness.app, 'GET', `/api/admin/messages/${later}`, { token: admin.token });
    expect(detail.json().message).toMatchObject({ status: 'sent', recipientCount: 3 });
  });

  it("an agent's team: its downline only (not the agent, not others); a member registered later only when the message says so", async () => {
    const tree = await seedAgentTree(db, { members: 7, depth: 2, closure: 'trigger' });
    const team = tree.levels.slice(1).flat();
    const outsider = await createMember(harness);
    const snapshot = await sendOk({
      audience: { kind: 'segment', segment: { kind: 'agentTeam', agentUsername: tree.rootUsername } },
    });
    const later = await sendOk({
      audience: {
        kind: 'segment',
        segment: { kind: 'agentTeam', agentUsername: tree.rootUsername },
        reachesLaterMembers: true,
      },
    });
    // A member registered under one of the team's agents after the send, before the job delivers it.
    const members = new MembersService(new MembersRepository(db));
    const joinerRow = await members.create({
      username: `joiner${Date.now().toString(36)}`,
      type: 0,
      nickname: 'joiner',
      passwordHash: (
        await db
          .selectFrom('members')
          .select('password_hash')
          .where('id', '=', tree.rootId)
          .executeTakeFirstOrThrow()
      ).password_hash,
      passwordMustChange: false,
      paymentPasswordHash: null,
      countryDialingCode: null,
      mobileNumber: null,
      mobileVerified: false,
      email: null,
      uplineMemberId: tree.levels[1]?.[0] ?? tree.rootId,
      language: 'EN',
      profile: {},
      registrationIp: null,
    });
    await db
      .updateTable('members')
      .set({ first_login_at: new Date() })
      .where('id', '=', joinerRow.id)
      .execute();
    const joiner: TestMember = {
      id: joinerRow.id,
      username: joinerRow.username,
      password: tree.password,
      homeIp: '10.99.0.1',
    };
    const joinerToken = await loginToken(harness, joiner);
    await runFanOut();
    expect(await recipientsOf(snapshot)).toEqual(sortedIds(team));
    expect(await recipientsOf(snapshot)).not.toContain(outsider.id);
    expect(await recipientsOf(snapshot)).not.toContain(tree.rootId);
    expect(await recipientsOf(later)).toEqual(sortedIds(team));
    // The message that reaches later members reaches it when it opens its inbox; the other never does.
    expect(await inboxIds(joinerToken)).toEqual([later]);
    expect(await recipientsOf(snapshot)).not.toContain(joiner.id);
    expectError(
      await send({
        audience: { kind: 'segment', segment: { kind: 'agentTeam', agentUsername: outsider.username } },
      }),
      400,
      'message_recipient_unknown',
    );
  });

  it('registered between: the members registered in [from, to), nobody else', async () => {
    const inside = await createMember(harness);
    const atEnd = await createMember(harness);
    const before = await createMember(harness);
    const from = new Date('2020-03-01T00:00:00Z');
    const to = new Date('2020-04-01T00:00:00Z');
    await db
      .updateTable('members')
      .set({ created_at: new Date('2020-03-15T10:00:00Z') })
      .where('id', '=', inside.id)
      .execute();
    await db.updateTable('members').set({ created_at: to }).where('id', '=', atEnd.id).execute();
    await db
      .updateTable('members')
      .set({ created_at: new Date('2020-02-28T23:59:59Z') })
      .where('id', '=', before.id)
      .execute();
    const messageId = await sendOk({
      audience: {
        kind: 'segment',
        segment: { kind: 'registeredBetween', from: from.toISOString(), to: to.toISOString() },
      },
    });
    await runFanOut();
    expect(await recipientsOf(messageId)).toEqual([inside.id]);
  });

  it('everyone: every active real member registered by the send, once; not trial accounts, nor a member registering later', async () => {
    const trial = await call(harness.app, 'POST', '/api/session/trial', {
      body: { platform: 'W', os: 'web' },
    });
    expect(trial.statusCode, trial.body).toBe(200);
    const locked = await createMember(harness, { status: 'locked' });
    const messageId = await sendOk({ audience: { kind: 'segment', segment: { kind: 'everyone' } } });
    const message = await db
      .selectFrom('platform_messages')
      .selectAll()
      .where('id', '=', messageId)
      .executeTakeFirstOrThrow();
    // Registers after the send, before the job delivers it: not in the snapshot.
    const late = await signedIn();
    await runFanOut();
    const expected = await db
      .selectFrom('members')
      .select('id')
      .where('status', '=', 'active')
      .where('type', '<>', 4)
      .where('created_at', '<=', message.sent_at as Date)
      .execute();
    const recipients = await recipientsOf(messageId);
    expect(recipients).toEqual(sortedIds(expected.map((row) => row.id)));
    expect(recipients).not.toContain(locked.id);
    expect(await unread(late.token)).toBe(0);
    expect(await recipientsOf(messageId)).not.toContain(late.id);
  });
});

describe('the fan-out job', () => {
  it('delivers 20,000 members in bounded batches (one transaction each), and two runs at once deliver each member once', async () => {
    await seedAgentTree(db, { members: 20_000, depth: 3 });
    const messageId = await sendOk({ audience: { kind: 'segment', segment: { kind: 'everyone' } } });
    const memberCount = Number(
      (
        await db
          .selectFrom('members')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
    const [first, second] = await Promise.all([runFanOut(), runFanOut()]);
    const message = await db
      .selectFrom('platform_messages')
      .selectAll()
      .where('id', '=', messageId)
      .executeTakeFirstOrThrow();
    expect(message.status).toBe('sent');
    // Keyset pages of 1,000 member ids: the full pages and the last, shorter one; each page once in all.
    const expectedBatches = Math.floor(memberCount / 1000) + 1;
    expect(message.batch_count).toBe(expectedBatches);
    expect((first?.batches ?? 0) + (second?.batches ?? 0)).toBeGreaterThanOrEqual(expectedBatches);
    const deliveries = await db
      .selectFrom('platform_message_deliveries')
      .select((eb) => [
        eb.fn.countAll<string>().as('count'),
        eb.fn.count<string>('member_id').distinct().as('members'),
      ])
      .where('message_id', '=', messageId)
      .executeTakeFirstOrThrow();
    expect(Number(deliveries.count)).toBeGreaterThanOrEqual(20_000);
    expect(Number(deliveries.members)).toBe(Number(deliveries.count));
    expect(message.recipient_count).toBe(Number(deliveries.count));
    // Each transaction's rows share its start time (now()): no transaction wrote more than a batch.
    const perTransaction = await db
      .selectFrom('platform_message_deliveries')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('message_id', '=', messageId)
      .groupBy('delivered_at')
      .execute();
    expect(perTransaction.length).toBeGreaterThanOrEqual(20);
    expect(Math.max(...perTransaction.map((row) => Number(row.count)))).toBeLessThanOrEqual(1000);
  }, 180_000);

  it('a run that dies half-way leaves whole batches; the next run finishes and nobody gets it twice', async () => {
    const ids = (await db.selectFrom('members').select('id').orderBy('id').execute()).map((row) => row.id);
    const breaker = ids[Math.floor(ids.length / 2)] as string;
    await sql`
      create or replace function test_fail_delivery() returns trigger language plpgsql as $$
      begin
        if new.member_id = ${sql.lit(Number(breaker))} then raise exception 'test: the process dies here'; end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger test_fail_delivery before insert on platform_message_deliveries
      for each row execute function test_fail_delivery()`.execute(db);
    let messageId: string;
    try {
      messageId = await sendOk({ audience: { kind: 'segment', segment: { kind: 'everyone' } } });
      await expect(runFanOut()).rejects.toThrow();
      const halfway = await db
        .selectFrom('platform_messages')
        .selectAll()
        .where('id', '=', messageId)
        .executeTakeFirstOrThrow();
      expect(halfway.status).toBe('sending');
      expect(BigInt(halfway.cursor_member_id ?? '0')).toBeLessThan(BigInt(breaker));
      expect(halfway.batch_count).toBeGreaterThan(0);
      // Only whole committed batches: the failing batch left nothing.
      const delivered = await recipientsOf(messageId);
      expect(delivered.length).toBe(halfway.recipient_count);
      expect(delivered.every((id) => BigInt(id) <= BigInt(halfway.cursor_member_id ?? '0'))).toBe(true);
    } finally {
      await sql`drop trigger test_fail_delivery on platform_message_deliveries`.execute(db);
    }
    await runFanOut();
    const done = await db
      .selectFrom('platform_messages')
      .selectAll()
      .where('id', '=', messageId)
      .executeTakeFirstOrThrow();
    expect(done.status).toBe('sent');
    const recipients = await recipientsOf(messageId);
    expect(new Set(recipients).size).toBe(recipients.length);
    expect(recipients).toContain(breaker);
    expect(done.recipient_count).toBe(recipients.length);
    // A run after the end finds nothing to do.
    expect((await runFanOut()).batches).toBe(0);
  }, 120_000);
});

describe('the inbox and the unread count', () => {
  it('stays right under 20 concurrent reads of different messages and of the same message', async () => {
    const member = await signedIn();
    const ids: string[] = [];
    for (let index = 0; index < 20; index += 1)
      ids.push(
        await sendOk({ title: `Message ${index}`, audience: { kind: 'member', memberId: member.id } }),
      );
    expect(await unread(member.token)).toBe(20);
    const details = await Promise.all(
      ids.map((id) => call(harness.app, 'GET', `/api/messages/${id}`, { token: member.token })),
    );
    for (const response of details) expect(response.statusCode, response.body).toBe(200);
    const counts = details.map((response) => response.json().unreadCount as number);
    expect(Math.min(...counts)).toBe(0);
    expect(Math.max(...counts)).toBeLessThan(20);
    expect(await unread(member.token)).toBe(0);

    const more: string[] = [];
    for (let index = 0; index < 3; index += 1)
      more.push(await sendOk({ title: `More ${index}`, audience: { kind: 'member', memberId: member.id } }));
    const target = more[0] as string;
    const reads = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0
          ? call(harness.app, 'POST', '/api/messages/read', {
              token: member.token,
              body: { messageIds: [target] },
            })
          : call(harness.app, 'GET', `/api/messages/${target}`, { token: member.token }),
      ),
    );
    for (const response of reads) expect(response.statusCode, response.body).toBe(200);
    expect(reads.map((response) => response.json().count ?? response.json().unreadCount)).toEqual(
      Array.from({ length: 20 }, () => 2),
    );
    expect(await unread(member.token)).toBe(2);
    // The first read's time is kept: every detail answer shows it, and a later read does not move it.
    const readAt = (await call(harness.app, 'GET', `/api/messages/${target}`, { token: member.token })).json()
      .readAt as string;
    const detailReadTimes = reads
      .filter((_, index) => index % 2 === 1)
      .map((response) => response.json().readAt);
    expect(new Set(detailReadTimes)).toEqual(new Set([readAt]));
    const all = await call(harness.app, 'POST', '/api/messages/read', {
      token: member.token,
      body: { all: true },
    });
    expect(all.json()).toEqual({ count: 0 });
  });

  it('lists the newest 500 only, in pages of at most 50', async () => {
    const member = await signedIn();
    const messageIds = (
      await sql<{ id: string }>`
        insert into platform_messages (kind, title, body_html, preview, audience_kind, audience, status, send_at, sent_at, completed_at)
        select 'staff', 'Bulk ' || n, '<p>x</p>', 'x', 'member', ${JSON.stringify({ memberId: member.id, username: member.username })}::jsonb,
          'sent', now(), now(), now()
        from generate_series(1, 505) as n
        returning id`.execute(db)
    ).rows.map((row) => row.id);
    await sql`
      insert into platform_message_deliveries (message_id, member_id, delivered_at)
      select id, ${member.id}::bigint, now() - (row_number() over (order by title))::int * interval '1 second'
      from platform_messages where id = any(${messageIds}::uuid[])`.execute(db);
    expect(await unread(member.token)).toBe(500);
    const first = await call(harness.app, 'GET', '/api/messages?page=1&pageSize=50', { token: member.token });
    expect(first.json()).toMatchObject({ total: 500, page: 1, pageSize: 50, unreadCount: 500 });
    expect(first.json().items).toHaveLength(50);
    const last = await call(harness.app, 'GET', '/api/messages?page=10&pageSize=50', { token: member.token });
    expect(last.json().items).toHaveLength(50);
    const beyond = await call(harness.app, 'GET', '/api/messages?page=11&pageSize=50', {
      token: member.token,
    });
    expect(beyond.json().items).toHaveLength(0);
    expectError(
      await call(harness.app, 'GET', '/api/messages?pageSize=51', { token: member.token }),
      400,
      'validation_failed',
    );
    expectError(
      await call(harness.app, 'GET', '/api/messages?page=0', { token: member.token }),
      400,
      'validation_failed',
    );
    expectError(
      await call(harness.app, 'POST', '/api/messages/read', {
        token: member.token,
        body: { messageIds: Array.from({ length: 51 }, () => randomUUID()) },
      }),
      400,
      'validation_failed',
    );
    // Deleting a listed one brings the 501st into the list.
    await call(harness.app, 'DELETE', `/api/messages/${first.json().items[0].id}`, { token: member.token });
    expect(await unread(member.token)).toBe(500);
  });

  it('a trial account has no inbox: every message route answers in_need_true_account', async () => {
    const trial = await call(harness.app, 'POST', '/api/session/trial', {
      body: { platform: 'W', os: 'web' },
    });
    const token = trial.json().token as string;
    expectError(
      await call(harness.app, 'GET', '/api/messages/unread-count', { token }),
      403,
      'in_need_true_account',
    );
    expectError(await call(harness.app, 'GET', '/api/messages', { token }), 403, 'in_need_true_account');
  });
});

describe('other modules and staff', () => {
  it('sendToMember is idempotent by source id, also when called at once', async () => {
    const member = await signedIn();
    const messages = messagesServiceOf();
    const input = {
      memberId: member.id,
      title: 'Your feedback',
      bodyHtml: '<p>Answer</p><script>x</script>',
      source: 'feedback',
      sourceId: `t-${randomUUID()}`,
    };
    const results = await Promise.all(Array.from({ length: 5 }, () => messages.sendToMember(input)));
    expect(new Set(results.map((result) => result.messageId)).size).toBe(1);
    expect(await unread(member.token)).toBe(1);
    const list = await call(harness.app, 'GET', '/api/messages', { token: member.token });
    expect(list.json().items[0]).toMatchObject({
      kind: 'feedback',
      title: 'Your feedback',
      preview: 'Answer',
    });
  });

  it('schedules a message, sends it when due, cancels only scheduled ones; lists counts; all audited', async () => {
    const member = await signedIn();
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expectError(
      await send({
        audience: { kind: 'member', memberId: member.id },
        sendAt: new Date(Date.now() - 60_000).toISOString(),
      }),
      400,
      'message_send_at_invalid',
    );
    const scheduled = await sendOk({ audience: { kind: 'member', memberId: member.id }, sendAt: future });
    const toCancel = await sendOk({ audience: { kind: 'member', memberId: member.id }, sendAt: future });
    await runFanOut();
    expect(await unread(member.token)).toBe(0);
    const cancel = await call(harness.app, 'POST', `/api/admin/messages/${toCancel}/cancellation`, {
      token: admin.token,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().message.status).toBe('cancelled');
    // Due now (the clock moved on): the minute's sweep sends it; the cancelled one never goes.
    await db
      .updateTable('platform_messages')
      .set({ send_at: new Date(Date.now() - 1000) })
      .where('id', 'in', [scheduled, toCancel])
      .execute();
    await runFanOut();
    expect(await inboxIds(member.token)).toEqual([scheduled]);
    expectError(
      await call(harness.app, 'POST', `/api/admin/messages/${scheduled}/cancellation`, {
        token: admin.token,
      }),
      409,
      'invalid_state',
    );
    expectError(
      await call(harness.app, 'POST', `/api/admin/messages/${randomUUID()}/cancellation`, {
        token: admin.token,
      }),
      404,
      'not_found',
    );
    await call(harness.app, 'GET', `/api/messages/${scheduled}`, { token: member.token });

    const list = await call(harness.app, 'GET', '/api/admin/messages?pageSize=100', { token: admin.token });
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json().messages as Array<{
      id: string;
      status: string;
      recipientCount: number;
      readCount: number;
      createdBy: string;
    }>;
    expect(listed.find((row) => row.id === scheduled)).toMatchObject({
      status: 'sent',
      recipientCount: 1,
      readCount: 1,
      createdBy: admin.username,
    });
    expect(listed.find((row) => row.id === toCancel)).toMatchObject({
      status: 'cancelled',
      recipientCount: 0,
    });
    const cancelledOnly = await call(harness.app, 'GET', '/api/admin/messages?status=cancelled', {
      token: admin.token,
    });
    expect(
      (cancelledOnly.json().messages as Array<{ status: string }>).every((row) => row.status === 'cancelled'),
    ).toBe(true);
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_name'])
      .where('target_id', 'in', [scheduled, toCancel])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'platform_message.schedule', actor_name: admin.username },
      { action: 'platform_message.schedule', actor_name: admin.username },
      { action: 'platform_message.cancel', actor_name: admin.username },
    ]);
  });

  it('risk reads the list but may not send', async () => {
    const risk = await signInNewStaff(harness.app, staffServiceOf(harness), 'risk');
    const member = await createMember(harness);
    expectError(
      await send({ audience: { kind: 'member', memberId: member.id } }, risk.token),
      403,
      'forbidden',
    );
    expect((await call(harness.app, 'GET', '/api/admin/messages', { token: risk.token })).statusCode).toBe(
      200,
    );
  });
});
