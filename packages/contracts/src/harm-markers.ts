import { z } from 'zod';
import { amlFlagSchema } from './aml.js';
import { adminKycDocumentSchema, kycStatuses } from './kyc.js';
import { rgExclusionHistorySchema } from './rg-exclusions.js';

/** Markers of harm, staff interactions and the member compliance view (issue 20, H7). */
export const harmMarkerRules = [
  'deposit_frequency_rising',
  'night_play',
  'limit_increases',
  'withdrawal_reversal_attempts',
  'chasing_losses',
  'register_previously_excluded',
] as const;
export type HarmMarkerRuleName = (typeof harmMarkerRules)[number];

export const harmMarkerSchema = z
  .object({
    id: z.string(),
    memberId: z.string(),
    memberUsername: z.string(),
    rule: z.enum(harmMarkerRules),
    windowStart: z.string(),
    windowEnd: z.string(),
    evidence: z.record(z.string(), z.unknown()),
    status: z.enum(['open', 'reviewed']),
    reviewedByName: z.string().nullable(),
    reviewedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'HarmMarker' });
export type HarmMarker = z.infer<typeof harmMarkerSchema>;

export const adminHarmMarkersQuerySchema = z.object({
  rule: z.enum(harmMarkerRules).optional(),
  status: z.enum(['open', 'reviewed']).optional(),
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminHarmMarkersQuery = z.infer<typeof adminHarmMarkersQuerySchema>;

export const adminHarmMarkersResponseSchema = z
  .object({
    markers: z.array(harmMarkerSchema).max(100),
    pageInfo: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
  })
  .meta({ id: 'AdminHarmMarkersResponse' });
export type AdminHarmMarkersResponse = z.infer<typeof adminHarmMarkersResponseSchema>;

export const rgInteractionKinds = ['call', 'email', 'message', 'restriction', 'note'] as const;

export const rgInteractionRequestSchema = z.object({
  kind: z.enum(rgInteractionKinds),
  body: z.string().trim().min(1).max(2000),
});
export type RgInteractionRequest = z.infer<typeof rgInteractionRequestSchema>;

/** Reviewing a marker records what staff did about it (an interaction), never a bare tick. */
export const adminHarmMarkerReviewRequestSchema = rgInteractionRequestSchema;

export const rgInteractionSchema = z
  .object({
    id: z.string(),
    memberId: z.string(),
    staffName: z.string(),
    kind: z.enum(rgInteractionKinds),
    body: z.string(),
    harmMarkerId: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'RgInteraction' });
export type RgInteraction = z.infer<typeof rgInteractionSchema>;

export const rgLimitHistoryEntrySchema = z.object({
  id: z.string(),
  kind: z.string(),
  period: z.string(),
  fromValue: z.string().nullable(),
  toValue: z.string().nullable(),
  outcome: z.string(),
  actorType: z.string(),
  actorName: z.string().nullable(),
  at: z.string(),
});

/** adminMemberCompliance: everything compliance knows of one member, each list at most 50. */
export const adminMemberComplianceSchema = z
  .object({
    limitChanges: z.array(rgLimitHistoryEntrySchema).max(50),
    exclusions: rgExclusionHistorySchema,
    kyc: z.object({
      status: z.enum(kycStatuses),
      verifiedAt: z.string().nullable(),
      verifiedByName: z.string().nullable(),
      documents: z.array(adminKycDocumentSchema).max(50),
    }),
    amlFlags: z.array(amlFlagSchema).max(50),
    markers: z.array(harmMarkerSchema).max(50),
    interactions: z.array(rgInteractionSchema).max(50),
  })
  .meta({ id: 'AdminMemberCompliance' });
export type AdminMemberCompliance = z.infer<typeof adminMemberComplianceSchema>;
