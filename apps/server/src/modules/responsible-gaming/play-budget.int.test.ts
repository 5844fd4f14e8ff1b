import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsHarness, call, startAccountsHarness } from '../../testing/accounts-kit.js';
import { LedgerRepository } from '../wallet/ledger-repository.js';
import { LedgerService } from '../wallet/ledger-service.js';
import {
  bet,
  budgetRow,
  launchedPlayer,
  limitsSimulator,
  ok,
  setLimit,
  TestClock,
  useProfile,
  win,
} from './limits-test-kit.js';
import { PlayBudgetRepository } from './play-budget-repository.js';
import { PlayBudgetService } from './play-budget-service.js';

const clock = new TestClock();
let harness: AccountsHarness;
let ledger: LedgerService;
/** In-house play charges the same row through the same service (InhouseService calls it in its round). */
let inhouse: PlayBudgetService;

beforeAll(async () => {
  harness = await startAccountsHarness({ vendorSimulator: limitsSimulator, now: clock.now });
  ledger = new LedgerService(new LedgerRepository(harness.database.db));
  inhouse = new PlayBudgetService(
    harness.database.db,
    new PlayBudgetRepository(harness.database.db),
    harness.settings,
    () => new Date(clock.nowMs),
  );
  await useProfile(harness, (value) => ({
    ...value,
    realityCheck: {
      ...value.realityCheck,
      offered: true,
      mandatory: false,
      intervalsMinutes: [15, 30, 60],
      blockPlayUntilAcknowledged: true,
    },
  }));
});

afterAll(async () => {
  expect((await ledger.verify()).discrepancies).toEqual([]);
  await harness.close();
});

async function inhouseCharge(memberId: string, stakeMinor: bigint): Promise<boolean> {
  try {
    await harness.database.db
      .transaction()
      .execute((transaction) => inhouse.charge(transaction, memberId, stakeMinor, new Date(clock.nowMs)));
    return true;
  } catch (error) {
    expect((error as { code?: string }).code).toMatch(/^(wager|loss)_limit_reached$/);
    return false;
  }
}

