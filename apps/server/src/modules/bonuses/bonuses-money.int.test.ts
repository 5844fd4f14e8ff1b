import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { createMember } from '../../testing/accounts-kit.js';
import { bonusesOf, settleRound } from '../../testing/bonuses-kit.js';
import { startWithdrawalsHarness, type WithdrawalsHarness } from '../withdrawals/withdrawals-kit.js';
import type { BonusesService, WageringTerms } from './bonuses-service.js';

/**
 * Money proof of bonus money (issue 16): random sequences of grants (paid at once, locked with wagering,
 * waiting to be claimed), claims (also by another member: not found), settled rounds with category
 * weights and a max stake, refunds and cancels, releases with a max cash-out, forfeits and expiries, for
 * three members. After each step: what left the bonus pool is exactly what reached the members' main
 * wallets plus what sits locked in their bonus accounts; each bonus account holds the bonuses in wagering;
 * each main wallet holds what was released; wagering progress is the weighted, capped sum of the rounds
 * the model kept; a met bonus is released by the job. The ledger verifies clean at the end.
 */

let harness: WithdrawalsHarness;
let bonuses: BonusesService;

beforeAll(async () => {
  harness = await startWithdrawalsHarness();
  bonuses = bonusesOf(harness);
});

afterAll(async () => {
  await harness?.close();
});

const categories = ['SLOT', 'LIVE', 'FISH'] as const;
type Category = (typeof categories)[number];

type Operation =
  | {
      type: 'grant';
      member: number;
      amount: number;
      claimable: boolean;
      wagering: null | {
        multiple: number;
        slotWeight: number;
        defaultWeight: number;
        maxStake: number | null;
        maxCashout: number | null;
      };
    }
  | { type: 'claim'; member: number; bonus: number; asOther: boolean }
  | { type: 'round'; member: number; category: Category; validBet: number }
  | { type: 'refund'; round: number; cancel: boolean; fraction: number }
  | { type: 'release' }
  | { type: 'forfeit'; member: number; bonus: number }
  | { type: 'expire' };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('grant' as const),
      member: fc.nat(2),
      amount: fc.integer({ min: 1, max: 3_000 }),
      claimable: fc.boolean(),
      wagering: fc.option(
        fc.record({
          multiple: fc.integer({ min: 1, max: 3 }),
          slotWeight: fc.integer({ min: 0, max: 100 }),
          defaultWeight: fc.integer({ min: 0, max: 100 }),
          maxStake: fc.option(fc.integer({ min: 1, max: 2_000 }), { nil: null }),
          maxCashout: fc.option(fc.integer({ min: 1, max: 3_000 }), { nil: null }),
        }),
        { nil: null, freq: 3 },
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('claim' as const),
      member: fc.nat(2),
      bonus: fc.nat(40),
      asOther: fc.boolean(),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      type: fc.constant('round' as const),
      member: fc.nat(2),
      category: fc.constantFrom(...categories),
      validBet: fc.integer({ min: 1, max: 4_000 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('refund' as const),
      round: fc.nat(60),
      cancel: fc.boolean(),
      fraction: fc.integer({ min: 0, max: 99 }),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ type: 'release' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('forfeit' as const), member: fc.nat(2), bonus: fc.nat(40) }),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'expire' as const }) },
);

type ModelRound = {
  id: string;
  memberId: string;
  category: Category;
  validBet: bigint;
  settledAt: Date;
  live: boolean;
};

async function balanceOf(code: string): Promise<bigint> {
  const account = await harness.database.db
    .selectFrom('ledger_account_totals')
    .select(['credits_posted', 'debits_posted'])
    .where('code', '=', code)
    .executeTakeFirst();
  return account ? BigInt(account.credits_posted) - BigInt(account.debits_posted) : 0n;
}

