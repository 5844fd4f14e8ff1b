import { randomUUID } from 'node:crypto';
import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type { LiveEvent } from '@gaming/contracts/live';
import type { StaffRole } from '@gaming/contracts/staff';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessEventBus } from '../../platform/events.js';
import {
  type AccountsHarness,
  call,
  createMember,
  expectError,
  signInNewStaff,
  staffServiceOf,
  startAccountsHarness,
  type TestMember,
  updateSetting,
} from '../../testing/accounts-kit.js';
import { testLedgerIds } from '../../testing/ledger-ids-kit.js';
import { createTestApp } from '../../testing/test-app.js';
import type { StaffService } from '../staff/staff-service.js';
import { LedgerRepository } from '../wallet/ledger-repository.js';
import { LedgerService } from '../wallet/ledger-service.js';
import { adjustmentTransferId } from './adjustments-service.js';

type Staff = { id: string; username: string; token: string };

let harness: AccountsHarness;
let staffService: StaffService;
let ledger: LedgerService;
let admin: Staff;
let finance: Staff;
let secondFinance: Staff;
let customerService: Staff;
let risk: Staff;
let content: Staff;

/** A signed-in staff member whose temporary password is already replaced, as the back office forces. */
async function signedInStaff(role: StaffRole): Promise<Staff> {
  return signInNewStaff(harness.app, staffService, role);
}

function requestAdjustment(
  staff: Staff,
  member: TestMember,
  fields: { direction?: string; kind?: string; amount?: unknown; reason?: string; requestId?: string } = {},
) {
  return call(harness.app, 'POST', '/api/admin/adjustments', {
    token: staff.token,
    body: {
      requestId: fields.requestId ?? randomUUID(),
      memberAccount: member.username,
      direction: fields.direction ?? 'credit',
      kind: fields.kind ?? 'adjustment',
      amount: 'amount' in fields ? fields.amount : '100.00',
      reason: fields.reason ?? 'Goodwill credit after a support case',
    },
  });
}

function expectOk(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function walletOf(staff: Staff, member: TestMember) {
  return expectOk(
    await call(harness.app, 'GET', `/api/admin/members/${member.id}/wallet`, { token: staff.token }),
  );
}

async function balanceMinor(member: TestMember): Promise<string> {
  return (await walletOf(admin, member)).balanceMinor;
}

async function auditFor(adjustmentId: string) {
  const rows = await harness.database.db
    .selectFrom('audit_log')
    .select(['action', 'actor_name'])
    .where('target_type', '=', 'adjustment')
    .where('target_id', '=', adjustmentId)
    .orderBy('id')
    .execute();
  return rows.map((row) => `${row.action}:${row.actor_name}`);
}

async function transfersOf(adjustmentId: string) {
  return harness.database.db
    .selectFrom('ledger_transfers')
    .selectAll()
    .where('reference_type', '=', 'adjustment')
    .where('reference_id', '=', adjustmentId)
    .execute();
}

beforeAll(async () => {
  harness = await startAccountsHarness();
  ledger = new LedgerService(new LedgerRepository(harness.database.db));
  staffService = staffServiceOf(harness);
  [admin, finance, secondFinance, customerService, risk, content] = await Promise.all([
    signedInStaff('admin'),
    signedInStaff('finance'),
    signedInStaff('finance'),
    signedInStaff('customerService'),
    signedInStaff('risk'),
    signedInStaff('content'),
  ]);
  // 1,000.00: at or below applies at once, above waits for a second staff member.
  await updateSetting(harness.settings, 'adjustments', () => ({ approvalThresholdMinor: '100000' }));
});

afterAll(async () => {
  const verification = await ledger.verify();
  expect(verification.discrepancies).toEqual([]);
  await harness.close();
});

describe('adjustments at or below the threshold', () => {
  it('apply at once: the member is credited, the ledger line names the house, the audit has both steps', async () => {
    const member = await createMember(harness);
    const created = expectOk(await requestAdjustment(customerService, member, { amount: '1000' }));
    expect(created).toMatchObject({
      status: 'applied',
      amountMinor: '100000',
      direction: 'credit',
      kind: 'adjustment',
      needsSecondApproval: false,
      memberAccount: member.username,
      requestedBy: { id: customerService.id, username: customerService.username },
    });
    expect(created.transferId).toBe(adjustmentTransferId(testLedgerIds, created.id));
    expect(await balanceMinor(member)).toBe('100000');
    expect(await auditFor(created.id)).toEqual([
      `adjustment.requested:${customerService.username}`,
      `adjustment.applied:${customerService.username}`,
    ]);
    const transfers = await transfersOf(created.id);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ code: 'adjustment', amount: '100000' });
  });

  it('replays a retried request (same request id) without moving money twice, and refuses the id for other fields', async () => {
    const member = await createMember(harness);
    const requestId = randomUUID();
    const first = expectOk(await requestAdjustment(finance, member, { requestId, amount: '12.34' }));
    const again = expectOk(await requestAdjustment(finance, member, { requestId, amount: '12.34' }));
    expect(again.id).toBe(first.id);
    expect(await balanceMinor(member)).toBe('1234');
    expectError(
      await requestAdjustment(finance, member, { requestId, amount: '12.35' }),
      400,
      'validation_failed',
    );
    expect(await balanceMinor(member)).toBe('1234');
  });

  it('a bonus comes from the bonus pool with ledger code bonus', async () => {
    const member = await createMember(harness);
    const created = expectOk(await requestAdjustment(finance, member, { kind: 'bonus', amount: '25.50' }));
    expect(created.status).toBe('applied');
    const lines = expectOk(
      await call(harness.app, 'GET', `/api/admin/members/${member.id}/wallet/lines`, { token: risk.token }),
    );
    expect(lines.lines[0]).toMatchObject({
      code: 'bonus',
      direction: 'credit',
      amountMinor: '2550',
      balanceAfterMinor: '2550',
      referenceType: 'adjustment',
      referenceId: created.id,
      counterpartAccountCode: 'pool:bonus',
    });
  });
});

