import { z } from 'zod';

/**
 * Platform messages (issue 18; spec §2 member centre messageV2 and the agent centre's messages, §7
 * unreadMessageCount). Staff send a message to one member, a list of usernames, or a segment (everyone,
 * VIP levels, an agent's team, registered in a period), now or at a time; members read, mark read and
 * delete them. A segment is delivered by a background job in bounded batches; each member sees a
 * message once. Trial accounts have no inbox (the web makes no call; the server answers 403
 * in_need_true_account, the routes' access being `member`).
 */

export const platformMessageLimits = {
  titleLength: 120,
  /** The HTML staff may send (before sanitising). */
  bodyLength: 20_000,
  /** What the list shows of the body: its text, cut to this many characters. */
  previewLength: 120,
  /** Usernames in one list message. */
  listUsernames: 1_000,
  /** A member's inbox lists only its newest this many messages; older ones are not listed. */
  inboxSize: 500,
  pageSize: 50,
  adminPageSize: 100,
  /** Ids in one messagesRead call. */
  readIds: 50,
  /** How far ahead staff may schedule a message. */
  scheduleDaysAhead: 366,
} as const;

const messageIdSchema = z.uuid();
const memberIdSchema = z.string().regex(/^\d{1,18}$/);
const usernameSchema = z.string().trim().min(1).max(64);
const isoTimeSchema = z.iso.datetime({ offset: true });

/** Where a message comes from: staff, or another module (feedback answers). */
export const platformMessageKindSchema = z.enum(['staff', 'feedback']);
export type PlatformMessageKind = z.infer<typeof platformMessageKindSchema>;

// ---------------------------------------------------------------------------------------------------
// Member and agent (access member)

export const unreadMessageCountResponseSchema = z
  .object({ count: z.number().int().min(0) })
  .meta({ id: 'UnreadMessageCount' });
export type UnreadMessageCountResponse = z.infer<typeof unreadMessageCountResponseSchema>;

export const messageListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(platformMessageLimits.inboxSize).default(1),
  pageSize: z.coerce.number().int().min(1).max(platformMessageLimits.pageSize).default(20),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

export const messageListItemSchema = z.object({
  id: messageIdSchema,
  title: z.string(),
  /** Plain text of the body's start (tags removed), at most previewLength characters. */
  preview: z.string(),
  sentAt: z.string(),
  readAt: z.string().nullable(),
  kind: platformMessageKindSchema,
});
export type MessageListItem = z.infer<typeof messageListItemSchema>;

export const messageListResponseSchema = z
  .object({
    items: z.array(messageListItemSchema).max(platformMessageLimits.pageSize),
    /** Messages listed (at most inboxSize). */
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    unreadCount: z.number().int().min(0),
  })
  .meta({ id: 'MessageList' });
export type MessageListResponse = z.infer<typeof messageListResponseSchema>;

export const messageParamsSchema = z.object({ messageId: messageIdSchema });

export const messageDetailResponseSchema = z
  .object({
    id: messageIdSchema,
    title: z.string(),
    /** Sanitised HTML (sanitize-html on the server); render through DOMPurify as a second guard. */
    bodyHtml: z.string(),
    sentAt: z.string(),
    /** When it was first read: this call marks it read, so never null in the answer. */
    readAt: z.string().nullable(),
    kind: platformMessageKindSchema,
    /** The member's unread count after this read. */
    unreadCount: z.number().int().min(0),
  })
  .meta({ id: 'MessageDetail' });
export type MessageDetailResponse = z.infer<typeof messageDetailResponseSchema>;

export const messagesReadBodySchema = z.union([
  z.object({ messageIds: z.array(messageIdSchema).min(1).max(platformMessageLimits.readIds) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type MessagesReadBody = z.infer<typeof messagesReadBodySchema>;

/** messagesRead and messageDelete: the member's unread count afterwards. */
export const messageCountResponseSchema = z
  .object({ count: z.number().int().min(0) })
  .meta({ id: 'MessageCount' });
export type MessageCountResponse = z.infer<typeof messageCountResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Back office (readMessages / sendMessages)

export const messageSegmentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('everyone') }),
  /** Members whose current VIP level is one of these (rank levels 1..20). */
  z.object({
    kind: z.literal('vipLevels'),
    levels: z.array(z.number().int().min(1).max(20)).min(1).max(20),
  }),
  /** The agent's whole downline (its tree), the agent itself not included. */
  z.object({ kind: z.literal('agentTeam'), agentUsername: usernameSchema }),
  /** Members who registered in [from, to). */
  z.object({ kind: z.literal('registeredBetween'), from: isoTimeSchema, to: isoTimeSchema }),
]);
export type MessageSegment = z.infer<typeof messageSegmentSchema>;

