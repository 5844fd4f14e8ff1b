import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { connectDatabase } from '../apps/server/src/db/database.js';
import { splitRedEnvelopes } from '../apps/server/src/modules/reward-campaigns/red-envelope-split.js';
import { RewardCampaignsRepository } from '../apps/server/src/modules/reward-campaigns/reward-campaigns-repository.js';
import { LedgerRepository } from '../apps/server/src/modules/wallet/ledger-repository.js';
import { LedgerService } from '../apps/server/src/modules/wallet/ledger-service.js';
import { InProcessEventBus } from '../apps/server/src/platform/events.js';
import { bonusesOf, grantWagering } from '../apps/server/src/testing/bonuses-kit.js';
import {
  cleanUp,
  type Db,
  membersWithSessions,
  onCleanUp,
  scratchDatabase,
  settingsOf,
  startBuiltServer,
} from './support/bench-server.js';
import { percentile, positiveInteger, round, say } from './support/figures.js';
import { RawHttpConnection } from './support/raw-http-client.js';

const _root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const grabMembers = positiveInteger(process.env.REWARDS_BENCH_GRABS, 4_096);
const concurrency = positiveInteger(process.env.REWARDS_BENCH_CONCURRENCY, 64);
const wageringMembers = positiveInteger(process.env.REWARDS_BENCH_WAGERING_MEMBERS, 500);
const roundsPerSide = positiveInteger(process.env.REWARDS_BENCH_ROUNDS, 20_000);
const roundWriters = 16;
const setBasedRounds = positiveInteger(process.env.REWARDS_BENCH_SET_ROUNDS, 100_000);
/** The bench's bonuses never meet their requirement during the run (10x of 10,000.00). */
const bonusMinor = 1_000_000n;
const validBetMinor = 100n;

async function grabBenchmark(connectionString: string) {
  const server = await startBuiltServer(connectionString, 'rewards');
  const handle = connectDatabase(connectionString, 4);
  onCleanUp(() => handle.close());
  const db = handle.db;
  const members = await membersWithSessions(db, grabMembers, 'rg');
  // One drop, live now, an envelope for every member (at least 1.00 each), open to everyone.
  const envelopeCount = grabMembers;
  const floorMinor = 100n;
  const totalMinor = floorMinor * BigInt(envelopeCount) * 3n;
  const drop = await new RewardCampaignsRepository(db).transaction((transaction) =>
    new RewardCampaignsRepository(db).insertDrop(
      transaction,
      {
        title: 'Bench drop',
        totalMinor,
        envelopeCount,
        floorMinor,
        startsAt: new Date(Date.now() - 60_000),
        endsAt: new Date(Date.now() + 3_600_000),
        audience: { kind: 'everyone' },
        createdBy: null,
      },
      splitRedEnvelopes(totalMinor, envelopeCount, floorMinor),
    ),
  );
  say(`seeded ${members.length} members with sessions and a drop of ${envelopeCount} envelopes`);
  const target = new URL(server.baseUrl);
  const grab = async (connection: RawHttpConnection, index: number) => {
    const member = members[index] as { id: string; token: string };
    return connection.request(
      'POST',
      `/api/red-envelopes/${drop.id}/grab`,
      {
        authorization: `Bearer ${member.token}`,
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
      },
      '{}',
    );
  };
  // Warm-up: the first members (not counted) open the connections and the server's caches.
  const warmUp = Math.min(concurrency * 2, Math.floor(members.length / 4));
  const connections = Array.from(
    { length: concurrency },
    () => new RawHttpConnection(target.hostname, Number(target.port)),
  );
  let next = 0;
  await Promise.all(
    connections.map(async (connection) => {
      while (next < warmUp) await grab(connection, next++);
    }),
  );
  const latencies = new Float64Array(members.length);
  let samples = 0;
  let errors = 0;
  let firstError = '';
  const started = performance.now();
  await Promise.all(
    connections.map(async (connection) => {
      while (next < members.length) {
        const index = next++;
        const before = performance.now();
        try {
          const reply = await grab(connection, index);
          if (reply.status !== 200 || !reply.body.includes('"replayed":false')) {
            errors += 1;
            firstError ||= `${reply.status} ${reply.body.slice(0, 200)}`;
            continue;
          }
          latencies[samples++] = performance.now() - before;
        } catch (error) {
          errors += 1;
          firstError ||= (error as Error).message;
        }
      }
      connection.close();
    }),
  );
  const seconds = (performance.now() - started) / 1_000;
  const sorted = latencies.slice(0, samples).sort();
  const paid = await sql<{ grabbed: string; sum: string }>`
    select count(*)::text as grabbed, coalesce(sum(amount_minor), 0)::text as sum
    from red_envelopes where drop_id = ${drop.id} and member_id is not null`.execute(db);
  const payouts = await sql<{ count: string }>`
    select count(*)::text as count from bonuses where kind = 'red_envelope' and status = 'released'`.execute(
    db,
  );
  if (errors > 0) say(`server output (end):\n${server.output().slice(-3000)}`);
  await server.stop();
  const result = {
    grabsPerSecond: round(samples / seconds, 1),
    grabP50Ms: round(percentile(sorted, 0.5), 1),
    grabP99Ms: round(percentile(sorted, 0.99), 1),
    grabs: samples,
    grabErrors: errors,
    envelopesGrabbed: Number(paid.rows[0]?.grabbed ?? 0),
    envelopesPaid: Number(payouts.rows[0]?.count ?? 0),
    /** Every member grabbed: the envelopes add up to the drop's total. */
    grabbedSumIsTotal: BigInt(paid.rows[0]?.sum ?? '0') === totalMinor,
  };
  say(
    `grabs: ${samples} in ${round(seconds, 2)} s at concurrency ${concurrency}: ${result.grabsPerSecond}/s, ` +
      `p50 ${result.grabP50Ms} ms, p99 ${result.grabP99Ms} ms, ${errors} errors${firstError ? ` (first: ${firstError})` : ''}; ` +
      `${result.envelopesGrabbed} envelopes taken, ${result.envelopesPaid} paid, sum = total: ${result.grabbedSumIsTotal}`,
  );
  return result;
}

