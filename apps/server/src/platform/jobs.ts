import PgBoss from 'pg-boss';

export type JobLogger = {
  info: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};

export type ScheduledJob = {
  name: string;
  /** Five-field cron, in UTC. */
  cron: string;
  run: () => Promise<unknown>;
};

/**
 * Scheduled work on PostgreSQL with pg-boss: one run per schedule across all server processes, retried
 * on failure, nothing lost on restart. Handlers must be idempotent.
 */
export class Jobs {
  private readonly boss: PgBoss;

  constructor(
    connectionString: string,
    private readonly log: JobLogger,
  ) {
    this.boss = new PgBoss({
      connectionString,
      max: 2,
      application_name: 'gaming-jobs',
    } as PgBoss.ConstructorOptions);
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job system error'));
  }

  async start(jobs: readonly ScheduledJob[]): Promise<void> {
    await this.boss.start();
    for (const job of jobs) {
      await this.boss.createQueue(job.name, {
        name: job.name,
        retryLimit: 3,
        retryDelay: 30,
        expireInSeconds: 300,
      });
      await this.boss.schedule(job.name, job.cron);
      await this.boss.work(job.name, async () => {
        const result = await job.run();
        this.log.info({ job: job.name, result }, 'job done');
      });
    }
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: 5_000, wait: true });
  }
}
