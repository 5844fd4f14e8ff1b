import { z } from 'zod';
import { errorResponseSchema } from './errors.js';
import { pageInfoSchema, pageQuerySchema } from './staff.js';
import { minorUnitsSchema } from './wallet.js';

/**
 * Agent contracts (issue 15, spec §3, §4, §7, §9): dividend, daily salary, hourly salary and real-time
 * salary. An agent offers a contract to a direct downline (the house to the top of a chain); the holder
 * accepts or rejects it; agents terminate. Jobs settle each contract per window (its period) from the
 * rounds settled in that window over the holder's team (self + descendants) and pay it through the ledger.
 *
 * Money is integer minor units on the wire (decimal strings). Rates and shares are decimal strings with at
 * most 6 decimals ("0.0125" = 1.25 %), so the server computes with integers: amount = floor(base × rate).
 */

export const agentContractKinds = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export const agentContractKindSchema = z.enum(agentContractKinds);
export type AgentContractKind = z.infer<typeof agentContractKindSchema>;

/** Dividend periods (spec §3): D daily, W weekly, H half-monthly (1st–15th, 16th–end), M monthly. */
export const dividendPeriods = ['D', 'W', 'H', 'M'] as const;
export const dividendPeriodSchema = z.enum(dividendPeriods);
export type DividendPeriod = z.infer<typeof dividendPeriodSchema>;

export const agentContractStatuses = ['offered', 'active', 'rejected', 'terminated', 'superseded'] as const;
export const agentContractStatusSchema = z.enum(agentContractStatuses);
export type AgentContractStatus = z.infer<typeof agentContractStatusSchema>;

/**
 * A settlement window's state: computed (figures and amount stored, not paid yet), paid (the ledger
 * transfer committed), pending_funds (the paying agent's wallet was short: retried on later runs).
 */
export const settlementStatuses = ['computed', 'paid', 'pending_funds'] as const;
export const settlementStatusSchema = z.enum(settlementStatuses);
export type SettlementStatus = z.infer<typeof settlementStatusSchema>;

/** Bounds of the terms and of every list. */
export const agentContractLimits = {
  tiers: 10,
  /** Decimals of a rate or share: 6 (parts per million). */
  rateDecimals: 6,
  historyEntries: 50,
  /** Past contracts of a kind shown to a holder. */
  pastContracts: 20,
  /** Windows listed in one contract's detail (newest first). */
  detailWindows: 50,
  /** Contracts a termination may end at once (a new contract's downline with higher terms). */
  wouldTerminate: 200,
  reasonLength: 300,
} as const;

/** A rate or share: 0 to 1 with at most 6 decimals. */
export const rateSchema = z
  .string()
  .regex(/^(0(\.\d{1,6})?|1(\.0{1,6})?)$/, 'validation.rate')
  .meta({ description: 'A decimal from 0 to 1 with at most 6 decimals ("0.0125" = 1.25 %).' });

/**
 * A salary tier's value (spec: "a value below 1 is a rate, otherwise a fixed amount"): a rate on the
 * team's valid bet ("0.005") or a whole fixed amount in minor units ("50000").
 */
export const salaryTierValueSchema = z
  .string()
  .regex(/^(0\.\d{1,6}|[1-9]\d{0,15})$/, 'validation.tierValue')
  .meta({ description: 'Below 1: a rate on valid bet (at most 6 decimals); 1 or more: minor units.' });

const thresholdMinorSchema = z.string().regex(/^\d{1,16}$/, 'validation.amount');
const activeMembersSchema = z.number().int().min(0).max(1_000_000);

export const salaryTierSchema = z.object({
  /** The team's valid bet in the window must reach this (minor units). */
  validBetMinor: thresholdMinorSchema,
  /** Team members with valid bet > 0 in the window must be at least this many. */
  minActiveMembers: activeMembersSchema,
  value: salaryTierValueSchema,
});
export type SalaryTier = z.infer<typeof salaryTierSchema>;

export const dividendBases = ['netLoss', 'validBet'] as const;
export const dividendTierSchema = z.object({
  /** The tier's threshold over the terms' basis (team net loss or valid bet), minor units. */
  thresholdMinor: thresholdMinorSchema,
  minActiveMembers: activeMembersSchema,
  /** The share of the team's net loss paid when this tier is the highest met. */
  share: rateSchema,
});
export type DividendTier = z.infer<typeof dividendTierSchema>;

