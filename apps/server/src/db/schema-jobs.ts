/** Tables of the scheduled jobs' records (kysely types); 0018_job_runs.sql; modules/jobs owns this file. */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type JobRunOutcome = 'succeeded' | 'failed';

export interface JobRunsTable {
  /** bigint: read back as a decimal string. */
  id: Generated<string>;
  job_name: string;
  boss_job_id: string;
  attempt: number;
  attempt_limit: number;
  outcome: JobRunOutcome;
  reason: string | null;
  result_summary: string | null;
  started_at: Date;
  finished_at: Timestamp;
  retried_at: Date | null;
  retried_by: string | null;
}

export interface JobsDatabase {
  job_runs: JobRunsTable;
}
