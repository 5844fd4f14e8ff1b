import { z } from 'zod';
import { languageCodes } from './languages.js';
import { newPasswordSchema } from './password-policy.js';
import { rgRestrictionSchema } from './rg-exclusions.js';

/** Spec §3 member types: agents 1, 2, 41, 42; trial 4; an ordinary member 0. */
export const memberTypes = {
  member: 0,
  agent: 1,
  agentLevel2: 2,
  trial: 4,
  agentPartner: 41,
  agentPartnerLevel2: 42,
} as const;
export const agentMemberTypes: readonly number[] = [1, 2, 41, 42];
export const memberTypeSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(4),
  z.literal(41),
  z.literal(42),
]);
export type MemberType = z.infer<typeof memberTypeSchema>;

export function isAgentType(type: number): boolean {
  return agentMemberTypes.includes(type);
}

/** Text the database can keep: PostgreSQL refuses a NUL character, and JSON columns an unpaired surrogate. */
const storableText = () =>
  z.string().refine((value) => !value.includes('\u0000') && !/\p{Cs}/u.test(value), 'Invalid characters.');
const trimmed = (max: number) => storableText().trim().min(1).max(max);
export const passwordInputSchema = z.string().min(1).max(128);
export const countryDialingCodeSchema = z.string().regex(/^\+\d{1,4}$/);
export const mobileNumberSchema = z
  .string()
  .trim()
  .regex(/^\d{4,15}$/);
export const captchaAnswerSchema = z.object({
  captchaId: z.string().uuid(),
  captcha: z.string().trim().min(1).max(16),
});

// ---------------------------------------------------------------- captcha (system)

export const captchaResponseSchema = z
  .object({
    captchaId: z.string().uuid(),
    /** data:image/png;base64,... */
    imageBase64: z.string(),
    expiresInSeconds: z.number().int().positive(),
  })
  .meta({ id: 'Captcha' });
export type CaptchaResponse = z.infer<typeof captchaResponseSchema>;

// ---------------------------------------------------------------- member info

export const memberInfoSchema = z
  .object({
    id: z.string(),
    account: z.string(),
    nickname: z.string(),
    type: memberTypeSchema,
    isAgent: z.boolean(),
    isTrial: z.boolean(),
    firstTimeLogin: z.boolean(),
    iconId: z.number().int().min(1).max(32),
    language: z.enum(languageCodes),
    /** Masked, e.g. +977 98******21; null when none is bound. */
    mobileMasked: z.string().nullable(),
    emailMasked: z.string().nullable(),
    hasPaymentPassword: z.boolean(),
  })
  .meta({ id: 'MemberInfo' });
export type MemberInfo = z.infer<typeof memberInfoSchema>;

// ---------------------------------------------------------------- login

export const loginPortalSchema = z.enum(['player', 'agent']);

export const usernameLoginSchema = z.object({
  type: z.literal('username'),
  portal: loginPortalSchema.default('player'),
  username: trimmed(64),
  password: passwordInputSchema,
  captchaId: z.string().uuid().optional(),
  captcha: z.string().trim().max(16).optional(),
});

export const smsLoginSchema = z.object({
  type: z.literal('sms'),
  portal: loginPortalSchema.default('player'),
  countryDialingCode: countryDialingCodeSchema,
  mobileNum: mobileNumberSchema,
  verificationCode: z.string().trim().min(1).max(255),
});

export const loginRequestSchema = z
  .discriminatedUnion('type', [usernameLoginSchema, smsLoginSchema])
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** A completed login: the session token goes to session storage (spec §4). */
export const loginSuccessSchema = z.object({
  result: z.literal('success'),
  token: z.string(),
  expiresAt: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.literal(false),
  member: memberInfoSchema,
});

/**
 * First login, a staff-reset password, an expired one, or one the password policy no longer accepts
 * (weak_password: found at a login, when the server has the typed password): only a change completes it.
 */
