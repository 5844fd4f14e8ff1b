import type { FastifyInstance } from 'fastify';
import type { ScheduledJob } from '../../platform/jobs.js';
import type { ComplianceDependencies } from './compliance-dependencies.js';
import type { JurisdictionService } from './jurisdiction-service.js';
import { LimitsRepository } from './limits-repository.js';
import { registerLimitsRoutes } from './limits-routes.js';
import { LimitsService } from './limits-service.js';
import { PlayBudgetRepository } from './play-budget-repository.js';
import { PlayBudgetService } from './play-budget-service.js';

/**
 * Deposit, loss, wager and session-time limits, the play budget, reality checks and the session clock
 * (issue 20, plan section 2): the deposit limit joins deposit creation as a create check, the play budget
 * joins the vendor callback path, and the member sessions learn whether a due reality check stops play.
 */
export function registerLimits(
  app: FastifyInstance,
  dependencies: ComplianceDependencies,
  parts: { jurisdiction: JurisdictionService },
) {
  const { db, settings, now, accounts } = dependencies;
  const jurisdiction = () => parts.jurisdiction.current();
  const playBudget = new PlayBudgetService(db, new PlayBudgetRepository(db), settings, now);
  const limits = new LimitsService({
    repository: new LimitsRepository(db),
    jurisdiction,
    audit: accounts.audit,
    deposits: accounts.deposits,
    sessions: accounts.sessions,
    playBudget,
    now,
  });
  accounts.deposits.addCreateCheck((transaction, memberId, amountMinor, at) =>
    limits.assertDepositAllowed(transaction, memberId, amountMinor, at),
  );
  dependencies.vendors.wallet.usePlayBudget(playBudget);
  accounts.sessions.useRealityCheckBlocking(() => {
    const realityCheck = jurisdiction().realityCheck;
    return realityCheck.offered && realityCheck.blockPlayUntilAcknowledged;
  });
  app.addHook('onReady', () => playBudget.start());
  app.addHook('onClose', async () => playBudget.stop());
  registerLimitsRoutes(app, { limits, guard: accounts.guard });
  const scheduledJobs: ScheduledJob[] = [];
  return { scheduledJobs, limits, playBudget };
}
