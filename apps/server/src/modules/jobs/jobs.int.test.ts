import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBrand } from '../../db/seed/demo-brand.js';
import { type JobLogger, Jobs, jobRetryLimit } from '../../platform/jobs.js';
import {
  type AccountsHarness,
  call,
  expectError,
  signInNewStaff,
  staffServiceOf,
} from '../../testing/accounts-kit.js';
import { createTestApp } from '../../testing/test-app.js';
import { createTestDatabase } from '../../testing/test-database.js';

// Issue 13, deliver 6: a failed job is logged with its name and reason, counted in /metrics, listed for
// admin staff, and run again on request, audited.
const metricsToken = 'job-metrics-token-0123456789abcdefABCDEF';
const failingJobName = 'test-sometimes-failing';

type LogLine = { level: 'info' | 'warn' | 'error'; object: Record<string, unknown>; message: string };
const logLines: LogLine[] = [];
const capturingLogger: JobLogger = {
  info: (object, message) => logLines.push({ level: 'info', object: object as LogLine['object'], message }),
  warn: (object, message) => logLines.push({ level: 'warn', object: object as LogLine['object'], message }),
  error: (object, message) => logLines.push({ level: 'error', object: object as LogLine['object'], message }),
};

let harness: AccountsHarness;
let jobs: Jobs;
let admin: { username: string; token: string };
let finance: { token: string };
let failing = true;