export const passwordChangeRequiredSchema = z.object({
  result: z.literal('password_change_required'),
  reason: z.enum(['first_login', 'password_expired', 'password_reset', 'weak_password']),
  changeToken: z.string(),
  expiresInSeconds: z.number().int().positive(),
});

/** A login from an IP this member never used: a code was sent; complete with `loginVerify`. */
export const verificationRequiredSchema = z.object({
  result: z.literal('verification_required'),
  challengeId: z.string().uuid(),
  channel: z.enum(['sms', 'email']),
  destinationMasked: z.string(),
  expiredMinutes: z.number().int().positive(),
});

/**
 * Issue 20: the member is self-excluded, on a break, closed or awaiting return but has money or an open
 * withdrawal: a session that may only see the balance, withdraw, verify identity and ask to return.
 */
export const loginRestrictedSchema = z.object({
  result: z.literal('restricted'),
  token: z.string(),
  expiresAt: z.string(),
  // As in a success, so a client that only knows success still stores the session.
  firstTimeLogin: z.boolean(),
  passwordExpired: z.literal(false),
  member: memberInfoSchema,
  restriction: rgRestrictionSchema,
});

export const loginResponseSchema = z
  .discriminatedUnion('result', [
    loginSuccessSchema,
    passwordChangeRequiredSchema,
    verificationRequiredSchema,
    loginRestrictedSchema,
  ])
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const loginVerifyRequestSchema = z.object({
  challengeId: z.string().uuid(),
  verificationCode: z.string().trim().min(1).max(16),
});

export const loginCodeRequestSchema = z.object({
  countryDialingCode: countryDialingCodeSchema,
  mobileNum: mobileNumberSchema,
  captchaId: z.string().uuid().optional(),
  captcha: z.string().trim().max(16).optional(),
});
export const smsCodeSentSchema = z.object({
  expiredMinutes: z.number().int().positive(),
  message: z.string(),
});

export const loginInfoResponseSchema = z
  .object({
    member: memberInfoSchema,
    session: z.object({ expiresAt: z.string(), idleExpiresAt: z.string(), ip: z.string() }),
  })
  .meta({ id: 'LoginInfo' });

export const freePlayRequestSchema = z.object({
  os: z.string().max(32).optional(),
  platform: z.literal('W').default('W'),
});

// ---------------------------------------------------------------- registration

const optionalField = (max: number) => storableText().trim().max(max).optional();

/** Optional profile fields: shown and required only as the registration validation config says. */
export const registrationOptionalFieldsSchema = z.object({
  payeeName: optionalField(60),
  email: optionalField(100),
  qqNum: optionalField(15),
  recommenderId: optionalField(32),
  affiliateCode: optionalField(32),
  referralCode: optionalField(32),
  paymentPassword: optionalField(32),
  line: optionalField(50),
  whatsapp: optionalField(15),
  facebook: optionalField(100),
  wechat: optionalField(50),
  idNumber: optionalField(32),
  birthday: optionalField(10),
  captchaId: z.string().uuid().optional(),
  captcha: optionalField(16),
  verificationCode: optionalField(16),
  domain: optionalField(253),
});

export const registrationConsentSchema = z.object({
  /** Terms and privacy accepted (spec §4); the server refuses false. */
  termsAccepted: z.boolean(),
  /** The birthday/age confirmation ("I am at least N years old"). */
  ageConfirmed: z.boolean(),
  language: z.enum(languageCodes).optional(),
});

export const usernameRegistrationSchema = registrationOptionalFieldsSchema
  .merge(registrationConsentSchema)
  .extend({
    username: trimmed(64),
    password: newPasswordSchema,
    confirmPassword: passwordInputSchema,
    mobileNum: mobileNumberSchema.optional(),
    countryDialingCode: countryDialingCodeSchema.optional(),
  })
  .meta({ id: 'UsernameRegistration' });

export const mobileRegistrationSchema = registrationOptionalFieldsSchema
  .merge(registrationConsentSchema)
  .extend({
    countryDialingCode: countryDialingCodeSchema,
    mobileNum: mobileNumberSchema,
    password: newPasswordSchema,
    confirmPassword: passwordInputSchema,
    username: trimmed(64).optional(),
  })
  .meta({ id: 'MobileRegistration' });

