import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../platform/security/tokens.js';
import {
  type AccountsHarness,
  call,
  countMessages,
  createMember,
  expectError,
  freshIp,
  knownCaptcha,
  latestCode,
  latestMessage,
  loginResponse,
  loginToken,
  memberRow,
  startAccountsHarness,
  uniqueMobile,
  uniqueUsername,
  updateSetting,
} from '../../testing/accounts-kit.js';
import { defaultSettings } from '../settings/settings-schema.js';

// Counts the argon2 verifications the server makes; the real function still does the work.
const argon2Verifications = vi.hoisted(() => vi.fn());
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      argon2Verifications();
      return real.verify(...args);
    },
  };
});

let harness: AccountsHarness;

beforeAll(async () => {
  harness = await startAccountsHarness();
});

afterAll(async () => {
  await harness.close();
});

beforeEach(async () => {
  await updateSetting(harness.settings, 'security', () => ({ ...defaultSettings.security }));
  await updateSetting(harness.settings, 'whitelabel', (flags) => ({
    ...flags,
    MOBILEVERCODELOGIN3: false,
    PWDEXPFORCECHANGE3: false,
  }));
});

function me(token: string) {
  return call(harness.app, 'GET', '/api/members/me', { token });
}

function attempt(username: string, password: string, ip: string, extra: Record<string, unknown> = {}) {
  return loginResponse(harness, { username, password, homeIp: ip }, extra);
}

