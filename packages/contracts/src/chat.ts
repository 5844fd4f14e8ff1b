/**
 * The chat room (spec §1 "live chat", §2 chat room, §7 `launchChat` value.chatUrl; issue 19). Members send
 * over the live WebSocket (contracts/live.ts chatJoin/chatSend); anyone reads the history over HTTP (guests
 * poll it); staff delete messages and mute or ban members (modules/chat).
 */
import { z } from 'zod';

export const chatLimits = {
  /** A message's text after normalising (normaliseChatText), in Unicode code points. */
  messageMaxLength: 300,
  /** Messages one member may send per window, across tabs and server processes. */
  messagesPerWindow: 5,
  windowMs: 10_000,
  /** The history a client reads: the room's last messages. */
  historyLimit: 50,
  /** How often a guest's page reads the history again (guests have no socket). */
  guestPollMs: 5_000,
  /** The moderation view's page. */
  adminPageSize: 100,
  reasonMaxLength: 200,
  /** A mute lasts 1 minute to 30 days. */
  muteMinMinutes: 1,
  muteMaxMinutes: 30 * 24 * 60,
} as const;

/** The room every client joins unless told otherwise. */
export const defaultChatRoomCode = 'lobby';
export const chatRoomCodeSchema = z.string().regex(/^[a-z0-9_-]{1,32}$/);
export const chatClientIdPattern = /^[A-Za-z0-9_-]{1,40}$/;

// C0/C1 controls (a line break becomes a space first), bidirectional overrides and isolates, zero-width
// characters and the byte-order mark: nothing a reader's screen should be tricked by.
const lineBreaks = /[\r\n\t\u2028\u2029]+/g;
// \p{Cc} is every C0 and C1 control (written as a property so no control character sits in the pattern).
const invisible = /[\p{Cc}\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/gu;

/**
 * The text as stored and shown: NFC, line breaks as spaces, control and invisible characters removed,
 * runs of spaces collapsed, trimmed. HTML and links stay literal text: clients render it as text, never
 * markup, and make nothing clickable. The web's counter uses the same function as the server.
 */
export function normaliseChatText(raw: string): string {
  return raw.normalize('NFC').replace(lineBreaks, ' ').replace(invisible, '').replace(/ {2,}/g, ' ').trim();
}

/** Length in code points, as PostgreSQL's char_length counts. */
export function chatTextLength(text: string): number {
  return [...text].length;
}

export const chatMessageSchema = z
  .object({
    id: z.string(),
    roomCode: z.string(),
    authorName: z.string(),
    text: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'ChatMessage' });

export const chatHistoryQuerySchema = z.object({
  roomCode: chatRoomCodeSchema.default(defaultChatRoomCode),
});

export const chatHistoryResponseSchema = z.object({
  roomCode: z.string(),
  roomTitle: z.string(),
  /** Oldest first; deleted messages are left out. */
  messages: z.array(chatMessageSchema).max(chatLimits.historyLimit),
  limits: z.object({
    messageMaxLength: z.number().int(),
    messagesPerWindow: z.number().int(),
    windowSeconds: z.number().int(),
    guestPollSeconds: z.number().int(),
  }),
});
export type ChatHistoryResponse = z.infer<typeof chatHistoryResponseSchema>;

/** Spec §7: launch chat answers value.chatUrl (relative to the site's origin). */
export const launchChatResponseSchema = z.object({
  value: z.object({ chatUrl: z.string() }),
});

// Back office.

export const chatRestrictionKinds = ['mute', 'ban'] as const;
export const chatRestrictionKindSchema = z.enum(chatRestrictionKinds);
export type ChatRestrictionKind = z.infer<typeof chatRestrictionKindSchema>;

export const adminChatMessagesQuerySchema = z.object({
  roomCode: chatRoomCodeSchema.default(defaultChatRoomCode),
  /** Deleted messages too (with who deleted them). */
  includeDeleted: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** A message id: older ones only (the next page). */
  before: z
    .string()
    .regex(/^[1-9][0-9]{0,17}$/)
    .optional(),
});

export const adminChatMessageSchema = z.object({
  id: z.string(),
  roomCode: z.string(),
  memberId: z.string(),
  username: z.string(),
  authorName: z.string(),
  text: z.string(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
  deletedBy: z.string().nullable(),
  deleteReason: z.string().nullable(),
});
export type AdminChatMessage = z.infer<typeof adminChatMessageSchema>;

export const adminChatMessagesResponseSchema = z.object({
  messages: z.array(adminChatMessageSchema).max(chatLimits.adminPageSize),
  nextBefore: z.string().nullable(),
});

export const adminChatMessageParamsSchema = z.object({
  messageId: z.string().regex(/^[1-9][0-9]{0,17}$/),
});

export const adminChatDeleteBodySchema = z.object({
  reason: z.string().trim().max(chatLimits.reasonMaxLength).default(''),
});

export const adminChatRestrictionSchema = z.object({
  id: z.string(),
  kind: chatRestrictionKindSchema,
  memberId: z.string(),
  username: z.string(),
  /** A mute's end; null for a ban (until lifted). */
  until: z.string().nullable(),
  reason: z.string(),
  staff: z.string(),
  createdAt: z.string(),
});
export type AdminChatRestriction = z.infer<typeof adminChatRestrictionSchema>;

export const adminChatRestrictionsResponseSchema = z.object({
  restrictions: z.array(adminChatRestrictionSchema).max(chatLimits.adminPageSize),
});

export const adminChatRestrictBodySchema = z
  .object({
    memberId: z.string().regex(/^[1-9][0-9]{0,17}$/),
    kind: chatRestrictionKindSchema,
    /** Required for a mute; ignored for a ban. */
    minutes: z.number().int().min(chatLimits.muteMinMinutes).max(chatLimits.muteMaxMinutes).optional(),
    reason: z.string().trim().min(1).max(chatLimits.reasonMaxLength),
  })
  .refine((body) => body.kind === 'ban' || body.minutes !== undefined, {
    path: ['minutes'],
    message: 'A mute needs its length in minutes.',
  });

export const adminChatRestrictionParamsSchema = z.object({
  restrictionId: z.string().regex(/^[1-9][0-9]{0,17}$/),
});