async function stakedOfRounds(memberId: string): Promise<bigint> {
  const row = await harness.database.db
    .selectFrom('game_rounds')
    .select(sql<string>`coalesce(sum(stake_minor), 0)::text`.as('staked'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return BigInt(row.staked);
}

describe('wager limit under concurrency', () => {
  it('100 vendor bets and 50 in-house bets at once never stake past the limit', async () => {
    const player = await launchedPlayer(harness, ledger);
    ok(await setLimit(harness, player.token, 'wager', 'day', '12000'));
    const [vendorAnswers, inhouseAnswers] = await Promise.all([
      Promise.all(Array.from({ length: 100 }, () => bet(harness, player, 100n))),
      Promise.all(Array.from({ length: 50 }, () => inhouseCharge(player.member.id, 100n))),
    ]);
    const applied = vendorAnswers.filter((result) => result.answer.status === 'ok').length;
    const refused = vendorAnswers.filter((result) => result.answer.status !== 'ok');
    for (const result of refused) expect(result.answer.code).toBe('play_limit_reached');
    const inhouseApplied = inhouseAnswers.filter(Boolean).length;
    // The limit holds, and is used up: 150 asked for 15 000 against 12 000.
    expect((applied + inhouseApplied) * 100).toBe(12_000);
    expect(applied).toBeGreaterThanOrEqual(70);
    expect(await stakedOfRounds(player.member.id)).toBe(BigInt(applied * 100));
    const row = await budgetRow(harness, player.member.id);
    expect(row?.day_staked).toBe('12000');
    expect((await bet(harness, player, 1n)).answer.code).toBe('play_limit_reached');
  });
});

describe('loss limit', () => {
  it('counts staked - won: a win between bets makes room again', async () => {
    const player = await launchedPlayer(harness, ledger);
    ok(await setLimit(harness, player.token, 'loss', 'day', '1000'));
    const first = await bet(harness, player, 600n);
    expect(first.answer.status).toBe('ok');
    expect((await bet(harness, player, 500n)).answer.code).toBe('play_limit_reached');
    expect((await win(harness, player, first.round, 400n)).status).toBe('ok');
    // Lost 200 so far: 500 more is within 1000.
    expect((await bet(harness, player, 500n)).answer.status).toBe('ok');
    expect((await bet(harness, player, 301n)).answer.code).toBe('play_limit_reached');
  });
});

describe('period rollover', () => {
  it('a new brand day counts from zero; the week limit still counts both days', async () => {
    const player = await launchedPlayer(harness, ledger);
    ok(await setLimit(harness, player.token, 'wager', 'day', '1000'));
    ok(await setLimit(harness, player.token, 'wager', 'week', '1500'));
    expect((await bet(harness, player, 1000n)).answer.status).toBe('ok');
    expect((await bet(harness, player, 1n)).answer.code).toBe('play_limit_reached');
    const savedMs = clock.nowMs;
    try {
      // The next brand day is in the same brand week (Monday to Sunday) unless today is Sunday.
      const offsetMs = harness.settings.get('brand').gmtOffsetMinutes * 60_000;
      const sameWeek = new Date(clock.nowMs + offsetMs).getUTCDay() !== 0;
      clock.nowMs = savedMs + 86_400_000;
      const answer = await bet(harness, player, 600n);
      if (sameWeek) expect(answer.answer.code).toBe('play_limit_reached');
      else expect(answer.answer.status).toBe('ok');
      expect((await bet(harness, player, 400n)).answer.status).toBe('ok');
    } finally {
      clock.nowMs = savedMs;
    }
  });
});

describe('a limit this process was not told of', () => {
  it('still holds: guard (b) fails the batch and the careful run refuses the bet', async () => {
    const player = await launchedPlayer(harness, ledger);
    const { db } = harness.database;
    // Another process set it: the rows exist, this process's in-memory set does not know yet.
    const at = new Date(clock.nowMs);
    const windows = inhouse.windowsAt(at);
    await db
      .insertInto('rg_limits')
      .values({
        member_id: player.member.id,
        kind: 'wager',
        period: 'day',
        active_value: '300',
        updated_at: at,
      })
      .execute();
    await db
      .insertInto('rg_play_budget')
      .values({
        member_id: player.member.id,
        wager_day_minor: '300',
        day_start: windows.dayStart,
        week_start: windows.weekStart,
        month_start: windows.monthStart,
      })
      .execute();
    expect((await bet(harness, player, 500n)).answer.code).toBe('play_limit_reached');
    expect((await bet(harness, player, 200n)).answer.status).toBe('ok');
    expect((await bet(harness, player, 200n)).answer.code).toBe('play_limit_reached');
    expect((await budgetRow(harness, player.member.id))?.day_staked).toBe('200');
  });
});

describe('reality check and session time', () => {
  it('a due reality check refuses bets until acknowledged (profile blocks)', async () => {
    const player = await launchedPlayer(harness, ledger);
    const session = ok(
      await call(harness.app, 'PUT', '/api/responsible-gaming/reality-check', {
        token: player.token,
        body: { intervalMinutes: 15 },
      }),
    );
    expect(session.realityCheckIntervalMinutes).toBe(15);
    expect((await bet(harness, player, 100n)).answer.status).toBe('ok');
    // Not due yet: no acknowledgement.
    expect(
      (
        await call(harness.app, 'POST', '/api/responsible-gaming/reality-check/acknowledgement', {
          token: player.token,
        })
      ).statusCode,
    ).toBe(409);
    await harness.database.db
      .updateTable('member_sessions')
      .set({ reality_check_due_at: sql`now() - interval '1 second'` })
      .where('member_id', '=', player.member.id)
      .execute();
    expect((await bet(harness, player, 100n)).answer.code).toBe('player_blocked');
    const acknowledged = ok(
      await call(harness.app, 'POST', '/api/responsible-gaming/reality-check/acknowledgement', {
        token: player.token,
      }),
    );
    expect(Date.parse(acknowledged.nextRealityCheckAt)).toBe(clock.nowMs + 15 * 60_000);
    expect((await bet(harness, player, 100n)).answer.status).toBe('ok');
    const clockNow = ok(
      await call(harness.app, 'GET', '/api/responsible-gaming/session', { token: player.token }),
    );
    expect(clockNow.netResultMinor).toBe('-200');
  });

  it('the session-time limit ends play: bets after it are refused', async () => {
    const player = await launchedPlayer(harness, ledger);
    ok(await setLimit(harness, player.token, 'session_time', 'session', '30'));
    const session = ok(
      await call(harness.app, 'GET', '/api/responsible-gaming/session', { token: player.token }),
    );
    expect(Date.parse(session.playEndsAt) - Date.parse(session.loginAt)).toBe(30 * 60_000);
    expect((await bet(harness, player, 100n)).answer.status).toBe('ok');
    await harness.database.db
      .updateTable('member_sessions')
      .set({ play_ends_at: sql`now() - interval '1 second'` })
      .where('member_id', '=', player.member.id)
      .execute();
    expect((await bet(harness, player, 100n)).answer.code).toBe('player_blocked');
  });
});
