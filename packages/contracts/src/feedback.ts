/**
 * Feedback and complaints (spec §1, §3 "Feedback: content, sender, type, captcha", §5 "description 20 to
 * 200 characters trimmed with a live counter"; issue 18). Guests, members and agents submit a ticket; a
 * member reads its own tickets with the staff's answers; staff work a queue (assign, answer, close).
 */
import { z } from 'zod';

/** Spec §3 question types: 1 deposit, 2 withdrawal, 3 game, 4 customer service, 6 apply agent, 0 other. */
export const feedbackTypes = [1, 2, 3, 4, 6, 0] as const;
export type FeedbackType = (typeof feedbackTypes)[number];
export const feedbackTypeSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(6),
  z.literal(0),
]);

export const feedbackStatuses = ['open', 'assigned', 'answered', 'closed'] as const;
export const feedbackStatusSchema = z.enum(feedbackStatuses);
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;

export const feedbackLimits = {
  /** The description, trimmed, counted in Unicode code points (see feedbackContentLength). */
  contentMinLength: 20,
  contentMaxLength: 200,
  /** What the server reads at all before it trims and counts (anything longer is a 400). */
  contentRawMaxLength: 2000,
  senderMaxLength: 60,
  contactMaxLength: 120,
  answerMaxLength: 2000,
  answersPerTicket: 20,
  /** Tickets a member may have open (not closed) at once. */
  openTicketsPerMember: 5,
  memberPageSize: 20,
  adminPageSize: 100,
} as const;

/**
 * The description's length as the web's live counter and the server both count it: trimmed, in Unicode
 * code points (an emoji or a Devanagari letter with no combining mark is one; a combining mark is its own).
 */
export function feedbackContentLength(content: string): number {
  return [...content.trim()].length;
}

export function isFeedbackContentLengthValid(content: string): boolean {
  const length = feedbackContentLength(content);
  return length >= feedbackLimits.contentMinLength && length <= feedbackLimits.contentMaxLength;
}

/** A guest's contact: an e-mail address or a phone number (digits, optionally with + and spaces or dashes). */
export const feedbackEmailPattern = /^[^\s@<>()]{1,64}@[^\s@<>()]{1,100}\.[A-Za-z]{2,24}$/;
export const feedbackPhonePattern = /^\+?[0-9][0-9 -]{5,22}[0-9]$/;
export function isFeedbackContactValid(contact: string): boolean {
  const value = contact.trim();
  return (
    value.length <= feedbackLimits.contactMaxLength &&
    (feedbackEmailPattern.test(value) || feedbackPhonePattern.test(value))
  );
}

// ---------------------------------------------------------------------------------------------------
// Public: PUT /api/feedback (operationId feedback; guests, members, agents)

export const feedbackRequestSchema = z
  .object({
    /** The description; the server trims it and wants 20..200 code points (error feedback_content_length). */
    content: z.string().max(feedbackLimits.contentRawMaxLength),
    /** The sender's name as typed (optional for members: their account is the sender). */
    sender: z.string().trim().max(feedbackLimits.senderMaxLength).optional(),
    type: feedbackTypeSchema,
    /** Required (captcha_required when missing); one guess per captcha (captcha_invalid). */
    captchaId: z.string().uuid().optional(),
    captcha: z.string().trim().max(16).optional(),
    /** A guest's e-mail or phone number; required for guests (feedback_contact_required/_invalid). */
    contact: z.string().trim().max(feedbackLimits.contactMaxLength).optional(),
  })
  .meta({ id: 'FeedbackRequest' });
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

export const feedbackResponseSchema = z
  .object({ ticketId: z.string().uuid(), status: feedbackStatusSchema, createdAt: z.string() })
  .meta({ id: 'FeedbackResponse' });
export type FeedbackResponse = z.infer<typeof feedbackResponseSchema>;

export const feedbackAnswerSchema = z.object({
  id: z.string().uuid(),
  /** Plain text written by staff (render as text, never as HTML). */
  body: z.string().max(feedbackLimits.answerMaxLength),
  answeredAt: z.string(),
});
export type FeedbackAnswer = z.infer<typeof feedbackAnswerSchema>;

export const feedbackTicketSummarySchema = z.object({
  id: z.string().uuid(),
  type: feedbackTypeSchema,
  /** The description as submitted (trimmed), plain text. */
  content: z.string().max(feedbackLimits.contentRawMaxLength),
  status: feedbackStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  answerCount: z.number().int(),
});
export type FeedbackTicketSummary = z.infer<typeof feedbackTicketSummarySchema>;

