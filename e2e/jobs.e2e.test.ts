import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/accessibility.js';
import { launchBrowser, openPage, phoneViewport } from './support/browser.js';
import { connectDatabase } from './support/database.js';
import { runOps } from './support/ops.js';
import { totpCode } from './support/totp.js';

// Issue 13, deliver 6: admins see failed job runs in the back office, with why, and run the job again.
// Issue 15 follow-up: admins run a scheduled job now, outside its schedule, confirmed and audited.
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
/** Set JOBS_SHOTS_DIR to keep phone and desktop screenshots for a human to look at. */
const shotsDir = process.env.JOBS_SHOTS_DIR;

const suffix = randomBytes(3).toString('hex');
const staffAddress = '198.51.100.74';
/** A job every server runs, harmless to run again at any time (it deletes runs past their retention). */
const retriedJob = 'job-runs-prune';
const devanagari = /[\u0900-\u097F]/;
let browser: Browser;
let database: pg.Client;
let staffPage: Page;
let staffUsername = '';

function poll<T>(read: () => T | Promise<T>, timeout = 30_000) {
  return expect.poll(read, { timeout, interval: 250 });
}

/** An admin, signed in through the back office (temporary password replaced, as required). */
async function signedInAdmin(): Promise<Page> {
  const page = await openPage(browser, baseUrl, { extraHTTPHeaders: { 'x-forwarded-for': staffAddress } });
  staffUsername = `jobadm${suffix}`;
  const created = await runOps(dataDir, ['create-staff', staffUsername, 'admin', 'E2E', 'Admin']);
  expect(created.code, created.output).toBe(0);
  const temporary = /Temporary password: (\S+)/.exec(created.output)?.[1] ?? '';
  const totpSecret = /TOTP secret: ([A-Z2-7]+)/.exec(created.output)?.[1] ?? '';
  await page.goto('/admin/sign-in');
  await page.getByTestId('sign-in-username').fill(staffUsername);
  await page.getByTestId('sign-in-password').fill(temporary);
  await page.getByTestId('sign-in-totp').fill(totpCode(totpSecret));
  await page.getByTestId('sign-in-submit').click();
  await page.getByTestId('change-password-page').waitFor();
  const password = `scheduled jobs e2e ${suffix} passphrase`;
  await page.getByTestId('change-password-old').fill(temporary);
  await page.getByTestId('change-password-new').fill(password);
  await page.getByTestId('change-password-confirm').fill(password);
  await page.getByTestId('change-password-submit').click();
  await page.getByTestId('admin-layout').waitFor();
  return page;
}

/**
 * A run that failed for good, as the runner records it (all attempts used): written behind the app's
 * back, because making a real job of the shared server fail would disturb the other suites.
 */
async function failedRun(reason: string): Promise<string> {
  const result = await database.query<{ id: string }>(
    `insert into job_runs (job_name, boss_job_id, attempt, attempt_limit, outcome, reason, started_at, finished_at)
     values ($1, $2, 4, 4, 'failed', $3, now() - interval '2 seconds', now())
     returning id`,
    [retriedJob, `e2e-${randomUUID()}`, reason],
  );
  return String(result.rows[0]?.id);
}

async function succeededRuns(): Promise<number> {
  const result = await database.query<{ count: string }>(
    "select count(*) from job_runs where job_name = $1 and outcome = 'succeeded'",
    [retriedJob],
  );
  return Number(result.rows[0]?.count);
}

async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  await mkdir(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  browser = await launchBrowser();
  database = await connectDatabase(dataDir);
  staffPage = await signedInAdmin();
});

afterAll(async () => {
  await browser?.close();
  await database?.end();
});

