import { randomUUID } from 'node:crypto';
import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type { StaffRole } from '@gaming/contracts/staff';
import type { AdminVendorMove } from '@gaming/contracts/vendor-wallet-moves';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsHarness,
  call,
  expectError,
  signInNewStaff,
  staffServiceOf,
} from '../../testing/accounts-kit.js';
import type { VendorSimProcess } from '../../testing/vendor-sim-process.js';
import { vendorWalletKit } from '../../testing/vendor-wallet-kit.js';
import type { StaffService } from '../staff/staff-service.js';
import type { LedgerService } from './ledger-service.js';

/**
 * The back office's screen of transfer-wallet moves left open, against apps/vendor-sim as its own
 * process (as vendor-wallet-transfers.int.test.ts): the list and its filters, and staff's "check now",
 * which must finish or undo a move exactly once, however many checks (and the recovery job) race.
 */

const kit = vendorWalletKit();
const {
  fundedMember,
  move,
  mainBalance,
  simulator,
  simBalance,
  transferRow,
  runRecoveryJob,
  expectBooksClean,
} = kit;
/** Lost answers on both tries of the move and on the status query: the vendor applied it, we cannot tell. */
const appliedButUnknown = ['transfer_applied_timeout', 'transfer_applied_timeout', 'status_timeout'];
/** The vendor never got the move and its status query failed: only a later status query can tell. */
const neverReceivedButUnknown = ['transfer_timeout', 'transfer_timeout', 'status_error'];

let sim: VendorSimProcess;
let harness: AccountsHarness;
let ledger: LedgerService;
let staffService: StaffService;
let finance: string;
let support: string;
let content: string;

function ok(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function signedInStaff(role: StaffRole): Promise<string> {
  return signInNewStaff(harness.app, staffService, role).then((staff) => staff.token);
}

beforeAll(async () => {
  ({ sim, harness, ledger } = await kit.start());
  staffService = staffServiceOf(harness);
  finance = await signedInStaff('finance');
  support = await signedInStaff('customerService');
  content = await signedInStaff('content');
});

afterAll(() => kit.stop());

/**
 * A move the member made whose outcome stays unknown (HTTP 202, state sent), left alone for a while as a
 * stuck move is (staff may check only a move nobody has touched for a few minutes); returns its id.
 */
async function stuckMove(
  token: string,
  faults: string[],
  body: { vendorCode: string; amount: string; direction: 'in' | 'out' },
  options: { fresh?: boolean } = {},
): Promise<string> {
  await sim.queueFaults(body.vendorCode, faults);
  const reply = await move(token, body);
  expect(reply.statusCode, reply.body).toBe(202);
  const id: string = reply.json().transferId;
  if (!options.fresh)
    await harness.database.db
      .updateTable('vendor_wallet_transfers')
      .set({ created_at: sql`now() - interval '10 minutes'`, updated_at: sql`now() - interval '10 minutes'` })
      .where('id', '=', id)
      .execute();
  return id;
}

function list(query = '', token: string | undefined = finance) {
  return call(harness.app, 'GET', `/api/admin/vendor-moves${query ? `?${query}` : ''}`, { token });
}

function check(id: string, token: string | undefined = finance) {
  return call(harness.app, 'POST', `/api/admin/vendor-moves/${id}/check`, { token });
}

async function listed(query: string): Promise<AdminVendorMove[]> {
  return ok(await list(`${query}&pageSize=100`)).moves;
}

async function checkAudits(id: string) {
  return harness.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'wallet.vendor_move_check')
    .where('target_id', '=', id)
    .execute();
}

