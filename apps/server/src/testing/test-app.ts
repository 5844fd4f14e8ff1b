import type { Kysely } from 'kysely';
import pino from 'pino';
import { buildApp } from '../app.js';
import type { Database } from '../db/schema.js';
import { SettingsRepository } from '../modules/settings/settings-repository.js';
import { SettingsService } from '../modules/settings/settings-service.js';
import type { GeoLocator } from '../modules/system/geo-locator.js';
import type { VendorSimulatorConfig } from '../modules/vendors/register-vendors.js';
import type { MemberEventBus } from '../platform/events.js';
import type { JobQueue } from '../platform/jobs.js';
import type { MetricsOptions } from '../platform/metrics.js';

export const silentLogger = pino({ level: 'silent' });

export async function createSettingsService(
  db: Kysely<Database>,
  refreshMs = 60_000,
): Promise<SettingsService> {
  const settings = new SettingsService(new SettingsRepository(db), silentLogger, refreshMs);
  await settings.refresh();
  return settings;
}

/** The test app's data-folder key (sealed secrets such as staff TOTP seeds use it). */
export const testSecretKey = Buffer.alloc(32, 7);

/** The real app on a test database, with a geo table the test controls. */
export async function createTestApp(
  db: Kysely<Database>,
  options: {
    countries?: Record<string, string>;
    trustProxy?: boolean;
    bodyLimitBytes?: number;
    /** The live event bus (a Redis one to test several processes); in-process when not given. */
    events?: MemberEventBus;
    /** apps/vendor-sim as the external vendors (the vendor integration tests sign as it). */
    vendorSimulator?: VendorSimulatorConfig;
    /** Prometheus metrics at /metrics (config METRICS_TOKEN). */
    metrics?: MetricsOptions;
    /** The payment gateway simulator at /gateway-sim (config GATEWAY_SIMULATOR; off by default). */
    gatewaySimulator?: boolean;
    /** The job runner, for staff's retry of a failed job (main.ts passes it). */
    jobQueue?: JobQueue;
    /** The server's clock (ms) the in-house live rounds are timed by (tests move it instead of sleeping). */
    now?: () => number;
    /** The GAMSTOP register (config GAMSTOP_URL, GAMSTOP_API_KEY): a test's stub server. */
    gamstop?: { url: string; apiKey: string };
  } = {},
) {
  const settings = await createSettingsService(db);
  const geo: GeoLocator = { countryOf: (ip) => options.countries?.[ip] ?? null };
  const app = await buildApp({
    db,
    settings,
    geo,
    trustProxy: options.trustProxy ?? true,
    bodyLimitBytes: options.bodyLimitBytes ?? 1024 * 1024,
    // TEST_LOG_LEVEL=error shows a failing test's server-side errors (the app logs nothing otherwise).
    logger: process.env.TEST_LOG_LEVEL ? { level: process.env.TEST_LOG_LEVEL } : false,
    webDistDir: undefined,
    secretKey: testSecretKey,
    ...(options.events ? { events: options.events } : {}),
    ...(options.vendorSimulator ? { vendorSimulator: options.vendorSimulator } : {}),
    ...(options.metrics ? { metrics: options.metrics } : {}),
    ...(options.gatewaySimulator ? { gatewaySimulator: options.gatewaySimulator } : {}),
    ...(options.jobQueue ? { jobQueue: options.jobQueue } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.gamstop ? { gamstop: options.gamstop } : {}),
  });
  return { app, settings };
}
