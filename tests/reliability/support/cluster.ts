import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../../apps/server/src/db/embedded.js';
import {
  freePort,
  repositoryRoot,
  type ServerProcess,
  spawnServer,
  waitUntilHealthy,
} from '../../../e2e/support/server-process.js';
import { startVendorSimulator, type VendorSimulator } from '../../../e2e/support/vendor-simulator.js';

/** One server process slot: the port stays, the process behind it is killed and started again. */
export type ServerSlot = {
  index: number;
  port: number;
  baseUrl: string;
  process: ServerProcess | undefined;
  /** False from the SIGKILL until the restarted process answers /healthz. */
  healthy: boolean;
  starts: number;
};

export type Cluster = {
  slots: ServerSlot[];
  databaseUrl: string;
  secretKeyHex: string;
  vendorSecret: string;
  /** Kills the slot's process with SIGKILL and waits until the operating system has reaped it. */
  kill: (slot: ServerSlot) => Promise<void>;
  /** Starts the slot's process again on the same port and waits until it is healthy. */
  restart: (slot: ServerSlot) => Promise<void>;
  /** Runs a command-line tool of the built server (ops, ledger-verify, audit-verify) on the cluster's database. */
  runTool: (
    tool: 'ops' | 'ledger-verify' | 'audit-verify',
    args: string[],
  ) => Promise<{ code: number | null; output: string }>;
  stop: () => Promise<void>;
};

const healthyTimeoutMs = 180_000;

/**
 * Several processes of the built server (`apps/server/dist/main.js`, as `npm start` runs it) on one
 * PostgreSQL (embedded, started here for the run) and one Redis, with the same secret key, the gateway
 * simulator on and apps/vendor-sim as the vendors. The first process migrates and seeds alone; the others
 * start after it.
 */
export async function startCluster(options: { serverCount: number; redisUrl: string }): Promise<Cluster> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'gaming-reliability-'));
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach its folder inside this one.
  await chmod(root, 0o755);
  const filesDir = path.join(root, 'files');
  await mkdir(filesDir, { recursive: true });
  let database: EmbeddedDatabase | undefined;
  let simulator: VendorSimulator | undefined;
  const slots: ServerSlot[] = [];
  const stop = async () => {
    await Promise.all(slots.map((slot) => slot.process?.stop('SIGKILL')));
    simulator?.stop();
    await database?.stop();
    await rm(root, { recursive: true, force: true });
  };
  try {
    database = await startEmbeddedPostgres({
      dataDir: path.join(root, 'postgres'),
      port: 0,
      log: () => undefined,
    });
    const secretKeyHex = randomBytes(32).toString('hex');
    const vendorSecret = randomBytes(32).toString('hex');
    for (let index = 0; index < options.serverCount; index += 1) {
      const port = await freePort();
      slots.push({
        index,
        port,
        baseUrl: `http://127.0.0.1:${port}`,
        process: undefined,
        healthy: false,
        starts: 0,
      });
    }
    simulator = await startVendorSimulator({
      port: await freePort(),
      walletPort: (slots[0] as ServerSlot).port,
      secret: vendorSecret,
    });
    const environment = (slot: ServerSlot): Record<string, string> => ({
      PORT: String(slot.port),
      HOST: '127.0.0.1',
      DATA_DIR: filesDir,
      DATABASE_URL: (database as EmbeddedDatabase).connectionString,
      REDIS_URL: options.redisUrl,
      SECRET_KEY: secretKeyHex,
      TRUST_PROXY: 'true',
      SETTINGS_REFRESH_MS: '500',
      GATEWAY_SIMULATOR: 'true',
      VENDOR_SIMULATOR_URL: (simulator as VendorSimulator).url,
      VENDOR_SIMULATOR_SECRET: vendorSecret,
      PUBLIC_URL: slot.baseUrl,
    });
    const start = async (slot: ServerSlot) => {
      slot.process = spawnServer(environment(slot));
      slot.starts += 1;
      await waitUntilHealthy(slot.process, healthyTimeoutMs);
      slot.healthy = true;
    };
    // The first start migrates and seeds; the rest join the ready database together.
    await start(slots[0] as ServerSlot);
    await Promise.all(slots.slice(1).map(start));
    const toolEnvironment = {
      ...process.env,
      DATA_DIR: filesDir,
      DATABASE_URL: database.connectionString,
      SECRET_KEY: secretKeyHex,
      LOG_LEVEL: 'warn',
    };
    return {
      slots,
      databaseUrl: database.connectionString,
      secretKeyHex,
      vendorSecret,
      kill: async (slot) => {
        slot.healthy = false;
        await slot.process?.stop('SIGKILL');
      },
      restart: start,
      runTool: (tool, args) => runBuiltTool(tool, args, toolEnvironment),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function runBuiltTool(
  tool: string,
  args: string[],
  environment: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(
      process.execPath,
      [path.join(repositoryRoot, `apps/server/dist/${tool}.js`), ...args],
      {
        cwd: repositoryRoot,
        env: environment,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    // 'close', not 'exit': the output pipes are drained by then, so the whole report is in `output`.
    child.on('close', (code) => resolve({ code, output }));
  });
}
