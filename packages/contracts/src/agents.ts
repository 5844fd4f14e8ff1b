import { z } from 'zod';
import { memberTypeSchema, passwordInputSchema, registrationOptionalFieldsSchema } from './auth.js';
import { errorResponseSchema } from './errors.js';
import { newPasswordSchema } from './password-policy.js';
import { pageInfoSchema } from './staff.js';
import { accountRecordsQuerySchema, accountRecordsResponseSchema, minorUnitsSchema } from './wallet.js';

/**
 * The agent programme's teams (issue 15): agents (member types 1, 2, 41, 42), their teams (the agent
 * plus everyone below it on the upline chain), the agent centre's reports, affiliate applications and
 * the back office's view of agents and the tree. docs/agent-programme.md explains the rules.
 */

/** The deepest a member may sit below the top of its chain (the top is depth 0); deeper is refused. */
export const agentTreeDepthLimit = 12;
/** Rows per page of every agent-centre list. */
export const agentPageSizeLimit = 50;
/** Rows per page of the back office's agent lists and tree. */
export const adminAgentPageSizeLimit = 100;
/** The longest range an agent may ask for, in brand-local days (about a quarter). */
export const maximumAgentRangeDays = 93;
/** Spec §9: remarks at most 140 characters. */
export const affiliateRemarkMaxLength = 140;
export const affiliateContactMaxLength = 100;
/** Staff reasons (decisions, promotions, demotions, flag changes). */
export const agentReasonMaxLength = 500;
/** The ledger codes an agent's income is made of (CONTRACTS pays them; TEAMS only reads them by name). */
export const agentIncomeCodes = ['agent_salary', 'agent_dividend'] as const;

const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const storable = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !value.includes('\u0000') && !/\p{Cs}/u.test(value), 'Invalid characters.');
const idSchema = z.string().regex(/^\d{1,18}$/);

// ---------------------------------------------------------------- periods

/** Weeks start on Monday; every period is in the brand's offset (settings brand.gmtOffsetMinutes). */
export const agentPeriods = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'custom',
] as const;
export type AgentPeriod = (typeof agentPeriods)[number];

export const agentPeriodQuerySchema = z.object({
  period: z.enum(agentPeriods).default('today'),
  /** Brand-local calendar days, both included; only with period=custom, at most maximumAgentRangeDays. */
  from: daySchema.optional(),
  to: daySchema.optional(),
});

const agentPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(agentPageSizeLimit).default(20),
});

/** The period a report covered, resolved by the server. */
export const agentPeriodSchema = z.object({
  period: z.enum(agentPeriods),
  from: daySchema,
  to: daySchema,
  gmtOffsetMinutes: z.number().int(),
});

// ---------------------------------------------------------------- the agent's profile

export const agentFlagsSchema = z
  .object({
    /** Spec §3 "contract-enabled": the dividend menu and contracts. */
    dividendEnabled: z.boolean(),
    /** Spec §3 "salary": daily salary. */
    dailySalaryEnabled: z.boolean(),
    /** Spec §3 "hourSalary": hourly salary. */
    hourlySalaryEnabled: z.boolean(),
    /** Spec §3 "agentRealtimeSalary": real-time salary (5-minute windows). */
    realtimeSalaryEnabled: z.boolean(),
  })
  .meta({ id: 'AgentFlags' });
export type AgentFlags = z.infer<typeof agentFlagsSchema>;

export const agentProfileResponseSchema = z
  .object({
    memberId: z.string(),
    account: z.string(),
    nickname: z.string(),
    /** Spec numbers: 1 agent, 2 sub-agent, 41 affiliate, 42 sub-affiliate. */
    type: memberTypeSchema,
    uplineAccount: z.string().nullable(),
    /** Whether the upline is itself an agent (if not, the house offers this agent its contracts). */
    uplineIsAgent: z.boolean(),
    /** Depth below the top of the chain (0 = top). */
    depth: z.number().int().min(0).max(agentTreeDepthLimit),
    /** Members below the agent (the agent itself not counted). */
    teamSize: z.number().int().nonnegative(),
    directCount: z.number().int().nonnegative(),
    /** Whether this agent may register a downline now (false at the depth limit). */
    canRegisterDownline: z.boolean(),
    flags: agentFlagsSchema,
    referralCode: z.string(),
    currency: z.string(),
    decimals: z.number().int(),
    gmtOffsetMinutes: z.number().int(),
  })
  .meta({ id: 'AgentProfile' });
