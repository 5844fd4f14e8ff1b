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
 * Identity documents and verification (issue 20, H6): routes, and the gates on withdrawal requests and
 * deposit creation. Play (launch, in-house rounds) calls `kyc.assert(memberId, 'play')` from its own module.
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
  // The withdrawal check is told no amount yet (WithdrawalsService.addRequestCheck passes the member only),
  // so a withdrawal threshold counts as reached; see the issue-20 shared file (H6 -> H5).
  accounts.withdrawals.withdrawals.addRequestCheck((memberId, amountMinor?: bigint) =>
    kyc.assert(memberId, 'withdrawal', amountMinor),
  );
  accounts.deposits.addCreateCheck((_transaction, memberId, amountMinor) =>
    kyc.assert(memberId, 'deposit', amountMinor),
  );
  const scheduledJobs: ScheduledJob[] = [];
  return { scheduledJobs, kyc };
}
