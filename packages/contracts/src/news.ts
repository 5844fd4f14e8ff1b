/**
 * News (issue 18): staff-published articles per language, with a cover image, a summary and a sanitised
 * HTML body; the public list pages by 20 at most. Back office: CRUD, publish and unpublish (manageContent).
 */
import { z } from 'zod';
import { languageCodes } from './languages.js';

export const newsLimits = {
  titleMaxLength: 200,
  summaryMaxLength: 500,
  bodyMaxLength: 50_000,
  publicPageSize: 20,
  adminPageSize: 100,
} as const;

export const newsStatuses = ['draft', 'published'] as const;
export const newsStatusSchema = z.enum(newsStatuses);
export type NewsStatus = z.infer<typeof newsStatusSchema>;

export const newsLanguageSchema = z.enum(languageCodes);

const languageQuerySchema = z
  .string()
  .regex(/^[A-Za-z]{2}(-[A-Za-z]{2})?$/)
  .transform((value) => value.toUpperCase())
  .optional();

export const newsSummarySchema = z.object({
  id: z.string().uuid(),
  title: z.string().max(newsLimits.titleMaxLength),
  summary: z.string().max(newsLimits.summaryMaxLength),
  /** A public image path (GET contentImage) or null without a cover. */
  coverUrl: z.string().nullable(),
  publishedAt: z.string(),
});
export type NewsSummary = z.infer<typeof newsSummarySchema>;

export const newsListQuerySchema = z.object({
  language: languageQuerySchema,
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(newsLimits.publicPageSize).default(10),
});
export const newsListResponseSchema = z
  .object({
    /** The language served: the one asked for, or EN when it has no published article. */
    language: z.string(),
    items: z.array(newsSummarySchema).max(newsLimits.publicPageSize),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'NewsList' });
export type NewsListResponse = z.infer<typeof newsListResponseSchema>;

export const newsDetailParamsSchema = z.object({ newsId: z.string().max(64) });
export const newsDetailResponseSchema = newsSummarySchema
  .extend({
    language: z.string(),
    /** Sanitised HTML (sanitize-html on the server); render through DOMPurify as a second guard. */
    bodyHtml: z.string().max(newsLimits.bodyMaxLength * 2),
  })
  .meta({ id: 'NewsDetail' });
export type NewsDetailResponse = z.infer<typeof newsDetailResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Back office (permission manageContent)

export const adminNewsSchema = z.object({
  id: z.string().uuid(),
  language: newsLanguageSchema,
  title: z.string(),
  summary: z.string(),
  bodyHtml: z.string(),
  coverImageId: z.string().uuid().nullable(),
  coverUrl: z.string().nullable(),
  status: newsStatusSchema,
  /** When it shows (published articles with publishedAt in the past are public); null for a new draft. */
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminNews = z.infer<typeof adminNewsSchema>;

export const adminNewsListQuerySchema = z.object({
  language: newsLanguageSchema.optional(),
  status: newsStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(newsLimits.adminPageSize).default(20),
});
export const adminNewsListResponseSchema = z.object({
  items: z.array(adminNewsSchema).max(newsLimits.adminPageSize),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminNewsListResponse = z.infer<typeof adminNewsListResponseSchema>;

export const adminNewsParamsSchema = z.object({ id: z.string().uuid() });

const newsFieldsSchema = z.object({
  language: newsLanguageSchema,
  title: z.string().trim().min(1).max(newsLimits.titleMaxLength),
  summary: z.string().trim().max(newsLimits.summaryMaxLength),
  /** Any HTML; the server keeps only the allowed tags and attributes (scripts, handlers, javascript: go). */
  bodyHtml: z.string().max(newsLimits.bodyMaxLength),
  /** An image uploaded with adminContentImageUpload, or null for none. */
  coverImageId: z.string().uuid().nullable(),
  /** When it shows once published; null means the moment it is published. */
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
});

export const adminNewsCreateRequestSchema = newsFieldsSchema.extend({
  coverImageId: z.string().uuid().nullable().default(null),
  publishedAt: z.iso.datetime({ offset: true }).nullable().default(null),
  summary: z.string().trim().max(newsLimits.summaryMaxLength).default(''),
});
export type AdminNewsCreateRequest = z.infer<typeof adminNewsCreateRequestSchema>;

export const adminNewsUpdateRequestSchema = newsFieldsSchema
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'nothing to change' });
export type AdminNewsUpdateRequest = z.infer<typeof adminNewsUpdateRequestSchema>;

/** An uploaded content image (news covers, banners): its id and public url. */
export const contentImageSchema = z.object({ id: z.string().uuid(), url: z.string() });
export type ContentImage = z.infer<typeof contentImageSchema>;
export const contentImageParamsSchema = z.object({ id: z.string().max(64) });
