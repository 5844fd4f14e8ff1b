import { z } from 'zod';
import { rateSchema } from './agent-contracts.js';
import { gameCategoryCodeSchema } from './catalogue.js';
import { gameCategoryCodes } from './category-routes.js';
import { pageInfoSchema, pageQuerySchema } from './staff.js';
import { minorUnitsSchema } from './wallet.js';

/**
 * Reward campaigns (issue 16, spec §1, §2, §6, §7): invite friends (referral), red-envelope drops,
 * raffles with a verifiable draw, and the manual rebate (whitelabel flag MANPLAYREB3). Every payout goes
 * through the bonuses module (a ledger transfer from pool:bonus). Money is integer minor units on the wire
 * (decimal strings); rates are decimal strings from 0 to 1 with at most 6 decimals ("0.008" = 0.8 %).
 * Member names of other people are always masked ("ab***yz").
 */

export const rewardCampaignLimits = {
  titleLength: 120,
  /** Envelopes in one drop. */
  envelopes: 10_000,
  prizes: 50,
  maxTicketsPerMember: 100_000,
  /** A member's own grabs listed on the red-envelope screen (newest first). */
  myGrabs: 20,
  /** Raffles listed to a member (newest first). */
  memberRaffles: 20,
  /** Verification entries per page. */
  verificationPageSize: 1000,
  /** Manual-rebate claims listed to a member (newest first). */
  rebateClaims: 20,
  /** The longest a drop or raffle may run (days). */
  campaignDays: 366,
  audienceDays: 365,
} as const;

const titleSchema = z.string().trim().min(1).max(rewardCampaignLimits.titleLength);
const positiveMinorSchema = z
  .string()
  .regex(/^[1-9]\d{0,15}$/, 'validation.amount')
  .meta({ description: 'A positive amount in minor units.' });
const nonNegativeMinorSchema = z.string().regex(/^(0|[1-9]\d{0,15})$/, 'validation.amount');
const instantSchema = z.iso.datetime({ offset: true });
const dayCountSchema = z.number().int().min(1).max(rewardCampaignLimits.audienceDays);

// ---------------------------------------------------------------- invite friends (referral)

export const referralInviteeStatuses = ['registered', 'deposited', 'rewarded'] as const;
export const referralInviteeStatusSchema = z.enum(referralInviteeStatuses);
export type ReferralInviteeStatus = z.infer<typeof referralInviteeStatusSchema>;

/** GET /api/referral (referralInfo): the caller's code and link, and the live referral promotion if any. */
export const referralInfoResponseSchema = z
  .object({
    referralCode: z.string(),
    /** `<origin>/register?referralCode=CODE` (the web renders the QR code from it). */
    link: z.string(),
    /** A live published referral promotion exists (spec §6: the menu shows only then). */
    enabled: z.boolean(),
    promotion: z
      .object({
        id: z.string(),
        title: z.string(),
        /** The invitee's first deposit must reach this for the referrer to be rewarded. */
        minFirstDepositMinor: minorUnitsSchema,
        /** What the referrer gets per qualifying invitee (a fixed reward; null: computed per deposit). */
        rewardMinor: minorUnitsSchema.nullable(),
      })
      .nullable(),
    invitees: z.number().int().nonnegative(),
    rewardedInvitees: z.number().int().nonnegative(),
    rewardedTotalMinor: minorUnitsSchema,
  })
  .meta({ id: 'ReferralInfo' });
export type ReferralInfoResponse = z.infer<typeof referralInfoResponseSchema>;

export const referralInviteesQuerySchema = pageQuerySchema;
export const referralInviteeSchema = z.object({
  /** Masked account name. */
  account: z.string(),
  registeredAt: z.string(),
  status: referralInviteeStatusSchema,
  /** The referrer's reward for this invitee, once rewarded. */
  rewardMinor: minorUnitsSchema.nullable(),
});
export type ReferralInvitee = z.infer<typeof referralInviteeSchema>;
export const referralInviteesResponseSchema = z
  .object({ invitees: z.array(referralInviteeSchema).max(100), pageInfo: pageInfoSchema })
  .meta({ id: 'ReferralInvitees' });
