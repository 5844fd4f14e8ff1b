import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import {
  adminJobRunListQuerySchema,
  adminJobRunListResponseSchema,
  adminJobRunParamsSchema,
  adminJobRunRetryResponseSchema,
  adminScheduledJobListResponseSchema,
  adminScheduledJobParamsSchema,
  adminScheduledJobRunResponseSchema,
} from '@gaming/contracts/job-runs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken, clientOf } from '../../platform/request-client.js';
import { type StaffService, staffActor } from '../staff/staff-service.js';
import type { JobRunsService } from './job-runs-service.js';

const tags = ['Back office: scheduled jobs'];
// Each retry starts a job's run: bounded so a stuck button cannot queue runs without end.
const retryRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
// Run now is refused while the job's run is pending anyway; this bounds the asking (and its lock waits).
const runNowRateLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

export function registerJobRunsRoutes(
  app: FastifyInstance,
  services: { staff: StaffService; jobRuns: JobRunsService },
): void {
  const { staff, jobRuns } = services;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(adminApiRoutes.adminJobRunList.path, {
    schema: {
      operationId: 'adminJobRunList',
      summary: 'Recent runs of the scheduled jobs (failed ones by default), newest first, paged',
      tags,
      querystring: adminJobRunListQuerySchema,
      response: { 200: adminJobRunListResponseSchema },
    },
    handler: async (request, reply) => {
      await staff.authorize(bearerToken(request), 'manageJobs');
      reply.header('cache-control', 'no-store');
      return jobRuns.list(request.query);
    },
  });
  routes.post(adminApiRoutes.adminJobRunRetry.path, {
    config: retryRateLimit,
    schema: {
      operationId: 'adminJobRunRetry',
      summary: "Run a failed run's job again now (jobs are safe to rerun); audited",
      tags,
      params: adminJobRunParamsSchema,
      response: { 200: adminJobRunRetryResponseSchema },
    },
    handler: async (request) => {
      const { staff: staffMember } = await staff.authorize(bearerToken(request), 'manageJobs');
      return jobRuns.retry(request.params.id, staffActor(staffMember, clientOf(request)));
    },
  });
  routes.get(adminApiRoutes.adminScheduledJobList.path, {
    schema: {
      operationId: 'adminScheduledJobList',
      summary: 'The scheduled jobs the server runs, each with its runs waiting or running',
      tags,
      response: { 200: adminScheduledJobListResponseSchema },
    },
    handler: async (request, reply) => {
      await staff.authorize(bearerToken(request), 'manageJobs');
      reply.header('cache-control', 'no-store');
      return jobRuns.scheduledJobList();
    },
  });
  routes.post(adminApiRoutes.adminScheduledJobRun.path, {
    config: runNowRateLimit,
    schema: {
      operationId: 'adminScheduledJobRun',
      summary:
        'Run a scheduled job now, outside its schedule (jobs are safe to rerun); refused while a run of it is waiting or running; audited',
      tags,
      params: adminScheduledJobParamsSchema,
      response: { 200: adminScheduledJobRunResponseSchema },
    },
    handler: async (request) => {
      const { staff: staffMember } = await staff.authorize(bearerToken(request), 'manageJobs');
      return jobRuns.runScheduledJobNow(request.params.name, staffActor(staffMember, clientOf(request)));
    },
  });
}
