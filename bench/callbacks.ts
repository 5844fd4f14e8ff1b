// npm run bench -- callbacks: signed seamless-wallet bet+win callback pairs through HTTP against the built
// server (its own process, as deployed) on an embedded PostgreSQL (or a scratch database on DATABASE_URL's
// server), next to the ledger's own speed measured in the same run (issue 22):
// 1. the reference: the ledger alone (LedgerService in this process, the server's pool size), bet+win
//    pairs at 64 callers on the same database;
// 2. the callbacks path at 64 callers, closed loop: pairs per second, and `ratio` to the reference;
// 3. an open loop: pairs arriving at a fixed rate (300/s, a large operator's peak) for 30 s, whatever the
//    server's pace; each bet's latency counts from its scheduled start, so a stall is not hidden.
// Prints readable lines, then one JSON line.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { vendorSignatureHeaders } from '@gaming/contracts/vendor-callbacks';
import { sql } from 'kysely';
import pg from 'pg';
import { connectDatabase } from '../apps/server/src/db/database.js';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.js';
import { simulatedVendorSecret } from '../apps/server/src/modules/vendors/vendor-adapter.js';
import { LedgerRepository } from '../apps/server/src/modules/wallet/ledger-repository.js';
import { LedgerService } from '../apps/server/src/modules/wallet/ledger-service.js';
import { signedHeaders } from '../apps/server/src/platform/signed-body.js';
import {
  type CpuSample,
  type CpuUse,
  cpuSample,
  cpuUse,
  postmasterPid,
  processTreeCpuMs,
} from './support/cpu-use.js';
import { percentile, positiveInteger, round, say } from './support/figures.js';
import { betAndWin as betAndWinTransfers, measureLedgerLoad } from './support/ledger-load.js';
import { RawHttpConnection } from './support/raw-http-client.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const concurrency = positiveInteger(process.env.CALLBACKS_BENCH_CONCURRENCY, 64);
const measureMs = positiveInteger(process.env.CALLBACKS_BENCH_SECONDS, 10) * 1_000;
const warmUpMs = 2_000;
/** The server's default pool (DATABASE_POOL_SIZE), unless set for the run. */
const poolSize = process.env.DATABASE_POOL_SIZE ?? '10';
const memberCount = 512;
const fundingMinor = 1_000_000_000n;
const vendorCode = 'PG';
const gameCode = 'pg_golden_lantern';
const sharedSecret = randomBytes(32).toString('hex');
const vendorSecret = simulatedVendorSecret(sharedSecret, vendorCode);
const maximumSamples = 2_000_000;
/** The open loop: arrivals per second and how long (issue 22: 300 pairs/s for at least 30 s). */
const openLoopRate = positiveInteger(process.env.CALLBACKS_BENCH_OPEN_LOOP_RATE, 300);
const openLoopMs = positiveInteger(process.env.CALLBACKS_BENCH_OPEN_LOOP_SECONDS, 30) * 1_000;
/** Connections the open loop may open at once; an arrival finding none free counts as an error. */
const openLoopMaximumConnections = 1_024;
/** Issue 22's targets: callbacks over ledger pairs, and the open loop's callback latency. */
const targets = { ratio: 0.8, openLoopP99Ms: 25, openLoopMaxMs: 300 };
/** For the CPU figures: what the cores would need at the open loop's rate. */
const targetPairsPerSecond = openLoopRate;

const cleanups: (() => Promise<void> | void)[] = [];
async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.reverse()) {
    await Promise.resolve()
      .then(cleanup)
      .catch((error: unknown) => process.stderr.write(`cleanup: ${(error as Error).message}\n`));
  }
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

async function database(): Promise<{
  connectionString: string;
  description: string;
  postmasterPidFile?: string;
}> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = `callbacks_bench_${randomBytes(4).toString('hex')}`;
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
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'callbacks-bench-'));
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const embedded = await startEmbeddedPostgres({ dataDir, port: 0, log: () => undefined });
  cleanups.push(() => embedded.stop());
  return {
    connectionString: embedded.connectionString,
    description: `embedded PostgreSQL in ${dataDir}`,
    postmasterPidFile: path.join(dataDir, 'postgres', 'postmaster.pid'),
  };
}

