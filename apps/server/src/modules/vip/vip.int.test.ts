import type { VipLevel } from '@gaming/contracts/vip';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LedgerIds } from '../../platform/derived-id.js';
import { call, createMember, expectError, loginToken, updateSetting } from '../../testing/accounts-kit.js';
import { bonusesOf } from '../../testing/bonuses-kit.js';
import { promotionInput } from '../../testing/promotions-kit.js';
import { silentLogger, testSecretKey } from '../../testing/test-app.js';
import { AuditRepository } from '../audit/audit-repository.js';
import { AuditService } from '../audit/audit-service.js';
import { MembersRepository } from '../members/members-repository.js';
import { MembersService } from '../members/members-service.js';
import { PointsRepository } from '../points/points-repository.js';
import { PointsService } from '../points/points-service.js';
import { PlayStatsRepository } from '../rounds/play-stats-repository.js';
import { PlayStatsService } from '../rounds/play-stats-service.js';
import {
  fund,
  requestBody,
  staffToken,
  startWithdrawalsHarness,
  type WithdrawalsHarness,
  withdrawingMember,
} from '../withdrawals/withdrawals-kit.js';
import { VipRepository } from './vip-repository.js';
import { VipService } from './vip-service.js';

/**
 * VIP levels against a real PostgreSQL and the composed app: promotion upward at once (several levels,
 * each upgrade bonus paid once under concurrent promotions), a lifetime-points level kept after spending,
 * the keep-rule review (twice = once), the withdrawal limit by level, a VIP audience of a promotion, and
 * the staff's level set by hand (history and audit).
 */

let harness: WithdrawalsHarness;
let admin: string;
let clock = new Date();
const lifetime = new Map<string, bigint>();

beforeAll(async () => {
  harness = await startWithdrawalsHarness();
  admin = await staffToken(harness, 'admin');
});

afterAll(async () => {
  await harness?.close();
});

beforeEach(() => {
  clock = new Date();
});

/** A VipService over the harness's database (the app's own instance is not exposed) with a test clock. */
function vipOf(points: { balanceOf(memberId: string): Promise<{ lifetimePoints: bigint }> }) {
  const db = harness.database.db;
  return new VipService(
    new VipRepository(db),
    points,
    new PlayStatsService(new PlayStatsRepository(db)),
    bonusesOf(harness),
    new MembersService(new MembersRepository(db)),
    { usernamesOf: async () => new Map() },
    new AuditService(new AuditRepository(db)),
    { warn: () => undefined },
    () => clock,
  );
}

const pointsByMap = { balanceOf: async (id: string) => ({ lifetimePoints: lifetime.get(id) ?? 0n }) };

function level(rankLevel: number, overrides: Partial<VipLevel> = {}): VipLevel {
  return {
    rankLevel,
    names: { EN: `Level ${rankLevel}`, NE: `तह ${rankLevel}` },
    thresholdKind: 'valid_bet',
    thresholdValue: String(rankLevel * 10_000),
    keep: null,
    rebateBonusBasisPoints: 0,
    dailyWithdrawalLimitMinor: null,
    upgradeBonusMinor: '0',
    ...overrides,
  };
}

async function saveLevels(levels: VipLevel[]) {
  const saved = await call(harness.app, 'PUT', '/api/admin/vip-levels', { token: admin, body: { levels } });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json();
}

async function insertRounds(memberId: string, validBetMinor: bigint, settledAt: Date, category = 'SLOT') {
  await sql`
    insert into game_rounds (id, member_id, vendor_code, game_code, category, external_round_id, currency,
      stake_minor, win_minor, valid_bet_minor, status, opened_at, settled_at)
    values (gen_random_uuid(), ${memberId}, 'KIT', 'kit-game', ${category}, gen_random_uuid()::text, 'NPR',
      ${validBetMinor.toString()}, 0, ${validBetMinor.toString()}, 'settled', ${settledAt.toISOString()}::timestamptz - interval '1 second', ${settledAt.toISOString()}::timestamptz)`.execute(
    harness.database.db,
  );
}