describe('adjustments above the threshold', () => {
  it('wait for a second staff member; the requester approving their own is refused', async () => {
    const member = await createMember(harness);
    const created = expectOk(await requestAdjustment(admin, member, { amount: '1000.01' }));
    expect(created).toMatchObject({
      status: 'pending_approval',
      needsSecondApproval: true,
      transferId: null,
    });
    expect(await balanceMinor(member)).toBe('0');
    expectError(
      await call(harness.app, 'POST', `/api/admin/adjustments/${created.id}/approve`, { token: admin.token }),
      409,
      'second_approval_required',
    );
    expectError(
      await call(harness.app, 'POST', `/api/admin/adjustments/${created.id}/reject`, {
        token: admin.token,
        body: { reason: 'Changed my mind' },
      }),
      409,
      'second_approval_required',
    );
    expect(await balanceMinor(member)).toBe('0');
    const list = expectOk(
      await call(
        harness.app,
        'GET',
        `/api/admin/adjustments?status=pending_approval&memberAccount=${member.username}`,
        {
          token: customerService.token,
        },
      ),
    );
    expect(list.adjustments.map((entry: { id: string }) => entry.id)).toEqual([created.id]);
  });

  it('another approver applies it exactly once under 10 concurrent approvals', async () => {
    const member = await createMember(harness);
    const created = expectOk(await requestAdjustment(customerService, member, { amount: '5000' }));
    const approvers = [finance, secondFinance, admin];
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call(harness.app, 'POST', `/api/admin/adjustments/${created.id}/approve`, {
          token: (approvers[index % approvers.length] as Staff).token,
        }),
      ),
    );
    const succeeded = responses.filter((response) => response.statusCode === 200);
    expect(succeeded).toHaveLength(1);
    for (const response of responses.filter((entry) => entry.statusCode !== 200))
      expectError(response, 409, 'invalid_state');
    const applied = succeeded[0]?.json();
    expect(applied).toMatchObject({
      status: 'applied',
      transferId: adjustmentTransferId(testLedgerIds, created.id),
    });
    expect(await balanceMinor(member)).toBe('500000');
    expect(await transfersOf(created.id)).toHaveLength(1);
    const approver = applied.decidedBy.username as string;
    expect(approver).not.toBe(customerService.username);
    expect(await auditFor(created.id)).toEqual([
      `adjustment.requested:${customerService.username}`,
      `adjustment.approved:${approver}`,
      `adjustment.applied:${approver}`,
    ]);
    // Once applied, it cannot be approved or rejected again.
    expectError(
      await call(harness.app, 'POST', `/api/admin/adjustments/${created.id}/reject`, {
        token: finance.token,
        body: { reason: 'Too late' },
      }),
      409,
      'invalid_state',
    );
  });

  it('a rejection (with its reason) leaves the balance untouched', async () => {
    const member = await createMember(harness);
    const created = expectOk(await requestAdjustment(finance, member, { amount: '2000' }));
    expectError(
      await call(harness.app, 'POST', `/api/admin/adjustments/${created.id}/reject`, {
        token: secondFinance.token,
        body: { reason: '' },
      }),
      400,
      'validation_failed',
    );
    const rejected = expectOk(
      await call(harness.app, 'POST', `/api/admin/adjustments/${created.id}/reject`, {
        token: secondFinance.token,
        body: { reason: 'No ticket supports this amount' },
      }),
    );
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejectionReason: 'No ticket supports this amount',
      decidedBy: { username: secondFinance.username },
    });
    expectError(
      await call(harness.app, 'POST', `/api/admin/adjustments/${created.id}/approve`, { token: admin.token }),
      409,
      'invalid_state',
    );
    expect(await balanceMinor(member)).toBe('0');
    expect(await transfersOf(created.id)).toHaveLength(0);
    expect(await auditFor(created.id)).toEqual([
      `adjustment.requested:${finance.username}`,
      `adjustment.rejected:${secondFinance.username}`,
    ]);
  });
});

