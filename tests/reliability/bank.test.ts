import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shouldRunRedisTests } from '../../apps/server/src/testing/redis-probe.js';
import { bankContext } from './support/bank-context.js';
import {
  type BankContext,
  gatewayDeposit,
  inhouseBet,
  memberTransfer,
  staffPass,
  vendorRound,
  withdraw,
} from './support/bank-operations.js';
import {
  type BankMember,
  type BankStaff,
  createFinanceStaff,
  createMembers,
  vendorGame,
} from './support/bank-people.js';
import { reconcileBank } from './support/bank-reconciliation.js';
import { type Cluster, type ServerSlot, startCluster } from './support/cluster.js';
import { ClusterClient } from './support/cluster-client.js';
import { describeJournal } from './support/journal.js';
import { pause } from './support/pause.js';

/**
 * The bank test (issue 13, deliver 5): several server processes on one PostgreSQL and one Redis, driven
 * over HTTP by concurrent members (gateway deposits, withdrawals that finance staff decide, transfers to
 * upline and downline, vendor wallet callbacks, in-house bets) while processes are killed with SIGKILL at
 * random moments and started again. Then every process is killed and restarted, and the client's journal
 * of acknowledged operations is reconciled with the books: see support/bank-reconciliation.ts.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const runRedisTests = await shouldRunRedisTests(redisUrl);
const serverCount = 3;
const memberCount = 12;
const groupSize = 4;
const killCount = 3;
/** How long members keep sending operations; the kills fall inside this window. */
const loadMs = Number(process.env.BANK_TEST_LOAD_MS ?? 45_000);
const vendorCode = 'PG';

const operations = [
  { weight: 15, run: gatewayDeposit },
  { weight: 30, run: inhouseBet },
  { weight: 25, run: vendorRound },
  { weight: 15, run: memberTransfer },
  { weight: 15, run: withdraw },
];
const totalWeight = operations.reduce((sum, operation) => sum + operation.weight, 0);

function pickOperation(): (typeof operations)[number]['run'] {
  let ticket = Math.random() * totalWeight;
  for (const operation of operations) {
    ticket -= operation.weight;
    if (ticket < 0) return operation.run;
  }
  return gatewayDeposit;
}

async function memberLoop(context: BankContext, member: BankMember, endsAt: number): Promise<void> {
  await gatewayDeposit(context, member);
  while (Date.now() < endsAt) {
    await pickOperation()(context, member);
    await pause(Math.random() * 200);
  }
}

async function staffLoop(
  context: BankContext,
  staff: { approver: BankStaff; payer: BankStaff },
  endsAt: number,
): Promise<void> {
  while (Date.now() < endsAt) {
    await staffPass(context, staff);
    await pause(500 + Math.random() * 1_000);
  }
}

/**
 * The process to kill: a random healthy one among those with requests in flight at that moment (the
 * busiest alone was nearly always the same process), waiting a little (bounded) for one to have any, so
 * that the kill cuts requests off mid-way.
 */
async function victimOf(cluster: Cluster, client: ClusterClient): Promise<ServerSlot> {
  for (let look = 0; look < 50; look += 1) {
    const healthy = cluster.slots.filter((slot) => slot.healthy);
    const busy = healthy.filter((slot) => (client.inFlight.get(slot.index) ?? 0) > 0);
    const lastLook = look === 49;
    const candidates =
      busy.length > 0 ? busy : lastLook ? (healthy.length > 0 ? healthy : cluster.slots) : [];
    if (candidates.length > 0) return candidates[Math.floor(Math.random() * candidates.length)] as ServerSlot;
    await pause(20);
  }
  throw new Error('unreachable');
}

/** Three SIGKILLs, one at a random moment in each third of the load, each process started again at once. */
async function killLoop(
  cluster: Cluster,
  client: ClusterClient,
  startedAt: number,
  kills: string[],
): Promise<void> {
  for (let kill = 0; kill < killCount; kill += 1) {
    const at = startedAt + (loadMs * (kill + 0.15 + Math.random() * 0.6)) / killCount;
    await pause(Math.max(0, at - Date.now()));
    const victim = await victimOf(cluster, client);
    const cutOff = client.inFlight.get(victim.index) ?? 0;
    const killedAt = Date.now();
    await cluster.kill(victim);
    await pause(200 + Math.random() * 1_500);
    await cluster.restart(victim);
    kills.push(
      `server ${victim.index} at ${((killedAt - startedAt) / 1000).toFixed(1)} s with ${cutOff} requests in flight, back after ${((Date.now() - killedAt) / 1000).toFixed(1)} s`,
    );
  }
}

