import { scheduledJobNameSchema } from '@gaming/contracts/job-runs';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBrand } from '../../db/seed/demo-brand.js';
import { type JobLogger, Jobs } from '../../platform/jobs.js';
import {
  type AccountsHarness,
  call,
  createMember,
  expectError,
  loginToken,
  signInNewStaff,
  staffServiceOf,
} from '../../testing/accounts-kit.js';
import { createTestApp } from '../../testing/test-app.js';
import { createTestDatabase } from '../../testing/test-database.js';

// Issue 15 follow-up: staff run a scheduled job at once from the back office ("run now"), audited, refused
// while a run of the job waits or runs; only the app's own scheduled jobs, for admins only.
const runNowJob = 'job-runs-prune';
const quietLogger: JobLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

let harness: AccountsHarness;
let jobs: Jobs;
let admin: { username: string; token: string };
let finance: { token: string };
let memberToken: string;

type ScheduledJob = { name: string; cron: string; pendingRuns: number | null };

beforeAll(async () => {
  const database = await createTestDatabase();
  await seedDemoBrand(database.db);
  jobs = new Jobs(database.connectionString, quietLogger);
  const { app, settings } = await createTestApp(database.db, { jobQueue: jobs });
  harness = {
    database,
    app,
    settings,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
  // Every job of the app, as main.ts starts them.
  await jobs.start(app.scheduledJobs, app.jobRunObserver);
  const staff = staffServiceOf(harness);
  admin = await signInNewStaff(app, staff, 'admin');
  finance = await signInNewStaff(app, staff, 'finance');
  memberToken = await loginToken(harness, await createMember(harness));
}, 120_000);

afterAll(async () => {
  await jobs?.stop();
  await harness?.close();
});

function runNow(name: string, token: string | null = admin.token) {
  return call(harness.app, 'POST', `/api/admin/scheduled-jobs/${name}/run`, { token: token ?? undefined });
}

async function scheduledJob(name: string): Promise<ScheduledJob | undefined> {
  const response = await call(harness.app, 'GET', '/api/admin/scheduled-jobs', { token: admin.token });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().jobs as ScheduledJob[]).find((job) => job.name === name);
}

async function succeededRuns(): Promise<number> {
  const row = await harness.database.db
    .selectFrom('job_runs')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('job_name', '=', runNowJob)
    .where('outcome', '=', 'succeeded')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function runNowAudit() {
  return harness.database.db
    .selectFrom('audit_log')
    .select(['actor_name', 'target_type', 'target_id'])
    .where('action', '=', 'job.run_now')
    .orderBy('id')
    .execute();
}

/** Waits (bounded: pg-boss polls every 2 s) until `read` gives what `done` wants. */
async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`still not done: ${JSON.stringify(await read())}`);
}

describe('run a scheduled job now', () => {
  it('lists every scheduled job of the app, by name, with its cron and nothing pending', async () => {
    const response = await call(harness.app, 'GET', '/api/admin/scheduled-jobs', { token: admin.token });
    expect(response.statusCode, response.body).toBe(200);
    const listed = response.json().jobs as ScheduledJob[];
    const names = harness.app.scheduledJobs.map((job) => job.name).sort((a, b) => a.localeCompare(b));
    expect(listed.map((job) => job.name)).toEqual(names);
    // Every name the modules register can be asked for by the route's parameter.
    for (const name of names) expect(scheduledJobNameSchema.safeParse(name).success, name).toBe(true);
    expect(listed.find((job) => job.name === runNowJob)).toEqual({
      name: runNowJob,
      cron: '17 3 * * *',
      pendingRuns: 0,
    });
  });

  it('an admin runs a job now: it runs at once, and who asked for which job is audited', async () => {
    const before = await succeededRuns();
    const response = await runNow(runNowJob);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().job).toMatchObject({ name: runNowJob, cron: '17 3 * * *' });
    await waitFor(succeededRuns, (count) => count > before);
    expect(await runNowAudit()).toEqual([
      { actor_name: admin.username, target_type: 'scheduled_job', target_id: runNowJob },
    ]);
    await waitFor(
      async () => (await scheduledJob(runNowJob))?.pendingRuns,
      (pending) => pending === 0,
    );
  });

  it('is refused while a run of the job waits or runs; of several asking at once, one is let in', async () => {
    // The job's delete waits behind this lock, so its run stays active until the lock goes.
    const blocker = new pg.Client({ connectionString: harness.database.connectionString });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table job_runs in share mode');
      const before = await succeededRuns();
      const answers = await Promise.all(Array.from({ length: 5 }, () => runNow(runNowJob)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
      for (const answer of answers.filter((reply) => reply.statusCode === 409))
        expectError(answer, 409, 'invalid_state');
      // Taken up by the runner and still running: refused all the same.
      await waitFor(
        async () =>
          Number(
            (
              await sql<{ count: string }>`select count(*) from pg_stat_activity
                where wait_event_type = 'Lock' and query like 'delete from "job_runs"%'`.execute(
                harness.database.db,
              )
            ).rows[0]?.count,
          ),
        (waiting) => waiting === 1,
      );
      expect((await scheduledJob(runNowJob))?.pendingRuns).toBe(1);
      expectError(await runNow(runNowJob), 409, 'invalid_state');
      expect(await runNowAudit()).toHaveLength(2);
      await blocker.query('commit');
      await waitFor(succeededRuns, (count) => count > before);
      await waitFor(
        async () => (await scheduledJob(runNowJob))?.pendingRuns,
        (pending) => pending === 0,
      );
    } finally {
      await blocker.end();
    }
    // Nothing pending any more: staff may run it again.
    expect((await runNow(runNowJob)).statusCode).toBe(200);
    expect(await runNowAudit()).toHaveLength(3);
  });

  it('knows only the scheduled jobs: any other name is not found', async () => {
    expectError(await runNow('no-such-job'), 404, 'not_found');
    expectError(await runNow('Not_A_Job!'), 400, 'validation_failed');
  });

  it('lets in admins only: other staff are forbidden, a member token and no token are refused', async () => {
    expectError(await runNow(runNowJob, finance.token), 403, 'forbidden');
    expectError(await runNow(runNowJob, memberToken), 401, 'unauthorized');
    expectError(await runNow(runNowJob, null), 401, 'unauthorized');
    expectError(
      await call(harness.app, 'GET', '/api/admin/scheduled-jobs', { token: finance.token }),
      403,
      'forbidden',
    );
    expect(await runNowAudit()).toHaveLength(3);
  });

  it('where no job runner runs, the jobs show without runs and running one is unavailable', async () => {
    const { app } = await createTestApp(harness.database.db);
    try {
      const list = await call(app, 'GET', '/api/admin/scheduled-jobs', { token: admin.token });
      expect(list.statusCode, list.body).toBe(200);
      expect((list.json().jobs as ScheduledJob[]).every((job) => job.pendingRuns === null)).toBe(true);
      expectError(
        await call(app, 'POST', `/api/admin/scheduled-jobs/${runNowJob}/run`, { token: admin.token }),
        503,
        'service_unavailable',
      );
      expectError(
        await call(app, 'POST', '/api/admin/scheduled-jobs/no-such-job/run', { token: admin.token }),
        404,
        'not_found',
      );
    } finally {
      await app.close();
    }
  });
});
