import { randomUUID } from 'node:crypto';
import { winOf } from '@gaming/contracts/inhouse-bytes';
import { crashMaximumRoundMs, crashMillisecondsTo } from '@gaming/contracts/inhouse-crash';
import { minesMaximumRoundMs, minesMultiplier } from '@gaming/contracts/inhouse-mines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsHarness,
  call,
  createMember,
  expectError,
  loginToken,
  startAccountsHarness,
} from '../../testing/accounts-kit.js';
import { fundFromHouse } from '../../testing/ledger-kit.js';
import { LedgerRepository } from '../wallet/ledger-repository.js';
import { LedgerService } from '../wallet/ledger-service.js';

/**
 * Crash and mines played live (issue 14 #13): the rules, the races on one round and the time bounds, on
 * the server's clock. The test moves that clock (it runs `clockAheadMs` ahead of the real one) instead of
 * sleeping; it reads a round's crash point or mines from the database, as nobody outside the server can,
 * to choose moves whose answer it knows.
 */

let harness: AccountsHarness;
let ledger: LedgerService;
let clockAheadMs = 0;

beforeAll(async () => {
  harness = await startAccountsHarness({ now: () => Date.now() + clockAheadMs });
  ledger = new LedgerService(new LedgerRepository(harness.database.db));
});

afterAll(async () => {
  expect((await ledger.verify()).discrepancies).toEqual([]);
  await harness.close();
});

async function player(fundsMinor = 1_000_000n) {
  const member = await createMember(harness);
  await fundFromHouse(ledger, member.id, fundsMinor);
  return { member, token: await loginToken(harness, member) };
}

async function balanceMinor(token: string): Promise<bigint> {
  return BigInt((await call(harness.app, 'GET', '/api/wallet/balance', { token })).json().balanceMinor);
}

async function transfersOf(roundId: string) {
  return harness.database.db
    .selectFrom('ledger_transfers')
    .select(['code', 'amount'])
    .where('reference_type', '=', 'round')
    .where('reference_id', '=', roundId)
    .orderBy('code')
    .execute();
}

/** What the server drew when the round started (hidden from the player until the round is decided). */
async function drawnOf(roundId: string) {
  const row = await harness.database.db
    .selectFrom('inhouse_rounds')
    .select(['outcome', 'drawn_at'])
    .where('round_id', '=', roundId)
    .executeTakeFirstOrThrow();
  return {
    ...(row.outcome as { crashPoint?: number; minePositions?: number[] }),
    startedMs: (row.drawn_at as Date).getTime(),
  };
}

/** Sets the server's clock to `elapsedMs` after the round started. */
function clockAt(startedMs: number, elapsedMs: number) {
  clockAheadMs = startedMs + elapsedMs - Date.now();
}

async function runSettleJob() {
  const job = harness.app.scheduledJobs.find((entry) => entry.name === 'inhouse-finish-unfinished');
  expect(job).toBeDefined();
  await job?.run();
}