export const registrationSmsRequestSchema = z.object({
  countryDialingCode: countryDialingCodeSchema,
  mobileNo: mobileNumberSchema,
  captchaId: z.string().uuid().optional(),
  captcha: z.string().trim().max(16).optional(),
  /** The page's language: the SMS is written in it (no account, hence no stored language, yet). */
  language: z.enum(languageCodes).optional(),
});

export const affiliateCheckQuerySchema = z.object({
  code: trimmed(32),
  domain: z.string().max(253).optional(),
});
export const affiliateCheckResponseSchema = z.object({ valid: z.boolean() });

export const countryCodesResponseSchema = z
  .object({
    countries: z
      .array(
        z.object({
          countryCode: z.string().length(2),
          countryDialingCode: countryDialingCodeSchema,
          name: z.string(),
        }),
      )
      .max(300),
  })
  .meta({ id: 'CountryCodes' });

// ---------------------------------------------------------------- passwords and recovery

export const changePasswordRequestSchema = z.object({
  /** Not sent when the login's change token authorises the change (old password already known). */
  oldPassword: passwordInputSchema.optional(),
  newPassword: newPasswordSchema,
  confirmNewPassword: passwordInputSchema,
  changeToken: z.string().max(128).optional(),
});

export const forgotPasswordByEmailRequestSchema = z.object({ username: trimmed(64), email: trimmed(100) });
export const resetPasswordByEmailRequestSchema = z.object({
  resetToken: z.string().min(16).max(128),
  newPassword: newPasswordSchema,
  confirmNewPassword: passwordInputSchema,
});
export const setPasswordByPhoneRequestSchema = z.object({
  countryDialingCode: countryDialingCodeSchema,
  mobileNum: mobileNumberSchema,
  verificationCode: z.string().trim().min(1).max(16),
  newPassword: newPasswordSchema,
  confirmNewPassword: passwordInputSchema,
});
export const recoverySmsRequestSchema = registrationSmsRequestSchema;

export const messageResponseSchema = z.object({ message: z.string() });

/** A signed-in change: the member stays signed in here; every other session of theirs has ended. */
export const passwordChangedResponseSchema = z
  .object({
    message: z.string(),
    /** How many other sessions (other tabs, browsers, devices) the change signed out. */
    otherSessionsEnded: z.number().int().min(0),
  })
  .meta({ id: 'PasswordChanged' });
export type PasswordChangedResponse = z.infer<typeof passwordChangedResponseSchema>;

// ---------------------------------------------------------------- security centre

export const profileFieldNames = [
  'fullname',
  'payeeName',
  'birthday',
  'telegram',
  'zalo',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'qqNum',
  'idNumber',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'placeOfBirth',
  'permanentAddress',
  'currentAddress',
] as const;
export type ProfileFieldName = (typeof profileFieldNames)[number];

export const profileSchema = z
  .object(
    Object.fromEntries(
      profileFieldNames.map((name) => [name, storableText().trim().max(200).nullable()]),
    ) as Record<ProfileFieldName, z.ZodNullable<z.ZodString>>,
  )
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;
export const profileUpdateSchema = profileSchema.partial();

export const bindMobileRequestSchema = z.object({
  countryDialingCode: countryDialingCodeSchema,
  mobileNum: mobileNumberSchema,
  verificationCode: z.string().trim().min(1).max(16),
});
export const bindEmailRequestSchema = z.object({
  email: trimmed(100),
  verificationCode: z.string().trim().min(1).max(16),
});
export const bindEmailCodeRequestSchema = z.object({ email: trimmed(100) });
export const setPaymentPasswordRequestSchema = z.object({
  loginPassword: passwordInputSchema,
  paymentPassword: passwordInputSchema,
  confirmPaymentPassword: passwordInputSchema,
});
export const memberIconRequestSchema = z.object({ iconId: z.number().int().min(1).max(32) });
