import {
  type AdminJobRun,
  type AdminJobRunListQuery,
  type AdminJobRunListResponse,
  type AdminScheduledJob,
  type AdminScheduledJobListResponse,
  jobRunRetentionDays,
} from '@gaming/contracts/job-runs';
import { AppError } from '../../platform/errors.js';
import type { JobQueue, JobRun, ScheduledJob } from '../../platform/jobs.js';
import type { JobRunCounter } from '../../platform/metrics.js';
import type { AuditActor, AuditService } from '../audit/audit-service.js';
import type { JobRunRow, JobRunsRepository } from './job-runs-repository.js';

const resultSummaryLengthLimit = 2000;
const pruneJobName = 'job-runs-prune';

/** A job's result as JSON (bigints as strings), cut short: enough to see what a run reported. */
export function resultSummary(result: unknown): string | null {
  if (result === undefined || result === null) return null;
  let text: string;
  try {
    text = JSON.stringify(result, (_key, value) => (typeof value === 'bigint' ? value.toString() : value));
  } catch {
    text = String(result);
  }
  if (text === undefined) return null;
  return text.length <= resultSummaryLengthLimit ? text : `${text.slice(0, resultSummaryLengthLimit - 1)}…`;
}

function toAdminJobRun(row: JobRunRow): AdminJobRun {
  return {
    id: String(row.id),
    jobName: row.job_name,
    attempt: row.attempt,
    attemptLimit: row.attempt_limit,
    outcome: row.outcome,
    reason: row.reason,
    resultSummary: row.result_summary,
    startedAt: new Date(row.started_at).toISOString(),
    finishedAt: new Date(row.finished_at).toISOString(),
    retriedAt: row.retried_at ? new Date(row.retried_at).toISOString() : null,
    retriedBy: row.retried_by,
  };
}

/**
 * The record of the scheduled jobs' runs: every attempt is stored and counted (the runner in
 * platform/jobs.ts reports them here), staff list the failed ones and run a job again, audited.
 */
export class JobRunsService {
  /** The app's scheduled jobs (expectJobs): the only ones staff may run now. */
  private scheduled: readonly Pick<ScheduledJob, 'name' | 'cron'>[] = [];

  constructor(
    private readonly repository: JobRunsRepository,
    private readonly audit: AuditService,
    private readonly counter: JobRunCounter,
    /** The job runner; absent where none runs (tests of other modules), and a retry is then refused. */
    private readonly queue: JobQueue | undefined,
  ) {}

  /** The jobs this server runs: each is counted from 0, so the first failure shows as an increase. */
  expectJobs(jobs: readonly ScheduledJob[]): void {
    this.counter.expect(jobs.map((job) => job.name));
    this.scheduled = jobs.map(({ name, cron }) => ({ name, cron }));
  }

  /** The runner's observer: stores and counts one attempt. */
  readonly observe = async (run: JobRun): Promise<void> => {
    this.counter.count(run.jobName, run.outcome);
    await this.repository.record({
      job_name: run.jobName,
      boss_job_id: run.bossJobId,
      attempt: run.attempt,
      attempt_limit: run.attemptLimit,
      outcome: run.outcome,
      reason: run.outcome === 'failed' ? run.reason : null,
      result_summary: run.outcome === 'succeeded' ? resultSummary(run.result) : null,
      started_at: run.startedAt,
      finished_at: run.finishedAt,
    });
  };

  async list(query: AdminJobRunListQuery): Promise<AdminJobRunListResponse> {
    const { rows, total } = await this.repository.list({
      failedOnly: query.outcome === 'failed',
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return {
      runs: rows.map(toAdminJobRun),
      pageInfo: { page: query.page, pageSize: query.pageSize, total },
      retentionDays: jobRunRetentionDays,
    };
  }

  /** Runs the failed run's job again now (jobs are safe to rerun) and notes who asked, in the audit too. */
  async retry(id: string, actor: AuditActor): Promise<{ run: AdminJobRun }> {
    const row = await this.repository.find(id);
    if (!row) throw new AppError('not_found');
    if (row.outcome !== 'failed') throw new AppError('invalid_state', 'Only a failed run can be retried.');
    if (!this.queue) throw new AppError('service_unavailable', 'The job runner is not running.');
    await this.queue.runNow(row.job_name);
    const updated = (await this.repository.markRetried(id, actor.name)) ?? row;
    await this.audit.record(actor, {
      action: 'job.retry',
      targetType: 'job_run',
      targetId: id,
      before: { jobName: row.job_name, attempt: row.attempt, reason: row.reason },
    });
    return { run: toAdminJobRun(updated) };
  }

  /** The scheduled jobs, by name, each with its runs waiting or running (none known without a runner). */
  async scheduledJobList(): Promise<AdminScheduledJobListResponse> {
    const jobs: AdminScheduledJob[] = [];
    for (const job of [...this.scheduled].sort((a, b) => a.name.localeCompare(b.name)))
      jobs.push(await this.scheduledJobOf(job));
    return { jobs };
  }

  /**
   * Runs a scheduled job at once, outside its schedule (jobs are safe to rerun), noting who asked in the
   * audit. Refused while a run of the job waits or runs, so staff cannot pile runs up: the one pending
   * does the same work. Only the app's own scheduled jobs are known here; any other name is not found.
   */
  async runScheduledJobNow(name: string, actor: AuditActor): Promise<{ job: AdminScheduledJob }> {
    const job = this.scheduled.find((candidate) => candidate.name === name);
    if (!job) throw new AppError('not_found');
    const queue = this.queue;
    if (!queue) throw new AppError('service_unavailable', 'The job runner is not running.');
    await this.repository.whileRunNowLocked(name, async (transaction) => {
      const pendingRuns = await queue.pendingRunCount(name);
      if (pendingRuns > 0)
        throw new AppError('invalid_state', 'A run of this job is already waiting or running.');
      // Audited before the run is queued, in the lock's transaction: a run queued is always one audited.
      await this.audit.record(
        actor,
        { action: 'job.run_now', targetType: 'scheduled_job', targetId: name, after: { cron: job.cron } },
        transaction,
      );
      await queue.runNow(name);
    });
    return { job: await this.scheduledJobOf(job) };
  }

  private async scheduledJobOf(job: Pick<ScheduledJob, 'name' | 'cron'>): Promise<AdminScheduledJob> {
    const pendingRuns = this.queue ? await this.queue.pendingRunCount(job.name) : null;
    return { name: job.name, cron: job.cron, pendingRuns };
  }

  /** Keeps the record bounded: deletes runs older than the retention, daily. */
  scheduledJobs(): ScheduledJob[] {
    return [
      {
        name: pruneJobName,
        cron: '17 3 * * *',
        run: async () => ({ deleted: await this.repository.deleteOlderThan(jobRunRetentionDays) }),
      },
    ];
  }
}
