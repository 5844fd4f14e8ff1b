import { z } from 'zod';
import { type PatternId, patternIds } from './pattern-catalogue.js';

export {
  matchesPattern,
  type PatternId,
  patternCatalogue,
  patternIds,
  patternRegExp,
} from './pattern-catalogue.js';

export const patternIdSchema = z.enum(patternIds as [PatternId, ...PatternId[]]);

export const registrationFieldNames = [
  'username',
  'password',
  'mobileNum',
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'birthday',
] as const;
export type RegistrationFieldName = (typeof registrationFieldNames)[number];

export const fieldRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  patternId: patternIdSchema,
  /** The acceptedPattern of spec §3, the catalogue's source for patternId. */
  acceptedPattern: z.string(),
  minLength: z.number().int().min(0).max(255),
  maxLength: z.number().int().min(1).max(255),
});
export type FieldRule = z.infer<typeof fieldRuleSchema>;

export const registrationValidationSchema = z
  .object({
    fields: z.record(z.enum(registrationFieldNames), fieldRuleSchema),
  })
  .meta({ id: 'RegistrationValidation' });
export type RegistrationValidation = z.infer<typeof registrationValidationSchema>;

export const registrationTypeSchema = z.enum(['username', 'mobile']);

export const registerSettingsSchema = z
  .object({
    types: z.array(registrationTypeSchema).min(1).max(2),
    defaultType: registrationTypeSchema,
    captchaRequired: z.boolean(),
    smsVerification: z.boolean(),
    minimumAgeYears: z.number().int().min(18).max(21),
    phoneDigits: z.object({ min: z.number().int().min(4).max(15), max: z.number().int().min(4).max(15) }),
    defaultCountryDialingCode: z.string().regex(/^\+\d{1,4}$/),
  })
  .meta({ id: 'RegisterSettings' });
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;
