import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { databaseConnectionDetails } from './database.js';
import {
  freePort,
  type ServerProcess,
  spawnServer,
  temporaryDataDir,
  waitUntilHealthy,
} from './server-process.js';
import { startVendorSimulator, type VendorSimulator } from './vendor-simulator.js';

export type SuiteServer = {
  server: ServerProcess;
  baseUrl: string;
  /** Set when the suite asked for one. */
  simulator: VendorSimulator | undefined;
  stop: () => Promise<void>;
};

/**
 * A server process of the suite's own on the shared e2e database (its own settings and data folder),
 * optionally wired to apps/vendor-sim as its own process (as `npm start` runs both), the two started
 * together. `environment` adds to (or overrides) the defaults. `stop` ends both and removes the folder.
 */
export async function startSuiteServer(options: {
  dataDir: string;
  name: string;
  vendorSimulatorSecret?: string;
  environment?: Record<string, string>;
}): Promise<SuiteServer> {
  const details = await databaseConnectionDetails(options.dataDir);
  const [serverPort, simulatorPort] = [await freePort(), await freePort()];
  const secret = options.vendorSimulatorSecret;
  const simulatorStarted =
    secret === undefined
      ? Promise.resolve(undefined)
      : startVendorSimulator({ port: simulatorPort, walletPort: serverPort, secret });
  const serverDataDir = await temporaryDataDir(`gaming-e2e-${options.name}`);
  // Every process on one database must share the secret key (README): ledger ids are keyed with it.
  const secretKey = (await readFile(path.join(options.dataDir, 'secret-key'), 'utf8')).trim();
  const server = spawnServer({
    SECRET_KEY: secretKey,
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    DATA_DIR: serverDataDir,
    DATABASE_URL: `postgres://${details.user}:${encodeURIComponent(details.password)}@${details.host}:${details.port}/${details.database}`,
    TRUST_PROXY: 'true',
    SETTINGS_REFRESH_MS: '500',
    ...(secret === undefined
      ? {}
      : { VENDOR_SIMULATOR_URL: `http://127.0.0.1:${simulatorPort}`, VENDOR_SIMULATOR_SECRET: secret }),
    ...options.environment,
  });
  const stopBoth = async (simulator: VendorSimulator | undefined) => {
    await server.stop();
    simulator?.stop();
    await rm(serverDataDir, { recursive: true, force: true });
  };
  let simulator: VendorSimulator | undefined;
  try {
    [simulator] = await Promise.all([simulatorStarted, waitUntilHealthy(server)]);
  } catch (error) {
    await stopBoth(await simulatorStarted.catch(() => undefined));
    throw error;
  }
  return { server, baseUrl: server.baseUrl, simulator, stop: () => stopBoth(simulator) };
}
