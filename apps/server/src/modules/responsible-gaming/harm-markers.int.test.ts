import { randomUUID } from 'node:crypto';
import { jurisdictionPresets } from '@gaming/contracts/jurisdiction';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, expectError, type TestMember } from '../../testing/accounts-kit.js';
import { AuditRepository } from '../audit/audit-repository.js';
import { AuditService } from '../audit/audit-service.js';
import {
  fund,
  requestWithdrawal,
  staffToken,
  startWithdrawalsHarness,
  type WithdrawalsHarness,
  type WithdrawingMember,
  withdrawingMember,
} from '../withdrawals/withdrawals-kit.js';
import { HarmFactsRepository } from './harm-facts-repository.js';
import { HarmMarkersRepository } from './harm-markers-repository.js';
import { HarmMarkersService } from './harm-markers-service.js';
import { InteractionsRepository } from './interactions-repository.js';
import { InteractionsService } from './interactions-service.js';

/**
 * Markers of harm: each rule fires on data crafted just at its threshold and not one step below it; a
 * rerun of the job inserts nothing new; a review records an interaction once and only once.
 */

const rules = { ...jurisdictionPresets.uk.harmMarkers, enabled: true };
// Brand day starts at midnight UTC (offset 0): the windows end at 2030-01-15T00:00Z.
const now = new Date('2030-01-15T12:00:00Z');
const dayStart = new Date('2030-01-15T00:00:00Z');
const hours = (count: number) => new Date(dayStart.getTime() - count * 3_600_000);

let harness: WithdrawalsHarness;
let service: HarmMarkersService;
let channelId: string;

beforeAll(async () => {
  harness = await startWithdrawalsHarness();
  const db = harness.database.db;
  const audit = new AuditService(new AuditRepository(db));
  const interactions = new InteractionsService(new InteractionsRepository(db), audit, () => now);
  service = new HarmMarkersService(
    new HarmMarkersRepository(db),
    new HarmFactsRepository(db),
    interactions,
    audit,
    { rules: () => rules, gmtOffsetMinutes: () => 0 },
    () => now,
  );
  const channel = await db.selectFrom('deposit_channels').select('id').executeTakeFirstOrThrow();
  channelId = channel.id;
});

afterAll(async () => {
  await harness.close();
});

async function deposit(member: TestMember, at: Date): Promise<void> {
  await harness.database.db
    .insertInto('deposits')
    .values({
      member_id: member.id,
      member_username: member.username,
      channel_id: channelId,
      request_id: randomUUID(),
      type: 'manual_bank',
      status: 'credited',
      amount_minor: '10000',
      fee_minor: '0',
      currency: 'NPR',
      credited_at: at,
      created_at: at,
    } as never)
    .execute();
}

async function round(
  member: TestMember,
  openedAt: Date,
  stakeMinor: number,
  winMinor: number,
): Promise<void> {
  await sql`insert into game_rounds (id, member_id, vendor_code, game_code, category, external_round_id, currency,
      stake_minor, win_minor, valid_bet_minor, status, opened_at, settled_at)
    values (${randomUUID()}, ${member.id}, 'PG', 'g1', 'SLOT', ${randomUUID()}, 'NPR', ${stakeMinor}, ${winMinor},
      ${stakeMinor}, 'settled', ${openedAt}, ${new Date(openedAt.getTime() + 60_000)})`.execute(
    harness.database.db,
  );
}

async function limitIncrease(member: TestMember, at: Date): Promise<void> {
  await sql`insert into rg_limit_changes (member_id, kind, period, from_value, to_value, outcome, actor_type, at)
    values (${member.id}, 'deposit', 'day', 1000, 5000, 'pending', 'member', ${at})`.execute(
    harness.database.db,
  );
}

async function registerCheck(member: TestMember, answer: string, at: Date): Promise<void> {
  await sql`insert into rg_register_checks (member_id, provider, trigger, answer, latency_ms, checked_at)
    values (${member.id}, 'simulator', 'login', ${answer}, 5, ${at})`.execute(harness.database.db);
}

async function markersOf(member: TestMember) {
  return harness.database.db
    .selectFrom('harm_markers')
    .select(['rule', 'window_start', 'evidence'])
    .where('member_id', '=', member.id)
    .execute();
}

/** Runs the rules for exactly these members; returns each one's marker rules. */
async function evaluate(...members: TestMember[]) {
  await service.evaluate(
    members.map((member) => member.id),
    rules,
  );
  return Promise.all(members.map(async (member) => (await markersOf(member)).map((marker) => marker.rule)));
}

