import { apiRoutes } from '@gaming/contracts/api-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsHarness,
  ageCodes,
  auditActions,
  call,
  createMember,
  expectError,
  latestCode,
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

async function signedIn(): Promise<TestMember & { token: string }> {
  const member = await createMember(harness);
  return { ...member, token: await loginToken(harness, member) };
}

function as(
  member: { token: string },
  method: 'GET' | 'PATCH' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
) {
  return call(harness.app, method, url, { token: member.token, body });
}

let emailCounter = 0;
function uniqueEmail(): string {
  emailCounter += 1;
  return `centre${emailCounter}.${Date.now() % 100_000}@example.com`;
}

describe('profile', () => {
  it('reads and updates only the fields of the spec, validated, and audits the change', async () => {
    const member = await signedIn();
    const empty = await as(member, 'GET', '/api/members/me/profile');
    expect(empty.statusCode).toBe(200);
    expect(Object.values(empty.json()).every((value) => value === null)).toBe(true);

    const updated = await as(member, 'PATCH', '/api/members/me/profile', {
      fullname: 'Ram Bahadur',
      address: 'Kathmandu 44600',
      whatsapp: '9779812345',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      fullname: 'Ram Bahadur',
      address: 'Kathmandu 44600',
      whatsapp: '9779812345',
    });
    expect((await as(member, 'GET', '/api/members/me/profile')).json().fullname).toBe('Ram Bahadur');

    const bad = expectError(
      await as(member, 'PATCH', '/api/members/me/profile', {
        fullname: 'R2-D2',
        whatsapp: 'call me',
        birthday: '17/05/1990',
      }),
      400,
      'validation_failed',
    );
    expect(bad.issues?.map((issue) => issue.path).sort()).toEqual(['birthday', 'fullname', 'whatsapp']);
    expectError(
      await as(member, 'PATCH', '/api/members/me/profile', { address: 'x'.repeat(201) }),
      400,
      'validation_failed',
    );
    // An empty string clears a field; a field left out is kept.
    const cleared = (await as(member, 'PATCH', '/api/members/me/profile', { address: '' })).json();
    expect(cleared).toMatchObject({ address: null, fullname: 'Ram Bahadur' });
    expect(await auditActions(harness, member.id)).toContain('member.profile.update');
  });

  it('chooses an avatar within 1 to 32', async () => {
    const member = await signedIn();
    expect((await as(member, 'PUT', '/api/members/me/icon', { iconId: 7 })).json().iconId).toBe(7);
    expectError(await as(member, 'PUT', '/api/members/me/icon', { iconId: 33 }), 400, 'validation_failed');
    expectError(await as(member, 'PUT', '/api/members/me/icon', { iconId: '7' }), 400, 'validation_failed');
  });
});

describe("one member's token never reaches another's data", () => {
  it('acts only on the token member, whatever ids the body or query carries', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    await as(bob, 'PATCH', '/api/members/me/profile', { fullname: 'Bob Builder' });
    const bobBefore = await memberRow(harness, bob.id);

    const hostile = {
      memberId: bob.id,
      id: bob.id,
      member_id: bob.id,
      account: bob.username,
      userId: bob.id,
    };
    const profile = await call(
      harness.app,
      'PATCH',
      `/api/members/me/profile?memberId=${bob.id}&id=${bob.id}`,
      {
        token: alice.token,
        body: { ...hostile, fullname: 'Alice Liddell' },
      },
    );
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().fullname).toBe('Alice Liddell');
    const read = await call(harness.app, 'GET', `/api/members/me/profile?memberId=${bob.id}`, {
      token: alice.token,
    });
    expect(read.json().fullname).toBe('Alice Liddell');
    const info = await call(harness.app, 'GET', `/api/members/me?id=${bob.id}`, { token: alice.token });
    expect(info.json().id).toBe(alice.id);

    await as(alice, 'PUT', '/api/members/me/icon', { ...hostile, iconId: 9 });
    const payment = await as(alice, 'POST', '/api/members/me/payment-password', {
      ...hostile,
      loginPassword: alice.password,
      paymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    expect(payment.statusCode, payment.body).toBe(200);
    const password = await as(alice, 'POST', '/api/members/me/password', {
      ...hostile,
      oldPassword: alice.password,
      newPassword: 'alice2468',
      confirmNewPassword: 'alice2468',
    });
    expect(password.statusCode, password.body).toBe(200);

    // Bob is untouched, and still signed in.
    const bobAfter = await memberRow(harness, bob.id);
    expect(bobAfter).toEqual(bobBefore);
    expect((await as(bob, 'GET', '/api/members/me')).json().id).toBe(bob.id);
    const alicesRow = await memberRow(harness, alice.id);
    expect(alicesRow.icon_id).toBe(9);
    expect(alicesRow.payment_password_hash).not.toBeNull();
  });

  it("cannot check another member's password through the payment-password form", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    expectError(
      await as(alice, 'POST', '/api/members/me/payment-password', {
        loginPassword: bob.password === alice.password ? 'not-alices' : bob.password,
        paymentPassword: '135790',
        confirmPaymentPassword: '135790',
      }),
      400,
      'old_password_incorrect',
    );
  });

  it('takes no member id from the client on any signed-in route', async () => {
    const document = (await call(harness.app, 'GET', '/api/openapi.json')).json();
    const identityNames = /^(id|memberId|member_id|userId|account|username)$/;
    const signedInRoutes = Object.values(apiRoutes).filter((route) =>
      route.path.startsWith('/api/members/me'),
    );
    expect(signedInRoutes.length).toBeGreaterThan(8);
    for (const route of signedInRoutes) {
      // The one path parameter allowed is the member's own session (looked up under the token's member;
      // session-cap.int.test.ts shows another member's session id answers not found).
      expect(route.path.replace(/\/:sessionId$/, '')).not.toMatch(/[:{]/);
      const operation = document.paths[route.path.replace(/:(\w+)/g, '{$1}')][route.method.toLowerCase()];
      for (const parameter of operation.parameters ?? []) expect(parameter.name).not.toMatch(identityNames);
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      for (const property of Object.keys(schema?.properties ?? {}))
        expect(property).not.toMatch(identityNames);
    }
  });
});

