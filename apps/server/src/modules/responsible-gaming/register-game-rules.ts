import type { FastifyInstance } from 'fastify';
import type { ScheduledJob } from '../../platform/jobs.js';
import type { ComplianceDependencies } from './compliance-dependencies.js';
import type { JurisdictionService } from './jurisdiction-service.js';
import type { registerLimits } from './register-limits.js';

/** Game rules by profile and withdrawal reversal (issue 20, H5 fills this). */
export function registerGameRules(
  _app: FastifyInstance,
  _dependencies: ComplianceDependencies,
  _parts: { jurisdiction: JurisdictionService; limits: ReturnType<typeof registerLimits> },
) {
  const scheduledJobs: ScheduledJob[] = [];
  return { scheduledJobs };
}
