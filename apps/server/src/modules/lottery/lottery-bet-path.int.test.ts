import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsHarness,
  call,
  createMember,
  loginToken,
  startAccountsHarness,
} from '../../testing/accounts-kit.js';
import { fundFromHouse } from '../../testing/ledger-kit.js';
import { LedgerRepository } from '../wallet/ledger-repository.js';
import { LedgerService } from '../wallet/ledger-service.js';

/**
 * The bet path's shortcuts against the real app and database: a bet is answered from what it wrote (the
 * same bytes a replay reads back), and a process's cached game config never prices a bet on a config
 * changed since (by another process: here by SQL, which this process's cache does not hear of).
 */

let harness: AccountsHarness;
let ledger: LedgerService;
const clockMs = Date.parse('2026-11-26T06:00:30Z');

beforeAll(async () => {
  harness = await startAccountsHarness({ now: () => clockMs });
  ledger = new LedgerService(new LedgerRepository(harness.database.db));
  const job = harness.app.scheduledJobs.find((entry) => entry.name === 'lottery-cycle');
  await job?.run();
});

afterAll(async () => {
  const verification = await ledger.verify();
  expect(verification.discrepancies).toEqual([]);
  await harness.close();
});

async function player(fundsMinor = 10_000_000n) {
  const member = await createMember(harness);
  await fundFromHouse(ledger, member.id, fundsMinor);
  return { member, token: await loginToken(harness, member) };
}

async function currentDrawId(gameCode: string): Promise<string> {
  const response = await call(harness.app, 'GET', `/api/lottery/game?gameCode=${gameCode}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().currentDraw.drawId;
}

function bet(token: string, body: Record<string, unknown>) {
  return call(harness.app, 'POST', '/api/lottery/bets', {
    token,
    body: { requestId: randomUUID(), ...body },
  });
}

function setDigit(gameCode: string, change: { winOdds?: number; limitMinor?: string }) {
  return harness.database.db
    .updateTable('lottery_bet_types')
    .set({
      ...(change.winOdds !== undefined ? { odds: JSON.stringify({ win: change.winOdds }) } : {}),
      ...(change.limitMinor !== undefined ? { exposure_limit_minor: change.limitMinor } : {}),
    })
    .where('game_code', '=', gameCode)
    .where('bet_type', '=', 'digit')
    .execute();
}

describe('a bet answered from what it wrote', () => {
  it('answers exactly what a replay and the member’s bets read back', async () => {
    const { token } = await player();
    const drawId = await currentDrawId('fast_1m');
    const body = {
      requestId: 'bet-path-replay-1',
      drawId,
      betType: 'digit',
      // Keys out of jsonb's order (numbers comes first there): the answer must read as the stored row does.
      selection: { position: 4, numbers: ['8', '1'] },
      unitStakeMinor: '300',
    };
    const first = await call(harness.app, 'POST', '/api/lottery/bets', { token, body });
    expect(first.statusCode, first.body).toBe(200);
    const again = await call(harness.app, 'POST', '/api/lottery/bets', { token, body });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.body).toBe(first.body);
    const mine = await call(harness.app, 'GET', '/api/lottery/bets?status=all&page=1&pageSize=10', { token });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().bets).toEqual([first.json()]);
  });
});

describe('the cached game config', () => {
  it('never prices a bet on odds, limits or an enabled flag changed since this process read them', async () => {
    const { token } = await player();
    const drawId = await currentDrawId('fast_3m');
    const digit = {
      drawId,
      betType: 'digit',
      selection: { numbers: ['5'], position: 1 },
      unitStakeMinor: '1000',
    };
    const before = await bet(token, digit);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().odds).toEqual({ win: '9.8' });
    // Another process's staff change (this process's cache still holds 9.8 and the old limit).
    await setDigit('fast_3m', { winOdds: 120_000, limitMinor: String(9_800 + 12_000 * 2) });
    const after = await bet(token, digit);
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().odds).toEqual({ win: '12' });
    const stored = await harness.database.db
      .selectFrom('lottery_bets')
      .select('odds')
      .where('id', '=', after.json().betId)
      .executeTakeFirstOrThrow();
    expect(stored.odds).toEqual({ win: 120_000 });
    // The key's row was made by the first bet with the old limit: each hold counts its own bet's odds.
    const exposure = await harness.database.db
      .selectFrom('lottery_exposure')
      .select(['held_minor', 'limit_minor'])
      .where('draw_id', '=', drawId)
      .where('bet_type', '=', 'digit')
      .where('number', '=', 'p1-5')
      .executeTakeFirstOrThrow();
    expect(exposure.held_minor).toBe(String(9_800 + 12_000));
    // A new key gets the new limit: two 12x units fit, a third does not.
    const other = { ...digit, selection: { numbers: ['6'], position: 1 } };
    await setDigit('fast_3m', { limitMinor: String(12_000 * 2) });
    expect((await bet(token, other)).statusCode).toBe(200);
    expect((await bet(token, other)).statusCode).toBe(200);
    const third = await bet(token, other);
    expect(third.json().error?.code).toBe('lottery_exposure_limit');
    // Disabled by another process: refused at once, not a second later.
    await harness.database.db
      .updateTable('lottery_games')
      .set({ enabled: false })
      .where('code', '=', 'fast_3m')
      .execute();
    try {
      const disabled = await bet(token, { ...digit, selection: { numbers: ['7'], position: 1 } });
      expect(disabled.json().error?.code).toBe('lottery_game_disabled');
    } finally {
      await harness.database.db
        .updateTable('lottery_games')
        .set({ enabled: true })
        .where('code', '=', 'fast_3m')
        .execute();
    }
  });

  it('keeps each bet’s hold to its own stored odds while staff change the odds under concurrent bets', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => player()));
    const drawId = await currentDrawId('fast_5m');
    await setDigit('fast_5m', { winOdds: 98_000, limitMinor: '1000000000' });
    const digit = {
      drawId,
      betType: 'digit',
      selection: { numbers: ['2'], position: 2 },
      unitStakeMinor: '1000',
    };
    const bets = Array.from({ length: 60 }, (_, index) =>
      bet((players[index % players.length] as { token: string }).token, digit),
    );
    const changes = [110_000, 125_000, 90_000].map((winOdds) => setDigit('fast_5m', { winOdds }));
    const responses = await Promise.all(bets);
    await Promise.all(changes);
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    const rows = await harness.database.db
      .selectFrom('lottery_bets')
      .select(['odds', 'unit_stake_minor'])
      .where('draw_id', '=', drawId)
      .where('bet_type', '=', 'digit')
      .execute();
    expect(rows).toHaveLength(60);
    const answered = new Map(responses.map((response) => [response.json().betId, response.json().odds.win]));
    expect(answered.size).toBe(60);
    const expectedHeld = rows.reduce(
      (total, row) =>
        total + (BigInt(row.unit_stake_minor) * BigInt((row.odds as { win: number }).win) + 9_999n) / 10_000n,
      0n,
    );
    const exposure = await harness.database.db
      .selectFrom('lottery_exposure')
      .select(sql<string>`held_minor::text`.as('held'))
      .where('draw_id', '=', drawId)
      .where('number', '=', 'p2-2')
      .executeTakeFirstOrThrow();
    expect(exposure.held).toBe(expectedHeld.toString());
  });
});
