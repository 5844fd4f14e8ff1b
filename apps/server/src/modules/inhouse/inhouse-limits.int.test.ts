import { randomUUID } from 'node:crypto';
import { winOf } from '@gaming/contracts/inhouse-bytes';
import { drawOutcome, type InhousePlay } from '@gaming/contracts/inhouse-games';
import { cappedWin, defaultInhouseLimits, type InhouseGameLimits } from '@gaming/contracts/inhouse-limits';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../db/database.js';
import {
  type AccountsHarness,
  call,
  createMember,
  expectError,
  loginToken,
  signInNewStaff,
  staffServiceOf,
  startAccountsHarness,
  updateSetting,
} from '../../testing/accounts-kit.js';
import { fundFromHouse } from '../../testing/ledger-kit.js';
import { LedgerRepository } from '../wallet/ledger-repository.js';
import { LedgerService } from '../wallet/ledger-service.js';
import { roundBytesOf } from './fair-hmac.js';
import { InhouseRepository } from './inhouse-repository.js';

let harness: AccountsHarness;
let ledger: LedgerService;

beforeAll(async () => {
  harness = await startAccountsHarness();
  ledger = new LedgerService(new LedgerRepository(harness.database.db));
});

beforeEach(async () => {
  await updateSetting(harness.settings, 'inhouse.limits', () => defaultInhouseLimits);
  await harness.database.db.deleteFrom('inhouse_exposure').execute();
});

afterAll(async () => {
  const verification = await ledger.verify();
  expect(verification.discrepancies).toEqual([]);
  await harness.close();
});

async function player(fundsMinor: bigint) {
  const member = await createMember(harness);
  await fundFromHouse(ledger, member.id, fundsMinor);
  return { member, token: await loginToken(harness, member) };
}

async function balanceMinor(token: string): Promise<bigint> {
  const response = await call(harness.app, 'GET', '/api/wallet/balance', { token });
  expect(response.statusCode, response.body).toBe(200);
  return BigInt(response.json().balanceMinor);
}

function setLimits(game: 'slot' | 'dice' | 'crash' | 'mines', limits: Partial<InhouseGameLimits>) {
  return updateSetting(harness.settings, 'inhouse.limits', (current) => ({
    ...current,
    [game]: { ...current[game], ...limits },
  }));
}

async function exposureRow(game: string) {
  return harness.database.db
    .selectFrom('inhouse_exposure')
    .select(['net_loss_minor', 'open_minor'])
    .where('game', '=', game as 'dice')
    .executeTakeFirst();
}

const diceUnder = (target: number, amount: string) => ({
  requestId: randomUUID(),
  amount,
  direction: 'under',
  target,
});

