import type { FieldRule } from '@gaming/contracts/registration';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoSettings } from '../../db/seed/demo-brand.js';
import {
  type AccountsHarness,
  auditActions,
  call,
  countMessages,
  createMember,
  expectError,
  freshIp,
  knownCaptcha,
  latestCode,
  memberRow,
  registrationBody,
  startAccountsHarness,
  uniqueMobile,
  uniqueUsername,
  updateSetting,
} from '../../testing/accounts-kit.js';

let harness: AccountsHarness;

beforeAll(async () => {
  harness = await startAccountsHarness();
});

afterAll(async () => {
  await harness.close();
});

beforeEach(async () => {
  await updateSetting(harness.settings, 'registration.settings', () => ({
    ...demoSettings['registration.settings'],
  }));
  await updateSetting(harness.settings, 'registration.validation', () => ({
    ...demoSettings['registration.validation'],
  }));
  await updateSetting(harness.settings, 'whitelabel', () => ({ ...demoSettings.whitelabel }));
});

function register(body: Record<string, unknown>, ip = freshIp()) {
  return call(harness.app, 'PUT', '/api/members', { body, ip });
}

function registerMobile(body: Record<string, unknown>, ip = freshIp()) {
  return call(harness.app, 'PUT', '/api/members/mobile', { body, ip });
}

function mobileBody(mobileNum: string, overrides: Record<string, unknown> = {}) {
  const { username: _unused, ...body } = registrationBody();
  return { ...body, countryDialingCode: '+977', mobileNum, ...overrides };
}

async function memberByName(username: string) {
  return harness.database.db
    .selectFrom('members')
    .selectAll()
    .where('username', '=', username)
    .executeTakeFirst();
}

/** Turns on an optional field of the registration form (birthday is off in the demo brand). */
async function enableField(name: 'birthday' | 'paymentPassword' | 'qqNum', required: boolean) {
  await updateSetting(harness.settings, 'registration.validation', (current) => ({
    fields: {
      ...current.fields,
      [name]: { ...(current.fields[name] as FieldRule), enabled: true, required },
    },
  }));
}

function issuePaths(error: { issues?: Array<{ path: string }> }) {
  return (error.issues ?? []).map((issue) => issue.path);
}

function issueFor(error: { issues?: Array<{ path: string; message: string }> }, path: string) {
  return error.issues?.find((issue) => issue.path === path)?.message;
}

