import { createHash, randomUUID } from 'node:crypto';
import { deriveLotteryDraw } from '@gaming/contracts/lottery/lottery-draw';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsHarness,
  call,
  createMember,
  expectError,
  loginToken,
  startAccountsHarness,
  type TestMember,
} from '../../testing/accounts-kit.js';
import { fundFromHouse } from '../../testing/ledger-kit.js';
import { lotteryProcess } from '../../testing/lottery-kit.js';
import { testSecretKey } from '../../testing/test-app.js';
import { LedgerRepository } from '../wallet/ledger-repository.js';
import { LedgerService } from '../wallet/ledger-service.js';

/**
 * The in-house lottery against the real app and database (issue 19 #8): bets through HTTP with their stake
 * on the ledger, the sales close to the second, exposure under concurrency, payouts per bet type against
 * worked examples, draws that reproduce from the revealed seed, settlement that pays once when run twice
 * at once, cancel-and-refund once, and a clean ledger.
 */

let harness: AccountsHarness;
let ledger: LedgerService;
/** The server's clock (ms): tests set it instead of waiting for the schedule. */
let clockMs = Date.parse('2026-11-26T06:00:30Z');

beforeAll(async () => {
  harness = await startAccountsHarness({ now: () => clockMs });
  ledger = new LedgerService(new LedgerRepository(harness.database.db));
});

afterAll(async () => {
  const verification = await ledger.verify();
  expect(verification.discrepancies).toEqual([]);
  await harness.close();
});

function process() {
  return lotteryProcess(harness.database.db, harness.settings, testSecretKey, () => clockMs).lottery;
}

async function runCycle() {
  const job = harness.app.scheduledJobs.find((entry) => entry.name === 'lottery-cycle');
  if (!job) throw new Error('lottery-cycle job missing');
  return job.run();
}

async function player(fundsMinor = 1_000_000n) {
  const member = await createMember(harness);
  if (fundsMinor > 0n) await fundFromHouse(ledger, member.id, fundsMinor);
  return { member, token: await loginToken(harness, member) };
}

async function balanceMinor(member: TestMember): Promise<bigint> {
  const account = await ledger.accountByCode(`member:${member.id}:main`);
  return account ? (await ledger.balanceOf(account.id)).postedMinor : 0n;
}

async function currentDraw(gameCode: string) {
  const response = await call(harness.app, 'GET', `/api/lottery/game?gameCode=${gameCode}`);
  expect(response.statusCode, response.body).toBe(200);
  const draw = response.json().currentDraw;
  expect(draw).not.toBeNull();
  return draw as { drawId: string; seedHash: string; salesCloseAt: string; drawAt: string; serverSeed: null };
}

function bet(token: string, body: Record<string, unknown>) {
  return call(harness.app, 'POST', '/api/lottery/bets', {
    token,
    body: { requestId: randomUUID(), ...body },
  });
}

/** The numbers a draw will have: the test opens the sealed seed (the server's secret) ahead of the draw. */
async function numbersAhead(drawId: string): Promise<string[]> {
  const row = await harness.database.db
    .selectFrom('lottery_draws')
    .select(['seed_sealed', 'game_code'])
    .where('id', '=', drawId)
    .executeTakeFirstOrThrow();
  const { secrets } = lotteryProcess(harness.database.db, harness.settings, testSecretKey);
  return deriveLotteryDraw(row.game_code as 'fast_1m', secrets.open(row.seed_sealed), drawId);
}

async function winTransfers(betId: string) {
  return harness.database.db
    .selectFrom('ledger_transfers')
    .select(['code', 'amount'])
    .where('reference_type', '=', 'lottery_bet')
    .where('reference_id', '=', betId)
    .orderBy('code')
    .execute();
}

