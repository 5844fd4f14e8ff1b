import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, updateSetting } from '../../testing/accounts-kit.js';
import {
  decide,
  decideOk,
  fund,
  requestWithdrawal,
  staffToken,
  startWithdrawalsHarness,
  type WithdrawalsHarness,
  withdrawingMember,
} from '../withdrawals/withdrawals-kit.js';

/**
 * Four eyes where money moves (issue 14 #17): one staff member tries both sides of each rule and is
 * refused; a second one succeeds.
 */
let harness: WithdrawalsHarness;
let financeA: string;
let financeB: string;
let adminA: string;
let adminB: string;
let customerService: string;

beforeAll(async () => {
  harness = await startWithdrawalsHarness();
  [financeA, financeB, adminA, adminB, customerService] = await Promise.all([
    staffToken(harness, 'finance'),
    staffToken(harness, 'finance'),
    staffToken(harness, 'admin'),
    staffToken(harness, 'admin'),
    staffToken(harness, 'customerService'),
  ]);
  await updateSetting(harness.settings, 'withdrawals', (current) => ({
    ...current,
    minimumMinor: '100',
    dailyCount: 1000,
  }));
});

afterAll(async () => {
  await harness.close();
});

async function auditActions(changeId: string): Promise<string[]> {
  const rows = await harness.database.db
    .selectFrom('audit_log')
    .select('action')
    .where('target_type', '=', 'setting_change')
    .where('target_id', '=', changeId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.action);
}

const approve = (token: string, id: string) =>
  call(harness.app, 'POST', `/api/admin/setting-changes/${id}/approve`, { token, body: {} });
const reject = (token: string, id: string, reason = 'not now') =>
  call(harness.app, 'POST', `/api/admin/setting-changes/${id}/reject`, { token, body: { reason } });

describe('a change to the withdrawal limits', () => {
  it('waits for a second staff member: the proposer cannot approve it, another finance member can', async () => {
    const before = harness.settings.get('withdrawals');
    const proposed = { ...before, maximumMinor: '5000000', payerMustNotBeApprover: true };
    const response = await call(harness.app, 'PUT', '/api/admin/withdrawal-settings', {
      token: financeA,
      body: proposed,
    });
    expect(response.statusCode, response.body).toBe(202);
    const change = response.json();
    expect(change).toMatchObject({ key: 'withdrawals', status: 'pending', proposedByCaller: true });
    expect(change.proposedValue.maximumMinor).toBe('5000000');
    // Nothing applies yet.
    await harness.settings.refresh();
    expect(harness.settings.get('withdrawals').maximumMinor).toBe(before.maximumMinor);

    // A second proposal for the same setting waits its turn.
    expectError(
      await call(harness.app, 'PUT', '/api/admin/withdrawal-settings', { token: financeB, body: before }),
      409,
      'invalid_state',
    );
    const listed = await call(harness.app, 'GET', '/api/admin/setting-changes', { token: financeB });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().pending).toEqual([
      expect.objectContaining({ id: change.id, proposedByCaller: false }),
    ]);

    // One staff member on both sides: refused. Without the permission: refused.
    expectError(await approve(financeA, change.id), 409, 'second_approval_required');
    expectError(await approve(customerService, change.id), 403, 'forbidden');
    await harness.settings.refresh();
    expect(harness.settings.get('withdrawals').maximumMinor).toBe(before.maximumMinor);

    const approved = await approve(financeB, change.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', decidedByName: expect.any(String) });
    expect(harness.settings.get('withdrawals').maximumMinor).toBe('5000000');
    const reread = await call(harness.app, 'GET', '/api/admin/withdrawal-settings', { token: financeA });
    expect(reread.json().maximumMinor).toBe('5000000');
    // Decided once: a second approval or a rejection finds nothing pending.
    expectError(await approve(adminA, change.id), 409, 'invalid_state');
    expectError(await reject(adminA, change.id), 409, 'invalid_state');
    expect(await auditActions(change.id)).toEqual(['settings.change_proposed', 'settings.change_approved']);
  });

  it('a rejected change never applies, and the audit log says who turned it down', async () => {
    const before = harness.settings.get('withdrawals');
    const response = await call(harness.app, 'PUT', '/api/admin/withdrawal-settings', {
      token: financeA,
      body: { ...before, dailyCount: 1 },
    });
    expect(response.statusCode, response.body).toBe(202);
    const change = response.json();
    const rejected = await reject(financeB, change.id, 'one a day is too few');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', decisionReason: 'one a day is too few' });
    await harness.settings.refresh();
    expect(harness.settings.get('withdrawals').dailyCount).toBe(before.dailyCount);
    expect(await auditActions(change.id)).toEqual(['settings.change_proposed', 'settings.change_rejected']);
  });
});

