import { randomUUID } from 'node:crypto';
import { type AmlRule, type AmlRules, defaultAmlRules } from '@gaming/contracts/aml';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, updateSetting } from '../../testing/accounts-kit.js';
import { AuditRepository } from '../audit/audit-repository.js';
import { AuditService } from '../audit/audit-service.js';
import { SettingChangesRepository } from '../settings/setting-changes-repository.js';
import { SettingChangesService } from '../settings/setting-changes-service.js';
import {
  decide,
  fund,
  requestWithdrawal,
  staffToken,
  startWithdrawalsHarness,
  type WithdrawalsHarness,
  withdrawingMember,
} from '../withdrawals/withdrawals-kit.js';
import { AmlRepository } from './aml-repository.js';
import { AmlService } from './aml-service.js';
import { png } from './compliance-kit.js';

let harness: WithdrawalsHarness;
let risk: string;
let secondRisk: string;
let finance: string;
let customerService: string;
let bankChannelId: string;

function rule(overrides: Partial<AmlRule> & Pick<AmlRule, 'id' | 'kind'>): AmlRule {
  return { thresholdMinor: '0', periodHours: 0, playRatio: 0, action: 'flag', enabled: true, ...overrides };
}

/** Deposit rules through the app's settings (its listener and scan job); withdrawal rules per service below. */
const depositRules: AmlRules = {
  rules: [
    rule({ id: 'single-dep', kind: 'single_deposit', thresholdMinor: '100000' }),
    rule({ id: 'cumulative-dep', kind: 'cumulative_deposit', thresholdMinor: '200000', periodHours: 720 }),
  ],
};

/** An AmlService over the test's database with rules of its own (the app's settings keep no withdrawal rule). */
function serviceWith(rules: AmlRule[], clockAheadMs = 0): AmlService {
  const db = harness.database.db;
  const audit = new AuditService(new AuditRepository(db));
  const depositsOf = async (memberId: string, from: Date, to: Date) => {
    const rows = await db
      .selectFrom('deposits')
      .select('amount_minor')
      .where('member_id', '=', memberId)
      .where('status', '=', 'credited')
      .where('credited_at', '>=', from)
      .where('credited_at', '<', to)
      .execute();
    return rows.reduce((sum, row) => sum + BigInt(row.amount_minor), 0n);
  };
  return new AmlService(
    new AmlRepository(db),
    new SettingChangesService(new SettingChangesRepository(db), harness.settings, audit, () => new Date()),
    audit,
    {
      rules: () => ({ rules }),
      enabled: () => true,
      creditedTotalBetween: depositsOf,
      validBetBetween: async () => 0n,
    },
    () => new Date(Date.now() + clockAheadMs),
  );
}

