import pino from 'pino';
import type { Config } from './config.js';
import { connectDatabase, type DatabaseHandle } from './db/database.js';
import {
  type EmbeddedDatabase,
  runningEmbeddedConnection,
  StartupError,
  startEmbeddedPostgres,
} from './db/embedded.js';
import { migrate } from './db/migrate.js';
import { seedDemoBrand } from './db/seed/demo-brand.js';
import { seedDemoLoyalty } from './db/seed/demo-loyalty.js';
import { seedDemoMessages } from './db/seed/demo-messages.js';
import { seedDemoMissions } from './db/seed/demo-missions.js';
import { seedDemoPromotions } from './db/seed/demo-promotions.js';
import { seedDemoLiveStreams } from './modules/live-streams/live-streams-demo-seed.js';
import { loggerOptions } from './platform/logger.js';

export type Logger = pino.Logger;

export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino(loggerOptions(config.logLevel) as pino.LoggerOptions);
}

export type DatabaseRuntime = {
  handle: DatabaseHandle;
  connectionString: string;
  embedded: EmbeddedDatabase | undefined;
  close: () => Promise<void>;
};

async function connectionFor(
  config: Config,
  log: Logger,
  mode: 'server' | 'tool',
): Promise<{ connectionString: string; embedded: EmbeddedDatabase | undefined }> {
  if (config.databaseUrl) return { connectionString: config.databaseUrl, embedded: undefined };
  if (mode === 'tool') {
    // A tool uses the PostgreSQL of a server already running on this data folder, if there is one.
    const running = await runningEmbeddedConnection(config.dataDir);
    if (running) return { connectionString: running, embedded: undefined };
  }
  const embedded = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    port: config.embeddedPostgresPort,
    log: (message) => log.debug({ component: 'postgres' }, message),
  });
  return { connectionString: embedded.connectionString, embedded };
}

/** Opens the database the configuration names (embedded by default), migrated and, if asked, seeded. */
export async function openDatabase(
  config: Config,
  log: Logger,
  mode: 'server' | 'tool',
): Promise<DatabaseRuntime> {
  const { connectionString, embedded } = await connectionFor(config, log, mode);
  try {
    const { applied } = await migrate(connectionString).catch((error: Error) => {
      if (/ECONNREFUSED|ENOTFOUND|password authentication|does not exist|timeout/i.test(error.message)) {
        throw new StartupError(`Cannot reach the database: ${error.message}. Check DATABASE_URL.`);
      }
      throw error;
    });
    if (applied.length > 0) log.info({ applied }, 'database migrated');
    const handle = connectDatabase(connectionString, mode === 'server' ? config.databasePoolSize : 2);
    const seedOptions = { gatewaySimulator: config.gatewaySimulator };
    if (config.seedDemo && (await seedDemoBrand(handle.db, seedOptions))) log.info('demo brand seeded');
    // Not part of seedDemoBrand, which the test kits use: tests count the promotions they publish.
    if (config.seedDemo && (await seedDemoPromotions(handle.db))) log.info('demo promotions seeded');
    if (config.seedDemo && (await seedDemoLoyalty(handle.db)))
      log.info('demo points rates, VIP levels and mall seeded');
    if (config.seedDemo && (await seedDemoMissions(handle.db)))
      log.info('demo missions and ranking boards seeded');
    if (config.seedDemo && (await seedDemoMessages(handle.db))) log.info('demo welcome message seeded');
    if (config.seedDemo && (await seedDemoLiveStreams(handle.db))) log.info('demo sample stream seeded');
    return {
      handle,
      connectionString,
      embedded,
      close: async () => {
        await handle.close();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