export type AgentProfileResponse = z.infer<typeof agentProfileResponseSchema>;

// ---------------------------------------------------------------- team overview

export const agentTeamOverviewResponseSchema = agentPeriodSchema
  .extend({
    /** Members below the agent now (not counting the agent). */
    teamSize: z.number().int().nonnegative(),
    /** Members below the agent who registered in the period. */
    newMembers: z.number().int().nonnegative(),
    /** Team members (the agent included) with a valid bet above zero on rounds settled in the period. */
    activeMembers: z.number().int().nonnegative(),
    /** Team members whose first deposit ever was credited in the period, and its amount. */
    firstDeposits: z.number().int().nonnegative(),
    firstDepositsMinor: minorUnitsSchema,
    /** Deposits credited to team members' main wallets in the period. */
    deposits: z.number().int().nonnegative(),
    depositsMinor: minorUnitsSchema,
    /** Withdrawals paid out of team members' wallets in the period, less those refunded in it. */
    withdrawals: z.number().int().nonnegative(),
    withdrawalsMinor: minorUnitsSchema,
    /** Rounds of team members settled in the period. */
    validBetMinor: minorUnitsSchema,
    stakeMinor: minorUnitsSchema,
    winMinor: minorUnitsSchema,
    /**
     * From the house's side: stake − win. Positive when the team lost to the house, negative when it won.
     */
    winLossMinor: minorUnitsSchema,
    /** The agent's own income in the period: ledger lines agent_salary + agent_dividend into its wallet. */
    incomeMinor: minorUnitsSchema,
    salaryIncomeMinor: minorUnitsSchema,
    dividendIncomeMinor: minorUnitsSchema,
  })
  .meta({ id: 'AgentTeamOverview' });
export type AgentTeamOverviewResponse = z.infer<typeof agentTeamOverviewResponseSchema>;

// ---------------------------------------------------------------- register a downline

/**
 * An account the agent opens below itself: the site's own registration rules (username and password
 * rules of the registration validation config, the password policy); the optional fields are taken
 * only when the config enables them. The new member is type 0 with the agent as its upline.
 */
export const agentDownlineRegisterRequestSchema = registrationOptionalFieldsSchema
  .omit({
    captchaId: true,
    captcha: true,
    verificationCode: true,
    referralCode: true,
    affiliateCode: true,
    domain: true,
  })
  .extend({
    username: storable(64).pipe(z.string().min(1)),
    password: newPasswordSchema,
    confirmPassword: passwordInputSchema,
  })
  .meta({ id: 'AgentDownlineRegister' });
export type AgentDownlineRegisterRequest = z.infer<typeof agentDownlineRegisterRequestSchema>;

export const agentDownlineRegisterResponseSchema = z
  .object({
    memberId: z.string(),
    account: z.string(),
    type: memberTypeSchema,
    registeredAt: z.string(),
  })
  .meta({ id: 'AgentDownlineRegistered' });

// ---------------------------------------------------------------- team management

export const memberStatusValues = ['active', 'locked', 'disabled'] as const;

