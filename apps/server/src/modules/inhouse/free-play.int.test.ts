import { randomUUID } from 'node:crypto';
import { apiRoutes } from '@gaming/contracts/api-routes';
import { funResetsPerDay } from '@gaming/contracts/fun-play';
import { drawOutcome, type InhousePlay } from '@gaming/contracts/inhouse-games';
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
import { fundFromHouse } from '../../testing/ledger-kit.js';
import { LedgerRepository } from '../wallet/ledger-repository.js';
import { LedgerService } from '../wallet/ledger-service.js';
import { roundBytesOf } from './fair-hmac.js';

/**
 * Issue 14 #9: a trial account plays the in-house games with a fun balance that is never money, takes the
 * vendors' demos, and reaches no money operation.
 */

const simulator = { url: 'http://vendor-sim.test:8090', secret: 'cd'.repeat(32) };

let harness: AccountsHarness;
let ledger: LedgerService;

beforeAll(async () => {
  harness = await startAccountsHarness({ vendorSimulator: simulator });
  ledger = new LedgerService(new LedgerRepository(harness.database.db));
});

afterAll(async () => {
  const verification = await ledger.verify();
  expect(verification.discrepancies).toEqual([]);
  await harness.close();
});

async function trialAccount(): Promise<{ token: string; memberId: string }> {
  const response = await call(harness.app, 'POST', '/api/session/trial', {
    body: { platform: 'W', os: 'web' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { token: response.json().token, memberId: response.json().member.id };
}

/** Everything money is written in: the ledger (accounts and transfers) and the round records it feeds. */
async function moneySnapshot() {
  const db = harness.database.db;
  const [transfers, accounts, rounds] = await Promise.all([
    db
      .selectFrom('ledger_transfers')
      .select([sql<string>`count(*)`.as('count'), sql<string>`coalesce(sum(amount), 0)`.as('sum')])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('ledger_account_totals')
      .select(['id', 'debits_posted', 'credits_posted', 'debits_pending', 'credits_pending'])
      .orderBy('id')
      .execute(),
    db.selectFrom('game_rounds').select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return { transfers, accounts, rounds };
}

async function funBalance(token: string): Promise<bigint> {
  const response = await call(harness.app, 'GET', '/api/fun/wallet', { token });
  expect(response.statusCode, response.body).toBe(200);
  return BigInt(response.json().balanceMinor);
}

function play(token: string, game: string, body: Record<string, unknown>) {
  return call(harness.app, 'POST', `/api/inhouse/${game}/rounds`, {
    token,
    body: { requestId: randomUUID(), amount: '10', ...body },
  });
}

async function gameNode(vendorCode: string, trial: boolean): Promise<string> {
  const row = await harness.database.db
    .selectFrom('games')
    .select('id')
    .where('vendor_code', '=', vendorCode)
    .where('maintenance', '=', false)
    .where('supports_trial', '=', trial)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('free play', () => {
  it('reaches no money operation: every wallet, deposit, withdrawal and record operation is in_need_true_account', async () => {
    const { token, memberId } = await trialAccount();
    const moneyPaths = /^\/api\/(wallet|deposits|withdrawals|uploads)(\/|$)|^\/api\/games\/rounds$/;
    const money = Object.entries(apiRoutes).filter(
      ([, route]) => moneyPaths.test(route.path) && route.access !== 'public',
    );
    expect(money.length).toBeGreaterThan(20);
    for (const [operationId, route] of money) {
      const url = route.path.replace(/:[a-zA-Z]+/g, randomUUID());
      const response = await call(harness.app, route.method, url, {
        token,
        body: route.method === 'GET' ? undefined : {},
      });
      expect([operationId, response.statusCode, response.json().error?.code]).toEqual([
        operationId,
        403,
        'in_need_true_account',
      ]);
    }
    const accounts = await harness.database.db
      .selectFrom('ledger_account_totals')
      .select('id')
      .where('member_id', '=', memberId)
      .execute();
    expect(accounts).toEqual([]);
  });

  it('plays every in-house game with the fun balance and never writes a money ledger line', async () => {
    const before = await moneySnapshot();
    const { token, memberId } = await trialAccount();
    const start = await funBalance(token);
    expect(start).toBe(100_000n);

    const spins = [];
    for (let spin = 0; spin < 5; spin += 1) spins.push(await play(token, 'slot', {}));
    for (const spin of spins) expect(spin.statusCode, spin.body).toBe(200);
    const dice = await play(token, 'dice', { direction: 'under', target: 4_950 });
    expect(dice.statusCode, dice.body).toBe(200);
    // A replayed request is the same round, played once.
    const requestId = randomUUID();
    const first = await play(token, 'slot', { requestId });
    const balanceAfterFirst = await funBalance(token);
    const again = await play(token, 'slot', { requestId });
    expect(again.json().roundId).toBe(first.json().roundId);
    expect(await funBalance(token)).toBe(balanceAfterFirst);

    const crash = await play(token, 'crash', { autoCashOut: null });
    expect(crash.statusCode, crash.body).toBe(200);
    expect(crash.json()).toMatchObject({ status: 'open', outcome: null });
    // The first cash-out is at 1.01× (after 166 ms of the curve); waiting longer only raises the multiplier.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const cashOut = await call(
      harness.app,
      'POST',
      `/api/inhouse/crash/rounds/${crash.json().roundId}/cash-out`,
      {
        token,
        body: {},
      },
    );
    expect(cashOut.statusCode, cashOut.body).toBe(200);
    expect(cashOut.json().status).toBe('settled');

    const mines = await play(token, 'mines', { mines: 3 });
    expect(mines.statusCode, mines.body).toBe(200);
    const minesId = mines.json().roundId;
    const reveal = await call(harness.app, 'POST', `/api/inhouse/mines/rounds/${minesId}/reveals`, {
      token,
      body: { tile: 12 },
    });
    expect(reveal.statusCode, reveal.body).toBe(200);
    if (reveal.json().status === 'open') {
      const minesCashOut = await call(harness.app, 'POST', `/api/inhouse/mines/rounds/${minesId}/cash-out`, {
        token,
        body: {},
      });
      expect(minesCashOut.statusCode, minesCashOut.body).toBe(200);
    }

    // The fun balance is the start, less the stakes, plus the wins of the fun rounds.
    const history = await call(harness.app, 'GET', '/api/inhouse/rounds?pageSize=100', { token });
    expect(history.statusCode, history.body).toBe(200);
    const rounds = history.json().rounds as Array<{ stakeMinor: string; winMinor: string; status: string }>;
    expect(rounds).toHaveLength(9);
    expect(rounds.every((round) => round.status === 'settled')).toBe(true);
    const net = rounds.reduce((sum, round) => sum - BigInt(round.stakeMinor) + BigInt(round.winMinor), 0n);
    expect(await funBalance(token)).toBe(start + net);

    // A vendor's demo of a free-trial game, as a guest gets it.
    const demo = await call(harness.app, 'POST', '/api/games/launch', {
      token,
      body: { nodeId: await gameNode('PG', true) },
    });
    expect(demo.statusCode, demo.body).toBe(200);
    expect(demo.json()).toMatchObject({ demo: true });

    expect(await moneySnapshot()).toEqual(before);
    const ownAccounts = await harness.database.db
      .selectFrom('ledger_account_totals')
      .select('id')
      .where('member_id', '=', memberId)
      .execute();
    expect(ownAccounts).toEqual([]);
  });

  it('launches the in-house games as pages and refuses a vendor game without a demo', async () => {
    const { token } = await trialAccount();
    const inhouse = await call(harness.app, 'POST', '/api/games/launch', {
      token,
      body: { nodeId: await gameNode('INHOUSE', true) },
    });
    expect(inhouse.statusCode, inhouse.body).toBe(200);
    expect(inhouse.json().url).toMatch(/^\/inhouse\//);
    expectError(
      await call(harness.app, 'POST', '/api/games/launch', {
        token,
        body: { nodeId: await gameNode('PG', false) },
      }),
      403,
      'in_need_true_account',
    );
  });

  it('draws fun rounds from the seed pair, verifiable once the seed is revealed', async () => {
    const { token } = await trialAccount();
    const spin = await play(token, 'slot', {});
    expect(spin.statusCode, spin.body).toBe(200);
    const rotation = await call(harness.app, 'POST', '/api/inhouse/seed-pair/rotation', { token, body: {} });
    expect(rotation.statusCode, rotation.body).toBe(200);
    const verification = await call(
      harness.app,
      'GET',
      `/api/inhouse/rounds/${spin.json().roundId}/verification`,
      { token },
    );
    expect(verification.statusCode, verification.body).toBe(200);
    const { round, serverSeed } = verification.json();
    expect(serverSeed).toBe(rotation.json().revealed.serverSeed);
    const redrawn = drawOutcome(
      { game: 'slot', params: {} } as InhousePlay,
      roundBytesOf(serverSeed, round.clientSeed, round.nonce),
    );
    expect(redrawn.outcome).toEqual(round.outcome);
  });

  it('resets the fun balance only below its start, at most a few times a day; a stake above it is refused', async () => {
    const { token, memberId } = await trialAccount();
    expect(await funBalance(token)).toBe(100_000n);
    expectError(
      await call(harness.app, 'POST', '/api/fun/wallet/reset', { token, body: {} }),
      409,
      'invalid_state',
    );
    const setBalance = (minor: bigint) =>
      harness.database.db
        .updateTable('fun_wallets')
        .set({ balance_minor: minor })
        .where('member_id', '=', memberId)
        .execute();
    await setBalance(500n);
    expectError(await play(token, 'slot', {}), 409, 'insufficient_funds');
    for (let reset = 0; reset < funResetsPerDay; reset += 1) {
      await setBalance(500n);
      const response = await call(harness.app, 'POST', '/api/fun/wallet/reset', { token, body: {} });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        balanceMinor: '100000',
        resetsLeftToday: funResetsPerDay - reset - 1,
      });
    }
    await setBalance(500n);
    expectError(
      await call(harness.app, 'POST', '/api/fun/wallet/reset', { token, body: {} }),
      409,
      'daily_limit_reached',
    );
  });

  it('leaves a real member playing with money, and gives it no fun balance', async () => {
    const member = await createMember(harness);
    const token = await loginToken(harness, member);
    expectError(await call(harness.app, 'GET', '/api/fun/wallet', { token }), 409, 'invalid_state');
    await fundFromHouse(ledger, member.id, 100_000n);
    const before = await moneySnapshot();
    const spin = await play(token, 'slot', {});
    expect(spin.statusCode, spin.body).toBe(200);
    const after = await moneySnapshot();
    expect(Number(after.transfers.count)).toBeGreaterThan(Number(before.transfers.count));
    expect(Number(after.rounds.count)).toBe(Number(before.rounds.count) + 1);
  });
});
