import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LedgerIds } from '../../platform/derived-id.js';
import type { ScheduledJob } from '../../platform/jobs.js';
import { SecretBox } from '../../platform/security/secret-box.js';
import type { AuditService } from '../audit/audit-service.js';
import type { MemberGuard } from '../auth/member-guard.js';
import { RoundsRepository } from '../rounds/rounds-repository.js';
import { RoundsService } from '../rounds/rounds-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { StaffService } from '../staff/staff-service.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import type { WalletService } from '../wallet/wallet-service.js';
import { FunRepository } from './fun-repository.js';
import { registerFunRoutes } from './fun-routes.js';
import { FunInhouseService } from './fun-service.js';
import { registerInhouseAdminRoutes } from './inhouse-admin-routes.js';
import { inhouseByAccount } from './inhouse-by-account.js';
import { InhouseLimitsService } from './inhouse-limits-service.js';
import { InhouseRepository } from './inhouse-repository.js';
import { registerInhouseRoutes } from './inhouse-routes.js';
import { InhouseService } from './inhouse-service.js';

export type InhouseDependencies = {
  db: Kysely<Database>;
  ledger: LedgerService;
  ledgerIds: LedgerIds;
  wallet: WalletService;
  settings: SettingsService;
  audit: AuditService;
  guard: MemberGuard;
  staff: StaffService;
  /** Seals server seeds at rest until they are revealed. */
  secretKey: Buffer;
  /** The server's clock (ms) live rounds are timed by; tests inject one. */
  now?: (() => number) | undefined;
};

/** Composition of the round record (shared with vendor integrations) and the in-house games. */
export function registerInhouse(app: FastifyInstance, dependencies: InhouseDependencies) {
  const rounds = new RoundsService(new RoundsRepository(dependencies.db));
  const repository = new InhouseRepository(dependencies.db);
  const inhouse = new InhouseService(
    repository,
    rounds,
    dependencies.ledger,
    dependencies.ledgerIds,
    dependencies.wallet,
    dependencies.settings,
    new SecretBox(dependencies.secretKey),
    dependencies.audit,
    dependencies.now,
  );
  // Free play (issue 14 #9): a trial account reaches the member routes and plays with fun money there.
  const fun = new FunInhouseService(
    new FunRepository(dependencies.db),
    repository,
    inhouse,
    dependencies.settings,
    new SecretBox(dependencies.secretKey),
    dependencies.now,
  );
  const guard = dependencies.guard;
  registerInhouseRoutes(app, {
    inhouse: inhouseByAccount(inhouse, fun),
    guard: { require: (request, options) => guard.require(request, { ...options, allowTrial: true }) },
  });
  registerFunRoutes(app, { fun, guard });
  registerInhouseAdminRoutes(app, {
    staff: dependencies.staff,
    limits: new InhouseLimitsService(repository, dependencies.settings, dependencies.audit, () =>
      inhouse.gameNames(),
    ),
  });
  const scheduledJobs: ScheduledJob[] = [
    // Every minute: abandoned crash rounds end within 2 minutes, so their money is settled soon after.
    { name: 'inhouse-finish-unfinished', cron: '* * * * *', run: () => inhouse.finishUnfinished() },
  ];
  return { rounds, inhouse, scheduledJobs };
}
