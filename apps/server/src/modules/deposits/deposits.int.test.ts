import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { gatewayPaymentExpiryMinutes } from '@gaming/contracts/deposits';
import type { LiveEvent } from '@gaming/contracts/live';
import type { StaffRole } from '@gaming/contracts/staff';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { seedDemoBrand } from '../../db/seed/demo-brand.js';
import { InProcessEventBus } from '../../platform/events.js';
import { SecretBox } from '../../platform/security/secret-box.js';
import {
  type AccountsHarness,
  call,
  createMember,
  expectError,
  freshIp,
  loginToken,
  signInNewStaff,
  type TestMember,
} from '../../testing/accounts-kit.js';
import { createSettingsService } from '../../testing/test-app.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { AuditRepository } from '../audit/audit-repository.js';
import { AuditService } from '../audit/audit-service.js';
import { AuthRepository } from '../auth/auth-repository.js';
import { LoginThrottle } from '../auth/login-throttle.js';
import { simulatorMerchantSecret } from '../gateway-sim/simulator-secret.js';
import { StaffRepository } from '../staff/staff-repository.js';
import { StaffService } from '../staff/staff-service.js';
import { LedgerRepository } from '../wallet/ledger-repository.js';
import { LedgerService } from '../wallet/ledger-service.js';
import { hasValidSignature, signedHeaders } from './gateway-protocol.js';

type Staff = { token: string };
type Member = TestMember & { token: string };

const secretKey = Buffer.alloc(32, 7);
const pngBytes = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);
const jpegBytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const gifBytes = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 2)]);

let harness: AccountsHarness;
let app: FastifyInstance;
let ledger: LedgerService;
let staffService: StaffService;
let finance: Staff;
let secondFinance: Staff;
let customerService: Staff;
let content: Staff;
let bankChannelId: string;
let gatewayChannelId: string;
const events: Array<{ memberId: string; event: LiveEvent }> = [];

async function signedInStaff(role: StaffRole): Promise<Staff> {
  const { token } = await signInNewStaff(app, staffService, role);
  return { token };
}

async function newMember(): Promise<Member> {
  const member = await createMember(harness);
  return { ...member, token: await loginToken(harness, member) };
}