async function vipBonuses(memberId: string) {
  return harness.database.db
    .selectFrom('bonuses')
    .select(['amount_minor', 'grant_key', 'ledger_code'])
    .where('member_id', '=', memberId)
    .where('kind', '=', 'vip')
    .orderBy('grant_key')
    .execute();
}

describe('promotion', () => {
  it('moves up several levels at once and pays each upgrade bonus once, even under concurrent promotions', async () => {
    await saveLevels([
      level(1, { upgradeBonusMinor: '100' }),
      level(2, { upgradeBonusMinor: '200' }),
      level(3, { upgradeBonusMinor: '300' }),
      level(4),
    ]);
    const member = await createMember(harness);
    const vip = vipOf(pointsByMap);
    await insertRounds(member.id, 35_000n, new Date(Date.now() - 3_600_000));
    const results = await Promise.all(Array.from({ length: 8 }, () => vip.promote(member.id)));
    expect(results).toEqual(Array(8).fill(3));
    await vip.sweepOwedBonuses();
    expect(await vipBonuses(member.id)).toEqual([
      { amount_minor: '100', grant_key: `vip:${member.id}:1:upgrade`, ledger_code: 'vip_bonus' },
      { amount_minor: '200', grant_key: `vip:${member.id}:2:upgrade`, ledger_code: 'vip_bonus' },
      { amount_minor: '300', grant_key: `vip:${member.id}:3:upgrade`, ledger_code: 'vip_bonus' },
    ]);
    const history = await harness.database.db
      .selectFrom('member_vip_history')
      .select(['from_level', 'to_level', 'reason'])
      .where('member_id', '=', member.id)
      .execute();
    expect(history).toEqual([{ from_level: 0, to_level: 3, reason: 'promoted' }]);
    // The member's own read through the app: level, name in NE, progress to level 4.
    const token = await loginToken(harness, member);
    const status = await call(harness.app, 'GET', '/api/vip/status?language=NE', { token });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json()).toMatchObject({
      hasVip: true,
      vipLabelName: 'तह 3',
      vipRankLevel: 3,
      progress: {
        nextRankLevel: 4,
        thresholdKind: 'valid_bet',
        currentValue: '35000',
        nextThreshold: '40000',
      },
    });
    const { discrepancies } = await harness.ledger.verify();
    expect(discrepancies).toEqual([]);
  });

  it('an upgrade bonus left owed by a crash is paid once by the sweeper', async () => {
    await saveLevels([level(1, { upgradeBonusMinor: '150' })]);
    const member = await createMember(harness);
    await insertRounds(member.id, 15_000n, new Date(Date.now() - 3_600_000));
    const db = harness.database.db;
    // The process dies between the level's commit and the grant: the grant never happens.
    const crashing = new VipService(
      new VipRepository(db),
      pointsByMap,
      new PlayStatsService(new PlayStatsRepository(db)),
      {
        grant: async () => {
          throw new Error('crash before the grant');
        },
      },
      new MembersService(new MembersRepository(db)),
      { usernamesOf: async () => new Map() },
      new AuditService(new AuditRepository(db)),
      { warn: () => undefined },
      () => clock,
    );
    expect(await crashing.promote(member.id)).toBe(1);
    expect(await vipBonuses(member.id)).toEqual([]);
    const vip = vipOf(pointsByMap);
    // Too fresh for the sweeper (a live promotion pays its own), then old enough: paid once, however often.
    await vip.sweepOwedBonuses();
    expect(await vipBonuses(member.id)).toEqual([]);
    clock = new Date(Date.now() + 60_000);
    await Promise.all([vip.sweepOwedBonuses(), vip.sweepOwedBonuses()]);
    await vip.sweepOwedBonuses();
    expect(await vipBonuses(member.id)).toEqual([
      { amount_minor: '150', grant_key: `vip:${member.id}:1:upgrade`, ledger_code: 'vip_bonus' },
    ]);
    const owed = await db
      .selectFrom('vip_upgrade_bonuses')
      .selectAll()
      .where('member_id', '=', member.id)
      .execute();
    expect(owed).toHaveLength(1);
    expect(owed[0]?.paid_at).not.toBeNull();
  });

  it('answers hasVip false below level 1 and without levels', async () => {
    await saveLevels([level(1)]);
    const member = await createMember(harness);
    const token = await loginToken(harness, member);
    const below = await call(harness.app, 'GET', '/api/vip/status', { token });
    expect(below.json()).toMatchObject({ hasVip: false, vipLabelName: null, vipRankLevel: 0 });
    await saveLevels([]);
    const none = await call(harness.app, 'GET', '/api/vip/status', { token });
    expect(none.json()).toMatchObject({ hasVip: false, vipRankLevel: 0, progress: null });
  });

  it('refuses a level list with gaps or a higher level needing less', async () => {
    const gap = await call(harness.app, 'PUT', '/api/admin/vip-levels', {
      token: admin,
      body: { levels: [level(1), level(3)] },
    });
    expectError(gap, 400, 'vip_levels_invalid');
    const less = await call(harness.app, 'PUT', '/api/admin/vip-levels', {
      token: admin,
      body: { levels: [level(1, { thresholdValue: '500' }), level(2, { thresholdValue: '400' })] },
    });
    expectError(less, 400, 'vip_levels_invalid');
  });
});

