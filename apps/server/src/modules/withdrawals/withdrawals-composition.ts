import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LedgerIds } from '../../platform/derived-id.js';
import type { MemberEventBus } from '../../platform/events.js';
import type { ScheduledJob } from '../../platform/jobs.js';
import type { AuditService } from '../audit/audit-service.js';
import type { MemberGuard } from '../auth/member-guard.js';
import type { SettingChangesService } from '../settings/setting-changes-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { StaffService } from '../staff/staff-service.js';
import type { UploadsService } from '../uploads/uploads-service.js';
import { mapOrderNumbers } from '../wallet/account-record.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import type { WalletService } from '../wallet/wallet-service.js';
import { WithdrawalDecisions } from './withdrawal-decisions.js';
import { WithdrawalLedger } from './withdrawal-ledger.js';
import { WithdrawalSweeper } from './withdrawal-sweeper.js';
import { WithdrawalTransitions } from './withdrawal-transitions.js';
import { registerWithdrawalAdminRoutes } from './withdrawals-admin-routes.js';
import { WithdrawalsRepository } from './withdrawals-repository.js';
import { registerWithdrawalRoutes } from './withdrawals-routes.js';
import { WithdrawalsService } from './withdrawals-service.js';

export type WithdrawalsOptions = {
  db: Kysely<Database>;
  settings: SettingsService;
  ledger: LedgerService;
  ledgerIds: LedgerIds;
  wallet: WalletService;
  uploads: UploadsService;
  audit: AuditService;
  staff: StaffService;
  guard: MemberGuard;
  events: MemberEventBus;
  /** Changes to the withdrawal settings are proposed here and approved by a second staff member. */
  settingChanges: SettingChangesService;
  /** The clock; tests may move it. */
  now?: () => Date;
};

/** Composition root of withdrawals: services, member and staff routes, and the every-minute sweeper job. */
export function registerWithdrawals(app: FastifyInstance, options: WithdrawalsOptions) {
  const now = options.now ?? (() => new Date());
  const repository = new WithdrawalsRepository(options.db);
  const ledger = new WithdrawalLedger(options.ledger, options.ledgerIds, options.wallet);
  const transitions = new WithdrawalTransitions(
    repository,
    ledger,
    options.audit,
    options.events,
    app.log,
    now,
  );
  const withdrawals = new WithdrawalsService(
    repository,
    ledger,
    transitions,
    options.wallet,
    options.uploads,
    options.audit,
    options.settings,
    now,
  );
  const decisions = new WithdrawalDecisions(repository, transitions, options.uploads, options.settings, now);
  const sweeper = new WithdrawalSweeper(repository, transitions, withdrawals, options.settings, app.log, now);
  registerWithdrawalRoutes(app, { withdrawals, guard: options.guard });
  // The account record names a withdrawal by the order number its list shows.
  options.wallet.recordReferences.register('withdrawal', async (ids) =>
    mapOrderNumbers(await repository.orderNumbersOf(ids), 'withdrawal'),
  );
  registerWithdrawalAdminRoutes(app, {
    decisions,
    staff: options.staff,
    settingChanges: options.settingChanges,
  });
  const scheduledJobs: ScheduledJob[] = [
    { name: 'withdrawals-sweep', cron: '* * * * *', run: () => sweeper.run() },
  ];
  return { withdrawals, decisions, sweeper, scheduledJobs };
}
