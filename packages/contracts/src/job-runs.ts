import { z } from 'zod';
import { pageInfoSchema } from './staff.js';

/**
 * Back office: runs of the scheduled jobs (salary settlement, recovery sweeps …), the failed ones first
 * of interest, and staff's retry, which runs the job again at once (jobs are safe to rerun).
 */

export const maximumJobRunPageSize = 100;
/** Runs are kept this long; older ones are deleted by the job-runs-prune job. */
export const jobRunRetentionDays = 14;

export const jobRunOutcomes = ['succeeded', 'failed'] as const;
export const jobRunOutcomeSchema = z.enum(jobRunOutcomes);
export type JobRunOutcome = z.infer<typeof jobRunOutcomeSchema>;

/** failed: only failed runs (the default); all: every run, with what each job reported. */
export const jobRunFilters = ['failed', 'all'] as const;
export type JobRunFilter = (typeof jobRunFilters)[number];

export const adminJobRunListQuerySchema = z.object({
  outcome: z.enum(jobRunFilters).default('failed'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(maximumJobRunPageSize).default(20),
});
export type AdminJobRunListQuery = z.infer<typeof adminJobRunListQuerySchema>;

export const adminJobRunSchema = z
  .object({
    id: z.string().regex(/^\d+$/),
    jobName: z.string(),
    /** 1 for the first try; pg-boss retries a failed run up to attemptLimit in all. */
    attempt: z.number().int(),
    attemptLimit: z.number().int(),
    outcome: jobRunOutcomeSchema,
    /** Why it failed: an error code or the error's message (no stack). */
    reason: z.string().nullable(),
    /** What the job reported (JSON, cut at 2,000 characters), such as rows a recovery job skipped. */
    resultSummary: z.string().nullable(),
    startedAt: z.string(),
    finishedAt: z.string(),
    /** When and by whom a retry was asked for after this failure. */
    retriedAt: z.string().nullable(),
    retriedBy: z.string().nullable(),
  })
  .meta({ id: 'AdminJobRun' });
export type AdminJobRun = z.infer<typeof adminJobRunSchema>;

export const adminJobRunListResponseSchema = z
  .object({
    runs: z.array(adminJobRunSchema).max(maximumJobRunPageSize),
    pageInfo: pageInfoSchema,
    retentionDays: z.number().int(),
  })
  .meta({ id: 'AdminJobRunList' });
export type AdminJobRunListResponse = z.infer<typeof adminJobRunListResponseSchema>;

export const adminJobRunParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/) });

export const adminJobRunRetryResponseSchema = z
  .object({
    /** The failed run, now marked as retried; the new run shows in the list once it has run. */
    run: adminJobRunSchema,
  })
  .meta({ id: 'AdminJobRunRetry' });
export type AdminJobRunRetryResponse = z.infer<typeof adminJobRunRetryResponseSchema>;

/**
 * The scheduled jobs the server runs, each of which staff may run at once outside its schedule (jobs are
 * safe to rerun): refused while a run of the job is waiting or running, so runs cannot pile up.
 */
export const maximumScheduledJobCount = 100;
/** Job names as the modules register them: lower-case words joined by hyphens. */
export const scheduledJobNameSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/);

export const adminScheduledJobSchema = z
  .object({
    name: scheduledJobNameSchema,
    /** Five-field cron, in UTC. */
    cron: z.string(),
    /** Runs waiting to start (a retry's included) or running now; null where no job runner runs. */
    pendingRuns: z.number().int().min(0).nullable(),
  })
  .meta({ id: 'AdminScheduledJob' });
export type AdminScheduledJob = z.infer<typeof adminScheduledJobSchema>;

export const adminScheduledJobListResponseSchema = z
  .object({ jobs: z.array(adminScheduledJobSchema).max(maximumScheduledJobCount) })
  .meta({ id: 'AdminScheduledJobList' });
export type AdminScheduledJobListResponse = z.infer<typeof adminScheduledJobListResponseSchema>;

export const adminScheduledJobParamsSchema = z.object({ name: scheduledJobNameSchema });

export const adminScheduledJobRunResponseSchema = z
  .object({
    /** The job with its run now queued; the run shows in the list of runs once it has run. */
    job: adminScheduledJobSchema,
  })
  .meta({ id: 'AdminScheduledJobRun' });
export type AdminScheduledJobRunResponse = z.infer<typeof adminScheduledJobRunResponseSchema>;