export type ReferralInviteesResponse = z.infer<typeof referralInviteesResponseSchema>;

// ---------------------------------------------------------------- red envelopes

/** Who may grab: everyone, members who deposited in the last N days, or with valid bet >= X in the last N days. */
export const redEnvelopeAudienceSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('everyone') }),
    z.object({ kind: z.literal('deposited'), days: dayCountSchema }),
    z.object({ kind: z.literal('validBet'), days: dayCountSchema, minValidBetMinor: positiveMinorSchema }),
  ])
  .meta({ id: 'RedEnvelopeAudience' });
export type RedEnvelopeAudience = z.infer<typeof redEnvelopeAudienceSchema>;

export const campaignStatuses = ['scheduled', 'live', 'ended'] as const;
export const campaignStatusSchema = z.enum(campaignStatuses);
export type CampaignStatus = z.infer<typeof campaignStatusSchema>;

export const redEnvelopeGrabSchema = z.object({
  dropId: z.string(),
  title: z.string(),
  amountMinor: minorUnitsSchema,
  grabbedAt: z.string(),
});
export type RedEnvelopeGrab = z.infer<typeof redEnvelopeGrabSchema>;

export const memberRedEnvelopeDropSchema = z.object({
  id: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: campaignStatusSchema,
  envelopeCount: z.number().int().positive(),
  /** Envelopes not grabbed yet. */
  remaining: z.number().int().nonnegative(),
  audience: redEnvelopeAudienceSchema,
  /** Whether the caller is in the drop's audience now. */
  eligible: z.boolean(),
  /** The caller's envelope from this drop, if it grabbed one. */
  myGrab: redEnvelopeGrabSchema.nullable(),
});
export type MemberRedEnvelopeDrop = z.infer<typeof memberRedEnvelopeDropSchema>;

/** GET /api/red-envelopes/current (redEnvelopeCurrent): the live drop (else the next scheduled), and my grabs. */
export const redEnvelopeCurrentResponseSchema = z
  .object({
    drop: memberRedEnvelopeDropSchema.nullable(),
    myGrabs: z.array(redEnvelopeGrabSchema).max(rewardCampaignLimits.myGrabs),
  })
  .meta({ id: 'RedEnvelopeCurrent' });
export type RedEnvelopeCurrentResponse = z.infer<typeof redEnvelopeCurrentResponseSchema>;

/** POST /api/red-envelopes/:id/grab (redEnvelopeGrab): one envelope per member and drop; a replay returns it. */
export const redEnvelopeGrabResponseSchema = redEnvelopeGrabSchema
  .extend({ replayed: z.boolean() })
  .meta({ id: 'RedEnvelopeGrabResult' });
export type RedEnvelopeGrabResponse = z.infer<typeof redEnvelopeGrabResponseSchema>;

export const adminRedEnvelopeCreateBodySchema = z
  .object({
    title: titleSchema,
    totalMinor: positiveMinorSchema,
    envelopeCount: z.number().int().min(1).max(rewardCampaignLimits.envelopes),
    /** Every envelope holds at least this; floor × count must not exceed the total. */
    floorMinor: positiveMinorSchema,
    startsAt: instantSchema,
    endsAt: instantSchema,
    audience: redEnvelopeAudienceSchema,
  })
  .refine((body) => BigInt(body.floorMinor) * BigInt(body.envelopeCount) <= BigInt(body.totalMinor), {
    path: ['floorMinor'],
    message: 'validation.floorTooHigh',
  })
  .refine((body) => Date.parse(body.endsAt) > Date.parse(body.startsAt), {
    path: ['endsAt'],
    message: 'validation.endBeforeStart',
  })
  .meta({ id: 'AdminRedEnvelopeCreate' });