function ok(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

type ProofFile = { bytes: Buffer; name: string; type: string };

/** The member's multipart form, as the web app sends it. */
async function manualDeposit(
  member: Member,
  fields: { amount?: string; channelId?: string; requestId?: string } = {},
  files: ProofFile[] = [{ bytes: pngBytes, name: 'slip.png', type: 'image/png' }],
) {
  const form = new FormData();
  form.set('requestId', fields.requestId ?? randomUUID());
  form.set('channelId', fields.channelId ?? bankChannelId);
  form.set('amount', fields.amount ?? '500.00');
  for (const file of files)
    form.append('proof', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const encoded = new Response(form);
  return app.inject({
    method: 'POST',
    url: '/api/deposits',
    headers: {
      authorization: `Bearer ${member.token}`,
      'content-type': encoded.headers.get('content-type') as string,
      'x-forwarded-for': freshIp(),
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

async function balanceMinor(member: Member): Promise<string> {
  return ok(await call(app, 'GET', '/api/wallet/balance', { token: member.token })).balanceMinor;
}

async function depositTransfers(depositId: string) {
  return harness.database.db
    .selectFrom('ledger_transfers')
    .selectAll()
    .where('reference_type', '=', 'deposit')
    .where('reference_id', '=', depositId)
    .execute();
}

function decide(staff: Staff, depositId: string, decision: 'approve' | 'reject') {
  return call(app, 'POST', `/api/admin/deposits/${depositId}/${decision}`, {
    token: staff.token,
    body: decision === 'reject' ? { reason: 'No such transfer on the statement' } : {},
  });
}

function notificationBody(fields: Record<string, string>) {
  return JSON.stringify({ merchantId: 'demo-merchant', currency: 'NPR', status: 'paid', ...fields });
}

/** A notification as the gateway sends it, signed with the simulator's merchant secret (or another one). */
function notify(
  channelId: string,
  body: string,
  options: { secret?: string; nowMs?: number; headers?: Record<string, string> } = {},
) {
  const secret = options.secret ?? simulatorMerchantSecret(secretKey, 'demo-merchant');
  return app.inject({
    method: 'POST',
    url: `/api/payments/notify/${channelId}`,
    headers: { ...signedHeaders(secret, body, options.nowMs), ...options.headers },
    payload: body,
  });
}

async function gatewayDeposit(member: Member, amount = '1000.00') {
  return ok(
    await call(app, 'POST', '/api/deposits/gateway', {
      token: member.token,
      body: { requestId: randomUUID(), channelId: gatewayChannelId, amount },
    }),
  ) as { deposit: { id: string; amountMinor: string; feeMinor: string; status: string }; payUrl: string };
}

async function gatewayPaymentId(depositId: string): Promise<string> {
  const row = await harness.database.db
    .selectFrom('deposits')
    .select('gateway_payment_id')
    .where('id', '=', depositId)
    .executeTakeFirstOrThrow();
  return row.gateway_payment_id as string;
}

beforeAll(async () => {
  const database = await createTestDatabase();
  await seedDemoBrand(database.db, { gatewaySimulator: true });
  const settings = await createSettingsService(database.db);
  const bus = new InProcessEventBus();
  const originalPublish = bus.publish.bind(bus);
  bus.publish = (memberId, event) => {
    events.push({ memberId, event });
    originalPublish(memberId, event);
  };
  app = await buildApp({
    db: database.db,
    settings,
    geo: { countryOf: () => null },
    trustProxy: true,
    bodyLimitBytes: 1024 * 1024,
    logger: false,
    webDistDir: undefined,
    secretKey,
    events: bus,
    gatewaySimulator: true,
  });
  // Real HTTP: the server calls its own gateway simulator, which calls back.
  await app.listen({ port: 0, host: '127.0.0.1' });
  harness = {
    database,
    app,
    settings,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
  ledger = new LedgerService(new LedgerRepository(database.db));
  staffService = new StaffService(
    new StaffRepository(database.db),
    new SecretBox(secretKey),
    new LoginThrottle(new AuthRepository(database.db), settings),
    settings,
    new AuditService(new AuditRepository(database.db)),
  );
  [finance, secondFinance, customerService, content] = await Promise.all([
    signedInStaff('finance'),
    signedInStaff('finance'),
    signedInStaff('customerService'),
    signedInStaff('content'),
  ]);
  const channels = ok(await call(app, 'GET', '/api/admin/deposit-channels', { token: finance.token }))
    .channels as Array<{
    id: string;
    type: string;
  }>;
  bankChannelId = channels.find((channel) => channel.type === 'manual_bank')?.id as string;
  gatewayChannelId = channels.find((channel) => channel.type === 'gateway')?.id as string;
});

afterAll(async () => {
  const verification = await ledger.verify();
  expect(verification.discrepancies).toEqual([]);
  await harness?.close();
});

describe('deposit channels', () => {
  const bankChannel = {
    type: 'manual_bank',
    name: 'Second bank',
    localizedNames: { NE: 'दोस्रो बैंक' },
    enabled: true,
    sortOrder: 30,
    minAmount: '100',
    maxAmount: '20000',
    feeBasisPoints: 0,
    feeFixed: '0',
    bank: { bankName: 'Test Bank', accountName: 'Demo', accountNumber: '123456789', instructions: null },
  };

  it('the demo seed gives one bank and one simulator gateway channel, in order, to members', async () => {
    const member = await newMember();
    const body = ok(await call(app, 'GET', '/api/deposits/channels', { token: member.token }));
    expect(body.channels.map((channel: { type: string }) => channel.type).slice(0, 2)).toEqual([
      'manual_bank',
      'gateway',
    ]);
    expect(body.channels[0].bank.accountNumber).toMatch(/^\d+$/);
    expect(body.decimals).toBe(2);
  });

  it('finance staff create and edit channels; content staff cannot; customer service only reads', async () => {
    expectError(
      await call(app, 'POST', '/api/admin/deposit-channels', { token: content.token, body: bankChannel }),
      403,
      'forbidden',
    );
    expectError(
      await call(app, 'POST', '/api/admin/deposit-channels', {
        token: customerService.token,
        body: bankChannel,
      }),
      403,
      'forbidden',
    );
    expectError(
      await call(app, 'GET', '/api/admin/deposit-channels', { token: content.token }),
      403,
      'forbidden',
    );
    ok(await call(app, 'GET', '/api/admin/deposit-channels', { token: customerService.token }));
    const created = ok(
      await call(app, 'POST', '/api/admin/deposit-channels', { token: finance.token, body: bankChannel }),
    );
    expect(created).toMatchObject({
      name: 'Second bank',
      minAmountMinor: '10000',
      maxAmountMinor: '2000000',
      enabled: true,
    });
    const ledgerAccount = await ledger.accountByCode(`channel:${created.id}`);
    expect(ledgerAccount?.kind).toBe('payment_channel');

    const disabled = ok(
      await call(app, 'PUT', `/api/admin/deposit-channels/${created.id}`, {
        token: finance.token,
        body: { ...bankChannel, enabled: false, sortOrder: 5 },
      }),
    );
    expect(disabled).toMatchObject({ enabled: false, sortOrder: 5 });
    expectError(
      await call(app, 'PUT', `/api/admin/deposit-channels/${created.id}`, {
        token: content.token,
        body: bankChannel,
      }),
      403,
      'forbidden',
    );
    const member = await newMember();
    const visible = ok(await call(app, 'GET', '/api/deposits/channels', { token: member.token }));
    expect(visible.channels.map((channel: { id: string }) => channel.id)).not.toContain(created.id);
    expectError(await manualDeposit(member, { channelId: created.id }), 409, 'channel_unavailable');
    const audit = await harness.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'deposit_channel')
      .where('target_id', '=', created.id)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['deposit_channel.create', 'deposit_channel.update']);
  });

  it('a gateway secret is stored sealed and never returned', async () => {
    const secret = 'an-external-gateway-secret-0123456789';
    const created = ok(
      await call(app, 'POST', '/api/admin/deposit-channels', {
        token: finance.token,
        body: {
          ...bankChannel,
          type: 'gateway',
          name: 'External gateway',
          bank: null,
          enabled: false,
          gateway: { baseUrl: 'https://pay.example.com/api', merchantId: 'm-1', secret },
        },
      }),
    );
    expect(created.gateway).toEqual({
      baseUrl: 'https://pay.example.com/api',
      merchantId: 'm-1',
      hasSecret: true,
    });
    const list = await call(app, 'GET', '/api/admin/deposit-channels', { token: finance.token });
    expect(list.body).not.toContain(secret);
    const row = await harness.database.db
      .selectFrom('deposit_channels')
      .select('gateway_secret_sealed')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.gateway_secret_sealed).not.toContain(secret);
    expect(new SecretBox(secretKey).open(row.gateway_secret_sealed as string)).toBe(secret);
    const audit = await harness.database.db
      .selectFrom('audit_log')
      .select(['after'])
      .where('target_id', '=', created.id)
      .where('target_type', '=', 'deposit_channel')
      .execute();
    expect(JSON.stringify(audit)).not.toContain(secret);
  });
});

describe('manual deposits', () => {
  it('need 1 to 3 png or jpg proofs of at most 5 MB each (spec §8)', async () => {
    const member = await newMember();
    expectError(await manualDeposit(member, {}, []), 400, 'proof_required');
    const one = ok(await manualDeposit(member));
    expect(one).toMatchObject({
      status: 'pending',
      amountMinor: '50000',
      feeMinor: '0',
      creditedAmountMinor: '50000',
    });
    expect(one.proofImageIds).toHaveLength(1);
    const three = ok(
      await manualDeposit(member, {}, [
        { bytes: pngBytes, name: 'a.png', type: 'image/png' },
        { bytes: jpegBytes, name: 'b.jpg', type: 'image/jpeg' },
        { bytes: pngBytes, name: 'c.png', type: 'image/png' },
      ]),
    );
    expect(three.proofImageIds).toHaveLength(3);
    const four = Array.from({ length: 4 }, (_, index) => ({
      bytes: pngBytes,
      name: `${index}.png`,
      type: 'image/png',
    }));
    expectError(await manualDeposit(member, {}, four), 400, 'too_many_images');
    const large = Buffer.concat([pngBytes, Buffer.alloc(6 * 1024 * 1024)]);
    expectError(
      await manualDeposit(member, {}, [{ bytes: large, name: 'big.png', type: 'image/png' }]),
      413,
      'image_too_large',
    );
    expectError(
      await manualDeposit(member, {}, [{ bytes: gifBytes, name: 'renamed.png', type: 'image/png' }]),
      415,
      'image_type_not_allowed',
    );
    expectError(
      await manualDeposit(member, {}, [
        { bytes: Buffer.from('just text, not an image'), name: 'x.png', type: 'image/png' },
      ]),
      415,
      'image_type_not_allowed',
    );
    const list = ok(await call(app, 'GET', '/api/deposits', { token: member.token }));
    expect(list.pageInfo.total).toBe(2);
    // The member sees their own proof; staff see it too.
    const image = await call(app, 'GET', `/api/uploads/${one.proofImageIds[0]}`, { token: member.token });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('refuse negative, zero, too precise, huge, out-of-limit and non-numeric amounts with clear codes', async () => {
    const member = await newMember();
    for (const amount of ['-5', '0', '1.005', 'abc', '1e5', '', '12,5']) {
      const error = expectError(await manualDeposit(member, { amount }), 400, 'validation_failed');
      expect(JSON.stringify(error.issues ?? []), amount).toContain('amount');
    }
    expectError(await manualDeposit(member, { amount: '99.99' }), 400, 'amount_below_minimum');
    expectError(await manualDeposit(member, { amount: '500000.01' }), 400, 'amount_above_maximum');
    expectError(await manualDeposit(member, { amount: '9999999999999' }), 400, 'amount_above_maximum');
    expectError(await manualDeposit(member, { channelId: '999999' }), 409, 'channel_unavailable');
    expectError(await manualDeposit(member, { channelId: gatewayChannelId }), 409, 'channel_unavailable');
    expect(ok(await call(app, 'GET', '/api/deposits', { token: member.token })).pageInfo.total).toBe(0);
  });

  it('a replayed request id, even concurrently, creates one deposit; a reused id with another amount is refused', async () => {
    const member = await newMember();
    const requestId = randomUUID();
    const replies = await Promise.all(Array.from({ length: 5 }, () => manualDeposit(member, { requestId })));
    const ids = new Set(replies.map((reply) => ok(reply).id));
    expect(ids.size).toBe(1);
    const rows = await harness.database.db
      .selectFrom('deposits')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(rows).toHaveLength(1);
    const images = await harness.database.db
      .selectFrom('proof_images')
      .select('id')
      .where('subject_id', '=', rows[0]?.id as string)
      .execute();
    expect(images).toHaveLength(1);
    expectError(await manualDeposit(member, { requestId, amount: '600' }), 400, 'validation_failed');
  });

  it('at most 5 deposits may wait at once per member', async () => {
    const member = await newMember();
    for (let index = 0; index < 5; index += 1) ok(await manualDeposit(member));
    expectError(await manualDeposit(member), 429, 'too_many_requests');
  });

  it('10 concurrent approvals credit exactly once, with a live notice', async () => {
    const member = await newMember();
    const deposit = ok(await manualDeposit(member, { amount: '250.50' }));
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        decide(index % 2 ? finance : secondFinance, deposit.id, 'approve'),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(await balanceMinor(member)).toBe('25050');
    const transfers = await depositTransfers(deposit.id);
    expect(transfers.map((transfer) => [transfer.code, transfer.amount])).toEqual([['deposit', '25050']]);
    const detail = ok(await call(app, 'GET', `/api/deposits/${deposit.id}`, { token: member.token }));
    expect(detail.status).toBe('credited');
    expectError(await decide(finance, deposit.id, 'reject'), 409, 'invalid_state');
    const notices = events.filter(
      (entry) => entry.event.type === 'cashier' && entry.event.referenceId === deposit.id,
    );
    expect(notices.map((entry) => entry.event)).toEqual([
      { type: 'cashier', kind: 'deposit_credited', referenceId: deposit.id, amountMinor: '25050' },
    ]);
    expect(notices[0]?.memberId).toBe(member.id);
  });

  it('approve against reject: exactly one wins, and the money follows the winner', async () => {
    for (let round = 0; round < 3; round += 1) {
      const member = await newMember();
      const deposit = ok(await manualDeposit(member, { amount: '300' }));
      const [approve, reject] = await Promise.all([
        decide(finance, deposit.id, 'approve'),
        decide(secondFinance, deposit.id, 'reject'),
      ]);
      expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
      const final = ok(await call(app, 'GET', `/api/admin/deposits/${deposit.id}`, { token: finance.token }));
      if (approve.statusCode === 200) {
        expect(final.status).toBe('credited');
        expect(await balanceMinor(member)).toBe('30000');
      } else {
        expect(final.status).toBe('rejected');
        expect(final.reason).toBe('No such transfer on the statement');
        expect(await balanceMinor(member)).toBe('0');
        expect(await depositTransfers(deposit.id)).toEqual([]);
      }
    }
  });

  it('a decision left half-done (crashed after the claim) is finished by the next approval, once; terminal states stay', async () => {
    const member = await newMember();
    const deposit = ok(await manualDeposit(member, { amount: '120' }));
    // As if the process stopped between the claim and the ledger transfer.
    await harness.database.db
      .updateTable('deposits')
      .set({ status: 'crediting' })
      .where('id', '=', deposit.id)
      .execute();
    expect(ok(await call(app, 'GET', `/api/deposits/${deposit.id}`, { token: member.token })).status).toBe(
      'pending',
    );
    const replies = await Promise.all([
      decide(finance, deposit.id, 'approve'),
      decide(secondFinance, deposit.id, 'approve'),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toContain(200);
    expect(await balanceMinor(member)).toBe('12000');
    expect(await depositTransfers(deposit.id)).toHaveLength(1);
    // The database itself refuses to reopen a credited deposit.
    await expect(
      harness.database.db
        .updateTable('deposits')
        .set({ status: 'pending' })
        .where('id', '=', deposit.id)
        .execute(),
    ).rejects.toThrow(/cannot change/);
  });

  it('staff without decideCashier cannot decide; the queue filters by status, channel and member', async () => {
    const member = await newMember();
    const deposit = ok(await manualDeposit(member));
    expectError(await decide(customerService, deposit.id, 'approve'), 403, 'forbidden');
    expectError(await decide(content, deposit.id, 'approve'), 403, 'forbidden');
    const queue = ok(
      await call(
        app,
        'GET',
        `/api/admin/deposits?status=pending&member=${member.username}&channelId=${bankChannelId}`,
        {
          token: customerService.token,
        },
      ),
    );
    expect(queue.deposits.map((row: { id: string }) => row.id)).toEqual([deposit.id]);
    expect(queue.deposits[0]).toMatchObject({ memberUsername: member.username, status: 'pending' });
    const none = ok(
      await call(app, 'GET', `/api/admin/deposits?status=credited&member=${member.username}`, {
        token: finance.token,
      }),
    );
    expect(none.deposits).toEqual([]);
    expectError(
      await call(app, 'GET', '/api/admin/deposits?pageSize=1000', { token: finance.token }),
      400,
      'validation_failed',
    );
    const image = await call(app, 'GET', `/api/admin/uploads/${deposit.proofImageIds[0]}`, {
      token: finance.token,
    });
    expect(image.statusCode).toBe(200);
  });

  it("a member cannot see or touch another member's deposit", async () => {
    const owner = await newMember();
    const other = await newMember();
    const deposit = ok(await manualDeposit(owner));
    expectError(
      await call(app, 'GET', `/api/deposits/${deposit.id}`, { token: other.token }),
      404,
      'not_found',
    );
    expectError(
      await call(app, 'GET', `/api/uploads/${deposit.proofImageIds[0]}`, { token: other.token }),
      404,
      'not_found',
    );
    expect(ok(await call(app, 'GET', '/api/deposits', { token: other.token })).deposits).toEqual([]);
    // Members have no way to decide: the staff routes refuse a member's token.
    expectError(await decide({ token: other.token }, deposit.id, 'approve'), 401, 'unauthorized');
    expect(ok(await call(app, 'GET', `/api/deposits/${deposit.id}`, { token: owner.token })).status).toBe(
      'pending',
    );
  });
});

describe('gateway deposits', () => {
  it('a good notification credits once (less the 1% fee to the house); 5 concurrent duplicates change nothing', async () => {
    const member = await newMember();
    const { deposit, payUrl } = await gatewayDeposit(member);
    expect(payUrl).toMatch(/^\/gateway-sim\/pay\/sim_/);
    expect(deposit).toMatchObject({ status: 'pending', amountMinor: '100000', feeMinor: '1000' });
    const paymentId = await gatewayPaymentId(deposit.id);
    const body = notificationBody({ paymentId, merchantOrderId: deposit.id, amountMinor: '100000' });
    const replies = await Promise.all(Array.from({ length: 5 }, () => notify(gatewayChannelId, body)));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await balanceMinor(member)).toBe('99000');
    const transfers = await depositTransfers(deposit.id);
    expect(transfers.map((transfer) => [transfer.code, transfer.amount]).sort()).toEqual([
      ['deposit', '99000'],
      ['deposit_fee', '1000'],
    ]);
    // A later failure notice for the same payment changes nothing: credited is final.
    ok(
      await notify(
        gatewayChannelId,
        notificationBody({ paymentId, merchantOrderId: deposit.id, amountMinor: '100000', status: 'failed' }),
      ),
    );
    expect(ok(await call(app, 'GET', `/api/deposits/${deposit.id}`, { token: member.token })).status).toBe(
      'credited',
    );
    expect(await balanceMinor(member)).toBe('99000');
  });

  it('refuses bad and missing signatures and stale timestamps with signature_invalid (401)', async () => {
    const member = await newMember();
    const { deposit } = await gatewayDeposit(member);
    const paymentId = await gatewayPaymentId(deposit.id);
    const body = notificationBody({ paymentId, merchantOrderId: deposit.id, amountMinor: '100000' });
    expectError(await notify(gatewayChannelId, body, { secret: 'a-wrong-secret' }), 401, 'signature_invalid');
    expectError(
      await notify(gatewayChannelId, body, { nowMs: Date.now() - 6 * 60_000 }),
      401,
      'signature_invalid',
    );
    expectError(
      await notify(gatewayChannelId, body, { nowMs: Date.now() + 6 * 60_000 }),
      401,
      'signature_invalid',
    );
    const tampered = await app.inject({
      method: 'POST',
      url: `/api/payments/notify/${gatewayChannelId}`,
      headers: signedHeaders(simulatorMerchantSecret(secretKey, 'demo-merchant'), body),
      payload: body.replace('100000', '900000'),
    });
    expectError(tampered, 401, 'signature_invalid');
    const unsigned = await app.inject({
      method: 'POST',
      url: `/api/payments/notify/${gatewayChannelId}`,
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expectError(unsigned, 401, 'signature_invalid');
    expect(await balanceMinor(member)).toBe('0');
    expect(ok(await call(app, 'GET', `/api/deposits/${deposit.id}`, { token: member.token })).status).toBe(
      'pending',
    );
  });

  it('an unknown payment is 404; a different amount is refused and changes nothing', async () => {
    const member = await newMember();
    const { deposit } = await gatewayDeposit(member);
    const paymentId = await gatewayPaymentId(deposit.id);
    expectError(
      await notify(
        gatewayChannelId,
        notificationBody({ paymentId: 'sim_unknown', merchantOrderId: randomUUID(), amountMinor: '100000' }),
      ),
      404,
      'not_found',
    );
    expectError(
      await notify(
        gatewayChannelId,
        notificationBody({ paymentId, merchantOrderId: deposit.id, amountMinor: '100001' }),
      ),
      400,
      'validation_failed',
    );
    expect(await balanceMinor(member)).toBe('0');
  });

  it('a failure notification marks the deposit failed without money, with a live notice', async () => {
    const member = await newMember();
    const { deposit } = await gatewayDeposit(member, '200');
    const paymentId = await gatewayPaymentId(deposit.id);
    ok(
      await notify(
        gatewayChannelId,
        notificationBody({ paymentId, merchantOrderId: deposit.id, amountMinor: '20000', status: 'failed' }),
      ),
    );
    ok(
      await notify(
        gatewayChannelId,
        notificationBody({ paymentId, merchantOrderId: deposit.id, amountMinor: '20000', status: 'paid' }),
      ),
    );
    const detail = ok(await call(app, 'GET', `/api/deposits/${deposit.id}`, { token: member.token }));
    expect(detail.status).toBe('failed');
    expect(await balanceMinor(member)).toBe('0');
    expect(await depositTransfers(deposit.id)).toEqual([]);
    expect(
      events.some(
        (entry) =>
          entry.event.type === 'cashier' &&
          entry.event.kind === 'deposit_failed' &&
          entry.event.referenceId === deposit.id,
      ),
    ).toBe(true);
  });

  it('end to end through the simulator over HTTP: pay, the signed callback credits, a resent duplicate does not', async () => {
    const member = await newMember();
    const requestId = randomUUID();
    const first = ok(
      await call(app, 'POST', '/api/deposits/gateway', {
        token: member.token,
        body: { requestId, channelId: gatewayChannelId, amount: '150' },
      }),
    );
    // A retry of the create (a lost reply) returns the same payment.
    const retry = ok(
      await call(app, 'POST', '/api/deposits/gateway', {
        token: member.token,
        body: { requestId, channelId: gatewayChannelId, amount: '150' },
      }),
    );
    expect(retry.payUrl).toBe(first.payUrl);
    const address = app.server.address() as { port: number };
    const base = `http://127.0.0.1:${address.port}`;
    const page = await fetch(`${base}${first.payUrl}`);
    expect(await page.text()).toContain('NPR 150.00');
    const pay = await fetch(`${base}${first.payUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=paid',
      redirect: 'manual',
    });
    expect(pay.status).toBe(303);
    await expect
      .poll(
        async () =>
          ok(await call(app, 'GET', `/api/deposits/${first.deposit.id}`, { token: member.token })).status,
        {
          timeout: 10_000,
        },
      )
      .toBe('credited');
    expect(await balanceMinor(member)).toBe('14850');
    await fetch(`${base}${first.payUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=resend',
      redirect: 'manual',
    });
    await expect
      .poll(
        async () => (await (await fetch(`${base}${first.payUrl}`)).text()).match(/HTTP 200/g)?.length ?? 0,
        { timeout: 10_000 },
      )
      .toBe(3);
    expect(await balanceMinor(member)).toBe('14850');
    expect(await depositTransfers(first.deposit.id)).toHaveLength(2);
  });

  it('the simulator refuses a create call that is not signed by the merchant', async () => {
    const address = app.server.address() as { port: number };
    const body = JSON.stringify({
      merchantId: 'demo-merchant',
      merchantOrderId: randomUUID(),
      amountMinor: '100',
      currency: 'NPR',
      notifyUrl: 'http://127.0.0.1:1/x',
      returnUrl: '/',
    });
    const response = await fetch(`http://127.0.0.1:${address.port}/gateway-sim/api/payments`, {
      method: 'POST',
      headers: signedHeaders('not-the-merchant-secret', body),
      body,
    });
    expect(response.status).toBe(401);
  });
});

describe('unpaid gateway payments', () => {
  const closeJob = () => {
    const job = app.scheduledJobs.find((candidate) => candidate.name === 'deposits-close-unpaid-gateway');
    if (!job) throw new Error('no deposits-close-unpaid-gateway job');
    return job.run();
  };

  /** As if the deposit had been made this many minutes ago. */
  async function age(depositId: string, minutes: number) {
    await harness.database.db
      .updateTable('deposits')
      .set({ created_at: new Date(Date.now() - minutes * 60_000) })
      .where('id', '=', depositId)
      .execute();
  }

  async function depositRow(depositId: string) {
    return harness.database.db
      .selectFrom('deposits')
      .select(['status', 'reason', 'gateway_payment_id'])
      .where('id', '=', depositId)
      .executeTakeFirstOrThrow();
  }

  it(`closes a payment left unpaid for ${gatewayPaymentExpiryMinutes} minutes: the deposit fails as expired, the pending cap frees, and the page can no longer pay`, async () => {
    const member = await newMember();
    const deposits = [];
    for (let index = 0; index < 5; index += 1) deposits.push(await gatewayDeposit(member, '200'));
    expectError(
      await call(app, 'POST', '/api/deposits/gateway', {
        token: member.token,
        body: { requestId: randomUUID(), channelId: gatewayChannelId, amount: '200' },
      }),
      429,
      'too_many_requests',
    );
    const [young, ...old] = deposits as [(typeof deposits)[number], ...typeof deposits];
    await age(young.deposit.id, gatewayPaymentExpiryMinutes - 1);
    for (const entry of old) await age(entry.deposit.id, gatewayPaymentExpiryMinutes + 1);
    await closeJob();
    for (const entry of old) {
      const detail = ok(await call(app, 'GET', `/api/deposits/${entry.deposit.id}`, { token: member.token }));
      expect(detail).toMatchObject({ status: 'failed', reason: 'expired_unpaid', payUrl: null });
    }
    expect((await depositRow(young.deposit.id)).status).toBe('pending');
    expect(
      events.filter(({ event }) => {
        if (event.type !== 'cashier' || event.kind !== 'deposit_failed') return false;
        return old.some((deposit) => deposit.deposit.id === event.referenceId);
      }),
    ).toHaveLength(old.length);
    // The cap counts only what still waits.
    await gatewayDeposit(member, '200');
    // The closed payment's page says so, and paying it there moves nothing.
    const address = app.server.address() as { port: number };
    const payUrl = `http://127.0.0.1:${address.port}${old[0]?.payUrl}`;
    expect(await (await fetch(payUrl)).text()).toContain('expired');
    await fetch(payUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=paid',
      redirect: 'manual',
    });
    expect(await (await fetch(payUrl)).text()).toContain('can no longer be paid');
    await closeJob();
    expect(await depositRow(old[0]?.deposit.id as string)).toMatchObject({ status: 'failed' });
    expect(await balanceMinor(member)).toBe('0');
    const audit = await harness.database.db
      .selectFrom('audit_log')
      .select('action')
      .where(
        'target_id',
        'in',
        old.map((entry) => entry.deposit.id),
      )
      .where('action', '=', 'deposit.gateway_expired')
      .execute();
    expect(audit).toHaveLength(old.length);
  });

  it('a close that finds the payment paid (its notification lost) credits once; failed fails; no answer or another amount leaves it pending', async () => {
    const secret = 'an-external-gateway-secret-for-closing';
    const merchantId = 'close-test';
    /** Per order: what the fake gateway answers to a close. */
    const closeAnswers = new Map<string, { status: number; body: unknown }>();
    const amounts = new Map<string, string>();
    let badSignatures = 0;
    const gateway = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const raw = Buffer.concat(chunks);
        const send = (status: number, body: unknown) =>
          response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        if (!hasValidSignature(secret, request.headers, raw)) {
          badSignatures += 1;
          return send(401, { error: 'signature' });
        }
        const body = JSON.parse(raw.toString('utf8')) as { merchantOrderId: string; amountMinor?: string };
        if (request.url === '/api/payments') {
          amounts.set(body.merchantOrderId, body.amountMinor as string);
          return send(200, { paymentId: `ext_${body.merchantOrderId}`, payUrl: 'https://pay.example.com/p' });
        }
        const answer = closeAnswers.get(body.merchantOrderId) ?? { status: 500, body: {} };
        return send(answer.status, answer.body);
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    try {
      const port = (gateway.address() as { port: number }).port;
      const channel = ok(
        await call(app, 'POST', '/api/admin/deposit-channels', {
          token: finance.token,
          body: {
            type: 'gateway',
            name: 'Closing gateway',
            localizedNames: {},
            enabled: true,
            sortOrder: 90,
            minAmount: '100',
            maxAmount: '20000',
            feeBasisPoints: 0,
            feeFixed: '0',
            bank: null,
            gateway: { baseUrl: `http://127.0.0.1:${port}/api`, merchantId, secret },
          },
        }),
      );
      const member = await newMember();
      const make = async () =>
        ok(
          await call(app, 'POST', '/api/deposits/gateway', {
            token: member.token,
            body: { requestId: randomUUID(), channelId: channel.id, amount: '300' },
          }),
        ).deposit as { id: string };
      const [paid, failed, silent, other] = [await make(), await make(), await make(), await make()];
      const stranger = await make();
      const answer = (id: string, status: string, amountMinor = amounts.get(id) as string) => ({
        status: 200,
        body: { paymentId: `ext_${id}`, status, amountMinor, currency: 'NPR' },
      });
      closeAnswers.set(paid.id, answer(paid.id, 'paid'));
      closeAnswers.set(failed.id, answer(failed.id, 'failed'));
      closeAnswers.set(other.id, answer(other.id, 'paid', '999999'));
      // A paid payment, but not the one this deposit was given.
      closeAnswers.set(stranger.id, {
        status: 200,
        body: { ...answer(stranger.id, 'paid').body, paymentId: 'ext_someone_else' },
      });
      for (const deposit of [paid, failed, silent, other, stranger])
        await age(deposit.id, gatewayPaymentExpiryMinutes + 5);
      // Two runs at once (two processes): the money still moves once.
      await Promise.all([closeJob(), closeJob()]);
      expect(await depositRow(paid.id)).toMatchObject({ status: 'credited' });
      expect(await depositRow(failed.id)).toMatchObject({ status: 'failed', reason: 'gateway_failed' });
      expect(await depositRow(silent.id)).toMatchObject({ status: 'pending' });
      expect(await depositRow(stranger.id)).toMatchObject({
        status: 'pending',
        gateway_payment_id: `ext_${stranger.id}`,
      });
      expect(await depositRow(other.id)).toMatchObject({ status: 'pending' });
      expect(await balanceMinor(member)).toBe('30000');
      expect(await depositTransfers(paid.id)).toHaveLength(1);
      expect(badSignatures).toBe(0);
      // The gateway answers later: the next run settles it.
      closeAnswers.set(silent.id, {
        status: 200,
        body: { paymentId: null, status: 'closed', amountMinor: null, currency: null },
      });
      await closeJob();
      expect(await depositRow(silent.id)).toMatchObject({ status: 'failed', reason: 'expired_unpaid' });
      expect(await depositRow(other.id)).toMatchObject({ status: 'pending' });
      expect(await balanceMinor(member)).toBe('30000');
    } finally {
      gateway.closeAllConnections();
      await new Promise((resolve) => gateway.close(resolve));
    }
  });
});
