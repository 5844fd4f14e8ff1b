import type { FastifyInstance } from 'fastify';
import type { ScheduledJob } from '../../platform/jobs.js';
import type { ComplianceDependencies } from '../responsible-gaming/compliance-dependencies.js';
import type { JurisdictionService } from '../responsible-gaming/jurisdiction-service.js';

/** AML rules, flags and withdrawal holds (issue 20, H6 fills this). */
export function registerAml(
  _app: FastifyInstance,
  _dependencies: ComplianceDependencies,
  _parts: { jurisdiction: JurisdictionService },
) {
  const scheduledJobs: ScheduledJob[] = [];
  return { scheduledJobs };
}
