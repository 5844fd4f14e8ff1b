import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoSettings } from '../../db/seed/demo-brand.js';
import {
  type AccountsHarness,
  call,
  expectError,
  freshIp,
  memberRow,
  startAccountsHarness,
  uniqueMobile,
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
  await updateSetting(harness.settings, 'whitelabel', () => ({ ...demoSettings.whitelabel }));
});

async function freePlay(ip = freshIp()) {
  const response = await call(harness.app, 'POST', '/api/session/trial', {
    ip,
    body: { platform: 'W', os: 'web' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return { token: body.token as string, member: body.member as { id: string; account: string } };
}

describe('free play', () => {
  it('creates a trial account (type 4) and logs it in when FREEPLAY3 is on', async () => {
    const { token, member } = await freePlay();
    expect(member).toMatchObject({ type: 4, isTrial: true, isAgent: false });
    const info = await call(harness.app, 'GET', '/api/members/me', { token });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ id: member.id, isTrial: true });
    const row = await memberRow(harness, member.id);
    expect(row.type).toBe(4);
    // Its password can never be typed: the stored value is not a hash of anything.
    expect(row.password_hash.startsWith('$argon2')).toBe(false);
    const second = await freePlay();
    expect(second.member.id).not.toBe(member.id);
  });

  it('is refused with function_not_enabled when FREEPLAY3 is off', async () => {
    await updateSetting(harness.settings, 'whitelabel', (flags) => ({ ...flags, FREEPLAY3: false }));
    expectError(
      await call(harness.app, 'POST', '/api/session/trial', { body: { platform: 'W' } }),
      403,
      'function_not_enabled',
    );
  });

  it('gets in_need_true_account from every centre endpoint, and nothing changes', async () => {
    const { token, member } = await freePlay();
    const before = await memberRow(harness, member.id);
    const blocked: Array<[string, string, unknown]> = [
      ['GET', '/api/members/me/profile', undefined],
      ['PATCH', '/api/members/me/profile', { fullname: 'Trial Person' }],
      [
        'POST',
        '/api/members/me/password',
        { oldPassword: 'x', newPassword: 'fresh456', confirmNewPassword: 'fresh456' },
      ],
      [
        'POST',
        '/api/members/me/payment-password',
        { loginPassword: 'x', paymentPassword: '123456', confirmPaymentPassword: '123456' },
      ],
      ['POST', '/api/members/me/mobile/code', { countryDialingCode: '+977', mobileNo: uniqueMobile() }],
      [
        'POST',
        '/api/members/me/mobile',
        { countryDialingCode: '+977', mobileNum: uniqueMobile(), verificationCode: '123456' },
      ],
      ['POST', '/api/members/me/email/code', { email: 'trial@example.com' }],
      ['POST', '/api/members/me/email', { email: 'trial@example.com', verificationCode: '123456' }],
      ['PUT', '/api/members/me/icon', { iconId: 3 }],
    ];
    for (const [method, url, body] of blocked) {
      const response = await call(harness.app, method as 'GET', url, { token, body });
      expectError(response, 403, 'in_need_true_account');
    }
    const after = await memberRow(harness, member.id);
    expect(after).toEqual(before);
    const messages = await harness.database.db.selectFrom('outbox_messages').select('id').execute();
    expect(messages).toHaveLength(0);
  });

  it('may still read its info, set its language and log out', async () => {
    const { token } = await freePlay();
    expect((await call(harness.app, 'GET', '/api/session', { token })).statusCode).toBe(200);
    expect(
      (await call(harness.app, 'PUT', '/api/members/me/language', { token, body: { language: 'NE' } }))
        .statusCode,
    ).toBe(200);
    expect((await call(harness.app, 'GET', '/api/members/me', { token })).json().language).toBe('NE');
    expect((await call(harness.app, 'DELETE', '/api/session', { token })).statusCode).toBe(200);
    expectError(await call(harness.app, 'GET', '/api/members/me', { token }), 401, 'unauthorized');
  });

  it('cannot log in with a password afterwards', async () => {
    const { member } = await freePlay();
    for (const password of ['secret123', member.account, 'trial']) {
      const response = await call(harness.app, 'POST', '/api/session', {
        body: { type: 'username', username: member.account, password },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().token).toBeUndefined();
    }
  });
});