function contribution(
  round: ModelRound,
  bonus: { max_stake_minor: string | null; weights: unknown; default_weight_percent: number | null },
) {
  const stake = bonus.max_stake_minor === null ? round.validBet : BigInt(bonus.max_stake_minor);
  const capped = round.validBet < stake ? round.validBet : stake;
  const weights = (bonus.weights ?? {}) as Record<string, number>;
  const weight = weights[round.category] ?? bonus.default_weight_percent ?? 100;
  return (capped * BigInt(weight)) / 100n;
}

async function apply(
  step: Operation,
  members: string[],
  bonusIds: string[],
  rounds: ModelRound[],
  expired: { value: boolean },
) {
  const memberId = (index: number) => members[index % members.length] as string;
  switch (step.type) {
    case 'grant': {
      const wagering: WageringTerms | null = step.wagering
        ? {
            multipleOfMinor: BigInt(step.amount),
            multiple: step.wagering.multiple,
            weights: { SLOT: step.wagering.slotWeight, LIVE: 10 },
            defaultWeightPercent: step.wagering.defaultWeight,
            maxStakeMinor: step.wagering.maxStake === null ? null : BigInt(step.wagering.maxStake),
            maxCashoutMinor: step.wagering.maxCashout === null ? null : BigInt(step.wagering.maxCashout),
            wageringDays: 7,
          }
        : null;
      // The grant key is the server's, per business object: replaying it pays nothing more.
      const grantKey = `money-proof:${memberId(step.member)}:${bonusIds.length}`;
      const input = {
        memberId: memberId(step.member),
        amountMinor: BigInt(step.amount),
        kind: 'manual' as const,
        sourceId: 'money-proof',
        grantKey,
        title: 'Money proof',
        claimable: step.claimable ? { claimExpiresAt: new Date(Date.now() + 3_600_000) } : null,
        wagering,
      };
      const first = await bonuses.grant(input);
      const replay = await bonuses.grant(input);
      expect(replay).toMatchObject({ bonusId: first.bonusId, replayed: true });
      bonusIds.push(first.bonusId);
      return;
    }
    case 'claim': {
      const bonusId = bonusIds[step.bonus % Math.max(bonusIds.length, 1)];
      if (!bonusId) return;
      const owner = await harness.database.db
        .selectFrom('bonuses')
        .select('member_id')
        .where('id', '=', bonusId)
        .executeTakeFirstOrThrow();
      const claimer = step.asOther
        ? (members.find((id) => id !== owner.member_id) as string)
        : owner.member_id;
      const outcome = await bonuses.claim(claimer, bonusId).then(
        () => 'ok',
        (error: unknown) => (error instanceof AppError ? error.code : 'raw'),
      );
      if (step.asOther) expect(outcome).toBe('not_found');
      else expect(['ok', 'invalid_state']).toContain(outcome);
      return;
    }
    case 'round': {
      const settledAt = new Date();
      const id = await settleRound(harness.database.db, memberId(step.member), {
        category: step.category,
        validBetMinor: BigInt(step.validBet),
        settledAt,
      });
      rounds.push({
        id,
        memberId: memberId(step.member),
        category: step.category,
        validBet: BigInt(step.validBet),
        settledAt,
        live: true,
      });
      return;
    }
    case 'refund': {
      const round = rounds[step.round % Math.max(rounds.length, 1)];
      if (!round?.live) return;
      if (step.cancel) {
        await harness.database.db
          .updateTable('game_rounds')
          .set({ status: 'cancelled' })
          .where('id', '=', round.id)
          .execute();
        round.live = false;
      } else {
        round.validBet = (round.validBet * BigInt(step.fraction)) / 100n;
        await harness.database.db
          .updateTable('game_rounds')
          .set({ valid_bet_minor: round.validBet.toString() })
          .where('id', '=', round.id)
          .execute();
      }
      return;
    }
    case 'release':
      await bonuses.runMinute();
      return;
    case 'forfeit': {
      const bonusId = bonusIds[step.bonus % Math.max(bonusIds.length, 1)];
      if (!bonusId) return;
      const row = await harness.database.db
        .selectFrom('bonuses')
        .select(['member_id', 'status'])
        .where('id', '=', bonusId)
        .executeTakeFirstOrThrow();
      const outcome = await bonuses.forfeit(row.member_id, bonusId).then(
        () => 'ok',
        (error: unknown) => (error instanceof AppError ? error.code : 'raw'),
      );
      expect(outcome).toBe(
        ['wagering', 'claimable', 'forfeited'].includes(row.status) ? 'ok' : 'invalid_state',
      );
      return;
    }
    case 'expire':
      // The job 8 days on: every wagering deadline (7 days) and claim deadline (1 hour) has passed.
      await bonusesOf(harness, () => new Date(Date.now() + 8 * 86_400_000)).runMinute();
      expired.value = true;
      return;
  }
}

