import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { connectDatabase } from '../apps/server/src/db/database.js';
import { LedgerRepository } from '../apps/server/src/modules/wallet/ledger-repository.js';
import { LedgerService } from '../apps/server/src/modules/wallet/ledger-service.js';
import { hashPassword } from '../apps/server/src/platform/security/passwords.js';
import { pointsOf, setRatesAt } from '../apps/server/src/testing/points-kit.js';
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
const redeemMembers = positiveInteger(process.env.LOYALTY_BENCH_REDEEMS, 2_048);
const concurrency = positiveInteger(process.env.LOYALTY_BENCH_CONCURRENCY, 64);
const earnMembers = positiveInteger(process.env.LOYALTY_BENCH_EARN_MEMBERS, 2_000);
const earnRounds = positiveInteger(process.env.LOYALTY_BENCH_ROUNDS, 20_000);
const roundWriters = 16;
const paymentPassword = '246810';
const itemPointsPrice = 100n;
const validBetMinor = 1_000n;
const hourMs = 3_600_000;

async function redeemBenchmark(connectionString: string) {
  const server = await startBuiltServer(connectionString, 'loyalty', { SETTINGS_REFRESH_MS: '500' });
  const handle = connectDatabase(connectionString, 8);
  onCleanUp(() => handle.close());
  const db = handle.db;
  const settings = await settingsOf(db);
  await settings.update('whitelabel', (flags) => ({ ...flags, PTSYS3: true }), 'bench');
  const members = await membersWithSessions(db, redeemMembers, 'lr', await hashPassword(paymentPassword));
  // Every member gets the points of one redeem (awards through the points ledger, 64 at a time).
  const { points } = pointsOf({ database: { db }, settings });
  for (let start = 0; start < members.length; start += 64)
    await Promise.all(
      members.slice(start, start + 64).map((member) =>
        points.award({
          memberId: member.id,
          points: itemPointsPrice,
          code: 'points_adjust',
          key: randomUUID(),
          referenceType: 'bench',
          referenceId: 'seed',
          countsForLevel: false,
        }),
      ),
    );
  const itemId = randomUUID();
  await db
    .insertInto('points_mall_items')
    .values({
      id: itemId,
      kind: 'cash',
      category: null,
      title: JSON.stringify({ EN: 'Bench cash 1.00' }),
      description: JSON.stringify({ EN: 'Bench' }),
      points_price: itemPointsPrice.toString(),
      amount_minor: '100',
      max_quantity_per_redeem: 1,
      status: 'published',
    } as never)
    .execute();
  // The server reads the points flag within its settings refresh.
  const deadline = Date.now() + 20_000;
  while ((await fetch(`${server.baseUrl}/api/points/config`)).status !== 200) {
    if (Date.now() > deadline) throw new Error('the server never saw PTSYS3 on');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  say(`seeded ${members.length} members with ${itemPointsPrice} points each and a published cash item`);
  const target = new URL(server.baseUrl);
  const redeem = (connection: RawHttpConnection, index: number) => {
    const member = members[index] as { id: string; token: string };
    return connection.request(
      'POST',
      '/api/points-mall/redeems',
      {
        authorization: `Bearer ${member.token}`,
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
      },
      JSON.stringify({ requestId: randomUUID(), itemId, quantity: 1, paymentPassword }),
    );
  };
  const warmUp = Math.min(concurrency * 2, Math.floor(members.length / 4));
  const connections = Array.from(
    { length: concurrency },
    () => new RawHttpConnection(target.hostname, Number(target.port)),
  );
  let next = 0;
  await Promise.all(
    connections.map(async (connection) => {
      while (next < warmUp) await redeem(connection, next++);
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
          const reply = await redeem(connection, index);
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
  const spent = await sql<{ count: string }>`
    select count(*)::text as count from ledger_transfers where code = 'points_redeem'`.execute(db);
  if (errors > 0) say(`server output (end):\n${server.output().slice(-3000)}`);
  await server.stop();
  const result = {
    redeemsPerSecond: round(samples / seconds, 1),
    redeemP50Ms: round(percentile(sorted, 0.5), 1),
    redeemP99Ms: round(percentile(sorted, 0.99), 1),
    redeems: samples,
    redeemErrors: errors,
    pointsSpends: Number(spent.rows[0]?.count ?? 0),
  };
  say(
    `redeems: ${samples} in ${round(seconds, 2)} s at concurrency ${concurrency}: ${result.redeemsPerSecond}/s, ` +
      `p50 ${result.redeemP50Ms} ms, p99 ${result.redeemP99Ms} ms, ${errors} errors${firstError ? ` (first: ${firstError})` : ''}; ` +
      `${result.pointsSpends} points spends in the ledger (warm-up included)`,
  );
  return result;
}

/**
 * `total` settled rounds, one insert statement each, by `roundWriters` writers: round i is member
 * i % members' and lands (i / members) % 4 hours ago, so each member plays in four windows.
 */
async function settleOneByOne(db: Db, memberIds: readonly string[], total: number): Promise<number> {
  let next = 0;
  const hour = Math.floor(Date.now() / hourMs) * hourMs;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: roundWriters }, async () => {
      while (next < total) {
        const index = next++;
        const id = randomUUID();
        const hoursAgo = Math.floor(index / memberIds.length) % 4;
        const settledAt = new Date(hour - hoursAgo * hourMs + (index % 3_600) * 1_000);
        await db
          .insertInto('game_rounds')
          .values({
            id,
            member_id: memberIds[index % memberIds.length] as string,
            vendor_code: 'BENCH',
            game_code: 'bench-slot',
            category: index % 2 === 0 ? 'SLOT' : 'LIVE',
            external_round_id: id,
            currency: 'NPR',
            stake_minor: validBetMinor.toString(),
            win_minor: '0',
            valid_bet_minor: validBetMinor.toString(),
            status: 'settled',
            opened_at: settledAt,
            settled_at: settledAt,
          })
          .execute();
      }
    }),
  );
  return (performance.now() - started) / 1_000;
}

async function earnBenchmark(connectionString: string) {
  const handle = connectDatabase(connectionString, roundWriters + 4);
  onCleanUp(() => handle.close());
  const db = handle.db;
  const settings = await settingsOf(db);
  const ledger = new LedgerService(new LedgerRepository(db));
  const { points } = pointsOf({ database: { db }, settings }, { ledger });
  // 1 point per 10.00 of SLOT, per 5.00 of anything else.
  await setRatesAt(db, new Date('2020-01-01T00:00:00Z'), {
    defaultValidBetPerPointMinor: '500',
    categories: { SLOT: '1000' },
  });
  const memberIds = (await membersWithSessions(db, earnMembers, 'le', null)).map((member) => member.id);
  // The redeem part's windows are not this part's work.
  await sql`delete from points_due`.execute(db);
  await sql`vacuum analyze game_rounds`.execute(db);
  say(`seeded ${earnMembers} members for earning`);
  const writeSeconds = await settleOneByOne(db, memberIds, earnRounds);
  const queued = await sql<{ count: string }>`select count(*)::text as count from points_due`.execute(db);
  const started = performance.now();
  let windows = 0;
  for (let run = 0; run < 100; run += 1) {
    const result = await points.runMinute();
    windows += result.windows;
    if (result.windows === 0) break;
  }
  const earnSeconds = (performance.now() - started) / 1_000;
  const earned = await sql<{ sum: string; count: string }>`
    select coalesce(sum(amount), 0)::text as sum, count(*)::text as count from ledger_transfers
    where code = 'points_earn'`.execute(db);
  // As settleOneByOne places them: SLOT earns 1 point per 10.00, LIVE 2, per window and category.
  const expectedPoints = (() => {
    const perWindow = new Map<string, { slot: bigint; live: bigint }>();
    for (let index = 0; index < earnRounds; index += 1) {
      const key = `${index % memberIds.length}|${Math.floor(index / memberIds.length) % 4}`;
      const sums = perWindow.get(key) ?? { slot: 0n, live: 0n };
      if (index % 2 === 0) sums.slot += validBetMinor;
      else sums.live += validBetMinor;
      perWindow.set(key, sums);
    }
    let total = 0n;
    for (const sums of perWindow.values()) total += sums.slot / 1_000n + sums.live / 500n;
    return total;
  })();
  const result = {
    earnPerSecond: round(earnRounds / (writeSeconds + earnSeconds), 1),
    roundsPerSecond: round(earnRounds / writeSeconds, 1),
    earnWindowsPerSecond: round(windows / earnSeconds, 1),
    earnWindows: windows,
    windowsQueued: Number(queued.rows[0]?.count ?? 0),
    pointsEarned: earned.rows[0]?.sum ?? '0',
    pointsExpected: expectedPoints.toString(),
  };
  say(
    `earning: ${earnRounds} rounds written in ${round(writeSeconds, 2)} s (${result.roundsPerSecond}/s, ${roundWriters} writers, ` +
      `${result.windowsQueued} windows queued), paid in ${round(earnSeconds, 2)} s (${result.earnWindowsPerSecond} windows/s, ` +
      `${earned.rows[0]?.count} transfers); ${result.earnPerSecond} rounds/s end to end; points ${result.pointsEarned} ` +
      `(expected ${result.pointsExpected})`,
  );
  if (result.pointsEarned !== result.pointsExpected) say('WARNING: the points paid differ from the rounds');
  return result;
}

async function main(): Promise<void> {
  const target = await scratchDatabase('loyalty');
  say(`loyalty benchmark on ${target.description}`);
  const redeems = await redeemBenchmark(target.connectionString);
  const earning = await earnBenchmark(target.connectionString);
  const handle = connectDatabase(target.connectionString, 2);
  onCleanUp(() => handle.close());
  const verified = await new LedgerService(new LedgerRepository(handle.db)).verify(1);
  const ledgerConsistent =
    verified.discrepancies.length === 0 &&
    verified.mixedCurrencyTransfers === 0 &&
    verified.totalsByCurrency.every(
      (book) => book.debitsPosted === book.creditsPosted && book.debitsPending === book.creditsPending,
    );
  say(
    `ledger: ${ledgerConsistent ? 'consistent' : 'DISCREPANCY'} per currency (${verified.totalsByCurrency
      .map((book) => `${book.currency} ${book.debitsPosted}`)
      .join(', ')})`,
  );
  say(
    JSON.stringify({
      ...earning,
      ...redeems,
      concurrency,
      earnRounds,
      earnMembers,
      roundWriters,
      ledgerConsistent,
    }),
  );
}

try {
  await main();
} catch (error) {
  process.stderr.write(`loyalty benchmark failed: ${(error as Error).stack ?? error}\n`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