describe('registration by username', () => {
  it('creates the member, logs them in, and the token opens /api/members/me', async () => {
    const body = registrationBody();
    const ip = freshIp();
    const response = await register(body, ip);
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json();
    expect(reply).toMatchObject({ result: 'success', member: { account: body.username, type: 0 } });
    const info = await call(harness.app, 'GET', '/api/members/me', { token: reply.token });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ account: body.username, isTrial: false, firstTimeLogin: true });
    const first = await call(harness.app, 'POST', '/api/session/first-login', { token: reply.token });
    expect(first.json().firstTimeLogin).toBe(false);

    const row = await memberRow(harness, reply.member.id);
    expect(row.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(row.upline_member_id).toBeNull();
    expect(row.registration_ip).toBe(ip);
    // Birthday is not on the demo brand's form: sent anyway, it is not kept.
    expect(row.profile.birthday ?? null).toBeNull();
    expect(await auditActions(harness, reply.member.id)).toEqual(['member.register', 'member.login']);
  });

  it('refuses unticked terms and an unconfirmed age on the server, creating nothing', async () => {
    const terms = registrationBody({ termsAccepted: false });
    expectError(await register(terms), 400, 'terms_not_accepted');
    expect(await memberByName(terms.username)).toBeUndefined();
    const age = registrationBody({ ageConfirmed: false });
    expectError(await register(age), 400, 'age_not_confirmed');
    expect(await memberByName(age.username)).toBeUndefined();
    const missing = registrationBody();
    const { termsAccepted: _terms, ...withoutTerms } = missing;
    expectError(await register(withoutTerms), 400, 'validation_failed');
    expect(await memberByName(missing.username)).toBeUndefined();
  });

  it('refuses a birthday under the configured minimum age', async () => {
    await enableField('birthday', true);
    const today = new Date();
    const seventeen = `${today.getUTCFullYear() - 17}-01-01`;
    const underage = expectError(
      await register(registrationBody({ birthday: seventeen })),
      400,
      'validation_failed',
    );
    expect(issueFor(underage, 'birthday')).toBe('validation.underage:18');

    await updateSetting(harness.settings, 'registration.settings', (current) => ({
      ...current,
      minimumAgeYears: 21,
    }));
    const twenty = `${today.getUTCFullYear() - 20}-01-01`;
    const refused = expectError(
      await register(registrationBody({ birthday: twenty })),
      400,
      'validation_failed',
    );
    expect(issueFor(refused, 'birthday')).toBe('validation.underage:21');
    const twentyTwo = `${today.getUTCFullYear() - 22}-01-01`;
    const adult = await register(registrationBody({ birthday: twentyTwo }));
    expect(adult.statusCode, adult.body).toBe(200);
    expect((await memberRow(harness, adult.json().member.id)).profile.birthday).toBe(twentyTwo);
  });

  it("refuses a confirmation that differs ('inconsistent twice') with the confirmPassword issue", async () => {
    const error = expectError(
      await register(registrationBody({ confirmPassword: 'secret124' })),
      400,
      'validation_failed',
    );
    expect(issuePaths(error)).toEqual(['confirmPassword']);
    expect(issueFor(error, 'confirmPassword')).toBe('validation.inconsistentTwice');
  });

  it('checks every field against the configured pattern and length, naming each field', async () => {
    await enableField('birthday', true);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ username: '1abcde' }, 'username', 'validation.pattern.letterFirstAlphanumeric'],
      [{ username: 'ab_cde' }, 'username', 'validation.pattern.letterFirstAlphanumeric'],
      [{ username: 'abc' }, 'username', 'validation.length:4:16'],
      [{ username: 'a234567890123456x' }, 'username', 'validation.length:4:16'],
      [{ password: 'a1'.repeat(33), confirmPassword: 'a1'.repeat(33) }, 'password', 'validation.length:8:64'],
      [{ email: 'not-an-email' }, 'email', 'validation.pattern.email'],
      [{ birthday: '1990-13-01' }, 'birthday', 'validation.pattern.dateYearMonthDay'],
      [{ birthday: undefined }, 'birthday', 'validation.required'],
      [{ mobileNum: '12345678901' }, 'mobileNum', 'validation.length:7:10'],
    ];
    for (const [overrides, path, message] of cases) {
      const body = registrationBody(overrides);
      const error = expectError(await register(body), 400, 'validation_failed');
      expect(issueFor(error, path), JSON.stringify(overrides)).toBe(message);
      expect(await memberByName(body.username)).toBeUndefined();
    }
    // Several wrong fields are reported together.
    const many = expectError(
      await register(registrationBody({ username: '9x', password: 'password123', confirmPassword: 'abd' })),
      400,
      'validation_failed',
    );
    expect(issuePaths(many)).toEqual(expect.arrayContaining(['username', 'password', 'confirmPassword']));
  });

  it('applies the password policy (ASVS 5.0): 8 to 64 characters of any kind, not personal, not common', async () => {
    // The request schema refuses a short password before anything else.
    const short = expectError(
      await register(registrationBody({ password: 'Ab3$efg', confirmPassword: 'Ab3$efg' })),
      400,
      'validation_failed',
    );
    expect(issueFor(short, 'body.password')).toBe('validation.length:8:128');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ password: 'password123', confirmPassword: 'password123' }, 'validation.passwordCommon'],
      // The list is compared without case.
      [{ password: 'Sunshine1', confirmPassword: 'Sunshine1' }, 'validation.passwordCommon'],
      [
        { username: 'samename77', password: 'SameName77', confirmPassword: 'SameName77' },
        'validation.passwordPersonal',
      ],
      [
        {
          email: 'own.mail@example.com',
          password: 'Own.Mail@example.com',
          confirmPassword: 'Own.Mail@example.com',
        },
        'validation.passwordPersonal',
      ],
    ];
    for (const [overrides, message] of cases) {
      const body = registrationBody(overrides);
      const error = expectError(await register(body), 400, 'validation_failed');
      expect(issueFor(error, 'password'), JSON.stringify(overrides)).toBe(message);
      expect(await memberByName(body.username)).toBeUndefined();
    }
    // Any composition is fine: letters only, spaces, other scripts; and 64 characters are allowed.
    for (const password of ['correct horse battery', 'abcdefghij', 'नेपाली पासवर्ड राम्रो', 'x'.repeat(64)]) {
      const ok = await register(registrationBody({ password, confirmPassword: password }));
      expect(ok.statusCode, `${password}: ${ok.body}`).toBe(200);
    }
  });

  it('keeps the policy floor when a stored rule is weaker (an old 6 to 20 setting)', async () => {
    await updateSetting(harness.settings, 'registration.validation', (current) => ({
      fields: {
        ...current.fields,
        password: { ...(current.fields.password as FieldRule), minLength: 6, maxLength: 20 },
      },
    }));
    const rules = (await call(harness.app, 'GET', '/api/members/registration-validation')).json();
    expect(rules.fields.password).toMatchObject({ minLength: 8, maxLength: 64 });
    const long = 'long-pass-'.repeat(5);
    expect((await register(registrationBody({ password: long, confirmPassword: long }))).statusCode).toBe(
      200,
    );
  });

  it('follows a changed rule at once (the server config, not the form, decides)', async () => {
    await updateSetting(harness.settings, 'registration.validation', (current) => ({
      fields: {
        ...current.fields,
        username: { ...(current.fields.username as FieldRule), minLength: 8, maxLength: 10 },
        qqNum: { ...(current.fields.qqNum as FieldRule), enabled: true, required: true },
      },
    }));
    const short = expectError(
      await register(registrationBody({ username: 'abcdefg', qqNum: '12345' })),
      400,
      'validation_failed',
    );
    expect(issueFor(short, 'username')).toBe('validation.length:8:10');
    const noQq = expectError(
      await register(registrationBody({ username: 'abcdefgh' })),
      400,
      'validation_failed',
    );
    expect(issueFor(noQq, 'qqNum')).toBe('validation.required');
    const ok = await register(
      registrationBody({ username: uniqueUsername('q').slice(0, 10).padEnd(8, 'x'), qqNum: '12345' }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await memberRow(harness, ok.json().member.id)).profile.qqNum).toBe('12345');
  });

  it('ignores optional fields the configuration does not enable', async () => {
    // paymentPassword and idNumber are disabled by default: a client sending them anyway changes nothing.
    const body = registrationBody({ paymentPassword: 'x', idNumber: 'anything goes', wechat: 'we chat' });
    const response = await register(body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().member.hasPaymentPassword).toBe(false);
    const row = await memberRow(harness, response.json().member.id);
    expect(row.payment_password_hash).toBeNull();
    expect(row.profile.idNumber ?? null).toBeNull();
    expect(row.profile.wechat ?? null).toBeNull();
  });

  it('checks and stores an enabled payment password', async () => {
    await enableField('paymentPassword', false);
    const bad = expectError(
      await register(registrationBody({ paymentPassword: '12ab56' })),
      400,
      'validation_failed',
    );
    expect(issueFor(bad, 'paymentPassword')).toBe('validation.pattern.digitsOnly');
    const trivial = expectError(
      await register(registrationBody({ paymentPassword: '123456' })),
      400,
      'validation_failed',
    );
    expect(issueFor(trivial, 'paymentPassword')).toBe('validation.paymentPasswordTrivial');
    const good = await register(registrationBody({ paymentPassword: '582039' }));
    expect(good.json().member.hasPaymentPassword).toBe(true);
    const row = await memberRow(harness, good.json().member.id);
    expect(row.payment_password_hash?.startsWith('$argon2id$')).toBe(true);
  });

  it('refuses a taken username whatever its case', async () => {
    const body = registrationBody();
    expect((await register(body)).statusCode).toBe(200);
    expectError(
      await register(registrationBody({ username: body.username.toUpperCase() })),
      409,
      'username_taken',
    );
    const existing = await createMember(harness);
    expectError(await register(registrationBody({ username: existing.username })), 409, 'username_taken');
  });

  it('refuses a taken e-mail address', async () => {
    await createMember(harness, { email: 'taken@example.com' });
    expectError(await register(registrationBody({ email: 'Taken@Example.com' })), 409, 'email_taken');
  });

  it('lets exactly one of many concurrent registrations of the same name win', async () => {
    const username = uniqueUsername('race');
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        register(registrationBody({ username: index % 2 === 0 ? username : username.toUpperCase() })),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((each) => each.statusCode === 409)) {
      expect(response.json().error.code).toBe('username_taken');
    }
    const rows = await harness.database.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', username)
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('referral and affiliate codes', () => {
  it('refuses an unknown code with invitation_code_error before anything is created', async () => {
    const body = registrationBody({ referralCode: 'NOSUCH99' });
    expectError(await register(body), 400, 'invitation_code_error');
    expect(await memberByName(body.username)).toBeUndefined();
    expectError(
      await register(registrationBody({ affiliateCode: 'NOSUCH99' })),
      400,
      'invitation_code_error',
    );
  });

  it('links the new member to the upline whose code was given (any case)', async () => {
    const upline = await createMember(harness, { type: 1 });
    const code = (await memberRow(harness, upline.id)).referral_code;
    const check = await call(harness.app, 'GET', `/api/members/affiliate?code=${code.toLowerCase()}`);
    expect(check.json()).toEqual({ valid: true });
    expect((await call(harness.app, 'GET', '/api/members/affiliate?code=NOSUCH99')).json()).toEqual({
      valid: false,
    });

    const response = await register(registrationBody({ referralCode: code.toLowerCase() }));
    expect(response.statusCode, response.body).toBe(200);
    expect((await memberRow(harness, response.json().member.id)).upline_member_id).toBe(upline.id);
    const viaAffiliate = await register(registrationBody({ affiliateCode: code }));
    expect((await memberRow(harness, viaAffiliate.json().member.id)).upline_member_id).toBe(upline.id);
    // A form that sends the unused field empty still links the upline.
    const emptyReferral = await register(registrationBody({ referralCode: '', affiliateCode: code }));
    expect(emptyReferral.statusCode, emptyReferral.body).toBe(200);
    expect((await memberRow(harness, emptyReferral.json().member.id)).upline_member_id).toBe(upline.id);
  });

  it('refuses the code of a trial or disabled account', async () => {
    for (const options of [{ type: 4 }, { status: 'disabled' as const }]) {
      const owner = await createMember(harness, options);
      const code = (await memberRow(harness, owner.id)).referral_code;
      expectError(await register(registrationBody({ referralCode: code })), 400, 'invitation_code_error');
    }
  });
});

describe('registration by mobile number', () => {
  it('creates the member with the number bound, and logs them in', async () => {
    const mobileNum = uniqueMobile();
    const response = await registerMobile(mobileBody(mobileNum));
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json();
    expect(reply.result).toBe('success');
    expect(reply.member.mobileMasked).toContain('*');
    const info = await call(harness.app, 'GET', '/api/members/me', { token: reply.token });
    expect(info.json().id).toBe(reply.member.id);
    const row = await memberRow(harness, reply.member.id);
    expect(row).toMatchObject({ country_dialing_code: '+977', mobile_number: mobileNum });
    expectError(await registerMobile(mobileBody(mobileNum)), 409, 'mobile_taken');
  });

  it('is refused when the mobile type is not enabled', async () => {
    await updateSetting(harness.settings, 'registration.settings', (current) => ({
      ...current,
      types: ['username'],
      defaultType: 'username',
    }));
    expectError(await registerMobile(mobileBody(uniqueMobile())), 403, 'function_not_enabled');
  });

  it('needs the SMS code from the outbox when REGMOBVERF3 is on', async () => {
    await updateSetting(harness.settings, 'whitelabel', (flags) => ({ ...flags, REGMOBVERF3: true }));
    const mobileNum = uniqueMobile();
    const destination = `+977${mobileNum}`;
    expectError(await registerMobile(mobileBody(mobileNum)), 400, 'verification_code_invalid');

    const sent = await call(harness.app, 'POST', '/api/members/registration-sms', {
      body: { countryDialingCode: '+977', mobileNo: mobileNum },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().expiredMinutes).toBe(5);
    expect(await countMessages(harness, destination)).toBe(1);
    const code = await latestCode(harness, destination);
    const wrong = code === '000000' ? '111111' : '000000';
    expectError(
      await registerMobile(mobileBody(mobileNum, { verificationCode: wrong })),
      400,
      'verification_code_invalid',
    );
    // A code sent to one number does not verify another.
    expectError(
      await registerMobile(mobileBody(uniqueMobile(), { verificationCode: code })),
      400,
      'verification_code_invalid',
    );

    const response = await registerMobile(mobileBody(mobileNum, { verificationCode: code }));
    expect(response.statusCode, response.body).toBe(200);
    expect((await memberRow(harness, response.json().member.id)).mobile_verified_at).not.toBeNull();

    // The number is registered now: no more registration codes for it.
    expectError(
      await call(harness.app, 'POST', '/api/members/registration-sms', {
        body: { countryDialingCode: '+977', mobileNo: mobileNum },
      }),
      409,
      'mobile_taken',
    );
  });

  it('also verifies a number given with a username registration when verification is on', async () => {
    await updateSetting(harness.settings, 'registration.settings', (current) => ({
      ...current,
      smsVerification: true,
    }));
    expectError(
      await register(registrationBody({ mobileNum: uniqueMobile(), countryDialingCode: '+977' })),
      400,
      'verification_code_invalid',
    );
  });
});

describe('registration captcha', () => {
  it('is required when registration.settings.captchaRequired is on', async () => {
    await updateSetting(harness.settings, 'registration.settings', (current) => ({
      ...current,
      captchaRequired: true,
    }));
    expectError(await register(registrationBody()), 400, 'captcha_required');
    const wrong = await knownCaptcha(harness, 'HJKLM');
    expectError(
      await register(registrationBody({ captchaId: wrong.captchaId, captcha: 'XXXXX' })),
      400,
      'captcha_invalid',
    );
    const expired = await knownCaptcha(harness, 'PQRST');
    await harness.database.db
      .updateTable('captchas')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expired.captchaId)
      .execute();
    expectError(await register(registrationBody(expired)), 400, 'captcha_invalid');

    const good = await knownCaptcha(harness, 'WXY23');
    const response = await register(registrationBody(good));
    expect(response.statusCode, response.body).toBe(200);
    // A captcha answers once.
    expectError(await register(registrationBody(good)), 400, 'captcha_invalid');
  });

  it('serves a PNG captcha with an id the server can check', async () => {
    const response = await call(harness.app, 'GET', '/api/system/captcha');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.imageBase64.startsWith('data:image/png;base64,')).toBe(true);
    const row = await harness.database.db
      .selectFrom('captchas')
      .selectAll()
      .where('id', '=', body.captchaId)
      .executeTakeFirstOrThrow();
    expect(row.answer_hash).toHaveLength(32);
    expect(response.body).not.toContain(row.answer_hash.toString('hex'));
  });
});
