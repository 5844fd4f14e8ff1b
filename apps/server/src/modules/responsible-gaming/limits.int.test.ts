import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsHarness,
  call,
  createMember,
  expectError,
  loginToken,
  startAccountsHarness,
} from '../../testing/accounts-kit.js';
import { gatewayChannelId, gatewayDeposit, ok, setLimit, TestClock, useProfile } from './limits-test-kit.js';

const clock = new TestClock();
let harness: AccountsHarness;
let channelId: string;

beforeAll(async () => {
  harness = await startAccountsHarness({ gatewaySimulator: true, now: clock.now });
  // The server calls its own gateway simulator over HTTP.
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  channelId = await gatewayChannelId(harness);
  await useProfile(harness);
});

afterAll(async () => {
  await harness.close();
});

async function signedIn() {
  const member = await createMember(harness);
  return { member, token: await loginToken(harness, member) };
}

function confirm(token: string, kind: string, period: string) {
  return call(harness.app, 'POST', `/api/responsible-gaming/limits/${kind}/${period}/confirmation`, {
    token,
  });
}

async function changes(memberId: string) {
  return harness.database.db
    .selectFrom('rg_limit_changes')
    .select(['outcome', 'from_value', 'to_value'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

describe('setting a limit', () => {
  it('a new or lower limit applies at once', async () => {
    const { member, token } = await signedIn();
    const first = ok(await setLimit(harness, token, 'deposit', 'day', '100000'));
    expect(first).toMatchObject({ outcome: 'applied', limit: { activeValue: '100000', pending: false } });
    const lower = ok(await setLimit(harness, token, 'deposit', 'day', '50000'));
    expect(lower).toMatchObject({ outcome: 'applied', limit: { activeValue: '50000', remaining: '50000' } });
    expect((await changes(member.id)).map((change) => change.outcome)).toEqual(['applied', 'applied']);
  });

  it('a higher limit waits the cooling-off, changes nothing without a confirmation, then applies', async () => {
    const { member, token } = await signedIn();
    ok(await setLimit(harness, token, 'wager', 'week', '5000'));
    const startMs = clock.nowMs;
    const raised = ok(await setLimit(harness, token, 'wager', 'week', '9000'));
    expect(raised).toMatchObject({
      outcome: 'pending',
      limit: { activeValue: '5000', pendingValue: '9000', pending: true, canConfirm: false },
    });
    expect(Date.parse(raised.limit.pendingEffectiveAt)).toBe(startMs + 24 * 3_600_000);
    expectError(await confirm(token, 'wager', 'week'), 409, 'limit_cooling_off');
    clock.nowMs = startMs + 24 * 3_600_000 - 1_000;
    expectError(await confirm(token, 'wager', 'week'), 409, 'limit_cooling_off');
    clock.nowMs = startMs + 24 * 3_600_000;
    // Due, but never applied by itself.
    const row = await harness.database.db
      .selectFrom('rg_limits')
      .selectAll()
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.active_value).toBe('5000');
    expect((await budget(member.id))?.wager_week_minor).toBe('5000');
    const confirmed = ok(await confirm(token, 'wager', 'week'));
    expect(confirmed.limit).toMatchObject({ activeValue: '9000', pending: false, pendingValue: null });
    expect((await budget(member.id))?.wager_week_minor).toBe('9000');
    expectError(await confirm(token, 'wager', 'week'), 404, 'not_found');
    expect((await changes(member.id)).map((change) => change.outcome)).toEqual([
      'applied',
      'pending',
      'confirmed',
    ]);
  });

  it('a removal waits alike; a lower value meanwhile applies and drops it; cancel keeps the active one', async () => {
    const { member, token } = await signedIn();
    ok(await setLimit(harness, token, 'loss', 'day', '3000'));
    expect(ok(await setLimit(harness, token, 'loss', 'day', null))).toMatchObject({
      outcome: 'pending',
      limit: { activeValue: '3000', pending: true, pendingValue: null },
    });
    expectError(await confirm(token, 'loss', 'day'), 409, 'limit_cooling_off');
    const cancelled = ok(
      await call(harness.app, 'DELETE', '/api/responsible-gaming/limits/loss/day/pending', { token }),
    );
    expect(cancelled.limit).toMatchObject({ activeValue: '3000', pending: false });
    ok(await setLimit(harness, token, 'loss', 'day', null));
    const lower = ok(await setLimit(harness, token, 'loss', 'day', '2000'));
    expect(lower.limit).toMatchObject({ activeValue: '2000', pending: false });
    ok(await setLimit(harness, token, 'loss', 'day', null));
    clock.advanceHours(25);
    expect(ok(await confirm(token, 'loss', 'day')).limit).toMatchObject({
      activeValue: null,
      pending: false,
    });
    // No wager or loss limit left: no budget row, so the bet path probes nothing for this member.
    expect(await budget(member.id)).toBeUndefined();
  });

  it('refuses a tool the profile does not offer, a wrong period, and editing the history', async () => {
    const { member, token } = await signedIn();
    expectError(await setLimit(harness, token, 'session_time', 'day', '30'), 400, 'validation_failed');
    expectError(await setLimit(harness, token, 'deposit', 'session', '30'), 400, 'validation_failed');
    expectError(await setLimit(harness, token, 'deposit', 'day', '0'), 400, 'validation_failed');
    await useProfile(harness, (value) => ({
      ...value,
      limits: { ...value.limits, wager: { offered: false, mandatory: false } },
    }));
    try {
      expectError(await setLimit(harness, token, 'wager', 'day', '100'), 403, 'function_not_enabled');
    } finally {
      await useProfile(harness);
    }
    ok(await setLimit(harness, token, 'deposit', 'week', '100000'));
    await expect(
      sql`update rg_limit_changes set to_value = 1 where member_id = ${member.id}`.execute(
        harness.database.db,
      ),
    ).rejects.toThrow();
    await expect(
      sql`delete from rg_limit_changes where member_id = ${member.id}`.execute(harness.database.db),
    ).rejects.toThrow();
  });
});

async function budget(memberId: string) {
  return harness.database.db
    .selectFrom('rg_play_budget')
    .selectAll()
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

describe('deposit limits', () => {
  it('every window is checked: the lowest remaining one refuses', async () => {
    const { token } = await signedIn();
    ok(await setLimit(harness, token, 'deposit', 'day', '100000'));
    ok(await setLimit(harness, token, 'deposit', 'week', '60000'));
    ok(await gatewayDeposit(harness, token, channelId, '300.00'));
    const refused = await gatewayDeposit(harness, token, channelId, '400.00');
    expectError(refused, 409, 'deposit_limit_reached');
    expect(refused.json().error.issues).toEqual([{ path: 'week', message: '30000' }]);
    ok(await gatewayDeposit(harness, token, channelId, '300.00'));
    expectError(await gatewayDeposit(harness, token, channelId, '100.00'), 409, 'deposit_limit_reached');
  });

  it('a mandatory deposit limit refuses the first deposit until one is set', async () => {
    const { token } = await signedIn();
    await useProfile(harness, (value) => ({
      ...value,
      limits: { ...value.limits, deposit: { offered: true, mandatory: true } },
    }));
    try {
      expectError(await gatewayDeposit(harness, token, channelId, '100.00'), 409, 'deposit_limit_required');
      ok(await setLimit(harness, token, 'deposit', 'month', '500000'));
      ok(await gatewayDeposit(harness, token, channelId, '100.00'));
      // The only deposit limit of a mandatory tool cannot be removed.
      expectError(await setLimit(harness, token, 'deposit', 'month', null), 400, 'validation_failed');
    } finally {
      await useProfile(harness);
    }
  });
});