/** Tiers in strictly ascending threshold with a non-decreasing minimum of active members. */
function ascending<T>(tiers: readonly T[], threshold: (tier: T) => string, active: (tier: T) => number) {
  for (let index = 1; index < tiers.length; index += 1) {
    const previous = tiers[index - 1] as T;
    const current = tiers[index] as T;
    const wellFormed = /^\d+$/.test(threshold(previous)) && /^\d+$/.test(threshold(current));
    if (!wellFormed) continue;
    if (BigInt(threshold(current)) <= BigInt(threshold(previous))) return false;
    if (active(current) < active(previous)) return false;
  }
  return true;
}

export const dividendTermsSchema = z
  .object({
    kind: z.literal('dividend'),
    period: dividendPeriodSchema,
    /** What the tiers' thresholds measure. The amount is always a share of the team's net loss. */
    basis: z.enum(dividendBases),
    /** A period whose net loss is negative (the team won): dropped, or carried into the next period. */
    negativePeriod: z.enum(['discard', 'carry']),
    tiers: z.array(dividendTierSchema).min(1).max(agentContractLimits.tiers),
  })
  .refine(
    (terms) =>
      ascending(
        terms.tiers,
        (tier) => tier.thresholdMinor,
        (tier) => tier.minActiveMembers,
      ),
    { path: ['tiers'], message: 'validation.tiersOrder' },
  );
export type DividendTerms = z.infer<typeof dividendTermsSchema>;

export const salaryTermsSchema = z
  .object({
    kind: z.enum(['daily', 'hourly']),
    tiers: z.array(salaryTierSchema).min(1).max(agentContractLimits.tiers),
  })
  .refine(
    (terms) =>
      ascending(
        terms.tiers,
        (tier) => tier.validBetMinor,
        (tier) => tier.minActiveMembers,
      ),
    { path: ['tiers'], message: 'validation.tiersOrder' },
  );
export type SalaryTerms = z.infer<typeof salaryTermsSchema>;

export const realtimeTermsSchema = z.object({
  kind: z.literal('realtime'),
  /** A rate on the team's valid bet settled in each 5-minute window. */
  rate: rateSchema,
});
export type RealtimeTerms = z.infer<typeof realtimeTermsSchema>;

export const agentContractTermsSchema = z
  .union([dividendTermsSchema, salaryTermsSchema, realtimeTermsSchema])
  .meta({ id: 'AgentContractTerms' });
export type AgentContractTerms = z.infer<typeof agentContractTermsSchema>;

/** Bounds of what the house offers (settings key `agentContracts`); agents are bounded by their own terms. */
export const agentContractSettingsSchema = z
  .object({
    maxRealtimeRate: rateSchema,
    maxSalaryRate: rateSchema,
    maxSalaryFixedMinor: thresholdMinorSchema,
    maxDividendShare: rateSchema,
  })
  .meta({ id: 'AgentContractSettings' });
export type AgentContractSettings = z.infer<typeof agentContractSettingsSchema>;
export const defaultAgentContractSettings: AgentContractSettings = {
  maxRealtimeRate: '0.01',
  maxSalaryRate: '0.01',
  maxSalaryFixedMinor: '10000000',
  maxDividendShare: '0.5',
};

const partySchema = z.object({ memberId: z.string(), account: z.string() });

export const agentContractSchema = z
  .object({
    id: z.string(),
    kind: agentContractKindSchema,
    status: agentContractStatusSchema,
    /** The house (staff) or the holder's upline agent. */
    offeredBy: z.discriminatedUnion('type', [
      z.object({ type: z.literal('house') }),
      z.object({ type: z.literal('agent'), memberId: z.string(), account: z.string() }),
    ]),
    holder: partySchema,
    terms: agentContractTermsSchema,
    createdAt: z.string(),
    /** When the holder accepted (status active and after). */
    activatedAt: z.string().nullable(),
    /** When it was rejected, terminated or superseded. */
    endedAt: z.string().nullable(),
    endReason: z.string().nullable(),
  })
  .meta({ id: 'AgentContract' });
export type AgentContract = z.infer<typeof agentContractSchema>;

export const contractHistoryActions = [
  'offered',
  'accepted',
  'rejected',
  'terminated',
  'superseded',
] as const;
export const contractHistoryEntrySchema = z.object({
  at: z.string(),
  action: z.enum(contractHistoryActions),
  /** Who did it: the offering agent, the holder, a staff member, or the system (a cascade, a supersede). */
  actor: z.object({
    type: z.enum(['member', 'staff', 'system']),
    name: z.string().nullable(),
  }),
  reason: z.string().nullable(),
});
export type ContractHistoryEntry = z.infer<typeof contractHistoryEntrySchema>;

