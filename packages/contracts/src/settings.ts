import { z } from 'zod';
import { languageCodes } from './languages.js';

/** Whitelabel flags of spec §3. Feature toggles are derived from these, never stored twice. */
export const whitelabelFlagNames = [
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'CHNGPASSVERIF3',
  'PTSYS3',
  'MANPLAYREB3',
  'AGENTPOLICY3',
] as const;
export type WhitelabelFlagName = (typeof whitelabelFlagNames)[number];
export const whitelabelFlagsSchema = z.record(z.enum(whitelabelFlagNames), z.boolean());
export type WhitelabelFlags = z.infer<typeof whitelabelFlagsSchema>;

export const featureTogglesSchema = z.object({
  pointsSystem: z.boolean(),
  manualRebate: z.boolean(),
  agentPolicy: z.boolean(),
  freePlay: z.boolean(),
});
export type FeatureToggles = z.infer<typeof featureTogglesSchema>;

export function featureTogglesFromFlags(flags: WhitelabelFlags): FeatureToggles {
  return {
    pointsSystem: flags.PTSYS3,
    manualRebate: flags.MANPLAYREB3,
    agentPolicy: flags.AGENTPOLICY3,
    freePlay: flags.FREEPLAY3,
  };
}

export const brandSchema = z.object({
  name: z.string().min(1).max(60),
  merchantCode: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  currencySymbol: z.string().min(1).max(8),
  currencyDecimals: z.number().int().min(0).max(4),
  languages: z.array(z.enum(languageCodes)).min(1).max(languageCodes.length),
  defaultLanguage: z.enum(languageCodes),
  /** Minutes east of UTC; Nepal is +345. */
  gmtOffsetMinutes: z.number().int().min(-720).max(840),
  mainDomain: z.string().min(1).max(253),
});
export type Brand = z.infer<typeof brandSchema>;

export const customerServiceEntrySchema = z.object({
  csPosition: z.enum(['header', 'sidebar', 'footer', 'maintenance', 'floating']),
  title: z.string().min(1).max(60),
  /** Where the button leads: a live-chat, Telegram or mailto address. */
  path: z.string().url().max(500),
});
export type CustomerServiceEntry = z.infer<typeof customerServiceEntrySchema>;

export const socialContactsSchema = z.object({
  telegram: z.array(z.string().url().max(500)).max(3),
  facebook: z.string().url().max(500).nullable(),
  whatsapp: z.string().url().max(500).nullable(),
});
export type SocialContacts = z.infer<typeof socialContactsSchema>;

export const appDownloadsSchema = z.object({
  ios: z.string().url().max(500).nullable(),
  android: z.string().url().max(500).nullable(),
  lite: z.string().url().max(500).nullable(),
});
export type AppDownloads = z.infer<typeof appDownloadsSchema>;

export const cdnSettingsSchema = z.object({
  imageCDNs: z.array(z.string().max(500)).max(10),
  launchGameCDNs: z.array(z.string().max(500)).max(10),
});
export type CdnSettings = z.infer<typeof cdnSettingsSchema>;

export const maintenanceSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Optional operator text; the web app shows its own translated text when absent. */
  message: z.string().max(1000).nullable(),
});

export const accessSettingsSchema = z.object({
  maintenance: maintenanceSettingsSchema,
  /** ISO 3166-1 alpha-2 codes whose visitors see the blocked page. */
  blockedCountries: z.array(z.string().regex(/^[A-Z]{2}$/)).max(250),
  /** CIDRs always let in, even from a blocked country. */
  allowIps: z.array(z.string().max(64)).max(1000),
  /** CIDRs always blocked; deny wins over allow. */
  denyIps: z.array(z.string().max(64)).max(1000),
});
export type AccessSettings = z.infer<typeof accessSettingsSchema>;
