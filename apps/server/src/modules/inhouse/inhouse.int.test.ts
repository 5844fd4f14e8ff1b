import { createHash, randomUUID } from 'node:crypto';
import { winOf } from '@gaming/contracts/inhouse-bytes';
import { crashMaximumRoundMs } from '@gaming/contracts/inhouse-crash';
import { drawOutcome, type InhousePlay, movesOf, sameOutcome } from '@gaming/contracts/inhouse-games';
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
import { LedgerRepository } from '../wallet/ledger-repository.js';
import { LedgerService } from '../wallet/ledger-service.js';
import { roundBytesOf } from './fair-hmac.js';

let harness: AccountsHarness;
let ledger: LedgerService;
/** The server's clock runs this far ahead of the real one: live rounds are timed by it, never by sleeping. */
let clockAheadMs = 0;

beforeAll(async () => {
  harness = await startAccountsHarness({ now: () => Date.now() + clockAheadMs });
  ledger = new LedgerService(new LedgerRepository(harness.database.db));
});

afterAll(async () => {
  const verification = await ledger.verify();
  expect(verification.discrepancies).toEqual([]);
  await harness.close();
});

async function fund(member: TestMember, amountMinor: bigint) {
  await fundFromHouse(ledger, member.id, amountMinor);
}

async function player(fundsMinor = 0n) {
  const member = await createMember(harness);
  if (fundsMinor > 0n) await fund(member, fundsMinor);
  return { member, token: await loginToken(harness, member) };
}

async function balanceMinor(token: string): Promise<bigint> {
  const response = await call(harness.app, 'GET', '/api/wallet/balance', { token });
  expect(response.statusCode, response.body).toBe(200);
  return BigInt(response.json().balanceMinor);
}

async function vendorBalance(): Promise<bigint> {
  const account = await ledger.accountByCode('vendor:inhouse');
  return account ? (await ledger.balanceOf(account.id)).postedMinor : 0n;
}

async function transfersOfRound(roundId: string) {
  return harness.database.db
    .selectFrom('ledger_transfers')
    .select(['code', 'amount'])
    .where('reference_type', '=', 'round')
    .where('reference_id', '=', roundId)
    .orderBy('code')
    .execute();
}

const gamePaths = {
  slot: '/api/inhouse/slot/rounds',
  dice: '/api/inhouse/dice/rounds',
  crash: '/api/inhouse/crash/rounds',
  mines: '/api/inhouse/mines/rounds',
} as const;

function playBody(play: InhousePlay, amount: string, requestId = randomUUID()) {
  return { requestId, amount, ...play.params };
}

/** The tiles a mines round reveals in the instant tests, in order, before it cashes out. */
const minesTiles = [0, 12, 24];

/**
 * Plays a round to its end as a player would: crash with an automatic cash-out runs out its time on the
 * server's clock; mines reveals its tiles one request at a time and cashes out unless a mine came first.
 */
async function playToEnd(token: string, play: InhousePlay, amount: string) {
  const started = await call(harness.app, 'POST', gamePaths[play.game], {
    token,
    body: playBody(play, amount),
  });
  expect(started.statusCode, started.body).toBe(200);
  let round = started.json();
  if (play.game === 'crash') {
    expect(round).toMatchObject({ status: 'open', outcome: null });
    clockAheadMs += crashMaximumRoundMs;
    round = (await call(harness.app, 'GET', `/api/inhouse/rounds/${round.roundId}`, { token })).json();
  }
  if (play.game === 'mines') {
    for (const tile of minesTiles) {
      if (round.status !== 'open') break;
      round = (
        await call(harness.app, 'POST', `/api/inhouse/mines/rounds/${round.roundId}/reveals`, {
          token,
          body: { tile },
        })
      ).json();
    }
    if (round.status === 'open')
      round = (
        await call(harness.app, 'POST', `/api/inhouse/mines/rounds/${round.roundId}/cash-out`, {
          token,
          body: {},
        })
      ).json();
  }
  return round;
}

