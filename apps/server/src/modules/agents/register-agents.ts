import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AuditService } from '../audit/audit-service.js';
import type { MemberGuard } from '../auth/member-guard.js';
import type { MembersService } from '../members/members-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { StaffService } from '../staff/staff-service.js';
import type { WalletService } from '../wallet/wallet-service.js';
import { registerAgentAdminRoutes } from './agent-admin-routes.js';
import { AgentAdministration, type LiveContractsGiven } from './agent-administration.js';
import { registerAgentRoutes } from './agent-routes.js';
import { AgentsRepository } from './agents-repository.js';
import { AgentsService, type DownlineRegistrar } from './agents-service.js';
import { TeamReportsRepository } from './team-reports-repository.js';

/** The agent programme's teams (issue 15): the agent centre, affiliate applications, staff's agent tools. */
export function registerAgents(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    guard: MemberGuard;
    staff: StaffService;
    members: MembersService;
    wallet: WalletService;
    registration: DownlineRegistrar;
    settings: SettingsService;
    audit: AuditService;
    /** modules/agent-contracts' count of live contracts a member gave (demotion waits until none). */
    liveContractsGiven: LiveContractsGiven;
    now?: (() => number) | undefined;
  },
): { agents: AgentsService; administration: AgentAdministration } {
  const repository = new AgentsRepository(options.db);
  const agents = new AgentsService(
    repository,
    new TeamReportsRepository(options.db),
    options.members,
    options.wallet,
    options.registration,
    options.settings,
    options.now,
  );
  const administration = new AgentAdministration(
    repository,
    options.members,
    options.audit,
    options.liveContractsGiven,
  );
  registerAgentRoutes(app, { agents, administration, guard: options.guard });
  registerAgentAdminRoutes(app, { staff: options.staff, administration });
  return { agents, administration };
}
