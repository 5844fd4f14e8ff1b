import type { FastifyInstance } from 'fastify';
import type { ScheduledJob } from '../../platform/jobs.js';
import type { ComplianceDependencies } from '../responsible-gaming/compliance-dependencies.js';
import type { JurisdictionService } from '../responsible-gaming/jurisdiction-service.js';
import { PlayStatsRepository } from '../rounds/play-stats-repository.js';
import { PlayStatsService } from '../rounds/play-stats-service.js';
import { SettingChangesRepository } from '../settings/setting-changes-repository.js';
import { SettingChangesService } from '../settings/setting-changes-service.js';
import { AmlRepository } from './aml-repository.js';
import { registerAmlRoutes } from './aml-routes.js';
import { AmlService } from './aml-service.js';

/**
 * AML rules, flags and withdrawal holds (issue 20, H6): evaluation on each credited deposit (listener, and
 * the aml-scan job for credits a crash kept from it) and each withdrawal request (listener); approval
 * refuses a held withdrawal.
 */
export function registerAml(
  app: FastifyInstance,
  dependencies: ComplianceDependencies,
  parts: { jurisdiction: JurisdictionService },
) {
  const { accounts } = dependencies;
  const playStats = new PlayStatsService(new PlayStatsRepository(dependencies.db));
  const settingChanges = new SettingChangesService(
    new SettingChangesRepository(dependencies.db),
    dependencies.settings,
    accounts.audit,
    dependencies.now,
  );
  const aml = new AmlService(
    new AmlRepository(dependencies.db),
    settingChanges,
    accounts.audit,
    {
      rules: () => dependencies.settings.get('aml.rules'),
      enabled: () => parts.jurisdiction.current().aml.enabled,
      creditedTotalBetween: (memberId, from, to) =>
        accounts.deposits.creditedTotalBetween(memberId, from, to),
      validBetBetween: (memberId, from, to) => playStats.totalValidBet(memberId, from, to),
    },
    dependencies.now,
  );
  registerAmlRoutes(app, { aml, staff: accounts.staff });
  accounts.deposits.addCreditedListener(async (deposit) => {
    await aml.evaluateDeposit(deposit);
  });
  accounts.withdrawals.decisions.addApproveCheck((transaction, withdrawalId) =>
    aml.assertNotHeld(transaction, withdrawalId),
  );
  accounts.withdrawals.withdrawals.addRequestedListener(async (row) => {
    await aml.evaluateWithdrawal({
      id: row.id,
      memberId: row.member_id,
      amountMinor: BigInt(row.amount_minor),
      requestedAt: new Date(row.created_at),
    });
  });
  const scheduledJobs: ScheduledJob[] = [{ name: 'aml-scan', cron: '*/5 * * * *', run: () => aml.scan() }];
  return { scheduledJobs, aml };
}