describe('lifetime points', () => {
  it('a level reached by lifetime points is not lost by spending them, nor by the review', async () => {
    await saveLevels([
      level(1, {
        thresholdKind: 'lifetime_points',
        thresholdValue: '100',
        keep: { validBetMinor: '500', days: 7 },
      }),
      level(2, {
        thresholdKind: 'lifetime_points',
        thresholdValue: '300',
        keep: { validBetMinor: '500', days: 7 },
      }),
    ]);
    const db = harness.database.db;
    const ledgerIds = new LedgerIds(testSecretKey);
    const points = new PointsService(
      new PointsRepository(db),
      harness.ledger,
      ledgerIds,
      new PlayStatsService(new PlayStatsRepository(db)),
      harness.settings,
      new AuditService(new AuditRepository(db)),
      silentLogger,
    );
    const vip = vipOf(points);
    const member = await createMember(harness);
    await points.award({
      memberId: member.id,
      points: 400n,
      code: 'points_adjust',
      key: ledgerIds.server('points', 'vip-test-award', member.id),
      referenceType: 'test',
      referenceId: member.id,
      countsForLevel: true,
    });
    expect(await vip.promote(member.id)).toBe(2);
    await points.spend({
      memberId: member.id,
      points: 350n,
      code: 'points_redeem',
      transferId: ledgerIds.server('points-redeem', 'vip-test-spend', member.id),
      referenceType: 'test',
      referenceId: member.id,
    });
    expect(await points.balanceOf(member.id)).toMatchObject({ spendablePoints: 50n, lifetimePoints: 400n });
    expect(await vip.promote(member.id)).toBe(2);
    clock = new Date(Date.now() + 30 * 86_400_000);
    await vip.review(new Date(clock.getTime() - 60_000));
    expect((await vip.levelsOf([member.id])).get(member.id)).toBe(2);
    const status = await call(harness.app, 'GET', '/api/vip/status', {
      token: await loginToken(harness, member),
    });
    expect(status.json()).toMatchObject({ hasVip: true, vipRankLevel: 2, progress: null });
  });
});