describe('draws and the catalogue', () => {
  it('lists HLOTTO games in the catalogue and commits each draw’s seed hash before sales close', async () => {
    const games = await harness.database.db
      .selectFrom('games')
      .select(['code', 'category_code'])
      .where('vendor_code', '=', 'HLOTTO')
      .orderBy('code')
      .execute();
    expect(games.map((game) => `${game.code}:${game.category_code}`)).toEqual([
      'fast_1m:LOTT',
      'fast_3m:LOTT',
      'fast_5m:LOTT',
      'sea_4d:LOTT',
      'vn_north:ELOTT',
      'vn_south:ELOTT',
    ]);
    await runCycle();
    const draw = await currentDraw('fast_1m');
    expect(draw.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(draw.serverSeed).toBeNull();
    // 06:00:30 UTC: the next 1-minute draw is at 06:01:00, its sales close 10 s before.
    expect(draw.drawAt).toBe('2026-11-26T06:01:00.000Z');
    expect(draw.salesCloseAt).toBe('2026-11-26T06:00:50.000Z');
    const north = await currentDraw('vn_north');
    // 18:15 brand time (+05:45) is 12:30 UTC.
    expect(north.drawAt).toBe('2026-11-26T12:30:00.000Z');
  });
});

describe('bets', () => {
  it('debits the stake once, answers a replay with the same bet, refuses a reused request id', async () => {
    const { member, token } = await player();
    const draw = await currentDraw('fast_1m');
    const body = {
      requestId: 'replay-request-1',
      drawId: draw.drawId,
      betType: 'digit',
      selection: { numbers: ['3', '7'], position: 2 },
      unitStakeMinor: '500',
    };
    const first = await call(harness.app, 'POST', '/api/lottery/bets', { token, body });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      units: 2,
      stakeMinor: '1000',
      status: 'open',
      odds: { win: '9.8' },
    });
    const again = await call(harness.app, 'POST', '/api/lottery/bets', { token, body });
    expect(again.json().betId).toBe(first.json().betId);
    expect(await balanceMinor(member)).toBe(1_000_000n - 1000n);
    expectError(
      await call(harness.app, 'POST', '/api/lottery/bets', {
        token,
        body: { ...body, unitStakeMinor: '600' },
      }),
      409,
      'request_id_reused',
    );
    // The round is recorded for betting records, salaries and loyalty.
    const round = await harness.database.db
      .selectFrom('game_rounds')
      .selectAll()
      .where('id', '=', first.json().betId)
      .executeTakeFirstOrThrow();
    expect(round).toMatchObject({
      vendor_code: 'HLOTTO',
      category: 'LOTT',
      stake_minor: '1000',
      status: 'open',
    });
  });

  it('refuses hostile selections and stakes with clear 4xx codes', async () => {
    const { token } = await player();
    const draw = await currentDraw('fast_1m');
    expectError(
      await bet(token, {
        drawId: draw.drawId,
        betType: 'lo2',
        selection: { numbers: ['12'] },
        unitStakeMinor: '100',
      }),
      400,
      'lottery_invalid_selection',
    );
    expectError(
      await bet(token, {
        drawId: draw.drawId,
        betType: 'digit',
        selection: { numbers: ['1', '1'], position: 1 },
        unitStakeMinor: '100',
      }),
      400,
      'lottery_invalid_selection',
    );
    expectError(
      await bet(token, {
        drawId: draw.drawId,
        betType: 'digit',
        selection: { numbers: ['1'], position: 1 },
        unitStakeMinor: '1',
      }),
      400,
      'amount_below_minimum',
    );
    expectError(
      await bet(token, {
        drawId: randomUUID(),
        betType: 'digit',
        selection: { numbers: ['1'], position: 1 },
        unitStakeMinor: '100',
      }),
      404,
      'not_found',
    );
    const poor = await player(0n);
    expectError(
      await bet(poor.token, {
        gameCode: 'fast_1m',
        betType: 'digit',
        selection: { numbers: ['1'], position: 1 },
        unitStakeMinor: '100',
      }),
      409,
      'insufficient_funds',
    );
  });

  it('refuses a bet at the second sales close and takes one a millisecond before', async () => {
    const { member, token } = await player();
    const draw = await currentDraw('fast_3m');
    const closeMs = Date.parse(draw.salesCloseAt);
    const saved = clockMs;
    try {
      clockMs = closeMs;
      const body = {
        drawId: draw.drawId,
        betType: 'big_small',
        selection: { pick: 'big', position: 1 },
        unitStakeMinor: '100',
      };
      expectError(await bet(token, body), 409, 'lottery_sales_closed');
      expect(await balanceMinor(member)).toBe(1_000_000n);
      clockMs = closeMs - 1;
      const accepted = await bet(token, body);
      expect(accepted.statusCode, accepted.body).toBe(200);
      clockMs = closeMs + 1_000;
      expectError(await bet(token, body), 409, 'lottery_sales_closed');
    } finally {
      clockMs = saved;
    }
  });

  it('holds the exposure limit per number under 200 concurrent bets', async () => {
    const draw = await currentDraw('fast_5m');
    // The digit bet pays 9.8x: a unit of 1,000 holds 9,800; the limit takes exactly 37 of them.
    await harness.database.db
      .updateTable('lottery_bet_types')
      .set({ exposure_limit_minor: String(9_800 * 37 + 5_000) })
      .where('game_code', '=', 'fast_5m')
      .where('bet_type', '=', 'digit')
      .execute();
    const players = await Promise.all(Array.from({ length: 8 }, () => player(10_000_000n)));
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        bet((players[index % players.length] as { token: string }).token, {
          drawId: draw.drawId,
          betType: 'digit',
          selection: { numbers: ['4'], position: 3 },
          unitStakeMinor: '1000',
        }),
      ),
    );
    const codes = responses.map((response) =>
      response.statusCode === 200 ? 'ok' : response.json().error.code,
    );
    const counts: Record<string, number> = {};
    for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
    expect(counts).toEqual({ ok: 37, lottery_exposure_limit: 163 });
    const exposure = await harness.database.db
      .selectFrom('lottery_exposure')
      .selectAll()
      .where('draw_id', '=', draw.drawId)
      .where('bet_type', '=', 'digit')
      .executeTakeFirstOrThrow();
    expect(exposure).toMatchObject({ number: 'p3-4', held_minor: String(9_800 * 37) });
    const staked = await harness.database.db
      .selectFrom('lottery_bets')
      .select(sql<string>`coalesce(sum(stake_minor), 0)`.as('total'))
      .where('draw_id', '=', draw.drawId)
      .executeTakeFirstOrThrow();
    expect(staked.total).toBe(String(37 * 1000));
  });
});

