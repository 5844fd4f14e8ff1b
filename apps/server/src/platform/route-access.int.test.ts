import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsHarness,
  call,
  createMember,
  expectError,
  loginToken,
  signInNewStaff,
  staffServiceOf,
  startAccountsHarness,
} from '../testing/accounts-kit.js';

let harness: AccountsHarness;
let memberToken: string;
let trialToken: string;
let contentStaffToken: string;

beforeAll(async () => {
  harness = await startAccountsHarness();
  memberToken = await loginToken(
    harness,
    await createMember(harness, { password: 'Route-access-passphrase-42' }),
  );
  const trial = await call(harness.app, 'POST', '/api/session/trial', { body: { platform: 'W', os: 'web' } });
  expect(trial.statusCode, trial.body).toBe(200);
  trialToken = trial.json().token;
  contentStaffToken = (await signInNewStaff(harness.app, staffServiceOf(harness), 'content')).token;
});

afterAll(async () => {
  await harness.close();
});

/** A withdrawal-settings change whose amount misses its pattern (a refinement once threw on it: 500). */
const badWithdrawalSettings = {
  minimumMinor: 'abc',
  maximumMinor: '1000',
  dailyCount: 1,
  autoConfirmMinutes: 10,
  feeFlatMinor: '0',
  feeBasisPoints: 0,
};

describe('authentication before validation', () => {
  it('answers a guest 401 on a staff route, whatever the body, before validating it', async () => {
    for (const body of [badWithdrawalSettings, { nonsense: true }, 'not json at all']) {
      const response = await call(harness.app, 'PUT', '/api/admin/withdrawal-settings', { body });
      const error = expectError(response, 401, 'unauthorized');
      expect(error.issues).toBeUndefined();
    }
  });

  it('answers a guest 401 on member routes with invalid bodies, queries and path ids, without field issues', async () => {
    const requests: Array<[string, string, unknown]> = [
      ['POST', '/api/wallet/transfers/upline', { amount: 'lots' }],
      ['POST', '/api/withdrawals', { amount: -1 }],
      ['GET', '/api/withdrawals?page=nope', undefined],
      ['GET', `/api/withdrawals/${'x'.repeat(150)}`, undefined],
      ['PATCH', '/api/members/me/profile', { birthday: 12 }],
    ];
    for (const [method, url, body] of requests) {
      const response = await call(harness.app, method as 'GET', url, { body });
      const error = expectError(response, 401, 'unauthorized');
      expect(error.issues, url).toBeUndefined();
    }
  });

  it('refuses a trial account on a real-member route before validating its body', async () => {
    const response = await call(harness.app, 'POST', '/api/withdrawals', {
      token: trialToken,
      body: { amount: -1 },
    });
    expectError(response, 403, 'in_need_true_account');
  });

  it('lets a trial account through where trials are allowed', async () => {
    const info = await call(harness.app, 'GET', '/api/members/me', { token: trialToken });
    expect(info.statusCode, info.body).toBe(200);
  });

  it('validates a signed-in member’s request as before', async () => {
    const response = await call(harness.app, 'POST', '/api/withdrawals', {
      token: memberToken,
      body: { amount: -1 },
    });
    expectError(response, 400, 'validation_failed');
  });

  it('answers a staff member without the permission 403 before validating, one with it a field issue', async () => {
    const forbidden = await call(harness.app, 'PUT', '/api/admin/withdrawal-settings', {
      token: contentStaffToken,
      body: badWithdrawalSettings,
    });
    expectError(forbidden, 403, 'forbidden');
    const admin = await signInNewStaff(harness.app, staffServiceOf(harness), 'admin');
    const invalid = await call(harness.app, 'PUT', '/api/admin/withdrawal-settings', {
      token: admin.token,
      body: badWithdrawalSettings,
    });
    const error = expectError(invalid, 400, 'validation_failed');
    expect(error.issues?.map((issue) => issue.path)).toContain('body.minimumMinor');
  });
});