describe('password login', () => {
  it('logs in and the token opens /api/members/me for that member', async () => {
    const member = await createMember(harness);
    const response = await loginResponse(harness, member);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ result: 'success', passwordExpired: false });
    expect(body.member).toMatchObject({ id: member.id, account: member.username, type: 0, isTrial: false });
    const info = await me(body.token);
    expect(info.statusCode).toBe(200);
    expect(info.json().id).toBe(member.id);
    const tokenHash = hashToken(body.token);
    for (const reply of [response.body, info.body]) {
      expect(reply).not.toMatch(/password_hash|\$argon2|token_hash|code_hash/);
      expect(reply).not.toContain(tokenHash.toString('hex'));
      expect(reply).not.toContain(tokenHash.toString('base64'));
      expect(reply).not.toContain(member.password);
    }
    expect((await memberRow(harness, member.id)).last_login_at).not.toBeNull();
  });

  it('matches the username case-insensitively and ignores surrounding spaces', async () => {
    const member = await createMember(harness);
    const response = await attempt(` ${member.username.toUpperCase()} `, member.password, member.homeIp);
    expect(response.json().result).toBe('success');
  });

  it('answers an unknown username exactly as a wrong password, after the same password check', async () => {
    const member = await createMember(harness);
    const wrongPassword = await attempt(member.username, 'wrong123', freshIp());
    const unknownUser = await attempt('nobodyHere77', 'wrong123', freshIp());
    const wrong = expectError(wrongPassword, 401, 'invalid_credentials');
    const unknown = expectError(unknownUser, 401, 'invalid_credentials');
    expect(unknown.message).toBe(wrong.message);

    // An unknown name must cost an argon2 verify too, or response times would tell which names exist.
    // Counted, not timed: a timing test would flake on a busy machine.
    await attempt('warmUpDecoy', 'wrong123', freshIp());
    argon2Verifications.mockClear();
    await attempt(member.username, 'wrong123', freshIp());
    expect(argon2Verifications).toHaveBeenCalledTimes(1);
    argon2Verifications.mockClear();
    await attempt('nobodyHere78', 'wrong123', freshIp());
    expect(argon2Verifications).toHaveBeenCalledTimes(1);
  });

  it('asks for a captcha after captchaAfterFailures failures and refuses attempts without it', async () => {
    const member = await createMember(harness);
    const ip = freshIp();
    for (let failure = 1; failure <= 2; failure += 1) {
      const error = expectError(await attempt(member.username, 'wrong123', ip), 401, 'invalid_credentials');
      expect(error.captchaRequired).not.toBe(true);
    }
    const third = expectError(await attempt(member.username, 'wrong123', ip), 401, 'invalid_credentials');
    expect(third.captchaRequired).toBe(true);

    // Even the right password needs the captcha now, from this IP and for this account from elsewhere.
    const noCaptcha = expectError(
      await attempt(member.username, member.password, ip),
      400,
      'captcha_required',
    );
    expect(noCaptcha.captchaRequired).toBe(true);
    expectError(await attempt(member.username, member.password, freshIp()), 400, 'captcha_required');
    const { captchaId } = await knownCaptcha(harness, 'QWERT');
    const wrongAnswer = expectError(
      await attempt(member.username, member.password, ip, { captchaId, captcha: 'ZZZZZ' }),
      400,
      'captcha_invalid',
    );
    expect(wrongAnswer.captchaRequired).toBe(true);
    // One image, one guess: the right answer to a used captcha is refused too.
    expectError(
      await attempt(member.username, member.password, ip, { captchaId, captcha: 'qwert' }),
      400,
      'captcha_invalid',
    );

    const captcha = await knownCaptcha(harness);
    const success = await attempt(member.username, member.password, ip, captcha);
    expect(success.json().result).toBe('success');
    // A success clears the account's count: the next login needs no captcha.
    expect((await attempt(member.username, member.password, freshIp())).json().result).toBe('success');
  });

  it('locks a guessed account, yet its owner passes with the right password and a captcha; the IP stays open', async () => {
    const member = await createMember(harness);
    const neighbour = await createMember(harness);
    const ip = freshIp();
    for (let failure = 1; failure <= 3; failure += 1) await attempt(member.username, 'wrong123', ip);
    expectError(
      await attempt(member.username, 'wrong123', ip, await knownCaptcha(harness)),
      401,
      'invalid_credentials',
    );
    const fifth = await attempt(member.username, 'wrong123', ip, await knownCaptcha(harness));
    const locked = expectError(fifth, 423, 'account_locked');
    expect(locked.retryAfterSeconds).toBeGreaterThanOrEqual(295);
    expect(locked.retryAfterSeconds).toBeLessThanOrEqual(300);
    expect(locked.captchaRequired).toBe(true);
    expect(Number(fifth.headers['retry-after'])).toBe(locked.retryAfterSeconds);

    // Without a captcha nothing is checked: the lock answers, and says a captcha is what it takes.
    const bare = expectError(
      await attempt(member.username, member.password, freshIp()),
      423,
      'account_locked',
    );
    expect(bare.captchaRequired).toBe(true);
    expect(bare.retryAfterSeconds).toBeGreaterThan(290);
    // A wrong password with a good captcha hears the same lock, so guessing learns nothing.
    expectError(
      await attempt(member.username, 'wrong456', freshIp(), await knownCaptcha(harness)),
      423,
      'account_locked',
    );
    // The IP that made the guesses is not locked: a neighbour behind it logs in without a captcha.
    expect((await attempt(neighbour.username, neighbour.password, ip)).json().result).toBe('success');
    // The owner, with the right password and a good captcha, is not kept out; the count then clears.
    const owner = await attempt(member.username, member.password, freshIp(), await knownCaptcha(harness));
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().result).toBe('success');
    expect((await attempt(member.username, member.password, freshIp())).json().result).toBe('success');
  });

  it('asks a shared address for a captcha after ipCaptchaAfterFailures and refuses it only after ipFailureLimit', async () => {
    await updateSetting(harness.settings, 'security', (security) => ({
      ...security,
      ipCaptchaAfterFailures: 4,
      ipFailureLimit: 10,
    }));
    const member = await createMember(harness);
    const ip = freshIp();
    for (let failure = 1; failure <= 3; failure += 1) {
      const error = expectError(
        await attempt(`ghost${failure}name`, 'wrong123', ip),
        401,
        'invalid_credentials',
      );
      expect(error.captchaRequired).not.toBe(true);
    }
    const fourth = expectError(await attempt('ghost4name', 'wrong123', ip), 401, 'invalid_credentials');
    expect(fourth.captchaRequired).toBe(true);
    // Everyone behind the address now needs a captcha, and with one gets in.
    expectError(await attempt(member.username, member.password, ip), 400, 'captcha_required');
    const withCaptcha = await attempt(member.username, member.password, ip, await knownCaptcha(harness));
    expect(withCaptcha.json().result).toBe('success');
    // Spraying on with solved captchas: at the limit the address is refused for the lockout minutes.
    for (let failure = 5; failure <= 10; failure += 1) {
      expectError(
        await attempt(`ghost${failure}name`, 'wrong123', ip, await knownCaptcha(harness)),
        401,
        'invalid_credentials',
      );
    }
    const refused = expectError(
      await attempt(member.username, member.password, ip, await knownCaptcha(harness)),
      429,
      'too_many_requests',
    );
    expect(refused.retryAfterSeconds).toBeGreaterThan(290);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(300);
    // Other addresses, and the accounts tried, are untouched.
    expect((await attempt(member.username, member.password, freshIp())).json().result).toBe('success');
    // Five minutes later (moved in the database, not waited for) the address is open again.
    await sql`update login_throttles set locked_until = now() - interval '1 second'
      where scope = 'login_ip' and subject = ${ip}`.execute(harness.database.db);
    expect((await attempt(member.username, member.password, ip)).json().result).toBe('success');
  });

  it("does not forget an IP's failures when that IP logs in to an account of its own", async () => {
    // The classic bypass: guess, log in to your own account to reset the counter, guess again.
    await updateSetting(harness.settings, 'security', (security) => ({
      ...security,
      ipCaptchaAfterFailures: 3,
    }));
    const own = await createMember(harness);
    const victims = await Promise.all([1, 2, 3, 4].map(() => createMember(harness)));
    const ip = freshIp();
    await attempt(victims[0]?.username as string, 'guess123', ip);
    await attempt(victims[1]?.username as string, 'guess123', ip);
    expect((await attempt(own.username, own.password, ip)).json().result).toBe('success');
    const third = expectError(
      await attempt(victims[2]?.username as string, 'guess123', ip),
      401,
      'invalid_credentials',
    );
    expect(third.captchaRequired).toBe(true);
    expectError(await attempt(victims[3]?.username as string, 'guess123', ip), 400, 'captcha_required');
  });

  it('counts concurrent wrong guesses one by one', async () => {
    const member = await createMember(harness);
    // Each guess carries a good captcha: after 3 failures the captcha is required, and a guess that
    // arrives late (a slow machine) would otherwise be refused for it instead of counted.
    const captchas = await Promise.all([1, 2, 3, 4, 5, 6].map(() => knownCaptcha(harness)));
    await Promise.all(captchas.map((captcha) => attempt(member.username, 'wrong123', freshIp(), captcha)));
    const row = await harness.database.db
      .selectFrom('login_throttles')
      .selectAll()
      .where('scope', '=', 'account')
      .where('subject', '=', member.username.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(row.locked_until).not.toBeNull();
    expectError(await attempt(member.username, member.password, freshIp()), 423, 'account_locked');
  });

  it('requires the captcha fields on loginV2 and accepts a good captcha', async () => {
    const member = await createMember(harness);
    const url = '/api/session/v2';
    const body = { type: 'username', username: member.username, password: member.password };
    expectError(await call(harness.app, 'POST', url, { body, ip: member.homeIp }), 400, 'captcha_required');
    // Present is not enough: the answer is checked, and an unknown captcha id is refused.
    const wrong = await knownCaptcha(harness, 'RSTUV');
    expectError(
      await call(harness.app, 'POST', url, {
        body: { ...body, ...wrong, captcha: 'ABCDE' },
        ip: member.homeIp,
      }),
      400,
      'captcha_invalid',
    );
    expectError(
      await call(harness.app, 'POST', url, {
        body: { ...body, captchaId: '7f1f3c9e-0a4b-4c55-9e8d-2b7a1d3c4e5f', captcha: 'ABCDE' },
        ip: member.homeIp,
      }),
      400,
      'captcha_invalid',
    );
    const ok = await call(harness.app, 'POST', url, {
      body: { ...body, ...(await knownCaptcha(harness)) },
      ip: member.homeIp,
    });
    expect(ok.json().result).toBe('success');
  });
});

