import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Registry } from 'prom-client';
import type { Database } from '../../db/schema.js';
import type { JobQueue } from '../../platform/jobs.js';
import { jobRunCounter } from '../../platform/metrics.js';
import type { AuditService } from '../audit/audit-service.js';
import type { StaffService } from '../staff/staff-service.js';
import { JobRunsRepository } from './job-runs-repository.js';
import { registerJobRunsRoutes } from './job-runs-routes.js';
import { JobRunsService } from './job-runs-service.js';

/** The record of scheduled jobs' runs: counted in /metrics (with a registry), listed and retried by staff. */
export function registerJobRuns(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    staff: StaffService;
    audit: AuditService;
    metricsRegistry: Registry | undefined;
    queue: JobQueue | undefined;
  },
): JobRunsService {
  const jobRuns = new JobRunsService(
    new JobRunsRepository(options.db),
    options.audit,
    jobRunCounter(options.metricsRegistry),
    options.queue,
  );
  registerJobRunsRoutes(app, { staff: options.staff, jobRuns });
  return jobRuns;
}
