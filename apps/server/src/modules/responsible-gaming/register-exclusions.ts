import type { FastifyInstance } from 'fastify';
import type { ScheduledJob } from '../../platform/jobs.js';
import type { ComplianceDependencies } from './compliance-dependencies.js';
import type { JurisdictionService } from './jurisdiction-service.js';
import type { registerLimits } from './register-limits.js';

/** Breaks, self-exclusion, closure, return and the external register (issue 20, H3 fills this). */
export function registerExclusions(
  _app: FastifyInstance,
  _dependencies: ComplianceDependencies,
  _parts: { jurisdiction: JurisdictionService; limits: ReturnType<typeof registerLimits> },
) {
  const scheduledJobs: ScheduledJob[] = [];
  return { scheduledJobs };
}
