import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ScheduledJob } from '../../platform/jobs.js';
import { SecretBox } from '../../platform/security/secret-box.js';
import type { AuditService } from '../audit/audit-service.js';
import type { MemberGuard } from '../auth/member-guard.js';
import type { RoundsService } from '../rounds/rounds-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { StaffService } from '../staff/staff-service.js';
import { ManualRebateService } from './manual-rebate-service.js';
import {
  CampaignAudienceFilters,
  type CampaignDeposits,
  type CampaignGrants,
  type CampaignMembers,
  type RebateBonusPort,
  type ReferralPromotions,
} from './ports.js';
import { RaffleService } from './raffle-service.js';
import { RedEnvelopeService } from './red-envelope-service.js';
import { ReferralService } from './referral-service.js';
import { registerRewardCampaignAdminRoutes } from './reward-campaigns-admin-routes.js';
import { RewardCampaignsRepository } from './reward-campaigns-repository.js';
import { registerRewardCampaignRoutes } from './reward-campaigns-routes.js';

export type RewardCampaignsDependencies = {
  db: Kysely<Database>;
  rounds: RoundsService;
  /** DepositsService and MembersService (their reads, never their tables). */
  deposits: CampaignDeposits;
  members: CampaignMembers;
  settings: SettingsService;
  audit: AuditService;
  staff: StaffService;
  guard: MemberGuard;
  secretKey: Buffer;
  publicUrl: () => string;
  /** BonusesService (modules/bonuses): every payout is a grant. */
  grants: CampaignGrants;
  /** PromotionsService (modules/promotions): the live referral promotion, its slots and budget. */
  referralPromotions: ReferralPromotions;
  now?: () => Date;
  /** How far behind now a manual-rebate claim ends (rounds still being written go to the next claim). */
  rebateSettleLagMs?: number;
  /** VipService (modules/vip, issue 17): the member's level adds basis points to the manual rebate rate. */
  rebateBonus?: RebateBonusPort;
};

/** The reward-campaign services (no routes): for composition, tests and benchmarks. */
export function rewardCampaignServices(dependencies: RewardCampaignsDependencies) {
  const repository = new RewardCampaignsRepository(dependencies.db);
  const now = dependencies.now ?? (() => new Date());
  const secretBox = new SecretBox(dependencies.secretKey);
  const audience = new CampaignAudienceFilters();
  return {
    repository,
    /** Filters on who campaigns pick (add at composition: responsible gaming's marketing block). */
    audience,
    referral: new ReferralService(
      repository,
      dependencies.deposits,
      dependencies.members,
      dependencies.referralPromotions,
      dependencies.grants,
      dependencies.publicUrl,
      now,
    ),
    redEnvelopes: new RedEnvelopeService(
      repository,
      dependencies.rounds,
      dependencies.deposits,
      dependencies.members,
      dependencies.staff,
      dependencies.grants,
      dependencies.audit,
      now,
      audience,
    ),
    raffles: new RaffleService(
      repository,
      dependencies.rounds,
      dependencies.deposits,
      dependencies.members,
      dependencies.staff,
      dependencies.grants,
      dependencies.audit,
      secretBox,
      now,
      audience,
    ),
    manualRebate: new ManualRebateService(
      repository,
      dependencies.rounds,
      dependencies.grants,
      dependencies.settings,
      dependencies.audit,
      now,
      dependencies.rebateSettleLagMs,
      dependencies.rebateBonus,
    ),
  };
}

/** Composition of reward campaigns (issue 16): services, member and staff routes, and the jobs. */
export function registerRewardCampaigns(app: FastifyInstance, dependencies: RewardCampaignsDependencies) {
  const services = rewardCampaignServices(dependencies);
  registerRewardCampaignRoutes(app, { ...services, guard: dependencies.guard });
  registerRewardCampaignAdminRoutes(app, { ...services, staff: dependencies.staff });
  const scheduledJobs: ScheduledJob[] = [
    { name: 'referral-rewards', cron: '* * * * *', run: () => services.referral.rewardQualified() },
    { name: 'raffle-draw', cron: '* * * * *', run: () => services.raffles.drawDue() },
    {
      name: 'reward-campaign-sweeper',
      cron: '*/2 * * * *',
      run: async () => ({
        envelopes: (await services.redEnvelopes.payStragglers()).paid,
        prizes: (await services.raffles.payStragglers()).paid,
        rebates: (await services.manualRebate.payStragglers()).paid,
      }),
    },
  ];
  return { ...services, scheduledJobs };
}
