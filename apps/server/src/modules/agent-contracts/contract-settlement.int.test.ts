import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBrand } from '../../db/seed/demo-brand.js';
import { LedgerIds } from '../../platform/derived-id.js';
import {
  insertActiveContract,
  insertMembers,
  insertSettledRounds,
  type KitRound,
  settlementProcess,
} from '../../testing/agent-contracts-kit.js';
import { createSettingsService, testSecretKey } from '../../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import type { SettingsService } from '../settings/settings-service.js';
import { applyRate, ratePpm } from './contract-terms.js';

/**
 * Settlement against a real PostgreSQL: amounts against an independent computation over random trees and
 * rounds, money conservation and a clean ledger, two runs at once paying each window once, and an agent
 * short of funds left pending (shown to both) and paid once later.
 */

let database: TestDatabase;
let settings: SettingsService;
const ids = new LedgerIds(testSecretKey);

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoBrand(database.db);
  settings = await createSettingsService(database.db);
}, 120_000);

afterAll(async () => {
  await database?.drop();
});

/** A 5-minute window of its own for each case (windows are aligned to 5 minutes in the brand offset). */
let nextWindowMs = Date.parse('2026-01-05T00:00:00Z');
function freshWindow(): { start: Date; end: Date; settleAt: Date } {
  nextWindowMs += 3_600_000;
  const start = new Date(nextWindowMs);
  const end = new Date(nextWindowMs + 300_000);
  return { start, end, settleAt: new Date(end.getTime() + 120_000) };
}

async function balanceOf(memberId: string): Promise<bigint> {
  const row = await database.db
    .selectFrom('ledger_account_totals')
    .select(['credits_posted', 'debits_posted'])
    .where('code', '=', `member:${memberId}:main`)
    .executeTakeFirst();
  return row ? BigInt(row.credits_posted) - BigInt(row.debits_posted) : 0n;
}

async function houseBalance(): Promise<bigint> {
  const row = await database.db
    .selectFrom('ledger_account_totals')
    .select(['credits_posted', 'debits_posted'])
    .where('code', '=', 'house')
    .executeTakeFirst();
  return row ? BigInt(row.credits_posted) - BigInt(row.debits_posted) : 0n;
}

/** Ends every contract at the close of its last settled window, so later cases do not settle them again. */
async function retireContracts(): Promise<void> {
  await sql`update agent_contracts set status = 'terminated', ended_at = coalesce(settled_until, now()), end_reason = 'test done'
    where status in ('offered', 'active')`.execute(database.db);
}

async function verifyLedger(process: ReturnType<typeof settlementProcess>): Promise<void> {
  const { discrepancies, totals } = await process.ledger.verify();
  expect(discrepancies).toEqual([]);
  expect(totals.debitsPosted).toBe(totals.creditsPosted);
}

type Tree = { uplines: (number | null)[]; rates: (number | null)[] };

/**
 * A random forest: member i's upline is an earlier member or none; a member holds a real-time contract
 * at a rate (ppm) no higher than its upline's when its upline holds one (the house offers to tops).
 */
const treeArbitrary = fc.integer({ min: 2, max: 24 }).chain((size) =>
  fc
    .tuple(
      fc.array(fc.option(fc.nat(), { nil: null, freq: 4 }), { minLength: size, maxLength: size }),
      fc.array(fc.option(fc.integer({ min: 1, max: 30_000 }), { nil: null, freq: 3 }), {
        minLength: size,
        maxLength: size,
      }),
    )
    .map(([rawUplines, rawRates]): Tree => {
      const uplines = rawUplines.map((upline, index) =>
        index === 0 || upline === null ? null : upline % index,
      );
      const rates: (number | null)[] = [];
      for (const [index, upline] of uplines.entries()) {
        const own = rawRates[index] ?? null;
        if (upline === null) rates.push(own);
        else {
          const parentRate = rates[upline] ?? null;
          // A downline contract only under an upline that holds one, never above it.
          rates.push(parentRate === null || own === null ? null : Math.min(own, parentRate));
        }
      }
      return { uplines, rates };
    }),
);

const roundsArbitrary = (size: number) =>
  fc.array(
    fc.record({
      member: fc.nat({ max: size - 1 }),
      validBet: fc.integer({ min: 0, max: 2_000_000 }),
      lossOrWin: fc.integer({ min: -500_000, max: 500_000 }),
      second: fc.integer({ min: 0, max: 299 }),
    }),
    { maxLength: 60 },
  );