export type AdminRedEnvelopeCreateBody = z.infer<typeof adminRedEnvelopeCreateBodySchema>;

export const adminRedEnvelopeDropSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    totalMinor: minorUnitsSchema,
    envelopeCount: z.number().int(),
    floorMinor: minorUnitsSchema,
    startsAt: z.string(),
    endsAt: z.string(),
    status: campaignStatusSchema,
    audience: redEnvelopeAudienceSchema,
    grabbedCount: z.number().int().nonnegative(),
    grabbedMinor: minorUnitsSchema,
    createdBy: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminRedEnvelopeDrop' });
export type AdminRedEnvelopeDrop = z.infer<typeof adminRedEnvelopeDropSchema>;

export const adminRedEnvelopeListQuerySchema = pageQuerySchema.extend({
  status: campaignStatusSchema.optional(),
});
export const adminRedEnvelopeListResponseSchema = z.object({
  drops: z.array(adminRedEnvelopeDropSchema).max(100),
  pageInfo: pageInfoSchema,
});

/** GET /api/admin/red-envelopes/:id: the drop and its grabs (paged, first grab first). */
export const adminRedEnvelopeResultsQuerySchema = pageQuerySchema;
export const adminRedEnvelopeResultsResponseSchema = z
  .object({
    drop: adminRedEnvelopeDropSchema,
    grabs: z
      .array(
        z.object({
          memberId: z.string(),
          account: z.string(),
          amountMinor: minorUnitsSchema,
          grabbedAt: z.string(),
        }),
      )
      .max(100),
    pageInfo: pageInfoSchema,
  })
  .meta({ id: 'AdminRedEnvelopeResults' });
export type AdminRedEnvelopeResultsResponse = z.infer<typeof adminRedEnvelopeResultsResponseSchema>;

// ---------------------------------------------------------------- raffles

export const raffleTicketBases = ['deposit', 'validBet'] as const;
export const raffleTicketRuleSchema = z
  .object({
    /** One ticket per `perTicketMinor` of deposits credited, or of valid bet settled, in [startsAt, ticketsCloseAt). */
    basis: z.enum(raffleTicketBases),
    perTicketMinor: positiveMinorSchema,
    maxTicketsPerMember: z.number().int().min(1).max(rewardCampaignLimits.maxTicketsPerMember),
  })
  .meta({ id: 'RaffleTicketRule' });
export type RaffleTicketRule = z.infer<typeof raffleTicketRuleSchema>;

export const raffleStatuses = ['scheduled', 'open', 'closed', 'drawn'] as const;
export const raffleStatusSchema = z.enum(raffleStatuses);
export type RaffleStatus = z.infer<typeof raffleStatusSchema>;

export const rafflePrizeSchema = z.object({
  index: z.number().int().nonnegative(),
  amountMinor: minorUnitsSchema,
});

export const memberRaffleSchema = z.object({
  id: z.string(),
  title: z.string(),
  startsAt: z.string(),
  ticketsCloseAt: z.string(),
  claimEndsAt: z.string(),
  status: raffleStatusSchema,
  ticketRule: raffleTicketRuleSchema,
  prizes: z.array(rafflePrizeSchema).max(rewardCampaignLimits.prizes),
  /** SHA-256 (hex) of the server seed, published at creation. */
  seedHash: z.string(),
  /** The caller's tickets: live while open, the drawn snapshot after the draw. */
  myTickets: z.number().int().nonnegative(),
  /** Prizes the caller won (after the draw). */
  myPrizes: z
    .array(
      z.object({
        prizeIndex: z.number().int().nonnegative(),
        amountMinor: minorUnitsSchema,
        claimedAt: z.string().nullable(),
        /** Not claimed yet and the claim deadline has not passed. */
        claimable: z.boolean(),
      }),
    )
    .max(rewardCampaignLimits.prizes),
});
export type MemberRaffle = z.infer<typeof memberRaffleSchema>;