export const feedbackListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(feedbackLimits.memberPageSize).default(10),
});
export const feedbackListResponseSchema = z
  .object({
    items: z.array(feedbackTicketSummarySchema).max(feedbackLimits.memberPageSize),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'FeedbackList' });
export type FeedbackListResponse = z.infer<typeof feedbackListResponseSchema>;

export const feedbackDetailParamsSchema = z.object({ ticketId: z.string().max(64) });
export const feedbackDetailResponseSchema = feedbackTicketSummarySchema
  .extend({ answers: z.array(feedbackAnswerSchema).max(feedbackLimits.answersPerTicket) })
  .meta({ id: 'FeedbackDetail' });
export type FeedbackDetailResponse = z.infer<typeof feedbackDetailResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Back office: the queue (readFeedback), assign / answer / close (handleFeedback)

/** How an answer reached the submitter: the member's platform messages, an e-mail, or staff by the contact. */
export const feedbackDeliveries = ['platformMessage', 'email', 'byContact'] as const;
export const feedbackDeliverySchema = z.enum(feedbackDeliveries);
export type FeedbackDelivery = z.infer<typeof feedbackDeliverySchema>;

/** Staff ids are decimal strings (bigint identity). */
const staffIdSchema = z.string().regex(/^\d{1,18}$/);
export const adminFeedbackStaffSchema = z.object({ id: z.string(), username: z.string() });

/** Who a ticket can be assigned to: active staff whose role has handleFeedback (at most 500). */
export const adminFeedbackAssigneesResponseSchema = z.object({
  staff: z.array(adminFeedbackStaffSchema.extend({ displayName: z.string() })).max(500),
});
export type AdminFeedbackAssigneesResponse = z.infer<typeof adminFeedbackAssigneesResponseSchema>;

export const adminFeedbackTicketSchema = z.object({
  id: z.string().uuid(),
  type: feedbackTypeSchema,
  content: z.string(),
  status: feedbackStatusSchema,
  sender: z.string().nullable(),
  /** A guest's contact (e-mail or phone); null for members. */
  contact: z.string().nullable(),
  memberId: z.string().nullable(),
  username: z.string().nullable(),
  assignee: adminFeedbackStaffSchema.nullable(),
  answerCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type AdminFeedbackTicket = z.infer<typeof adminFeedbackTicketSchema>;

export const adminFeedbackAnswerSchema = feedbackAnswerSchema.extend({
  staff: adminFeedbackStaffSchema,
  delivery: feedbackDeliverySchema,
  /** The platform message the answer became (delivery platformMessage), else null. */
  messageId: z.string().nullable(),
});
export type AdminFeedbackAnswer = z.infer<typeof adminFeedbackAnswerSchema>;

export const adminFeedbackDetailSchema = adminFeedbackTicketSchema.extend({
  answers: z.array(adminFeedbackAnswerSchema).max(feedbackLimits.answersPerTicket),
});
export type AdminFeedbackDetail = z.infer<typeof adminFeedbackDetailSchema>;

export const adminFeedbackListQuerySchema = z.object({
  status: feedbackStatusSchema.optional(),
  type: z.coerce.number().int().pipe(feedbackTypeSchema).optional(),
  /** 'me' (the caller), 'none' (unassigned) or a staff id. */
  assignee: z.union([z.enum(['me', 'none']), staffIdSchema]).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(feedbackLimits.adminPageSize).default(20),
});
export type AdminFeedbackListQuery = z.infer<typeof adminFeedbackListQuerySchema>;
export const adminFeedbackListResponseSchema = z.object({
  items: z.array(adminFeedbackTicketSchema).max(feedbackLimits.adminPageSize),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminFeedbackListResponse = z.infer<typeof adminFeedbackListResponseSchema>;

export const adminFeedbackParamsSchema = z.object({ id: z.string().uuid() });

/** Assign to a staff member (who needs handleFeedback); staffId left out assigns to the caller. */
export const adminFeedbackAssignRequestSchema = z.object({ staffId: staffIdSchema.optional() });
export type AdminFeedbackAssignRequest = z.infer<typeof adminFeedbackAssignRequestSchema>;

export const adminFeedbackAnswerRequestSchema = z.object({
  /** Plain text; a member receives it as a platform message, a guest by e-mail or by its contact. */
  body: z.string().trim().min(1).max(feedbackLimits.answerMaxLength),
});
export type AdminFeedbackAnswerRequest = z.infer<typeof adminFeedbackAnswerRequestSchema>;