describe('debits', () => {
  it('take money back within the balance and never below zero', async () => {
    const member = await createMember(harness);
    expectOk(await requestAdjustment(finance, member, { amount: '300' }));
    const debit = expectOk(
      await requestAdjustment(finance, member, { direction: 'debit', amount: '120.50' }),
    );
    expect(debit.status).toBe('applied');
    expect(await balanceMinor(member)).toBe('17950');
    expectError(
      await requestAdjustment(finance, member, { direction: 'debit', amount: '179.51' }),
      409,
      'insufficient_funds',
    );
    expect(await balanceMinor(member)).toBe('17950');
  });

  it('a pending debit the balance no longer covers fails on approval with insufficient_funds, balance unchanged', async () => {
    const member = await createMember(harness);
    expectOk(await requestAdjustment(finance, member, { amount: '1000' }));
    expectOk(await requestAdjustment(finance, member, { amount: '1000' }));
    const debit = expectOk(await requestAdjustment(finance, member, { direction: 'debit', amount: '1500' }));
    expect(debit.status).toBe('pending_approval');
    // The member spends part of it before anyone approves.
    expectOk(await requestAdjustment(finance, member, { direction: 'debit', amount: '800' }));
    expect(await balanceMinor(member)).toBe('120000');
    expectError(
      await call(harness.app, 'POST', `/api/admin/adjustments/${debit.id}/approve`, { token: admin.token }),
      409,
      'insufficient_funds',
    );
    expect(await balanceMinor(member)).toBe('120000');
    const list = expectOk(
      await call(
        harness.app,
        'GET',
        `/api/admin/adjustments?status=failed&memberAccount=${member.username}`,
        {
          token: admin.token,
        },
      ),
    );
    expect(list.adjustments[0]).toMatchObject({ id: debit.id, failureCode: 'insufficient_funds' });
    expect(await transfersOf(debit.id)).toHaveLength(0);
    expect(await auditFor(debit.id)).toEqual([
      `adjustment.requested:${finance.username}`,
      `adjustment.approved:${admin.username}`,
      `adjustment.failed:${admin.username}`,
    ]);
  });
});

