/**
 * The back office's banner editor (issue 18; spec §3 "Banner: url, linkageType, groupName"): image upload,
 * group, link type and target, titles per language, order, schedule. The public read is in catalogue.ts.
 */
import { z } from 'zod';
import { bannerGroupSchema } from './catalogue.js';
import { languageCodes } from './languages.js';

export const bannerLimits = {
  titleMaxLength: 120,
  targetMaxLength: 500,
  /** Banners a group may hold (the public read serves at most 20 live ones). */
  perGroup: 50,
  listMaxItems: 250,
} as const;

/**
 * A route is an app path ('/promotions', '/games/slot?vendor=PG'): starts with one '/', no '//', no
 * backslash, no white space or control characters. An external link is an absolute https URL.
 */
export function isBannerRouteTarget(target: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(target) && target.length <= bannerLimits.targetMaxLength;
}

export function isBannerExternalTarget(target: string): boolean {
  if (target.length > bannerLimits.targetMaxLength || /\s/.test(target)) return false;
  try {
    const url = new URL(target);
    return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const bannerLinkTypeSchema = z.enum(['route', 'external']);

const titlesSchema = z
  .partialRecord(z.enum(languageCodes), z.string().trim().max(bannerLimits.titleMaxLength))
  .describe('Alternative text per language code, e.g. {"EN": "...", "NE": "..."}');

export const adminBannerSchema = z.object({
  id: z.string().uuid(),
  groupName: bannerGroupSchema,
  imageUrl: z.string(),
  titles: z.record(z.string(), z.string()),
  linkageType: bannerLinkTypeSchema.nullable(),
  linkageTarget: z.string().nullable(),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** Enabled and inside its schedule right now (what the public read serves). */
  live: z.boolean(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

export const adminBannerListQuerySchema = z.object({ group: bannerGroupSchema.optional() });
export const adminBannerListResponseSchema = z.object({
  banners: z.array(adminBannerSchema).max(bannerLimits.listMaxItems),
});
export type AdminBannerListResponse = z.infer<typeof adminBannerListResponseSchema>;

export const adminBannerParamsSchema = z.object({ id: z.string().uuid() });

const bannerFieldsSchema = z.object({
  groupName: bannerGroupSchema,
  /** An image uploaded with adminContentImageUpload. */
  imageId: z.string().uuid(),
  titles: titlesSchema,
  /** null with a null target: the banner is not clickable. */
  linkageType: bannerLinkTypeSchema.nullable(),
  linkageTarget: z.string().trim().max(bannerLimits.targetMaxLength).nullable(),
  enabled: z.boolean(),
  startsAt: z.iso.datetime({ offset: true }).nullable(),
  endsAt: z.iso.datetime({ offset: true }).nullable(),
});

type LinkFields = { linkageType?: 'route' | 'external' | null; linkageTarget?: string | null };
/** Both or neither; a route starts with '/', an external link is https (error banner_link_invalid on the server too). */
export function bannerLinkIsValid(value: LinkFields): boolean {
  if (value.linkageType === undefined && value.linkageTarget === undefined) return true;
  if (value.linkageType === null || value.linkageType === undefined)
    return value.linkageTarget === null || value.linkageTarget === undefined || value.linkageTarget === '';
  const target = value.linkageTarget ?? '';
  return value.linkageType === 'route' ? isBannerRouteTarget(target) : isBannerExternalTarget(target);
}

function windowIsOrdered(value: { startsAt?: string | null; endsAt?: string | null }): boolean {
  if (!value.startsAt || !value.endsAt) return true;
  return new Date(value.endsAt).getTime() > new Date(value.startsAt).getTime();
}

export const adminBannerCreateRequestSchema = bannerFieldsSchema
  .extend({
    titles: titlesSchema.default({}),
    linkageType: bannerLinkTypeSchema.nullable().default(null),
    linkageTarget: z.string().trim().max(bannerLimits.targetMaxLength).nullable().default(null),
    enabled: z.boolean().default(true),
    startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  })
  .refine(windowIsOrdered, { message: 'the end must come after the start', path: ['endsAt'] });
export type AdminBannerCreateRequest = z.infer<typeof adminBannerCreateRequestSchema>;

/** A change; the link type and target are sent together (or neither). */
export const adminBannerUpdateRequestSchema = bannerFieldsSchema
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'nothing to change' })
  .refine((value) => (value.linkageType === undefined) === (value.linkageTarget === undefined), {
    message: 'send the link type and target together',
    path: ['linkageTarget'],
  })
  .refine(windowIsOrdered, { message: 'the end must come after the start', path: ['endsAt'] });
export type AdminBannerUpdateRequest = z.infer<typeof adminBannerUpdateRequestSchema>;

/** The group's banners in their new order (every banner of the group, each once). */
export const adminBannerReorderRequestSchema = z.object({
  groupName: bannerGroupSchema,
  bannerIds: z.array(z.string().uuid()).min(1).max(bannerLimits.perGroup),
});
export type AdminBannerReorderRequest = z.infer<typeof adminBannerReorderRequestSchema>;
