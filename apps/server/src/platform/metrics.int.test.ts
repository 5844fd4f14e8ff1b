import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBrand } from '../db/seed/demo-brand.js';
import { createTestApp } from '../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

const token = 'scrape-token-0123456789abcdefABCDEF';
const pool = { totalCount: 7, idleCount: 5, waitingCount: 2 };

let database: TestDatabase;
let withMetrics: FastifyInstance;
let withoutMetrics: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoBrand(database.db);
  ({ app: withMetrics } = await createTestApp(database.db, { metrics: { token, pool } }));
  ({ app: withoutMetrics } = await createTestApp(database.db));
});

afterAll(async () => {
  await withMetrics?.close();
  await withoutMetrics?.close();
  await database?.drop();
});

function scrape(authorization?: string) {
  return withMetrics.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization === undefined ? {} : { authorization },
  });
}

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const response = await withoutMetrics.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('http_request_duration_seconds');
  });

  it('refuses a scraper without the token, or with another one, and shows no figures', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${token}x`,
      `Bearer ${token.slice(1)}`,
      token,
      'Basic x',
    ]) {
      const response = await scrape(authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json().error.code).toBe('unauthorized');
      expect(response.body).not.toContain('process_cpu');
    }
  });

  it('times requests by route template, never by raw path, and reports the process and the pool', async () => {
    const unknownPath = `/api/no-such-thing-${Date.now()}`;
    const detailId = '4f7c1e2a-0000-4000-8000-000000000001';
    await withMetrics.inject({ method: 'GET', url: '/healthz' });
    await withMetrics.inject({ method: 'GET', url: unknownPath });
    await withMetrics.inject({ method: 'GET', url: `/api/deposits/${detailId}` });
    const response = await scrape(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/healthz",status_code="200"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\} 1/,
    );
    // A member's id in the path stays out of the labels (one series per route, not per deposit).
    expect(text).toMatch(/route="\/api\/deposits\/:id",status_code="401"/);
    expect(text).not.toContain(detailId);
    expect(text).not.toContain(unknownPath);
    expect(text).toMatch(/db_pool_connections\{state="total"\} 7/);
    expect(text).toMatch(/db_pool_connections\{state="waiting"\} 2/);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    // The hot ledger accounts' delta folding says whether it is failing.
    expect(text).toMatch(/^ledger_delta_fold_failing 0$/m);
    expect(text).toMatch(/^ledger_delta_fold_failures 0$/m);
    expect(text).not.toContain(token);
  });

  it('counts each request once', async () => {
    const before = await scrape(`Bearer ${token}`);
    const count = (text: string) =>
      Number(
        /http_request_duration_seconds_count\{method="GET",route="\/readyz",status_code="200"\} (\d+)/.exec(
          text,
        )?.[1] ?? 0,
      );
    await withMetrics.inject({ method: 'GET', url: '/readyz' });
    await withMetrics.inject({ method: 'GET', url: '/readyz' });
    const after = await scrape(`Bearer ${token}`);
    expect(count(after.body) - count(before.body)).toBe(2);
  });
});
