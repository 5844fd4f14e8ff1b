import type { StaffRole } from '@gaming/contracts/staff';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsHarness,
  type CallOptions,
  call,
  countMessages,
  createMember,
  expectError,
  freshIp,
  knownCaptcha,
  latestMessage,
  loginToken,
  signInNewStaff,
  staffServiceOf,
  startAccountsHarness,
  updateSetting,
} from '../../testing/accounts-kit.js';
import type { StaffService } from '../staff/staff-service.js';

let harness: AccountsHarness;
let staffService: StaffService;

function ok(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function signedInStaff(role: StaffRole) {
  return signInNewStaff(harness.app, staffService, role);
}

async function newMemberToken(): Promise<{ id: string; token: string }> {
  const member = await createMember(harness);
  return { id: member.id, token: await loginToken(harness, member) };
}

const validContent = 'The deposit I made this morning has not arrived yet.';

/** Submits feedback with a fresh, correct captcha unless the body says otherwise. */
async function submit(body: Record<string, unknown>, options: CallOptions = {}) {
  const captcha = await knownCaptcha(harness);
  return call(harness.app, 'PUT', '/api/feedback', {
    ...options,
    body: { type: 1, content: validContent, sender: 'Asha', ...captcha, ...body },
  });
}

beforeAll(async () => {
  harness = await startAccountsHarness();
  staffService = staffServiceOf(harness);
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

describe('feedback: submit', () => {
  const guest = { contact: 'asha@example.com' };

  it('counts the trimmed description in code points: 19 and 201 are refused, 20 and 200 accepted', async () => {
    const padding = ' \n\t  ';
    // 19 characters with whitespace padding that must not count.
    expectError(
      await submit({ ...guest, content: `${padding}${'a'.repeat(19)}${padding}` }),
      400,
      'feedback_content_length',
    );
    ok(await submit({ ...guest, content: `${padding}${'a'.repeat(20)}${padding}` }));
    // 200 emoji are 200 code points (400 UTF-16 units): accepted; 201 Devanagari letters are refused.
    const accepted = ok(await submit({ ...guest, content: '😀'.repeat(200) }));
    expect(accepted.status).toBe('open');
    expectError(await submit({ ...guest, content: 'क'.repeat(201) }), 400, 'feedback_content_length');
    ok(await submit({ ...guest, content: `  ${'क'.repeat(200)}  ` }));
    const stored = await harness.database.db
      .selectFrom('feedback_tickets')
      .select('content')
      .where('id', '=', accepted.ticketId)
      .executeTakeFirstOrThrow();
    expect([...stored.content].length).toBe(200);
  });

  it('requires a captcha and refuses a wrong one (one guess per captcha)', async () => {
    expectError(
      await call(harness.app, 'PUT', '/api/feedback', { body: { type: 1, content: validContent, ...guest } }),
      400,
      'captcha_required',
    );
    const captcha = await knownCaptcha(harness, 'XY7KP');
    expectError(
      await call(harness.app, 'PUT', '/api/feedback', {
        body: { type: 1, content: validContent, ...guest, captchaId: captcha.captchaId, captcha: 'WRONG' },
      }),
      400,
      'captcha_invalid',
    );
    // The right answer after a wrong guess is refused too: the captcha was spent.
    expectError(
      await call(harness.app, 'PUT', '/api/feedback', {
        body: { type: 1, content: validContent, ...guest, ...captcha },
      }),
      400,
      'captcha_invalid',
    );
  });

  it('wants a guest to give a valid contact; a member need not', async () => {
    expectError(await submit({}), 400, 'feedback_contact_required');
    expectError(await submit({ contact: '   ' }), 400, 'feedback_contact_required');
    expectError(await submit({ contact: 'call me maybe' }), 400, 'feedback_contact_invalid');
    expectError(await submit({ contact: `${'a'.repeat(130)}@example.com` }), 400, 'validation_failed');
    ok(await submit({ contact: '+977 980-1234567' }));
    const member = await newMemberToken();
    ok(await submit({}, { token: member.token }));
  });

  it('takes every spec question type and refuses others and wrong types', async () => {
    for (const type of [1, 2, 3, 4, 6, 0]) ok(await submit({ ...guest, type }));
    for (const type of [5, 7, -1, '1', null, 1.5])
      expectError(await submit({ ...guest, type }), 400, 'validation_failed');
  });

  it('answers hostile input with a 4xx', async () => {
    expectError(await submit({ ...guest, content: 'x'.repeat(5000) }), 400, 'validation_failed');
    expectError(await submit({ ...guest, content: 42 }), 400, 'validation_failed');
    expectError(await submit({ ...guest, sender: 'n'.repeat(500) }), 400, 'validation_failed');
    expectError(await submit({ ...guest, captchaId: 'not-a-uuid' }), 400, 'validation_failed');
    const array = await call(harness.app, 'PUT', '/api/feedback', { body: [1, 2, 3] });
    expect(array.statusCode).toBe(400);
    const bad = await call(harness.app, 'PUT', '/api/feedback', {
      body: '{"content":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('limits submissions per member across addresses, and open tickets per member', async () => {
    const member = await newMemberToken();
    for (let index = 0; index < 5; index += 1) ok(await submit({}, { token: member.token }));
    const limited = expectError(await submit({}, { token: member.token }), 429, 'too_many_requests');
    expect(limited.retryAfterSeconds).toBeGreaterThan(0);
    // An hour later the rate allows more, but five tickets are still open.
    await sql`update feedback_tickets set created_at = created_at - interval '2 hours'
      where member_id = ${member.id}`.execute(harness.database.db);
    expectError(await submit({}, { token: member.token }), 429, 'feedback_open_limit');
    await sql`update feedback_tickets set status = 'closed', closed_at = now()
      where member_id = ${member.id}`.execute(harness.database.db);
    ok(await submit({}, { token: member.token }));
  });

  it('limits submissions per address', async () => {
    const ip = freshIp();
    for (let index = 0; index < 10; index += 1) ok(await submit(guest, { ip }));
    expectError(await submit(guest, { ip }), 429, 'too_many_requests');
    const count = await harness.database.db
      .selectFrom('feedback_tickets')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('ip', '=', ip)
      .executeTakeFirstOrThrow();
    expect(Number(count.count)).toBe(10);
    // Another address is not limited by this one.
    ok(await submit(guest));
  });

  it('refuses a trial account (feedback needs a real account or none)', async () => {
    const trial = await call(harness.app, 'POST', '/api/session/trial', {
      body: { platform: 'W', os: 'web' },
    });
    expectError(await submit(guest, { token: trial.json().token }), 403, 'in_need_true_account');
  });
});

describe('feedback: tickets and the staff queue', () => {
  it("lists a member's own tickets; another member's ticket is not found", async () => {
    const owner = await newMemberToken();
    const other = await newMemberToken();
    const ticket = ok(await submit({ type: 3 }, { token: owner.token }));
    const list = ok(
      await call(harness.app, 'GET', '/api/feedback?page=1&pageSize=20', { token: owner.token }),
    );
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ id: ticket.ticketId, type: 3, status: 'open', answerCount: 0 });
    ok(await call(harness.app, 'GET', `/api/feedback/${ticket.ticketId}`, { token: owner.token }));
    expectError(
      await call(harness.app, 'GET', `/api/feedback/${ticket.ticketId}`, { token: other.token }),
      404,
      'not_found',
    );
    expectError(
      await call(harness.app, 'GET', '/api/feedback/not-an-id', { token: owner.token }),
      404,
      'not_found',
    );
    expect(ok(await call(harness.app, 'GET', '/api/feedback', { token: other.token })).total).toBe(0);
    expectError(
      await call(harness.app, 'GET', '/api/feedback?pageSize=21', { token: owner.token }),
      400,
      'validation_failed',
    );
  });

  it('staff assign, answer (the member reads it) and close; each step audited', async () => {
    const member = await newMemberToken();
    const handler = await signedInStaff('customerService');
    const colleague = await signedInStaff('admin');
    const reader = await signedInStaff('content');
    const ticket = ok(await submit({ type: 2 }, { token: member.token }));

    const queue = ok(
      await call(harness.app, 'GET', '/api/admin/feedback?status=open&type=2&assignee=none&pageSize=100', {
        token: handler.token,
      }),
    );
    expect(queue.items.map((item: { id: string }) => item.id)).toContain(ticket.ticketId);
    expect(queue.items.find((item: { id: string }) => item.id === ticket.ticketId)).toMatchObject({
      memberId: member.id,
      contact: null,
      assignee: null,
    });

    // Content staff read the queue but do not handle tickets; nor can a ticket go to them.
    ok(await call(harness.app, 'GET', `/api/admin/feedback/${ticket.ticketId}`, { token: reader.token }));
    expectError(
      await call(harness.app, 'POST', `/api/admin/feedback/${ticket.ticketId}/answer`, {
        token: reader.token,
        body: { body: 'Hello' },
      }),
      403,
      'forbidden',
    );
    expectError(
      await call(harness.app, 'POST', `/api/admin/feedback/${ticket.ticketId}/assign`, {
        token: handler.token,
        body: { staffId: reader.id },
      }),
      400,
      'validation_failed',
    );
    const assignees = ok(
      await call(harness.app, 'GET', '/api/admin/feedback/assignees', { token: reader.token }),
    );
    const ids = assignees.staff.map((entry: { id: string }) => entry.id);
    expect(ids).toContain(handler.id);
    expect(ids).not.toContain(reader.id);

    const assigned = ok(
      await call(harness.app, 'POST', `/api/admin/feedback/${ticket.ticketId}/assign`, {
        token: handler.token,
        body: { staffId: colleague.id },
      }),
    );
    expect(assigned).toMatchObject({ status: 'assigned', assignee: { id: colleague.id } });
    const mine = ok(
      await call(harness.app, 'GET', '/api/admin/feedback?assignee=me', { token: colleague.token }),
    );
    expect(mine.items.map((item: { id: string }) => item.id)).toContain(ticket.ticketId);

    const answerText = 'Your withdrawal was approved.\n<b>Thank you</b> for waiting.';
    const answered = ok(
      await call(harness.app, 'POST', `/api/admin/feedback/${ticket.ticketId}/answer`, {
        token: colleague.token,
        body: { body: answerText },
      }),
    );
    expect(answered.status).toBe('answered');
    expect(answered.answers).toHaveLength(1);
    expect(answered.answers[0]).toMatchObject({
      body: answerText,
      delivery: 'platformMessage',
      staff: { id: colleague.id },
    });

    // The answer reached the member as a platform message, the staff's text escaped (never HTML).
    expect(answered.answers[0].messageId).toEqual(expect.any(String));
    const inbox = ok(await call(harness.app, 'GET', '/api/messages', { token: member.token }));
    const message = inbox.items.find((item: { id: string }) => item.id === answered.answers[0].messageId);
    expect(message).toMatchObject({ title: 'Answer to your feedback', readAt: null });
    const opened = ok(await call(harness.app, 'GET', `/api/messages/${message.id}`, { token: member.token }));
    expect(opened.bodyHtml).toContain('Your withdrawal was approved.');
    expect(opened.bodyHtml).toContain('&lt;b&gt;Thank you&lt;/b&gt;');
    expect(opened.bodyHtml).not.toContain('<b>');
    const seen = ok(
      await call(harness.app, 'GET', `/api/feedback/${ticket.ticketId}`, { token: member.token }),
    );
    expect(seen.status).toBe('answered');
    expect(seen.answers.map((answer: { body: string }) => answer.body)).toEqual([answerText]);

    ok(
      await call(harness.app, 'POST', `/api/admin/feedback/${ticket.ticketId}/close`, {
        token: handler.token,
      }),
    );
    expectError(
      await call(harness.app, 'POST', `/api/admin/feedback/${ticket.ticketId}/answer`, {
        token: handler.token,
        body: { body: 'Again' },
      }),
      409,
      'feedback_closed',
    );
    expectError(
      await call(harness.app, 'POST', `/api/admin/feedback/${ticket.ticketId}/close`, {
        token: handler.token,
      }),
      409,
      'feedback_closed',
    );
    const actions = await harness.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', ticket.ticketId)
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual([
      'feedback.assign',
      'feedback.answer',
      'feedback.close',
    ]);
  });

  it("e-mails the answer to a guest's e-mail contact; a phone contact is answered by staff", async () => {
    const handler = await signedInStaff('customerService');
    const email = `guest-${Date.now()}@example.com`;
    const byMail = ok(await submit({ contact: email }));
    const before = await countMessages(harness, email);
    const answered = ok(
      await call(harness.app, 'POST', `/api/admin/feedback/${byMail.ticketId}/answer`, {
        token: handler.token,
        body: { body: 'We found your deposit.' },
      }),
    );
    expect(answered.answers[0].delivery).toBe('email');
    expect(await countMessages(harness, email)).toBe(before + 1);
    // A guest's language is unknown: the brand's default (EN here), alone when it is English.
    expect(await latestMessage(harness, email)).toMatchObject({
      subject: 'Answer to your feedback',
      body: `We found your deposit.\n\n---\nYour feedback:\n${validContent}`,
    });
    const byPhone = ok(await submit({ contact: '9801234567' }));
    const phoned = ok(
      await call(harness.app, 'POST', `/api/admin/feedback/${byPhone.ticketId}/answer`, {
        token: handler.token,
        body: { body: 'We called you.' },
      }),
    );
    expect(phoned.answers[0].delivery).toBe('byContact');
  });

  it("answers in the member's language (members.language); a guest in the brand's default beside English", async () => {
    const member = await newMemberToken();
    ok(
      await call(harness.app, 'PUT', '/api/members/me/language', {
        token: member.token,
        body: { language: 'JA' },
      }),
    );
    const handler = await signedInStaff('customerService');
    const ticket = ok(await submit({ type: 3 }, { token: member.token }));
    const answered = ok(
      await call(harness.app, 'POST', `/api/admin/feedback/${ticket.ticketId}/answer`, {
        token: handler.token,
        body: { body: 'Checked, thank you.' },
      }),
    );
    const opened = ok(
      await call(harness.app, 'GET', `/api/messages/${answered.answers[0].messageId}`, {
        token: member.token,
      }),
    );
    expect(opened.title).toBe('フィードバックへの回答');
    expect(opened.bodyHtml).toContain('<strong>お客様のフィードバック:</strong>');

    await updateSetting(harness.settings, 'brand', (brand) => ({ ...brand, defaultLanguage: 'NE' }));
    try {
      const email = `guest-ne-${Date.now()}@example.com`;
      const byMail = ok(await submit({ contact: email }));
      ok(
        await call(harness.app, 'POST', `/api/admin/feedback/${byMail.ticketId}/answer`, {
          token: handler.token,
          body: { body: 'We found your deposit.' },
        }),
      );
      expect(await latestMessage(harness, email)).toMatchObject({
        subject: 'तपाईंको प्रतिक्रियाको जवाफ / Answer to your feedback',
        body: `We found your deposit.\n\n---\nतपाईंको प्रतिक्रिया / Your feedback:\n${validContent}`,
      });
    } finally {
      await updateSetting(harness.settings, 'brand', (brand) => ({ ...brand, defaultLanguage: 'EN' }));
    }
  });

  it('delivers again an answer whose platform message is missing (the scheduled job)', async () => {
    const member = await newMemberToken();
    const handler = await signedInStaff('customerService');
    const ticket = ok(await submit({ type: 4 }, { token: member.token }));
    // An answer stored while its delivery failed: no message yet, a few minutes old.
    const answer = await harness.database.db
      .insertInto('feedback_answers')
      .values({
        ticket_id: ticket.ticketId,
        staff_id: handler.id,
        body: 'Answered while messages were down.',
        delivery: 'platformMessage',
        created_at: new Date(Date.now() - 5 * 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const job = harness.app.scheduledJobs.find((entry) => entry.name === 'feedback-redeliver');
    expect(await job?.run()).toMatchObject({ delivered: expect.any(Number) });
    const stored = await harness.database.db
      .selectFrom('feedback_answers')
      .select('message_id')
      .where('id', '=', answer.id)
      .executeTakeFirstOrThrow();
    expect(stored.message_id).toEqual(expect.any(String));
    const inbox = ok(await call(harness.app, 'GET', '/api/messages', { token: member.token }));
    expect(inbox.items.map((item: { id: string }) => item.id)).toContain(stored.message_id);
  });

  it('refuses hostile queue input with a 4xx', async () => {
    const handler = await signedInStaff('customerService');
    for (const query of ['status=nope', 'type=5', 'assignee=someone', 'pageSize=1000', 'page=0'])
      expectError(
        await call(harness.app, 'GET', `/api/admin/feedback?${query}`, { token: handler.token }),
        400,
        'validation_failed',
      );
    expectError(
      await call(harness.app, 'POST', '/api/admin/feedback/00000000-0000-4000-8000-000000000000/answer', {
        token: handler.token,
        body: { body: 'x'.repeat(2001) },
      }),
      400,
      'validation_failed',
    );
    expectError(
      await call(harness.app, 'POST', '/api/admin/feedback/00000000-0000-4000-8000-000000000000/answer', {
        token: handler.token,
        body: { body: 'Hello' },
      }),
      404,
      'not_found',
    );
  });
});
