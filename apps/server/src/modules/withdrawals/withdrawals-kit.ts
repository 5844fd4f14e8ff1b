import { randomBytes, randomUUID } from 'node:crypto';
import type { LiveEvent } from '@gaming/contracts/live';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../app.js';
import { seedDemoBrand } from '../../db/seed/demo-brand.js';
import { InProcessEventBus } from '../../platform/events.js';
import { hashPassword } from '../../platform/security/passwords.js';
import { hashToken } from '../../platform/security/tokens.js';
import {
  type AccountsHarness,
  call,
  createMember,
  loginToken,
  type TestMember,
} from '../../testing/accounts-kit.js';
import { fundFromHouse } from '../../testing/ledger-kit.js';
import { createSettingsService } from '../../testing/test-app.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { LedgerRepository } from '../wallet/ledger-repository.js';
import { LedgerService } from '../wallet/ledger-service.js';

/** Test-only helpers for the withdrawal integration tests: the real app, with a bus the test can listen to. */
export type WithdrawalsHarness = AccountsHarness & {
  events: InProcessEventBus;
  ledger: LedgerService;
};

export async function startWithdrawalsHarness(): Promise<WithdrawalsHarness> {
  const database = await createTestDatabase();
  await seedDemoBrand(database.db);
  const settings = await createSettingsService(database.db);
  const events = new InProcessEventBus();
  const app = await buildApp({
    db: database.db,
    settings,
    geo: { countryOf: () => null },
    trustProxy: true,
    bodyLimitBytes: 1024 * 1024,
    logger: process.env.TEST_LOG_LEVEL ? { level: process.env.TEST_LOG_LEVEL } : false,
    webDistDir: undefined,
    secretKey: Buffer.alloc(32, 7),
    events,
  });
  return {
    database,
    app,
    settings,
    events,
    ledger: new LedgerService(new LedgerRepository(database.db)),
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

export type WithdrawingMember = { member: TestMember; token: string; notices: () => LiveEvent[] };

/** A member with payment password 123456, a session, and a record of the live events published to them. */
export async function withdrawingMember(harness: WithdrawalsHarness): Promise<WithdrawingMember> {
  const member = await createMember(harness);
  await harness.database.db
    .updateTable('members')
    .set({ payment_password_hash: await hashPassword('123456') })
    .where('id', '=', member.id)
    .execute();
  const received: LiveEvent[] = [];
  harness.events.subscribe(member.id, (event) => received.push(event));
  return { member, token: await loginToken(harness, member), notices: () => received };
}

/** Money enters the wallet as a deposit would: from the house through a ledger transfer. */
export async function fund(harness: WithdrawalsHarness, member: TestMember, amountMinor: bigint) {
  const { houseId, walletId } = await fundFromHouse(harness.ledger, member.id, amountMinor);
  return { houseId, walletId };
}

export function memberWallet(harness: WithdrawalsHarness, member: TestMember) {
  return harness.ledger.ensureAccount({
    code: `member:${member.id}:main`,
    kind: 'member_main',
    memberId: member.id,
    currency: 'NPR',
    mayGoNegative: false,
  });
}

export async function balances(harness: WithdrawalsHarness, token: string) {
  const response = await call(harness.app, 'GET', '/api/wallet/balance', { token });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return { balance: body.balanceMinor, available: body.availableMinor, held: body.heldMinor } as {
    balance: string;
    available: string;
    held: string;
  };
}

let staffCounter = 0;

/** A signed-in staff member of a role, with the session written as the staff service writes it. */
export async function staffToken(
  harness: WithdrawalsHarness,
  role: 'admin' | 'finance' | 'customerService' | 'risk',
): Promise<string> {
  staffCounter += 1;
  const staff = await harness.database.db
    .insertInto('staff')
    .values({
      username: `${role.toLowerCase()}${staffCounter}${randomBytes(2).toString('hex')}`,
      display_name: `${role} ${staffCounter}`,
      role,
      password_hash: await hashPassword('not-used-here-1A'),
      password_must_change: false,
      totp_secret_sealed: 'not-used',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = randomBytes(32).toString('base64url');
  await harness.database.db
    .insertInto('staff_sessions')
    .values({
      token_hash: hashToken(token),
      staff_id: staff.id,
      ip: null,
      idle_expires_at: new Date(Date.now() + 3_600_000),
      expires_at: new Date(Date.now() + 3_600_000),
    })
    .execute();
  return token;
}

export function requestBody(amount: string, overrides: Record<string, string> = {}) {
  return {
    requestId: randomUUID(),
    amount,
    paymentPassword: '123456',
    bankName: 'Nabil Bank',
    accountHolder: 'Test Holder',
    accountNumber: '0123 4567 8901',
    ...overrides,
  };
}

export async function requestWithdrawal(
  harness: WithdrawalsHarness,
  token: string,
  amount: string,
): Promise<{ id: string; status: string }> {
  const response = await call(harness.app, 'POST', '/api/withdrawals', { token, body: requestBody(amount) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export function decide(harness: WithdrawalsHarness, staff: string, id: string, body: Record<string, string>) {
  return call(harness.app, 'POST', `/api/admin/withdrawals/${id}/decision`, { token: staff, body });
}

export async function decideOk(
  harness: WithdrawalsHarness,
  staff: string,
  id: string,
  body: Record<string, string>,
) {
  const response = await decide(harness, staff, id, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const payers = new WeakMap<WithdrawalsHarness, Promise<string>>();

/**
 * A second finance staff member of the harness, who marks paid what another one approved (the approver
 * may not, issue 14 #17).
 */
export function payerToken(harness: WithdrawalsHarness): Promise<string> {
  let payer = payers.get(harness);
  if (!payer) {
    payer = staffToken(harness, 'finance');
    payers.set(harness, payer);
  }
  return payer;
}

/** A withdrawal approved by `staff` and marked paid by a second finance staff member. */
export async function paidWithdrawal(
  harness: WithdrawalsHarness,
  token: string,
  staff: string,
  amount: string,
) {
  const created = await requestWithdrawal(harness, token, amount);
  await decideOk(harness, staff, created.id, { action: 'approve', reason: 'checks fine' });
  await decideOk(harness, await payerToken(harness), created.id, {
    action: 'markPaid',
    reason: 'sent by bank',
    payoutReference: 'BANK-REF-1',
  });
  return created.id;
}

export const pngBytes = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8cfc0f01f0005000201a0f5e6d90000000049454e44ae426082',
  'hex',
);

/** A multipart body with fields and files, as a browser's FormData would send it. */
export function multipart(
  fields: Record<string, string>,
  files: Array<{ name?: string; filename: string; contentType: string; bytes: Buffer }>,
) {
  const boundary = `----withdrawal${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.name ?? 'proof'}"; filename="${file.filename}"\r\ncontent-type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function reportNotReceived(
  harness: WithdrawalsHarness,
  token: string,
  id: string,
  files: Parameters<typeof multipart>[1],
): Promise<LightMyRequestResponse> {
  const form = multipart({ note: 'nothing arrived' }, files);
  return call(harness.app, 'POST', `/api/withdrawals/${id}/not-received`, {
    token,
    body: form.body,
    headers: { 'content-type': form.contentType },
  });
}