/** GET /api/raffles (raffleList). */
export const raffleListResponseSchema = z
  .object({ raffles: z.array(memberRaffleSchema).max(rewardCampaignLimits.memberRaffles) })
  .meta({ id: 'RaffleList' });
export type RaffleListResponse = z.infer<typeof raffleListResponseSchema>;

/** POST /api/raffles/:id/claim (raffleClaim, spec §7): a winner claims its prize once before claimEndsAt. */
export const raffleClaimResponseSchema = z
  .object({
    raffleId: z.string(),
    prizeIndex: z.number().int().nonnegative(),
    amountMinor: minorUnitsSchema,
    claimedAt: z.string(),
    replayed: z.boolean(),
  })
  .meta({ id: 'RaffleClaimResult' });
export type RaffleClaimResponse = z.infer<typeof raffleClaimResponseSchema>;

/** GET /api/raffles/:id/verification (raffleVerify, public). Entries paged in their published order. */
export const raffleVerifyQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(rewardCampaignLimits.verificationPageSize).default(1000),
});
export const raffleVerifyResponseSchema = z
  .object({
    raffleId: z.string(),
    title: z.string(),
    status: raffleStatusSchema,
    seedHash: z.string(),
    /** The server seed (hex), revealed after the draw only. */
    seed: z.string().nullable(),
    drawnAt: z.string().nullable(),
    /** How winners are picked (the exact method, also in docs/promotions.md). */
    method: z.string(),
    totalTickets: z.number().int().nonnegative(),
    prizes: z.array(rafflePrizeSchema).max(rewardCampaignLimits.prizes),
    /** Entries in draw order: each holds tickets [firstTicket, firstTicket + tickets). */
    entries: z
      .array(
        z.object({
          position: z.number().int().nonnegative(),
          account: z.string(),
          tickets: z.number().int().positive(),
          firstTicket: z.number().int().nonnegative(),
        }),
      )
      .max(rewardCampaignLimits.verificationPageSize),
    pageInfo: pageInfoSchema,
    results: z
      .array(
        z.object({
          prizeIndex: z.number().int().nonnegative(),
          amountMinor: minorUnitsSchema,
          /** The winning ticket number, the masked winner and its entry position; null: no entry was left to win. */
          ticket: z.number().int().nonnegative().nullable(),
          position: z.number().int().nonnegative().nullable(),
          account: z.string().nullable(),
          /** HMAC-SHA256(seed, `${raffleId}:${prizeIndex}`) in hex. */
          hmac: z.string(),
        }),
      )
      .max(rewardCampaignLimits.prizes),
  })
  .meta({ id: 'RaffleVerification' });
export type RaffleVerifyResponse = z.infer<typeof raffleVerifyResponseSchema>;

export const adminRaffleCreateBodySchema = z
  .object({
    title: titleSchema,
    startsAt: instantSchema,
    ticketsCloseAt: instantSchema,
    claimEndsAt: instantSchema,
    ticketRule: raffleTicketRuleSchema,
    /** Prize amounts in draw order (prize 0 is drawn first). */
    prizes: z.array(positiveMinorSchema).min(1).max(rewardCampaignLimits.prizes),
  })
  .refine((body) => Date.parse(body.ticketsCloseAt) > Date.parse(body.startsAt), {
    path: ['ticketsCloseAt'],
    message: 'validation.endBeforeStart',
  })
  .refine((body) => Date.parse(body.claimEndsAt) > Date.parse(body.ticketsCloseAt), {
    path: ['claimEndsAt'],
    message: 'validation.endBeforeStart',
  })
  .meta({ id: 'AdminRaffleCreate' });
export type AdminRaffleCreateBody = z.infer<typeof adminRaffleCreateBodySchema>;

export const adminRaffleSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    startsAt: z.string(),
    ticketsCloseAt: z.string(),
    claimEndsAt: z.string(),
    status: raffleStatusSchema,
    ticketRule: raffleTicketRuleSchema,
    prizes: z.array(rafflePrizeSchema).max(rewardCampaignLimits.prizes),
    seedHash: z.string(),
    drawnAt: z.string().nullable(),
    entryCount: z.number().int().nonnegative(),
    totalTickets: z.number().int().nonnegative(),
    claimedCount: z.number().int().nonnegative(),
    createdBy: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminRaffle' });