export const settlementFiguresSchema = z.object({
  validBetMinor: minorUnitsSchema,
  /** Stake − win over the team (positive: the team lost). */
  netLossMinor: minorUnitsSchema,
  activeMembers: z.number().int().nonnegative(),
  /** Dividend with carry-over: the negative balance brought in from the previous period (≤ 0). */
  carryInMinor: minorUnitsSchema,
  /** Dividend with carry-over: the negative balance left for the next period (≤ 0). */
  carryOutMinor: minorUnitsSchema,
  /** The tier that applied (index from 0), or null when none was met. */
  tierIndex: z.number().int().nullable(),
});
export type SettlementFigures = z.infer<typeof settlementFiguresSchema>;

export const settlementWindowSchema = z
  .object({
    contractId: z.string(),
    kind: agentContractKindSchema,
    windowStart: z.string(),
    windowEnd: z.string(),
    figures: settlementFiguresSchema,
    amountMinor: minorUnitsSchema,
    status: settlementStatusSchema,
    /** Who pays: the house or the offering agent (account). */
    payer: z.discriminatedUnion('type', [
      z.object({ type: z.literal('house') }),
      z.object({ type: z.literal('agent'), memberId: z.string(), account: z.string() }),
    ]),
    holder: partySchema,
    paidAt: z.string().nullable(),
    /** Payment attempts that found the payer short of funds. */
    attempts: z.number().int().nonnegative(),
  })
  .meta({ id: 'SettlementWindow' });
export type SettlementWindow = z.infer<typeof settlementWindowSchema>;

export const agentContractDetailSchema = agentContractSchema
  .extend({
    history: z.array(contractHistoryEntrySchema).max(agentContractLimits.historyEntries),
    /** The newest settled windows of this contract. */
    windows: z.array(settlementWindowSchema).max(agentContractLimits.detailWindows),
  })
  .meta({ id: 'AgentContractDetail' });
export type AgentContractDetail = z.infer<typeof agentContractDetailSchema>;

/** GET consolidated (spec §3, §4): the caller's pending contract requests, one flag per kind. */
export const consolidatedResponseSchema = z
  .object({
    /** Daily salary offer waiting for the caller's answer. */
    dailysalreqtype: z.boolean(),
    /** Dividend offer waiting. */
    divtypereq: z.boolean(),
    /** Hourly salary offer waiting. */
    contracthoursalreq: z.boolean(),
    /** Real-time salary offer waiting. */
    realtimesalreqtype: z.boolean(),
    /** The waiting offers' ids by kind (the contract modal opens on them). */
    pending: z
      .array(z.object({ id: z.string(), kind: agentContractKindSchema }))
      .max(agentContractKinds.length),
  })
  .meta({ id: 'ConsolidatedContractFlags' });
export type ConsolidatedResponse = z.infer<typeof consolidatedResponseSchema>;

/**
 * dividendProcess, dailySalaryContract, hourlySalaryContract, realtimeSalaryContract: the caller's own
 * contract of that kind as holder: the offer waiting for an answer, the active one, and past ones.
 */
export const holderContractResponseSchema = z
  .object({
    kind: agentContractKindSchema,
    offer: agentContractDetailSchema.nullable(),
    active: agentContractDetailSchema.nullable(),
    past: z.array(agentContractSchema).max(agentContractLimits.pastContracts),
  })
  .meta({ id: 'HolderContract' });
export type HolderContractResponse = z.infer<typeof holderContractResponseSchema>;

export const contractIdParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/) });

/** contractRespond: the holder accepts or rejects an offer made to them. */
export const contractRespondRequestSchema = z.object({
  decision: z.enum(['accept', 'reject']),
  reason: z.string().trim().max(agentContractLimits.reasonLength).optional(),
});

/** A downline contract a new contract would end (its terms are above the new ones). */
export const wouldTerminateEntrySchema = z.object({
  id: z.string(),
  kind: agentContractKindSchema,
  holder: partySchema,
  offeredBy: partySchema,
  terms: agentContractTermsSchema,
});
export type WouldTerminateEntry = z.infer<typeof wouldTerminateEntrySchema>;

/**
 * agentContractOffer / adminAgentContractOffer: offer a contract. When it would end downline contracts
 * with higher terms, the first call answers 409 contract_conflict listing them (wouldTerminate); the same
 * call with confirm=true offers it, and they end when the holder accepts.
 */
export const contractOfferRequestSchema = z.object({
  holderMemberId: z.string().regex(/^\d{1,18}$/),
  terms: agentContractTermsSchema,
  confirm: z.boolean().default(false),
});
export type ContractOfferRequest = z.infer<typeof contractOfferRequestSchema>;

/** A 409: contract_conflict carries wouldTerminate; another 409 (invalid_state) is the plain error. */
export const contractConflictResponseSchema = errorResponseSchema
  .extend({
    wouldTerminate: z.array(wouldTerminateEntrySchema).max(agentContractLimits.wouldTerminate).optional(),
  })
  .meta({ id: 'ContractConflict' });