describe('who may log in where', () => {
  it('lets only agent types 1, 2, 41 and 42 into the agent portal', async () => {
    for (const type of [1, 2, 41, 42]) {
      const agent = await createMember(harness, { type });
      const response = await loginResponse(harness, agent, { portal: 'agent' });
      expect(response.statusCode, `type ${type}: ${response.body}`).toBe(200);
      expect(response.json().member).toMatchObject({ type, isAgent: true });
    }
    const member = await createMember(harness);
    expectError(await loginResponse(harness, member, { portal: 'agent' }), 403, 'non_agent_login');
    // No session was issued by the refused attempt.
    const sessions = await harness.database.db
      .selectFrom('member_sessions')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(sessions).toHaveLength(0);
    expect((await loginResponse(harness, member)).json().result).toBe('success');
  });

  it('refuses trial accounts a password login (non-member) on both portals', async () => {
    const trial = await createMember(harness, { type: 4 });
    expectError(await loginResponse(harness, trial), 403, 'non_member_login');
    expectError(await loginResponse(harness, trial, { portal: 'agent' }), 403, 'non_member_login');

    await updateSetting(harness.settings, 'whitelabel', (flags) => ({ ...flags, FREEPLAY3: true }));
    const freePlay = await call(harness.app, 'POST', '/api/session/trial', { body: { platform: 'W' } });
    const trialName = freePlay.json().member.account as string;
    // A free-play account has no password anyone could know.
    for (const guess of ['x', 'trial', trialName]) {
      expectError(await attempt(trialName, guess, freshIp()), 401, 'invalid_credentials');
    }
  });

  it('refuses a disabled or staff-locked account, and says so only to the right password', async () => {
    const disabled = await createMember(harness, { status: 'disabled' });
    expectError(await loginResponse(harness, disabled), 403, 'account_disabled');
    expectError(
      await loginResponse(harness, { ...disabled, password: 'wrong123' }),
      401,
      'invalid_credentials',
    );
    // A staff lock has its own code: the failed-attempts lock (account_locked) tells the member to wait,
    // which would never end this one. The staff's reason stays in the audit log.
    const locked = await createMember(harness, { status: 'locked' });
    const staffLocked = expectError(await loginResponse(harness, locked), 403, 'account_locked_by_staff');
    expect(staffLocked.retryAfterSeconds).toBeUndefined();
    expect(staffLocked.message).not.toMatch(/attempt/i);
    expectError(
      await loginResponse(harness, { ...locked, password: 'wrong123' }),
      401,
      'invalid_credentials',
    );
  });
});

