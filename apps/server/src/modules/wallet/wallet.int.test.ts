import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/security/passwords.js';
import {
  type AccountsHarness,
  call,
  createMember,
  expectError,
  loginToken,
  startAccountsHarness,
  type TestMember,
} from '../../testing/accounts-kit.js';
import { fundFromHouse } from '../../testing/ledger-kit.js';
import { LedgerRepository } from './ledger-repository.js';
import { LedgerService } from './ledger-service.js';

let harness: AccountsHarness;
let ledger: LedgerService;

beforeAll(async () => {
  harness = await startAccountsHarness();
  ledger = new LedgerService(new LedgerRepository(harness.database.db));
});

afterAll(async () => {
  await harness.close();
});

/** Money enters a wallet the way a deposit will: from the house account through a transfer. */
async function fund(member: TestMember, amountMinor: bigint) {
  await fundFromHouse(ledger, member.id, amountMinor);
}

async function memberWithPaymentPassword(options: { uplineId?: string } = {}) {
  const member = await createMember(harness);
  await harness.database.db
    .updateTable('members')
    .set({ payment_password_hash: await hashPassword('123456'), upline_member_id: options.uplineId ?? null })
    .where('id', '=', member.id)
    .execute();
  return { member, token: await loginToken(harness, member) };
}

