import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { startVendorSim, type VendorSimProcess } from '../../testing/vendor-sim-process.js';
import { LedgerRepository } from './ledger-repository.js';
import { LedgerService } from './ledger-service.js';

let harness: AccountsHarness;
let ledger: LedgerService;
let sim: VendorSimProcess;

beforeAll(async () => {
  // Transfer-mode vendors keep the money themselves: apps/vendor-sim plays them, as its own process.
  sim = await startVendorSim();
  harness = await startAccountsHarness({ vendorSimulator: { url: sim.url, secret: sim.secret } });
  ledger = new LedgerService(new LedgerRepository(harness.database.db));
});

afterAll(async () => {
  await harness?.close();
  await sim?.stop();
});

async function fund(member: TestMember, amountMinor: bigint) {
  await fundFromHouse(ledger, member.id, amountMinor);
}

async function fundedMember(amountMinor = 10_000n) {
  const member = await createMember(harness);
  if (amountMinor > 0n) await fund(member, amountMinor);
  return { member, token: await loginToken(harness, member) };
}

/** The catalogue decides the mode (games isSingleWallet): some transfer-mode vendor means transfer mode. */
async function setVendor(code: string, change: { wallet_mode?: 'seamless' | 'transfer'; status?: string }) {
  await harness.database.db.updateTable('vendors').set(change).where('code', '=', code).execute();
}

function move(token: string, body: Record<string, unknown>) {
  return call(harness.app, 'POST', '/api/wallet/vendors/transfer', {
    token,
    body: { requestId: randomUUID(), ...body },
  });
}

async function wallets(token: string) {
  const reply = await call(harness.app, 'GET', '/api/wallet/vendors', { token });
  expect(reply.statusCode, reply.body).toBe(200);
  const body = reply.json();
  const vendor = (code: string) =>
    (body.vendors as Array<{ vendorCode: string; balanceMinor: string }>).find(
      (entry) => entry.vendorCode === code,
    );
  return { body, vendor };
}

async function mainBalance(token: string): Promise<string> {
  return (await call(harness.app, 'GET', '/api/wallet/balance', { token })).json().balanceMinor;
}

describe('single wallet mode (the demo brand)', () => {
  it('has no vendor wallets and refuses transfers and recalls', async () => {
    const { token } = await fundedMember();
    const { body } = await wallets(token);
    expect(body).toMatchObject({
      isSingle: true,
      vendors: [],
      mainBalanceMinor: '10000',
      totalMinor: '10000',
    });
    expectError(
      await move(token, { vendorCode: 'PG', amount: '1', direction: 'in' }),
      403,
      'function_not_enabled',
    );
    const recall = await call(harness.app, 'POST', '/api/wallet/vendors/recall', {
      token,
      body: { requestId: randomUUID() },
    });
    expectError(recall, 403, 'function_not_enabled');
    expect(await mainBalance(token)).toBe('10000');
  });

  it('needs a session', async () => {
    expectError(await call(harness.app, 'GET', '/api/wallet/vendors'), 401, 'unauthorized');
    expectError(
      await call(harness.app, 'POST', '/api/wallet/vendors/transfer', {
        body: { requestId: randomUUID(), vendorCode: 'PG', amount: '1', direction: 'in' },
      }),
      401,
      'unauthorized',
    );
  });
});