describe('permissions and validation', () => {
  it('refuses roles without the permission with 403', async () => {
    const member = await createMember(harness);
    expectError(await requestAdjustment(risk, member), 403, 'forbidden');
    expectError(await requestAdjustment(content, member), 403, 'forbidden');
    const pending = expectOk(await requestAdjustment(customerService, member, { amount: '1500' }));
    const otherCustomerService = await signedInStaff('customerService');
    expectError(
      await call(harness.app, 'POST', `/api/admin/adjustments/${pending.id}/approve`, {
        token: otherCustomerService.token,
      }),
      403,
      'forbidden',
    );
    expectError(
      await call(harness.app, 'GET', `/api/admin/members/${member.id}/wallet`, { token: content.token }),
      403,
      'forbidden',
    );
    expectError(
      await call(harness.app, 'GET', `/api/admin/members/${member.id}/wallet/lines`, {
        token: content.token,
      }),
      403,
      'forbidden',
    );
    expectError(
      await call(harness.app, 'PUT', '/api/admin/adjustment-settings', {
        token: finance.token,
        body: { approvalThreshold: '1' },
      }),
      403,
      'forbidden',
    );
    expectError(await call(harness.app, 'GET', '/api/admin/adjustments'), 401, 'unauthorized');
    expect(await balanceMinor(member)).toBe('0');
  });

  it('refuses negative, zero, fractional, huge and non-numeric amounts with 400', async () => {
    const member = await createMember(harness);
    for (const amount of [
      '-5',
      '0',
      '0.00',
      '1.001',
      '99999999999999',
      '1e5',
      'abc',
      '',
      ' ',
      12,
      null,
      '12,50',
    ]) {
      expectError(await requestAdjustment(finance, member, { amount }), 400, 'validation_failed');
    }
    expectError(await requestAdjustment(finance, member, { reason: 'x' }), 400, 'validation_failed');
    expectError(
      await requestAdjustment(finance, member, { direction: 'sideways' }),
      400,
      'validation_failed',
    );
    expectError(await requestAdjustment(finance, member, { kind: 'jackpot' }), 400, 'validation_failed');
    expectError(
      await requestAdjustment(finance, member, { requestId: 'not-a-uuid' }),
      400,
      'validation_failed',
    );
    expect(await balanceMinor(member)).toBe('0');
    const unknown = await call(harness.app, 'POST', '/api/admin/adjustments', {
      token: finance.token,
      body: {
        requestId: randomUUID(),
        memberAccount: 'nobody-by-that-name',
        direction: 'credit',
        kind: 'adjustment',
        amount: '1',
        reason: 'For nobody',
      },
    });
    expectError(unknown, 404, 'not_found');
  });
});

describe('member wallet in the back office', () => {
  it('shows balance, held and available, and every line with the balance after, filtered and paged', async () => {
    const member = await createMember(harness);
    const first = expectOk(await requestAdjustment(finance, member, { amount: '50' }));
    const second = expectOk(await requestAdjustment(finance, member, { amount: '20', kind: 'bonus' }));
    const third = expectOk(await requestAdjustment(finance, member, { amount: '5', direction: 'debit' }));
    expect(await walletOf(risk, member)).toMatchObject({
      memberId: member.id,
      account: member.username,
      balanceMinor: '6500',
      heldMinor: '0',
      availableMinor: '6500',
      brand: { currency: 'NPR', decimals: 2, gmtOffsetMinutes: 345 },
    });
    const url = `/api/admin/members/${member.id}/wallet/lines`;
    const all = expectOk(await call(harness.app, 'GET', url, { token: customerService.token }));
    expect(all.pageInfo.total).toBe(3);
    expect(
      all.lines.map((line: Record<string, string>) => [
        line.referenceId,
        line.code,
        line.direction,
        line.amountMinor,
        line.balanceAfterMinor,
        line.counterpartAccountCode,
      ]),
    ).toEqual([
      [third.id, 'adjustment', 'debit', '500', '6500', 'house'],
      [second.id, 'bonus', 'credit', '2000', '7000', 'pool:bonus'],
      [first.id, 'adjustment', 'credit', '5000', '5000', 'house'],
    ]);
    const bonusOnly = expectOk(await call(harness.app, 'GET', `${url}?code=bonus`, { token: admin.token }));
    expect(bonusOnly.lines.map((line: { referenceId: string }) => line.referenceId)).toEqual([second.id]);
    const paged = expectOk(
      await call(harness.app, 'GET', `${url}?page=2&pageSize=2`, { token: admin.token }),
    );
    expect(paged.lines.map((line: { referenceId: string }) => line.referenceId)).toEqual([first.id]);
    expect(paged.pageInfo).toEqual({ page: 2, pageSize: 2, total: 3 });
    const future = expectOk(await call(harness.app, 'GET', `${url}?from=2999-01-01`, { token: admin.token }));
    expect(future.lines).toEqual([]);
    expectError(
      await call(harness.app, 'GET', `${url}?pageSize=101`, { token: admin.token }),
      400,
      'validation_failed',
    );
    expectError(
      await call(harness.app, 'GET', `${url}?from=2024-13-45`, { token: admin.token }),
      400,
      'validation_failed',
    );
    expectError(
      await call(harness.app, 'GET', '/api/admin/members/999999999/wallet', { token: admin.token }),
      404,
      'not_found',
    );
  });
});

