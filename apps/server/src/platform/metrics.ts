import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { errorBody } from './errors.js';

/** What the database pool says of itself (pg.Pool has these). */
export type PoolStats = { totalCount: number; idleCount: number; waitingCount: number };

export type MetricsOptions = {
  /** The bearer token a scraper sends (METRICS_TOKEN); without one /metrics does not exist. */
  token: string;
  pool?: PoolStats;
};

export const metricsPath = '/metrics';

/** Request durations from 5 ms (a cached read) to 10 s (past every client's patience). */
const durationBucketsSeconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Compares digests, so neither the token's length nor its bytes leak through timing. */
function carriesToken(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length)), expected);
}

/**
 * The route's template, never the raw URL: ids in paths would make a label value per member and grow
 * the scrape without bound. Requests no route matched share one value.
 */
function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

function registerPoolGauge(registry: Registry, pool: PoolStats): void {
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections: total open, idle, and callers waiting for one.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
}

/** What the ledger's delta folder says of itself (modules/wallet/ledger-delta-folder.ts). */
export type DeltaFoldHealth = { lastError: unknown; failures: number };

/**
 * ledger_delta_fold_failing (1 while the last fold failed) and ledger_delta_fold_failures (since start): a
 * failing fold loses nothing (the totals are row plus deltas) but lets the hot accounts' delta rows grow,
 * and every balance read slows with them; an alert on the first says so before players feel it.
 */
export function registerDeltaFoldGauges(registry: Registry | undefined, folder: DeltaFoldHealth): void {
  if (!registry) return;
  new Gauge({
    name: 'ledger_delta_fold_failing',
    help: "Whether the last fold of the hot ledger accounts' delta rows failed (1) or not (0).",
    registers: [registry],
    collect() {
      this.set(folder.lastError === undefined ? 0 : 1);
    },
  });
  new Gauge({
    name: 'ledger_delta_fold_failures',
    help: "Folds of the hot ledger accounts' delta rows that failed since the process started.",
    registers: [registry],
    collect() {
      this.set(folder.failures);
    },
  });
}

/** Counts the scheduled jobs' runs on a registry; without one (no METRICS_TOKEN) it counts nothing. */
export type JobRunCounter = {
  count: (jobName: string, outcome: 'succeeded' | 'failed') => void;
  /** Shows every job's series at 0 from the start: increase() cannot see a failure of a series born at 1. */
  expect: (jobNames: readonly string[]) => void;
};

/**
 * jobs_runs_total{job,outcome} and jobs_failed_total{job}: an alert on the second catches a job that keeps
 * failing. Job names are a fixed set from the code, so the labels stay bounded.
 */
export function jobRunCounter(registry: Registry | undefined): JobRunCounter {
  if (!registry) return { count: () => undefined, expect: () => undefined };
  const runs = new Counter({
    name: 'jobs_runs_total',
    help: 'Runs (attempts) of scheduled jobs by job and outcome.',
    labelNames: ['job', 'outcome'],
    registers: [registry],
  });
  const failures = new Counter({
    name: 'jobs_failed_total',
    help: 'Failed runs (attempts) of scheduled jobs by job.',
    labelNames: ['job'],
    registers: [registry],
  });
  return {
    count: (jobName, outcome) => {
      runs.inc({ job: jobName, outcome });
      if (outcome === 'failed') failures.inc({ job: jobName });
    },
    expect: (jobNames) => {
      for (const job of jobNames) {
        for (const outcome of ['succeeded', 'failed']) runs.inc({ job, outcome }, 0);
        failures.inc({ job }, 0);
      }
    },
  };
}

/**
 * Prometheus metrics at GET /metrics (DESIGN.md §3): the process (CPU, memory, event-loop lag, GC), every
 * request's duration by method, route template and status, and the database pool. The registry is the
 * app's own, so several apps in one process (tests) never share or clash. Only a scraper with the token
 * may read it: figures such as traffic per route are the operator's business, not the public's.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request durations by method, route template and status code.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: durationBucketsSeconds,
    registers: [registry],
  });
  if (options.pool) registerPoolGauge(registry, options.pool);
  app.addHook('onResponse', async (request, reply) => {
    durations.observe(
      { method: request.method, route: routeLabel(request), status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  const expected = digest(options.token);
  app.get(metricsPath, { config: { rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
    if (!carriesToken(request, expected))
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send(errorBody('unauthorized', request.id));
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  return registry;
}
