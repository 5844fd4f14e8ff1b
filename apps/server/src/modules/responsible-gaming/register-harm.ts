import type { FastifyInstance } from 'fastify';
import type { ScheduledJob } from '../../platform/jobs.js';
import type { registerAml } from '../compliance/register-aml.js';
import type { registerKyc } from '../compliance/register-kyc.js';
import type { ComplianceDependencies } from './compliance-dependencies.js';
import { HarmFactsRepository } from './harm-facts-repository.js';
import { HarmMarkersRepository } from './harm-markers-repository.js';
import { registerHarmMarkersRoutes } from './harm-markers-routes.js';
import { HarmMarkersService } from './harm-markers-service.js';
import { InteractionsRepository } from './interactions-repository.js';
import { InteractionsService } from './interactions-service.js';
import type { JurisdictionService } from './jurisdiction-service.js';
import { MemberComplianceService } from './member-compliance-service.js';
import type { registerExclusions } from './register-exclusions.js';
import type { registerLimits } from './register-limits.js';

/** Markers of harm, staff interactions and the member compliance view (issue 20, H7). */
export function registerHarm(
  app: FastifyInstance,
  dependencies: ComplianceDependencies,
  parts: {
    jurisdiction: JurisdictionService;
    limits: ReturnType<typeof registerLimits>;
    exclusions: ReturnType<typeof registerExclusions>;
    kyc: ReturnType<typeof registerKyc>;
    aml: ReturnType<typeof registerAml>;
  },
) {
  const { db, accounts, now } = dependencies;
  const interactions = new InteractionsService(new InteractionsRepository(db), accounts.audit, now);
  const markers = new HarmMarkersService(
    new HarmMarkersRepository(db),
    new HarmFactsRepository(db),
    interactions,
    accounts.audit,
    {
      rules: () => parts.jurisdiction.current().harmMarkers,
      gmtOffsetMinutes: () => dependencies.settings.get('brand').gmtOffsetMinutes,
    },
    now,
  );
  const compliance = new MemberComplianceService(
    {
      limitHistoryOf: (memberId, limit) => parts.limits.limits.historyOf(memberId, limit),
      exclusionHistoryOf: (memberId) => parts.exclusions.exclusions.historyOf(memberId),
      kycStatusOf: (memberId) => parts.kyc.kyc.statusOf(memberId),
      amlFlagsOf: (memberId) => parts.aml.aml.flagsOf(memberId),
    },
    markers,
    interactions,
  );
  registerHarmMarkersRoutes(app, { markers, interactions, compliance, staff: accounts.staff });
  const scheduledJobs: ScheduledJob[] = [
    { name: 'rg-harm-markers', cron: '30 * * * *', run: () => markers.scan() },
  ];
  return { scheduledJobs, markers, interactions, compliance };
}
