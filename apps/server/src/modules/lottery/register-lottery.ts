import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LedgerIds } from '../../platform/derived-id.js';
import type { ScheduledJob } from '../../platform/jobs.js';
import { SecretBox } from '../../platform/security/secret-box.js';
import type { AuditService } from '../audit/audit-service.js';
import type { MemberGuard } from '../auth/member-guard.js';
import type { RoundsService } from '../rounds/rounds-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { StaffService } from '../staff/staff-service.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import type { WalletService } from '../wallet/wallet-service.js';
import { registerLotteryAdminRoutes } from './lottery-admin-routes.js';
import { LotteryAdminService } from './lottery-admin-service.js';
import { LotteryRepository } from './lottery-repository.js';
import { registerLotteryRoutes } from './lottery-routes.js';
import { LotteryService } from './lottery-service.js';

export type LotteryDependencies = {
  db: Kysely<Database>;
  rounds: RoundsService;
  ledger: LedgerService;
  ledgerIds: LedgerIds;
  wallet: WalletService;
  settings: SettingsService;
  guard: MemberGuard;
  staff: StaffService;
  audit: AuditService;
  /** Seals the draws' server seeds at rest until they are revealed. */
  secretKey: Buffer;
  now?: (() => number) | undefined;
};

/** The in-house lottery (vendor HLOTTO): member and public routes, and its one-minute draw cycle. */
export function registerLottery(app: FastifyInstance, dependencies: LotteryDependencies) {
  const lottery = new LotteryService(
    new LotteryRepository(dependencies.db),
    dependencies.rounds,
    dependencies.ledger,
    dependencies.ledgerIds,
    dependencies.wallet,
    dependencies.settings,
    new SecretBox(dependencies.secretKey),
    dependencies.now,
    dependencies.audit,
  );
  registerLotteryRoutes(app, { lottery, guard: dependencies.guard });
  registerLotteryAdminRoutes(app, {
    staff: dependencies.staff,
    lotteryAdmin: new LotteryAdminService(lottery, dependencies.settings, dependencies.audit),
  });
  const scheduledJobs: ScheduledJob[] = [
    // Every minute: draws created ahead (seeds committed), sales closed, due draws drawn, bets settled.
    { name: 'lottery-cycle', cron: '* * * * *', run: () => lottery.runCycle() },
  ];
  return { lottery, scheduledJobs };
}
