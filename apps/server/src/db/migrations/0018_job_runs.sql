-- Runs of the scheduled jobs (issue 13, deliver 6): each run's outcome, so a failure is seen by staff and
-- can be retried from the back office. One row per attempt; kept for jobRunRetentionDays (a daily job
-- deletes older rows), so the table stays bounded.
create table job_runs (
  id bigint generated always as identity primary key,
  job_name text not null check (length(job_name) between 1 and 100),
  -- pg-boss's id of the run: its retries share it, with a higher attempt.
  boss_job_id text not null check (length(boss_job_id) between 1 and 100),
  attempt integer not null check (attempt between 1 and 1000),
  -- Attempts pg-boss makes in all (the first and its retries); a failure at the limit stays failed.
  attempt_limit integer not null check (attempt_limit between 1 and 1000),
  outcome text not null check (outcome in ('succeeded', 'failed')),
  -- Why a run failed (the error's code or message), never a stack; null when it succeeded.
  reason text check (length(reason) <= 1000),
  -- What the job returned (its report, such as the rows a recovery job skipped), as JSON, cut short.
  result_summary text check (length(result_summary) <= 2000),
  started_at timestamptz not null,
  finished_at timestamptz not null default now(),
  -- Staff asked for the job to run again after this failure (audited as job.retry).
  retried_at timestamptz,
  retried_by text check (length(retried_by) <= 100),
  check (outcome = 'failed' or reason is null)
);
create index job_runs_recent on job_runs (finished_at desc, id desc);
create index job_runs_failed on job_runs (finished_at desc, id desc) where outcome = 'failed';
