import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { JobRunOutcome } from '../../db/schema-jobs.js';

export type JobRunRow = {
  id: string;
  job_name: string;
  boss_job_id: string;
  attempt: number;
  attempt_limit: number;
  outcome: JobRunOutcome;
  reason: string | null;
  result_summary: string | null;
  started_at: Date;
  finished_at: Date;
  retried_at: Date | null;
  retried_by: string | null;
};

export type NewJobRun = Omit<JobRunRow, 'id' | 'retried_at' | 'retried_by'>;

/** Old runs are deleted at most this many per pass, so one pass never holds the table long. */
const pruneBatchLimit = 10_000;

/** The only file that knows the job_runs table (0018_job_runs.sql). */
export class JobRunsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async record(run: NewJobRun): Promise<void> {
    await this.db.insertInto('job_runs').values(run).execute();
  }

  async list(filter: { failedOnly: boolean; limit: number; offset: number }) {
    let query = this.db.selectFrom('job_runs');
    if (filter.failedOnly) query = query.where('outcome', '=', 'failed');
    const [rows, total] = await Promise.all([
      query
        .selectAll()
        .orderBy('finished_at', 'desc')
        .orderBy('id', 'desc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows as JobRunRow[], total: Number(total.count) };
  }

  async find(id: string): Promise<JobRunRow | undefined> {
    return (await this.db.selectFrom('job_runs').selectAll().where('id', '=', id).executeTakeFirst()) as
      | JobRunRow
      | undefined;
  }

  async markRetried(id: string, retriedBy: string): Promise<JobRunRow | undefined> {
    return (await this.db
      .updateTable('job_runs')
      .set({ retried_at: sql<Date>`now()`, retried_by: retriedBy })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst()) as JobRunRow | undefined;
  }

  /**
   * Runs `work` in a transaction holding an advisory lock on the job's name, so two staff asking to run
   * the same job at once (on any server) take turns: the second sees the first's run as pending.
   */
  async whileRunNowLocked<T>(jobName: string, work: (transaction: Transaction<Database>) => Promise<T>) {
    return this.db.transaction().execute(async (transaction) => {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`jobs:run-now:${jobName}`}, 0))`.execute(
        transaction,
      );
      return work(transaction);
    });
  }

  /** Deletes runs that finished more than `days` ago (one bounded batch); returns how many. */
  async deleteOlderThan(days: number): Promise<number> {
    const result = await this.db
      .deleteFrom('job_runs')
      .where(
        'id',
        'in',
        this.db
          .selectFrom('job_runs')
          .select('id')
          .where('finished_at', '<', sql<Date>`now() - make_interval(days => ${days})`)
          .limit(pruneBatchLimit),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