describe('the approval threshold setting', () => {
  it('is read by requesters, changed by admins only, audited, and takes effect for the next request', async () => {
    const before = expectOk(
      await call(harness.app, 'GET', '/api/admin/adjustment-settings', { token: customerService.token }),
    );
    expect(before.approvalThresholdMinor).toBe('100000');
    for (const approvalThreshold of ['-1', '1.234', 'abc'])
      expectError(
        await call(harness.app, 'PUT', '/api/admin/adjustment-settings', {
          token: admin.token,
          body: { approvalThreshold },
        }),
        400,
        'validation_failed',
      );
    // A proposal (issue 14 #17): it applies once a second admin approves it.
    const proposed = await call(harness.app, 'PUT', '/api/admin/adjustment-settings', {
      token: admin.token,
      body: { approvalThreshold: '10' },
    });
    expect(proposed.statusCode, proposed.body).toBe(202);
    expect(proposed.json().proposedValue).toEqual({ approvalThresholdMinor: '1000' });
    const secondAdmin = await signedInStaff('admin');
    const approved = expectOk(
      await call(harness.app, 'POST', `/api/admin/setting-changes/${proposed.json().id}/approve`, {
        token: secondAdmin.token,
        body: {},
      }),
    );
    expect(approved.status).toBe('approved');
    const changed = expectOk(
      await call(harness.app, 'GET', '/api/admin/adjustment-settings', { token: customerService.token }),
    );
    expect(changed.approvalThresholdMinor).toBe('1000');
    const member = await createMember(harness);
    expect(expectOk(await requestAdjustment(finance, member, { amount: '10.01' })).status).toBe(
      'pending_approval',
    );
    expect(expectOk(await requestAdjustment(finance, member, { amount: '10' })).status).toBe('applied');
    const audit = await harness.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_name', 'after'])
      .where('action', 'in', ['settings.change_proposed', 'settings.change_approved'])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        action: 'settings.change_proposed',
        actor_name: admin.username,
        after: { key: 'adjustments', value: { approvalThresholdMinor: '1000' } },
      },
      {
        action: 'settings.change_approved',
        actor_name: secondAdmin.username,
        after: {
          key: 'adjustments',
          value: { approvalThresholdMinor: '1000' },
          proposedBy: admin.username,
        },
      },
    ]);
    await updateSetting(harness.settings, 'adjustments', () => ({ approvalThresholdMinor: '100000' }));
  });
});

