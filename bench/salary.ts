// npm run bench -- salary: one real-time salary window (issue 15 #7) for a tree of 100,000 members (depth
// at least 6; every agent holds a real-time contract from its upline, the top one from the house) with
// 500,000 rounds settled in the window, timed from a cold start of the job (new services, empty caches)
// to the last payment committed; then the team overview of the top agent over HTTP (p99 of sequential
// requests). Seeding is set-based SQL (generate_series) and not timed; afterwards the tables are vacuumed
// and analysed, as autovacuum would have done on a live system. Prints readable lines, then one JSON line.
// SALARY_BENCH_MEMBERS, SALARY_BENCH_ROUNDS and SALARY_BENCH_OVERVIEW_REQUESTS change the sizes.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app.js';
import { connectDatabase } from '../apps/server/src/db/database.js';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { seedDemoBrand } from '../apps/server/src/db/seed/demo-brand.js';
import { windowContaining } from '../apps/server/src/modules/agent-contracts/contract-windows.js';
import { SettingsRepository } from '../apps/server/src/modules/settings/settings-repository.js';
import { SettingsService } from '../apps/server/src/modules/settings/settings-service.js';
import { settlementProcess } from '../apps/server/src/testing/agent-contracts-kit.js';
import { seedAgentTree } from '../apps/server/src/testing/agent-tree-kit.js';
import { percentile, positiveInteger, round, say } from './support/figures.js';

const members = positiveInteger(process.env.SALARY_BENCH_MEMBERS, 100_000);
const rounds = positiveInteger(process.env.SALARY_BENCH_ROUNDS, 500_000);
const overviewRequests = positiveInteger(process.env.SALARY_BENCH_OVERVIEW_REQUESTS, 200);
const depth = 6;
const targets = { settleSeconds: 10, teamOverviewP99Ms: 300 };
const secretKey = randomBytes(32);
const logger = pino({ level: 'silent' });

const cleanups: (() => Promise<void> | void)[] = [];
async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.reverse())
    await Promise.resolve()
      .then(cleanup)
      .catch(() => undefined);
}

async function database(): Promise<{ connectionString: string; description: string }> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'salary-bench-'));
    process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
    const embedded = await startEmbeddedPostgres({ dataDir, port: 0, log: () => undefined });
    cleanups.push(() => embedded.stop());
    return { connectionString: embedded.connectionString, description: `embedded PostgreSQL in ${dataDir}` };
  }
  // A scratch database on that server, dropped afterwards: never a real one.
  const name = `salary_bench_${randomBytes(4).toString('hex')}`;
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

async function settings(db: ReturnType<typeof connectDatabase>['db']): Promise<SettingsService> {
  const service = new SettingsService(new SettingsRepository(db), logger, 60_000);
  await service.refresh();
  return service;
}

