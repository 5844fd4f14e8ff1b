import { createHash } from 'node:crypto';
import type { RgLimitsStatus } from '@gaming/contracts/rg-limits';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.js';
import type { ScheduledJob } from '../../platform/jobs.js';
import type { ComplianceDependencies } from './compliance-dependencies.js';
import { ExclusionsRepository } from './exclusions-repository.js';
import { registerExclusionsRoutes } from './exclusions-routes.js';
import { ExclusionsService } from './exclusions-service.js';
import type { JurisdictionService } from './jurisdiction-service.js';
import type { ExclusionRegister } from './register/exclusion-register.js';
import { gamstopRegister } from './register/gamstop-adapter.js';
import { RegisterService } from './register/register-service.js';
import { registerSimulator } from './register/register-simulator.js';
import type { registerLimits } from './register-limits.js';

type LimitsStatusSource = { statusOf(memberId: string, at: Date): Promise<RgLimitsStatus> };

const noLimits: RgLimitsStatus = {
  limits: [],
  effectiveRemaining: { deposit: null, loss: null, wager: null },
  realityCheckIntervalMinutes: null,
};

/**
 * Breaks, self-exclusion, closure, return and the external register (issue 20, H3): the login gate, the
 * registration and deposit checks, the marketing filters, the member and staff routes, the recheck job.
 */
export function registerExclusions(
  app: FastifyInstance,
  dependencies: ComplianceDependencies,
  parts: { jurisdiction: JurisdictionService; limits: ReturnType<typeof registerLimits> },
) {
  const { accounts, now } = dependencies;
  const repository = new ExclusionsRepository(dependencies.db);
  const registers: ExclusionRegister[] = [registerSimulator()];
  // From config (main.ts -> buildApp); absent in tests and when GAMSTOP_URL / GAMSTOP_API_KEY are unset.
  if (dependencies.gamstop) registers.push(gamstopRegister(dependencies.gamstop));
  const profile = () => parts.jurisdiction.current();
  const register = new RegisterService(
    repository,
    profile,
    registers,
    dependencies.metricsRegistry,
    app.log,
    now,
  );
  const exclusions = new ExclusionsService(
    repository,
    register,
    {
      endSessionsIn: (transaction, memberId) => accounts.sessions.revokeAllOf(memberId, { transaction }),
      announceSessionsEnded: (memberId) => accounts.sessions.announceEndedOf(memberId),
      hasMoneyOrOpenWithdrawal: async (member) => {
        const [balance, open] = await Promise.all([
          accounts.wallet.balance(member),
          accounts.withdrawals.withdrawals.undecidedOf(member.id),
        ]);
        return BigInt(balance.balanceMinor) > 0n || open.count > 0;
      },
      verifyPassword: (member, password) => accounts.auth.confirmLoginPassword(member, password),
      findMember: (memberId) => accounts.members.findById(memberId),
      recallVendorWallets: async (member, requestKey) => {
        try {
          await dependencies.vendorWallets.vendorWallets.recallAll(
            member,
            { requestId: requestIdOf(requestKey) },
            { ip: '', userAgent: null },
          );
        } catch (error) {
          // A single-wallet site has no vendor wallets to recall.
          if (!(error instanceof AppError && error.code === 'function_not_enabled')) throw error;
        }
      },
    },
    profile,
    accounts.audit,
    app.log,
    now,
  );

  accounts.auth.setLoginAdmission(
    (member, client) => exclusions.loginGate(member, client),
    (member) => exclusions.confirmFullLogin(member),
  );
  // A full session starts with the session-time limit's end and the first reality check (limits, H2).
  accounts.auth.addSessionTerms((memberId, at) => parts.limits.limits.sessionStart(memberId, at));
  accounts.registration.addRegistrationCheck((subject) => exclusions.checkRegistration(subject));
  accounts.deposits.addCreateCheck((transaction, memberId) =>
    exclusions.assertDepositAllowed(memberId, transaction),
  );
  dependencies.platformMessages.messages.addMarketingFilter((memberIds) =>
    exclusions.marketableOnly(memberIds),
  );
  dependencies.promotions.promotions.facts.marketableAmong = (memberIds) =>
    exclusions.marketableOnly(memberIds);
  // Raffle draws and red-envelope eligibility never pick a member whose marketing an exclusion blocked.
  dependencies.rewardCampaigns.audience.add((memberIds) => exclusions.marketableOnly(memberIds));

  const limitsSource = (parts.limits as { limits?: LimitsStatusSource }).limits;
  registerExclusionsRoutes(app, {
    exclusions,
    guard: accounts.guard,
    staff: accounts.staff,
    limitsStatusOf: (memberId) =>
      limitsSource ? limitsSource.statusOf(memberId, now()) : Promise.resolve(noLimits),
  });

  const scheduledJobs: ScheduledJob[] = [
    { name: 'rg-register-recheck', cron: '*/15 * * * *', run: () => exclusions.recheckJob() },
  ];
  return { scheduledJobs, exclusions, register };
}

/** A UUID-shaped request id derived from the exclusion (recallAll keys each vendor's move by it). */
function requestIdOf(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
