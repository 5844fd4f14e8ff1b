import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LedgerIds } from '../../platform/derived-id.js';
import type { MemberEventBus } from '../../platform/events.js';
import type { ScheduledJob } from '../../platform/jobs.js';
import type { AuditService } from '../audit/audit-service.js';
import type { MemberGuard } from '../auth/member-guard.js';
import type { MembersService } from '../members/members-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { StaffService } from '../staff/staff-service.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import type { WalletService } from '../wallet/wallet-service.js';
import { registerBonusAdminRoutes } from './bonuses-admin-routes.js';
import { BonusesRepository } from './bonuses-repository.js';
import { registerBonusRoutes } from './bonuses-routes.js';
import { BonusesService } from './bonuses-service.js';

export type BonusesDependencies = {
  db: Kysely<Database>;
  ledger: LedgerService;
  ledgerIds: LedgerIds;
  wallet: WalletService;
  /** MembersService (account names and look-up by name for the staff list). */
  members: MembersService;
  settings: SettingsService;
  audit: AuditService;
  staff: StaffService;
  guard: MemberGuard;
  events: MemberEventBus;
  now?: () => Date;
};

/**
 * Composition of bonus money (issue 16): the service every reward is granted through (promotions and
 * reward campaigns call `bonuses.grant`), the reward centre, staff routes and the every-minute job
 * (sweep owed steps, release met bonuses, expire wagering and claims).
 */
export function registerBonuses(app: FastifyInstance, dependencies: BonusesDependencies) {
  const repository = new BonusesRepository(dependencies.db);
  const bonuses = new BonusesService(
    repository,
    dependencies.ledger,
    dependencies.ledgerIds,
    dependencies.wallet,
    dependencies.members,
    dependencies.settings,
    dependencies.audit,
    dependencies.events,
    app.log,
    dependencies.now,
  );
  registerBonusRoutes(app, { bonuses, guard: dependencies.guard });
  // The account record names a bonus line (lock, release, pay) by the bonus's title.
  dependencies.wallet.recordReferences.register('bonus', async (ids) => {
    const rows = await repository.titlesOf(ids);
    return new Map(rows.map((row) => [row.id, { reference: null, subject: row.title }]));
  });
  registerBonusAdminRoutes(app, { staff: dependencies.staff, bonuses });
  const scheduledJobs: ScheduledJob[] = [
    { name: 'bonuses-minute', cron: '* * * * *', run: () => bonuses.runMinute().then(() => undefined) },
  ];
  return { bonuses, scheduledJobs };
}
