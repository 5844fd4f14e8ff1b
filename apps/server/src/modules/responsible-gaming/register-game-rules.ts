import type { FastifyInstance } from 'fastify';
import type { ScheduledJob } from '../../platform/jobs.js';
import type { ComplianceDependencies } from './compliance-dependencies.js';
import { GameRulesRepository } from './game-rules-repository.js';
import { registerGameRulesRoutes } from './game-rules-routes.js';
import { GameRulesService } from './game-rules-service.js';
import type { JurisdictionService } from './jurisdiction-service.js';
import type { registerLimits } from './register-limits.js';

/**
 * Game rules by profile and withdrawal reversal (issue 20, plan section 4): the in-house rounds get the
 * minimum cycle and the play budget in their transactions, vendor launches carry the profile's rules, and
 * members may cancel a pending withdrawal only where the profile allows a reversal.
 */
export function registerGameRules(
  app: FastifyInstance,
  dependencies: ComplianceDependencies,
  parts: { jurisdiction: JurisdictionService; limits: ReturnType<typeof registerLimits> },
) {
  const { db, now, accounts, vendors } = dependencies;
  const withdrawals = accounts.withdrawals.withdrawals;
  const gameRules = new GameRulesService({
    repository: new GameRulesRepository(db),
    jurisdiction: () => parts.jurisdiction.current(),
    limits: parts.limits.limits,
    playBudget: parts.limits.playBudget,
    withdrawals,
    audit: accounts.audit,
    db,
    now,
  });
  accounts.inhouse.addRoundHooks(gameRules);
  vendors.launch.useLaunchRules((game) => gameRules.launchRulesOf(game));
  withdrawals.useLogger(app.log);
  registerGameRulesRoutes(app, { gameRules, guard: accounts.guard });
  const scheduledJobs: ScheduledJob[] = [];
  return { scheduledJobs, gameRules };
}