async function balanceOf(token: string) {
  const response = await call(harness.app, 'GET', '/api/wallet/balance', { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('balance and records', () => {
  it('starts at zero, shows deposits with two decimals of the brand, and lists signed lines with the balance after', async () => {
    const { member, token } = await memberWithPaymentPassword();
    expect(await balanceOf(token)).toMatchObject({
      currency: 'NPR',
      decimals: 2,
      balanceMinor: '0',
      availableMinor: '0',
    });
    await fund(member, 12_345n);
    expect((await balanceOf(token)).balanceMinor).toBe('12345');
    const records = (await call(harness.app, 'GET', '/api/wallet/records', { token })).json();
    expect(records.records[0]).toMatchObject({
      type: 'deposit',
      amountMinor: '12345',
      balanceAfterMinor: '12345',
      status: 'posted',
    });
    expect(records.pageInfo.total).toBe(1);
  });

  it('needs a session, and a page size within bounds', async () => {
    expectError(await call(harness.app, 'GET', '/api/wallet/balance'), 401, 'unauthorized');
    const { token } = await memberWithPaymentPassword();
    expectError(
      await call(harness.app, 'GET', '/api/wallet/records?pageSize=1000', { token }),
      400,
      'validation_failed',
    );
  });

  it('filters by the brand-local day', async () => {
    const { member, token } = await memberWithPaymentPassword();
    await fund(member, 100n);
    const today = new Date(Date.now() + 345 * 60_000).toISOString().slice(0, 10);
    const inDay = (
      await call(harness.app, 'GET', `/api/wallet/records?from=${today}&to=${today}`, { token })
    ).json();
    expect(inDay.records).toHaveLength(1);
    const longAgo = (
      await call(harness.app, 'GET', '/api/wallet/records?from=2001-01-01&to=2001-01-02', { token })
    ).json();
    expect(longAgo.records).toHaveLength(0);
  });
});

describe('transfer to the upline', () => {
  it('moves money once per request id, with the payment password', async () => {
    const upline = await memberWithPaymentPassword();
    const { member, token } = await memberWithPaymentPassword({ uplineId: upline.member.id });
    await fund(member, 10_000n);
    const body = { requestId: randomUUID(), amount: '25.50', paymentPassword: '123456' };
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(harness.app, 'POST', '/api/wallet/transfers/upline', { token, body }),
      ),
    );
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    expect(new Set(replies.map((reply) => reply.json().transferId)).size).toBe(1);
    expect(replies[0]?.json()).toMatchObject({
      amountMinor: '2550',
      balanceAfterMinor: '7450',
      counterpartAccount: upline.member.username,
    });
    expect((await balanceOf(token)).balanceMinor).toBe('7450');
    expect((await balanceOf(upline.token)).balanceMinor).toBe('2550');
    expect((await ledger.verify()).discrepancies).toEqual([]);
  });

  it('refuses bad amounts, a wrong payment password, and more than the balance', async () => {
    const upline = await memberWithPaymentPassword();
    const { member, token } = await memberWithPaymentPassword({ uplineId: upline.member.id });
    await fund(member, 1_000n);
    const attempt = (amount: unknown, paymentPassword = '123456') =>
      call(harness.app, 'POST', '/api/wallet/transfers/upline', {
        token,
        body: { requestId: randomUUID(), amount, paymentPassword },
      });
    for (const amount of ['0', '-1', '1.001', 'abc', '1e3', '99999999999999', '', ' ', 5, null]) {
      const reply = await attempt(amount);
      expect(reply.statusCode, `${amount}: ${reply.body}`).toBe(400);
      expect(reply.json().error.code).toBe('validation_failed');
    }
    expectError(await attempt('10.01'), 409, 'insufficient_funds');
    expectError(await attempt('1', 'wrong'), 400, 'payment_password_incorrect');
    expect((await balanceOf(token)).balanceMinor).toBe('1000');
  });

  it('locks payments after five wrong payment passwords', async () => {
    const upline = await memberWithPaymentPassword();
    const { member, token } = await memberWithPaymentPassword({ uplineId: upline.member.id });
    await fund(member, 1_000n);
    const attempt = (paymentPassword: string) =>
      call(harness.app, 'POST', '/api/wallet/transfers/upline', {
        token,
        body: { requestId: randomUUID(), amount: '1', paymentPassword },
      });
    for (let index = 0; index < 4; index += 1)
      expectError(await attempt('wrong'), 400, 'payment_password_incorrect');
    expectError(await attempt('wrong'), 423, 'account_locked');
    expectError(await attempt('123456'), 423, 'account_locked');
  });

  it('says up front whether there is an upline to transfer to (none, one, one disabled since)', async () => {
    const status = async (token: string) => {
      const response = await call(harness.app, 'GET', '/api/wallet/transfers/upline', { token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const lonely = await memberWithPaymentPassword();
    expect(await status(lonely.token)).toEqual({ hasUpline: false });
    const upline = await memberWithPaymentPassword();
    const downline = await memberWithPaymentPassword({ uplineId: upline.member.id });
    expect(await status(downline.token)).toEqual({ hasUpline: true });
    await harness.database.db
      .updateTable('members')
      .set({ status: 'disabled' })
      .where('id', '=', upline.member.id)
      .execute();
    expect(await status(downline.token)).toEqual({ hasUpline: false });
  });

  it('needs a payment password and an upline', async () => {
    const lonely = await memberWithPaymentPassword();
    const noUpline = await call(harness.app, 'POST', '/api/wallet/transfers/upline', {
      token: lonely.token,
      body: { requestId: randomUUID(), amount: '1', paymentPassword: '123456' },
    });
    expectError(noUpline, 400, 'no_upline');
    const member = await createMember(harness);
    const token = await loginToken(harness, member);
    const noPassword = await call(harness.app, 'POST', '/api/wallet/transfers/downline', {
      token,
      body: {
        requestId: randomUUID(),
        amount: '1',
        paymentPassword: 'x',
        downlineAccount: lonely.member.username,
      },
    });
    expectError(noPassword, 400, 'not_your_downline');
  });
});

describe('transfer to a downline member', () => {
  it('reaches only direct downline members', async () => {
    const agent = await memberWithPaymentPassword();
    const downline = await memberWithPaymentPassword({ uplineId: agent.member.id });
    const stranger = await memberWithPaymentPassword();
    await fund(agent.member, 5_000n);
    const send = (downlineAccount: string) =>
      call(harness.app, 'POST', '/api/wallet/transfers/downline', {
        token: agent.token,
        body: { requestId: randomUUID(), amount: '10', paymentPassword: '123456', downlineAccount },
      });
    expect((await send(downline.member.username)).statusCode).toBe(200);
    expectError(await send(stranger.member.username), 400, 'not_your_downline');
    expect((await balanceOf(downline.token)).balanceMinor).toBe('1000');
    expect((await balanceOf(stranger.token)).balanceMinor).toBe('0');
  });
});