describe('draw and settlement', () => {
  it('pays each bet type its worked example, once, and the draw reproduces from the revealed seed', async () => {
    const { member, token } = await player();
    const other = await player();
    const draw = await currentDraw('fast_1m');
    const balls = await numbersAhead(draw.drawId);
    const sum = balls.reduce((total, ball) => total + Number(ball), 0);
    const ball1 = Number(balls[0]);
    const miss = String((ball1 + 1) % 10);
    const cases = [
      // digit: ball 1 picked (with a miss): 1 hit x 9.8 on a unit of 1,000 = 9,800 (stake 2 units).
      { body: { betType: 'digit', selection: { numbers: [balls[0], miss], position: 1 } }, payout: 9_800n },
      // digit: only the miss: nothing.
      { body: { betType: 'digit', selection: { numbers: [miss], position: 1 } }, payout: 0n },
      // big_small on ball 1: big is 5-9; 1.96 x 1,000 = 1,960 for the right side.
      {
        body: { betType: 'big_small', selection: { pick: ball1 >= 5 ? 'big' : 'small', position: 1 } },
        payout: 1_960n,
      },
      {
        body: { betType: 'big_small', selection: { pick: ball1 >= 5 ? 'small' : 'big', position: 1 } },
        payout: 0n,
      },
      // odd_even on ball 1.
      {
        body: { betType: 'odd_even', selection: { pick: ball1 % 2 ? 'odd' : 'even', position: 1 } },
        payout: 1_960n,
      },
      // sum big (23-45) / small (0-22), odd / even.
      {
        body: { betType: 'sum_big_small', selection: { pick: sum >= 23 ? 'big' : 'small' } },
        payout: 1_960n,
      },
      { body: { betType: 'sum_odd_even', selection: { pick: sum % 2 ? 'even' : 'odd' } }, payout: 0n },
    ];
    const placed = [];
    for (const example of cases) {
      const response = await bet(token, { drawId: draw.drawId, unitStakeMinor: '1000', ...example.body });
      expect(response.statusCode, response.body).toBe(200);
      placed.push({
        betId: response.json().betId as string,
        stakeMinor: BigInt(response.json().stakeMinor),
        payout: example.payout,
      });
    }
    const othersBet = await bet(other.token, {
      drawId: draw.drawId,
      betType: 'digit',
      selection: { numbers: ['0'], position: 5 },
      unitStakeMinor: '1000',
    });
    expect(othersBet.statusCode).toBe(200);
    const before = await balanceMinor(member);

    // The draw's time: the job draws it; two processes settle it at once and it pays once.
    clockMs = Date.parse(draw.drawAt) + 1_000;
    const closed = await call(harness.app, 'GET', `/api/lottery/draws/${draw.drawId}`);
    expect(closed.json().serverSeed).toBeNull();
    const [first, second] = [process(), process()];
    await runCycle();
    const row = await first.drawRow(draw.drawId);
    await Promise.all([first.settleDraw(row as never), second.settleDraw(row as never), runCycle()]);

    const paid = placed.reduce((total, entry) => total + entry.payout, 0n);
    expect(await balanceMinor(member)).toBe(before + paid);
    for (const entry of placed) {
      const transfers = await winTransfers(entry.betId);
      const wins = transfers.filter((transfer) => transfer.code === 'win');
      expect(wins.map((transfer) => BigInt(transfer.amount))).toEqual(
        entry.payout > 0n ? [entry.payout] : [],
      );
    }
    const bets = await call(harness.app, 'GET', '/api/lottery/bets?gameCode=fast_1m&pageSize=50', { token });
    const mine = bets.json().bets as { betId: string; status: string; payoutMinor: string }[];
    for (const entry of placed) {
      const view = mine.find((item) => item.betId === entry.betId);
      expect(view).toMatchObject({
        status: entry.payout > 0n ? 'won' : 'lost',
        payoutMinor: entry.payout.toString(),
      });
    }
    // Another member's bet is not among mine.
    expect(mine.some((item) => item.betId === othersBet.json().betId)).toBe(false);
    // Rounds settled with their wins (betting records, salaries, loyalty).
    const rounds = await harness.database.db
      .selectFrom('game_rounds')
      .select(['id', 'status', 'win_minor'])
      .where(
        'id',
        'in',
        placed.map((entry) => entry.betId),
      )
      .execute();
    expect(rounds.every((round) => round.status === 'settled')).toBe(true);

    // Public proof: SHA-256 of the revealed seed is the committed hash, and the numbers derive from it.
    const proof = (await call(harness.app, 'GET', `/api/lottery/draws/${draw.drawId}`)).json();
    expect(proof.status).toBe('settled');
    expect(createHash('sha256').update(proof.serverSeed).digest('hex')).toBe(draw.seedHash);
    expect(await deriveLotteryDraw('fast_1m', proof.serverSeed, draw.drawId)).toEqual(proof.numbers);
    expect(proof.numbers).toEqual(balls);
    const opened = (await call(harness.app, 'GET', '/api/lottery/opened-numbers')).json();
    expect(opened.games.find((game: { gameCode: string }) => game.gameCode === 'fast_1m').draw.drawId).toBe(
      draw.drawId,
    );
  });

  it('resumes a settlement stopped half-way and pays every win exactly once', async () => {
    const { member } = await player(0n);
    await runCycle();
    const draw = await currentDraw('fast_3m');
    // 5,000 one-unit digit bets (more than two settlement batches), written by SQL as set-up.
    await sql`
      insert into lottery_bets (id, member_id, request_id, draw_id, game_code, bet_type, selection, units,
        unit_stake_minor, stake_minor, odds, placed_at)
      select gen_random_uuid(), ${member.id}::bigint, 'resume-' || n, ${draw.drawId}::uuid, 'fast_3m', 'digit',
        jsonb_build_object('numbers', jsonb_build_array((n % 10)::text), 'position', 1 + n % 5), 1, 100, 100,
        '{"win": 98000}'::jsonb, now()
      from generate_series(1, 5000) as n`.execute(harness.database.db);
    const balls = await numbersAhead(draw.drawId);
    const expectedWins = Array.from({ length: 5000 }, (_, index) => index + 1).filter(
      (n) => String(n % 10) === balls[n % 5],
    ).length;
    const saved = clockMs;
    clockMs = Date.parse(draw.drawAt) + 1_000;
    try {
      // A process whose clock runs out after its first batch: it stops half-way, as a killed one would.
      let ticks = 0;
      const interrupted = lotteryProcess(
        harness.database.db,
        harness.settings,
        testSecretKey,
        () => clockMs + ticks++ * 10_000,
      ).lottery;
      await interrupted.drawDue();
      const row = await interrupted.drawRow(draw.drawId);
      expect(row?.status).toBe('drawn');
      await interrupted.settleDraw(row as never, clockMs + (ticks + 3) * 10_000);
      const partial = await harness.database.db
        .selectFrom('lottery_bets')
        .select(sql<string>`count(*)`.as('open'))
        .where('draw_id', '=', draw.drawId)
        .where('status', '=', 'open')
        .executeTakeFirstOrThrow();
      expect(Number(partial.open)).toBeGreaterThan(0);
      expect(Number(partial.open)).toBeLessThan(5000);
      await Promise.all([process().settleDraw((await process().drawRow(draw.drawId)) as never), runCycle()]);
    } finally {
      clockMs = saved;
    }
    const wins = await sql<{ bets: string; transfers: string; paid: string }>`
      select count(distinct b.id)::text as bets, count(t.id)::text as transfers, coalesce(sum(t.amount), 0)::text as paid
      from lottery_bets b join ledger_transfers t on t.reference_type = 'lottery_bet' and t.reference_id = b.id::text
        and t.code = 'win'
      where b.draw_id = ${draw.drawId}::uuid and b.member_id = ${member.id}::bigint`.execute(
      harness.database.db,
    );
    expect(wins.rows[0]).toEqual({
      bets: String(expectedWins),
      transfers: String(expectedWins),
      paid: String(expectedWins * 980),
    });
    expect(await balanceMinor(member)).toBe(BigInt(expectedWins * 980));
    const view = (await call(harness.app, 'GET', `/api/lottery/draws/${draw.drawId}`)).json();
    expect(view.status).toBe('settled');
  });

  it('cancels a draw and refunds every stake once, even asked twice at once; a drawn draw is refused', async () => {
    const { member, token } = await player();
    await runCycle();
    const draw = await currentDraw('vn_north');
    const placedBet = await bet(token, {
      drawId: draw.drawId,
      betType: 'xien2',
      selection: { numbers: ['12', '34'] },
      unitStakeMinor: '2000',
    });
    expect(placedBet.statusCode, placedBet.body).toBe(200);
    expect(await balanceMinor(member)).toBe(1_000_000n - 2_000n);
    const [one, two] = await Promise.all([
      process().cancelDraw({ drawId: draw.drawId, reason: 'test cancel', staff: null }),
      process().cancelDraw({ drawId: draw.drawId, reason: 'test cancel', staff: null }),
    ]);
    expect([one.cancelledNow, two.cancelledNow].sort()).toEqual([false, true]);
    expect(await balanceMinor(member)).toBe(1_000_000n);
    const transfers = await winTransfers(placedBet.json().betId);
    expect(transfers.map((transfer) => transfer.code)).toEqual(['bet', 'refund']);
    const round = await harness.database.db
      .selectFrom('game_rounds')
      .select('status')
      .where('id', '=', placedBet.json().betId)
      .executeTakeFirstOrThrow();
    expect(round.status).toBe('cancelled');
    const settledDraw = await harness.database.db
      .selectFrom('lottery_draws')
      .select('id')
      .where('status', '=', 'settled')
      .executeTakeFirstOrThrow();
    await expect(
      process().cancelDraw({ drawId: settledDraw.id, reason: 'late', staff: null }),
    ).rejects.toMatchObject({
      code: 'lottery_draw_settled',
    });
  });

  it('applies the missed-draw policy: cancel and refund, or draw late with the committed seed', async () => {
    const { member, token } = await player();
    await harness.database.db
      .updateTable('lottery_games')
      .set({ missed_draw_policy: 'cancelAndRefund' })
      .where('code', '=', 'fast_3m')
      .execute();
    await runCycle();
    const missed = await currentDraw('fast_3m');
    const late = await currentDraw('fast_5m');
    expect(
      (
        await bet(token, {
          drawId: missed.drawId,
          betType: 'digit',
          selection: { numbers: ['1'], position: 1 },
          unitStakeMinor: '100',
        })
      ).statusCode,
    ).toBe(200);
    const seedHashBefore = late.seedHash;
    // The server was down past both draws' times (more than the grace).
    clockMs = Math.max(Date.parse(missed.drawAt), Date.parse(late.drawAt)) + 10 * 60_000;
    await runCycle();
    const missedView = (await call(harness.app, 'GET', `/api/lottery/draws/${missed.drawId}`)).json();
    expect(missedView).toMatchObject({ status: 'cancelled', cancelReason: 'missed_draw', serverSeed: null });
    expect(await balanceMinor(member)).toBe(1_000_000n);
    const lateView = (await call(harness.app, 'GET', `/api/lottery/draws/${late.drawId}`)).json();
    expect(lateView.status).toBe('settled');
    expect(lateView.seedHash).toBe(seedHashBefore);
    expect(await deriveLotteryDraw('fast_5m', lateView.serverSeed, late.drawId)).toEqual(lateView.numbers);
    const lateRow = await harness.database.db
      .selectFrom('lottery_draws')
      .select('drawn_late')
      .where('id', '=', late.drawId)
      .executeTakeFirstOrThrow();
    expect(lateRow.drawn_late).toBe(true);
  });

  it('launches to our own lottery pages with the prize mode of spec §4', async () => {
    const { token } = await player(0n);
    const start = await call(harness.app, 'POST', '/api/lottery/start-game', {
      token,
      body: { gameCode: 'vn_south' },
    });
    expect(start.json()).toEqual({
      url: '/vnLottery?gameCode=vn_south&prizeMode=ELOTT',
      gameCode: 'vn_south',
      prizeMode: 'ELOTT',
    });
    const lobby = await call(harness.app, 'POST', '/api/lottery/lobby-launch', {
      token,
      body: { lottoArea: 'SEA', device: 'WEB', backUrl: '/home', language: 'NE' },
    });
    expect(lobby.json().url).toBe('/seaLottery?gameCode=sea_4d&prizeMode=SEA&backUrl=%2Fhome&language=NE');
    const fast = await call(harness.app, 'POST', '/api/lottery/lobby-launch', { token, body: {} });
    expect(fast.json()).toMatchObject({
      gameCode: 'fast_1m',
      prizeMode: 'LOTT',
      url: '/lottery?gameCode=fast_1m&prizeMode=LOTT',
    });
    expectError(
      await call(harness.app, 'POST', '/api/lottery/lobby-launch', {
        token,
        body: { backUrl: 'https://evil.example' },
      }),
      400,
      'validation_failed',
    );
    expect(
      (await call(harness.app, 'POST', '/api/lottery/start-game', { body: { gameCode: 'vn_south' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('closing the gaps (issue 19 finish)', () => {
  it('refuses a bet whose write comes at the close although its request began a millisecond before', async () => {
    const { member } = await player();
    await runCycle();
    const draw = await currentDraw('fast_3m');
    const closeMs = Date.parse(draw.salesCloseAt);
    // The request reads the clock first (before the close); by the time the ledger writes the bet, the
    // clock says the close instant (a slow batch, a paused process).
    let reads = 0;
    const racing = lotteryProcess(harness.database.db, harness.settings, testSecretKey, () =>
      reads++ === 0 ? closeMs - 1 : closeMs,
    ).lottery;
    await expect(
      racing.placeBet(member.id, {
        requestId: 'close-race-1',
        drawId: draw.drawId,
        betType: 'big_small',
        selection: { pick: 'big', position: 2 },
        unitStakeMinor: '100',
      }),
    ).rejects.toMatchObject({ code: 'lottery_sales_closed' });
    expect(reads).toBeGreaterThan(1);
    expect(await balanceMinor(member)).toBe(1_000_000n);
    const rows = await harness.database.db
      .selectFrom('lottery_bets')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('holds a bao lo number at every prize it can hit, and a xien on each of its numbers', async () => {
    const { token } = await player(10_000_000n);
    await runCycle();
    const draw = await currentDraw('vn_north');
    const setLimit = (betType: string, limitMinor: string) =>
      harness.database.db
        .updateTable('lottery_bet_types')
        .set({ exposure_limit_minor: limitMinor })
        .where('game_code', '=', 'vn_north')
        .where('bet_type', '=', betType)
        .execute();
    const before = await harness.database.db
      .selectFrom('lottery_bet_types')
      .select(['bet_type', 'exposure_limit_minor'])
      .where('game_code', '=', 'vn_north')
      .where('bet_type', 'in', ['lo2', 'xien2'])
      .execute();
    try {
      // lo2 pays 3.5x per prize ending in the number, and all 27 prizes may: a unit of 1,000 can cost
      // 27 x 3,500 = 94,500. The limit takes two such bets, not 54 (3,500 each, the old count).
      await setLimit('lo2', String(2 * 94_500));
      const lo2 = (numbers: string[]) =>
        bet(token, { drawId: draw.drawId, betType: 'lo2', selection: { numbers }, unitStakeMinor: '1000' });
      expect((await lo2(['45'])).statusCode).toBe(200);
      expect((await lo2(['45'])).statusCode).toBe(200);
      expectError(await lo2(['45']), 409, 'lottery_exposure_limit');
      expect((await lo2(['46'])).statusCode).toBe(200);
      const held = await harness.database.db
        .selectFrom('lottery_exposure')
        .select(['number', 'held_minor'])
        .where('draw_id', '=', draw.drawId)
        .where('bet_type', '=', 'lo2')
        .orderBy('number')
        .execute();
      expect(held).toEqual([
        { number: '45', held_minor: '189000' },
        { number: '46', held_minor: '94500' },
      ]);

      // xien2 pays 17.2x once when both numbers come up: the whole 17,200 is charged to each number, so
      // whichever number is drawn, the combinations on it cost at most its limit.
      await setLimit('xien2', String(25_800));
      const xien = (numbers: string[]) =>
        bet(token, { drawId: draw.drawId, betType: 'xien2', selection: { numbers }, unitStakeMinor: '1000' });
      expect((await xien(['21', '43'])).statusCode).toBe(200);
      expectError(await xien(['21', '65']), 409, 'lottery_exposure_limit');
      expect((await xien(['65', '87'])).statusCode).toBe(200);
      const xienHeld = await harness.database.db
        .selectFrom('lottery_exposure')
        .select(['number', 'held_minor'])
        .where('draw_id', '=', draw.drawId)
        .where('bet_type', '=', 'xien2')
        .orderBy('number')
        .execute();
      expect(xienHeld).toEqual([
        { number: '21', held_minor: '17200' },
        { number: '43', held_minor: '17200' },
        { number: '65', held_minor: '17200' },
        { number: '87', held_minor: '17200' },
      ]);
    } finally {
      for (const row of before) await setLimit(row.bet_type, String(row.exposure_limit_minor));
    }
  });

  it('cancels a refunded bet’s round in the refund’s own commit (a crash after it leaves none open)', async () => {
    const { member, token } = await player();
    await runCycle();
    const draw = await currentDraw('vn_south');
    const placed = await bet(token, {
      drawId: draw.drawId,
      betType: 'lo2',
      selection: { numbers: ['07'] },
      unitStakeMinor: '500',
    });
    expect(placed.statusCode, placed.body).toBe(200);
    // A process that dies right after a refund commits: a separate round cancel never happens.
    const dying = process();
    const rounds = (dying as unknown as { rounds: { cancel: () => Promise<unknown> } }).rounds;
    rounds.cancel = async () => {
      throw new Error('killed before the round was closed');
    };
    await dying.cancelDraw({ drawId: draw.drawId, reason: 'crash test', staff: null });
    expect(await balanceMinor(member)).toBe(1_000_000n);
    const round = await harness.database.db
      .selectFrom('game_rounds')
      .select('status')
      .where('id', '=', placed.json().betId)
      .executeTakeFirstOrThrow();
    expect(round.status).toBe('cancelled');
  });

  it('places 4D Big and Small bets, draws them, pays the published prize table; my bets filter on the server', async () => {
    const { member, token } = await player();
    // 4D draws on Wednesday, Saturday and Sunday at 19:00 brand time: move to Friday so Saturday's is on sale.
    clockMs = Date.parse('2026-11-27T14:00:00Z');
    await runCycle();
    const draw = await currentDraw('sea_4d');
    expect(draw.drawAt).toBe('2026-11-28T13:15:00.000Z');
    const results = await numbersAhead(draw.drawId);
    expect(results).toHaveLength(23);
    let miss = 0;
    while (results.includes(String(miss).padStart(4, '0'))) miss += 1;
    const missNumber = String(miss).padStart(4, '0');
    // The published table (docs/lottery-fairness.md §5), per unit and per matching prize in result order:
    // first, second, third, 10 starter, 10 consolation.
    const tierOdds = {
      big: [2000, 1000, 490, ...Array(10).fill(250), ...Array(10).fill(60)] as number[],
      small: [3000, 2000, 800, ...Array(20).fill(0)] as number[],
    };
    const unitMinor = 100n;
    const expectedPayout = (betType: 'big' | 'small', numbers: string[]) =>
      numbers.reduce(
        (sum, number) =>
          sum +
          results.reduce(
            (inner, value, index) =>
              value === number ? inner + BigInt(tierOdds[betType][index] ?? 0) * unitMinor : inner,
            0n,
          ),
        0n,
      );
    const first = results[0] as string;
    const third = results[2] as string;
    const starter = results[7] as string;
    const cases = [
      { betType: 'big' as const, numbers: [first, starter, missNumber] },
      { betType: 'small' as const, numbers: [first, third] },
      { betType: 'small' as const, numbers: [starter === first || starter === third ? missNumber : starter] },
    ];
    const placed = [];
    for (const example of cases) {
      const numbers = [...new Set(example.numbers)];
      const response = await bet(token, {
        drawId: draw.drawId,
        betType: example.betType,
        selection: { numbers },
        unitStakeMinor: unitMinor.toString(),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().units).toBe(numbers.length);
      placed.push({
        betId: response.json().betId as string,
        payout: expectedPayout(example.betType, numbers),
      });
    }
    // Big on the first prize and a starter: at least 2,000 + 250 units of 100.
    expect(placed[0]?.payout).toBeGreaterThanOrEqual(225_000n);
    // Small on the first and third: at least 3,000 + 800; on a starter only (not a Small prize): nothing.
    expect(placed[1]?.payout).toBeGreaterThanOrEqual(380_000n);
    expect(placed[2]?.payout).toBe(0n);
    // A fast bet on a later draw stays open.
    const open = await bet(token, {
      gameCode: 'fast_1m',
      betType: 'odd_even',
      selection: { pick: 'odd', position: 1 },
      unitStakeMinor: '100',
    });
    expect(open.statusCode, open.body).toBe(200);
    const before = await balanceMinor(member);

    clockMs = Date.parse(draw.drawAt) + 1_000;
    await process().drawAndSettle(draw.drawId);
    const proof = (await call(harness.app, 'GET', `/api/lottery/draws/${draw.drawId}`)).json();
    expect(proof).toMatchObject({ status: 'settled', numbers: results });
    expect(await deriveLotteryDraw('sea_4d', proof.serverSeed, draw.drawId)).toEqual(results);
    const paid = placed.reduce((sum, entry) => sum + entry.payout, 0n);
    expect(await balanceMinor(member)).toBe(before + paid);
    for (const entry of placed) {
      const wins = (await winTransfers(entry.betId)).filter((transfer) => transfer.code === 'win');
      expect(wins.map((transfer) => BigInt(transfer.amount))).toEqual(
        entry.payout > 0n ? [entry.payout] : [],
      );
    }

    // lotteryMyBets filters on the server: settled (won, lost, refunded), open, or all.
    const list = async (query: string) => {
      const response = await call(harness.app, 'GET', `/api/lottery/bets?${query}`, { token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { bets: { betId: string; status: string }[]; pageInfo: { total: number } };
    };
    const settled = await list('status=settled&pageSize=50');
    expect(settled.pageInfo.total).toBe(3);
    expect(settled.bets.map((item) => item.betId).sort()).toEqual(placed.map((entry) => entry.betId).sort());
    expect(settled.bets.every((item) => item.status === 'won' || item.status === 'lost')).toBe(true);
    const openList = await list('status=open');
    expect(openList.bets.map((item) => item.betId)).toEqual([open.json().betId]);
    expect(openList.pageInfo.total).toBe(1);
    expect((await list('status=all')).pageInfo.total).toBe(4);
    expect((await list('')).pageInfo.total).toBe(4);
    const seaOnly = await list('gameCode=sea_4d&status=settled&pageSize=2');
    expect(seaOnly.bets).toHaveLength(2);
    expect(seaOnly.pageInfo.total).toBe(3);
    expectError(
      await call(harness.app, 'GET', '/api/lottery/bets?status=won', { token }),
      400,
      'validation_failed',
    );
  });
});
