import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AuditService } from '../audit/audit-service.js';
import { SignInTraces } from '../auth/sign-in-traces.js';
import type { MembersService } from '../members/members-service.js';
import type { RoundsService } from '../rounds/rounds-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { StaffService } from '../staff/staff-service.js';
import type { ProfitService } from '../wallet/profit-service.js';
import type { WithdrawalsService } from '../withdrawals/withdrawals-service.js';
import { MemberRiskRepository } from './member-risk-repository.js';
import { registerMemberRiskRoutes } from './member-risk-routes.js';
import { MemberRiskService } from './member-risk-service.js';

/** The back office's member risk view (issue 14 #16). */
export function registerMemberRisk(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    staff: StaffService;
    members: MembersService;
    profit: ProfitService;
    rounds: RoundsService;
    withdrawals: WithdrawalsService;
    audit: AuditService;
    settings: SettingsService;
  },
): MemberRiskService {
  const risk = new MemberRiskService(
    new MemberRiskRepository(options.db),
    options.members,
    options.profit,
    options.rounds,
    options.withdrawals,
    new SignInTraces(options.db),
    options.audit,
    options.settings,
  );
  registerMemberRiskRoutes(app, { staff: options.staff, risk });
  return risk;
}
