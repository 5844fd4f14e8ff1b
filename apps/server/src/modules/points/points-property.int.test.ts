import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { createMember } from '../../testing/accounts-kit.js';
import { pointsOf, setRatesAt } from '../../testing/points-kit.js';
import { startWithdrawalsHarness, type WithdrawalsHarness } from '../withdrawals/withdrawals-kit.js';
import type { PointsService } from './points-service.js';

/**
 * Points conservation (issue 17 A), as a property: random settled rounds in a few hour windows and
 * categories, refunds and cancels, spends, and earning runs by two processes in any order. Once the
 * queue is drained: every window paid exactly its target (per category floor(valid bet / rate) of the
 * rounds the model kept), lifetime points are the sum of the targets, balance - debt = lifetime - spent,
 * the points pool and the members' points sum to zero, and the ledger verifies clean per currency.
 */

let harness: WithdrawalsHarness;
let first: PointsService;
let second: PointsService;
const hourMs = 3_600_000;
const rates: Record<string, bigint> = { SLOT: 50n, LIVE: 100n, FISH: 100n };
const categories = ['SLOT', 'LIVE', 'FISH'] as const;

beforeAll(async () => {
  harness = await startWithdrawalsHarness();
  first = pointsOf(harness).points;
  second = pointsOf(harness).points;
  await setRatesAt(harness.database.db, new Date('2020-01-01T00:00:00Z'), {
    defaultValidBetPerPointMinor: '100',
    categories: { SLOT: '50' },
  });
});

afterAll(async () => {
  await harness?.close();
});

type Operation =
  | {
      type: 'round';
      member: number;
      hoursAgo: number;
      category: (typeof categories)[number];
      validBet: number;
    }
  | { type: 'refund'; round: number; percent: number; cancel: boolean }
  | { type: 'spend'; member: number; points: number }
  | { type: 'run'; both: boolean };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      type: fc.constant('round' as const),
      member: fc.nat(1),
      hoursAgo: fc.nat(3),
      category: fc.constantFrom(...categories),
      validBet: fc.integer({ min: 1, max: 5_000 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('refund' as const),
      round: fc.nat(40),
      percent: fc.integer({ min: 0, max: 99 }),
      cancel: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('spend' as const),
      member: fc.nat(1),
      points: fc.integer({ min: 1, max: 80 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('run' as const), both: fc.boolean() }) },
);

type ModelRound = {
  id: string;
  member: string;
  window: number;
  category: string;
  validBet: bigint;
  live: boolean;
};

async function pointsBalance(code: string): Promise<bigint> {
  const row = await harness.database.db
    .selectFrom('ledger_account_totals')
    .select(['credits_posted', 'debits_posted'])
    .where('code', '=', code)
    .executeTakeFirst();
  return row ? BigInt(row.credits_posted) - BigInt(row.debits_posted) : 0n;
}

function targetOf(rounds: readonly ModelRound[], member: string, window: number): bigint {
  const byCategory = new Map<string, bigint>();
  for (const round of rounds)
    if (round.live && round.member === member && round.window === window)
      byCategory.set(round.category, (byCategory.get(round.category) ?? 0n) + round.validBet);
  let points = 0n;
  for (const [category, validBet] of byCategory) points += validBet / (rates[category] ?? 100n);
  return points;
}