/** The built server in its own process with the simulator's vendor secret (the simulator is not needed). */
async function startServer(connectionString: string): Promise<{ baseUrl: string; child: ChildProcess }> {
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/build.mjs'), '--only=server', '--quiet'],
    {
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error('building the server failed');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'callbacks-bench-server-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  let output = '';
  // CALLBACKS_BENCH_NODE_ARGS: extra node flags for the server (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof).
  const nodeArguments = (process.env.CALLBACKS_BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArguments, path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: connectionString,
      DATABASE_POOL_SIZE: poolSize,
      // The server's default level, what an operator runs (CALLBACKS_BENCH_LOG_LEVEL for another).
      LOG_LEVEL: process.env.CALLBACKS_BENCH_LOG_LEVEL ?? 'info',
      VENDOR_SIMULATOR_URL: 'http://127.0.0.1:9',
      VENDOR_SIMULATOR_SECRET: sharedSecret,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Only the end is kept (for a failed start): at info the server logs as it works.
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-65_536);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return { baseUrl, child };
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not start:\n${output}`);
}

type Player = { token: string; playerId: string; walletId: string };

/** Members with money and a live PG session each, written straight to the tables the server reads. */
async function setUpPlayers(
  connectionString: string,
): Promise<{ players: Player[]; ledger: LedgerService; house: string; close: () => Promise<void> }> {
  // The server's pool size: the reference case runs the ledger as one server process would.
  const handle = connectDatabase(connectionString, Number(poolSize));
  const ledger = new LedgerService(new LedgerRepository(handle.db));
  const house = await ledger.ensureAccount({
    code: 'house',
    kind: 'house',
    currency: 'NPR',
    mayGoNegative: true,
  });
  const players: Player[] = [];
  for (let index = 0; index < memberCount; index += 1) {
    const username = `bench${randomBytes(5).toString('hex')}`;
    const member = await handle.db
      .insertInto('members')
      .values({
        username,
        nickname: username,
        password_hash: 'not-a-password',
        referral_code: randomBytes(5).toString('hex').toUpperCase(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const wallet = await ledger.ensureAccount({
      code: `member:${member.id}:main`,
      kind: 'member_main',
      memberId: member.id,
      currency: 'NPR',
      mayGoNegative: false,
    });
    await ledger.transfer({
      id: randomUUID(),
      debitAccountId: house.id,
      creditAccountId: wallet.id,
      amountMinor: fundingMinor,
      code: 'deposit',
    });
    // A vendor session lives as long as the member's site session it was launched from (issue 13).
    const memberSession = await handle.db
      .insertInto('member_sessions')
      .values({
        token_hash: randomBytes(32),
        member_id: member.id,
        idle_expires_at: new Date(Date.now() + 60 * 60_000),
        expires_at: new Date(Date.now() + 60 * 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = randomBytes(32).toString('base64url');
    await handle.db
      .insertInto('vendor_sessions')
      .values({
        member_session_id: memberSession.id,
        token_hash: createHash('sha256').update(token).digest('hex'),
        member_id: member.id,
        vendor_code: vendorCode,
        game_code: gameCode,
        category: 'RNG',
        language: 'EN',
        expires_at: new Date(Date.now() + 60 * 60_000),
      })
      .execute();
    players.push({ token, playerId: member.id, walletId: wallet.id });
  }
  // A live database has planner statistics (autovacuum keeps them); a bench database filled a moment ago
  // has none yet, and the planner would guess tables empty.
  await sql`analyze`.execute(handle.db);
  return { players, ledger, house: house.id, close: () => handle.close() };
}

function post(
  connection: RawHttpConnection,
  action: string,
  body: Record<string, unknown>,
): Promise<{ status: number; text: string }> {
  const rawBody = JSON.stringify(body);
  return connection
    .request(
      'POST',
      `/api/vendors/${vendorCode}/wallet/${action}`,
      signedHeaders(vendorSignatureHeaders, vendorSecret, rawBody),
      rawBody,
    )
    .then((reply) => ({ status: reply.status, text: reply.body }));
}

async function betAndWin(
  connection: RawHttpConnection,
  player: Player,
): Promise<{
  startedAt: number;
  pairMs: number;
  betMs: number;
  winMs: number;
  ok: boolean;
  failure: string;
}> {
  const roundId = `bench-${randomUUID()}`;
  const base = { token: player.token, playerId: player.playerId, gameCode, currency: 'NPR', roundId };
  const startedAt = performance.now();
  const bet = await post(connection, 'bet', { ...base, transactionId: `b-${roundId}`, amountMinor: '100' });
  const betDone = performance.now();
  const win = await post(connection, 'win', {
    ...base,
    transactionId: `w-${roundId}`,
    amountMinor: String(Math.floor(Math.random() * 200)),
    endRound: true,
  });
  const winDone = performance.now();
  const ok =
    bet.status === 200 && win.status === 200 && bet.text.includes('"ok"') && win.text.includes('"ok"');
  return {
    startedAt,
    pairMs: winDone - startedAt,
    betMs: betDone - startedAt,
    winMs: winDone - betDone,
    ok,
    failure: ok ? '' : `${bet.status} ${bet.text.slice(0, 200)} / ${win.status} ${win.text.slice(0, 200)}`,
  };
}

async function measure(baseUrl: string, players: Player[], cpuProbe: () => CpuSample) {
  const target = new URL(baseUrl);
  const pairLatencies = new Float64Array(maximumSamples);
  const callbackLatencies = new Float64Array(maximumSamples * 2);
  let pairs = 0;
  let callbacks = 0;
  let errors = 0;
  let firstError = '';
  let measuring = false;
  let stopped = false;
  const startedAt = performance.now();
  let measureStartedAt = 0;
  let cpuBefore: CpuSample | undefined;
  let cpuAfter: CpuSample | undefined;
  setTimeout(() => {
    measuring = true;
    measureStartedAt = performance.now();
    cpuBefore = cpuProbe();
  }, warmUpMs);
  setTimeout(() => {
    stopped = true;
    cpuAfter = cpuProbe();
  }, warmUpMs + measureMs);
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      let next = worker;
      const connection = new RawHttpConnection(target.hostname, Number(target.port));
      while (!stopped) {
        const player = players[next % players.length] as Player;
        next += concurrency;
        try {
          const result = await betAndWin(connection, player);
          if (!measuring || stopped) continue;
          if (!result.ok) {
            errors += 1;
            firstError ||= result.failure;
            continue;
          }
          if (pairs < maximumSamples) pairLatencies[pairs] = result.pairMs;
          pairs += 1;
          if (callbacks + 2 <= callbackLatencies.length) {
            callbackLatencies[callbacks] = result.betMs;
            callbackLatencies[callbacks + 1] = result.winMs;
          }
          callbacks += 2;
        } catch (error) {
          errors += 1;
          firstError ||= (error as Error).message;
        }
      }
      connection.close();
    }),
  );
  const seconds = (performance.now() - (measureStartedAt || startedAt)) / 1_000;
  const pairSorted = pairLatencies.slice(0, Math.min(pairs, maximumSamples)).sort();
  const callbackSorted = callbackLatencies.slice(0, Math.min(callbacks, callbackLatencies.length)).sort();
  const cpu = cpuBefore && cpuAfter ? cpuUse(cpuBefore, cpuAfter) : undefined;
  return {
    pairs,
    cpu,
    pairsPerSecond: round(pairs / seconds, 0),
    callbacksPerSecond: round((pairs * 2) / seconds, 0),
    pairP50Ms: round(percentile(pairSorted, 0.5)),
    pairP99Ms: round(percentile(pairSorted, 0.99)),
    callbackP50Ms: round(percentile(callbackSorted, 0.5)),
    callbackP99Ms: round(percentile(callbackSorted, 0.99)),
    errors,
    firstError,
  };
}

type CpuFigures = {
  cores: { server: number | null; postgres: number | null; loadGenerator: number; other: number | null };
  /** CPU milliseconds one bet+win pair costs each part (the load generator's share included). */
  msPerPair: { server: number | null; postgres: number | null; loadGenerator: number };
  /** Cores that server, PostgreSQL and load generator together would need at the target rate. */
  coresNeededAtTarget: number | null;
};

/** Where the cores went during the measurement, and what one pair costs in CPU. */
function cpuFigures(use: CpuUse | undefined, pairsPerSecond: number): CpuFigures | undefined {
  if (!use || pairsPerSecond <= 0) return undefined;
  const server = use.groupCores.server ?? null;
  const postgres = use.groupCores.postgres ?? null;
  const perPair = (cores: number | null) =>
    cores === null ? null : round((cores * 1_000) / pairsPerSecond, 3);
  const msPerPair = {
    server: perPair(server),
    postgres: perPair(postgres),
    loadGenerator: perPair(use.selfCores) ?? 0,
  };
  const totalMs =
    msPerPair.server === null || msPerPair.postgres === null
      ? null
      : msPerPair.server + msPerPair.postgres + msPerPair.loadGenerator;
  return {
    cores: { server, postgres, loadGenerator: use.selfCores, other: use.otherCores },
    msPerPair,
    coresNeededAtTarget: totalMs === null ? null : round((totalMs * targetPairsPerSecond) / 1_000, 2),
  };
}

function describeCpu(cpu: CpuFigures): string {
  const part = (value: number | null) => (value === null ? '?' : String(value));
  return (
    `CPU cores while measured: server ${part(cpu.cores.server)}, PostgreSQL ${part(cpu.cores.postgres)}, ` +
    `load generator ${cpu.cores.loadGenerator}, other ${part(cpu.cores.other)} (of ${os.cpus().length}); ` +
    `CPU per pair: server ${part(cpu.msPerPair.server)} ms, PostgreSQL ${part(cpu.msPerPair.postgres)} ms, ` +
    `load generator ${cpu.msPerPair.loadGenerator} ms; at ${targetPairsPerSecond} pairs/s these would need ` +
    `${part(cpu.coresNeededAtTarget)} cores`
  );
}

/** The reference: the ledger alone, bet+win pairs at the same concurrency, on the same database. */
async function ledgerReference(setup: { players: Player[]; ledger: LedgerService; house: string }) {
  const vendor = await setup.ledger.ensureAccount({
    code: 'vendor:bench-reference',
    kind: 'vendor',
    currency: 'NPR',
    mayGoNegative: true,
  });
  const accounts = {
    house: setup.house,
    vendor: vendor.id,
    members: setup.players.map((player) => player.walletId),
  };
  return measureLedgerLoad(betAndWinTransfers, concurrency, setup.ledger, accounts, { warmUpMs, measureMs });
}

type OpenLoopResult = {
  ratePerSecond: number;
  seconds: number;
  pairs: number;
  callbackP50Ms: number;
  callbackP99Ms: number;
  callbackMaxMs: number;
  /** How late the last arrivals were started: the load generator's own lag, should be near 0. */
  generatorLagMs: number;
  errors: number;
  firstError: string;
};

/**
 * Arrivals at a fixed rate, each a bet then its win on a free connection (a new one when none is free),
 * whatever the server's pace. A bet's latency counts from its scheduled start (no coordinated omission).
 */
async function openLoop(baseUrl: string, players: Player[]): Promise<OpenLoopResult> {
  const target = new URL(baseUrl);
  const total = Math.floor((openLoopRate * openLoopMs) / 1_000);
  const latencies = new Float64Array(total * 2);
  const idle: RawHttpConnection[] = [];
  const opened: RawHttpConnection[] = [];
  const running = new Set<Promise<void>>();
  let callbacks = 0;
  let pairs = 0;
  let errors = 0;
  let firstError = '';
  let generatorLagMs = 0;
  const fail = (reason: string) => {
    errors += 1;
    firstError ||= reason;
  };
  const launch = (index: number, scheduledAt: number) => {
    let connection = idle.pop();
    if (!connection && opened.length < openLoopMaximumConnections) {
      connection = new RawHttpConnection(target.hostname, Number(target.port));
      opened.push(connection);
    }
    if (!connection) return fail('no free connection: too many pairs in flight');
    const held = connection;
    const pair = (async () => {
      try {
        const result = await betAndWin(held, players[index % players.length] as Player);
        if (!result.ok) return fail(result.failure);
        latencies[callbacks++] = result.betMs + (result.startedAt - scheduledAt);
        latencies[callbacks++] = result.winMs;
        pairs += 1;
      } catch (error) {
        fail((error as Error).message);
      } finally {
        idle.push(held);
      }
    })();
    running.add(pair);
    void pair.finally(() => running.delete(pair));
  };
  const intervalMs = 1_000 / openLoopRate;
  const startedAt = performance.now();
  let next = 0;
  while (next < total) {
    const now = performance.now();
    while (next < total && startedAt + next * intervalMs <= now) {
      generatorLagMs = now - (startedAt + next * intervalMs);
      launch(next, startedAt + next * intervalMs);
      next += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(running);
  for (const connection of opened) connection.close();
  const sorted = latencies.slice(0, callbacks).sort();
  return {
    ratePerSecond: openLoopRate,
    seconds: openLoopMs / 1_000,
    pairs,
    callbackP50Ms: round(percentile(sorted, 0.5)),
    callbackP99Ms: round(percentile(sorted, 0.99)),
    callbackMaxMs: round(percentile(sorted, 1)),
    generatorLagMs: round(generatorLagMs),
    errors,
    firstError,
  };
}

function describeOpenLoop(result: OpenLoopResult): string {
  return (
    `open loop ${result.ratePerSecond} pairs/s for ${result.seconds} s: ${result.pairs} pairs; callback p50 ` +
    `${result.callbackP50Ms} ms, p99 ${result.callbackP99Ms} ms, max ${result.callbackMaxMs} ms; generator lag ` +
    `${result.generatorLagMs} ms${result.errors ? `; ERRORS ${result.errors} (${result.firstError})` : ''}`
  );
}

async function main(): Promise<void> {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      void cleanUp().finally(() => process.exit(130));
    });
  try {
    const db = await database();
    say(`callbacks benchmark on ${db.description}; ${os.cpus().length} CPUs; server pool ${poolSize}`);
    const { baseUrl, child } = await startServer(db.connectionString);
    const setup = await setUpPlayers(db.connectionString);
    cleanups.push(() => setup.close());
    say(`${memberCount} funded members with a live ${vendorCode} session; concurrency ${concurrency}`);
    say(
      `each closed loop: ${warmUpMs / 1_000} s warm-up, ${measureMs / 1_000} s measured; a pair = bet, then win (ends the round)`,
    );
    const reference = await ledgerReference(setup);
    say(
      `1. ledger alone (reference): ${reference.operationsPerSecond} pairs/s, transfer p50 ${reference.p50Ms} ms, ` +
        `p99 ${reference.p99Ms} ms${reference.errors ? `; ERRORS ${reference.errors}` : ''}`,
    );
    const probeStartedAt = performance.now();
    const target = new URL(baseUrl);
    const probeConnection = new RawHttpConnection(target.hostname, Number(target.port));
    const probe = await betAndWin(probeConnection, setup.players[0] as Player);
    probeConnection.close();
    say(`first pair: ${probe.ok ? 'ok' : probe.failure} in ${round(performance.now() - probeStartedAt)} ms`);
    const result = await measure(baseUrl, setup.players, () =>
      cpuSample({
        server: () => processTreeCpuMs(child.pid),
        postgres: () => processTreeCpuMs(postmasterPid(db.postmasterPidFile)),
      }),
    );
    const cpu = cpuFigures(result.cpu, result.pairsPerSecond);
    const ratio =
      reference.operationsPerSecond > 0 ? round(result.pairsPerSecond / reference.operationsPerSecond, 3) : 0;
    say(
      `2. callbacks, closed loop: ${result.pairsPerSecond} pairs/s (ratio ${ratio} to the ledger alone); pair p50 ${result.pairP50Ms} ms, p99 ${result.pairP99Ms} ms; ` +
        `callback p50 ${result.callbackP50Ms} ms, p99 ${result.callbackP99Ms} ms${result.errors ? `; ERRORS ${result.errors} (${result.firstError})` : ''}`,
    );
    if (cpu) say(describeCpu(cpu));
    const open = await openLoop(baseUrl, setup.players);
    say(`3. ${describeOpenLoop(open)}`);
    const { discrepancies } = await setup.ledger.verify();
    say(
      `ledger verify: ${discrepancies.length === 0 ? 'consistent' : `${discrepancies.length} discrepancies`}`,
    );
    await cleanUp();
    const errors = result.errors + open.errors + reference.errors;
    say(
      JSON.stringify({
        suite: 'callbacks',
        concurrency,
        measuredSeconds: measureMs / 1_000,
        ledgerPairsPerSecond: reference.operationsPerSecond,
        ledgerTransferP99Ms: reference.p99Ms,
        pairsPerSecond: result.pairsPerSecond,
        callbacksPerSecond: result.callbacksPerSecond,
        ratio,
        // The latency of one signed callback over HTTP (what a vendor waits for), closed loop.
        p50Ms: result.callbackP50Ms,
        p99Ms: result.callbackP99Ms,
        pairP50Ms: result.pairP50Ms,
        pairP99Ms: result.pairP99Ms,
        openLoop: open,
        openLoopP99Ms: open.callbackP99Ms,
        openLoopMaxMs: open.callbackMaxMs,
        errors,
        ledgerConsistent: discrepancies.length === 0,
        ...(cpu ? { cpu } : {}),
        cpus: os.cpus().length,
        serverPoolSize: Number(poolSize),
        targets: {
          ...targets,
          met:
            ratio >= targets.ratio &&
            open.callbackP99Ms <= targets.openLoopP99Ms &&
            open.callbackMaxMs <= targets.openLoopMaxMs &&
            errors === 0 &&
            discrepancies.length === 0,
        },
      }),
    );
  } catch (error) {
    process.stderr.write(`callbacks benchmark failed: ${(error as Error).stack ?? error}\n`);
    await cleanUp();
    process.exit(1);
  }
}

await main();
