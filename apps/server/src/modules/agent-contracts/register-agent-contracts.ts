import type { AgentContractKind } from '@gaming/contracts/agent-contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LedgerIds } from '../../platform/derived-id.js';
import type { ScheduledJob } from '../../platform/jobs.js';
import type { AuditService } from '../audit/audit-service.js';
import type { MemberGuard } from '../auth/member-guard.js';
import type { MembersService } from '../members/members-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { StaffService } from '../staff/staff-service.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import type { WalletService } from '../wallet/wallet-service.js';
import { registerAgentContractAdminRoutes } from './agent-contracts-admin-routes.js';
import { AgentContractsRepository } from './agent-contracts-repository.js';
import { registerAgentContractRoutes } from './agent-contracts-routes.js';
import { AgentContractsService, type AgentFlagsReader } from './agent-contracts-service.js';
import { ContractSettlement } from './contract-settlement.js';

export type AgentContractsDependencies = {
  db: Kysely<Database>;
  ledger: LedgerService;
  ledgerIds: LedgerIds;
  wallet: WalletService;
  members: MembersService;
  settings: SettingsService;
  audit: AuditService;
  staff: StaffService;
  guard: MemberGuard;
  /** The agents' contract flags (modules/agents). */
  flagsOf: AgentFlagsReader;
  now?: () => Date;
};

/**
 * The settlement jobs, one per kind (cron in UTC). Windows are in the brand's offset, so each job runs
 * often and settles whatever closed (a window is settled a minute after its end, see settleGraceMs):
 * real-time at minute 1, 6, 11, … (each 5-minute window a minute after it closes), hourly every 5
 * minutes (brand hours start at :15 UTC in Nepal, :00 elsewhere), daily and dividend periods every 15.
 */
export const settlementJobs: readonly { name: string; cron: string; kind: AgentContractKind }[] = [
  { name: 'agent-salary-realtime', cron: '1-59/5 * * * *', kind: 'realtime' },
  { name: 'agent-salary-hourly', cron: '2-59/5 * * * *', kind: 'hourly' },
  { name: 'agent-salary-daily', cron: '3-59/15 * * * *', kind: 'daily' },
  { name: 'agent-dividend', cron: '4-59/15 * * * *', kind: 'dividend' },
];

/** Composition of agent contracts (issue 15): the service, the settlement, the routes and the jobs. */
export function registerAgentContracts(app: FastifyInstance, dependencies: AgentContractsDependencies) {
  const repository = new AgentContractsRepository(dependencies.db);
  const now = dependencies.now ?? (() => new Date());
  const contracts = new AgentContractsService(
    repository,
    dependencies.members,
    dependencies.settings,
    dependencies.audit,
    dependencies.flagsOf,
    now,
  );
  const settlement = new ContractSettlement(
    repository,
    dependencies.ledger,
    dependencies.ledgerIds,
    dependencies.wallet,
    dependencies.settings,
    app.log,
    now,
  );
  registerAgentContractRoutes(app, { contracts, guard: dependencies.guard });
  registerAgentContractAdminRoutes(app, { staff: dependencies.staff, contracts, settlement });
  const scheduledJobs: ScheduledJob[] = settlementJobs.map((job) => ({
    name: job.name,
    cron: job.cron,
    run: () => settlement.run(job.kind),
  }));
  return { contracts, settlement, scheduledJobs };
}