describe('keep rule review', () => {
  const dayMs = 86_400_000;

  function demotions(memberId: string) {
    return harness.database.db
      .selectFrom('member_vip_history')
      .select(['from_level', 'to_level'])
      .where('member_id', '=', memberId)
      .where('reason', '=', 'demoted')
      .orderBy('id')
      .execute();
  }

  it('demotes one level when the keep rule is not met, never below the lifetime-points floor; run twice = once', async () => {
    const keep = { validBetMinor: '500', days: 7 };
    await saveLevels([
      level(1, { thresholdKind: 'lifetime_points', thresholdValue: '100', keep }),
      level(2, { thresholdKind: 'valid_bet', thresholdValue: '1000', keep }),
      level(3, { thresholdKind: 'valid_bet', thresholdValue: '2000', keep }),
    ]);
    const vip = vipOf(pointsByMap);
    const idle = await createMember(harness);
    const active = await createMember(harness);
    lifetime.set(idle.id, 150n);
    for (const member of [idle, active])
      await insertRounds(member.id, 2_500n, new Date(Date.now() - 20 * dayMs));
    expect(await vip.promote(idle.id)).toBe(3);
    expect(await vip.promote(active.id)).toBe(3);
    // Within the keep window after reaching the level nobody is demoted.
    await vip.review(new Date(Date.now() - 60_000));
    expect(await demotions(idle.id)).toEqual([]);
    // Eight days on: the active member bet within the last 7 days, the idle one did not.
    clock = new Date(Date.now() + 8 * dayMs);
    await insertRounds(active.id, 600n, new Date(clock.getTime() - dayMs));
    const dayStart = new Date(clock.getTime() - 60_000);
    await Promise.all([vip.review(dayStart), vip.review(dayStart)]);
    await vip.review(dayStart);
    expect(await demotions(idle.id)).toEqual([{ from_level: 3, to_level: 2 }]);
    expect(await demotions(active.id)).toEqual([]);
    // The valid bet counted for level 3 restarts at the demotion: the read does not promote straight back.
    expect(await vip.promote(idle.id)).toBe(2);
    // The next review: level 2's keep rule is not met either; then lifetime points keep level 1.
    for (const days of [16, 24, 32]) {
      clock = new Date(Date.now() + days * dayMs);
      await vip.review(new Date(clock.getTime() - 60_000));
    }
    expect(await demotions(idle.id)).toEqual([
      { from_level: 3, to_level: 2 },
      { from_level: 2, to_level: 1 },
    ]);
    expect((await vip.levelsOf([idle.id])).get(idle.id)).toBe(1);
  });
});