describe('scheduled jobs screen', () => {
  it('an admin sees a failed run with its reason, retries it, and the job runs again, audited', async () => {
    const reason = `Error: e2e ${suffix}: the database was unreachable`;
    const id = await failedRun(reason);
    const startedBefore = await database.query<{ count: string }>(
      "select count(*) from job_runs where job_name = $1 and outcome = 'succeeded'",
      [retriedJob],
    );
    await staffPage.getByTestId('nav-jobs').click();
    const row = staffPage.locator(`[data-testid="job-run-row"][data-run-id="${id}"]`);
    await row.waitFor();
    expect(await row.getByTestId('job-run-detail').innerText()).toContain(reason);
    expect(await row.getByTestId('job-run-outcome').getAttribute('data-value')).toBe('failed');
    expect(await row.innerText()).toContain(retriedJob);
    expect(await seriousViolations(staffPage)).toEqual([]);
    await shot(staffPage, 'desktop-failed-runs');

    await row.getByTestId('job-run-retry').click();
    const dialog = staffPage.getByTestId('job-run-retry-dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(reason);
    await dialog.getByTestId('job-run-retry-confirm').click();
    await dialog.getByTestId('job-run-retry-result').waitFor();
    await shot(staffPage, 'desktop-retry-started');
    await dialog.getByTestId('job-run-retry-done').click();
    await poll(() => row.getByTestId('job-run-retried').count()).toBe(1);
    expect(await row.getByTestId('job-run-retried').innerText()).toContain(staffUsername);

    // The job ran again: a new succeeded run of it, listed under all runs with what it reported.
    await poll(async () => {
      const now = await database.query<{ count: string }>(
        "select count(*) from job_runs where job_name = $1 and outcome = 'succeeded'",
        [retriedJob],
      );
      return Number(now.rows[0]?.count) - Number(startedBefore.rows[0]?.count);
    }).toBeGreaterThan(0);
    await staffPage.getByTestId('job-run-show-all').click();
    await poll(() => new URL(staffPage.url()).searchParams.get('outcome')).toBe('all');
    const succeeded = staffPage.locator(`[data-testid="job-run-row"][data-job="${retriedJob}"]`, {
      has: staffPage.locator('[data-testid="job-run-outcome"][data-value="succeeded"]'),
    });
    await poll(() => succeeded.count()).toBeGreaterThan(0);
    expect(await succeeded.first().getByTestId('job-run-detail').innerText()).toContain('deleted');
    await shot(staffPage, 'desktop-all-runs');
    const audit = await database.query<{ actor_name: string }>(
      "select actor_name from audit_log where action = 'job.retry' and target_id = $1",
      [id],
    );
    expect(audit.rows.map((entry) => entry.actor_name)).toEqual([staffUsername]);
  });

  it('an admin runs a scheduled job now from the Jobs screen, confirmed: it runs, audited', async () => {
    await staffPage.goto('/admin/jobs');
    const row = staffPage.locator(`[data-testid="scheduled-job-row"][data-job="${retriedJob}"]`);
    await row.waitFor();
    expect(await row.innerText()).toContain('17 3 * * *');
    const succeededBefore = await succeededRuns();
    // The button waits while a run of the job waits or runs (the retry above may still be running).
    await row.getByTestId('scheduled-job-run').click({ timeout: 60_000 });
    const dialog = staffPage.getByTestId('scheduled-job-run-dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(retriedJob);
    expect(await seriousViolations(staffPage)).toEqual([]);
    await shot(staffPage, 'desktop-run-now-confirm');
    await dialog.getByTestId('scheduled-job-run-confirm').click();
    await dialog.getByTestId('scheduled-job-run-result').waitFor();
    await shot(staffPage, 'desktop-run-now-started');
    await dialog.getByTestId('scheduled-job-run-done').click();
    await dialog.waitFor({ state: 'detached' });
    await poll(async () => (await succeededRuns()) - succeededBefore).toBeGreaterThan(0);
    // Back to ready once the run is done.
    await poll(() => row.getByTestId('scheduled-job-state').getAttribute('data-value')).toBe('idle');
    const audit = await database.query<{ actor_name: string; target_type: string }>(
      "select actor_name, target_type from audit_log where action = 'job.run_now' and target_id = $1",
      [retriedJob],
    );
    expect(audit.rows).toEqual([{ actor_name: staffUsername, target_type: 'scheduled_job' }]);
  });

  it('says it in NE: the jobs, their states and the run now confirmation', async () => {
    const token = await staffPage.evaluate(() => sessionStorage.getItem('adminToken'));
    const page = await openPage(browser, baseUrl, { extraHTTPHeaders: { 'x-forwarded-for': staffAddress } });
    await page.addInitScript((value) => {
      sessionStorage.setItem('adminToken', value ?? '');
      localStorage.setItem('adminLanguage', 'NE');
    }, token);
    await page.goto('/admin/jobs');
    const row = page.locator(`[data-testid="scheduled-job-row"][data-job="${retriedJob}"]`);
    await row.waitFor();
    expect(await page.getByTestId('scheduled-job-list').innerText()).toMatch(devanagari);
    expect(await row.getByTestId('scheduled-job-state').innerText()).toMatch(devanagari);
    await row.getByTestId('scheduled-job-run').click({ timeout: 60_000 });
    const dialog = page.getByTestId('scheduled-job-run-dialog');
    expect(await dialog.innerText()).toMatch(devanagari);
    await shot(page, 'desktop-run-now-confirm-ne');
    // Cancelled: nothing runs, nothing is audited.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const audit = await database.query(
      "select 1 from audit_log where action = 'job.run_now' and target_id = $1",
      [retriedJob],
    );
    expect(audit.rows).toHaveLength(1);
    await page.context().close();
  });

  it('shows runs as cards on a phone, nothing scrolling sideways', async () => {
    const id = await failedRun(`Error: e2e ${suffix}: a phone-sized failure`);
    const token = await staffPage.evaluate(() => sessionStorage.getItem('adminToken'));
    const phone = await openPage(browser, baseUrl, {
      extraHTTPHeaders: { 'x-forwarded-for': staffAddress },
      viewport: phoneViewport,
    });
    await phone.addInitScript((value) => sessionStorage.setItem('adminToken', value ?? ''), token);
    await phone.goto('/admin/jobs');
    const row = phone.locator(`[data-testid="job-run-row"][data-run-id="${id}"]`);
    await row.waitFor();
    await row.getByTestId('job-run-retry').waitFor();
    await phone.locator(`[data-testid="scheduled-job-row"][data-job="${retriedJob}"]`).waitFor();
    const widths = await phone.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    await shot(phone, 'phone-failed-runs');
    await phone.context().close();
  });
});