describe('the list of unsettled moves', () => {
  it('shows a stuck move with its fields, oldest first, and filters by vendor and by given up', async () => {
    const { member, token } = await fundedMember();
    const done = await move(token, { vendorCode: 'PG', amount: '1', direction: 'in' });
    expect(done.statusCode, done.body).toBe(200);
    const stuck = await stuckMove(token, appliedButUnknown, {
      vendorCode: 'PG',
      amount: '40',
      direction: 'in',
    });
    const other = await stuckMove(token, neverReceivedButUnknown, {
      vendorCode: 'JDB',
      amount: '12.5',
      direction: 'in',
    });
    // The open move blocks the member's other moves with that vendor until it is settled.
    expectError(await move(token, { vendorCode: 'PG', amount: '1', direction: 'in' }), 409, 'invalid_state');

    const body = ok(await list('pageSize=100'));
    expect(body).toMatchObject({ currency: 'NPR', decimals: 2, attemptLimit: 100 });
    expect(body.pageInfo).toMatchObject({ page: 1, pageSize: 100 });
    const row = (body.moves as AdminVendorMove[]).find((entry) => entry.id === stuck);
    const stored = await transferRow(stuck);
    expect(row).toEqual({
      id: stuck,
      memberId: member.id,
      memberAccount: member.username,
      vendorCode: 'PG',
      direction: 'in',
      amountMinor: '4000',
      state: 'sent',
      failureCode: null,
      attempts: 1,
      isGivenUp: false,
      lastError: stored.last_error,
      nextCheckAt: new Date(stored.next_check_at).toISOString(),
      createdAt: new Date(stored.created_at).toISOString(),
      updatedAt: new Date(stored.updated_at).toISOString(),
    });
    // Settled moves are not listed.
    expect((body.moves as AdminVendorMove[]).map((entry) => entry.id)).not.toContain(done.json().transferId);
    expect(row?.lastError).toMatch(/timeout/);
    expect(new Date(row?.nextCheckAt as string).getTime()).toBeGreaterThan(Date.now());
    for (const entry of body.moves as AdminVendorMove[]) expect(['started', 'sent']).toContain(entry.state);
    const created = (body.moves as AdminVendorMove[]).map((entry) => entry.createdAt);
    expect(created).toEqual([...created].sort());

    const pg = await listed('vendor=PG');
    expect(pg.map((entry) => entry.id)).toContain(stuck);
    expect(pg.map((entry) => entry.id)).not.toContain(other);
    expect(pg.every((entry) => entry.vendorCode === 'PG')).toBe(true);
    expect((await listed('vendor=JDB')).map((entry) => entry.id)).toContain(other);

    // The recovery job gave up on one: it shows under given_up only, the other under retrying only.
    await harness.database.db
      .updateTable('vendor_wallet_transfers')
      .set({ attempts: 100 })
      .where('id', '=', other)
      .execute();
    const givenUp = await listed('recovery=given_up');
    expect(givenUp.map((entry) => entry.id)).toContain(other);
    expect(givenUp.map((entry) => entry.id)).not.toContain(stuck);
    expect(givenUp.find((entry) => entry.id === other)).toMatchObject({ isGivenUp: true, attempts: 100 });
    const retrying = await listed('recovery=retrying');
    expect(retrying.map((entry) => entry.id)).toContain(stuck);
    expect(retrying.map((entry) => entry.id)).not.toContain(other);
    expect(await listed('vendor=PG&recovery=given_up')).toEqual(
      givenUp.filter((entry) => entry.vendorCode === 'PG'),
    );

    // Paging: one a page, the total counts them all.
    const first = ok(await list('pageSize=1'));
    expect(first.moves).toHaveLength(1);
    expect(first.pageInfo.total).toBeGreaterThanOrEqual(2);
    const second = ok(await list('pageSize=1&page=2'));
    expect(second.moves[0].id).not.toBe(first.moves[0].id);

    // A given-up move is still staff's to check: the vendor never got it, so it is undone.
    const checked = ok(await check(other));
    expect(checked).toMatchObject({
      result: 'checked',
      move: { id: other, state: 'failed', failureCode: 'vendor_refused', attempts: 101 },
    });
    expect((await listed('recovery=given_up')).map((entry) => entry.id)).not.toContain(other);
    // Leave nothing open for the tests below: the applied one completes.
    expect(ok(await check(stuck)).move).toMatchObject({ state: 'completed' });
    expect(await mainBalance(token)).toBe('5900');
    expect(await simBalance('PG', member)).toBe('4100');
    expect(await simBalance('JDB', member)).toBe('0');
    await expectBooksClean();
  });
});