export const agentTeamMembersQuerySchema = agentPeriodQuerySchema.merge(agentPageQuerySchema).extend({
  /** Part of an account name (case-insensitive). */
  username: z.string().trim().max(64).optional(),
  /** Only the agent's direct downline. */
  directOnly: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

export const agentTeamMemberSchema = z.object({
  memberId: z.string(),
  account: z.string(),
  type: memberTypeSchema,
  /** 1 = a direct downline of the agent, 2 = one of theirs, ... */
  depth: z.number().int().min(1).max(agentTreeDepthLimit),
  uplineAccount: z.string().nullable(),
  status: z.enum(memberStatusValues),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** In the period: deposits credited and the valid bet of rounds settled. */
  depositsMinor: minorUnitsSchema,
  validBetMinor: minorUnitsSchema,
});
export type AgentTeamMember = z.infer<typeof agentTeamMemberSchema>;

export const agentTeamMembersResponseSchema = agentPeriodSchema
  .extend({
    members: z.array(agentTeamMemberSchema).max(agentPageSizeLimit),
    pageInfo: pageInfoSchema,
  })
  .meta({ id: 'AgentTeamMembers' });

export const agentTeamMemberParamsSchema = z.object({ memberId: idSchema });

export const agentTeamMemberDetailResponseSchema = agentPeriodSchema
  .extend({
    member: agentTeamMemberSchema.extend({
      nickname: z.string(),
      /** Whether the agent may transfer to it and offer it contracts. */
      isDirect: z.boolean(),
      /** Members below this member. */
      teamSize: z.number().int().nonnegative(),
      directCount: z.number().int().nonnegative(),
    }),
    /** This member's own figures in the period. */
    figures: z.object({
      deposits: z.number().int().nonnegative(),
      depositsMinor: minorUnitsSchema,
      withdrawals: z.number().int().nonnegative(),
      withdrawalsMinor: minorUnitsSchema,
      validBetMinor: minorUnitsSchema,
      stakeMinor: minorUnitsSchema,
      winMinor: minorUnitsSchema,
      /** House side: stake − win. */
      winLossMinor: minorUnitsSchema,
    }),
  })
  .meta({ id: 'AgentTeamMemberDetail' });

// ---------------------------------------------------------------- team betting and user loss

export const agentTeamBettingQuerySchema = agentPeriodQuerySchema.merge(agentPageQuerySchema).extend({
  username: z.string().trim().max(64).optional(),
});

/** Play figures of rounds settled in the period; winLoss from the house's side (stake − win). */
export const agentPlayFiguresSchema = z.object({
  rounds: z.number().int().nonnegative(),
  validBetMinor: minorUnitsSchema,
  stakeMinor: minorUnitsSchema,
  winMinor: minorUnitsSchema,
  winLossMinor: minorUnitsSchema,
});

export const agentTeamBettingRowSchema = agentPlayFiguresSchema.extend({
  memberId: z.string(),
  account: z.string(),
  /** 0 = the agent itself. */
  depth: z.number().int().min(0).max(agentTreeDepthLimit),
});

/** One row per team member with settled rounds in the period; totals are over every row of every page. */
export const agentTeamBettingResponseSchema = agentPeriodSchema
  .extend({
    rows: z.array(agentTeamBettingRowSchema).max(agentPageSizeLimit),
    totals: agentPlayFiguresSchema.extend({ members: z.number().int().nonnegative() }),
    pageInfo: pageInfoSchema,
  })
  .meta({ id: 'AgentTeamBetting' });

export const agentUserLossQuerySchema = agentPeriodQuerySchema.merge(agentPageQuerySchema);

/** Team members who lost in the period (winLoss above zero, house side), the biggest loss first. */
export const agentUserLossResponseSchema = agentPeriodSchema
  .extend({
    rows: z
      .array(agentTeamBettingRowSchema.extend({ rank: z.number().int().min(1) }))
      .max(agentPageSizeLimit),
    totals: agentPlayFiguresSchema.extend({ members: z.number().int().nonnegative() }),
    pageInfo: pageInfoSchema,
  })
  .meta({ id: 'AgentUserLoss' });

// ---------------------------------------------------------------- account details

/** The agent's own account record (the wallet's, with its order numbers), at most 50 a page. */
export const agentAccountDetailsQuerySchema = accountRecordsQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(agentPageSizeLimit).default(20),
});
export const agentAccountDetailsResponseSchema = accountRecordsResponseSchema;

// ---------------------------------------------------------------- credit report and team transactions

export const agentCreditReportQuerySchema = agentPeriodQuerySchema.merge(agentPageQuerySchema);

/** Per direct downline with a transfer in the period: money between the agent and that member. */
export const agentCreditRowSchema = z.object({
  memberId: z.string(),
  account: z.string(),
  /** From the agent to the downline (transfer_downline). */
  sentMinor: minorUnitsSchema,
  sentCount: z.number().int().nonnegative(),
  /** From the downline to the agent (transfer_upline). */
  receivedMinor: minorUnitsSchema,
  receivedCount: z.number().int().nonnegative(),
  /** received − sent: what the agent's wallet gained from this member. */
  netMinor: minorUnitsSchema,
});

