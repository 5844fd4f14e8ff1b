import { z } from 'zod';
import { languageCodes } from './languages.js';
import { registerSettingsSchema } from './registration.js';
import {
  appDownloadsSchema,
  brandSchema,
  customerServiceEntrySchema,
  featureTogglesSchema,
  socialContactsSchema,
  whitelabelFlagsSchema,
} from './settings.js';

/** Spec §4: 0 normal, 1 maintenance, 2 region restricted; maintenance wins. */
export const systemStatus = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;
export const systemStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const permissionResponseSchema = z
  .object({
    status: systemStatusSchema,
    maintenance: z.boolean(),
    regionRestriction: z.boolean(),
    /** Operator text for the maintenance page; null means the app's own translated text. */
    maintenanceMessage: z.string().nullable(),
    location: z.object({
      ip: z.string(),
      /** ISO country of the IP when the GeoLite2 database knows it. */
      countryCode: z.string().nullable(),
    }),
    info: z.object({
      customerService: z.array(customerServiceEntrySchema),
      domainRoute: z.array(z.string()),
      whitelabel: whitelabelFlagsSchema,
      register: registerSettingsSchema,
      mainDomain: z.string(),
      analyticsId: z.string().nullable(),
      imageCDNs: z.array(z.string()),
      launchGameCDNs: z.array(z.string()),
    }),
  })
  .meta({ id: 'PermissionResponse' });
export type PermissionResponse = z.infer<typeof permissionResponseSchema>;

/** Everything the site frame needs that is not per-visitor. */
export const siteSettingsResponseSchema = z
  .object({
    brand: brandSchema,
    features: featureTogglesSchema,
    whitelabel: whitelabelFlagsSchema,
    customerService: z.array(customerServiceEntrySchema),
    socialContacts: socialContactsSchema,
    appDownloads: appDownloadsSchema,
    /**
     * A simulator plays the payment gateway or the game vendors (a demo): payments and games are
     * simulated and no real money moves. Every page of the site and the back office says so.
     */
    testMode: z.boolean(),
  })
  .meta({ id: 'SiteSettings' });
export type SiteSettingsResponse = z.infer<typeof siteSettingsResponseSchema>;

export const whitelabelMenuResponseSchema = z
  .object({
    whitelabel: whitelabelFlagsSchema,
    features: featureTogglesSchema,
  })
  .meta({ id: 'WhitelabelMenu' });

export const domainRoutesResponseSchema = z
  .object({ mainDomain: z.string(), domains: z.array(z.string()).max(100) })
  .meta({ id: 'DomainRoutes' });

export const healthResponseSchema = z.object({ status: z.literal('ok') });
export const readinessResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
});

/**
 * adminLanguages / adminLanguagesUpdate (issue 21): the languages the brand offers, in spec §3's order,
 * and the one a new visitor (or a player whose language is withdrawn) reads.
 */
export const adminLanguagesSchema = z
  .object({
    languages: z
      .array(z.enum(languageCodes))
      .min(1)
      .max(languageCodes.length)
      .refine((codes) => new Set(codes).size === codes.length, { message: 'validation.duplicate' }),
    defaultLanguage: z.enum(languageCodes),
  })
  .meta({ id: 'AdminLanguages' });
export type AdminLanguages = z.infer<typeof adminLanguagesSchema>;
