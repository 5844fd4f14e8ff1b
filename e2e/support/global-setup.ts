import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import {
  freePort,
  type ServerProcess,
  spawnServer,
  temporaryDataDir,
  waitUntilHealthy,
} from './server-process.js';
import { startVendorSimulator, type VendorSimulator } from './vendor-simulator.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** apps/vendor-sim of the shared server: tests queue faults on it (signed with the secret). */
    vendorSimulator: { url: string; secret: string };
  }
}

let server: ServerProcess | undefined;
let dataDir: string | undefined;
let simulator: VendorSimulator | undefined;

/**
 * One real server for the browser suites: the built app on embedded PostgreSQL in a fresh data folder,
 * trusting X-Forwarded-For so a test can play a visitor from another IP.
 */
export async function setup(project: TestProject): Promise<void> {
  dataDir = await temporaryDataDir('gaming-e2e');
  const port = await freePort();
  // The external vendors, as `npm start` runs them: transfer-wallet vendors keep the money moved to them.
  const simulatorSecret = randomBytes(32).toString('hex');
  simulator = await startVendorSimulator({
    port: await freePort(),
    walletPort: port,
    secret: simulatorSecret,
  });
  server = spawnServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    TRUST_PROXY: 'true',
    SETTINGS_REFRESH_MS: '500',
    DATABASE_URL: '',
    // The demo, as `npm start` runs it: both simulators on (the server's defaults keep them off).
    GATEWAY_SIMULATOR: 'true',
    VENDOR_SIMULATOR_URL: simulator.url,
    VENDOR_SIMULATOR_SECRET: simulatorSecret,
  });
  await waitUntilHealthy(server);
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('vendorSimulator', { url: simulator.url, secret: simulatorSecret });
}

export async function teardown(): Promise<void> {
  await server?.stop();
  simulator?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
