/**
 * Announcements and notices (spec §2 notice marquee, announcement popup, notice popup; §3 "id, title,
 * content (HTML), time"). One table, three kinds: the marquee's notices, announcements, and popups.
 */
import { z } from 'zod';
import {
  announcementExecutions,
  announcementsPageSize,
  announcementTypes,
  marqueeNoticeLimit,
} from './home-limits.js';
import { languageCodes } from './languages.js';

export {
  type AnnouncementExecution,
  type AnnouncementType,
  announcementExecutions,
  announcementsPageSize,
  announcementTypes,
  marqueeNoticeLimit,
} from './home-limits.js';

export const announcementTypeSchema = z.enum(announcementTypes);
/** A popup's audience: A members, B anonymous visitors, F a member's first login. */
export const announcementExecutionSchema = z.enum(announcementExecutions);
export const announcementTitleMaxLength = 200;
export const announcementContentMaxLength = 20_000;

export const announcementLanguageSchema = z.enum(languageCodes);

const languageQuerySchema = z
  .string()
  .regex(/^[A-Za-z]{2}(-[A-Za-z]{2})?$/)
  .transform((value) => value.toUpperCase())
  .optional();

/** A marquee line: the title only; the notice popup fetches the content (announcements, type marquee). */
export const noticeSchema = z.object({
  id: z.string(),
  title: z.string().max(announcementTitleMaxLength),
  /** Publication time (ISO 8601); shown as yyyy-MM-dd hh:mm:ss. */
  time: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticeQuerySchema = z.object({ language: languageQuerySchema });
export const noticeResponseSchema = z
  .object({
    /** The language served: the one asked for, or EN when it has no published notice. */
    language: z.string(),
    list: z.array(noticeSchema).max(marqueeNoticeLimit),
  })
  .meta({ id: 'Notices' });
export type NoticeResponse = z.infer<typeof noticeResponseSchema>;

export const announcementSchema = noticeSchema.extend({
  type: announcementTypeSchema,
  /** Sanitised HTML (sanitize-html on the server); render through DOMPurify as a second guard. */
  content: z.string().max(announcementContentMaxLength * 2),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementsQuerySchema = z.object({
  type: announcementTypeSchema.default('announcement'),
  language: languageQuerySchema,
  pageNo: z.coerce.number().int().min(1).max(1000).default(1),
  /** Whose popups (type popup only; other types ignore it): B, the anonymous visitor's, unless asked. */
  execution: announcementExecutionSchema.default('B'),
});
export const announcementsResponseSchema = z
  .object({
    language: z.string(),
    content: z.array(announcementSchema).max(announcementsPageSize),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'Announcements' });
export type AnnouncementsResponse = z.infer<typeof announcementsResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Back office (permission manageContent)

const optionalDateTimeSchema = z.iso.datetime({ offset: true }).nullable();

export const adminAnnouncementSchema = z.object({
  id: z.string(),
  type: announcementTypeSchema,
  language: announcementLanguageSchema,
  title: z.string(),
  contentHtml: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
  /** Who sees it when it is a popup; kept but unused for the other types. */
  execution: announcementExecutionSchema,
  /** Enabled and inside its publish window right now. */
  live: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>;

export const adminAnnouncementListQuerySchema = z.object({
  type: announcementTypeSchema.optional(),
  language: announcementLanguageSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const adminAnnouncementListResponseSchema = z.object({
  announcements: z.array(adminAnnouncementSchema).max(100),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AdminAnnouncementListResponse = z.infer<typeof adminAnnouncementListResponseSchema>;

export const adminAnnouncementParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/) });

const announcementFieldsSchema = z.object({
  type: announcementTypeSchema,
  language: announcementLanguageSchema,
  title: z.string().trim().min(1).max(announcementTitleMaxLength),
  /** Any HTML; the server keeps only the allowed tags and attributes (scripts, handlers, javascript: go). */
  contentHtml: z.string().max(announcementContentMaxLength),
  /** When it starts to show; null means now. */
  startsAt: optionalDateTimeSchema,
  /** When it stops showing; null means until disabled. */
  endsAt: optionalDateTimeSchema,
  sortOrder: z.number().int().min(-100_000).max(100_000),
  enabled: z.boolean(),
  /** A popup's audience (A members, B visitors not logged in, F a member's first login). */
  execution: announcementExecutionSchema,
});

function windowIsOrdered(value: { startsAt?: string | null; endsAt?: string | null }): boolean {
  if (!value.startsAt || !value.endsAt) return true;
  return new Date(value.endsAt).getTime() > new Date(value.startsAt).getTime();
}

export const adminAnnouncementCreateRequestSchema = announcementFieldsSchema
  // B when left out, the audience popups had before they had one. Only here: on the update a default
  // would reset the stored audience of every change that does not mention it.
  .extend({ execution: announcementExecutionSchema.default('B') })
  .refine(windowIsOrdered, { message: 'the end must come after the start', path: ['endsAt'] });
export type AdminAnnouncementCreateRequest = z.infer<typeof adminAnnouncementCreateRequestSchema>;

export const adminAnnouncementUpdateRequestSchema = announcementFieldsSchema
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'nothing to change' })
  .refine(windowIsOrdered, { message: 'the end must come after the start', path: ['endsAt'] });
export type AdminAnnouncementUpdateRequest = z.infer<typeof adminAnnouncementUpdateRequestSchema>;
