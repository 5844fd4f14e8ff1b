import { z } from 'zod';

/** adminAuditChain: the tamper-evident audit chain's head and what waits for the sealer (issue 20). */
export const auditChainStatusSchema = z.object({
  headSeq: z.string(),
  headHash: z.string(),
  lowWatermarkId: z.string(),
  sealedAt: z.string().nullable(),
  /** Counted up to 10 000. */
  unsealedCount: z.number().int().nonnegative(),
  oldestUnsealedAt: z.string().nullable(),
});
export type AuditChainStatus = z.infer<typeof auditChainStatusSchema>;