beforeAll(async () => {
  harness = await startWithdrawalsHarness();
  risk = await staffToken(harness, 'risk');
  secondRisk = await staffToken(harness, 'risk');
  finance = await staffToken(harness, 'finance');
  customerService = await staffToken(harness, 'customerService');
  const channels = await harness.database.db.selectFrom('deposit_channels').select(['id', 'type']).execute();
  bankChannelId = channels.find((channel) => channel.type === 'manual_bank')?.id as string;
  await updateSetting(harness.settings, 'aml.rules', () => depositRules);
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

function ok(response: LightMyRequestResponse, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

async function creditedDeposit(token: string, amount: string): Promise<string> {
  const form = new FormData();
  form.set('requestId', randomUUID());
  form.set('channelId', bankChannelId);
  form.set('amount', amount);
  form.append('proof', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'slip.png');
  const encoded = new Response(form);
  const created = ok(
    await call(harness.app, 'POST', '/api/deposits', {
      token,
      body: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type') as string },
    }),
  );
  ok(
    await call(harness.app, 'POST', `/api/admin/deposits/${created.id}/approve`, {
      token: finance,
      body: {},
    }),
  );
  return created.id;
}

async function flagsOf(memberId: string) {
  return harness.database.db
    .selectFrom('aml_flags')
    .select(['rule_id', 'subject_id', 'window_total_minor'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

async function runScan() {
  const job = harness.app.scheduledJobs.find((candidate) => candidate.name === 'aml-scan');
  if (!job) throw new Error('aml-scan is not scheduled');
  return job.run();
}

async function activeHold(withdrawalId: string) {
  return harness.database.db
    .selectFrom('withdrawal_holds')
    .selectAll()
    .where('withdrawal_id', '=', withdrawalId)
    .where('released_at', 'is', null)
    .executeTakeFirst();
}

describe('deposit rules', () => {
  it('a single and a cumulative threshold flag once each, however often a credit is evaluated', async () => {
    const { member, token } = await withdrawingMember(harness);
    const big = await creditedDeposit(token, '1200.00');
    await creditedDeposit(token, '500.00');
    const crossing = await creditedDeposit(token, '400.00');
    await creditedDeposit(token, '100.00');
    const expected = [
      { rule_id: 'single-dep', subject_id: big, window_total_minor: null },
      { rule_id: 'cumulative-dep', subject_id: crossing, window_total_minor: '210000' },
    ];
    expect(await flagsOf(member.id)).toEqual(expected);

    // The app's scan job is scheduled; it leaves the last minutes to the listeners, so it finds nothing new.
    await runScan();
    expect(await flagsOf(member.id)).toEqual(expected);
    // A scan ten minutes later evaluates the same credits again (twice): still one flag per rule and deposit.
    const later = serviceWith(depositRules.rules, 10 * 60_000);
    await harness.database.db.deleteFrom('aml_scan_watermark').execute();
    expect((await later.scan()).evaluated).toBeGreaterThanOrEqual(4);
    await harness.database.db.deleteFrom('aml_scan_watermark').execute();
    await later.scan();
    expect(await flagsOf(member.id)).toEqual(expected);
    // The watermark moves on: the next run evaluates nothing again.
    expect((await later.scan()).evaluated).toBe(0);

    // A credit whose listener a crash skipped (its flags never written) is flagged by the next scan.
    await harness.database.db.deleteFrom('aml_flags').where('member_id', '=', member.id).execute();
    await harness.database.db.deleteFrom('aml_scan_watermark').execute();
    await later.scan();
    expect(await flagsOf(member.id)).toEqual(expected);
  });

  it('flags are listed for staff and decided once', async () => {
    const { member, token } = await withdrawingMember(harness);
    await creditedDeposit(token, '1500.00');
    const list = ok(
      await call(harness.app, 'GET', '/api/admin/aml/flags?status=open&pageSize=100', { token: finance }),
    );
    const flag = list.flags.find((candidate: { memberId: string }) => candidate.memberId === member.id);
    expect(flag).toMatchObject({
      ruleId: 'single-dep',
      memberAccount: member.username,
      amountMinor: '150000',
    });
    const body = { status: 'cleared', note: 'salary, documented' };
    ok(await call(harness.app, 'POST', `/api/admin/aml/flags/${flag.id}/decision`, { token: risk, body }));
    expectError(
      await call(harness.app, 'POST', `/api/admin/aml/flags/${flag.id}/decision`, { token: risk, body }),
      409,
      'invalid_state',
    );
  });
});

describe('withdrawal holds', () => {
  const lowPlay = [
    rule({
      id: 'low-play',
      kind: 'low_play_withdrawal',
      periodHours: 168,
      playRatio: 1,
      action: 'flag_and_hold',
    }),
  ];

  it('a low-play withdrawal is held: approval refused until released, then approved', async () => {
    const { member, token } = await withdrawingMember(harness);
    await creditedDeposit(token, '500.00');
    const created = await requestWithdrawal(harness, token, '200.00');
    const service = serviceWith(lowPlay);
    const evaluation = await service.evaluateWithdrawal({
      id: created.id,
      memberId: member.id,
      amountMinor: 20_000n,
      requestedAt: new Date(),
    });
    // Held by this evaluation, or already by the request's listener: either way exactly one hold and flag.
    expect(await activeHold(created.id)).toBeDefined();
    expect((await flagsOf(member.id)).filter((flag) => flag.rule_id === 'low-play')).toHaveLength(1);
    expect(evaluation.flags).toBeLessThanOrEqual(1);

    expectError(
      await decide(harness, finance, created.id, { action: 'approve', reason: 'checks fine' }),
      409,
      'withdrawal_on_hold',
    );
    const holds = ok(
      await call(harness.app, 'GET', `/api/admin/aml/holds?withdrawalId=${created.id}`, { token: finance }),
    );
    expect(holds.holds).toHaveLength(1);
    expectError(
      await call(harness.app, 'POST', `/api/admin/aml/holds/${created.id}/release`, {
        token: customerService,
        body: { note: 'not theirs to release' },
      }),
      403,
      'forbidden',
    );
    ok(
      await call(harness.app, 'POST', `/api/admin/aml/holds/${created.id}/release`, {
        token: risk,
        body: { note: 'source of funds seen' },
      }),
    );
    expect(await activeHold(created.id)).toBeUndefined();
    const approved = ok(
      await decide(harness, finance, created.id, { action: 'approve', reason: 'checks fine' }),
    );
    expect(approved.withdrawal.status).toBe('approved');
  });

  it('the request itself is held by the rules in force (listener), once however often it is evaluated', async () => {
    await updateSetting(harness.settings, 'aml.rules', () => ({
      rules: [...depositRules.rules, ...lowPlay],
    }));
    try {
      const { member, token } = await withdrawingMember(harness);
      await creditedDeposit(token, '300.00');
      const created = await requestWithdrawal(harness, token, '100.00');
      expect(await activeHold(created.id)).toBeDefined();
      const again = await serviceWith(lowPlay).evaluateWithdrawal({
        id: created.id,
        memberId: member.id,
        amountMinor: 10_000n,
        requestedAt: new Date(),
      });
      expect(again).toEqual({ flags: 0, held: false });
      expect((await flagsOf(member.id)).filter((flag) => flag.rule_id === 'low-play')).toHaveLength(1);
      expectError(
        await decide(harness, finance, created.id, { action: 'approve', reason: 'checks fine' }),
        409,
        'withdrawal_on_hold',
      );
      // Rejecting stays allowed while held.
      expect(
        (await decide(harness, finance, created.id, { action: 'reject', reason: 'source unclear' }))
          .statusCode,
      ).toBe(200);
    } finally {
      await updateSetting(harness.settings, 'aml.rules', () => depositRules);
    }
  });

  it('a member without deposits in the period is not a low-play case', async () => {
    const { member, token } = await withdrawingMember(harness);
    await fund(harness, member, 50_000n);
    const created = await requestWithdrawal(harness, token, '200.00');
    const result = await serviceWith(lowPlay).evaluateWithdrawal({
      id: created.id,
      memberId: member.id,
      amountMinor: 20_000n,
      requestedAt: new Date(),
    });
    expect(result).toEqual({ flags: 0, held: false });
    expect(await activeHold(created.id)).toBeUndefined();
  });

  it('a hold racing an approval: never both, and exactly one of them wins each time', async () => {
    const { member, token } = await withdrawingMember(harness);
    await fund(harness, member, 10_000_000n);
    const service = serviceWith([
      rule({ id: 'any-withdrawal', kind: 'single_withdrawal', thresholdMinor: '1', action: 'flag_and_hold' }),
    ]);
    const outcomes = { held: 0, approved: 0 };
    for (let round = 0; round < 20; round += 1) {
      const created = await requestWithdrawal(harness, token, '100.00');
      const [evaluation, approval] = await Promise.all([
        service.evaluateWithdrawal({
          id: created.id,
          memberId: member.id,
          amountMinor: 10_000n,
          requestedAt: new Date(),
        }),
        decide(harness, finance, created.id, { action: 'approve', reason: 'race' }),
      ]);
      const row = await harness.database.db
        .selectFrom('withdrawals')
        .select('status')
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow();
      const hold = await activeHold(created.id);
      expect(hold !== undefined && row.status === 'approved').toBe(false);
      if (hold) {
        expect(evaluation.held).toBe(true);
        expect(approval.statusCode).toBe(409);
        expect(row.status).toBe('pending');
        outcomes.held += 1;
      } else {
        expect(approval.statusCode, approval.body).toBe(200);
        expect(row.status).toBe('approved');
        outcomes.approved += 1;
      }
      // The flag is raised either way (flag only when the approval came first).
      expect((await flagsOf(member.id)).filter((flag) => flag.subject_id === created.id)).toHaveLength(1);
    }
    expect(outcomes.held + outcomes.approved).toBe(20);
  });
});

describe('rules', () => {
  it('a proposal applies only when a second configureCompliance staff member approves it', async () => {
    const proposed: AmlRules = {
      rules: [
        ...defaultAmlRules.rules,
        rule({ id: 'big-out', kind: 'single_withdrawal', thresholdMinor: '5000000' }),
      ],
    };
    const change = ok(
      await call(harness.app, 'POST', '/api/admin/aml/rules', { token: risk, body: { value: proposed } }),
      202,
    );
    expect(harness.settings.get('aml.rules')).toEqual(depositRules);
    const view = ok(await call(harness.app, 'GET', '/api/admin/aml/rules', { token: risk }));
    expect(view.pending).toMatchObject({ id: change.id, proposedByCaller: true });
    expectError(
      await call(harness.app, 'POST', '/api/admin/aml/rules', { token: finance, body: { value: proposed } }),
      403,
      'forbidden',
    );
    const self = await call(harness.app, 'POST', `/api/admin/setting-changes/${change.id}/approve`, {
      token: risk,
      body: {},
    });
    expect(self.statusCode).toBeGreaterThanOrEqual(400);
    ok(
      await call(harness.app, 'POST', `/api/admin/setting-changes/${change.id}/approve`, {
        token: secondRisk,
        body: {},
      }),
    );
    expect(harness.settings.get('aml.rules')).toEqual(proposed);
    await updateSetting(harness.settings, 'aml.rules', () => depositRules);
  });

  it('refuses more than 50 rules and duplicate ids', async () => {
    const many = {
      rules: Array.from({ length: 51 }, (_, index) => rule({ id: `r${index}`, kind: 'single_deposit' })),
    };
    expectError(
      await call(harness.app, 'POST', '/api/admin/aml/rules', { token: risk, body: { value: many } }),
      400,
      'validation_failed',
    );
    const twice = {
      rules: [rule({ id: 'same', kind: 'single_deposit' }), rule({ id: 'same', kind: 'single_withdrawal' })],
    };
    expectError(
      await call(harness.app, 'POST', '/api/admin/aml/rules', { token: risk, body: { value: twice } }),
      400,
      'validation_failed',
    );
  });
});
