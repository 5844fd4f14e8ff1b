import path from 'node:path';
import { z } from 'zod';

/** Thrown for a bad environment value; main prints its message (which names the variable) and exits 1. */
export class ConfigError extends Error {}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const integerString = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * TRUST_PROXY: "false" (default: the socket address is the client), "true" (trust every proxy), a hop
 * count, or a comma-separated list of proxy addresses/CIDRs. Only then is X-Forwarded-For believed.
 */
const trustProxySchema = z.string().transform((value, context): boolean | number | string[] => {
  const trimmed = value.trim();
  if (trimmed === 'false' || trimmed === '') return false;
  if (trimmed === 'true') return true;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const entries = trimmed.split(',').map((entry) => entry.trim());
  if (entries.every((entry) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry))) return entries;
  context.addIssue({ code: 'custom', message: 'must be true, false, a hop count or a list of CIDRs' });
  return z.NEVER;
});

const environmentSchema = z.object({
  PORT: integerString(1, 65535).default(8080),
  HOST: z.string().min(1).max(255).default('localhost'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  EMBEDDED_PG_PORT: integerString(0, 65535).default(0),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  TRUST_PROXY: trustProxySchema.default(false),
  BODY_LIMIT_BYTES: integerString(1024, 50 * 1024 * 1024).default(1024 * 1024),
  DATABASE_POOL_SIZE: integerString(1, 200).default(10),
  SETTINGS_REFRESH_MS: integerString(200, 60_000).default(2000),
  GEOIP_DATABASE_PATH: z.string().min(1).optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  BACKOFFICE_DIST_DIR: z.string().min(1).optional(),
  SEED_DEMO: booleanString.default(true),
  SECRET_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (32 bytes)')
    .optional(),
  PUBLIC_URL: z.string().url('must be a URL such as https://play.example.com').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).max(200).default('no-reply@localhost'),
  SMS_HTTP_URL: z.string().url('must be the URL of the SMS gateway').optional(),
  SMS_HTTP_TOKEN: z.string().min(1).max(500).optional(),
  // Off unless asked: the simulator's pay page credits a deposit for anyone (the demo's npm start turns it on).
  GATEWAY_SIMULATOR: booleanString.default(false),
  VENDOR_SIMULATOR_URL: z
    .string()
    .url('must be the URL of apps/vendor-sim, such as http://localhost:8090')
    .optional(),
  VENDOR_SIMULATOR_SECRET: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (32 bytes)')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^\s]+$/, 'must be a redis:// or rediss:// URL')
    .optional(),
  // Issue 20: the GAMSTOP self-exclusion register (used when the jurisdiction profile names it).
  GAMSTOP_URL: z.string().url('must be the URL of the GAMSTOP API').optional(),
  GAMSTOP_API_KEY: z
    .string()
    .regex(/^[\x21-\x7e]{8,256}$/, 'must be 8 to 256 printable characters without spaces')
    .optional(),
  // Long and plain enough to be a real secret and to travel in a header as it is.
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{32,256}$/, 'must be 32 to 256 printable characters without spaces')
    .optional(),
});

export const environmentVariableNames = Object.keys(environmentSchema.shape);

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPostgresPort: number;
  logLevel: (typeof logLevels)[number];
  trustProxy: boolean | number | string[];
  bodyLimitBytes: number;
  databasePoolSize: number;
  settingsRefreshMs: number;
  geoIpDatabasePath: string | undefined;
  webDistDir: string | undefined;
  backofficeDistDir: string | undefined;
  seedDemo: boolean;
  secretKeyHex: string | undefined;
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  smsHttpUrl: string | undefined;
  smsHttpToken: string | undefined;
  gatewaySimulator: boolean;
  /** Both set: apps/vendor-sim plays the external vendors. */
  vendorSimulator: { url: string; secret: string } | undefined;
  redisUrl: string | undefined;
  /** Set: GET /metrics answers a scraper that sends it as a bearer token. */
  metricsToken: string | undefined;
  /** Both set: the GAMSTOP register (issue 20) is reachable when the profile names it. */
  gamstop: { url: string; apiKey: string } | undefined;
};

