import { adjustmentSettingsValueSchema } from '@gaming/contracts/adjustments';
import { agentContractSettingsSchema, defaultAgentContractSettings } from '@gaming/contracts/agent-contracts';
import { amlRulesSchema, defaultAmlRules } from '@gaming/contracts/aml';
import { bonusSettingsSchema, defaultBonusSettings } from '@gaming/contracts/bonuses';
import { inhouseLimitsValueSchema } from '@gaming/contracts/inhouse';
import { defaultInhouseLimits } from '@gaming/contracts/inhouse-limits';
import { jackpotSettingsSchema, winnerBoardSettingsSchema } from '@gaming/contracts/jackpots';
import { defaultJurisdiction, jurisdictionSchema } from '@gaming/contracts/jurisdiction';
import { languageCodes } from '@gaming/contracts/languages';
import {
  passwordAllowedLengthAtLeast,
  passwordMinLength,
  withPasswordPolicy,
} from '@gaming/contracts/password-policy';
import { defaultPointsSettings, pointsSettingsSchema } from '@gaming/contracts/points';
import { defaultPointsMallSettings, pointsMallSettingsSchema } from '@gaming/contracts/points-mall';
import { defaultRankingSettings, rankingSettingsSchema } from '@gaming/contracts/rankings';
import {
  type FieldRule,
  type PatternId,
  patternCatalogue,
  type RegistrationFieldName,
  registerSettingsSchema,
  registrationValidationSchema,
} from '@gaming/contracts/registration';
import {
  accessSettingsSchema,
  appDownloadsSchema,
  brandSchema,
  cdnSettingsSchema,
  customerServiceEntrySchema,
  socialContactsSchema,
  whitelabelFlagsSchema,
} from '@gaming/contracts/settings';
import { defaultWithdrawalSettings, withdrawalSettingsSchema } from '@gaming/contracts/withdrawals';
import { z } from 'zod';

export const siteSettingsSchema = z.object({
  domainRoutes: z.array(z.string().max(253)).max(100),
  analyticsId: z.string().max(64).nullable(),
});

export const securitySettingsSchema = z.object({
  sessionIdleMinutes: z
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60),
  sessionAbsoluteHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 90),
  /** Failed logins on one account after which every attempt on it needs a captcha. */
  captchaAfterFailures: z.number().int().min(1).max(20),
  /**
   * Failed logins on one account after which it is locked for lockoutMinutes (spec §9: 5): only the right
   * password with a good captcha passes (modules/auth/login-throttle.ts says why).
   */
  lockoutAfterFailures: z.number().int().min(2).max(50),
  /** Failed logins from one address after which its attempts need a captcha (shared addresses: not 3). */
  ipCaptchaAfterFailures: z.number().int().min(1).max(1000).default(10),
  /** Failed logins from one address within the window after which it is refused for lockoutMinutes. */
  ipFailureLimit: z.number().int().min(10).max(100_000).default(200),
  lockoutMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  /** Password age after which PWDEXPFORCECHANGE3 forces a change; 0 = never expires. */
  passwordMaxAgeDays: z.number().int().min(0).max(3650),
  verificationCodeMinutes: z.number().int().min(1).max(30),
  /** Codes sent to one destination within 5 minutes before "too many requests, retry after 5 minutes". */
  verificationCodesPer5Minutes: z.number().int().min(1).max(20),
  captchaSeconds: z.number().int().min(30).max(900),
  newIpVerification: z.boolean(),
  passwordResetMinutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60),
  staffSessionIdleMinutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60),
  /**
   * Open sessions one member may have (issue 14 #10): a new sign-in beyond it ends the oldest. The tabs
   * of one browser share one session (the player site's tab hand-over), so this counts browsers.
   */
  maxOpenSessionsPerMember: z.number().int().min(1).max(50).default(5),
});

