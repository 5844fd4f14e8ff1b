// What the HTTP benchmarks share: a scratch database (on DATABASE_URL's server, or embedded), the built
// server in its own process (as deployed), members with open site sessions, and clean-up at the end.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import type { connectDatabase } from '../../apps/server/src/db/database.js';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.js';
import { SettingsRepository } from '../../apps/server/src/modules/settings/settings-repository.js';
import { SettingsService } from '../../apps/server/src/modules/settings/settings-service.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const poolSize = process.env.DATABASE_POOL_SIZE ?? '10';
const secretKeyHex = randomBytes(32).toString('hex');

export type Db = ReturnType<typeof connectDatabase>['db'];

const cleanups: (() => Promise<void> | void)[] = [];

/** Runs later, last registered first, by cleanUp. */
export function onCleanUp(cleanup: () => Promise<void> | void): void {
  cleanups.push(cleanup);
}

export async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.reverse())
    await Promise.resolve()
      .then(cleanup)
      .catch((error: unknown) => process.stderr.write(`cleanup: ${(error as Error).message}\n`));
  cleanups.length = 0;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A scratch database named after the benchmark, dropped (or its embedded folder removed) at clean-up. */
export async function scratchDatabase(
  benchName: string,
): Promise<{ connectionString: string; description: string }> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    // A scratch database on that server, dropped afterwards: never a real one.
    const name = `${benchName}_bench_${randomBytes(4).toString('hex')}`;
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
    onCleanUp(() => admin(`drop database if exists ${name} with (force)`));
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    return { connectionString: url.toString(), description: `scratch database ${name} on ${url.host}` };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${benchName}-bench-`));
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  onCleanUp(() => rmSync(dataDir, { recursive: true, force: true }));
  const embedded = await startEmbeddedPostgres({ dataDir, port: 0, log: () => undefined });
  onCleanUp(() => embedded.stop());
  return { connectionString: embedded.connectionString, description: `embedded PostgreSQL in ${dataDir}` };
}

/**
 * The built server in its own process (it migrates and seeds the brand); answers its URL and a stop.
 * TRUST_PROXY is on: each simulated member sends an address of its own (per-address limits would
 * otherwise answer 429 and measure the limiter).
 */
export async function startBuiltServer(
  connectionString: string,
  benchName: string,
  extraEnv: Record<string, string> = {},
  /** Node options for the server process (--cpu-prof, say: Node 20 refuses it in NODE_OPTIONS). */
  nodeArguments: readonly string[] = [],
): Promise<{ baseUrl: string; stop: () => Promise<void>; output: () => string }> {
  // Serialised with the other builds of this checkout (flock, where there is one), as the e2e runs are.
  const buildCommand = [process.execPath, path.join(root, 'scripts/build.mjs'), '--only=server', '--quiet'];
  const hasFlock = spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0;
  const build = hasFlock
    ? spawnSync('flock', ['/tmp/e2e.lock', 'flock', '/tmp/build.lock', ...buildCommand], { stdio: 'inherit' })
    : spawnSync(buildCommand[0] as string, buildCommand.slice(1), { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('building the server failed');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${benchName}-bench-server-`));
  onCleanUp(() => rmSync(dataDir, { recursive: true, force: true }));
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeArguments, path.join(root, 'apps/server/dist/main.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: connectionString,
        DATABASE_POOL_SIZE: poolSize,
        SECRET_KEY: secretKeyHex,
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
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
  onCleanUp(stop);
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

/** `count` members (with a payment password when a hash is given) and an open site session each. */
export async function membersWithSessions(
  db: Db,
  count: number,
  prefix: string,
  paymentHash: string | null = null,
) {
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

export async function settingsOf(db: Db): Promise<SettingsService> {
  const service = new SettingsService(new SettingsRepository(db), pino({ level: 'silent' }), 60_000);
  await service.refresh();
  return service;
}