export type AdminRaffle = z.infer<typeof adminRaffleSchema>;

export const adminRaffleListQuerySchema = pageQuerySchema.extend({ status: raffleStatusSchema.optional() });
export const adminRaffleListResponseSchema = z.object({
  raffles: z.array(adminRaffleSchema).max(100),
  pageInfo: pageInfoSchema,
});

/** GET /api/admin/raffles/:id (results): the raffle and its winners with their claim state. */
export const adminRaffleResultsResponseSchema = z
  .object({
    raffle: adminRaffleSchema,
    winners: z
      .array(
        z.object({
          prizeIndex: z.number().int().nonnegative(),
          amountMinor: minorUnitsSchema,
          ticket: z.number().int().nonnegative().nullable(),
          memberId: z.string().nullable(),
          account: z.string().nullable(),
          tickets: z.number().int().nonnegative(),
          claimedAt: z.string().nullable(),
        }),
      )
      .max(rewardCampaignLimits.prizes),
  })
  .meta({ id: 'AdminRaffleResults' });
export type AdminRaffleResultsResponse = z.infer<typeof adminRaffleResultsResponseSchema>;

// ---------------------------------------------------------------- manual rebate (MANPLAYREB3)

/** Rebate rate per game category (settings key `manualRebate`); a category not listed earns nothing. */
export const rebateRatesSchema = z
  .object({
    rates: z.partialRecord(gameCategoryCodeSchema, rateSchema),
    /** Below this total a claim is refused (nothing_to_claim); "0": any positive amount. */
    minClaimMinor: nonNegativeMinorSchema,
  })
  .meta({ id: 'RebateRates' });
export type RebateRates = z.infer<typeof rebateRatesSchema>;
export const defaultRebateRates: RebateRates = { rates: {}, minClaimMinor: '0' };

export const rebateLineSchema = z.object({
  category: gameCategoryCodeSchema,
  validBetMinor: minorUnitsSchema,
  rate: rateSchema,
  /** floor(validBet × rate). */
  amountMinor: minorUnitsSchema,
});
export type RebateLine = z.infer<typeof rebateLineSchema>;

export const rebateClaimSchema = z.object({
  id: z.string(),
  fromAt: z.string().nullable(),
  toAt: z.string(),
  amountMinor: minorUnitsSchema,
  lines: z.array(rebateLineSchema).max(gameCategoryCodes.length),
  claimedAt: z.string(),
});
export type RebateClaim = z.infer<typeof rebateClaimSchema>;

/** GET /api/rebates/manual (manualRebate): valid bet settled since the last claim, by category and rate. */
export const manualRebateResponseSchema = z
  .object({
    /** Settled rounds after this instant count (null: since the first round). */
    since: z.string().nullable(),
    until: z.string(),
    lines: z.array(rebateLineSchema).max(gameCategoryCodes.length),
    availableMinor: minorUnitsSchema,
    minClaimMinor: minorUnitsSchema,
    claims: z.array(rebateClaimSchema).max(rewardCampaignLimits.rebateClaims),
  })
  .meta({ id: 'ManualRebate' });
export type ManualRebateResponse = z.infer<typeof manualRebateResponseSchema>;

/** POST /api/rebates/manual/claim (manualRebateClaim): pays what is available now, once. */
export const manualRebateClaimResponseSchema = rebateClaimSchema.meta({ id: 'ManualRebateClaim' });
export type ManualRebateClaimResponse = z.infer<typeof manualRebateClaimResponseSchema>;

export const adminRebateRatesResponseSchema = rebateRatesSchema;
export const adminRebateRatesUpdateBodySchema = rebateRatesSchema;

export const campaignIdParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/) });