export const agentCreditReportResponseSchema = agentPeriodSchema
  .extend({
    rows: z.array(agentCreditRowSchema).max(agentPageSizeLimit),
    totals: agentCreditRowSchema.omit({ memberId: true, account: true }),
    pageInfo: pageInfoSchema,
  })
  .meta({ id: 'AgentCreditReport' });

export const agentTransactionTypes = ['deposit', 'withdrawal'] as const;

export const agentTeamTransactionsQuerySchema = agentPeriodQuerySchema.merge(agentPageQuerySchema).extend({
  type: z.enum(agentTransactionTypes).optional(),
  username: z.string().trim().max(64).optional(),
});

export const agentTeamTransactionSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  account: z.string(),
  depth: z.number().int().min(0).max(agentTreeDepthLimit),
  /** deposit: credited to the wallet; withdrawal: paid out of it (withdrawalRefund: paid back to it). */
  type: z.enum(['deposit', 'withdrawal', 'withdrawalRefund']),
  /** Unsigned. */
  amountMinor: minorUnitsSchema,
  /** The deposit's or withdrawal's order number, as the member's account record shows it. */
  orderNumber: z.string().nullable(),
  createdAt: z.string(),
});

export const agentTeamTransactionsResponseSchema = agentPeriodSchema
  .extend({
    transactions: z.array(agentTeamTransactionSchema).max(agentPageSizeLimit),
    totals: z.object({
      deposits: z.number().int().nonnegative(),
      depositsMinor: minorUnitsSchema,
      withdrawals: z.number().int().nonnegative(),
      /** Paid out less refunded. */
      withdrawalsMinor: minorUnitsSchema,
    }),
    pageInfo: pageInfoSchema,
  })
  .meta({ id: 'AgentTeamTransactions' });

// ---------------------------------------------------------------- affiliate applications

export const affiliateApplicationStatuses = ['pending', 'approved', 'rejected'] as const;

export const affiliateApplicationRequestSchema = z
  .object({
    /** Why the member wants to become an affiliate (spec §9: at most 140 characters). */
    remark: storable(affiliateRemarkMaxLength).pipe(z.string().min(1)),
    /** How staff reach the applicant (phone, messenger handle, e-mail). */
    contact: storable(affiliateContactMaxLength).pipe(z.string().min(1)),
  })
  .meta({ id: 'AffiliateApplicationRequest' });

export const affiliateApplicationSchema = z
  .object({
    id: z.string(),
    status: z.enum(affiliateApplicationStatuses),
    remark: z.string(),
    contact: z.string(),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
    /** Staff's reason: required for a rejection, optional for an approval. */
    decisionReason: z.string().nullable(),
    /** The type the applicant became on approval (41 or 42). */
    grantedType: memberTypeSchema.nullable(),
  })
  .meta({ id: 'AffiliateApplication' });

export const affiliateApplicationStatusResponseSchema = z
  .object({
    /** The newest application, or null. */
    application: affiliateApplicationSchema.nullable(),
    isAgent: z.boolean(),
    /** Not an agent and no pending application. */
    canApply: z.boolean(),
  })
  .meta({ id: 'AffiliateApplicationStatus' });

// ---------------------------------------------------------------- back office

const adminPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(adminAgentPageSizeLimit).default(20),
});

export const adminAgentSummarySchema = z.object({
  memberId: z.string(),
  account: z.string(),
  type: memberTypeSchema,
  status: z.enum(memberStatusValues),
  uplineAccount: z.string().nullable(),
  depth: z.number().int().min(0).max(agentTreeDepthLimit),
  teamSize: z.number().int().nonnegative(),
  directCount: z.number().int().nonnegative(),
  flags: agentFlagsSchema,
  registeredAt: z.string(),
});

export const adminAgentListQuerySchema = adminPageQuerySchema.extend({
  /** Part of an account name, or a member id. */
  query: z.string().trim().max(64).optional(),
  type: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(41), z.literal(42)]))
    .optional(),
  /** Only agents whose upline is no agent (the tops of chains, to whom the house offers contracts). */
  topOnly: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export const adminAgentListResponseSchema = z
  .object({ agents: z.array(adminAgentSummarySchema).max(adminAgentPageSizeLimit), pageInfo: pageInfoSchema })
  .meta({ id: 'AdminAgentList' });

export const adminAgentParamsSchema = z.object({ memberId: idSchema });

