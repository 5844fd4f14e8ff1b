import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, freshIp, updateSetting } from '../../testing/accounts-kit.js';
import {
  fund,
  requestBody,
  staffToken,
  startWithdrawalsHarness,
  type WithdrawalsHarness,
  withdrawingMember,
} from '../withdrawals/withdrawals-kit.js';

let harness: WithdrawalsHarness;
let risk: string;
let support: string;
let finance: string;

beforeAll(async () => {
  harness = await startWithdrawalsHarness();
  [risk, support, finance] = await Promise.all([
    staffToken(harness, 'risk'),
    staffToken(harness, 'customerService'),
    staffToken(harness, 'finance'),
  ]);
  await updateSetting(harness.settings, 'withdrawals', (current) => ({
    ...current,
    minimumMinor: '100',
    maximumMinor: '100000000',
    dailyCount: 1000,
  }));
});

afterAll(async () => {
  await harness.close();
});

async function riskView(memberId: string, token = risk) {
  const response = await call(harness.app, 'GET', `/api/admin/members/${memberId}/risk`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function deviceHeaders(device: string) {
  return { 'x-device-id': device, 'user-agent': 'Mozilla/5.0 (Linux; Android 14) RiskTest/1.0' };
}

async function signInWith(member: { username: string; password: string }, ip: string, device: string) {
  const response = await call(harness.app, 'POST', '/api/session', {
    ip,
    headers: deviceHeaders(device),
    body: { type: 'username', username: member.username, password: member.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().result, response.body).toBe('success');
  return response.json().token as string;
}

describe('member risk view', () => {
  it('sums money and play from the ledger and settled rounds, and lists sign-ins with device and IP', async () => {
    const { member, token } = await withdrawingMember(harness);
    await fund(harness, member, 50_000n);
    // Play a few dice rounds (each settles at once): stakes and wins go through the ledger and rounds.
    let stakes = 0n;
    let wins = 0n;
    for (let round = 0; round < 5; round += 1) {
      const reply = await call(harness.app, 'POST', '/api/inhouse/dice/rounds', {
        token,
        body: { requestId: randomUUID(), amount: '10', direction: 'under', target: 5000 },
      });
      expect(reply.statusCode, reply.body).toBe(200);
      stakes += BigInt(reply.json().stakeMinor);
      wins += BigInt(reply.json().winMinor);
    }
    const pending = await call(harness.app, 'POST', '/api/withdrawals', {
      token,
      body: requestBody('20', { paymentPassword: '123456' }),
    });
    expect(pending.statusCode, pending.body).toBe(200);
    const ip = freshIp();
    await signInWith(member, ip, 'device-of-risk-test-0001');

    const view = await riskView(member.id);
    expect(view.account).toBe(member.username);
    expect(view.lifetime.deposits).toBe('50000');
    expect(view.lifetime.rounds).toBe(5);
    expect(view.lifetime.turnoverMinor).toBe(stakes.toString());
    expect(view.lifetime.gameResult).toBe((wins - stakes).toString());
    expect(view.recent.gameResult).toBe(view.lifetime.gameResult);
    expect(view.pendingWithdrawals).toEqual({ count: 1, amountMinor: '2000' });
    expect(view.logins[0]).toMatchObject({ ip, userAgent: expect.stringContaining('RiskTest/1.0') });
    expect(view.logins[0].device).toMatch(/^[0-9a-f]{10}$/);
    expect(view.devices).toEqual([
      expect.objectContaining({ device: view.logins[0].device, lastIp: ip, loginCount: 1 }),
    ]);
    // The raw device id never reaches staff: only its short digest.
    expect(JSON.stringify(view)).not.toContain('device-of-risk-test-0001');
  });

  it('links accounts that share an IP, a device or a bank account, and no others', async () => {
    const { member: first, token: firstToken } = await withdrawingMember(harness);
    const { member: second } = await withdrawingMember(harness);
    const { member: third, token: thirdToken } = await withdrawingMember(harness);
    const { member: stranger } = await withdrawingMember(harness);
    const sharedIp = freshIp();
    await signInWith(first, sharedIp, 'device-first-000000001');
    await signInWith(second, sharedIp, 'device-second-00000001');
    await signInWith(third, freshIp(), 'device-first-000000001');
    await signInWith(stranger, freshIp(), 'device-stranger-000001');
    await fund(harness, first, 10_000n);
    await fund(harness, third, 10_000n);
    // The same account number written differently still matches.
    for (const [token, number] of [
      [firstToken, '9876-5432-1098'],
      [thirdToken, '9876 5432 1098'],
    ] as const) {
      const response = await call(harness.app, 'POST', '/api/withdrawals', {
        token,
        body: requestBody('10', { paymentPassword: '123456', accountNumber: number }),
      });
      expect(response.statusCode, response.body).toBe(200);
    }

    const view = await riskView(first.id);
    const links = view.linkedAccounts.map(
      (link: { account: string; via: string }) => `${link.account}:${link.via}`,
    );
    expect(links).toEqual(
      expect.arrayContaining([
        `${second.username}:ip`,
        `${third.username}:device`,
        `${third.username}:bank_account`,
      ]),
    );
    expect(links.some((link: string) => link.startsWith(`${stranger.username}:`))).toBe(false);
    expect(links.some((link: string) => link.startsWith(`${first.username}:`))).toBe(false);
    const bank = view.linkedAccounts.find((link: { via: string }) => link.via === 'bank_account');
    expect(bank.shared).toBe('•••• 1098');
  });

  it('keeps staff notes and flags with their authors, audited, and only the allowed roles write them', async () => {
    const { member } = await withdrawingMember(harness);
    const noted = await call(harness.app, 'POST', `/api/admin/members/${member.id}/notes`, {
      token: support,
      body: { body: '  Called about a late withdrawal; documents look fine.  ' },
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json().notes[0]).toMatchObject({
      body: 'Called about a late withdrawal; documents look fine.',
    });

    // Customer service may note but not flag; risk may flag.
    expectError(
      await call(harness.app, 'POST', `/api/admin/members/${member.id}/flags`, {
        token: support,
        body: { flag: 'bonus_abuse', raised: true, reason: 'many accounts on one device' },
      }),
      403,
      'forbidden',
    );
    const flagged = await call(harness.app, 'POST', `/api/admin/members/${member.id}/flags`, {
      token: risk,
      body: { flag: 'bonus_abuse', raised: true, reason: 'many accounts on one device' },
    });
    expect(flagged.statusCode, flagged.body).toBe(200);
    expect(flagged.json().flags).toEqual([
      expect.objectContaining({ flag: 'bonus_abuse', reason: 'many accounts on one device' }),
    ]);
    // Raising it again changes nothing; clearing removes it; both steps are in the audit log.
    await call(harness.app, 'POST', `/api/admin/members/${member.id}/flags`, {
      token: risk,
      body: { flag: 'bonus_abuse', raised: true, reason: 'again' },
    });
    const cleared = await call(harness.app, 'POST', `/api/admin/members/${member.id}/flags`, {
      token: risk,
      body: { flag: 'bonus_abuse', raised: false, reason: 'explained by the member' },
    });
    expect(cleared.json().flags).toEqual([]);
    const actions = await harness.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'member')
      .where('target_id', '=', member.id)
      .where('action', 'like', 'member.%')
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action).filter((action) => action !== 'member.login')).toEqual([
      'member.note',
      'member.flag_raise',
      'member.flag_clear',
    ]);
    // Finance reads the view; an unknown member is not found; a hostile note is refused.
    expect((await riskView(member.id, finance)).notes).toHaveLength(1);
    expectError(
      await call(harness.app, 'GET', '/api/admin/members/999999999/risk', { token: risk }),
      404,
      'not_found',
    );
    expectError(
      await call(harness.app, 'POST', `/api/admin/members/${member.id}/notes`, {
        token: support,
        body: { body: 'x'.repeat(1001) },
      }),
      400,
      'validation_failed',
    );
  });

  it('ignores a malformed device id rather than storing it', async () => {
    const { member } = await withdrawingMember(harness);
    await signInWith(member, freshIp(), "'; drop table members; --");
    const view = await riskView(member.id);
    expect(view.devices).toEqual([]);
    expect(view.logins[0].device).toBeNull();
  });
});