/** Every settings key, its schema and the value used when the database has none. */
export const settingsSchemas = {
  brand: brandSchema,
  whitelabel: whitelabelFlagsSchema,
  'registration.settings': registerSettingsSchema,
  'registration.validation': registrationValidationSchema.transform((validation) => ({
    fields: {
      ...validation.fields,
      password: { ...withPasswordPolicy(validation.fields.password), enabled: true, required: true },
    },
  })),
  customerService: z.array(customerServiceEntrySchema).max(20),
  socialContacts: socialContactsSchema,
  appDownloads: appDownloadsSchema,
  cdn: cdnSettingsSchema,
  access: accessSettingsSchema,
  site: siteSettingsSchema,
  security: securitySettingsSchema,
  'catalogue.regrouping': z.object({
    /** Slots vendors shown under in-house instead (spec §4: currently empty). */
    inhouseVendors: z.array(z.string()).max(100),
    esportsVendors: z.array(z.string()).max(100),
    cockfightVendors: z.array(z.string()).max(100),
  }),
  /** Withdrawal limits, auto-confirm minutes and fee (staff with manageChannels or decideCashier edit them). */
  withdrawals: withdrawalSettingsSchema,
  /** Manual adjustments above approvalThresholdMinor wait for a second staff member's approval. */
  adjustments: adjustmentSettingsValueSchema,
  /** Per in-house game: maximum multiplier, maximum payout per bet, daily house exposure (issue 13 #5). */
  'inhouse.limits': inhouseLimitsValueSchema,
  /** Seeds of the vendors' progressive pools, funded through the ledger (issue 14 #7). */
  jackpots: jackpotSettingsSchema,
  /** The winner boards list only settled wins of at least this much (issue 14 #7). */
  winnerBoard: winnerBoardSettingsSchema,
  /** The bounds of the contracts the house offers to the tops of agent chains (issue 15). */
  agentContracts: agentContractSettingsSchema,
  /** Bonus money (issue 16): the brand's cap on a wagering multiple (UK-style brands set 10). */
  'bonuses.settings': bonusSettingsSchema,
  /** Ranking boards (issue 17): late settlements count until the period's end plus this grace. */
  'rankings.settings': rankingSettingsSchema,
  /** The points mall (issue 17): converting points to money (ratio, units, minimum, on/off). */
  'pointsMall.settings': pointsMallSettingsSchema,
  /** Points (issue 17): how long a window's points still follow its rounds (late refunds). */
  'points.settings': pointsSettingsSchema,
  /** The jurisdiction profile (issue 20): tools offered or mandatory, game rules, KYC, AML, markers (four eyes). */
  jurisdiction: jurisdictionSchema,
  /** AML rules (issue 20): thresholds that flag deposits and withdrawals, or hold a withdrawal (four eyes). */
  'aml.rules': amlRulesSchema,
} as const;

export type SettingsKey = keyof typeof settingsSchemas;
export type Settings = { [K in SettingsKey]: z.infer<(typeof settingsSchemas)[K]> };

function rule(
  patternId: PatternId,
  minLength: number,
  maxLength: number,
  enabled = true,
  required = true,
): FieldRule {
  return {
    enabled,
    required,
    patternId,
    acceptedPattern: patternCatalogue[patternId].source,
    minLength,
    maxLength,
  };
}

const defaultFieldRules: Record<RegistrationFieldName, FieldRule> = {
  username: rule('letterFirstAlphanumeric', 4, 16),
  // ASVS 5.0 §6.2: any characters, 8 to 64 (withPasswordPolicy keeps any stored rule at least this open).
  password: rule('anyCharacters', passwordMinLength, passwordAllowedLengthAtLeast),
  mobileNum: rule('digitsOnly', 7, 15),
  payeeName: rule('lettersAndSpaces', 2, 60, false, false),
  email: rule('email', 5, 100, true, false),
  qqNum: rule('digitsOnly', 5, 15, false, false),
  recommenderId: rule('alphanumeric', 1, 32, false, false),
  captcha: rule('alphanumeric', 4, 8, false, false),
  verificationCode: rule('digitsOnly', 4, 8, false, false),
  affiliateCode: rule('alphanumeric', 4, 32, true, false),
  paymentPassword: rule('digitsOnly', 6, 6, false, false),
  line: rule('noSpaces', 2, 50, false, false),
  whatsapp: rule('digitsOnly', 7, 15, false, false),
  facebook: rule('noSpaces', 2, 100, false, false),
  wechat: rule('noSpaces', 2, 50, false, false),
  idNumber: rule('alphanumeric', 4, 32, false, false),
  // Off by default: the age confirmation box covers the minimum age; an operator may ask for the date too.
  birthday: rule('dateYearMonthDay', 10, 10, false, false),
};