async function apply(step: Operation, members: string[], rounds: ModelRound[], spent: Map<string, bigint>) {
  const db = harness.database.db;
  switch (step.type) {
    case 'round': {
      const member = members[step.member] as string;
      const window = Math.floor(Date.now() / hourMs) * hourMs - step.hoursAgo * hourMs;
      const id = randomUUID();
      const settledAt = new Date(window + ((rounds.length * 7_919) % hourMs));
      await db
        .insertInto('game_rounds')
        .values({
          id,
          member_id: member,
          vendor_code: 'KIT',
          game_code: 'kit-game',
          category: step.category,
          external_round_id: id,
          currency: 'NPR',
          stake_minor: String(step.validBet),
          win_minor: '0',
          valid_bet_minor: String(step.validBet),
          status: 'settled',
          opened_at: settledAt,
          settled_at: settledAt,
        })
        .execute();
      rounds.push({
        id,
        member,
        window,
        category: step.category,
        validBet: BigInt(step.validBet),
        live: true,
      });
      return;
    }
    case 'refund': {
      const round = rounds[step.round % Math.max(rounds.length, 1)];
      if (!round?.live) return;
      if (step.cancel) {
        await db
          .updateTable('game_rounds')
          .set({ status: 'cancelled', valid_bet_minor: '0' })
          .where('id', '=', round.id)
          .execute();
        round.live = false;
      } else {
        const validBet = (round.validBet * BigInt(step.percent)) / 100n;
        await db
          .updateTable('game_rounds')
          .set({ valid_bet_minor: validBet.toString() })
          .where('id', '=', round.id)
          .execute();
        round.validBet = validBet;
      }
      return;
    }
    case 'spend': {
      const member = members[step.member] as string;
      const outcome = await first
        .spend({
          memberId: member,
          points: BigInt(step.points),
          code: 'points_redeem',
          transferId: randomUUID(),
          referenceType: 'property',
          referenceId: 'spend',
        })
        .then(
          () => 'spent',
          (error: unknown) => (error instanceof AppError ? error.code : 'raw'),
        );
      expect(['spent', 'points_insufficient']).toContain(outcome);
      if (outcome === 'spent') spent.set(member, (spent.get(member) ?? 0n) + BigInt(step.points));
      return;
    }
    case 'run':
      if (step.both) await Promise.all([first.earnDue(), second.earnDue()]);
      else await second.earnDue();
      return;
  }
}

describe('points conservation', () => {
  it('pays each window its target once, whatever the order of rounds, refunds, spends and runs', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 18 }), async (steps) => {
        const members = [(await createMember(harness)).id, (await createMember(harness)).id];
        const rounds: ModelRound[] = [];
        const spent = new Map<string, bigint>();
        for (const step of steps) await apply(step, members, rounds, spent);
        for (let run = 0; run < 10 && (await first.earnDue()).windows > 0; run += 1);

        for (const member of members) {
          const windows = new Set(
            rounds.filter((round) => round.member === member).map((round) => round.window),
          );
          let lifetime = 0n;
          for (const window of windows) {
            const target = targetOf(rounds, member, window);
            lifetime += target;
            const paid = await harness.database.db
              .selectFrom('points_window_payments')
              .select('paid_points')
              .where('member_id', '=', member)
              .where('window_start', '=', new Date(window))
              .executeTakeFirst();
            expect(BigInt(paid?.paid_points ?? '0'), `window ${new Date(window).toISOString()}`).toBe(target);
          }
          const details = await first.memberPoints(member, 1, 1);
          expect(BigInt(details.lifetimePoints)).toBe(lifetime);
          expect(BigInt(details.spendablePoints) - BigInt(details.debtPoints)).toBe(
            lifetime - (spent.get(member) ?? 0n),
          );
          expect(BigInt(details.spendablePoints)).toBeGreaterThanOrEqual(0n);
        }
        const accounts = await harness.database.db
          .selectFrom('ledger_account_totals')
          .select(['credits_posted', 'debits_posted'])
          .where('currency', '=', 'PTS')
          .execute();
        const sum = accounts.reduce(
          (total, row) => total + BigInt(row.credits_posted) - BigInt(row.debits_posted),
          0n,
        );
        expect(sum).toBe(0n);
        expect(await pointsBalance('pool:points')).toBeLessThanOrEqual(0n);
      }),
      { numRuns: 25 },
    );
    const verified = await harness.ledger.verify();
    expect(verified.discrepancies).toEqual([]);
    expect(verified.mixedCurrencyTransfers).toBe(0);
    for (const book of verified.totalsByCurrency)
      expect(book.debitsPosted, book.currency).toBe(book.creditsPosted);
  });
});
