// npm run bench -- rewards (issue 16 #9): two figures of promotions and bonus money.
// (a) Red-envelope grabs per second through HTTP against the built server (its own process, as deployed)
//     on one drop: 64 concurrent clients, each grab by a member of its own (one envelope per member, so
//     every request is a real first grab: take an envelope, grant it, pay it), with the p99 of a grab.
//     The drop holds an envelope for every member, so it never runs dry during the run.
// (b) Wagering progress updates per second when rounds settle: members with a bonus in wagering
//     (testing/bonuses-kit.ts), settled rounds written one statement per round by 16 concurrent writers,
//     as vendor callbacks and in-house plays write them (the statement trigger on game_rounds moves the
//     wagering); the same rounds for members without a bonus as the reference (the machine is shared,
//     so the ratio says more than either figure); then one set-based statement of many rounds each way.
// Seeding is direct SQL and not timed. Prints readable lines, then one JSON line.
// REWARDS_BENCH_GRABS (members and envelopes), REWARDS_BENCH_CONCURRENCY, REWARDS_BENCH_WAGERING_MEMBERS,
// REWARDS_BENCH_ROUNDS (rounds per side) change the sizes.
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
import { splitRedEnvelopes } from '../apps/server/src/modules/reward-campaigns/red-envelope-split.js';
import { RewardCampaignsRepository } from '../apps/server/src/modules/reward-campaigns/reward-campaigns-repository.js';
import { SettingsRepository } from '../apps/server/src/modules/settings/settings-repository.js';
import { SettingsService } from '../apps/server/src/modules/settings/settings-service.js';
import { LedgerRepository } from '../apps/server/src/modules/wallet/ledger-repository.js';
import { LedgerService } from '../apps/server/src/modules/wallet/ledger-service.js';
import { InProcessEventBus } from '../apps/server/src/platform/events.js';
import { bonusesOf, grantWagering } from '../apps/server/src/testing/bonuses-kit.js';
import { percentile, positiveInteger, round, say } from './support/figures.js';
import { RawHttpConnection } from './support/raw-http-client.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const grabMembers = positiveInteger(process.env.REWARDS_BENCH_GRABS, 4_096);
const concurrency = positiveInteger(process.env.REWARDS_BENCH_CONCURRENCY, 64);
const wageringMembers = positiveInteger(process.env.REWARDS_BENCH_WAGERING_MEMBERS, 500);
const roundsPerSide = positiveInteger(process.env.REWARDS_BENCH_ROUNDS, 20_000);
const roundWriters = 16;
const setBasedRounds = positiveInteger(process.env.REWARDS_BENCH_SET_ROUNDS, 100_000);
const poolSize = process.env.DATABASE_POOL_SIZE ?? '10';
/** The bench's bonuses never meet their requirement during the run (10x of 10,000.00). */
const bonusMinor = 1_000_000n;
const validBetMinor = 100n;
const secretKeyHex = randomBytes(32).toString('hex');
const logger = pino({ level: 'silent' });

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
    const name = `rewards_bench_${randomBytes(4).toString('hex')}`;
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
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rewards-bench-'));
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
    {
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error('building the server failed');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rewards-bench-server-'));
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
      // Every member grabs from an address of its own (per-address limits would otherwise answer 429).
      TRUST_PROXY: 'true',
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

/** `count` members, each with an open site session; answers their ids and session tokens. */
async function membersWithSessions(db: Db, count: number, prefix: string) {
  const tag = randomBytes(3).toString('hex');
  const rows = await sql<{ id: string; token: string }>`
    with made as (
      insert into members (username, nickname, password_hash, referral_code)
      select ${prefix} || ${tag} || n, ${prefix} || ${tag} || n, 'not-a-password', upper(${tag} || to_hex(n) || ${prefix})
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

async function grabBenchmark(connectionString: string) {
  const server = await startServer(connectionString);
  const handle = connectDatabase(connectionString, 4);
  cleanups.push(() => handle.close());
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
  cleanups.push(() => handle.close());
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
  const target = await database();
  say(`rewards benchmark on ${target.description}`);
  const grabs = await grabBenchmark(target.connectionString);
  const wagering = await wageringBenchmark(target.connectionString);
  const handle = connectDatabase(target.connectionString, 2);
  cleanups.push(() => handle.close());
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