export const defaultSettings: Settings = {
  brand: {
    name: 'Gaming Platform',
    merchantCode: 'NPR01',
    currency: 'NPR',
    currencySymbol: 'रू',
    currencyDecimals: 2,
    // The demo offers every language of spec §3; an operator narrows the list (brand.languages).
    languages: [...languageCodes],
    defaultLanguage: 'EN',
    gmtOffsetMinutes: 345,
    mainDomain: 'localhost',
  },
  whitelabel: {
    MOBILENUMREG3: false,
    REGMOBVERF3: false,
    MOBILENUMPASSREG3: false,
    FREEPLAY3: false,
    PWDEXPFORCECHANGE3: false,
    MOBILEVERCODELOGIN3: false,
    CHNGPASSVERIF3: false,
    PTSYS3: false,
    MANPLAYREB3: false,
    AGENTPOLICY3: false,
  },
  'registration.settings': {
    types: ['username'],
    defaultType: 'username',
    captchaRequired: false,
    smsVerification: false,
    minimumAgeYears: 18,
    phoneDigits: { min: 7, max: 10 },
    defaultCountryDialingCode: '+977',
  },
  'registration.validation': { fields: defaultFieldRules },
  customerService: [],
  socialContacts: { telegram: [], facebook: null, whatsapp: null },
  appDownloads: { ios: null, android: null, lite: null },
  cdn: { imageCDNs: [], launchGameCDNs: [] },
  access: { maintenance: { enabled: false, message: null }, blockedCountries: [], allowIps: [], denyIps: [] },
  site: { domainRoutes: [], analyticsId: null },
  security: {
    sessionIdleMinutes: 60,
    sessionAbsoluteHours: 24,
    captchaAfterFailures: 3,
    lockoutAfterFailures: 5,
    lockoutMinutes: 5,
    ipCaptchaAfterFailures: 10,
    ipFailureLimit: 200,
    passwordMaxAgeDays: 180,
    verificationCodeMinutes: 5,
    verificationCodesPer5Minutes: 5,
    captchaSeconds: 120,
    newIpVerification: true,
    passwordResetMinutes: 30,
    staffSessionIdleMinutes: 30,
    maxOpenSessionsPerMember: 5,
  },
  'catalogue.regrouping': { inhouseVendors: [], esportsVendors: ['IMES'], cockfightVendors: ['DS88'] },
  withdrawals: defaultWithdrawalSettings,
  // 10,000.00 in a 2-decimal currency: larger manual adjustments need a second staff member.
  adjustments: { approvalThresholdMinor: '1000000' },
  'inhouse.limits': defaultInhouseLimits,
  // No seed until the operator sets one: a seed is house money, moved only by a staff decision.
  jackpots: { seeds: {}, revision: 0 },
  // 500.00 in a 2-decimal currency: a board of small change is not a winners' board.
  winnerBoard: { minimumWinMinor: '50000' },
  agentContracts: defaultAgentContractSettings,
  'bonuses.settings': defaultBonusSettings,
  'rankings.settings': defaultRankingSettings,
  'pointsMall.settings': defaultPointsMallSettings,
  'points.settings': defaultPointsSettings,
  jurisdiction: defaultJurisdiction,
  'aml.rules': defaultAmlRules,
};

export const settingsKeys = Object.keys(settingsSchemas) as SettingsKey[];

export function isSettingsKey(key: string): key is SettingsKey {
  return key in settingsSchemas;
}
