// npm run bench -- loyalty (issue 17 #8): two figures of loyalty points.
// (a) Points earning for settled rounds: rounds written one statement per round by 16 concurrent writers
//     (as vendor callbacks write them: the game_rounds triggers keep member_category_windows and queue
//     the window for points), then the every-minute earning job (PointsService.runMinute) paying every
//     queued window. earnPerSecond = rounds / (writing + earning) seconds: settled rounds turned into points
//     end to end. The job's windows per second and the writes alone (roundsPerSecond) are shown beside it.
//     Each member plays in four hour windows, so the job pays four windows per member.
// (b) Points-mall redeems per second through HTTP against the built server (its own process, as deployed),
//     64 concurrent keep-alive clients, each redeem by a member of its own with the payment password
//     checked (a cash item: points spent, 1.00 paid to main through a bonus grant), with the p99.
// Seeding is direct SQL (and PointsService awards) and not timed. Prints readable lines, then one JSON
// line. LOYALTY_BENCH_REDEEMS (members), LOYALTY_BENCH_CONCURRENCY, LOYALTY_BENCH_EARN_MEMBERS,
// LOYALTY_BENCH_ROUNDS change the sizes.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { connectDatabase } from '../apps/server/src/db/database.js';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.js';
import { SettingsRepository } from '../apps/server/src/modules/settings/settings-repository.js';
import { SettingsService } from '../apps/server/src/modules/settings/settings-service.js';
import { LedgerRepository } from '../apps/server/src/modules/wallet/ledger-repository.js';
import { LedgerService } from '../apps/server/src/modules/wallet/ledger-service.js';
import { hashPassword } from '../apps/server/src/platform/security/passwords.js';
import { pointsOf, setRatesAt } from '../apps/server/src/testing/points-kit.js';
import { percentile, positiveInteger, round, say } from './support/figures.js';
import { RawHttpConnection } from './support/raw-http-client.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const redeemMembers = positiveInteger(process.env.LOYALTY_BENCH_REDEEMS, 2_048);
const concurrency = positiveInteger(process.env.LOYALTY_BENCH_CONCURRENCY, 64);
const earnMembers = positiveInteger(process.env.LOYALTY_BENCH_EARN_MEMBERS, 2_000);
const earnRounds = positiveInteger(process.env.LOYALTY_BENCH_ROUNDS, 20_000);
const roundWriters = 16;
const poolSize = process.env.DATABASE_POOL_SIZE ?? '10';
const secretKeyHex = randomBytes(32).toString('hex');
const logger = pino({ level: 'silent' });
const paymentPassword = '246810';
const itemPointsPrice = 100n;
const validBetMinor = 1_000n;
const hourMs = 3_600_000;

const cleanups: (() => Promise<void> | void)[] = [];
async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.reverse())
    await Promise.resolve()
      .then(cleanup)
      .catch((error: unknown) => process.stderr.write(`cleanup: ${(error as Error).message}\n`));
  cleanups.length = 0;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function database(): Promise<{ connectionString: string; description: string }> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    // A scratch database on that server, dropped afterwards: never a real one.
    const name = `loyalty_bench_${randomBytes(4).toString('hex')}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    await admin(`create database ${name}`);
    cleanups.push(() => admin(`drop database if exists ${name} with (force)`));
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    return { connectionString: url.toString(), description: `scratch database ${name} on ${url.host}` };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'loyalty-bench-'));
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const embedded = await startEmbeddedPostgres({ dataDir, port: 0, log: () => undefined });
  cleanups.push(() => embedded.stop());
  return { connectionString: embedded.connectionString, description: `embedded PostgreSQL in ${dataDir}` };
}

/** The built server in its own process (it migrates and seeds the brand); answers its URL and a stop. */
async function startServer(
  connectionString: string,
): Promise<{ baseUrl: string; stop: () => Promise<void>; output: () => string }> {
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/build.mjs'), '--only=server', '--quiet'],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('building the server failed');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'loyalty-bench-server-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: connectionString,
      DATABASE_POOL_SIZE: poolSize,
      SECRET_KEY: secretKeyHex,
      // Every member redeems from an address of its own (redeems are rate-limited per address).
      TRUST_PROXY: 'true',
      SETTINGS_REFRESH_MS: '500',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  cleanups.push(stop);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return { baseUrl, stop, output: () => output };
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not start:\n${output}`);
}

type Db = ReturnType<typeof connectDatabase>['db'];

/** `count` members with a payment password and an open site session; answers their ids and tokens. */
async function membersWithSessions(db: Db, count: number, prefix: string, paymentHash: string | null) {
  const tag = randomBytes(3).toString('hex');
  const rows = await sql<{ id: string; token: string }>`
    with made as (
      insert into members (username, nickname, password_hash, payment_password_hash, referral_code)
      select ${prefix} || ${tag} || n, ${prefix} || ${tag} || n, 'not-a-password', ${paymentHash},
        upper(${tag} || to_hex(n) || ${prefix})
      from generate_series(1, ${count}) as n
      returning id),
    tokens as (select id, replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '') as token from made),
    sessions as (
      insert into member_sessions (token_hash, member_id, idle_expires_at, expires_at)
      select sha256(convert_to(token, 'UTF8')), id, now() + interval '2 hours', now() + interval '2 hours'
      from tokens returning member_id)
    select tokens.id, tokens.token from tokens join sessions on sessions.member_id = tokens.id`.execute(db);
  return rows.rows;
}

async function settingsOf(db: Db): Promise<SettingsService> {
  const service = new SettingsService(new SettingsRepository(db), logger, 60_000);
  await service.refresh();
  return service;
}

async function redeemBenchmark(connectionString: string) {
  const server = await startServer(connectionString);
  const handle = connectDatabase(connectionString, 8);
  cleanups.push(() => handle.close());
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
  cleanups.push(() => handle.close());
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
  const target = await database();
  say(`loyalty benchmark on ${target.description}`);
  const redeems = await redeemBenchmark(target.connectionString);
  const earning = await earnBenchmark(target.connectionString);
  const handle = connectDatabase(target.connectionString, 2);
  cleanups.push(() => handle.close());
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