describe('seed pair', () => {
  it('shows the hash of an unseen server seed, a client seed and nonce 0; needs a session', async () => {
    expectError(await call(harness.app, 'GET', '/api/inhouse/seed-pair'), 401, 'unauthorized');
    const { token } = await player();
    const pair = (await call(harness.app, 'GET', '/api/inhouse/seed-pair', { token })).json();
    expect(pair.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(pair.clientSeed).toMatch(/^[0-9a-f]{16}$/);
    expect(pair.nonce).toBe(0);
    const again = (await call(harness.app, 'GET', '/api/inhouse/seed-pair', { token })).json();
    expect(again).toEqual(pair);
  });
});

describe('playing', () => {
  it('lists the games with the slot RTP computed and bet limits', async () => {
    const response = await call(harness.app, 'GET', '/api/inhouse/games');
    expect(response.statusCode, response.body).toBe(200);
    const games = response.json().games as { game: string; rtpPercent: number; minStakeMinor: string }[];
    expect(games.map((game) => game.game)).toEqual(['slot', 'dice', 'crash', 'mines']);
    const slot = games.find((game) => game.game === 'slot');
    expect(slot?.rtpPercent).toBeGreaterThan(96);
    expect(slot?.rtpPercent).toBeLessThan(97);
    expect(games.find((game) => game.game === 'dice')?.rtpPercent).toBe(99);
    expect(slot?.minStakeMinor).toBe('100');
  });

  it('debits the stake and credits the win exactly, for every game, with nonces 0, 1, 2, …', async () => {
    const { token } = await player(1_000_000n);
    const plays: InhousePlay[] = [
      { game: 'slot', params: {} },
      { game: 'dice', params: { direction: 'under', target: 5000 } },
      { game: 'dice', params: { direction: 'over', target: 2000 } },
      { game: 'crash', params: { autoCashOut: 150 } },
      { game: 'mines', params: { mines: 3 } },
    ];
    let expected = 1_000_000n;
    let vendorExpected = await vendorBalance();
    for (const [index, play] of plays.entries()) {
      const round = await playToEnd(token, play, '12.34');
      expect(round).toMatchObject({ game: play.game, stakeMinor: '1234', status: 'settled', nonce: index });
      const win = BigInt(round.winMinor);
      expected += win - 1234n;
      vendorExpected += 1234n - win;
      expect(await balanceMinor(token)).toBe(expected);
      expect(await vendorBalance()).toBe(vendorExpected);
      const transfers = await transfersOfRound(round.roundId);
      expect(transfers).toEqual(
        win > 0n
          ? [
              { code: 'bet', amount: '1234' },
              { code: 'win', amount: win.toString() },
            ]
          : [{ code: 'bet', amount: '1234' }],
      );
    }
  });

  it('refuses a stake above the balance with insufficient_funds and records no round', async () => {
    const { token } = await player(500n);
    const requestId = randomUUID();
    expectError(
      await call(harness.app, 'POST', gamePaths.dice, {
        token,
        body: { requestId, amount: '10', direction: 'under', target: 5000 },
      }),
      409,
      'insufficient_funds',
    );
    expect(await balanceMinor(token)).toBe(500n);
    const rounds = (await call(harness.app, 'GET', '/api/inhouse/rounds', { token })).json();
    expect(rounds.rounds).toEqual([]);
    expect((await call(harness.app, 'GET', '/api/inhouse/seed-pair', { token })).json().nonce).toBe(0);
  });

  it('refuses stakes outside the limits and parameters outside the rules', async () => {
    const { token } = await player(100_000_000n);
    expectError(
      await call(harness.app, 'POST', gamePaths.slot, {
        token,
        body: { requestId: randomUUID(), amount: '0.99' },
      }),
      400,
      'amount_below_minimum',
    );
    expectError(
      await call(harness.app, 'POST', gamePaths.slot, {
        token,
        body: { requestId: randomUUID(), amount: '1000.01' },
      }),
      400,
      'amount_above_maximum',
    );
    expectError(
      await call(harness.app, 'POST', gamePaths.dice, {
        token,
        body: { requestId: randomUUID(), amount: '1', direction: 'under', target: 50 },
      }),
      400,
      'validation_failed',
    );
    expectError(
      await call(harness.app, 'POST', gamePaths.mines, {
        token,
        body: { requestId: randomUUID(), amount: '1', mines: 25 },
      }),
      400,
      'validation_failed',
    );
    expect(await balanceMinor(token)).toBe(100_000_000n);
  });

  it('applies a replayed requestId once (5 concurrent copies), and refuses the id for another bet', async () => {
    const { token } = await player(100_000n);
    const body = { requestId: randomUUID(), amount: '5', autoCashOut: 200 };
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => call(harness.app, 'POST', gamePaths.crash, { token, body })),
    );
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    const rounds = replies.map((reply) => reply.json());
    expect(new Set(rounds.map((round) => round.roundId)).size).toBe(1);
    const win = BigInt(rounds[0].winMinor);
    expect(await balanceMinor(token)).toBe(100_000n - 500n + win);
    expect((await call(harness.app, 'GET', '/api/inhouse/seed-pair', { token })).json().nonce).toBe(1);
    expectError(
      await call(harness.app, 'POST', gamePaths.crash, { token, body: { ...body, autoCashOut: 300 } }),
      400,
      'validation_failed',
    );
    expect(await balanceMinor(token)).toBe(100_000n - 500n + win);
  });
});