describe('benefits and audiences', () => {
  it('refuses a withdrawal above the level’s daily limit with a clear error, under the member lock', async () => {
    await saveLevels([level(1, { thresholdValue: '0', dailyWithdrawalLimitMinor: '70000' })]);
    const { member, token } = await withdrawingMember(harness);
    await fund(harness, member, 500_000n);
    const first = await call(harness.app, 'POST', '/api/withdrawals', { token, body: requestBody('300') });
    expect(first.statusCode, first.body).toBe(200);
    expectError(
      await call(harness.app, 'POST', '/api/withdrawals', { token, body: requestBody('500') }),
      409,
      'vip_withdrawal_limit_reached',
    );
    // Concurrent requests that fit one at a time but not together: one passes.
    const together = await Promise.all(
      [0, 1].map(() => call(harness.app, 'POST', '/api/withdrawals', { token, body: requestBody('300') })),
    );
    expect(together.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const status = await call(harness.app, 'GET', '/api/vip/status', { token });
    expect(status.json().benefits.dailyWithdrawalLimitMinor).toBe('70000');
  });

  it('adds the level’s rebate bonus to each configured manual rebate rate (a category without a rate earns nothing)', async () => {
    await updateSetting(harness.settings, 'whitelabel', (flags) => ({ ...flags, MANPLAYREB3: true }));
    const rates = await call(harness.app, 'PUT', '/api/admin/rebate-rates', {
      token: admin,
      body: { rates: { RNG: '0.008' }, minClaimMinor: '0' },
    });
    expect(rates.statusCode, rates.body).toBe(200);
    await saveLevels([level(1, { thresholdValue: '20000', rebateBonusBasisPoints: 50 })]);
    const plain = await createMember(harness);
    const ranked = await createMember(harness);
    for (const member of [plain, ranked]) {
      await insertRounds(member.id, 20_000n, new Date(Date.now() - 3_600_000), 'RNG');
      await insertRounds(member.id, 10_000n, new Date(Date.now() - 3_600_000), 'LIVE');
    }
    await call(harness.app, 'POST', `/api/admin/members/${plain.id}/vip`, {
      token: admin,
      body: { rankLevel: 0, reason: 'Kept below level 1 for the test' },
    });
    // The ranked member reaches level 1 by its valid bet on this read; the plain one was set to 0 by staff
    // (its valid bet counts again from then, so it stays below level 1).
    const rankedRebate = await call(harness.app, 'GET', '/api/rebates/manual', {
      token: await loginToken(harness, ranked),
    });
    expect(rankedRebate.statusCode, rankedRebate.body).toBe(200);
    expect(rankedRebate.json().lines).toEqual([
      { category: 'RNG', validBetMinor: '20000', rate: '0.013', amountMinor: '260' },
    ]);
    const plainRebate = await call(harness.app, 'GET', '/api/rebates/manual', {
      token: await loginToken(harness, plain),
    });
    expect(plainRebate.json().lines).toEqual([
      { category: 'RNG', validBetMinor: '20000', rate: '0.008', amountMinor: '160' },
    ]);
  });

  it('offers a VIP-audience promotion to members of the level and not to others', async () => {
    await saveLevels([level(1, { thresholdValue: '999999999' }), level(2, { thresholdValue: '9999999999' })]);
    const created = await call(harness.app, 'POST', '/api/admin/promotions', {
      token: admin,
      body: promotionInput({ audience: { type: 'vip_levels', levels: [2] } }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as string;
    await call(harness.app, 'POST', `/api/admin/promotions/${id}/publish`, { token: admin });
    const insider = await createMember(harness);
    const outsider = await createMember(harness);
    const set = await call(harness.app, 'POST', `/api/admin/members/${insider.id}/vip`, {
      token: admin,
      body: { rankLevel: 2, reason: 'Campaign guest' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const insiderState = await call(harness.app, 'GET', `/api/promotions/${id}`, {
      token: await loginToken(harness, insider),
    });
    expect(insiderState.json()).toMatchObject({ state: 'claim', action: 'claim' });
    const outsiderState = await call(harness.app, 'GET', `/api/promotions/${id}`, {
      token: await loginToken(harness, outsider),
    });
    expect(outsiderState.json()).toMatchObject({ state: 'close', blockedBy: 'not_in_audience' });
  });

  it('staff set a level by hand with a reason: history, audit, unknown levels refused', async () => {
    await saveLevels([level(1, { thresholdValue: '999999999' }), level(2, { thresholdValue: '9999999999' })]);
    const member = await createMember(harness);
    expectError(
      await call(harness.app, 'POST', `/api/admin/members/${member.id}/vip`, {
        token: admin,
        body: { rankLevel: 3, reason: 'No such level' },
      }),
      400,
      'vip_level_unknown',
    );
    const support = await staffToken(harness, 'customerService');
    expectError(
      await call(harness.app, 'POST', `/api/admin/members/${member.id}/vip`, {
        token: support,
        body: { rankLevel: 1, reason: 'Not allowed' },
      }),
      403,
      'forbidden',
    );
    const set = await call(harness.app, 'POST', `/api/admin/members/${member.id}/vip`, {
      token: admin,
      body: { rankLevel: 2, reason: 'High roller' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      rankLevel: 2,
      history: [{ fromLevel: 0, toLevel: 2, reason: 'staff', remark: 'High roller' }],
    });
    expect(set.json().history[0].staffName).toMatch(/^admin/);
    const audit = await harness.database.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('target_type', '=', 'member')
      .where('target_id', '=', member.id)
      .where('action', '=', 'vip.set_level')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({ rankLevel: 2, reason: 'High roller' });
    // Staff set no upgrade bonus.
    expect(await vipBonuses(member.id)).toEqual([]);
  });
});