/** Empty strings count as unset, so `PORT= npm start` behaves like no PORT at all. */
function withoutEmpty(environment: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(environment).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

/** Values that may carry credentials: named in error messages, never echoed. */
const secretVariables = new Set([
  'DATABASE_URL',
  'SECRET_KEY',
  'SMTP_URL',
  'SMS_HTTP_TOKEN',
  'SMS_HTTP_URL',
  'REDIS_URL',
  'VENDOR_SIMULATOR_SECRET',
  'METRICS_TOKEN',
  'GAMSTOP_API_KEY',
]);

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(withoutEmpty(environment));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const value = environment[name];
      const shown = secretVariables.has(name) || value === undefined ? '' : ` (got "${value.slice(0, 80)}")`;
      return `${name}: ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const value = parsed.data;
  return {
    port: value.PORT,
    host: value.HOST,
    databaseUrl: value.DATABASE_URL,
    dataDir: path.resolve(value.DATA_DIR),
    embeddedPostgresPort: value.EMBEDDED_PG_PORT,
    logLevel: value.LOG_LEVEL,
    trustProxy: value.TRUST_PROXY,
    bodyLimitBytes: value.BODY_LIMIT_BYTES,
    databasePoolSize: value.DATABASE_POOL_SIZE,
    settingsRefreshMs: value.SETTINGS_REFRESH_MS,
    geoIpDatabasePath: value.GEOIP_DATABASE_PATH,
    webDistDir: value.WEB_DIST_DIR,
    backofficeDistDir: value.BACKOFFICE_DIST_DIR,
    seedDemo: value.SEED_DEMO,
    secretKeyHex: value.SECRET_KEY,
    publicUrl: value.PUBLIC_URL?.replace(/\/+$/, ''),
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    smsHttpUrl: value.SMS_HTTP_URL,
    smsHttpToken: value.SMS_HTTP_TOKEN,
    gatewaySimulator: value.GATEWAY_SIMULATOR,
    vendorSimulator:
      value.VENDOR_SIMULATOR_URL && value.VENDOR_SIMULATOR_SECRET
        ? { url: value.VENDOR_SIMULATOR_URL.replace(/\/+$/, ''), secret: value.VENDOR_SIMULATOR_SECRET }
        : undefined,
    redisUrl: value.REDIS_URL,
    metricsToken: value.METRICS_TOKEN,
    gamstop:
      value.GAMSTOP_URL && value.GAMSTOP_API_KEY
        ? { url: value.GAMSTOP_URL, apiKey: value.GAMSTOP_API_KEY }
        : undefined,
  };
}

/** The variables a user may set, for the README table and `--help`. Keep in step with the schema. */
export const environmentDocumentation: ReadonlyArray<{
  name: string;
  defaultValue: string;
  meaning: string;
}> = [
  { name: 'PORT', defaultValue: '8080', meaning: 'HTTP port of the site and API' },
  { name: 'HOST', defaultValue: 'localhost', meaning: 'Interface to listen on (0.0.0.0 for all)' },
  {
    name: 'DATABASE_URL',
    defaultValue: '(unset)',
    meaning: 'External PostgreSQL; when unset an embedded PostgreSQL runs in DATA_DIR',
  },
  { name: 'DATA_DIR', defaultValue: './.data', meaning: 'Folder of the embedded PostgreSQL and local files' },
  { name: 'EMBEDDED_PG_PORT', defaultValue: '0 (any free port)', meaning: 'Port of the embedded PostgreSQL' },
  { name: 'LOG_LEVEL', defaultValue: 'info', meaning: 'fatal, error, warn, info, debug, trace or silent' },
  {
    name: 'TRUST_PROXY',
    defaultValue: 'false',
    meaning: 'Believe X-Forwarded-For: true, a hop count, or proxy CIDRs (comma-separated)',
  },
  { name: 'BODY_LIMIT_BYTES', defaultValue: '1048576', meaning: 'Largest JSON request body accepted' },
  { name: 'DATABASE_POOL_SIZE', defaultValue: '10', meaning: 'Connections per server process' },
  {
    name: 'SETTINGS_REFRESH_MS',
    defaultValue: '2000',
    meaning: 'How often settings are re-read, so CLI changes apply without restart',
  },
  {
    name: 'GEOIP_DATABASE_PATH',
    defaultValue: '(bundled GeoLite2 Country)',
    meaning: 'A GeoLite2/GeoIP2 Country .mmdb file to use instead',
  },
  { name: 'WEB_DIST_DIR', defaultValue: 'apps/web/dist', meaning: 'Built web app to serve' },
  {
    name: 'BACKOFFICE_DIST_DIR',
    defaultValue: 'apps/backoffice/dist',
    meaning: 'Built back office to serve at /admin',
  },
  { name: 'SEED_DEMO', defaultValue: 'true', meaning: 'Seed the demo brand on first start' },
  {
    name: 'SECRET_KEY',
    defaultValue: '(generated into DATA_DIR)',
    meaning:
      '64 hex characters sealing secrets at rest and keying ledger ids; the same on every server process of one database (another key refuses to start)',
  },
  {
    name: 'PUBLIC_URL',
    defaultValue: 'http://localhost:PORT',
    meaning: 'Address of the site, used in e-mailed links',
  },
  {
    name: 'SMTP_URL',
    defaultValue: '(unset: outbox)',
    meaning: 'smtp(s)://user:pass@host:port for real e-mail',
  },
  { name: 'MAIL_FROM', defaultValue: 'no-reply@localhost', meaning: 'Sender address of e-mails' },
  {
    name: 'SMS_HTTP_URL',
    defaultValue: '(unset: outbox)',
    meaning: 'HTTP SMS gateway (POST {to, text} as JSON)',
  },
  { name: 'SMS_HTTP_TOKEN', defaultValue: '(unset)', meaning: 'Bearer token for the SMS gateway' },
  {
    name: 'GATEWAY_SIMULATOR',
    defaultValue: 'false (npm start with the embedded database turns it on)',
    meaning:
      'Serve the payment gateway simulator at /gateway-sim (the demo gateway channel uses it); every page then says it is in test mode; never in production',
  },
  {
    name: 'VENDOR_SIMULATOR_URL',
    defaultValue: '(unset; npm start with the embedded database starts it on :8090)',
    meaning:
      'URL of apps/vendor-sim, which then plays the external game vendors; every page then says it is in test mode; unset in production',
  },
  {
    name: 'VENDOR_SIMULATOR_SECRET',
    defaultValue: '(unset; npm start makes one per run)',
    meaning: 'Shared secret (64 hex) the vendor simulator signs wallet callbacks with',
  },
  {
    name: 'REDIS_URL',
    defaultValue: '(unset: one process)',
    meaning: 'redis:// URL; live events then reach members connected to any server process',
  },
  {
    name: 'GAMSTOP_URL',
    defaultValue: '(unset: no GAMSTOP)',
    meaning:
      "URL of the GAMSTOP self-exclusion API, used when the jurisdiction profile's register is gamstop",
  },
  {
    name: 'GAMSTOP_API_KEY',
    defaultValue: '(unset)',
    meaning: "The operator's GAMSTOP API key (sent as X-API-Key; never logged)",
  },
  {
    name: 'METRICS_TOKEN',
    defaultValue: '(unset: no /metrics)',
    meaning: 'Bearer token (32+ characters) a Prometheus scraper sends to read GET /metrics',
  },
];