describe('harm markers', () => {
  it('deposit frequency rising: fires at the weekly minimum and ratio, not one deposit below', async () => {
    const [firing, below] = [await createMember(harness), await createMember(harness)];
    // Baseline: 4 deposits in the four weeks before (1 a week), then 5 this week (>= 5 and >= 2 x 1).
    for (const member of [firing, below])
      for (let week = 1; week <= 4; week += 1) await deposit(member, hours(24 * 7 + week * 24 * 7 - 12));
    for (let index = 0; index < rules.minDepositsPerWeek; index += 1)
      await deposit(firing, hours(10 + index));
    for (let index = 0; index < rules.minDepositsPerWeek - 1; index += 1)
      await deposit(below, hours(10 + index));
    expect(await evaluate(firing, below)).toEqual([['deposit_frequency_rising'], []]);
    const [marker] = await markersOf(firing);
    expect(marker?.window_start).toEqual(hours(24 * 7));
    expect(marker?.evidence).toMatchObject({ depositsThisWeek: 5, weeklyAverageBefore: 1 });
  });

  it('night play: fires at half the stakes between 00:00 and 06:00 brand time, not just under it', async () => {
    const [firing, below] = [await createMember(harness), await createMember(harness)];
    // 2030-01-14 02:00 is night; 12:00 is day.
    await round(firing, hours(22), 500, 0);
    await round(firing, hours(12), 500, 0);
    await round(below, hours(22), 499, 0);
    await round(below, hours(12), 501, 0);
    expect(await evaluate(firing, below)).toEqual([['night_play'], []]);
  });

  it('limit increases: fires at three requests in 30 days, not at two or with an older one', async () => {
    const [firing, below] = [await createMember(harness), await createMember(harness)];
    for (const at of [hours(10), hours(100), hours(24 * 29)]) await limitIncrease(firing, at);
    for (const at of [hours(10), hours(100), hours(24 * 31)]) await limitIncrease(below, at);
    expect(await evaluate(firing, below)).toEqual([['limit_increases'], []]);
  });

  it('chasing losses: fires at three deposits within 30 minutes after a lost round in the day', async () => {
    const [firing, below] = [await createMember(harness), await createMember(harness)];
    for (const member of [firing, below])
      for (const offset of [3, 6, 9]) await round(member, hours(offset), 1000, 100);
    // Each round settles one minute after it opens; a deposit 10 minutes after it chases it.
    for (const offset of [3, 6, 9]) await deposit(firing, new Date(hours(offset).getTime() + 11 * 60_000));
    for (const offset of [3, 6]) await deposit(below, new Date(hours(offset).getTime() + 11 * 60_000));
    await deposit(below, new Date(hours(9).getTime() + 45 * 60_000));
    expect(await evaluate(firing, below)).toEqual([['chasing_losses'], []]);
  });

  it('register previously excluded: fires on that answer, not on not_registered', async () => {
    const [firing, below] = [await createMember(harness), await createMember(harness)];
    await registerCheck(firing, 'previously_excluded', hours(30));
    await registerCheck(below, 'not_registered', hours(30));
    expect(await evaluate(firing, below)).toEqual([['register_previously_excluded'], []]);
  });

  it('withdrawal reversal attempts: fires at three refused cancellations when the table exists', async () => {
    const present = await sql<{ present: boolean }>`
      select to_regclass('withdrawal_cancel_attempts') is not null as present`.execute(harness.database.db);
    if (!present.rows[0]?.present) return; // migration 0050 (H5) not landed in this checkout yet
    const [firing, below] = [await withdrawingMember(harness), await withdrawingMember(harness)];
    const withdrawals: string[] = [];
    for (const member of [firing, below]) {
      await fund(harness, member.member, 100_000n);
      withdrawals.push((await requestWithdrawal(harness, member.token, '100.00')).id);
    }
    const attempt = (member: WithdrawingMember, at: Date) =>
      sql`insert into withdrawal_cancel_attempts (withdrawal_id, member_id, outcome, at)
        values (${withdrawals[member === firing ? 0 : 1]}, ${member.member.id}, 'refused', ${at})`.execute(
        harness.database.db,
      );
    for (const at of [hours(5), hours(50), hours(500)]) await attempt(firing, at);
    for (const at of [hours(5), hours(50)]) await attempt(below, at);
    expect(await evaluate(firing.member, below.member)).toEqual([['withdrawal_reversal_attempts'], []]);
  });

  it('a rerun and the scan job insert nothing new; the scan cursor walks every member in batches', async () => {
    const before = await harness.database.db.selectFrom('harm_markers').select('id').execute();
    await sql`update rg_harm_scan set last_member_id = 0`.execute(harness.database.db);
    const first = await service.scan();
    expect(first.enabled).toBe(true);
    expect(first.markers).toBe(0);
    const after = await harness.database.db.selectFrom('harm_markers').select('id').execute();
    expect(after.length).toBe(before.length);
    expect(before.length).toBeGreaterThanOrEqual(5);
  });

  it('review records one interaction; a second review is refused; staff without the permission cannot', async () => {
    const member = await createMember(harness);
    await registerCheck(member, 'previously_excluded', hours(30));
    await evaluate(member);
    const marker = await harness.database.db
      .selectFrom('harm_markers')
      .select('id')
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    const risk = await staffToken(harness, 'risk');
    const finance = await staffToken(harness, 'finance');
    const path = `/api/admin/compliance/harm-markers/${marker.id}/review`;
    const body = { kind: 'call', body: 'Called the member; agreed a deposit limit.' };
    expectError(await call(harness.app, 'POST', path, { token: finance, body }), 403, 'forbidden');
    const reviews = await Promise.all([
      call(harness.app, 'POST', path, { token: risk, body }),
      call(harness.app, 'POST', path, { token: risk, body }),
    ]);
    expect(reviews.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const view = await call(harness.app, 'GET', `/api/admin/members/${member.id}/compliance`, {
      token: finance,
    });
    expect(view.statusCode, view.body).toBe(200);
    const json = view.json();
    expect(json.markers).toMatchObject([
      { id: marker.id, status: 'reviewed', rule: 'register_previously_excluded' },
    ]);
    expect(json.interactions).toMatchObject([{ kind: 'call', harmMarkerId: marker.id }]);
    expect(json.exclusions.registerChecks).toMatchObject([{ answer: 'previously_excluded' }]);
    expectError(
      await call(harness.app, 'GET', '/api/admin/members/999999999/compliance', { token: risk }),
      404,
      'not_found',
    );
    expectError(
      await call(harness.app, 'POST', '/api/admin/members/999999999/interactions', { token: risk, body }),
      404,
      'not_found',
    );
    const list = await call(harness.app, 'GET', '/api/admin/compliance/harm-markers?status=reviewed', {
      token: risk,
    });
    expect(list.json().markers.map((row: { id: string }) => row.id)).toContain(marker.id);
  });
});