/** Runs a loop to its end and keeps its failure, so one member's surprise does not hide the books' state. */
async function collected(loop: Promise<void>, failures: string[]): Promise<void> {
  try {
    await loop;
  } catch (error) {
    failures.push((error as Error).message);
  }
}

describe.skipIf(!runRedisTests)('the bank across processes, with SIGKILLs', () => {
  let cluster: Cluster | undefined;
  let database: pg.Client | undefined;

  beforeAll(async () => {
    cluster = await startCluster({ serverCount, redisUrl });
    database = new pg.Client({ connectionString: cluster.databaseUrl });
    await database.connect();
  });

  afterAll(async () => {
    await database?.end();
    await cluster?.stop();
  });

  it('loses no acknowledged operation, applies none twice, and keeps the books whole', async () => {
    const runningCluster = cluster as Cluster;
    const books = database as pg.Client;
    const startedAt = Date.now();
    const client = new ClusterClient(runningCluster.slots);
    const game = await vendorGame(books, vendorCode);
    const members = await createMembers(client, books, {
      count: memberCount,
      groupSize,
      gameNodeId: game.nodeId,
    });
    // Two finance staff members: the one who approved a withdrawal may not mark it paid (issue 14 #17).
    const staff = {
      approver: await createFinanceStaff(runningCluster, client),
      payer: await createFinanceStaff(runningCluster, client),
    };
    const context = await bankContext({
      cluster: runningCluster,
      client,
      books,
      members,
      vendor: { code: vendorCode, gameCode: game.code },
    });
    const { journal } = context;

    const loadStartedAt = Date.now();
    const kills: string[] = [];
    const failures: string[] = [];
    await Promise.all([
      ...members.map((member) => collected(memberLoop(context, member, loadStartedAt + loadMs), failures)),
      collected(staffLoop(context, staff, loadStartedAt + loadMs), failures),
      collected(killLoop(runningCluster, client, loadStartedAt, kills), failures),
    ]);
    const loadSeconds = (Date.now() - loadStartedAt) / 1000;

    // Every process dies at once and starts again: what was acknowledged must have been durable.
    await Promise.all(runningCluster.slots.map((slot) => runningCluster.kill(slot)));
    await Promise.all(runningCluster.slots.map((slot) => runningCluster.restart(slot)));

    const report = await reconcileBank({ database: books, client, journal, members, vendorCode });
    const verify = await runningCluster.runTool('ledger-verify', []);
    const restarts = runningCluster.slots.reduce((sum, slot) => sum + slot.starts - 1, 0);
    console.log(
      [
        `bank test: ${serverCount} server processes, ${memberCount} members, ${loadSeconds.toFixed(1)} s of load, ${((Date.now() - startedAt) / 1000).toFixed(1)} s in all`,
        `operations: ${describeJournal(journal)}`,
        `http: ${client.tally.requests} requests, ${client.tally.retries} resent after a lost answer, 5xx or 429; ${client.tally.serverErrors.length} 5xx answers`,
        `kills: ${kills.length} SIGKILLs (${kills.join('; ')}), then all ${serverCount} killed and restarted; ${restarts} restarts`,
        `checked: ${report.balancesChecked} member balances, ${report.accounts} accounts, ${report.transfers} transfers, ${report.heldWithdrawals} withdrawals still visibly held; ledger:verify: ${verify.output.trim()}`,
        `violations: ${report.violations.length}${failures.length ? `; failed operations: ${failures.length}` : ''}`,
        ...client.tally.serverErrors.map((line) => `  5xx: ${line}`),
        ...failures.map((line) => `  failure: ${line}`),
        ...report.violations.map((line) => `  violation: ${line}`),
      ].join('\n'),
    );
    expect(failures).toEqual([]);
    expect(kills).toHaveLength(killCount);
    expect(report.violations).toEqual([]);
    expect(verify.code, verify.output).toBe(0);
  });
});
