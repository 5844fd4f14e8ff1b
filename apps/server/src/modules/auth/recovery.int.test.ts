import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../platform/security/tokens.js';
import {
  type AccountsHarness,
  ageCodes,
  auditActions,
  call,
  countMessages,
  createMember,
  expectError,
  freshIp,
  latestCode,
  latestMessage,
  loginResponse,
  loginToken,
  memberRow,
  startAccountsHarness,
  type TestMember,
  uniqueMobile,
} from '../../testing/accounts-kit.js';

let harness: AccountsHarness;

beforeAll(async () => {
  harness = await startAccountsHarness();
});

afterAll(async () => {
  await harness.close();
});

let emailCounter = 0;
function uniqueEmail(): string {
  emailCounter += 1;
  return `player${emailCounter}.${Date.now() % 100_000}@example.com`;
}

function forgot(username: string, email: string) {
  return call(harness.app, 'POST', '/api/members/password/forgot-email', { body: { username, email } });
}

function resetByLink(resetToken: string, newPassword: string, confirmNewPassword = newPassword) {
  return call(harness.app, 'POST', '/api/members/password/reset-email', {
    body: { resetToken, newPassword, confirmNewPassword },
  });
}

async function resetTokenSentTo(email: string): Promise<string> {
  const message = await latestMessage(harness, email);
  const token = /resetToken=([A-Za-z0-9_-]+)/.exec(message?.body ?? '')?.[1];
  expect(token, message?.body).toBeDefined();
  return token as string;
}

function me(token: string) {
  return call(harness.app, 'GET', '/api/members/me', { token });
}

async function liveSessions(memberId: string) {
  return harness.database.db
    .selectFrom('member_sessions')
    .select('id')
    .where('member_id', '=', memberId)
    .execute();
}

