import type { FastifyInstance } from 'fastify';
import type { ScheduledJob } from '../../platform/jobs.js';
import type { AuditActor } from '../audit/audit-service.js';
import type { ComplianceDependencies } from '../responsible-gaming/compliance-dependencies.js';
import type { JurisdictionService } from '../responsible-gaming/jurisdiction-service.js';
import type { registerExclusions } from '../responsible-gaming/register-exclusions.js';
import { KycRepository } from './kyc-repository.js';
import { registerKycRoutes } from './kyc-routes.js';
import { KycService } from './kyc-service.js';

type UnderageExcluder = { excludeUnderage: (memberId: string, actor: AuditActor) => Promise<void> };

/**
 * Identity documents and verification (issue 20, H6): routes, and the gates (kyc_required) on withdrawal
 * requests, deposit creation, game launches and in-house rounds, through those modules' check registries.
 */
export function registerKyc(
  app: FastifyInstance,
  dependencies: ComplianceDependencies,
  parts: { jurisdiction: JurisdictionService; exclusions: ReturnType<typeof registerExclusions> },
) {
  const { accounts } = dependencies;
  const exclusions = (parts.exclusions as { exclusions?: UnderageExcluder }).exclusions;
  const kyc = new KycService(
    new KycRepository(dependencies.db),
    dependencies.settings,
    accounts.audit,
    {
      kycProfile: () => parts.jurisdiction.current().kyc,
      creditedTotal: (memberId, at) => accounts.deposits.creditedTotalBetween(memberId, new Date(0), at),
      excludeUnderage: async (memberId, actorName) => {
        if (!exclusions) throw new Error('the underage exclusion is not composed');
        await exclusions.excludeUnderage(memberId, { type: 'staff', id: null, name: actorName, ip: null });
      },
    },
    dependencies.now,
  );
  registerKycRoutes(app, { kyc, guard: accounts.guard, staff: accounts.staff });
  accounts.withdrawals.withdrawals.addRequestCheck((memberId, amountMinor) =>
    kyc.assert(memberId, 'withdrawal', amountMinor),
  );
  // Play: real-money game launches (vendors and the in-house launch URL) and new in-house rounds.
  dependencies.vendors.launch.addPlayCheck((memberId) => kyc.assert(memberId, 'play', undefined));
  accounts.inhouse.addPlayCheck((memberId) => kyc.assert(memberId, 'play', undefined));
  accounts.deposits.addCreateCheck((_transaction, memberId, amountMinor) =>
    kyc.assert(memberId, 'deposit', amountMinor),
  );
  const scheduledJobs: ScheduledJob[] = [
    { name: 'kyc-underage-sweep', cron: '*/10 * * * *', run: () => kyc.sweepUnderage() },
  ];
  return { scheduledJobs, kyc };
}