describe('check now', () => {
  it('completes a move in the vendor applied: the money reaches the vendor side once, audited', async () => {
    const { member, token } = await fundedMember();
    const id = await stuckMove(token, appliedButUnknown, { vendorCode: 'PG', amount: '25', direction: 'in' });
    // Held in the main wallet meanwhile, already at the vendor.
    expect((await call(harness.app, 'GET', '/api/wallet/balance', { token })).json()).toMatchObject({
      balanceMinor: '10000',
      heldMinor: '2500',
    });
    const reply = ok(await check(id));
    expect(reply).toMatchObject({
      result: 'checked',
      move: { id, memberAccount: member.username, state: 'completed', attempts: 2, lastError: null },
    });
    expect((await call(harness.app, 'GET', '/api/wallet/balance', { token })).json()).toMatchObject({
      balanceMinor: '7500',
      heldMinor: '0',
    });
    expect(await simBalance('PG', member)).toBe('2500');
    expect((await listed('vendor=PG')).map((entry) => entry.id)).not.toContain(id);
    // Again: the move is settled, nothing runs, nothing more is audited.
    expect(ok(await check(id))).toMatchObject({ result: 'settled', move: { state: 'completed' } });
    expect(await mainBalance(token)).toBe('7500');
    const audits = await checkAudits(id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actor_type: 'staff',
      target_type: 'vendor_transfer',
      before: { state: 'sent', attempts: 1 },
      after: { state: 'completed', attempts: 2 },
    });
    await expectBooksClean();
  });

  it('completes a move out the vendor applied: the money reaches the main wallet once', async () => {
    const { member, token } = await fundedMember();
    expect((await move(token, { vendorCode: 'JDB', amount: '50', direction: 'in' })).statusCode).toBe(200);
    const id = await stuckMove(token, appliedButUnknown, {
      vendorCode: 'JDB',
      amount: '20',
      direction: 'out',
    });
    expect(await simBalance('JDB', member)).toBe('3000');
    expect(await mainBalance(token)).toBe('5000');
    expect(ok(await check(id)).move).toMatchObject({ state: 'completed', direction: 'out' });
    expect(await mainBalance(token)).toBe('7000');
    expect(ok(await check(id)).result).toBe('settled');
    expect(await mainBalance(token)).toBe('7000');
    await expectBooksClean();
  });

  it('undoes a move the vendor never received, and the vendor refuses a late copy', async () => {
    const { member, token } = await fundedMember();
    const id = await stuckMove(token, neverReceivedButUnknown, {
      vendorCode: 'PG',
      amount: '30',
      direction: 'in',
    });
    const reply = ok(await check(id));
    expect(reply).toMatchObject({
      result: 'checked',
      move: { state: 'failed', failureCode: 'vendor_refused' },
    });
    expect((await call(harness.app, 'GET', '/api/wallet/balance', { token })).json()).toMatchObject({
      balanceMinor: '10000',
      heldMinor: '0',
    });
    expect(await simBalance('PG', member)).toBe('0');
    // A late copy of the lost request is refused by the vendor: the undoing can never be undercut.
    const { body: late } = await simulator('PG', 'deposit', {
      playerId: member.id,
      transferId: id,
      amountMinor: '3000',
      currency: 'NPR',
    });
    expect(late).toMatchObject({ status: 'error', code: 'transfer_cancelled' });
    expect(await simBalance('PG', member)).toBe('0');
    // The member can move money with this vendor again.
    expect((await move(token, { vendorCode: 'PG', amount: '1', direction: 'in' })).statusCode).toBe(200);
    expect(await checkAudits(id)).toHaveLength(1);
    await expectBooksClean();
  });

  it('leaves a move open when the vendor still cannot say, noting why and when to ask again', async () => {
    const { token } = await fundedMember();
    const id = await stuckMove(token, appliedButUnknown, { vendorCode: 'JDB', amount: '5', direction: 'in' });
    // Both status queries of the pass fail (the pass asks again before it gives the answer up).
    await sim.queueFaults('JDB', ['status_error', 'status_error']);
    const reply = ok(await check(id));
    expect(reply).toMatchObject({ result: 'checked', move: { id, state: 'sent', attempts: 2 } });
    expect(reply.move.lastError).toBeTruthy();
    expect(new Date(reply.move.nextCheckAt).getTime()).toBeGreaterThan(Date.now());
    expect(await mainBalance(token)).toBe('10000');
    expect(ok(await check(id)).move).toMatchObject({ state: 'completed', attempts: 3 });
    expect(await mainBalance(token)).toBe('9500');
    await expectBooksClean();
  });

  it('refuses to check a move made in the last minutes (its request may still be working on it)', async () => {
    const { token } = await fundedMember();
    const id = await stuckMove(
      token,
      appliedButUnknown,
      { vendorCode: 'PG', amount: '12.00', direction: 'in' },
      { fresh: true },
    );
    const before = await transferRow(id);
    expectError(await check(id), 409, 'invalid_state');
    const after = await transferRow(id);
    expect(after.state).toBe('sent');
    expect(after.attempts).toBe(before.attempts);
  });

  it('moves the money once when checks and the recovery job race on one move', async () => {
    const { member, token } = await fundedMember();
    const id = await stuckMove(token, appliedButUnknown, {
      vendorCode: 'PG',
      amount: '33.33',
      direction: 'in',
    });
    // Due for the job too.
    await harness.database.db
      .updateTable('vendor_wallet_transfers')
      .set({
        updated_at: sql`now() - interval '10 minutes'`,
        next_check_at: sql`now() - interval '1 second'`,
      })
      .where('id', '=', id)
      .execute();
    const [first, second] = await Promise.all([check(id), check(id), runRecoveryJob()]);
    const results = [ok(first), ok(second)];
    for (const result of results) expect(['checked', 'busy', 'settled']).toContain(result.result);
    expect((await transferRow(id)).state).toBe('completed');
    expect(await mainBalance(token)).toBe('6667');
    expect(await simBalance('PG', member)).toBe('3333');
    expect((await call(harness.app, 'GET', '/api/wallet/balance', { token })).json().heldMinor).toBe('0');
    // Our ledger's figure for the vendor wallet moved once too, whoever ran the step.
    const sub = await ledger.accountByCode(`member:${member.id}:vendor:pg`);
    expect((await ledger.balanceOf(sub?.id as string)).postedMinor).toBe(3333n);
    // Each check that ran is audited; a busy or settled answer ran nothing.
    const ran = results.filter((result) => result.result === 'checked').length;
    expect(await checkAudits(id)).toHaveLength(ran);
    await expectBooksClean();
  });
});