export const messageAudienceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('member'),
    memberId: memberIdSchema.optional(),
    username: usernameSchema.optional(),
  }),
  z.object({
    kind: z.literal('list'),
    usernames: z.array(usernameSchema).min(1).max(platformMessageLimits.listUsernames),
  }),
  z.object({
    kind: z.literal('segment'),
    segment: messageSegmentSchema,
    /** Members who join the segment after the send also get it (when they next open their inbox). */
    reachesLaterMembers: z.boolean().default(false),
  }),
]);
export type MessageAudience = z.infer<typeof messageAudienceSchema>;

export const adminMessageSendBodySchema = z
  .object({
    title: z.string().trim().min(1).max(platformMessageLimits.titleLength),
    /** Any HTML or plain text; the server keeps only the allowed tags (scripts, handlers, javascript: go). */
    bodyHtml: z.string().trim().min(1).max(platformMessageLimits.bodyLength),
    audience: messageAudienceSchema,
    /** When to send it; left out or null: now. Must be in the future (within scheduleDaysAhead). */
    sendAt: isoTimeSchema.nullable().optional(),
  })
  .refine(
    (value) => value.audience.kind !== 'member' || !!value.audience.memberId || !!value.audience.username,
    {
      message: 'a member id or username is needed',
      path: ['audience'],
    },
  )
  .refine(
    (value) =>
      value.audience.kind !== 'segment' ||
      value.audience.segment.kind !== 'registeredBetween' ||
      new Date(value.audience.segment.to).getTime() > new Date(value.audience.segment.from).getTime(),
    { message: 'the end must come after the start', path: ['audience'] },
  );
export type AdminMessageSendBody = z.infer<typeof adminMessageSendBodySchema>;

export const adminMessageStatusSchema = z.enum(['scheduled', 'sending', 'sent', 'cancelled']);
export type AdminMessageStatus = z.infer<typeof adminMessageStatusSchema>;

export const adminMessageSchema = z.object({
  id: messageIdSchema,
  title: z.string(),
  kind: platformMessageKindSchema,
  /** The audience as sent (a list message names how many usernames it had, not the names). */
  audience: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('member'), memberId: z.string(), username: z.string() }),
    z.object({ kind: z.literal('list'), usernameCount: z.number().int() }),
    z.object({ kind: z.literal('segment'), segment: messageSegmentSchema, reachesLaterMembers: z.boolean() }),
  ]),
  status: adminMessageStatusSchema,
  /** When it is (or was) sent. */
  sendAt: z.string(),
  sentAt: z.string().nullable(),
  recipientCount: z.number().int(),
  readCount: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

export const adminMessageSendResponseSchema = z.object({
  message: adminMessageSchema,
  /** List usernames that match no active real member (not sent to: unknown, trial or locked accounts). */
  unknownUsernames: z.array(z.string()).max(platformMessageLimits.listUsernames),
});
export type AdminMessageSendResponse = z.infer<typeof adminMessageSendResponseSchema>;

export const adminMessageListQuerySchema = z.object({
  status: adminMessageStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(platformMessageLimits.adminPageSize).default(20),
});
export type AdminMessageListQuery = z.infer<typeof adminMessageListQuerySchema>;

export const adminMessageListResponseSchema = z.object({
  messages: z.array(adminMessageSchema).max(platformMessageLimits.adminPageSize),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AdminMessageListResponse = z.infer<typeof adminMessageListResponseSchema>;

export const adminMessageParamsSchema = z.object({ id: messageIdSchema });

export const adminMessageDetailResponseSchema = z.object({
  message: adminMessageSchema,
  /** Sanitised HTML as members see it. */
  bodyHtml: z.string(),
});
export type AdminMessageDetailResponse = z.infer<typeof adminMessageDetailResponseSchema>;