/** `total` settled rounds, one insert statement each, by `roundWriters` writers over `memberIds`. */
async function settleOneByOne(db: Db, memberIds: readonly string[], total: number): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: roundWriters }, async () => {
      while (next < total) {
        const index = next++;
        const id = randomUUID();
        const now = new Date();
        await db
          .insertInto('game_rounds')
          .values({
            id,
            member_id: memberIds[index % memberIds.length] as string,
            vendor_code: 'BENCH',
            game_code: 'bench-slot',
            category: 'SLOT',
            external_round_id: id,
            currency: 'NPR',
            stake_minor: validBetMinor.toString(),
            win_minor: '0',
            valid_bet_minor: validBetMinor.toString(),
            status: 'settled',
            opened_at: now,
            settled_at: now,
          })
          .execute();
      }
    }),
  );
  return (performance.now() - started) / 1_000;
}

/** `total` settled rounds over `memberIds` in one set-based statement. */
async function settleInOneStatement(db: Db, memberIds: readonly string[], total: number): Promise<number> {
  const started = performance.now();
  await db.transaction().execute(async (transaction) => {
    await sql`set local statement_timeout = 0`.execute(transaction);
    await sql`
      insert into game_rounds (id, member_id, vendor_code, game_code, category, external_round_id, currency,
        stake_minor, win_minor, valid_bet_minor, status, opened_at, settled_at)
      select gen_random_uuid(), (${memberIds}::bigint[])[1 + (n % ${memberIds.length})], 'BENCH', 'bench-slot',
        'SLOT', 'bench-set-' || gen_random_uuid(), 'NPR', ${validBetMinor.toString()}::bigint, 0,
        ${validBetMinor.toString()}::bigint, 'settled', now(), now()
      from generate_series(0, ${total - 1}) as n`.execute(transaction);
  });
  return (performance.now() - started) / 1_000;
}

async function progressSum(db: Db, memberIds: readonly string[]): Promise<bigint> {
  const row = await sql<{ sum: string }>`
    select coalesce(sum(wagering_progress_minor), 0)::text as sum from bonuses
    where member_id = any(${memberIds}::bigint[]) and status = 'wagering'`.execute(db);
  return BigInt(row.rows[0]?.sum ?? '0');
}

