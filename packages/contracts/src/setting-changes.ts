import { z } from 'zod';
import { adjustmentSettingsValueSchema, brandMoneySchema } from './adjustments.js';
import { amlRulesSchema } from './aml.js';
import { jurisdictionSchema } from './jurisdiction.js';
import { withdrawalSettingsSchema } from './withdrawals.js';

/**
 * Four eyes on the settings that steer money (issue 14 #17): the withdrawal limits and fee, and the
 * amount above which a manual adjustment needs a second approval. A change is proposed by one staff
 * member and takes effect only when another one with the same permission approves it. Issue 20 adds the
 * jurisdiction profile and the AML rules (configureCompliance).
 */
export const settingChangeKeys = ['withdrawals', 'adjustments', 'jurisdiction', 'aml.rules'] as const;
export type SettingChangeKey = (typeof settingChangeKeys)[number];

export const settingChangeStatuses = ['pending', 'approved', 'rejected'] as const;
export type SettingChangeStatus = (typeof settingChangeStatuses)[number];

const changeFields = {
  id: z.string(),
  status: z.enum(settingChangeStatuses),
  proposedByName: z.string(),
  proposedAt: z.string(),
  /** True when the caller proposed it: they may withdraw it but not approve it. */
  proposedByCaller: z.boolean(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
};

export const settingChangeSchema = z
  .discriminatedUnion('key', [
    z.object({
      ...changeFields,
      key: z.literal('withdrawals'),
      baseValue: withdrawalSettingsSchema,
      proposedValue: withdrawalSettingsSchema,
    }),
    z.object({
      ...changeFields,
      key: z.literal('adjustments'),
      baseValue: adjustmentSettingsValueSchema,
      proposedValue: adjustmentSettingsValueSchema,
    }),
    z.object({
      ...changeFields,
      key: z.literal('jurisdiction'),
      baseValue: jurisdictionSchema,
      proposedValue: jurisdictionSchema,
    }),
    z.object({
      ...changeFields,
      key: z.literal('aml.rules'),
      baseValue: amlRulesSchema,
      proposedValue: amlRulesSchema,
    }),
  ])
  .meta({ id: 'SettingChange' });
export type SettingChange = z.infer<typeof settingChangeSchema>;

/** At most this many decided changes are listed (newest first); the audit log keeps them all. */
export const settingChangeRecentLimit = 20;

export const settingChangeListResponseSchema = z
  .object({
    brand: brandMoneySchema,
    /** Waiting for a second staff member; at most one per setting. */
    pending: z.array(settingChangeSchema).max(settingChangeKeys.length),
    recent: z.array(settingChangeSchema).max(settingChangeRecentLimit),
  })
  .meta({ id: 'SettingChangeList' });
export type SettingChangeListResponse = z.infer<typeof settingChangeListResponseSchema>;

export const settingChangeIdParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/) });

export const settingChangeApproveRequestSchema = z.object({
  reason: z.string().trim().max(500).optional(),
});
export const settingChangeRejectRequestSchema = z.object({
  reason: z.string().trim().min(1).max(500),
});
