import { z } from 'zod';

/** Identity documents and verification (issue 20, H6; plan section 5.1). */
export const kycDocumentTypes = [
  'passport',
  'national_id',
  'driving_licence',
  'proof_of_address',
  'other',
] as const;
export type KycDocumentType = (typeof kycDocumentTypes)[number];
export const kycStatuses = ['none', 'submitted', 'verified', 'rejected'] as const;
export type KycStatus = (typeof kycStatuses)[number];
export const kycDocumentStatuses = ['submitted', 'verified', 'rejected'] as const;
export type KycDocumentStatus = (typeof kycDocumentStatuses)[number];
/** The types a document may be, read from its bytes: PNG, JPEG, PDF. */
export const kycContentTypes = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export type KycContentType = (typeof kycContentTypes)[number];
/** The proof-upload limit (5 MB) applies to documents too. */
export const kycDocumentMaxBytes = 5242880;
/** A member's list shows at most this many of their latest documents. */
export const kycMemberDocumentsLimit = 20;

export const kycDocumentSchema = z
  .object({
    id: z.string(),
    documentType: z.enum(kycDocumentTypes),
    contentType: z.enum(kycContentTypes),
    sizeBytes: z.number().int(),
    status: z.enum(kycDocumentStatuses),
    rejectionReason: z.string().nullable(),
    createdAt: z.string(),
    reviewedAt: z.string().nullable(),
  })
  .meta({ id: 'KycDocument' });
export type KycDocument = z.infer<typeof kycDocumentSchema>;

export const kycStatusResponseSchema = z
  .object({
    status: z.enum(kycStatuses),
    verifiedAt: z.string().nullable(),
    /** What the brand's profile asks verification for (jurisdiction.kyc.requiredBefore). */
    requiredBefore: z.enum(['none', 'firstWithdrawal', 'deposit', 'play']),
    documents: z.array(kycDocumentSchema).max(kycMemberDocumentsLimit),
    maxBytes: z.number().int(),
  })
  .meta({ id: 'KycStatusResponse' });
export type KycStatusResponse = z.infer<typeof kycStatusResponseSchema>;

export const adminKycQueueQuerySchema = z.object({
  status: z.enum(kycDocumentStatuses).default('submitted'),
  page: z.coerce.number().int().min(1).max(10000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminKycQueueQuery = z.infer<typeof adminKycQueueQuerySchema>;

export const adminKycDocumentSchema = kycDocumentSchema
  .extend({
    memberId: z.string(),
    memberAccount: z.string(),
    reviewedByName: z.string().nullable(),
    memberStatus: z.enum(kycStatuses),
  })
  .meta({ id: 'AdminKycDocument' });
export type AdminKycDocument = z.infer<typeof adminKycDocumentSchema>;

export const adminKycQueueResponseSchema = z
  .object({
    documents: z.array(adminKycDocumentSchema).max(100),
    pageInfo: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
  })
  .meta({ id: 'AdminKycQueueResponse' });
export type AdminKycQueueResponse = z.infer<typeof adminKycQueueResponseSchema>;

export const kycDecisionRequestSchema = z.union([
  z.object({ verify: z.object({ birthDate: z.iso.date(), fullName: z.string().trim().min(1).max(200) }) }),
  z.object({ reject: z.object({ reason: z.string().trim().min(1).max(500) }) }),
]);
export type KycDecisionRequest = z.infer<typeof kycDecisionRequestSchema>;

/** The member's verification, for the member compliance view (issue 20, H7). */
export type MemberKycSummary = {
  status: KycStatus;
  verifiedAt: string | null;
  verifiedByName: string | null;
  documents: AdminKycDocument[];
};