async function wageringBenchmark(connectionString: string) {
  const handle = connectDatabase(connectionString, roundWriters + 2);
  onCleanUp(() => handle.close());
  const db = handle.db;
  const settings = await settingsOf(db);
  const ledger = new LedgerService(new LedgerRepository(db));
  const events = new InProcessEventBus();
  const bonuses = bonusesOf({ database: { db }, settings, ledger, events });
  const withBonus = (await membersWithSessions(db, wageringMembers, 'wb')).map((member) => member.id);
  const withoutBonus = (await membersWithSessions(db, wageringMembers, 'nb')).map((member) => member.id);
  for (const memberId of withBonus)
    await grantWagering(bonuses, memberId, bonusMinor, {
      weights: { SLOT: 100 },
      defaultWeightPercent: 100,
      wageringDays: 30,
    });
  await sql`vacuum analyze bonuses`.execute(db);
  await sql`vacuum analyze game_rounds`.execute(db);
  say(`seeded ${wageringMembers} members with a bonus in wagering and ${wageringMembers} without`);

  // Alternating sides (reference first), so a neighbour's load on the shared machine hits both alike.
  const progressBefore = await progressSum(db, withBonus);
  const referenceSeconds = await settleOneByOne(db, withoutBonus, roundsPerSide);
  const wageringSeconds = await settleOneByOne(db, withBonus, roundsPerSide);
  const progressAfterSingles = await progressSum(db, withBonus);
  const appliedSingles = (progressAfterSingles - progressBefore) / validBetMinor;
  const referenceSetSeconds = await settleInOneStatement(db, withoutBonus, setBasedRounds);
  const wageringSetSeconds = await settleInOneStatement(db, withBonus, setBasedRounds);
  const appliedSet = ((await progressSum(db, withBonus)) - progressAfterSingles) / validBetMinor;
  await events.close();
  const result = {
    wageringUpdatesPerSecond: round(Number(appliedSingles) / wageringSeconds, 1),
    referenceRoundsPerSecond: round(roundsPerSide / referenceSeconds, 1),
    wageringRatio: round(roundsPerSide / wageringSeconds / (roundsPerSide / referenceSeconds), 3),
    wageringUpdatesApplied: Number(appliedSingles),
    setBasedWageringUpdatesPerSecond: round(Number(appliedSet) / wageringSetSeconds, 0),
    setBasedReferenceRoundsPerSecond: round(setBasedRounds / referenceSetSeconds, 0),
    setBasedRatio: round(setBasedRounds / wageringSetSeconds / (setBasedRounds / referenceSetSeconds), 3),
  };
  say(
    `rounds one statement each, ${roundWriters} writers: with a bonus ${roundsPerSide} in ${round(wageringSeconds, 2)} s ` +
      `(${result.wageringUpdatesPerSecond} wagering updates/s, ${appliedSingles} applied), without ${round(referenceSeconds, 2)} s ` +
      `(${result.referenceRoundsPerSecond} rounds/s); ratio ${result.wageringRatio}`,
  );
  say(
    `rounds in one statement (${setBasedRounds}): with a bonus ${round(wageringSetSeconds, 2)} s ` +
      `(${result.setBasedWageringUpdatesPerSecond} updates/s, ${appliedSet} applied), without ${round(referenceSetSeconds, 2)} s; ` +
      `ratio ${result.setBasedRatio}`,
  );
  if (appliedSingles !== BigInt(roundsPerSide) || appliedSet !== BigInt(setBasedRounds))
    say('WARNING: not every round moved its bonus');
  return result;
}

async function main(): Promise<void> {
  const target = await scratchDatabase('rewards');
  say(`rewards benchmark on ${target.description}`);
  const grabs = await grabBenchmark(target.connectionString);
  const wagering = await wageringBenchmark(target.connectionString);
  const handle = connectDatabase(target.connectionString, 2);
  onCleanUp(() => handle.close());
  const { discrepancies, totals } = await new LedgerService(new LedgerRepository(handle.db)).verify(1);
  const ledgerConsistent =
    discrepancies.length === 0 &&
    totals.debitsPosted === totals.creditsPosted &&
    totals.debitsPending === totals.creditsPending;
  say(`ledger: ${ledgerConsistent ? 'consistent' : 'DISCREPANCY'} (${totals.transfers} transfers)`);
  say(
    JSON.stringify({
      ...grabs,
      concurrency,
      ...wagering,
      wageringMembers,
      roundsPerSide,
      roundWriters,
      setBasedRounds,
      ledgerConsistent,
    }),
  );
}

try {
  await main();
} catch (error) {
  process.stderr.write(`rewards benchmark failed: ${(error as Error).stack ?? error}\n`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