describe('login from a new IP', () => {
  it('sends a code to the bound mobile; the code completes the login and the IP is remembered', async () => {
    const mobileNumber = uniqueMobile();
    const member = await createMember(harness, {
      mobile: { countryDialingCode: '+977', mobileNumber },
      email: 'newip@example.com',
    });
    await loginToken(harness, member);
    const newIp = freshIp();
    const challenge = await loginResponse(harness, { ...member, homeIp: newIp });
    expect(challenge.statusCode).toBe(200);
    const body = challenge.json();
    expect(body).toMatchObject({ result: 'verification_required', channel: 'sms', expiredMinutes: 5 });
    expect(body.token).toBeUndefined();
    expect(body.destinationMasked).toContain('*');
    expect(body.destinationMasked).not.toContain(mobileNumber);
    expect(body.destinationMasked.endsWith(mobileNumber.slice(-2))).toBe(true);

    const code = await latestCode(harness, `+977${mobileNumber}`);
    const verified = await call(harness.app, 'POST', '/api/session/verify', {
      ip: newIp,
      body: { challengeId: body.challengeId, verificationCode: code },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().result).toBe('success');
    expect((await me(verified.json().token)).json().id).toBe(member.id);
    // The code is single use.
    expectError(
      await call(harness.app, 'POST', '/api/session/verify', {
        ip: newIp,
        body: { challengeId: body.challengeId, verificationCode: code },
      }),
      400,
      'verification_code_invalid',
    );
    // The IP is known now.
    expect((await loginResponse(harness, { ...member, homeIp: newIp })).json().result).toBe('success');
  });

  it('uses the e-mail when no mobile is bound, and skips the step when neither is', async () => {
    const withEmail = await createMember(harness, { email: 'only.mail@example.com' });
    await loginToken(harness, withEmail);
    const challenge = (await loginResponse(harness, { ...withEmail, homeIp: freshIp() })).json();
    expect(challenge).toMatchObject({ result: 'verification_required', channel: 'email' });
    const code = await latestCode(harness, 'only.mail@example.com');
    expect(code).toMatch(/^\d{6}$/);
    // An EN member (the kit's default), in English.
    expect(await latestMessage(harness, 'only.mail@example.com')).toMatchObject({
      subject: 'Confirm your login from a new place',
      body: `${code} is your verification code. It expires in ${defaultSettings.security.verificationCodeMinutes} minutes. Never share it.`,
    });

    const bare = await createMember(harness);
    await loginToken(harness, bare);
    expect((await loginResponse(harness, { ...bare, homeIp: freshIp() })).json().result).toBe('success');

    await updateSetting(harness.settings, 'security', (security) => ({
      ...security,
      newIpVerification: false,
    }));
    const other = await createMember(harness, { email: 'off.switch@example.com' });
    await loginToken(harness, other);
    expect((await loginResponse(harness, { ...other, homeIp: freshIp() })).json().result).toBe('success');
  });

  it("writes the code in the member's language (members.language), subject and text", async () => {
    const email = `newip.ja.${Date.now() % 1_000_000}@example.com`;
    const member = await createMember(harness, { email, language: 'JA' });
    await loginToken(harness, member);
    const challenge = (await loginResponse(harness, { ...member, homeIp: freshIp() })).json();
    expect(challenge).toMatchObject({ result: 'verification_required', channel: 'email' });
    const code = await latestCode(harness, email);
    const minutes = defaultSettings.security.verificationCodeMinutes;
    expect(await latestMessage(harness, email)).toMatchObject({
      subject: '新しい場所からのログインの確認',
      body: `確認コードは ${code} です。有効期限は${minutes}分です。このコードは誰にも教えないでください。`,
    });
  });

  it('burns the code after five wrong attempts', async () => {
    const mobileNumber = uniqueMobile();
    const member = await createMember(harness, { mobile: { countryDialingCode: '+977', mobileNumber } });
    await loginToken(harness, member);
    const newIp = freshIp();
    const { challengeId } = (await loginResponse(harness, { ...member, homeIp: newIp })).json();
    const code = await latestCode(harness, `+977${mobileNumber}`);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attemptNumber = 1; attemptNumber <= 5; attemptNumber += 1) {
      expectError(
        await call(harness.app, 'POST', '/api/session/verify', {
          ip: newIp,
          body: { challengeId, verificationCode: wrong },
        }),
        400,
        'verification_code_invalid',
      );
    }
    expectError(
      await call(harness.app, 'POST', '/api/session/verify', {
        ip: newIp,
        body: { challengeId, verificationCode: code },
      }),
      400,
      'verification_code_invalid',
    );
    const sessions = await harness.database.db
      .selectFrom('member_sessions')
      .select('ip')
      .where('member_id', '=', member.id)
      .execute();
    expect(sessions.map((session) => session.ip)).toEqual([member.homeIp]);
  });

  it('asks for the new-IP code before it offers an expired password for change', async () => {
    // Otherwise the change step would complete the login and skip the second factor.
    await updateSetting(harness.settings, 'whitelabel', (flags) => ({ ...flags, PWDEXPFORCECHANGE3: true }));
    const mobileNumber = uniqueMobile();
    const member = await createMember(harness, { mobile: { countryDialingCode: '+977', mobileNumber } });
    await loginToken(harness, member);
    await harness.database.db
      .updateTable('members')
      .set({ password_changed_at: new Date(Date.now() - 400 * 86_400_000) })
      .where('id', '=', member.id)
      .execute();
    const newIp = freshIp();
    const challenge = (await loginResponse(harness, { ...member, homeIp: newIp })).json();
    expect(challenge.result).toBe('verification_required');
    expect(challenge.changeToken).toBeUndefined();
    const verified = await call(harness.app, 'POST', '/api/session/verify', {
      ip: newIp,
      body: {
        challengeId: challenge.challengeId,
        verificationCode: await latestCode(harness, `+977${mobileNumber}`),
      },
    });
    // The verified login still has to change the expired password before it completes.
    const step = verified.json();
    expect(step).toMatchObject({ result: 'password_change_required', reason: 'password_expired' });
    const changed = await call(harness.app, 'POST', '/api/members/me/password', {
      ip: newIp,
      body: { changeToken: step.changeToken, newPassword: 'fresh456', confirmNewPassword: 'fresh456' },
    });
    expect(changed.json().result).toBe('success');
  });
});