export type ContractConflictResponse = z.infer<typeof contractConflictResponseSchema>;

export const contractTerminateRequestSchema = z.object({
  reason: z.string().trim().min(3).max(agentContractLimits.reasonLength),
});

/**
 * What terminating a contract would end besides itself (GET .../termination-preview): the live contracts
 * further down the team that the cascade ends (0 for an offer, an ended contract, or a holder who gave none).
 */
export const contractTerminationPreviewSchema = z
  .object({ downlineContracts: z.number().int().nonnegative() })
  .meta({ id: 'ContractTerminationPreview' });
export type ContractTerminationPreview = z.infer<typeof contractTerminationPreviewSchema>;

/** The contracts an agent gave its direct downline (GET /api/agent/contracts). */
export const agentContractListQuerySchema = pageQuerySchema.extend({
  kind: agentContractKindSchema.optional(),
  status: agentContractStatusSchema.optional(),
  /** A holder's account name (exact). */
  holder: z.string().trim().max(64).optional(),
});
export const agentContractListResponseSchema = z
  .object({
    contracts: z.array(agentContractSchema).max(100),
    pageInfo: pageInfoSchema,
  })
  .meta({ id: 'AgentContractList' });
export type AgentContractListResponse = z.infer<typeof agentContractListResponseSchema>;

const instantSchema = z.iso.datetime({ offset: true });

/** Windows: the holder's income (agentIncome) or an agent's payments to its downline (agentContractPayments). */
export const settlementWindowQuerySchema = pageQuerySchema.extend({
  kind: agentContractKindSchema.optional(),
  status: settlementStatusSchema.optional(),
  /** Window start at or after / before (ISO instants). */
  from: instantSchema.optional(),
  to: instantSchema.optional(),
});

export const settlementTotalsSchema = z.object({
  paidMinor: minorUnitsSchema,
  pendingMinor: minorUnitsSchema,
  paidCount: z.number().int().nonnegative(),
  pendingCount: z.number().int().nonnegative(),
});
export type SettlementTotals = z.infer<typeof settlementTotalsSchema>;

export const settlementWindowListResponseSchema = z
  .object({
    /** Over every window matching the filter (all pages): they add up to the rows of all pages. */
    totals: settlementTotalsSchema,
    windows: z.array(settlementWindowSchema).max(100),
    pageInfo: pageInfoSchema,
    gmtOffsetMinutes: z.number().int(),
  })
  .meta({ id: 'SettlementWindowList' });
export type SettlementWindowListResponse = z.infer<typeof settlementWindowListResponseSchema>;

// Back office

export const adminAgentContractListQuerySchema = agentContractListQuerySchema.extend({
  /** Contracts held by or offered by this member. */
  memberId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  offeredBy: z.enum(['house', 'agent']).optional(),
});

/** Settlement runs: one row per kind and window with its totals. */
export const adminSettlementRunQuerySchema = pageQuerySchema.extend({
  kind: agentContractKindSchema.optional(),
  from: instantSchema.optional(),
  to: instantSchema.optional(),
});
export const settlementRunSchema = z.object({
  kind: agentContractKindSchema,
  windowStart: z.string(),
  windowEnd: z.string(),
  contracts: z.number().int().nonnegative(),
  paidCount: z.number().int().nonnegative(),
  paidMinor: minorUnitsSchema,
  pendingCount: z.number().int().nonnegative(),
  pendingMinor: minorUnitsSchema,
  /** Windows computed and not paid yet (a run still going, or one that died half-way). */
  computedCount: z.number().int().nonnegative(),
  /** Paid by the house (contracts the house offered). */
  housePaidMinor: minorUnitsSchema,
});
export type SettlementRun = z.infer<typeof settlementRunSchema>;
export const adminSettlementRunListResponseSchema = z
  .object({
    runs: z.array(settlementRunSchema).max(100),
    pageInfo: pageInfoSchema,
    gmtOffsetMinutes: z.number().int(),
  })
  .meta({ id: 'SettlementRunList' });

/** The windows of one run (kind + window start), e.g. its pending payments. */
export const adminSettlementWindowQuerySchema = pageQuerySchema.extend({
  kind: agentContractKindSchema,
  windowStart: instantSchema,
  status: settlementStatusSchema.optional(),
});

/** Retry pending payments now (they are retried on every run anyway). */
export const adminSettlementRetryRequestSchema = z.object({
  kind: agentContractKindSchema.optional(),
});
export const adminSettlementRetryResponseSchema = z.object({
  attempted: z.number().int().nonnegative(),
  paid: z.number().int().nonnegative(),
  stillPending: z.number().int().nonnegative(),
});