describe('binding a mobile number', () => {
  it('binds with the code sent to the number', async () => {
    const member = await signedIn();
    const mobileNo = uniqueMobile();
    const sent = await as(member, 'POST', '/api/members/me/mobile/code', {
      countryDialingCode: '+977',
      mobileNo,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await latestCode(harness, `+977${mobileNo}`);
    expectError(
      await as(member, 'POST', '/api/members/me/mobile', {
        countryDialingCode: '+977',
        mobileNum: mobileNo,
        verificationCode: code === '000000' ? '111111' : '000000',
      }),
      400,
      'verification_code_invalid',
    );
    const bound = await as(member, 'POST', '/api/members/me/mobile', {
      countryDialingCode: '+977',
      mobileNum: mobileNo,
      verificationCode: code,
    });
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json().mobileMasked).toBe(`+977 98${'*'.repeat(mobileNo.length - 4)}${mobileNo.slice(-2)}`);
    const row = await memberRow(harness, member.id);
    expect(row).toMatchObject({ country_dialing_code: '+977', mobile_number: mobileNo });
    expect(row.mobile_verified_at).not.toBeNull();
    expect(await auditActions(harness, member.id)).toContain('member.mobile.bind');
    const audit = await harness.database.db
      .selectFrom('audit_log')
      .select('after')
      .where('target_id', '=', member.id)
      .where('action', '=', 'member.mobile.bind')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.after)).not.toContain(mobileNo);
  });

  it("refuses a number another member owns, and another member's code", async () => {
    const owner = await createMember(harness, {
      mobile: { countryDialingCode: '+977', mobileNumber: uniqueMobile() },
    });
    const ownerRow = await memberRow(harness, owner.id);
    const member = await signedIn();
    expectError(
      await as(member, 'POST', '/api/members/me/mobile/code', {
        countryDialingCode: '+977',
        mobileNo: ownerRow.mobile_number,
      }),
      409,
      'mobile_taken',
    );

    // Bob asks for a code for a free number; Alice, who has read it somehow, cannot bind it to herself.
    const alice = await signedIn();
    const bob = await signedIn();
    const mobileNo = uniqueMobile();
    await as(bob, 'POST', '/api/members/me/mobile/code', { countryDialingCode: '+977', mobileNo });
    const code = await latestCode(harness, `+977${mobileNo}`);
    expectError(
      await as(alice, 'POST', '/api/members/me/mobile', {
        countryDialingCode: '+977',
        mobileNum: mobileNo,
        verificationCode: code,
      }),
      400,
      'verification_code_invalid',
    );
    expect((await memberRow(harness, alice.id)).mobile_number).toBeNull();
    // ...nor spend Bob's code or its attempts.
    for (let guess = 0; guess < 5; guess += 1) {
      await as(alice, 'POST', '/api/members/me/mobile', {
        countryDialingCode: '+977',
        mobileNum: mobileNo,
        verificationCode: String(100000 + guess),
      });
    }
    const bobBinds = await as(bob, 'POST', '/api/members/me/mobile', {
      countryDialingCode: '+977',
      mobileNum: mobileNo,
      verificationCode: code,
    });
    expect(bobBinds.statusCode, bobBinds.body).toBe(200);
    expect((await memberRow(harness, bob.id)).mobile_number).toBe(mobileNo);
  });

  it('throttles code sending to once a second per number', async () => {
    const member = await signedIn();
    const other = await signedIn();
    const mobileNo = uniqueMobile();
    expect(
      (await as(member, 'POST', '/api/members/me/mobile/code', { countryDialingCode: '+977', mobileNo }))
        .statusCode,
    ).toBe(200);
    await ageCodes(harness, `+977${mobileNo}`, 0, { fromNow: true });
    expectError(
      await as(other, 'POST', '/api/members/me/mobile/code', { countryDialingCode: '+977', mobileNo }),
      429,
      'too_many_requests',
    );
    await ageCodes(harness, `+977${mobileNo}`, 2);
    expect(
      (await as(other, 'POST', '/api/members/me/mobile/code', { countryDialingCode: '+977', mobileNo }))
        .statusCode,
    ).toBe(200);
  });
});

