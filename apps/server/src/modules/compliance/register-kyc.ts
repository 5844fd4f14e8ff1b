import type { FastifyInstance } from 'fastify';
import type { ScheduledJob } from '../../platform/jobs.js';
import type { ComplianceDependencies } from '../responsible-gaming/compliance-dependencies.js';
import type { JurisdictionService } from '../responsible-gaming/jurisdiction-service.js';
import type { registerExclusions } from '../responsible-gaming/register-exclusions.js';

/** Identity documents and verification (issue 20, H6 fills this). */
export function registerKyc(
  _app: FastifyInstance,
  _dependencies: ComplianceDependencies,
  _parts: { jurisdiction: JurisdictionService; exclusions: ReturnType<typeof registerExclusions> },
) {
  const scheduledJobs: ScheduledJob[] = [];
  return { scheduledJobs };
}