function rateText(ppm: number): string {
  return `0.${String(ppm).padStart(6, '0')}`;
}

describe('settlement', () => {
  it('pays each holder the rate on its team’s valid bet, conserves money and keeps the ledger clean', async () => {
    await fc.assert(
      fc.asyncProperty(
        treeArbitrary.chain((tree) => fc.tuple(fc.constant(tree), roundsArbitrary(tree.uplines.length))),
        async ([tree, rawRounds]) => {
          const window = freshWindow();
          const agents = new Set(tree.rates.flatMap((rate, index) => (rate === null ? [] : [index])));
          const members = await insertMembers(database.db, tree.uplines, agents);
          const contracts = new Map<number, string>();
          for (const [index, rate] of tree.rates.entries()) {
            if (rate === null) continue;
            const upline = tree.uplines[index] ?? null;
            contracts.set(
              index,
              await insertActiveContract(database.db, {
                holderMemberId: members[index] as string,
                offeredByMemberId: upline === null ? null : (members[upline] as string),
                terms: { kind: 'realtime', rate: rateText(rate) },
                activatedAt: window.start,
              }),
            );
          }
          const rounds: KitRound[] = rawRounds.map((round) => ({
            memberId: members[round.member] as string,
            validBetMinor: BigInt(round.validBet),
            stakeMinor: BigInt(round.validBet + Math.max(0, round.lossOrWin)),
            winMinor: BigInt(round.validBet + Math.max(0, -round.lossOrWin)),
            settledAt: new Date(window.start.getTime() + round.second * 1000),
          }));
          // A round just outside the window on each side must not count.
          rounds.push(
            {
              memberId: members[0] as string,
              validBetMinor: 777_777n,
              stakeMinor: 777_777n,
              winMinor: 0n,
              settledAt: window.end,
            },
            {
              memberId: members[0] as string,
              validBetMinor: 777_777n,
              stakeMinor: 777_777n,
              winMinor: 0n,
              settledAt: new Date(window.start.getTime() - 1),
            },
          );
          await insertSettledRounds(database.db, rounds);

          // Expected, computed here from the generated data alone.
          const inWindow = rounds.filter(
            (round) => round.settledAt >= window.start && round.settledAt < window.end,
          );
          const teamSum = (index: number, of: (round: KitRound) => bigint): bigint => {
            let sum = 0n;
            for (const round of inWindow) {
              let member: number | null = members.indexOf(round.memberId);
              while (member !== null && member !== index) member = tree.uplines[member] ?? null;
              if (member === index) sum += of(round);
            }
            return sum;
          };
          const teamBet = (index: number) => teamSum(index, (round) => round.validBetMinor);
          // A window is stored only when it has something to say: here, play in the holder's team.
          const quiet = (index: number) =>
            teamBet(index) === 0n && teamSum(index, (round) => round.stakeMinor - round.winMinor) === 0n;
          const expectedAmount = new Map<number, bigint>();
          for (const [index, rate] of tree.rates.entries())
            if (rate !== null) expectedAmount.set(index, applyRate(teamBet(index), ratePpm(rateText(rate))));
          const balancesBefore = await Promise.all(members.map(balanceOf));
          const houseBefore = await houseBalance();

          const process = settlementProcess(database.db, settings, testSecretKey, () => window.settleAt);
          await process.settlement.run('realtime');
          // A second run (a retry, the next schedule) pays nothing more.
          await process.settlement.run('realtime');

          const windows = await database.db
            .selectFrom('agent_contract_windows')
            .selectAll()
            .where('contract_id', 'in', [...contracts.values(), '0'])
            .execute();
          expect(windows).toHaveLength([...contracts.keys()].filter((index) => !quiet(index)).length);
          const resumePoints = await database.db
            .selectFrom('agent_contracts')
            .select('settled_until')
            .where('id', 'in', [...contracts.values(), '0'])
            .execute();
          // Quiet or not, every contract is settled up to the end of the window.
          for (const point of resumePoints) expect(point.settled_until).toEqual(window.end);
          let houseExpected = 0n;
          for (const [index, contractId] of contracts) {
            const row = windows.find((window) => window.contract_id === contractId);
            if (quiet(index)) {
              expect(row, `quiet window of member ${index}`).toBeUndefined();
              expect(expectedAmount.get(index)).toBe(0n);
              continue;
            }
            expect(row?.amount_minor, `contract of member ${index}`).toBe(String(expectedAmount.get(index)));
            expect(row?.status).toBe('paid');
            expect(new Date(row?.window_start as Date).toISOString()).toBe(window.start.toISOString());
            if (tree.uplines[index] === null || !contracts.has(tree.uplines[index] as number))
              houseExpected += expectedAmount.get(index) ?? 0n;
            const transfer = await database.db
              .selectFrom('ledger_transfers')
              .select(['id', 'amount'])
              .where('reference_type', '=', 'agent_contract_window')
              .where('reference_id', '=', `${contractId}:${window.start.toISOString()}`)
              .execute();
            const amount = expectedAmount.get(index) ?? 0n;
            expect(transfer).toEqual(
              amount === 0n
                ? []
                : [
                    {
                      id: ids.server('agent-contract-window', contractId, window.start.toISOString()),
                      amount: String(amount),
                    },
                  ],
            );
          }
          // Every member's change = what it received − what it paid its direct downline.
          const balancesAfter = await Promise.all(members.map(balanceOf));
          for (const [index] of members.entries()) {
            const received = expectedAmount.get(index) ?? 0n;
            let paid = 0n;
            for (const [child, upline] of tree.uplines.entries())
              if (upline === index && contracts.has(child)) paid += expectedAmount.get(child) ?? 0n;
            expect(
              (balancesAfter[index] as bigint) - (balancesBefore[index] as bigint),
              `member ${index}`,
            ).toBe(received - paid);
          }
          // The house paid exactly the contracts it offered; nothing else moved.
          expect(houseBefore - (await houseBalance())).toBe(houseExpected);
          await verifyLedger(process);
          await retireContracts();
        },
      ),
      { numRuns: 25 },
    );
  }, 300_000);

  it('two runs of the same window at once pay every window once', async () => {
    const window = freshWindow();
    const uplines = [null, 0, 0, 1, 1, 2, 2];
    const members = await insertMembers(database.db, uplines, new Set([0, 1, 2]));
    const activatedAt = new Date(window.start.getTime() - 600_000);
    const top = await insertActiveContract(database.db, {
      holderMemberId: members[0] as string,
      offeredByMemberId: null,
      terms: { kind: 'realtime', rate: '0.01' },
      activatedAt,
    });
    const children = [
      await insertActiveContract(database.db, {
        holderMemberId: members[1] as string,
        offeredByMemberId: members[0] as string,
        terms: { kind: 'realtime', rate: '0.006' },
        activatedAt,
      }),
      await insertActiveContract(database.db, {
        holderMemberId: members[2] as string,
        offeredByMemberId: members[0] as string,
        terms: { kind: 'realtime', rate: '0.005' },
        activatedAt,
      }),
    ];
    await insertSettledRounds(
      database.db,
      members.map((memberId, index) => ({
        memberId,
        validBetMinor: BigInt(100_000 * (index + 1)),
        stakeMinor: BigInt(100_000 * (index + 1)),
        winMinor: 0n,
        settledAt: new Date(window.start.getTime() + 1000 * index),
      })),
    );
    const before = await Promise.all(members.map(balanceOf));
    const first = settlementProcess(database.db, settings, testSecretKey, () => window.settleAt);
    const second = settlementProcess(database.db, settings, testSecretKey, () => window.settleAt);
    const results = await Promise.all([
      first.settlement.run('realtime'),
      second.settlement.run('realtime'),
      first.settlement.run('realtime'),
    ]);
    // Between them, three payments, each made once.
    expect(results.reduce((sum, result) => sum + result.paid, 0)).toBeGreaterThanOrEqual(3);
    const transfers = await database.db
      .selectFrom('ledger_transfers')
      .select(['reference_id'])
      .where('reference_type', '=', 'agent_contract_window')
      .where(
        'reference_id',
        'in',
        [top, ...children].map((id) => `${id}:${window.start.toISOString()}`),
      )
      .execute();
    expect(transfers).toHaveLength(3);
    const after = await Promise.all(members.map(balanceOf));
    // Team valid bets: top 2,800,000 (1%) = 28,000; member 1: 1,100,000 (0.6%) = 6,600; member 2: 1,600,000 (0.5%) = 8,000.
    expect((after[0] as bigint) - (before[0] as bigint)).toBe(28_000n - 6_600n - 8_000n);
    expect((after[1] as bigint) - (before[1] as bigint)).toBe(6_600n);
    expect((after[2] as bigint) - (before[2] as bigint)).toBe(8_000n);
    await verifyLedger(first);
    await retireContracts();
  }, 120_000);

  it('stores only the window with play, pays it once, and moves settled_until past the quiet ones', async () => {
    const window = freshWindow();
    const members = await insertMembers(database.db, [null, 0], new Set([0]));
    const [agent, player] = members as [string, string];
    // Six quiet windows before the one with play, four after it.
    const contract = await insertActiveContract(database.db, {
      holderMemberId: agent,
      offeredByMemberId: null,
      terms: { kind: 'realtime', rate: '0.01' },
      activatedAt: new Date(window.start.getTime() - 1_800_000),
    });
    await insertSettledRounds(database.db, [
      {
        memberId: player,
        validBetMinor: 500_000n,
        stakeMinor: 500_000n,
        winMinor: 0n,
        settledAt: new Date(window.start.getTime() + 30_000),
      },
    ]);
    const lastClosedEnd = new Date(window.end.getTime() + 1_200_000);
    const settleAt = () => new Date(lastClosedEnd.getTime() + 60_000);
    const before = await balanceOf(agent);
    const process = settlementProcess(database.db, settings, testSecretKey, settleAt);
    const first = await process.settlement.run('realtime');
    const again = await settlementProcess(database.db, settings, testSecretKey, settleAt).settlement.run(
      'realtime',
    );
    expect(first).toMatchObject({ computed: 1, paid: 1 });
    expect(again).toMatchObject({ computed: 0, paid: 0 });
    const stored = await database.db
      .selectFrom('agent_contract_windows')
      .select(['window_start', 'valid_bet_minor', 'amount_minor', 'status'])
      .where('contract_id', '=', contract)
      .execute();
    expect(stored).toEqual([
      { window_start: window.start, valid_bet_minor: '500000', amount_minor: '5000', status: 'paid' },
    ]);
    const row = await database.db
      .selectFrom('agent_contracts')
      .select('settled_until')
      .where('id', '=', contract)
      .executeTakeFirstOrThrow();
    expect(row.settled_until).toEqual(lastClosedEnd);
    expect((await balanceOf(agent)) - before).toBe(5_000n);
    const transfers = await database.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('reference_type', '=', 'agent_contract_window')
      .where('reference_id', 'like', `${contract}:%`)
      .execute();
    expect(transfers).toHaveLength(1);
    // The holder's income lists that one window and its totals add up.
    const income = await process.repository.listWindows({ holderMemberId: agent }, { limit: 50, offset: 0 });
    expect(income.total).toBe(1);
    expect(income.totals).toMatchObject({ paidMinor: '5000', paidCount: 1, pendingCount: 0 });
    await verifyLedger(process);
    await retireContracts();
  }, 120_000);

  it('leaves a payment pending while the paying agent is short, shows it to both, and pays it once later', async () => {
    const window = freshWindow();
    const members = await insertMembers(database.db, [null, 0], new Set([0]));
    const [agent, holder] = members as [string, string];
    // An agent paying a downline contract with nothing in its wallet (no contract of its own pays it).
    const contractId = await insertActiveContract(database.db, {
      holderMemberId: holder,
      offeredByMemberId: agent,
      terms: { kind: 'realtime', rate: '0.01' },
      activatedAt: window.start,
    });
    await insertSettledRounds(database.db, [
      {
        memberId: holder,
        validBetMinor: 500_000n,
        stakeMinor: 500_000n,
        winMinor: 0n,
        settledAt: window.start,
      },
    ]);
    const process = settlementProcess(database.db, settings, testSecretKey, () => window.settleAt);
    const first = await process.settlement.run('realtime');
    expect(first).toMatchObject({ paid: 0, pendingFunds: 1 });
    const listed = await process.repository.listWindows({ payerMemberId: agent }, { limit: 10, offset: 0 });
    expect(listed.rows.map((row) => [row.status, String(row.amount_minor), row.attempts])).toEqual([
      ['pending_funds', '5000', 1],
    ]);
    const income = await process.repository.listWindows({ holderMemberId: holder }, { limit: 10, offset: 0 });
    expect(income.totals).toEqual({ paidMinor: '0', pendingMinor: '5000', paidCount: 0, pendingCount: 1 });
    // Still short: still pending, tried again.
    await process.settlement.run('realtime');
    expect(
      (await process.repository.listWindows({ payerMemberId: agent }, { limit: 10, offset: 0 })).rows[0]
        ?.attempts,
    ).toBe(2);
    // Funded: paid on the next run, and only once however often it runs.
    const house = await process.ledger.ensureAccount({
      code: 'house',
      kind: 'house',
      currency: 'NPR',
      mayGoNegative: true,
    });
    const agentWallet = await process.ledger.ensureAccount({
      code: `member:${agent}:main`,
      kind: 'member_main',
      memberId: agent,
      currency: 'NPR',
      mayGoNegative: false,
    });
    await process.ledger.transfer({
      id: '0d9a0c5e-3a43-4c1e-9f59-5a7c2b1f0001',
      debitAccountId: house.id,
      creditAccountId: agentWallet.id,
      amountMinor: 7_000n,
      code: 'deposit',
    });
    expect(await process.settlement.run('realtime')).toMatchObject({ paid: 1, pendingFunds: 0 });
    await process.settlement.payUnpaid();
    expect(await balanceOf(agent)).toBe(2_000n);
    expect(await balanceOf(holder)).toBe(5_000n);
    const after = await process.repository.listWindows({ holderMemberId: holder }, { limit: 10, offset: 0 });
    expect(after.totals).toEqual({ paidMinor: '5000', pendingMinor: '0', paidCount: 1, pendingCount: 0 });
    expect(after.rows[0]?.contract_id).toBe(contractId);
    await verifyLedger(process);
    await retireContracts();
  }, 60_000);

  it('dividends carry a losing period over day by day; daily salary pays the highest tier; only play while active counts', async () => {
    const offset = settings.get('brand').gmtOffsetMinutes;
    // Three brand days from a Monday 00:00 in the brand's offset.
    const dayMs = 86_400_000;
    const day0 = new Date(Date.parse('2026-03-02T00:00:00Z') - offset * 60_000);
    const dayStart = (index: number) => new Date(day0.getTime() + index * dayMs);
    const members = await insertMembers(database.db, [null, 0, 0], new Set([0]));
    const [top, first, second] = members as [string, string, string];
    const dividend = await insertActiveContract(database.db, {
      holderMemberId: top,
      offeredByMemberId: null,
      terms: {
        kind: 'dividend',
        period: 'D',
        basis: 'netLoss',
        negativePeriod: 'carry',
        tiers: [{ thresholdMinor: '100000', minActiveMembers: 2, share: '0.2' }],
      },
      activatedAt: day0,
    });
    // Activated at noon of day 0: the morning's play does not count.
    const salary = await insertActiveContract(database.db, {
      holderMemberId: top,
      offeredByMemberId: null,
      terms: {
        kind: 'daily',
        tiers: [
          { validBetMinor: '100000', minActiveMembers: 1, value: '0.001' },
          { validBetMinor: '1000000', minActiveMembers: 2, value: '5000' },
        ],
      },
      activatedAt: new Date(day0.getTime() + dayMs / 2),
    });
    const play = (memberId: string, at: Date, validBet: bigint, stake: bigint, win: bigint): KitRound => ({
      memberId,
      validBetMinor: validBet,
      stakeMinor: stake,
      winMinor: win,
      settledAt: at,
    });
    await insertSettledRounds(database.db, [
      // Day 0: the team wins 4,000.00 (net loss −400,000); 900,000 valid bet in the morning, 600,000 after noon.
      play(first, new Date(day0.getTime() + 3_600_000), 900_000n, 900_000n, 1_100_000n),
      play(second, new Date(day0.getTime() + dayMs / 2 + 3_600_000), 600_000n, 600_000n, 800_000n),
      // Day 1: net loss 300,000: carry left −100,000. 1,200,000 valid bet by two members: the fixed tier.
      play(first, new Date(dayStart(1).getTime() + 3_600_000), 600_000n, 600_000n, 400_000n),
      play(second, new Date(dayStart(1).getTime() + 7_200_000), 600_000n, 600_000n, 500_000n),
      // Day 2: net loss 600,000 − 100,000 carried = 500,000 → 20 % = 100,000. 300,000 valid bet: the rate tier.
      play(first, new Date(dayStart(2).getTime() + 3_600_000), 200_000n, 700_000n, 100_000n),
      play(second, new Date(dayStart(2).getTime() + 3_600_000), 100_000n, 100_000n, 100_000n),
    ]);
    const process = settlementProcess(
      database.db,
      settings,
      testSecretKey,
      () => new Date(dayStart(3).getTime() + 120_000),
    );
    const before = await balanceOf(top);
    await process.settlement.run('dividend');
    await process.settlement.run('daily');
    const rows = await database.db
      .selectFrom('agent_contract_windows')
      .select([
        'contract_id',
        'window_start',
        'net_loss_minor',
        'valid_bet_minor',
        'carry_in_minor',
        'carry_out_minor',
        'amount_minor',
        'tier_index',
      ])
      .where('contract_id', 'in', [dividend, salary])
      .orderBy('contract_id')
      .orderBy('window_start')
      .execute();
    const summary = rows.map((row) => [
      row.contract_id === dividend ? 'dividend' : 'daily',
      new Date(row.window_start).toISOString(),
      String(row.net_loss_minor),
      String(row.valid_bet_minor),
      String(row.carry_in_minor),
      String(row.carry_out_minor),
      String(row.amount_minor),
    ]);
    expect(summary).toEqual([
      ['dividend', dayStart(0).toISOString(), '-400000', '1500000', '0', '-400000', '0'],
      ['dividend', dayStart(1).toISOString(), '300000', '1200000', '-400000', '-100000', '0'],
      ['dividend', dayStart(2).toISOString(), '600000', '300000', '-100000', '0', '100000'],
      // Day 0 from noon: 600,000 by one member → 0.1 % = 600.
      ['daily', dayStart(0).toISOString(), '-200000', '600000', '0', '0', '600'],
      ['daily', dayStart(1).toISOString(), '300000', '1200000', '0', '0', '5000'],
      ['daily', dayStart(2).toISOString(), '600000', '300000', '0', '0', '300'],
    ]);
    expect((await balanceOf(top)) - before).toBe(100_000n + 600n + 5_000n + 300n);
    await verifyLedger(process);
    await retireContracts();
  }, 60_000);

  it('after the brand offset changes, the first window in the new offset counts no play counted before', async () => {
    const window = freshWindow();
    const members = await insertMembers(database.db, [null, 0], new Set([0]));
    const [top, player] = members as [string, string];
    const contract = await insertActiveContract(database.db, {
      holderMemberId: top,
      offeredByMemberId: null,
      terms: { kind: 'realtime', rate: '0.01' },
      activatedAt: new Date(window.start.getTime() - 600_000),
    });
    // Settled up to 2 minutes into the window: where the old offset's last window ended.
    const settledUntil = new Date(window.start.getTime() + 120_000);
    await sql`update agent_contracts set settled_until = ${settledUntil} where id = ${contract}`.execute(
      database.db,
    );
    await insertSettledRounds(database.db, [
      {
        memberId: player,
        validBetMinor: 100_000n,
        stakeMinor: 100_000n,
        winMinor: 0n,
        settledAt: new Date(window.start.getTime() + 60_000),
      },
      {
        memberId: player,
        validBetMinor: 200_000n,
        stakeMinor: 200_000n,
        winMinor: 0n,
        settledAt: new Date(window.start.getTime() + 180_000),
      },
    ]);
    const process = settlementProcess(database.db, settings, testSecretKey, () => window.settleAt);
    await process.settlement.run('realtime');
    const rows = await database.db
      .selectFrom('agent_contract_windows')
      .select(['window_start', 'valid_bet_minor', 'amount_minor'])
      .where('contract_id', '=', contract)
      .execute();
    expect(rows.map((row) => [String(row.valid_bet_minor), String(row.amount_minor)])).toEqual([
      ['200000', '2000'],
    ]);
    await retireContracts();
  });

  it('a paid window is final: the database refuses to change it', async () => {
    const paid = await database.db
      .selectFrom('agent_contract_windows')
      .select(['contract_id', 'window_start'])
      .where('status', '=', 'paid')
      .executeTakeFirstOrThrow();
    await expect(
      database.db
        .updateTable('agent_contract_windows')
        .set({ amount_minor: '1' })
        .where('contract_id', '=', paid.contract_id)
        .where('window_start', '=', paid.window_start)
        .execute(),
    ).rejects.toThrow(/final/);
  });
});