describe('maximum multiplier and payout per bet', () => {
  it('shows each game its maximum multiplier and payout before a bet', async () => {
    const games = (await call(harness.app, 'GET', '/api/inhouse/games')).json().games;
    expect(games.find((game: { game: string }) => game.game === 'mines')).toMatchObject({
      maxMultiplier: defaultInhouseLimits.mines.maxMultiplier,
      maxPayoutMinor: defaultInhouseLimits.mines.maxPayoutMinor,
    });
  });

  it('stops mines at 12 mines at the 9th safe tile (2,771×), before the 10th passes 10,000×; refuses a round whose first tile passes the limits', async () => {
    const { token } = await player(10_000n);
    const started = await call(harness.app, 'POST', '/api/inhouse/mines/rounds', {
      token,
      body: { requestId: randomUUID(), amount: '1', mines: 12 },
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().live).toMatchObject({ maxTiles: 9 });
    // What the round holds on the day's exposure: its largest win (9 tiles) minus its stake.
    expect((await exposureRow('mines'))?.open_minor).toBe(
      (winOf(100n, { numerator: 27_715_884, denominator: 10_000 }) - 100n).toString(),
    );
    await setLimits('mines', { maxMultiplier: 1 });
    expectError(
      await call(harness.app, 'POST', '/api/inhouse/mines/rounds', {
        token: (await player(10_000n)).token,
        body: { requestId: randomUUID(), amount: '1', mines: 12 },
      }),
      400,
      'multiplier_above_maximum',
    );
    expect(await balanceMinor(token)).toBe(10_000n - 100n);
  });

  it('refuses a fixed-odds bet whose potential payout is above the maximum; the largest stake that fits plays', async () => {
    const { token } = await player(10_000_000n);
    // Under 100: 1% to win at 99×; a 100.00 maximum payout takes stakes up to 1.01 (1.01 × 99 = 99.99).
    await setLimits('dice', { maxPayoutMinor: '10000' });
    expectError(
      await call(harness.app, 'POST', '/api/inhouse/dice/rounds', { token, body: diceUnder(100, '1.02') }),
      400,
      'payout_above_maximum',
    );
    const reply = await call(harness.app, 'POST', '/api/inhouse/dice/rounds', {
      token,
      body: diceUnder(100, '1.01'),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ stakeMinor: '101', maxWinMinor: '9999', status: 'settled' });
  });

  it("caps a spin's win at the slot's maximum payout, and the round verifies with its recorded cap", async () => {
    const { token } = await player(1_000_000n);
    await setLimits('slot', { maxPayoutMinor: '150' });
    let capped: { roundId: string; winMinor: string; maxWinMinor: string } | undefined;
    // A spin of 1.00 pays 1.50 or more often enough: a few dozen spins see one (bounded).
    for (let spin = 0; spin < 80 && !capped; spin += 1) {
      const reply = await call(harness.app, 'POST', '/api/inhouse/slot/rounds', {
        token,
        body: { requestId: randomUUID(), amount: '1' },
      });
      expect(reply.statusCode, reply.body).toBe(200);
      const round = reply.json();
      expect(round.maxWinMinor).toBe('150');
      expect(BigInt(round.winMinor)).toBeLessThanOrEqual(150n);
      if (round.outcome.totalPays * 10 > 150) capped = round;
    }
    if (!capped) throw new Error('No spin in 80 paid more than the cap.');
    expect(capped.winMinor).toBe('150');
    await call(harness.app, 'POST', '/api/inhouse/seed-pair/rotation', { token, body: {} });
    const data = (
      await call(harness.app, 'GET', `/api/inhouse/rounds/${capped.roundId}/verification`, { token })
    ).json();
    const { round } = data;
    const drawn = drawOutcome(
      { game: 'slot', params: {} } as InhousePlay,
      roundBytesOf(data.serverSeed, round.clientSeed, round.nonce),
    );
    expect(winOf(100n, drawn.payout)).toBeGreaterThan(150n);
    expect(cappedWin(winOf(100n, drawn.payout), BigInt(round.maxWinMinor)).toString()).toBe(round.winMinor);
  });
});

describe('daily house exposure', () => {
  it('holds each open bet at its largest loss, then books what the round really cost', async () => {
    const { token } = await player(1_000_000n);
    const reply = await call(harness.app, 'POST', '/api/inhouse/dice/rounds', {
      token,
      body: diceUnder(5000, '10'),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const round = reply.json();
    expect(await exposureRow('dice')).toEqual({
      net_loss_minor: (BigInt(round.winMinor) - 1000n).toString(),
      open_minor: '0',
    });
  });

  it('refuses bets once the day is used up, and a refused bet leaves nothing behind', async () => {
    const { token } = await player(1_000_000n);
    // Under 100 at 1.00 may cost the house 98.00 (99× less the stake), at 2.00 196.00: after the first
    // (won: 98.00 lost, or lost: 1.00 won), 150.00 of exposure has no room for the second.
    await setLimits('dice', { dailyExposureMinor: '15000' });
    const first = await call(harness.app, 'POST', '/api/inhouse/dice/rounds', {
      token,
      body: diceUnder(100, '1'),
    });
    expect(first.statusCode, first.body).toBe(200);
    const firstCost = (BigInt(first.json().winMinor) - 100n).toString();
    const before = await balanceMinor(token);
    expectError(
      await call(harness.app, 'POST', '/api/inhouse/dice/rounds', { token, body: diceUnder(100, '2') }),
      409,
      'exposure_limit_reached',
    );
    expect(await balanceMinor(token)).toBe(before);
    expect(await exposureRow('dice')).toEqual({ net_loss_minor: firstCost, open_minor: '0' });
    // A bet that can cost the house little still fits.
    const small = await call(harness.app, 'POST', '/api/inhouse/dice/rounds', {
      token,
      body: diceUnder(5000, '1'),
    });
    expect(small.statusCode, small.body).toBe(200);
  });

  it('lets concurrent bets through only as far as the limit: never two that only one fits', async () => {
    // Bets of one member are drawn one after the other under the member's seed pair lock; holding that
    // lock here keeps every accepted bet open, so what the day holds is exactly what was accepted.
    const { member, token } = await player(10_000_000n);
    await call(harness.app, 'GET', '/api/inhouse/seed-pair', { token });
    // Each bet (under 100 at 1.00) holds 98.00; the limit fits two of them, not three.
    await setLimits('dice', { dailyExposureMinor: '29000' });
    const blocker = new pg.Client({ connectionString: harness.database.connectionString });
    await blocker.connect();
    const replies: (LightMyRequestResponse | undefined)[] = [];
    let pending: Promise<unknown>[] = [];
    try {
      await blocker.query('begin');
      await blocker.query('select id from inhouse_seed_pairs where member_id = $1 for update', [member.id]);
      pending = Array.from({ length: 6 }, (_, index) =>
        call(harness.app, 'POST', '/api/inhouse/dice/rounds', { token, body: diceUnder(100, '1') }).then(
          (reply) => {
            replies[index] = reply;
          },
        ),
      );
      await waitUntil(async () => replies.filter(Boolean).length === 4, 'four refusals');
      const held = await exposureRow('dice');
      expect(held).toEqual({ net_loss_minor: '0', open_minor: '19600' });
      for (const reply of replies.filter((item): item is LightMyRequestResponse => item !== undefined))
        expectError(reply, 409, 'exposure_limit_reached');
    } finally {
      await blocker.query('commit');
      await blocker.end();
    }
    await Promise.all(pending);
    expect(replies.filter((reply) => reply?.statusCode === 200)).toHaveLength(2);
    expect((await exposureRow('dice'))?.open_minor).toBe('0');
  });

  it('holds race-free at the table: of ten concurrent holds that only three fit, three pass', async () => {
    const racing = connectDatabase(harness.database.connectionString, 10);
    const repository = new InhouseRepository(racing.db);
    try {
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          repository.transaction((transaction) =>
            repository.holdExposure(transaction, {
              game: 'crash',
              day: '2030-01-01',
              openMinor: 1_000n,
              limitMinor: 3_500n,
            }),
          ),
        ),
      );
      expect(results.filter(Boolean)).toHaveLength(3);
    } finally {
      await racing.close();
    }
  });
});

describe('staff', () => {
  it('view and change the limits, audited; a member and a content editor cannot', async () => {
    const staff = staffServiceOf(harness);
    const risk = await signInNewStaff(harness.app, staff, 'risk');
    const content = await signInNewStaff(harness.app, staff, 'content');
    const view = await call(harness.app, 'GET', '/api/admin/inhouse-limits', { token: risk.token });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().games.find((game: { game: string }) => game.game === 'mines')).toMatchObject({
      maxMultiplier: 10_000,
      maxPayoutMinor: '50000000',
      today: { netLossMinor: '0', openMinor: '0' },
    });
    const body = { maxMultiplier: 500, maxPayout: '2500.50', dailyExposure: '100000' };
    expectError(
      await call(harness.app, 'PUT', '/api/admin/inhouse-limits/mines', { token: content.token, body }),
      403,
      'forbidden',
    );
    const token = await loginToken(harness, await createMember(harness));
    expectError(
      await call(harness.app, 'PUT', '/api/admin/inhouse-limits/mines', { token, body }),
      401,
      'unauthorized',
    );
    const changed = await call(harness.app, 'PUT', '/api/admin/inhouse-limits/mines', {
      token: risk.token,
      body,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().games.find((game: { game: string }) => game.game === 'mines')).toMatchObject({
      maxMultiplier: 500,
      maxPayoutMinor: '250050',
      dailyExposureMinor: '10000000',
    });
    const games = (await call(harness.app, 'GET', '/api/inhouse/games')).json().games;
    expect(games.find((game: { game: string }) => game.game === 'mines')).toMatchObject({
      maxMultiplier: 500,
      maxPayoutMinor: '250050',
    });
    const audit = await harness.database.db
      .selectFrom('audit_log')
      .select(['actor_name', 'target_id', 'before', 'after'])
      .where('action', '=', 'settings.inhouse_limits')
      .execute();
    expect(audit).toEqual([
      {
        actor_name: risk.username,
        target_id: 'mines',
        before: defaultInhouseLimits.mines,
        after: { maxMultiplier: 500, maxPayoutMinor: '250050', dailyExposureMinor: '10000000' },
      },
    ]);
    expectError(
      await call(harness.app, 'PUT', '/api/admin/inhouse-limits/mines', {
        token: risk.token,
        body: { ...body, maxPayout: '0' },
      }),
      400,
      'validation_failed',
    );
  });
});

async function waitUntil(condition: () => Promise<boolean>, what: string): Promise<void> {
  // Bounded: waits for a state, not for a time; the bound only stops a broken run.
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Gave up waiting for ${what}.`);
}