/** Every member of every run so far: the job (release, expiry) moves any member's money, not one run's. */
const everyMember: string[] = [];

async function check(members: string[], rounds: ModelRound[], poolBefore: bigint, released: boolean) {
  const rows = await harness.database.db
    .selectFrom('bonuses')
    .selectAll()
    .where('member_id', 'in', members)
    .execute();
  for (const memberId of members) {
    const own = rows.filter((row) => row.member_id === memberId);
    const locked = own
      .filter((row) => row.status === 'wagering')
      .reduce((sum, row) => sum + BigInt(row.amount_minor), 0n);
    const paid = own
      .filter((row) => row.status === 'released')
      .reduce((sum, row) => sum + BigInt(row.released_minor ?? '0'), 0n);
    const main = await balanceOf(`member:${memberId}:main`);
    const bonus = await balanceOf(`member:${memberId}:bonus`);
    expect(bonus).toBe(locked);
    expect(main).toBe(paid);
    for (const row of own) {
      if (row.status === 'released' && row.max_cashout_minor !== null)
        expect(BigInt(row.released_minor ?? '0')).toBeLessThanOrEqual(BigInt(row.max_cashout_minor));
      if (row.status !== 'wagering' || !row.activated_at) continue;
      const activatedAt = row.activated_at;
      const progress = rounds
        .filter((round) => round.live && round.memberId === memberId && round.settledAt >= activatedAt)
        .reduce((sum, round) => sum + contribution(round, row), 0n);
      expect(BigInt(row.wagering_progress_minor)).toBe(progress);
      // Right after the job ran, nothing met is left in wagering.
      if (released) expect(progress).toBeLessThan(BigInt(row.wagering_required_minor ?? '0'));
    }
  }
  let reachedMembers = 0n;
  for (const memberId of everyMember)
    reachedMembers +=
      (await balanceOf(`member:${memberId}:main`)) + (await balanceOf(`member:${memberId}:bonus`));
  expect(poolBefore - (await balanceOf('pool:bonus'))).toBe(reachedMembers);
}

describe('bonus money proof', () => {
  it('the pool pays out exactly what members hold in main and in locked bonus, whatever the sequence', async () => {
    const poolBefore = await balanceOf('pool:bonus');
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 5, maxLength: 30 }), async (steps) => {
        const members = [
          (await createMember(harness)).id,
          (await createMember(harness)).id,
          (await createMember(harness)).id,
        ];
        everyMember.push(...members);
        const bonusIds: string[] = [];
        const rounds: ModelRound[] = [];
        const expired = { value: false };
        for (const step of steps) {
          await apply(step, members, bonusIds, rounds, expired);
          await check(members, rounds, poolBefore, step.type === 'release' || step.type === 'expire');
        }
      }),
      { numRuns: 20 },
    );
    const verify = await harness.ledger.verify();
    expect(verify.discrepancies).toEqual([]);
    expect(verify.totals.creditsPosted).toBe(verify.totals.debitsPosted);
  }, 240_000);
});
