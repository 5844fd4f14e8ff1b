import type { FastifyInstance } from 'fastify';
import type { ScheduledJob } from '../../platform/jobs.js';
import type { ComplianceDependencies } from './compliance-dependencies.js';
import type { JurisdictionService } from './jurisdiction-service.js';

/** Deposit, loss, wager and session-time limits, the play budget, reality checks and the session clock (issue 20, H2 fills this). */
export function registerLimits(
  _app: FastifyInstance,
  _dependencies: ComplianceDependencies,
  _parts: { jurisdiction: JurisdictionService },
) {
  const scheduledJobs: ScheduledJob[] = [];
  return { scheduledJobs };
}