async function startCrash(token: string, amount = '10', autoCashOut?: number) {
  const reply = await call(harness.app, 'POST', '/api/inhouse/crash/rounds', {
    token,
    body: { requestId: randomUUID(), amount, ...(autoCashOut ? { autoCashOut } : {}) },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
}

/** Starts crash rounds (each lost at once by looking past its end) until one's crash point passes `above`. */
async function crashRoundAbove(token: string, above: number) {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    clockAheadMs = 0;
    const round = await startCrash(token);
    const drawn = await drawnOf(round.roundId);
    if ((drawn.crashPoint ?? 0) > above) return { round, drawn };
    clockAt(drawn.startedMs, crashMaximumRoundMs);
    await call(harness.app, 'GET', `/api/inhouse/rounds/${round.roundId}`, { token });
  }
  throw new Error(`no crash point above ${above} in 40 rounds`);
}

const cashOut = (token: string, roundId: string, body: unknown = {}) =>
  call(harness.app, 'POST', `/api/inhouse/crash/rounds/${roundId}/cash-out`, { token, body });

describe('crash, live', () => {
  it("cashes out at the multiplier of the server's clock when the request arrives, never one the client sends", async () => {
    const { token } = await player();
    const { round, drawn } = await crashRoundAbove(token, 150);
    expect(round).toMatchObject({ status: 'open', outcome: null, live: { multiplier: 100 } });
    const before = await balanceMinor(token);
    // Still rising at 1.20× by the server's clock: the round shows no crash point.
    clockAt(drawn.startedMs, crashMillisecondsTo(120));
    const look = (await call(harness.app, 'GET', `/api/inhouse/rounds/${round.roundId}`, { token })).json();
    expect(look).toMatchObject({ status: 'open', outcome: null, live: { multiplier: 120 } });
    expectError(await cashOut(token, round.roundId, { multiplier: 100_000 }), 400, 'validation_failed');
    const reply = await cashOut(token, round.roundId);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      status: 'settled',
      winMinor: '1200',
      outcome: { crashPoint: drawn.crashPoint, cashedOutAt: 120, win: true, multiplier: 12_000 },
      live: null,
    });
    expect(await balanceMinor(token)).toBe(before + 1_200n);
    expect(await transfersOf(round.roundId)).toEqual([
      { code: 'bet', amount: '1000' },
      { code: 'win', amount: '1200' },
    ]);
  });

  it('refuses a cash-out before 1.01× and pays nothing for one after the crash', async () => {
    const { token } = await player();
    const round = await startCrash(token);
    const drawn = await drawnOf(round.roundId);
    clockAt(drawn.startedMs, 0);
    expectError(await cashOut(token, round.roundId), 409, 'invalid_state');
    // Just past the crash point: the round has crashed, whatever the client believes.
    clockAt(drawn.startedMs, crashMillisecondsTo((drawn.crashPoint ?? 0) + 1));
    const reply = await cashOut(token, round.roundId);
    expect(reply.json()).toMatchObject({
      status: 'settled',
      winMinor: '0',
      outcome: { crashPoint: drawn.crashPoint, cashedOutAt: null, win: false },
    });
    expect(await transfersOf(round.roundId)).toEqual([{ code: 'bet', amount: '1000' }]);
  });

  it('settles once: ten parallel cash-outs, then cash-outs racing the settling job', async () => {
    const { token } = await player();
    const { round, drawn } = await crashRoundAbove(token, 130);
    const before = await balanceMinor(token);
    clockAt(drawn.startedMs, crashMillisecondsTo(125));
    const replies = await Promise.all(Array.from({ length: 10 }, () => cashOut(token, round.roundId)));
    for (const reply of replies) expect(reply.json()).toMatchObject({ status: 'settled', winMinor: '1250' });
    expect(await transfersOf(round.roundId)).toEqual([
      { code: 'bet', amount: '1000' },
      { code: 'win', amount: '1250' },
    ]);
    expect(await balanceMinor(token)).toBe(before + 1_250n);

    // Left running past its end: the job and late cash-outs race; the round was decided by its time.
    const middle = await balanceMinor(token);
    const second = await startCrash(token, '10', 110);
    const secondDrawn = await drawnOf(second.roundId);
    clockAt(secondDrawn.startedMs, crashMaximumRoundMs + 1);
    await Promise.all([
      runSettleJob(),
      cashOut(token, second.roundId),
      runSettleJob(),
      cashOut(token, second.roundId),
    ]);
    const settled = (
      await call(harness.app, 'GET', `/api/inhouse/rounds/${second.roundId}`, { token })
    ).json();
    const won = (secondDrawn.crashPoint ?? 0) >= 110;
    expect(settled).toMatchObject({
      status: 'settled',
      outcome: { cashedOutAt: won ? 110 : null, win: won },
    });
    const win = won ? 1_100n : 0n;
    expect(await transfersOf(second.roundId)).toEqual(
      won
        ? [
            { code: 'bet', amount: '1000' },
            { code: 'win', amount: '1100' },
          ]
        : [{ code: 'bet', amount: '1000' }],
    );
    expect(await balanceMinor(token)).toBe(middle - 1_000n + win);
  });

  it('an abandoned round is settled by the job after the maximum round time: crashed, or at its automatic cash-out', async () => {
    const { token } = await player();
    const plain = await startCrash(token);
    const plainDrawn = await drawnOf(plain.roundId);
    clockAt(plainDrawn.startedMs, crashMaximumRoundMs - 1_000);
    await runSettleJob();
    // Not yet past its time: the job leaves it (the player may still be watching).
    const stillThere = (await call(harness.app, 'GET', `/api/inhouse/crash/live-round`, { token })).json();
    expect(stillThere.round === null || stillThere.round.roundId === plain.roundId).toBe(true);
    clockAt(plainDrawn.startedMs, crashMaximumRoundMs + 1);
    await runSettleJob();
    const rounds = await harness.database.db
      .selectFrom('game_rounds')
      .select(['status', 'win_minor'])
      .where('id', '=', plain.roundId)
      .executeTakeFirstOrThrow();
    // A crash point at or above the round's maximum (1,000×) would be paid there; below it, lost.
    expect(rounds).toEqual({
      status: 'settled',
      win_minor: (plainDrawn.crashPoint ?? 0) >= 100_000 ? '1000000' : '0',
    });
    expect((await call(harness.app, 'GET', `/api/inhouse/crash/live-round`, { token })).json()).toEqual({
      round: null,
    });
  });

  it('one round at a time, its crash point hidden while it runs, and no seed rotation until it ends', async () => {
    const { token } = await player();
    clockAheadMs = 0;
    const round = await startCrash(token);
    expectError(
      await call(harness.app, 'POST', '/api/inhouse/crash/rounds', {
        token,
        body: { requestId: randomUUID(), amount: '10' },
      }),
      409,
      'invalid_state',
    );
    const listed = (await call(harness.app, 'GET', '/api/inhouse/rounds', { token })).json().rounds;
    expect(listed.find((entry: { roundId: string }) => entry.roundId === round.roundId)?.outcome).toBeNull();
    const verification = (
      await call(harness.app, 'GET', `/api/inhouse/rounds/${round.roundId}/verification`, { token })
    ).json();
    expect(verification.round.outcome).toBeNull();
    expectError(
      await call(harness.app, 'POST', '/api/inhouse/seed-pair/rotation', { token, body: {} }),
      409,
      'invalid_state',
    );
    const drawn = await drawnOf(round.roundId);
    clockAt(drawn.startedMs, crashMaximumRoundMs + 1);
    await call(harness.app, 'GET', `/api/inhouse/rounds/${round.roundId}`, { token });
    const rotation = await call(harness.app, 'POST', '/api/inhouse/seed-pair/rotation', { token, body: {} });
    expect(rotation.statusCode, rotation.body).toBe(200);
  });
});

