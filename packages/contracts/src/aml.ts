import { z } from 'zod';

/** AML rules, flags and withdrawal holds (issue 20, H6). First shapes from the plan (section 5.2). */
export const amlRuleKinds = [
  'single_deposit',
  'single_withdrawal',
  'cumulative_deposit',
  'cumulative_withdrawal',
  'low_play_withdrawal',
] as const;
export type AmlRuleKind = (typeof amlRuleKinds)[number];

export const amlRuleSchema = z.object({
  id: z.string().regex(/^[a-z0-9_-]{1,40}$/),
  kind: z.enum(amlRuleKinds),
  thresholdMinor: z.string().regex(/^\d{1,16}$/),
  periodHours: z.number().int().min(0).max(8760),
  /** Low play: valid bet below this ratio of the period's deposits. */
  playRatio: z.number().min(0).max(100),
  action: z.enum(['flag', 'flag_and_hold']),
  enabled: z.boolean(),
});
export type AmlRule = z.infer<typeof amlRuleSchema>;

/** Settings key `aml.rules` (four eyes, configureCompliance): at most 50 rules, ids unique (a flag names its rule). */
export const amlRulesSchema = z
  .object({
    rules: z
      .array(amlRuleSchema)
      .max(50)
      .refine((rules) => new Set(rules.map((rule) => rule.id)).size === rules.length, {
        message: 'validation.duplicateRuleId',
      }),
  })
  .meta({ id: 'AmlRules' });
export type AmlRules = z.infer<typeof amlRulesSchema>;

export const defaultAmlRules: AmlRules = {
  rules: [
    {
      id: 'single-deposit',
      kind: 'single_deposit',
      thresholdMinor: '1000000',
      periodHours: 0,
      playRatio: 0,
      action: 'flag',
      enabled: true,
    },
    {
      id: 'cumulative-deposit-30d',
      kind: 'cumulative_deposit',
      thresholdMinor: '5000000',
      periodHours: 720,
      playRatio: 0,
      action: 'flag',
      enabled: true,
    },
    {
      id: 'low-play-7d',
      kind: 'low_play_withdrawal',
      thresholdMinor: '0',
      periodHours: 168,
      playRatio: 1,
      action: 'flag_and_hold',
      enabled: true,
    },
  ],
};

export const amlFlagStatuses = ['open', 'cleared', 'escalated'] as const;
export type AmlFlagStatus = (typeof amlFlagStatuses)[number];

export const amlFlagSchema = z
  .object({
    id: z.string(),
    memberId: z.string(),
    memberAccount: z.string(),
    ruleId: z.string(),
    ruleKind: z.enum(amlRuleKinds),
    subjectType: z.enum(['deposit', 'withdrawal']),
    subjectId: z.string(),
    amountMinor: z.string(),
    windowTotalMinor: z.string().nullable(),
    status: z.enum(amlFlagStatuses),
    decidedByName: z.string().nullable(),
    decidedAt: z.string().nullable(),
    note: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AmlFlag' });
export type AmlFlag = z.infer<typeof amlFlagSchema>;

const pageQuery = {
  page: z.coerce.number().int().min(1).max(10000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
const pageInfoSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export const adminAmlFlagsQuerySchema = z.object({
  status: z.enum(amlFlagStatuses).default('open'),
  ...pageQuery,
});
export type AdminAmlFlagsQuery = z.infer<typeof adminAmlFlagsQuerySchema>;
export const adminAmlFlagsResponseSchema = z
  .object({ flags: z.array(amlFlagSchema).max(100), pageInfo: pageInfoSchema })
  .meta({ id: 'AdminAmlFlagsResponse' });
export type AdminAmlFlagsResponse = z.infer<typeof adminAmlFlagsResponseSchema>;

/** A reviewer clears a flag (nothing wrong) or escalates it (reported on); a hold is released separately. */
export const adminAmlFlagDecisionSchema = z.object({
  status: z.enum(['cleared', 'escalated']),
  note: z.string().trim().min(1).max(500),
});
export type AdminAmlFlagDecision = z.infer<typeof adminAmlFlagDecisionSchema>;

export const withdrawalHoldSchema = z
  .object({
    withdrawalId: z.string(),
    amlFlagId: z.string(),
    memberId: z.string(),
    memberAccount: z.string(),
    amountMinor: z.string(),
    withdrawalStatus: z.string(),
    reason: z.string(),
    heldAt: z.string(),
    releasedAt: z.string().nullable(),
    releasedByName: z.string().nullable(),
    releaseNote: z.string().nullable(),
  })
  .meta({ id: 'WithdrawalHold' });
export type WithdrawalHold = z.infer<typeof withdrawalHoldSchema>;

export const adminWithdrawalHoldsQuerySchema = z.object({
  /** Only holds still in force (the default), or every hold. */
  active: z.enum(['true', 'false']).default('true'),
  withdrawalId: z.uuid().optional(),
  ...pageQuery,
});
export type AdminWithdrawalHoldsQuery = z.infer<typeof adminWithdrawalHoldsQuerySchema>;
export const adminWithdrawalHoldsResponseSchema = z
  .object({ holds: z.array(withdrawalHoldSchema).max(100), pageInfo: pageInfoSchema })
  .meta({ id: 'AdminWithdrawalHoldsResponse' });
export type AdminWithdrawalHoldsResponse = z.infer<typeof adminWithdrawalHoldsResponseSchema>;

export const adminWithdrawalHoldReleaseSchema = z.object({ note: z.string().trim().min(1).max(500) });

export const adminAmlRulesResponseSchema = z
  .object({
    value: amlRulesSchema,
    pending: z
      .object({
        id: z.string(),
        proposedValue: amlRulesSchema,
        proposedByName: z.string(),
        proposedAt: z.string(),
        proposedByCaller: z.boolean(),
      })
      .nullable(),
  })
  .meta({ id: 'AdminAmlRulesResponse' });
export type AdminAmlRulesResponse = z.infer<typeof adminAmlRulesResponseSchema>;
export const adminAmlRulesProposeRequestSchema = z.object({ value: amlRulesSchema });