describe('transfer wallet mode', () => {
  beforeAll(async () => {
    await setVendor('PG', { wallet_mode: 'transfer' });
    await setVendor('JDB', { wallet_mode: 'transfer' });
    await setVendor('FC', { wallet_mode: 'transfer', status: 'maintenance' });
    await setVendor('CQ9', { wallet_mode: 'transfer', status: 'disabled' });
  });

  it('lists each transfer-mode vendor wallet at zero, hiding disabled and seamless vendors', async () => {
    const { token } = await fundedMember();
    const { body } = await wallets(token);
    expect(body.isSingle).toBe(false);
    const zero = {
      balanceMinor: '0',
      ledgerBalanceMinor: '0',
      vendorBalanceMinor: '0',
      transferPending: false,
    };
    expect(body.vendors).toEqual([
      { vendorCode: 'PG', displayName: 'PG', status: 'active', ...zero },
      { vendorCode: 'JDB', displayName: 'JDB', status: 'active', ...zero },
      { vendorCode: 'FC', displayName: 'FC', status: 'maintenance', ...zero },
    ]);
    expect(body.totalMinor).toBe('10000');
    const merchant = await call(harness.app, 'GET', '/api/wallet/merchant');
    expect(merchant.json()).toEqual({ isSingle: false });
  });

  it('moves money in and out exactly, on a never-negative member_vendor account', async () => {
    const { member, token } = await fundedMember();
    const moveIn = await move(token, { vendorCode: 'PG', amount: '25.50', direction: 'in' });
    expect(moveIn.statusCode, moveIn.body).toBe(200);
    expect(moveIn.json()).toMatchObject({
      vendorCode: 'PG',
      direction: 'in',
      amountMinor: '2550',
      mainBalanceMinor: '7450',
      vendorBalanceMinor: '2550',
    });
    const moveOut = await move(token, { vendorCode: 'PG', amount: '5.5', direction: 'out' });
    expect(moveOut.json()).toMatchObject({
      amountMinor: '550',
      mainBalanceMinor: '8000',
      vendorBalanceMinor: '2000',
    });
    const { body, vendor } = await wallets(token);
    expect(vendor('PG')?.balanceMinor).toBe('2000');
    expect(vendor('JDB')?.balanceMinor).toBe('0');
    expect(body).toMatchObject({ mainBalanceMinor: '8000', totalMinor: '10000' });
    expect(await mainBalance(token)).toBe('8000');
    const account = await ledger.accountByCode(`member:${member.id}:vendor:pg`);
    expect(account).toMatchObject({
      kind: 'member_vendor',
      member_id: member.id,
      debits_must_not_exceed_credits: true,
    });
    const records = (await call(harness.app, 'GET', '/api/wallet/records', { token })).json().records;
    // A move in holds the money until the vendor confirms, then posts the hold: one event for the member.
    expect(
      records.map((line: { event: string; amountMinor: string; status: string; subject: string | null }) => [
        line.event,
        line.amountMinor,
        line.status,
        line.subject,
      ]),
    ).toEqual([
      ['vendor_transfer_out', '550', 'posted', expect.stringMatching(/\S/)],
      ['vendor_transfer_in', '-2550', 'posted', expect.stringMatching(/\S/)],
      ['deposit', '10000', 'posted', null],
    ]);
    expect((await ledger.verify()).discrepancies).toEqual([]);
  });

  it('refuses more than is available on either side and changes nothing', async () => {
    const { token } = await fundedMember(1_000n);
    expectError(
      await move(token, { vendorCode: 'PG', amount: '10.01', direction: 'in' }),
      409,
      'insufficient_funds',
    );
    expect((await move(token, { vendorCode: 'PG', amount: '4', direction: 'in' })).statusCode).toBe(200);
    expectError(
      await move(token, { vendorCode: 'PG', amount: '4.01', direction: 'out' }),
      409,
      'insufficient_funds',
    );
    expectError(
      await move(token, { vendorCode: 'JDB', amount: '0.01', direction: 'out' }),
      409,
      'insufficient_funds',
    );
    const { body, vendor } = await wallets(token);
    expect(body.mainBalanceMinor).toBe('600');
    expect(vendor('PG')?.balanceMinor).toBe('400');
  });

  it('applies a request id once when it is replayed ten times at once', async () => {
    const { token } = await fundedMember();
    const body = { requestId: randomUUID(), vendorCode: 'JDB', amount: '12.34', direction: 'in' };
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(harness.app, 'POST', '/api/wallet/vendors/transfer', { token, body }),
      ),
    );
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    expect(new Set(replies.map((reply) => reply.json().transferId)).size).toBe(1);
    const { vendor } = await wallets(token);
    expect(vendor('JDB')?.balanceMinor).toBe('1234');
    expect(await mainBalance(token)).toBe('8766');
    const changed = await call(harness.app, 'POST', '/api/wallet/vendors/transfer', {
      token,
      body: { ...body, amount: '12.35' },
    });
    expectError(changed, 400, 'validation_failed');
    expect(await mainBalance(token)).toBe('8766');
  });

  it('gives bad amounts and bad fields a clear 400', async () => {
    const { token } = await fundedMember();
    for (const amount of ['0', '0.00', '-1', '1.001', 'abc', '1e3', '99999999999999', '', 5, null]) {
      const reply = await move(token, { vendorCode: 'PG', amount, direction: 'in' });
      expect(reply.statusCode, `${amount}: ${reply.body}`).toBe(400);
      expect(reply.json().error.code).toBe('validation_failed');
    }
    expectError(
      await move(token, { vendorCode: 'pg', amount: '1', direction: 'in' }),
      400,
      'validation_failed',
    );
    expectError(
      await move(token, { vendorCode: 'PG', amount: '1', direction: 'sideways' }),
      400,
      'validation_failed',
    );
    expectError(
      await call(harness.app, 'POST', '/api/wallet/vendors/transfer', {
        token,
        body: { requestId: 'not-a-uuid', vendorCode: 'PG', amount: '1', direction: 'in' },
      }),
      400,
      'validation_failed',
    );
    expect(await mainBalance(token)).toBe('10000');
  });

  it('refuses unknown, disabled and seamless vendors, and moving into one under maintenance', async () => {
    const { token } = await fundedMember();
    expectError(await move(token, { vendorCode: 'NOPE', amount: '1', direction: 'in' }), 404, 'not_found');
    expectError(await move(token, { vendorCode: 'CQ9', amount: '1', direction: 'in' }), 404, 'not_found');
    expectError(await move(token, { vendorCode: 'PT', amount: '1', direction: 'in' }), 404, 'not_found');
    expectError(
      await move(token, { vendorCode: 'FC', amount: '1', direction: 'in' }),
      503,
      'service_unavailable',
    );
    expect(await mainBalance(token)).toBe('10000');
  });

  it("never shows or moves another member's vendor money", async () => {
    const owner = await fundedMember();
    const other = await fundedMember(0n);
    const sharedRequestId = randomUUID();
    const ownerMove = await call(harness.app, 'POST', '/api/wallet/vendors/transfer', {
      token: owner.token,
      body: { requestId: sharedRequestId, vendorCode: 'PG', amount: '30', direction: 'in' },
    });
    expect(ownerMove.statusCode).toBe(200);
    const { body, vendor } = await wallets(other.token);
    expect(vendor('PG')?.balanceMinor).toBe('0');
    expect(body.totalMinor).toBe('0');
    expectError(
      await move(other.token, { vendorCode: 'PG', amount: '30', direction: 'out' }),
      409,
      'insufficient_funds',
    );
    // The same request id from another member is another request, not a replay of the owner's.
    const replayByOther = await call(harness.app, 'POST', '/api/wallet/vendors/transfer', {
      token: other.token,
      body: { requestId: sharedRequestId, vendorCode: 'PG', amount: '30', direction: 'out' },
    });
    expectError(replayByOther, 409, 'insufficient_funds');
    const recall = await call(harness.app, 'POST', '/api/wallet/vendors/recall', {
      token: other.token,
      body: { requestId: randomUUID() },
    });
    expect(recall.json()).toMatchObject({ recalled: [], totalRecalledMinor: '0', mainBalanceMinor: '0' });
    expect((await wallets(owner.token)).vendor('PG')?.balanceMinor).toBe('3000');
  });

  it('recalls every vendor balance once per request id', async () => {
    const { token } = await fundedMember();
    await move(token, { vendorCode: 'PG', amount: '10', direction: 'in' });
    await move(token, { vendorCode: 'JDB', amount: '20.25', direction: 'in' });
    expect(await mainBalance(token)).toBe('6975');
    const requestId = randomUUID();
    const recall = () =>
      call(harness.app, 'POST', '/api/wallet/vendors/recall', { token, body: { requestId } });
    const replies = await Promise.all(Array.from({ length: 5 }, recall));
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    expect(await mainBalance(token)).toBe('10000');
    const { body } = await wallets(token);
    expect(body.vendors.every((entry: { balanceMinor: string }) => entry.balanceMinor === '0')).toBe(true);
    const complete = replies.map((reply) => reply.json()).find((reply) => reply.recalled.length === 2);
    expect(complete).toMatchObject({
      recalled: [
        { vendorCode: 'PG', amountMinor: '1000' },
        { vendorCode: 'JDB', amountMinor: '2025' },
      ],
      totalRecalledMinor: '3025',
      mainBalanceMinor: '10000',
    });
    // New money in a vendor wallet is not swept by a replay of the old recall.
    await move(token, { vendorCode: 'PG', amount: '1', direction: 'in' });
    const replay = await recall();
    expect(replay.json().totalRecalledMinor).toBe('3025');
    expect((await wallets(token)).vendor('PG')?.balanceMinor).toBe('100');
    expect((await ledger.verify()).discrepancies).toEqual([]);
  });

  it('keeps a disabled vendor with money left visible, but moves nothing through it', async () => {
    const { token } = await fundedMember();
    await move(token, { vendorCode: 'JDB', amount: '7', direction: 'in' });
    await setVendor('JDB', { status: 'disabled' });
    try {
      const { body, vendor } = await wallets(token);
      expect(vendor('JDB')).toMatchObject({ status: 'disabled', balanceMinor: '700' });
      expect(body.totalMinor).toBe('10000');
      expectError(await move(token, { vendorCode: 'JDB', amount: '7', direction: 'out' }), 404, 'not_found');
      const recall = await call(harness.app, 'POST', '/api/wallet/vendors/recall', {
        token,
        body: { requestId: randomUUID() },
      });
      expect(recall.json().totalRecalledMinor).toBe('0');
    } finally {
      await setVendor('JDB', { status: 'active' });
    }
    expect((await wallets(token)).vendor('JDB')?.balanceMinor).toBe('700');
  });
});
