/**
 * Live streams (issue 19, spec §1 "live streams", API.md liveModelList) and the poker room list
 * (pokerRoomList). Staff list HLS sources; the site plays the enabled ones inside their schedule.
 */
import { z } from 'zod';
import { gameSchema } from './catalogue.js';
import { gamesPageSize } from './game-limits.js';
import { languageCodes } from './languages.js';

export const liveStreamLimits = {
  titleMaxLength: 120,
  urlMaxLength: 1000,
  /** Stream sources staff may keep (the admin list shows them all). */
  maxStreams: 100,
  /** The public list serves at most this many live streams. */
  publicMaxItems: 50,
  /** Poker rooms the public list serves (one page of the PVP category). */
  pokerRoomsMaxItems: gamesPageSize,
} as const;

/** The sample stream the server ships (apps/server/assets/sample-stream, a 9-second VOD playlist). */
export const sampleStreamPathPrefix = '/api/streams/sample/';
export const sampleStreamUrl = `${sampleStreamPathPrefix}sample.m3u8`;

export const liveStreamCategories = ['casino', 'sports', 'lottery', 'esports', 'entertainment'] as const;
export const liveStreamCategorySchema = z.enum(liveStreamCategories);
export type LiveStreamCategory = z.infer<typeof liveStreamCategorySchema>;

/**
 * A stream URL is an absolute https URL of an .m3u8 playlist host (no user name or password, no white
 * space), or the server's own sample playlist path. http, javascript:, data: and the rest are refused.
 */
export function isLiveStreamUrl(value: string): boolean {
  if (value.length === 0 || value.length > liveStreamLimits.urlMaxLength || /[\s\\]/.test(value))
    return false;
  if (value.startsWith('/')) return /^\/api\/streams\/sample\/[a-z0-9-]{1,40}\.m3u8$/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

const titlesSchema = z
  .partialRecord(z.enum(languageCodes), z.string().trim().max(liveStreamLimits.titleMaxLength))
  .describe('Title per language code, e.g. {"EN": "...", "NE": "..."}; EN is required');

/** One stream the site shows now (enabled, inside its schedule), titled in the asked language or EN. */
export const liveModelSchema = z
  .object({
    id: z.string().uuid(),
    title: z.string(),
    category: liveStreamCategorySchema,
    streamUrl: z.string(),
    coverUrl: z.string().nullable(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
  })
  .meta({ id: 'LiveModel' });
export type LiveModel = z.infer<typeof liveModelSchema>;

export const liveModelListQuerySchema = z.object({
  language: z
    .string()
    .regex(/^[A-Za-z]{2}(-[A-Za-z]{2})?$/)
    .transform((value) => value.toUpperCase())
    .optional(),
});
export const liveModelListResponseSchema = z.object({
  content: z.array(liveModelSchema).max(liveStreamLimits.publicMaxItems),
});
export type LiveModelListResponse = z.infer<typeof liveModelListResponseSchema>;

export const adminLiveStreamSchema = z.object({
  id: z.string().uuid(),
  streamUrl: z.string(),
  titles: z.record(z.string(), z.string()),
  category: liveStreamCategorySchema,
  coverImageId: z.string().uuid().nullable(),
  coverUrl: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  /** Enabled and inside its schedule right now (what liveModelList serves). */
  live: z.boolean(),
  updatedAt: z.string(),
});
export type AdminLiveStream = z.infer<typeof adminLiveStreamSchema>;

export const adminLiveStreamListResponseSchema = z.object({
  streams: z.array(adminLiveStreamSchema).max(liveStreamLimits.maxStreams),
});
export type AdminLiveStreamListResponse = z.infer<typeof adminLiveStreamListResponseSchema>;

export const adminLiveStreamParamsSchema = z.object({ id: z.string().uuid() });

function windowIsOrdered(value: { startsAt?: string | null; endsAt?: string | null }): boolean {
  if (!value.startsAt || !value.endsAt) return true;
  return new Date(value.endsAt).getTime() > new Date(value.startsAt).getTime();
}

const streamFieldsSchema = z.object({
  /** https playlist URL or the sample path (error stream_url_invalid otherwise). */
  streamUrl: z.string().trim().max(liveStreamLimits.urlMaxLength),
  titles: titlesSchema,
  category: liveStreamCategorySchema,
  /** A content image uploaded with adminContentImageUpload, or null for none. */
  coverImageId: z.string().uuid().nullable(),
  startsAt: z.iso.datetime({ offset: true }).nullable(),
  endsAt: z.iso.datetime({ offset: true }).nullable(),
  enabled: z.boolean(),
  sortOrder: z.number().int().min(0).max(100_000),
});

export const adminLiveStreamCreateRequestSchema = streamFieldsSchema
  .extend({
    coverImageId: z.string().uuid().nullable().default(null),
    startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    enabled: z.boolean().default(true),
    sortOrder: z.number().int().min(0).max(100_000).default(0),
  })
  .refine((value) => Boolean(value.titles.EN?.trim()), {
    message: 'an English title',
    path: ['titles', 'EN'],
  })
  .refine(windowIsOrdered, { message: 'the end must come after the start', path: ['endsAt'] });
export type AdminLiveStreamCreateRequest = z.infer<typeof adminLiveStreamCreateRequestSchema>;

export const adminLiveStreamUpdateRequestSchema = streamFieldsSchema
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'nothing to change' })
  .refine((value) => value.titles === undefined || Boolean(value.titles.EN?.trim()), {
    message: 'an English title',
    path: ['titles', 'EN'],
  })
  .refine(windowIsOrdered, { message: 'the end must come after the start', path: ['endsAt'] });
export type AdminLiveStreamUpdateRequest = z.infer<typeof adminLiveStreamUpdateRequestSchema>;

export const pokerRoomListQuerySchema = z.object({
  language: z
    .string()
    .regex(/^[A-Za-z]{2}(-[A-Za-z]{2})?$/)
    .optional(),
});
/** The PVP vendors' rooms: the catalogue's PVP category games (first page), as game tiles. */
export const pokerRoomListResponseSchema = z.object({
  content: z.array(gameSchema).max(liveStreamLimits.pokerRoomsMaxItems),
});
export type PokerRoomListResponse = z.infer<typeof pokerRoomListResponseSchema>;