describe('forgot password by e-mail', () => {
  it('mails a one-time link, and answers a non-matching request exactly the same', async () => {
    const email = uniqueEmail();
    const member = await createMember(harness, { email });
    const matching = await forgot(member.username, email.toUpperCase());
    expect(matching.statusCode).toBe(200);
    expect(matching.json()).toEqual({ message: 'in_been_out' });
    const message = await latestMessage(harness, email);
    expect(message).toMatchObject({ channel: 'email', status: 'outbox' });
    const token = await resetTokenSentTo(email);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    // Only the token's hash is kept.
    const stored = await harness.database.db
      .selectFrom('member_tokens')
      .selectAll()
      .where('member_id', '=', member.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash.equals(hashToken(token))).toBe(true);

    const trial = await createMember(harness, { type: 4, email: uniqueEmail() });
    const others = [
      await forgot(member.username, uniqueEmail()),
      await forgot('nobodyAtAll', email),
      await forgot(trial.username, (await memberRow(harness, trial.id)).email as string),
    ];
    for (const other of others) {
      expect(other.statusCode).toBe(matching.statusCode);
      expect(other.json()).toEqual(matching.json());
    }
    expect(await countMessages(harness, email)).toBe(1);
    expect(await countMessages(harness, (await memberRow(harness, trial.id)).email as string)).toBe(0);
  });

  it('resets the password once with the link and ends every session', async () => {
    const email = uniqueEmail();
    const member = await createMember(harness, { email });
    const sessionA = await loginToken(harness, member);
    const sessionB = await loginToken(harness, member);
    await forgot(member.username, email);
    const token = await resetTokenSentTo(email);

    // A new password that breaks the rules is refused without spending the link.
    const weak = expectError(await resetByLink(token, 'short'), 400, 'validation_failed');
    // Under 8 characters the request schema refuses it (ASVS 5.0 §6.2.1).
    expect(weak.issues?.[0]).toEqual({ path: 'body.newPassword', message: 'validation.length:8:128' });
    expectError(await resetByLink(token, 'fresh456', 'fresh457'), 400, 'validation_failed');
    // The policy too: not common, not the member's own name or e-mail; still without spending the link.
    const common = expectError(await resetByLink(token, 'letmein123'), 400, 'validation_failed');
    expect(common.issues?.[0]).toEqual({ path: 'newPassword', message: 'validation.passwordCommon' });
    for (const personal of [member.username, email.toUpperCase()]) {
      const refused = expectError(await resetByLink(token, personal), 400, 'validation_failed');
      expect(refused.issues?.[0]).toEqual({ path: 'newPassword', message: 'validation.passwordPersonal' });
    }

    const done = await resetByLink(token, 'fresh456');
    expect(done.statusCode, done.body).toBe(200);
    expect(await liveSessions(member.id)).toHaveLength(0);
    for (const session of [sessionA, sessionB]) expectError(await me(session), 401, 'unauthorized');
    expectError(await loginResponse(harness, member), 401, 'invalid_credentials');
    expect((await loginResponse(harness, { ...member, password: 'fresh456' })).json().result).toBe('success');
    const row = await memberRow(harness, member.id);
    expect(row.password_hash.startsWith('$argon2id$')).toBe(true);

    // The link is spent.
    expectError(await resetByLink(token, 'other789'), 400, 'verification_code_invalid');
    expect(await auditActions(harness, member.id)).toEqual(
      expect.arrayContaining(['member.password.reset_requested', 'member.password.reset']),
    );
  });

  it('refuses an expired link and a forged one', async () => {
    const email = uniqueEmail();
    const member = await createMember(harness, { email });
    await forgot(member.username, email);
    const token = await resetTokenSentTo(email);
    await harness.database.db
      .updateTable('member_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('member_id', '=', member.id)
      .execute();
    expectError(await resetByLink(token, 'fresh456'), 400, 'verification_code_invalid');
    expectError(await resetByLink('x'.repeat(43), 'fresh456'), 400, 'verification_code_invalid');
    expect((await loginResponse(harness, member)).json().result).toBe('success');
  });

  it('makes every earlier link useless once the password has changed', async () => {
    const email = uniqueEmail();
    const member = await createMember(harness, { email });
    await forgot(member.username, email);
    const first = await resetTokenSentTo(email);
    await forgot(member.username, email);
    const second = await resetTokenSentTo(email);
    expect(second).not.toBe(first);
    expect((await resetByLink(second, 'fresh456')).statusCode).toBe(200);
    expectError(await resetByLink(first, 'other789'), 400, 'verification_code_invalid');
    expect((await loginResponse(harness, { ...member, password: 'fresh456' })).json().result).toBe('success');

    // A change from the security centre also retires an outstanding link.
    await forgot(member.username, email);
    const third = await resetTokenSentTo(email);
    const token = await loginToken(harness, { ...member, password: 'fresh456' });
    const changed = await call(harness.app, 'POST', '/api/members/me/password', {
      token,
      body: { oldPassword: 'fresh456', newPassword: 'mine2468', confirmNewPassword: 'mine2468' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expectError(await resetByLink(third, 'other789'), 400, 'verification_code_invalid');
  });
});

describe('reset by phone', () => {
  function sendRecoveryCode(mobileNo: string, ip = freshIp()) {
    return call(harness.app, 'POST', '/api/members/password/recovery-sms', {
      ip,
      body: { countryDialingCode: '+977', mobileNo },
    });
  }
  function resetByPhone(mobileNum: string, verificationCode: string, newPassword = 'fresh456') {
    return call(harness.app, 'POST', '/api/members/password/phone', {
      body: {
        countryDialingCode: '+977',
        mobileNum,
        verificationCode,
        newPassword,
        confirmNewPassword: newPassword,
      },
    });
  }
  async function memberWithMobile(options: { status?: 'locked' | 'disabled' } = {}) {
    const mobileNumber = uniqueMobile();
    const member = await createMember(harness, {
      mobile: { countryDialingCode: '+977', mobileNumber },
      ...options,
    });
    return { member, mobileNumber, destination: `+977${mobileNumber}` };
  }

  it('resets with the SMS code, ends the old sessions and logs in', async () => {
    const { member, mobileNumber, destination } = await memberWithMobile();
    const oldSession = await loginToken(harness, member);
    const sent = await sendRecoveryCode(mobileNumber);
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await latestCode(harness, destination);
    expectError(
      await resetByPhone(mobileNumber, code === '000000' ? '111111' : '000000'),
      400,
      'verification_code_invalid',
    );
    // The policy applies here too, before the code is looked at: a common password, the own number.
    for (const [weak, message] of [
      ['football1', 'validation.passwordCommon'],
      [`+977${mobileNumber}`, 'validation.passwordPersonal'],
    ] as const) {
      const refused = expectError(await resetByPhone(mobileNumber, code, weak), 400, 'validation_failed');
      expect(refused.issues?.[0]).toEqual({ path: 'newPassword', message });
    }
    const response = await resetByPhone(mobileNumber, code);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ result: 'success', member: { id: member.id } });
    expect((await me(body.token)).json().id).toBe(member.id);
    expectError(await me(oldSession), 401, 'unauthorized');
    expectError(await loginResponse(harness, member), 401, 'invalid_credentials');
    expect((await loginResponse(harness, { ...member, password: 'fresh456' })).json().result).toBe('success');
    // The code was single use.
    expectError(await resetByPhone(mobileNumber, code, 'again789'), 400, 'verification_code_invalid');
  });

  it('answers the same for an unknown number and sends nothing', async () => {
    const { mobileNumber } = await memberWithMobile();
    const unknown = uniqueMobile();
    const known = await sendRecoveryCode(mobileNumber);
    const missing = await sendRecoveryCode(unknown);
    expect(missing.statusCode).toBe(known.statusCode);
    expect(missing.json()).toEqual(known.json());
    expect(await countMessages(harness, `+977${unknown}`)).toBe(0);
    expectError(await resetByPhone(unknown, '123456'), 400, 'verification_code_invalid');
  });

  it('does not let a locked or disabled account back in by resetting its password', async () => {
    for (const [status, code, httpStatus] of [
      ['locked', 'account_locked_by_staff', 403],
      ['disabled', 'account_disabled', 403],
    ] as const) {
      const { member, mobileNumber, destination } = await memberWithMobile({ status });
      const before = (await memberRow(harness, member.id)).password_hash;
      await sendRecoveryCode(mobileNumber);
      expectError(await resetByPhone(mobileNumber, await latestCode(harness, destination)), httpStatus, code);
      expect(await liveSessions(member.id)).toHaveLength(0);
      expect((await memberRow(harness, member.id)).password_hash).toBe(before);
    }
  });
});

describe('sending codes is throttled', () => {
  const endpoints = [
    ['/api/members/password/recovery-sms', true],
    ['/api/members/registration-sms', false],
  ] as const;

  for (const [url, needsMember] of endpoints) {
    it(`${url}: once a second, and at most verificationCodesPer5Minutes per number`, async () => {
      const mobileNo = uniqueMobile();
      if (needsMember)
        await createMember(harness, { mobile: { countryDialingCode: '+977', mobileNumber: mobileNo } });
      const destination = `+977${mobileNo}`;
      const send = (ip: string) =>
        call(harness.app, 'POST', url, { ip, body: { countryDialingCode: '+977', mobileNo } });

      const ip = freshIp();
      expect((await send(ip)).statusCode).toBe(200);
      // The same client again within the second.
      const sameClient = await send(ip);
      expectError(sameClient, 429, 'too_many_requests');
      expect(Number(sameClient.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // Another client, the same number, within the second (pinned there, however slow this machine is).
      await ageCodes(harness, destination, 0, { fromNow: true });
      const sameNumber = expectError(await send(freshIp()), 429, 'too_many_requests');
      expect(sameNumber.retryAfterSeconds).toBe(1);

      const limit = harness.settings.get('security').verificationCodesPer5Minutes;
      for (let sent = 1; sent < limit; sent += 1) {
        await ageCodes(harness, destination, 2);
        const response = await send(freshIp());
        expect(response.statusCode, response.body).toBe(200);
      }
      await ageCodes(harness, destination, 2);
      const abuse = await send(freshIp());
      const error = expectError(abuse, 429, 'too_many_requests');
      expect(error.retryAfterSeconds).toBe(300);
      expect(error.message).toMatch(/5 minutes/);
      expect(abuse.headers['retry-after']).toBe('300');
      expect(await countMessages(harness, destination)).toBe(limit);

      // Five minutes later (moved in the database) codes flow again.
      await ageCodes(harness, destination, 301);
      expect((await send(freshIp())).statusCode).toBe(200);
    });
  }
});

describe('change password when signed in', () => {
  async function signedIn(): Promise<{ member: TestMember; token: string }> {
    const member = await createMember(harness);
    return { member, token: await loginToken(harness, member) };
  }

  it('needs the old password and a valid, confirmed new one', async () => {
    const { member, token } = await signedIn();
    const change = (body: Record<string, unknown>) =>
      call(harness.app, 'POST', '/api/members/me/password', { token, body });
    expectError(
      await change({ newPassword: 'fresh456', confirmNewPassword: 'fresh456' }),
      400,
      'old_password_incorrect',
    );
    expectError(
      await change({ oldPassword: 'wrong123', newPassword: 'fresh456', confirmNewPassword: 'fresh456' }),
      400,
      'old_password_incorrect',
    );
    const weak = expectError(
      await change({
        oldPassword: member.password,
        newPassword: 'qwertyuiop',
        confirmNewPassword: 'qwertyuiop',
      }),
      400,
      'validation_failed',
    );
    expect(weak.issues?.[0]).toEqual({ path: 'newPassword', message: 'validation.passwordCommon' });
    const personal = expectError(
      await change({
        oldPassword: member.password,
        newPassword: member.username.toUpperCase(),
        confirmNewPassword: member.username.toUpperCase(),
      }),
      400,
      'validation_failed',
    );
    expect(personal.issues?.[0]).toEqual({ path: 'newPassword', message: 'validation.passwordPersonal' });
    expect(
      (
        await change({
          oldPassword: member.password,
          newPassword: 'fresh456',
          confirmNewPassword: 'fresh456',
        })
      ).statusCode,
    ).toBe(200);
    expect((await loginResponse(harness, { ...member, password: 'fresh456' })).json().result).toBe('success');
  });

  it('needs a session', async () => {
    expectError(
      await call(harness.app, 'POST', '/api/members/me/password', {
        body: { oldPassword: 'Kit-passphrase-73', newPassword: 'fresh456', confirmNewPassword: 'fresh456' },
      }),
      401,
      'unauthorized',
    );
  });

  it('does not complete a change-token login for an account locked since the token was issued', async () => {
    const member = await createMember(harness, { passwordMustChange: true, firstLoginAt: null });
    const step = (await loginResponse(harness, member)).json();
    expect(step.result).toBe('password_change_required');
    await harness.database.db
      .updateTable('members')
      .set({ status: 'locked' })
      .where('id', '=', member.id)
      .execute();
    expectError(
      await call(harness.app, 'POST', '/api/members/me/password', {
        body: { changeToken: step.changeToken, newPassword: 'fresh456', confirmNewPassword: 'fresh456' },
      }),
      403,
      'account_locked_by_staff',
    );
    expect(await liveSessions(member.id)).toHaveLength(0);
  });
});
