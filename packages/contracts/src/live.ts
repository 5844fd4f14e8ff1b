/**
 * Events the server pushes to a member over the live WebSocket (zod-free so clients import it freely).
 * Every event names the member it is for on the server side; the socket only ever carries a member's own.
 */
export type CashierNoticeKind =
  | 'deposit_credited'
  | 'deposit_failed'
  | 'withdrawal_approved'
  | 'withdrawal_rejected'
  | 'withdrawal_paid'
  | 'withdrawal_completed'
  | 'transfer_received'
  | 'transfer_sent'
  | 'adjustment_applied';

export type LiveEvent =
  | {
      type: 'balance';
      balanceMinor: string;
      availableMinor: string;
      heldMinor: string;
    }
  | {
      type: 'cashier';
      kind: CashierNoticeKind;
      /** The business object: a deposit, withdrawal, transfer or adjustment id. */
      referenceId: string;
      amountMinor: string;
    }
  /**
   * The reward centre's red badge (issue 16, modules/bonuses): published when a reward becomes claimable,
   * is claimed, expires or is withdrawn, with the member's count of rewards waiting to be claimed.
   */
  | { type: 'rewards'; waitingCount: number }
  /** Loyalty points (issue 17, modules/points): the member's points changed (earned, spent, awarded). */
  | { type: 'points'; spendablePoints: string; lifetimePoints: string }
  /**
   * Platform messages (issue 18, modules/platform-messages): a message reached the member, or it read or
   * deleted one; the member's unread count (the member centre's red badge, unreadMessage).
   */
  | { type: 'messages'; unreadCount: number }
  /**
   * The chat room (issue 19, modules/chat): staff muted, banned or lifted a restriction of the member; the
   * member's standing now (mutedUntil an ISO time or null).
   */
  | { type: 'chatStanding'; mutedUntil: string | null; muteReason: string | null; banned: boolean };

/** One chat message as clients see it: plain text (never HTML), the author's public name. */
export type ChatMessageView = {
  id: string;
  roomCode: string;
  authorName: string;
  text: string;
  createdAt: string;
};

/**
 * What a chat room's subscribers receive (modules/chat): one event per room, not per member, so a
 * broadcast is one publish whatever the room's size.
 */
export type ChatRoomEvent =
  | { type: 'chatMessage'; message: ChatMessageView }
  /** Staff deleted messages: clients drop them at once. At most `chatMaxDeletedPerEvent` ids. */
  | { type: 'chatDeleted'; roomCode: string; messageIds: string[] };

export const chatMaxDeletedPerEvent = 100;

/** The member's standing in the chat room, sent when joining and pushed when staff change it. */
export type ChatStanding = { mutedUntil: string | null; muteReason: string | null; banned: boolean };

/**
 * What a client sends: its session token first (browsers cannot set headers on a WebSocket). After
 * `ready`, a member may join one chat room at a time and send to it; `clientId` (1..40 of A-Z a-z 0-9 _ -)
 * makes a resend the same message and names the answer (`chatSent` or `chatRefused`).
 */
export type LiveClientMessage =
  | { type: 'auth'; token: string }
  | { type: 'ping' }
  | { type: 'chatJoin'; roomCode: string }
  | { type: 'chatLeave' }
  | { type: 'chatSend'; text: string; clientId: string };

export type LiveServerMessage =
  | { type: 'ready' }
  | { type: 'pong' }
  | { type: 'error'; code: string }
  | { type: 'event'; event: LiveEvent }
  | { type: 'chatJoined'; roomCode: string; standing: ChatStanding }
  | { type: 'chatRefused'; clientId: string | null; code: string; retryAfterSeconds?: number }
  | { type: 'chatSent'; clientId: string; messageId: string }
  | { type: 'chat'; event: ChatRoomEvent };

/**
 * Why the server closed the live socket. 4000-4999 are the application's own; the client reconnects
 * after any close except those in `liveFinalCloseCodes`, where only a new login can help.
 */
export const liveCloseCodes = {
  /** Not JSON, an unknown type, a second auth, a chat message before auth, binary data or too many messages. */
  badMessage: 4000,
  /** The token is unknown or expired, or the member is disabled. */
  unauthorized: 4001,
  /** No auth message within `liveAuthTimeoutMs`. */
  authTimeout: 4002,
  /** The session ended while the socket was open (logout, expiry, password change, staff action). */
  sessionEnded: 4003,
  /** The member already has `liveMaxSocketsPerMember` sockets open. */
  tooManySockets: 4004,
  /** The client did not read its events fast enough. */
  tooSlow: 4005,
  /** The server process is stopping (RFC 6455 "going away"). */
  goingAway: 1001,
  /** The server holds as many sockets as it takes (RFC 6455 "try again later"). */
  serverFull: 1013,
} as const;

export const liveFinalCloseCodes: readonly number[] = [
  liveCloseCodes.unauthorized,
  liveCloseCodes.sessionEnded,
];

/** The client must send its auth message within this time after the socket opens. */
export const liveAuthTimeoutMs = 5_000;
/** Sockets one member may hold at once (one per tab). */
export const liveMaxSocketsPerMember = 10;
/** Largest client message the server reads; the auth message is far smaller. */
export const liveMaxMessageBytes = 4_096;