async function startMines(token: string, mines = 3, amount = '10') {
  clockAheadMs = 0;
  const reply = await call(harness.app, 'POST', '/api/inhouse/mines/rounds', {
    token,
    body: { requestId: randomUUID(), amount, mines },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  const round = reply.json();
  const drawn = await drawnOf(round.roundId);
  const mineSet = new Set(drawn.minePositions);
  const safe = Array.from({ length: 25 }, (_, tile) => tile).filter((tile) => !mineSet.has(tile));
  return { round, drawn, safe, mine: drawn.minePositions?.[0] ?? 0 };
}

const reveal = (token: string, roundId: string, tile: number) =>
  call(harness.app, 'POST', `/api/inhouse/mines/rounds/${roundId}/reveals`, { token, body: { tile } });
const minesCashOut = (token: string, roundId: string) =>
  call(harness.app, 'POST', `/api/inhouse/mines/rounds/${roundId}/cash-out`, { token, body: {} });

describe('mines, live', () => {
  it('reveals one tile per request and cashes out at the multiplier of the safe tiles', async () => {
    const { token } = await player();
    const before = await balanceMinor(token);
    const { round, safe } = await startMines(token);
    expect(round).toMatchObject({ status: 'open', outcome: null, live: { revealed: [], multiplier: 0 } });
    expect(await balanceMinor(token)).toBe(before - 1_000n);
    expectError(await minesCashOut(token, round.roundId), 409, 'invalid_state');
    const first = (await reveal(token, round.roundId, safe[0] ?? 0)).json();
    expect(first).toMatchObject({ status: 'open', outcome: null, live: { revealed: [safe[0]] } });
    const second = (await reveal(token, round.roundId, safe[1] ?? 0)).json();
    expect(second.live).toMatchObject({ revealed: [safe[0], safe[1]], multiplier: minesMultiplier(3, 2) });
    const cashed = (await minesCashOut(token, round.roundId)).json();
    const win = winOf(1_000n, { numerator: minesMultiplier(3, 2), denominator: 10_000 });
    expect(cashed).toMatchObject({
      status: 'settled',
      winMinor: win.toString(),
      outcome: { revealed: [safe[0], safe[1]], hits: [], win: true },
    });
    expect(await balanceMinor(token)).toBe(before - 1_000n + win);
  });

  it('a mine loses the stake and shows the board; a reveal or cash-out after it changes nothing', async () => {
    const { token } = await player();
    const before = await balanceMinor(token);
    const { round, safe, mine, drawn } = await startMines(token);
    await reveal(token, round.roundId, safe[0] ?? 0);
    const lost = (await reveal(token, round.roundId, mine)).json();
    expect(lost).toMatchObject({
      status: 'settled',
      winMinor: '0',
      outcome: { minePositions: drawn.minePositions, revealed: [safe[0], mine], hits: [mine], win: false },
    });
    expect((await minesCashOut(token, round.roundId)).json()).toMatchObject({
      status: 'settled',
      winMinor: '0',
    });
    expect((await reveal(token, round.roundId, safe[1] ?? 0)).json().outcome.revealed).toEqual([
      safe[0],
      mine,
    ]);
    expect(await transfersOf(round.roundId)).toEqual([{ code: 'bet', amount: '1000' }]);
    expect(await balanceMinor(token)).toBe(before - 1_000n);
  });

  it('parallel reveals and cash-outs on one round settle once; the books add up', async () => {
    const { token } = await player();
    const before = await balanceMinor(token);
    const { round, safe } = await startMines(token, 2);
    // Five different safe tiles at once: taken one after another under the round's lock.
    await Promise.all(safe.slice(0, 5).map((tile) => reveal(token, round.roundId, tile)));
    const afterReveals = (
      await call(harness.app, 'GET', `/api/inhouse/rounds/${round.roundId}`, { token })
    ).json();
    expect([...afterReveals.live.revealed].sort((a: number, b: number) => a - b)).toEqual(
      safe.slice(0, 5).sort((a, b) => a - b),
    );
    const replies = await Promise.all([
      ...Array.from({ length: 6 }, () => minesCashOut(token, round.roundId)),
      reveal(token, round.roundId, safe[5] ?? 0),
    ]);
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    const settled = (
      await call(harness.app, 'GET', `/api/inhouse/rounds/${round.roundId}`, { token })
    ).json();
    expect(settled.status).toBe('settled');
    const tiles = settled.outcome.revealed.length as number;
    // The cash-out came before the sixth reveal or after it; either way one result and one payment.
    expect([5, 6]).toContain(tiles);
    const win = winOf(1_000n, { numerator: minesMultiplier(2, tiles), denominator: 10_000 });
    expect(settled.winMinor).toBe(win.toString());
    expect(await transfersOf(round.roundId)).toEqual([
      { code: 'bet', amount: '1000' },
      { code: 'win', amount: win.toString() },
    ]);
    expect(await balanceMinor(token)).toBe(before - 1_000n + win);
  });

  it('an abandoned round is settled by the job after its maximum age: cashed out as it stands, or the stake back', async () => {
    const { token } = await player();
    const before = await balanceMinor(token);
    const played = await startMines(token, 3);
    await reveal(token, played.round.roundId, played.safe[0] ?? 0);
    const untouched = await startMines((await player()).token, 3);
    clockAt(played.drawn.startedMs, minesMaximumRoundMs - 60_000);
    await runSettleJob();
    expect(
      (await call(harness.app, 'GET', `/api/inhouse/rounds/${played.round.roundId}`, { token })).json()
        .status,
    ).toBe('open');
    clockAt(Math.max(played.drawn.startedMs, untouched.drawn.startedMs), minesMaximumRoundMs + 1);
    // A reveal arriving after the round's time settles it as it stood; the job finds nothing left to do.
    const late = (await reveal(token, played.round.roundId, played.safe[1] ?? 0)).json();
    const win = winOf(1_000n, { numerator: minesMultiplier(3, 1), denominator: 10_000 });
    expect(late).toMatchObject({
      status: 'settled',
      winMinor: win.toString(),
      outcome: { revealed: [played.safe[0]] },
    });
    await runSettleJob();
    expect(await balanceMinor(token)).toBe(before - 1_000n + win);
    const returned = await harness.database.db
      .selectFrom('game_rounds')
      .select(['status', 'win_minor'])
      .where('id', '=', untouched.round.roundId)
      .executeTakeFirstOrThrow();
    expect(returned).toEqual({ status: 'settled', win_minor: '1000' });
  });
});