describe('crash recovery and live notices', () => {
  it('finishes an adjustment whose ledger step a crash interrupted, once, even if the transfer had committed', async () => {
    const member = await createMember(harness);
    const stuck = expectOk(await requestAdjustment(finance, member, { amount: '2000' }));
    const committed = expectOk(await requestAdjustment(finance, member, { amount: '3000' }));
    // Both were claimed by an approver ten minutes ago; the second one's transfer even committed.
    await harness.database.db
      .updateTable('adjustments')
      .set({
        status: 'approved',
        decided_by: admin.id,
        decided_by_name: admin.username,
        decided_at: new Date(Date.now() - 10 * 60_000),
      })
      .where('id', 'in', [stuck.id, committed.id])
      .execute();
    const house = await ledger.ensureAccount({
      code: 'house',
      kind: 'house',
      currency: 'NPR',
      mayGoNegative: true,
    });
    const wallet = await ledger.ensureAccount({
      code: `member:${member.id}:main`,
      kind: 'member_main',
      memberId: member.id,
      currency: 'NPR',
      mayGoNegative: false,
    });
    await ledger.transfer({
      id: adjustmentTransferId(testLedgerIds, committed.id),
      debitAccountId: house.id,
      creditAccountId: wallet.id,
      amountMinor: 300_000n,
      code: 'adjustment',
      reference: { type: 'adjustment', id: committed.id },
    });
    const job = harness.app.scheduledJobs.find((entry) => entry.name === 'adjustments-finish-unfinished');
    expect(job).toBeDefined();
    await job?.run();
    await job?.run();
    expect(await balanceMinor(member)).toBe('500000');
    expect(await transfersOf(stuck.id)).toHaveLength(1);
    expect(await transfersOf(committed.id)).toHaveLength(1);
    const list = expectOk(
      await call(harness.app, 'GET', `/api/admin/adjustments?memberAccount=${member.username}`, {
        token: admin.token,
      }),
    );
    expect(list.adjustments.map((entry: { status: string }) => entry.status)).toEqual(['applied', 'applied']);
  });

  it('tells the member live, after it applied, with the signed amount', async () => {
    const events = new InProcessEventBus();
    const { app } = await createTestApp(harness.database.db, { events });
    try {
      const member = await createMember(harness);
      const received: LiveEvent[] = [];
      events.subscribe(member.id, (event) => received.push(event));
      const credit = await call(app, 'POST', '/api/admin/adjustments', {
        token: finance.token,
        body: {
          requestId: randomUUID(),
          memberAccount: member.username,
          direction: 'credit',
          kind: 'bonus',
          amount: '40',
          reason: 'Welcome bonus',
        },
      });
      const creditId = expectOk(credit).id;
      const pending = expectOk(
        await call(app, 'POST', '/api/admin/adjustments', {
          token: finance.token,
          body: {
            requestId: randomUUID(),
            memberAccount: member.username,
            direction: 'credit',
            kind: 'adjustment',
            amount: '1500',
            reason: 'Above the threshold: no notice until approved',
          },
        }),
      ).id as string;
      expect(pending).toBeTruthy();
      const cashier = received.filter((event) => event.type === 'cashier');
      expect(cashier).toEqual([
        { type: 'cashier', kind: 'adjustment_applied', referenceId: creditId, amountMinor: '4000' },
      ]);
    } finally {
      await app.close();
    }
  });
});

describe('route table', () => {
  it('documents every wallet and adjustment operation under its operationId', async () => {
    const document = expectOk(await call(harness.app, 'GET', '/api/openapi.json'));
    const ours = Object.entries(adminApiRoutes).filter(
      ([operationId]) =>
        operationId.startsWith('adminAdjustment') || operationId.startsWith('adminMemberWallet'),
    );
    expect(ours).toHaveLength(8);
    for (const [operationId, route] of ours) {
      const documented = document.paths[route.path.replace(/:(\w+)/g, '{$1}')];
      expect(documented?.[route.method.toLowerCase()]?.operationId, operationId).toBe(operationId);
    }
  });
});

describe('the books', () => {
  it('still balance after every adjustment above (ledger verify finds no discrepancy)', async () => {
    const verification = await ledger.verify();
    expect(verification.discrepancies).toEqual([]);
    expect(Number(verification.totals.transfers)).toBeGreaterThan(10);
    expect(verification.totals.debitsPosted).toBe(verification.totals.creditsPosted);
  });
});