beforeAll(async () => {
  const database = await createTestDatabase();
  await seedDemoBrand(database.db);
  jobs = new Jobs(database.connectionString, capturingLogger);
  // The app with the runner as its queue and metrics on, as main.ts builds it.
  const { app, settings } = await createTestApp(database.db, {
    metrics: { token: metricsToken },
    jobQueue: jobs,
  });
  harness = {
    database,
    app,
    settings,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
  const failingJob = {
    name: failingJobName,
    // Never on its own during the test: runs only when asked.
    cron: '0 0 1 1 *',
    run: async () => {
      if (failing) throw new Error('the ledger was unreachable');
      return { finished: 2, skipped: [{ id: '41', reason: 'invalid_state' }] };
    },
  };
  await jobs.start([failingJob], app.jobRunObserver);
  const staff = staffServiceOf(harness);
  admin = await signInNewStaff(app, staff, 'admin');
  finance = await signInNewStaff(app, staff, 'finance');
}, 60_000);

afterAll(async () => {
  await jobs?.stop();
  await harness?.close();
});

type Run = {
  id: string;
  jobName: string;
  attempt: number;
  attemptLimit: number;
  outcome: string;
  reason: string | null;
  resultSummary: string | null;
  retriedBy: string | null;
};

async function listRuns(outcome: 'failed' | 'all', token = admin.token) {
  const response = await call(harness.app, 'GET', `/api/admin/job-runs?outcome=${outcome}&pageSize=100`, {
    token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { runs: Run[]; pageInfo: { total: number }; retentionDays: number };
}

/** Waits (bounded: pg-boss polls every 2 s) until the list holds a run that `matches`. */
async function runMatching(outcome: 'failed' | 'all', matches: (run: Run) => boolean): Promise<Run> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const found = (await listRuns(outcome)).runs.find(matches);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${outcome} run matched: ${JSON.stringify((await listRuns('all')).runs)}`);
}

describe('failed jobs', () => {
  let failedRun: Run;

  it('a failing run is logged at error with its name, reason and attempt, counted, and listed', async () => {
    await jobs.runNow(failingJobName);
    failedRun = await runMatching('failed', (run) => run.jobName === failingJobName);
    expect(failedRun).toMatchObject({
      attempt: 1,
      attemptLimit: jobRetryLimit + 1,
      outcome: 'failed',
      reason: 'Error: the ledger was unreachable',
      retriedBy: null,
    });
    const logged = logLines.find((line) => line.level === 'error' && line.object.job === failingJobName);
    expect(logged?.message).toBe('job failed');
    expect(logged?.object).toMatchObject({
      attempt: 1,
      reason: 'Error: the ledger was unreachable',
      willRetry: true,
    });
    const metrics = await harness.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(metrics.body).toMatch(new RegExp(`jobs_failed_total\\{job="${failingJobName}"\\} 1`));
    expect(metrics.body).toMatch(
      new RegExp(`jobs_runs_total\\{job="${failingJobName}",outcome="failed"\\} 1`),
    );
    // The app's own jobs show from 0 before any run, so an alert on increase() sees their first failure.
    expect(metrics.body).toMatch(/jobs_failed_total\{job="job-runs-prune"\} 0/);
  });

  it('an admin retries it: the job runs again at once, the retry is audited, the new run reports its result', async () => {
    failing = false;
    const response = await call(harness.app, 'POST', `/api/admin/job-runs/${failedRun.id}/retry`, {
      token: admin.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().run).toMatchObject({ id: failedRun.id, retriedBy: admin.username });
    const succeeded = await runMatching(
      'all',
      (run) => run.jobName === failingJobName && run.outcome === 'succeeded',
    );
    expect(JSON.parse(succeeded.resultSummary ?? 'null')).toEqual({
      finished: 2,
      skipped: [{ id: '41', reason: 'invalid_state' }],
    });
    const audit = await harness.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_name', 'target_id'])
      .where('action', '=', 'job.retry')
      .execute();
    expect(audit).toEqual([{ action: 'job.retry', actor_name: admin.username, target_id: failedRun.id }]);
    // Only a failed run can be retried; an unknown one is not found.
    const succeededRetry = await call(harness.app, 'POST', `/api/admin/job-runs/${succeeded.id}/retry`, {
      token: admin.token,
    });
    expectError(succeededRetry, 409, 'invalid_state');
    expectError(
      await call(harness.app, 'POST', '/api/admin/job-runs/999999999/retry', { token: admin.token }),
      404,
      'not_found',
    );
  });

  it('staff other than admins may neither list runs nor retry them; guests not at all', async () => {
    expectError(
      await call(harness.app, 'GET', '/api/admin/job-runs', { token: finance.token }),
      403,
      'forbidden',
    );
    expectError(
      await call(harness.app, 'POST', `/api/admin/job-runs/${failedRun.id}/retry`, { token: finance.token }),
      403,
      'forbidden',
    );
    expectError(await call(harness.app, 'GET', '/api/admin/job-runs'), 401, 'unauthorized');
    const audit = await harness.database.db
      .selectFrom('audit_log')
      .select('actor_name')
      .where('action', '=', 'job.retry')
      .execute();
    expect(audit.map((entry) => entry.actor_name)).toEqual([admin.username]);
  });

  it('pages a bounded list, newest first', async () => {
    const oversized = await call(harness.app, 'GET', '/api/admin/job-runs?pageSize=101', {
      token: admin.token,
    });
    expectError(oversized, 400, 'validation_failed');
    const all = await listRuns('all');
    expect(all.retentionDays).toBeGreaterThan(0);
    expect(all.pageInfo.total).toBe(all.runs.length);
    expect(all.runs[0]?.outcome).toBe('succeeded');
  });
});

describe('stopping', () => {
  /** A second runner with its own log; its database connections ended from outside, as a database stop does. */
  async function runnerWithItsConnectionsEnded(stopFirst: boolean): Promise<LogLine[]> {
    const lines: LogLine[] = [];
    const logger: JobLogger = {
      info: (object, message) => lines.push({ level: 'info', object: object as LogLine['object'], message }),
      warn: (object, message) => lines.push({ level: 'warn', object: object as LogLine['object'], message }),
      error: (object, message) =>
        lines.push({ level: 'error', object: object as LogLine['object'], message }),
    };
    const runner = new Jobs(harness.database.connectionString, logger);
    await runner.start([{ name: `test-stopping-${stopFirst}`, cron: '0 0 1 1 *', run: async () => 1 }]);
    const endConnections = sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'gaming-jobs' and datname = current_database() and pid <> pg_backend_pid()`;
    if (stopFirst) {
      // The stop begins, and while pg-boss finishes its own work the database ends its connections.
      const stopped = runner.stop();
      await endConnections.execute(harness.database.db);
      await stopped;
    } else {
      await endConnections.execute(harness.database.db);
      // Gives the connections time to hear of their end before the stop.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await runner.stop();
    }
    return lines;
  }

  it('a connection the database ends while the runner stops is no error (CI: the embedded database stops next)', async () => {
    const lines = await runnerWithItsConnectionsEnded(true);
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
  });

  it('while running, a lost connection is still logged at error', async () => {
    const lines = await runnerWithItsConnectionsEnded(false);
    expect(lines.filter((line) => line.message === 'job system error').length).toBeGreaterThan(0);
  });
});