describe('binding an e-mail address', () => {
  it('binds with the code mailed to the address, and refuses one in use', async () => {
    const member = await signedIn();
    const email = uniqueEmail();
    expectError(
      await as(member, 'POST', '/api/members/me/email/code', { email: 'not an email' }),
      400,
      'validation_failed',
    );
    const sent = await as(member, 'POST', '/api/members/me/email/code', { email: email.toUpperCase() });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await latestCode(harness, email);
    const bound = await as(member, 'POST', '/api/members/me/email', { email, verificationCode: code });
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json().emailMasked).toMatch(/^ce\*+@example\.com$/);
    expect((await memberRow(harness, member.id)).email).toBe(email);

    const other = await signedIn();
    expectError(await as(other, 'POST', '/api/members/me/email/code', { email }), 409, 'email_taken');
  });
});

describe('payment password', () => {
  it('is set with the login password, checked against its rule, and stored as argon2id', async () => {
    const member = await signedIn();
    const set = (body: Record<string, unknown>) =>
      as(member, 'POST', '/api/members/me/payment-password', body);
    expectError(
      await set({ loginPassword: 'wrong123', paymentPassword: '246801', confirmPaymentPassword: '246801' }),
      400,
      'old_password_incorrect',
    );
    const mismatch = expectError(
      await set({
        loginPassword: member.password,
        paymentPassword: '246801',
        confirmPaymentPassword: '246802',
      }),
      400,
      'validation_failed',
    );
    expect(mismatch.issues?.map((issue) => issue.path)).toEqual(['confirmPaymentPassword']);
    const pattern = expectError(
      await set({
        loginPassword: member.password,
        paymentPassword: '12ab56',
        confirmPaymentPassword: '12ab56',
      }),
      400,
      'validation_failed',
    );
    expect(pattern.issues?.[0]?.path).toBe('paymentPassword');
    expect((await memberRow(harness, member.id)).payment_password_hash).toBeNull();

    const done = await set({
      loginPassword: member.password,
      paymentPassword: '246801',
      confirmPaymentPassword: '246801',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().hasPaymentPassword).toBe(true);
    expect((await memberRow(harness, member.id)).payment_password_hash).toMatch(/^\$argon2id\$/);
    expect(done.body).not.toContain('246801');
    expect(await auditActions(harness, member.id)).toContain('member.payment_password.set');
  });

  it('refuses one a stranger tries first: repeated, a run, a repeated block, the birthday, the phone', async () => {
    const member = await signedIn();
    const profile = await as(member, 'PATCH', '/api/members/me/profile', { birthday: '1990-05-17' });
    expect(profile.statusCode, profile.body).toBe(200);
    const set = (paymentPassword: string) =>
      as(member, 'POST', '/api/members/me/payment-password', {
        loginPassword: member.password,
        paymentPassword,
        confirmPaymentPassword: paymentPassword,
      });
    for (const trivial of ['111111', '123456', '654321', '890123', '121212', '900517', '170590']) {
      const refused = expectError(await set(trivial), 400, 'validation_failed');
      expect(refused.issues, trivial).toEqual([
        { path: 'paymentPassword', message: 'validation.paymentPasswordTrivial' },
      ]);
    }
    expect((await memberRow(harness, member.id)).payment_password_hash).toBeNull();
    // A refused choice is not a wrong login password: no attempt is counted, the next one goes through.
    const done = await set('582039');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().hasPaymentPassword).toBe(true);
  });
});
