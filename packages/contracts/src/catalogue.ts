import { z } from 'zod';
import { gameCategoryCodes } from './category-routes.js';

export { categoryRoutes, type GameCategoryCode, gameCategoryCodes } from './category-routes.js';

export const gameCategoryCodeSchema = z.enum(gameCategoryCodes);

export const vendorSchema = z.object({
  /** Vendor code, called vassalage in the spec. */
  vassalage: z.string().regex(/^[A-Z0-9_]{2,16}$/),
  displayName: z.string().min(1).max(60),
  gameType: gameCategoryCodeSchema,
  logoUrl: z.string().nullable(),
  maintenance: z.boolean(),
});
export type Vendor = z.infer<typeof vendorSchema>;

export const vendorLaneSchema = z.object({
  gameCategory: gameCategoryCodeSchema,
  vendors: z.array(vendorSchema).max(100),
});
export type VendorLane = z.infer<typeof vendorLaneSchema>;

export const vendorsResponseSchema = z
  .object({ lanes: z.array(vendorLaneSchema).max(gameCategoryCodes.length) })
  .meta({ id: 'VendorLanes' });
export type VendorsResponse = z.infer<typeof vendorsResponseSchema>;

export const bannerGroups = ['w_home', 'w_leftmenu', 'w_login', 'w_register', 'w_forget'] as const;
export const bannerGroupSchema = z.enum(bannerGroups);
export type BannerGroup = z.infer<typeof bannerGroupSchema>;

export const bannerSchema = z.object({
  id: z.string(),
  url: z.string(),
  /** Alternative text for the image, in the requested language. */
  title: z.string().max(120),
  groupName: bannerGroupSchema,
  /** Where a click goes: 'route' (an app path) or 'external' (a URL); null means not clickable. */
  linkageType: z.enum(['route', 'external']).nullable(),
  linkageTarget: z.string().max(500).nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannersQuerySchema = z.object({
  group: bannerGroupSchema,
  language: z.string().max(8).optional(),
});
export const bannersResponseSchema = z
  .object({ banners: z.array(bannerSchema).max(20) })
  .meta({ id: 'Banners' });
export type BannersResponse = z.infer<typeof bannersResponseSchema>;
