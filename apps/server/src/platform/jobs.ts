import PgBoss from 'pg-boss';
import { AppError } from './errors.js';

export type JobLogger = {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};

export type ScheduledJob = {
  name: string;
  /** Five-field cron, in UTC. */
  cron: string;
  run: () => Promise<unknown>;
};

/** One attempt of a scheduled job, as the runner saw it. */
export type JobRun = {
  jobName: string;
  /** pg-boss's id of the run; its retries share it. */
  bossJobId: string;
  /** 1 for the first try, 2 for pg-boss's first retry, … */
  attempt: number;
  /** How many attempts pg-boss makes in all (the first and its retries). */
  attemptLimit: number;
  startedAt: Date;
  finishedAt: Date;
} & ({ outcome: 'succeeded'; result: unknown } | { outcome: 'failed'; reason: string });

/** Told of every run (modules/jobs records and counts them); its own failure never fails the job. */
export type JobRunObserver = (run: JobRun) => Promise<void>;

/** Starts a job's run at once, outside its schedule (staff's retry and run now). */
export type JobQueue = {
  runNow: (jobName: string) => Promise<void>;
  /** Runs of the job waiting to start (a retry's included) or running now: what run now would queue behind. */
  pendingRunCount: (jobName: string) => Promise<number>;
};

/** pg-boss retries a failed run this many times, 30 s apart, before the run stays failed. */
export const jobRetryLimit = 3;
const jobRetryDelaySeconds = 30;
const reasonLengthLimit = 1000;

/** A short reason for a failed run: an AppError's code, otherwise the error's own message (no stack). */
export function jobFailureReason(error: unknown): string {
  if (error instanceof AppError) return error.code;
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return message.slice(0, reasonLengthLimit);
}

/**
 * Scheduled work on PostgreSQL with pg-boss: one run per schedule across all server processes, retried
 * on failure, nothing lost on restart. Handlers must be idempotent. Every run is logged (a failure at
 * error, with the job's name, attempt and reason) and handed to the observer, which records and counts it.
 */
export class Jobs implements JobQueue {
  private readonly boss: PgBoss;
  private readonly names = new Set<string>();
  private observer: JobRunObserver | undefined;
  private stopping = false;

  constructor(
    connectionString: string,
    private readonly log: JobLogger,
  ) {
    this.boss = new PgBoss({
      connectionString,
      max: 2,
      application_name: 'gaming-jobs',
    } as PgBoss.ConstructorOptions);
    this.boss.on('error', (error) => this.onBossError(error));
  }

  async start(jobs: readonly ScheduledJob[], observer?: JobRunObserver): Promise<void> {
    this.observer = observer;
    await this.boss.start();
    for (const job of jobs) {
      await this.boss.createQueue(job.name, {
        name: job.name,
        retryLimit: jobRetryLimit,
        retryDelay: jobRetryDelaySeconds,
        expireInSeconds: 300,
      });
      await this.boss.schedule(job.name, job.cron);
      await this.boss.work<object>(job.name, { includeMetadata: true }, async (batch) => {
        for (const run of batch) await this.runOnce(job, run);
      });
      this.names.add(job.name);
    }
  }

  async runNow(jobName: string): Promise<void> {
    if (!this.names.has(jobName)) throw new AppError('not_found', `No job named ${jobName} runs here.`);
    await this.boss.send(jobName, {});
  }

  async pendingRunCount(jobName: string): Promise<number> {
    if (!this.names.has(jobName)) throw new AppError('not_found', `No job named ${jobName} runs here.`);
    // Before 'completed': created, retry (waiting for its retry delay) and active.
    return this.boss.getQueueSize(jobName, { before: 'completed' });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await this.boss.stop({ graceful: true, timeout: 5_000, wait: true });
  }

  /**
   * pg-boss's pool resolves its end before its sockets have closed, so the database stopping right after
   * (the embedded one, on the same shutdown) can still reach a closing connection: expected, not an error.
   */
  private onBossError(error: Error): void {
    if (this.stopping) {
      this.log.info({ reason: jobFailureReason(error) }, 'job system connection closed while stopping');
      return;
    }
    this.log.error({ err: error }, 'job system error');
  }

  /** Runs one attempt; a failure is logged, observed and thrown again so pg-boss retries it. */
  private async runOnce(job: ScheduledJob, run: PgBoss.JobWithMetadata): Promise<void> {
    const startedAt = new Date();
    const attempt = { jobName: job.name, bossJobId: run.id, attempt: run.retryCount + 1 };
    const attemptLimit = run.retryLimit + 1;
    try {
      const result = await job.run();
      this.log.info({ job: job.name, jobId: run.id, attempt: attempt.attempt, result }, 'job done');
      await this.observe({
        ...attempt,
        attemptLimit,
        startedAt,
        finishedAt: new Date(),
        outcome: 'succeeded',
        result,
      });
    } catch (error) {
      const reason = jobFailureReason(error);
      const willRetry = attempt.attempt < attemptLimit;
      this.log.error(
        {
          err: error,
          job: job.name,
          jobId: run.id,
          attempt: attempt.attempt,
          attemptLimit,
          reason,
          willRetry,
        },
        'job failed',
      );
      await this.observe({
        ...attempt,
        attemptLimit,
        startedAt,
        finishedAt: new Date(),
        outcome: 'failed',
        reason,
      });
      throw error;
    }
  }

  private async observe(run: JobRun): Promise<void> {
    try {
      await this.observer?.(run);
    } catch (error) {
      this.log.warn({ err: error, job: run.jobName, jobId: run.bossJobId }, 'job run not recorded');
    }
  }
}