describe('fairness', () => {
  it('rotation reveals a seed whose hash was shown before play, and every round re-draws the same', async () => {
    const { token } = await player(1_000_000n);
    const before = (await call(harness.app, 'GET', '/api/inhouse/seed-pair', { token })).json();
    const plays: InhousePlay[] = [
      { game: 'slot', params: {} },
      { game: 'dice', params: { direction: 'over', target: 7000 } },
      { game: 'crash', params: { autoCashOut: 333 } },
      { game: 'mines', params: { mines: 5 } },
    ];
    const roundIds: string[] = [];
    for (const play of plays) {
      const round = await playToEnd(token, play, '3');
      expect(round.status).toBe('settled');
      expect(round.serverSeedHash).toBe(before.serverSeedHash);
      roundIds.push(round.roundId);
    }
    const hidden = (
      await call(harness.app, 'GET', `/api/inhouse/rounds/${roundIds[0]}/verification`, { token })
    ).json();
    expect(hidden.serverSeed).toBeNull();
    expect(hidden.seedPairActive).toBe(true);

    const rotation = await call(harness.app, 'POST', '/api/inhouse/seed-pair/rotation', { token, body: {} });
    expect(rotation.statusCode, rotation.body).toBe(200);
    const { revealed, current } = rotation.json();
    expect(revealed.serverSeedHash).toBe(before.serverSeedHash);
    expect(createHash('sha256').update(revealed.serverSeed).digest('hex')).toBe(before.serverSeedHash);
    expect(revealed.roundsPlayed).toBe(plays.length);
    expect(current.serverSeedHash).not.toBe(before.serverSeedHash);
    expect(current).toMatchObject({ clientSeed: before.clientSeed, nonce: 0 });

    for (const roundId of roundIds) {
      const data = (
        await call(harness.app, 'GET', `/api/inhouse/rounds/${roundId}/verification`, { token })
      ).json();
      expect(data.serverSeed).toBe(revealed.serverSeed);
      expect(data.seedPairActive).toBe(false);
      const { round } = data;
      const drawn = drawOutcome(
        { game: round.game, params: round.params } as InhousePlay,
        roundBytesOf(data.serverSeed, round.clientSeed, round.nonce),
        movesOf(round.outcome),
      );
      expect(sameOutcome(drawn.outcome, round.outcome)).toBe(true);
      expect(winOf(BigInt(round.stakeMinor), drawn.payout).toString()).toBe(round.winMinor);
    }
  });

  it('a client seed of the player starts a new pair; the next round uses it with nonce 0', async () => {
    const { token } = await player(10_000n);
    const first = (await call(harness.app, 'GET', '/api/inhouse/seed-pair', { token })).json();
    const response = await call(harness.app, 'PUT', '/api/inhouse/seed-pair/client-seed', {
      token,
      body: { clientSeed: 'my lucky seed' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().revealed.serverSeedHash).toBe(first.serverSeedHash);
    const round = (
      await call(harness.app, 'POST', gamePaths.slot, {
        token,
        body: { requestId: randomUUID(), amount: '1' },
      })
    ).json();
    expect(round).toMatchObject({ clientSeed: 'my lucky seed', nonce: 0 });
    expectError(
      await call(harness.app, 'PUT', '/api/inhouse/seed-pair/client-seed', {
        token,
        body: { clientSeed: '' },
      }),
      400,
      'validation_failed',
    );
  });

  it("hides another member's round (404) and lists only the member's own rounds, paged", async () => {
    const owner = await player(10_000n);
    const other = await player(10_000n);
    const round = (
      await call(harness.app, 'POST', gamePaths.slot, {
        token: owner.token,
        body: { requestId: randomUUID(), amount: '1' },
      })
    ).json();
    expectError(
      await call(harness.app, 'GET', `/api/inhouse/rounds/${round.roundId}/verification`, {
        token: other.token,
      }),
      404,
      'not_found',
    );
    expect(
      (await call(harness.app, 'GET', '/api/inhouse/rounds', { token: other.token })).json().rounds,
    ).toEqual([]);
    for (let index = 0; index < 2; index += 1)
      await call(harness.app, 'POST', gamePaths.dice, {
        token: owner.token,
        body: { requestId: randomUUID(), amount: '1', direction: 'under', target: 5000 },
      });
    const page = (
      await call(harness.app, 'GET', '/api/inhouse/rounds?page=1&pageSize=2', { token: owner.token })
    ).json();
    expect(page.pageInfo).toEqual({ page: 1, pageSize: 2, total: 3 });
    expect(page.rounds.map((item: { game: string }) => item.game)).toEqual(['dice', 'dice']);
    const slots = (
      await call(harness.app, 'GET', '/api/inhouse/rounds?game=slot', { token: owner.token })
    ).json();
    expect(slots.rounds.map((item: { roundId: string }) => item.roundId)).toEqual([round.roundId]);
    expectError(
      await call(harness.app, 'GET', '/api/inhouse/rounds?pageSize=500', { token: owner.token }),
      400,
      'validation_failed',
    );
  });
});

describe('interrupted rounds', () => {
  async function sweep() {
    const jobs = harness.app.scheduledJobs.filter((job) => job.name === 'inhouse-finish-unfinished');
    expect(jobs).toHaveLength(1);
    await jobs[0]?.run();
  }

  it('a round left open after its draw is settled by the sweeper without moving money twice', async () => {
    const { token } = await player(1_000n);
    const reply = await call(harness.app, 'POST', gamePaths.slot, {
      token,
      body: { requestId: randomUUID(), amount: '5' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const roundId = reply.json().roundId;
    // As if the process had died before the settle step, a minute and more ago.
    await harness.database.db
      .updateTable('game_rounds')
      .set({ status: 'open', settled_at: null, opened_at: new Date(Date.now() - 120_000) })
      .where('id', '=', roundId)
      .execute();
    const balance = await balanceMinor(token);
    await sweep();
    const data = (
      await call(harness.app, 'GET', `/api/inhouse/rounds/${roundId}/verification`, { token })
    ).json();
    expect(data.round.status).toBe('settled');
    expect(data.round.winMinor).toBe(reply.json().winMinor);
    expect(await balanceMinor(token)).toBe(balance);
  });

  it('a round recorded before its bet is debited and drawn by the sweeper; one the wallet cannot fund is forgotten', async () => {
    const funded = await player(1_000n);
    const broke = await player(0n);
    const insertOpen = async (memberId: string) => {
      const roundId = randomUUID();
      await harness.database.db.transaction().execute(async (transaction) => {
        await transaction
          .insertInto('game_rounds')
          .values({
            id: roundId,
            member_id: memberId,
            vendor_code: 'INHOUSE',
            game_code: 'dice',
            category: 'INHOUSE',
            external_round_id: roundId,
            currency: 'NPR',
            stake_minor: '200',
            valid_bet_minor: '200',
            opened_at: new Date(Date.now() - 120_000),
          })
          .execute();
        await transaction
          .insertInto('inhouse_rounds')
          .values({
            round_id: roundId,
            member_id: memberId,
            request_id: randomUUID(),
            game: 'dice',
            params: JSON.stringify({ direction: 'under', target: 5000 }),
          })
          .execute();
      });
      return roundId;
    };
    const fundedRound = await insertOpen(funded.member.id);
    const brokeRound = await insertOpen(broke.member.id);
    await sweep();
    const data = (
      await call(harness.app, 'GET', `/api/inhouse/rounds/${fundedRound}/verification`, {
        token: funded.token,
      })
    ).json();
    expect(data.round).toMatchObject({ status: 'settled', nonce: 0, stakeMinor: '200' });
    expect(await balanceMinor(funded.token)).toBe(1_000n - 200n + BigInt(data.round.winMinor));
    expectError(
      await call(harness.app, 'GET', `/api/inhouse/rounds/${brokeRound}/verification`, {
        token: broke.token,
      }),
      404,
      'not_found',
    );
    expect(await transfersOfRound(brokeRound)).toEqual([]);
  });
});