describe('a change to the adjustment approval threshold', () => {
  it('needs a second admin: the proposer and finance staff are refused', async () => {
    const before = harness.settings.get('adjustments').approvalThresholdMinor;
    const response = await call(harness.app, 'PUT', '/api/admin/adjustment-settings', {
      token: adminA,
      body: { approvalThreshold: '123.45' },
    });
    expect(response.statusCode, response.body).toBe(202);
    const change = response.json();
    expect(change).toMatchObject({ key: 'adjustments', proposedValue: { approvalThresholdMinor: '12345' } });
    expectError(await approve(adminA, change.id), 409, 'second_approval_required');
    // Finance may review withdrawal changes, not this admin decision.
    expectError(await approve(financeB, change.id), 403, 'forbidden');
    const view = await call(harness.app, 'GET', '/api/admin/adjustment-settings', { token: adminA });
    expect(view.json().approvalThresholdMinor).toBe(before);

    const approved = await approve(adminB, change.id);
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await call(harness.app, 'GET', '/api/admin/adjustment-settings', { token: adminA });
    expect(after.json().approvalThresholdMinor).toBe('12345');
    const audit = await harness.database.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('target_type', '=', 'setting_change')
      .where('target_id', '=', change.id)
      .where('action', '=', 'settings.change_approved')
      .executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ key: 'adjustments', value: { approvalThresholdMinor: before } });
    expect(audit.after).toMatchObject({ key: 'adjustments', value: { approvalThresholdMinor: '12345' } });
  });
});

describe('paying a withdrawal', () => {
  async function approvedWithdrawal(approver: string) {
    const { member, token } = await withdrawingMember(harness);
    await fund(harness, member, 100_000n);
    const created = await requestWithdrawal(harness, token, '100');
    await decideOk(harness, approver, created.id, { action: 'approve', reason: 'checks fine' });
    return created.id;
  }
  const markPaid = { action: 'markPaid', reason: 'sent by bank', payoutReference: 'NB-4EYES' };

  it('the approver may not mark it paid; another finance staff member may', async () => {
    expect(harness.settings.get('withdrawals').payerMustNotBeApprover).toBe(true);
    const id = await approvedWithdrawal(financeA);
    expectError(await decide(harness, financeA, id, markPaid), 409, 'second_approval_required');
    const row = await harness.database.db
      .selectFrom('withdrawals')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('approved');
    const paid = await decideOk(harness, financeB, id, markPaid);
    expect(paid.withdrawal.status).toBe('paid');
  });

  it('with the setting turned off, the approver may pay', async () => {
    const saved = harness.settings.get('withdrawals');
    await updateSetting(harness.settings, 'withdrawals', (current) => ({
      ...current,
      payerMustNotBeApprover: false,
    }));
    try {
      const id = await approvedWithdrawal(financeA);
      const paid = await decideOk(harness, financeA, id, markPaid);
      expect(paid.withdrawal.status).toBe('paid');
    } finally {
      await updateSetting(harness.settings, 'withdrawals', () => saved);
    }
  });
});