describe('forced password change', () => {
  function change(body: Record<string, unknown>, ip = freshIp()) {
    return call(harness.app, 'POST', '/api/members/me/password', { body, ip });
  }

  it('makes a first-time login with a must-change password change it; the change token completes the login', async () => {
    const member = await createMember(harness, {
      passwordMustChange: true,
      firstLoginAt: null,
      lastLoginAt: null,
    });
    const response = await loginResponse(harness, member);
    expect(response.statusCode).toBe(200);
    const step = response.json();
    expect(step).toMatchObject({ result: 'password_change_required', reason: 'first_login' });
    expect(step.token).toBeUndefined();
    expect(step.changeToken.length).toBeGreaterThanOrEqual(22);
    const sessionsBefore = await harness.database.db
      .selectFrom('member_sessions')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(sessionsBefore).toHaveLength(0);

    const mismatch = expectError(
      await change({
        changeToken: step.changeToken,
        newPassword: 'fresh456',
        confirmNewPassword: 'fresh457',
      }),
      400,
      'validation_failed',
    );
    expect(mismatch.issues?.map((issue) => issue.path)).toContain('confirmNewPassword');

    const done = await change({
      changeToken: step.changeToken,
      newPassword: 'fresh456',
      confirmNewPassword: 'fresh456',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ result: 'success', firstTimeLogin: false });
    expect((await me(done.json().token)).json().id).toBe(member.id);
    const row = await memberRow(harness, member.id);
    expect(row.password_must_change).toBe(false);
    expect(row.first_login_at).not.toBeNull();
    expect(row.password_hash.startsWith('$argon2id$')).toBe(true);

    // The token was single use; the old password is gone, the new one logs straight in.
    expectError(
      await change({
        changeToken: step.changeToken,
        newPassword: 'other789',
        confirmNewPassword: 'other789',
      }),
      401,
      'unauthorized',
    );
    expectError(await loginResponse(harness, member), 401, 'invalid_credentials');
    expect((await loginResponse(harness, { ...member, password: 'fresh456' })).json().result).toBe('success');
  });

  it('keeps the change token usable when the new password is refused for being the old one', async () => {
    const member = await createMember(harness, {
      passwordMustChange: true,
      firstLoginAt: null,
      lastLoginAt: null,
    });
    const step = (await loginResponse(harness, member)).json();
    const same = expectError(
      await change({
        changeToken: step.changeToken,
        newPassword: member.password,
        confirmNewPassword: member.password,
      }),
      400,
      'validation_failed',
    );
    expect(same.issues?.[0]?.path).toBe('newPassword');
    const retry = await change({
      changeToken: step.changeToken,
      newPassword: 'fresh456',
      confirmNewPassword: 'fresh456',
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().result).toBe('success');
  });

  it('refuses a forged or expired change token', async () => {
    expectError(
      await change({ changeToken: 'A'.repeat(43), newPassword: 'fresh456', confirmNewPassword: 'fresh456' }),
      401,
      'unauthorized',
    );
    const member = await createMember(harness, {
      passwordMustChange: true,
      firstLoginAt: null,
      lastLoginAt: null,
    });
    const step = (await loginResponse(harness, member)).json();
    await harness.database.db
      .updateTable('member_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('member_id', '=', member.id)
      .execute();
    expectError(
      await change({
        changeToken: step.changeToken,
        newPassword: 'fresh456',
        confirmNewPassword: 'fresh456',
      }),
      401,
      'unauthorized',
    );
  });

  it('asks a member whose password fails the policy to change it at login (weak_password), before anything else', async () => {
    // Passwords set before the policy: too short, on the common list, the member's own name.
    const short = await createMember(harness, { password: 'abc123' });
    const common = await createMember(harness, { password: 'password123' });
    const username = uniqueUsername('same');
    const named = await createMember(harness, { username, password: username.toUpperCase() });
    for (const member of [short, common, named]) {
      const step = (await loginResponse(harness, member)).json();
      expect(step, member.password).toMatchObject({
        result: 'password_change_required',
        reason: 'weak_password',
      });
      expect(step.token).toBeUndefined();
      expect((await memberRow(harness, member.id)).password_weak).toBe(true);
    }
    const sessions = await harness.database.db
      .selectFrom('member_sessions')
      .select('id')
      .where('member_id', 'in', [short.id, common.id, named.id])
      .execute();
    expect(sessions).toHaveLength(0);

    // Asked again at every login until changed; the change refuses another weak password, token kept.
    const step = (await loginResponse(harness, short)).json();
    expect(step.reason).toBe('weak_password');
    const refused = expectError(
      await change({
        changeToken: step.changeToken,
        newPassword: 'iloveyou1',
        confirmNewPassword: 'iloveyou1',
      }),
      400,
      'validation_failed',
    );
    expect(refused.issues?.[0]).toEqual({ path: 'newPassword', message: 'validation.passwordCommon' });
    const personal = expectError(
      await change({
        changeToken: step.changeToken,
        newPassword: short.username,
        confirmNewPassword: short.username,
      }),
      400,
      'validation_failed',
    );
    expect(personal.issues?.[0]).toEqual({ path: 'newPassword', message: 'validation.passwordPersonal' });
    const done = await change({
      changeToken: step.changeToken,
      newPassword: 'Tea garden at dawn 7',
      confirmNewPassword: 'Tea garden at dawn 7',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().result).toBe('success');
    expect((await memberRow(harness, short.id)).password_weak).toBe(false);
    const again = await loginResponse(harness, { ...short, password: 'Tea garden at dawn 7' });
    expect(again.json().result).toBe('success');
    // A strong password is never flagged.
    const strong = await createMember(harness);
    expect((await loginResponse(harness, strong)).json().result).toBe('success');
    expect((await memberRow(harness, strong.id)).password_weak).toBe(false);
  });

  it('names a staff reset as password_reset', async () => {
    const member = await createMember(harness, { passwordMustChange: true, lastLoginAt: new Date() });
    expect((await loginResponse(harness, member)).json()).toMatchObject({
      result: 'password_change_required',
      reason: 'password_reset',
    });
  });

  it('forces a change of an expired password only with PWDEXPFORCECHANGE3 on', async () => {
    const old = new Date(Date.now() - 181 * 86_400_000);
    const member = await createMember(harness, { passwordChangedAt: old });
    expect((await loginResponse(harness, member)).json().result).toBe('success');

    await updateSetting(harness.settings, 'whitelabel', (flags) => ({ ...flags, PWDEXPFORCECHANGE3: true }));
    const step = (await loginResponse(harness, member)).json();
    expect(step).toMatchObject({ result: 'password_change_required', reason: 'password_expired' });
    const fresh = await createMember(harness, { passwordChangedAt: new Date(Date.now() - 179 * 86_400_000) });
    expect((await loginResponse(harness, fresh)).json().result).toBe('success');

    const done = await change({
      changeToken: step.changeToken,
      newPassword: 'fresh456',
      confirmNewPassword: 'fresh456',
    });
    expect(done.json().result).toBe('success');
    expect((await loginResponse(harness, { ...member, password: 'fresh456' })).json().result).toBe('success');

    await updateSetting(harness.settings, 'security', (security) => ({ ...security, passwordMaxAgeDays: 0 }));
    const ancient = await createMember(harness, { passwordChangedAt: new Date('2001-01-01') });
    expect((await loginResponse(harness, ancient)).json().result).toBe('success');
  });
});

describe('SMS login', () => {
  function sendCode(mobileNum: string, ip = freshIp()) {
    return call(harness.app, 'POST', '/api/session/sms-code', {
      ip,
      body: { countryDialingCode: '+977', mobileNum },
    });
  }
  function smsLogin(mobileNum: string, verificationCode: string, extra: Record<string, unknown> = {}) {
    return call(harness.app, 'POST', '/api/session', {
      body: { type: 'sms', countryDialingCode: '+977', mobileNum, verificationCode, ...extra },
    });
  }

  it('is refused with function_not_enabled while MOBILEVERCODELOGIN3 is off', async () => {
    const mobileNumber = uniqueMobile();
    await createMember(harness, { mobile: { countryDialingCode: '+977', mobileNumber } });
    expectError(await sendCode(mobileNumber), 403, 'function_not_enabled');
    expectError(await smsLogin(mobileNumber, '123456'), 403, 'function_not_enabled');
    expect(await countMessages(harness, `+977${mobileNumber}`)).toBe(0);
  });

  it('logs in with the code sent by SMS, once', async () => {
    await updateSetting(harness.settings, 'whitelabel', (flags) => ({
      ...flags,
      MOBILEVERCODELOGIN3: true,
      PWDEXPFORCECHANGE3: true,
    }));
    const mobileNumber = uniqueMobile();
    // An expired password does not stop an SMS login (spec §4: not for the sms type).
    const member = await createMember(harness, {
      mobile: { countryDialingCode: '+977', mobileNumber },
      passwordChangedAt: new Date('2001-01-01'),
    });
    const sent = await sendCode(mobileNumber);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().expiredMinutes).toBe(5);
    const code = await latestCode(harness, `+977${mobileNumber}`);
    expectError(
      await smsLogin(mobileNumber, code === '000000' ? '111111' : '000000'),
      400,
      'verification_code_invalid',
    );
    const response = await smsLogin(mobileNumber, code);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ result: 'success', member: { id: member.id } });
    expectError(await smsLogin(mobileNumber, code), 400, 'verification_code_invalid');
  });

  it('asks for the change of a password a login found weak, by SMS too', async () => {
    await updateSetting(harness.settings, 'whitelabel', (flags) => ({ ...flags, MOBILEVERCODELOGIN3: true }));
    const mobileNumber = uniqueMobile();
    const member = await createMember(harness, {
      password: 'abc123',
      mobile: { countryDialingCode: '+977', mobileNumber },
    });
    // The password login is where the server sees the weak password and flags it.
    expect((await loginResponse(harness, member)).json().reason).toBe('weak_password');
    await sendCode(mobileNumber);
    const code = await latestCode(harness, `+977${mobileNumber}`);
    const response = await smsLogin(mobileNumber, code);
    expect(response.json()).toMatchObject({ result: 'password_change_required', reason: 'weak_password' });
  });

  it('answers the same for an unknown number and sends nothing', async () => {
    await updateSetting(harness.settings, 'whitelabel', (flags) => ({ ...flags, MOBILEVERCODELOGIN3: true }));
    const registered = uniqueMobile();
    await createMember(harness, { mobile: { countryDialingCode: '+977', mobileNumber: registered } });
    const unknown = uniqueMobile();
    const known = await sendCode(registered);
    const missing = await sendCode(unknown);
    expect(missing.statusCode).toBe(known.statusCode);
    expect(missing.json()).toEqual(known.json());
    expect(await countMessages(harness, `+977${unknown}`)).toBe(0);
    expectError(await smsLogin(unknown, '123456'), 400, 'verification_code_invalid');
  });

  it('keeps the portal rules: a member cannot enter the agent portal by SMS', async () => {
    await updateSetting(harness.settings, 'whitelabel', (flags) => ({ ...flags, MOBILEVERCODELOGIN3: true }));
    const mobileNumber = uniqueMobile();
    await createMember(harness, { mobile: { countryDialingCode: '+977', mobileNumber } });
    await sendCode(mobileNumber);
    const code = await latestCode(harness, `+977${mobileNumber}`);
    expectError(await smsLogin(mobileNumber, code, { portal: 'agent' }), 403, 'non_agent_login');
  });
});