describe('who may and what is refused', () => {
  it('lets only cashier readers list and only cashier deciders check', async () => {
    const { token } = await fundedMember();
    const id = await stuckMove(token, neverReceivedButUnknown, {
      vendorCode: 'JDB',
      amount: '2',
      direction: 'in',
    });
    expect(ok(await list('', support)).moves.length).toBeGreaterThanOrEqual(1);
    expectError(await list('', content), 403, 'forbidden');
    expectError(await check(id, support), 403, 'forbidden');
    expectError(await check(id, content), 403, 'forbidden');
    // Without a session (a default argument would stand in for undefined, so call directly).
    expectError(await call(harness.app, 'GET', '/api/admin/vendor-moves'), 401, 'unauthorized');
    expectError(await call(harness.app, 'POST', `/api/admin/vendor-moves/${id}/check`), 401, 'unauthorized');
    // The refused checks did not touch the move.
    expect(await transferRow(id)).toMatchObject({ state: 'sent', attempts: 1 });
    expect(ok(await check(id)).move.state).toBe('failed');
  });

  it('refuses bad input with 400 and an unknown move with 404', async () => {
    expectError(await check('not-a-uuid'), 400, 'validation_failed');
    expectError(await list('pageSize=101'), 400, 'validation_failed');
    expectError(await list('pageSize=0'), 400, 'validation_failed');
    expectError(await list('vendor=p%20g'), 400, 'validation_failed');
    expectError(await list('recovery=maybe'), 400, 'validation_failed');
    expectError(await check(randomUUID()), 404, 'not_found');
  });
});

describe('route table', () => {
  it('documents both operations under their operationId', async () => {
    const document = ok(await call(harness.app, 'GET', '/api/openapi.json'));
    for (const operationId of ['adminVendorMoveList', 'adminVendorMoveCheck'] as const) {
      const route = adminApiRoutes[operationId];
      const documented = document.paths[route.path.replace(/:(\w+)/g, '{$1}')];
      expect(documented?.[route.method.toLowerCase()]?.operationId, operationId).toBe(operationId);
    }
  });
});