/** Any member (agents and the members staff may promote). */
export const adminAgentDetailResponseSchema = z
  .object({
    memberId: z.string(),
    account: z.string(),
    nickname: z.string(),
    type: memberTypeSchema,
    isAgent: z.boolean(),
    status: z.enum(memberStatusValues),
    depth: z.number().int().min(0).max(agentTreeDepthLimit),
    teamSize: z.number().int().nonnegative(),
    directCount: z.number().int().nonnegative(),
    /** Agents only; a member has none (all off). */
    flags: agentFlagsSchema,
    /** From the top of the chain down to the direct upline. */
    uplines: z
      .array(z.object({ memberId: z.string(), account: z.string(), type: memberTypeSchema }))
      .max(agentTreeDepthLimit),
    registeredAt: z.string(),
    /** The newest application of this member, if any. */
    application: affiliateApplicationSchema.nullable(),
  })
  .meta({ id: 'AdminAgentDetail' });

export const adminAgentTreeChildrenQuerySchema = adminPageQuerySchema.extend({
  /** Agents only (members without a team left out). */
  agentsOnly: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export const adminAgentTreeNodeSchema = z.object({
  memberId: z.string(),
  account: z.string(),
  type: memberTypeSchema,
  status: z.enum(memberStatusValues),
  teamSize: z.number().int().nonnegative(),
  directCount: z.number().int().nonnegative(),
});
export const adminAgentTreeChildrenResponseSchema = z
  .object({
    parent: adminAgentTreeNodeSchema,
    children: z.array(adminAgentTreeNodeSchema).max(adminAgentPageSizeLimit),
    pageInfo: pageInfoSchema,
  })
  .meta({ id: 'AdminAgentTreeChildren' });

/** From the top of the chain down to the member itself. */
export const adminAgentTreePathResponseSchema = z
  .object({ path: z.array(adminAgentTreeNodeSchema).max(agentTreeDepthLimit + 1) })
  .meta({ id: 'AdminAgentTreePath' });

export const adminAgentFlagsRequestSchema = agentFlagsSchema
  .extend({ reason: storable(agentReasonMaxLength).pipe(z.string().min(3)) })
  .meta({ id: 'AdminAgentFlagsRequest' });

/** Promote a member to an agent type, change an agent's type, or demote it to 0 (its team stays). */
export const adminAgentTypeRequestSchema = z
  .object({
    type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(41), z.literal(42)]),
    reason: storable(agentReasonMaxLength).pipe(z.string().min(3)),
  })
  .meta({ id: 'AdminAgentTypeRequest' });

/**
 * adminAgentTypeChange's 409 agent_has_contracts: the agent to demote still gave this many live (offered
 * or active) contracts, which staff terminate first.
 */
export const agentHasContractsResponseSchema = errorResponseSchema
  .extend({ liveContracts: z.number().int().positive() })
  .meta({ id: 'AgentHasContracts' });
export type AgentHasContractsResponse = z.infer<typeof agentHasContractsResponseSchema>;

export const adminAffiliateApplicationListQuerySchema = adminPageQuerySchema.extend({
  status: z.enum(affiliateApplicationStatuses).optional(),
  /** Part of the applicant's account name. */
  query: z.string().trim().max(64).optional(),
});
export const adminAffiliateApplicationSchema = affiliateApplicationSchema.extend({
  memberId: z.string(),
  account: z.string(),
  memberType: memberTypeSchema,
  uplineAccount: z.string().nullable(),
  uplineIsAgent: z.boolean(),
  decidedByName: z.string().nullable(),
});
export const adminAffiliateApplicationListResponseSchema = z
  .object({
    applications: z.array(adminAffiliateApplicationSchema).max(adminAgentPageSizeLimit),
    pageInfo: pageInfoSchema,
  })
  .meta({ id: 'AdminAffiliateApplicationList' });

export const adminAffiliateApplicationParamsSchema = z.object({ id: idSchema });
export const adminAffiliateApproveRequestSchema = z.object({
  reason: storable(agentReasonMaxLength).optional(),
});
export const adminAffiliateRejectRequestSchema = z.object({
  reason: storable(agentReasonMaxLength).pipe(z.string().min(3)),
});
export const adminAffiliateApplicationResponseSchema = adminAffiliateApplicationSchema.meta({
  id: 'AdminAffiliateApplication',
});
