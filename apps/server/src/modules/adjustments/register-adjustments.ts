import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LedgerIds } from '../../platform/derived-id.js';
import type { MemberEventBus } from '../../platform/events.js';
import type { ScheduledJob } from '../../platform/jobs.js';
import type { AuditService } from '../audit/audit-service.js';
import type { MembersService } from '../members/members-service.js';
import type { SettingChangesService } from '../settings/setting-changes-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { StaffService } from '../staff/staff-service.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import type { WalletService } from '../wallet/wallet-service.js';
import { AdjustmentsRepository } from './adjustments-repository.js';
import { registerAdjustmentRoutes } from './adjustments-routes.js';
import { AdjustmentsService } from './adjustments-service.js';
import { MemberWalletView } from './member-wallet-view.js';

export type AdjustmentsDependencies = {
  db: Kysely<Database>;
  ledger: LedgerService;
  ledgerIds: LedgerIds;
  wallet: WalletService;
  members: MembersService;
  settings: SettingsService;
  audit: AuditService;
  staff: StaffService;
  events: MemberEventBus;
  settingChanges: SettingChangesService;
};

/** Composition of the back office's member wallets and manual adjustments. */
export function registerAdjustments(app: FastifyInstance, dependencies: AdjustmentsDependencies) {
  const repository = new AdjustmentsRepository(dependencies.db);
  const adjustments = new AdjustmentsService(
    repository,
    dependencies.ledger,
    dependencies.ledgerIds,
    dependencies.wallet,
    dependencies.members,
    dependencies.settings,
    dependencies.audit,
    dependencies.events,
    app.log,
  );
  const memberWallet = new MemberWalletView(
    dependencies.ledger,
    dependencies.wallet,
    dependencies.members,
    adjustments,
  );
  registerAdjustmentRoutes(app, {
    staff: dependencies.staff,
    adjustments,
    memberWallet,
    settingChanges: dependencies.settingChanges,
  });
  const scheduledJobs: ScheduledJob[] = [
    { name: 'adjustments-finish-unfinished', cron: '*/5 * * * *', run: () => adjustments.finishUnfinished() },
  ];
  return { adjustments, memberWallet, scheduledJobs };
}
