import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import {
  freePort,
  type ServerProcess,
  spawnServer,
  temporaryDataDir,
  waitUntilHealthy,
} from './server-process.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

let server: ServerProcess | undefined;
let dataDir: string | undefined;

/**
 * One real server for the browser suites: the built app on embedded PostgreSQL in a fresh data folder,
 * trusting X-Forwarded-For so a test can play a visitor from another IP.
 */
export async function setup(project: TestProject): Promise<void> {
  dataDir = await temporaryDataDir('gaming-e2e');
  const port = await freePort();
  server = spawnServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    TRUST_PROXY: 'true',
    SETTINGS_REFRESH_MS: '500',
    DATABASE_URL: '',
  });
  await waitUntilHealthy(server);
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', dataDir);
}

export async function teardown(): Promise<void> {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