async function main(): Promise<void> {
  const target = await database();
  say(`salary benchmark on ${target.description}`);
  await migrate(target.connectionString);
  const seedHandle = connectDatabase(target.connectionString, 4);
  cleanups.push(() => seedHandle.close());
  const db = seedHandle.db;
  await seedDemoBrand(db);
  const seedStarted = performance.now();
  const tree = await seedAgentTree(db, { members, depth, flags: { realtime: true } });
  const offset = (await settings(db)).get('brand').gmtOffsetMinutes;
  // The last closed window before now: its rounds are "today" for the overview too (unless it is just
  // past midnight in the brand's offset).
  const window = windowContaining('five-minutes', new Date(Date.now() - 6 * 60_000), offset);
  const staff = await db
    .insertInto('staff')
    .values({
      username: 'salarybench',
      display_name: 'Salary bench',
      role: 'finance',
      password_hash: 'not-used',
      password_must_change: false,
      totp_secret_sealed: 'not-used',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Every agent holds a real-time contract from its upline (the top from the house), lower lower down.
  await sql`
    insert into agent_contracts (kind, holder_member_id, offered_by_member_id, offered_by_staff_id, terms, status,
      created_at, activated_at)
    select 'realtime', m.id, m.upline_member_id, case when m.upline_member_id is null then ${staff.id}::bigint end,
      jsonb_build_object('kind', 'realtime', 'rate', to_char(0.01 - 0.001 * t.depth, 'FM0.000000')),
      'active', ${new Date(window.start.getTime() - 3_600_000)}, ${window.start}
    from members m join member_tree t on t.descendant_id = m.id and t.ancestor_id = ${tree.rootId}
    where m.type in (1, 2)`.execute(db);
  // Rounds of random team members, settled at random times inside the window (one statement, without the
  // pool's statement timeout: half a million rows and their indexes take longer than a request may).
  await db.transaction().execute(async (transaction) => {
    await sql`set local statement_timeout = 0`.execute(transaction);
    await sql`
    with team as (select array_agg(descendant_id) as ids from member_tree where ancestor_id = ${tree.rootId})
    insert into game_rounds (id, member_id, vendor_code, game_code, category, external_round_id, currency,
      stake_minor, win_minor, valid_bet_minor, status, opened_at, settled_at)
    select gen_random_uuid(), team.ids[1 + floor(random() * array_length(team.ids, 1))::int], 'BENCH', 'bench-slot',
      'SLOT', 'bench-' || n, 'NPR', stake, floor(stake * random() * 1.9)::bigint, stake, 'settled',
      ${window.start}::timestamptz + (random() * interval '299 seconds'),
      ${window.start}::timestamptz + (random() * interval '299 seconds')
    from team, generate_series(1, ${rounds}) as n, lateral (select (100 + floor(random() * 50000))::bigint as stake) s`.execute(
      transaction,
    );
    await sql`update game_rounds set opened_at = settled_at where opened_at > settled_at`.execute(
      transaction,
    );
  });
  await sql`vacuum analyze game_rounds`.execute(db);
  await sql`vacuum analyze member_tree`.execute(db);
  await sql`vacuum analyze agent_contracts`.execute(db);
  await sql`vacuum analyze members`.execute(db);
  const contracts = await sql<{ count: string }>`select count(*) from agent_contracts`.execute(db);
  say(
    `seeded ${members} members (depth ${tree.depth}), ${contracts.rows[0]?.count} contracts, ${rounds} rounds in ` +
      `${window.start.toISOString()} in ${round((performance.now() - seedStarted) / 1000, 1)} s`,
  );

  // Cold start: a new pool, new services and caches, as a job in a fresh process has them.
  const jobHandle = connectDatabase(target.connectionString, 10);
  cleanups.push(() => jobHandle.close());
  const settleAt = new Date(window.end.getTime() + 61_000);
  const started = performance.now();
  const jobSettings = await settings(jobHandle.db);
  const { settlement } = settlementProcess(jobHandle.db, jobSettings, secretKey, () => settleAt);
  const result = await settlement.run('realtime');
  const settleSeconds = (performance.now() - started) / 1000;
  say(
    `settled: ${result.computed} windows computed, ${result.paid} payments, ${result.pendingFunds} pending, ` +
      `${round(settleSeconds, 2)} s (target ≤ ${targets.settleSeconds} s)`,
  );

  // Quiet windows (no play in the holder's team, nothing to pay) are not stored: fewer rows than contracts.
  const storedWindows = await sql<{ count: string }>`select count(*) from agent_contract_windows`.execute(
    jobHandle.db,
  );
  const teamOverviewP99Ms = await overviewP99(jobHandle.db, tree.rootUsername, tree.password);
  say(
    `team overview of the top agent: p99 ${round(teamOverviewP99Ms, 1)} ms over ${overviewRequests} requests (target ≤ ${targets.teamOverviewP99Ms} ms)`,
  );
  say(
    JSON.stringify({
      members,
      depth: tree.depth,
      rounds,
      contracts: Number(contracts.rows[0]?.count ?? 0),
      settleSeconds: round(settleSeconds, 2),
      windowsStored: Number(storedWindows.rows[0]?.count ?? 0),
      payments: result.paid,
      pendingFunds: result.pendingFunds,
      teamOverviewP99Ms: round(teamOverviewP99Ms, 1),
      targets,
    }),
  );
}

/** The real app over HTTP: the top agent signs in, then asks for today's team overview, one at a time. */
async function overviewP99(
  db: ReturnType<typeof connectDatabase>['db'],
  username: string,
  password: string,
): Promise<number> {
  const app = await buildApp({
    db,
    settings: await settings(db),
    geo: { countryOf: () => null },
    // Each request comes from an address of its own (X-Forwarded-For): this measures latency, and the
    // per-address rate limit (60 a minute on reports) would otherwise answer 429 part-way.
    trustProxy: true,
    bodyLimitBytes: 1024 * 1024,
    logger: false,
    webDistDir: undefined,
    secretKey,
  });
  cleanups.push(() => app.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'username', username, password }),
  });
  const token = ((await login.json()) as { token?: string }).token;
  if (!token) throw new Error(`The top agent could not sign in (${login.status}).`);
  const headers = { authorization: `Bearer ${token}` };
  let requestNumber = 0;
  const get = async () => {
    requestNumber += 1;
    const response = await fetch(`${base}/api/agent/team/overview?period=today`, {
      headers: { ...headers, 'x-forwarded-for': `10.77.${requestNumber >> 8}.${requestNumber & 255}` },
    });
    if (response.status !== 200)
      throw new Error(`team overview answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  const first = (await get()) as { validBetMinor?: string; activeMembers?: number; incomeMinor?: string };
  say(
    `overview: valid bet ${first.validBetMinor}, active ${first.activeMembers}, income ${first.incomeMinor}`,
  );
  const samples = new Float64Array(overviewRequests);
  for (let index = 0; index < overviewRequests; index += 1) {
    const started = performance.now();
    await get();
    samples[index] = performance.now() - started;
  }
  samples.sort();
  return percentile(samples, 0.99);
}

try {
  await main();
} catch (error) {
  process.stderr.write(`salary benchmark failed: ${(error as Error).stack ?? error}\n`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
