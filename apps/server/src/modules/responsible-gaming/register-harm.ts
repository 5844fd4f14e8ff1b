import type { FastifyInstance } from 'fastify';
import type { ScheduledJob } from '../../platform/jobs.js';
import type { registerAml } from '../compliance/register-aml.js';
import type { registerKyc } from '../compliance/register-kyc.js';
import type { ComplianceDependencies } from './compliance-dependencies.js';
import type { JurisdictionService } from './jurisdiction-service.js';
import type { registerExclusions } from './register-exclusions.js';
import type { registerLimits } from './register-limits.js';

/** Markers of harm, staff interactions and the member compliance view (issue 20, H7 fills this). */
export function registerHarm(
  _app: FastifyInstance,
  _dependencies: ComplianceDependencies,
  _parts: {
    jurisdiction: JurisdictionService;
    limits: ReturnType<typeof registerLimits>;
    exclusions: ReturnType<typeof registerExclusions>;
    kyc: ReturnType<typeof registerKyc>;
    aml: ReturnType<typeof registerAml>;
  },
) {
  const scheduledJobs: ScheduledJob[] = [];
  return { scheduledJobs };
}
