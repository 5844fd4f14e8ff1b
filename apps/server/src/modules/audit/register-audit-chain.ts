import type { FastifyInstance } from 'fastify';
import type { ScheduledJob } from '../../platform/jobs.js';
import type { ComplianceDependencies } from '../responsible-gaming/compliance-dependencies.js';

/** The tamper-evident audit chain: sealing job and verification (issue 20, H7 fills this). */
export function registerAuditChain(
  _app: FastifyInstance,
  _dependencies: ComplianceDependencies,
  _parts: Record<never, never>,
) {
  const scheduledJobs: ScheduledJob[] = [];
  return { scheduledJobs };
}
