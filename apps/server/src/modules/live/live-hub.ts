import {
  type ChatRoomEvent,
  type ChatStanding,
  type LiveEvent,
  type LiveServerMessage,
  liveAuthTimeoutMs,
  liveCloseCodes,
  liveMaxSocketsPerMember,
} from '@gaming/contracts/live';
import type { WebSocket } from 'ws';
import type { MemberEventBus } from '../../platform/events.js';
import type { EventBusLogger } from '../../platform/redis-event-bus.js';
import { hashToken } from '../../platform/security/tokens.js';
import type { EndedSessions, SessionService } from '../auth/session-service.js';
import type { MembersService } from '../members/members-service.js';
import { parseClientMessage } from './live-protocol.js';

/**
 * The chat room behind the socket (modules/chat, issue 19): joining answers the member's standing; a send
 * is stored and broadcast to the room by the chat service, or refused with an error code (AppError).
 */
export type LiveChatPort = {
  join(memberId: string, roomCode: string): Promise<ChatStanding>;
  send(memberId: string, roomCode: string, text: string, clientId: string): Promise<{ messageId: string }>;
};

/** Chat sends of one socket waiting for the database at once; more are refused, not queued. */
const maxPendingChatSends = 2;

export type LiveLimits = {
  authTimeoutMs: number;
  maxSocketsPerMember: number;
  /** Sockets of this process, authenticated or not. */
  maxSockets: number;
  /** How often every open socket's session is checked again. */
  sessionCheckMs: number;
  /** Protocol ping interval; a socket that did not answer the previous ping is cut. */
  pingMs: number;
  /** A client with more unsent bytes than this is too slow and is dropped. */
  maxBufferedBytes: number;
  /** Client messages allowed per window (an auth, then a ping every half minute). */
  maxMessagesPerWindow: number;
  messageWindowMs: number;
};

export const defaultLiveLimits: LiveLimits = {
  authTimeoutMs: liveAuthTimeoutMs,
  maxSocketsPerMember: liveMaxSocketsPerMember,
  maxSockets: 20_000,
  sessionCheckMs: 60_000,
  pingMs: 30_000,
  maxBufferedBytes: 256 * 1024,
  maxMessagesPerWindow: 20,
  messageWindowMs: 10_000,
};

type Connection = {
  socket: WebSocket;
  state: 'waiting' | 'authenticating' | 'ready' | 'closed';
  memberId?: string;
  sessionId?: string;
  /** A restricted session (issue 20: an excluded member with money): live events yes, chat no. */
  restricted?: boolean;
  /** SHA-256 of the token (hex), to match a logout; the token itself is never kept. */
  tokenHash?: string;
  unsubscribe?: () => void;
  authTimer?: NodeJS.Timeout;
  answeredPing: boolean;
  windowStart: number;
  messagesInWindow: number;
  /** The chat room this socket is in (one at a time) and how to leave it. */
  chatRoom?: string;
  leaveChat?: () => void;
  chatJoining: boolean;
  pendingChatSends: number;
};

type CloseReason = keyof typeof liveCloseCodes;

const closeReasonText: Record<CloseReason, string> = {
  badMessage: 'bad_message',
  unauthorized: 'unauthorized',
  authTimeout: 'auth_timeout',
  sessionEnded: 'session_ended',
  tooManySockets: 'too_many_sockets',
  tooSlow: 'too_slow',
  goingAway: 'going_away',
  serverFull: 'server_full',
};

/**
 * The live sockets of this process: authenticates each with its first message, forwards the member's
 * own events from the bus, and closes it when its session ends, when it misbehaves or reads too slowly.
 * Sessions are resolved exactly as the member guard does (trial accounts included: they have a balance).
 */
export class LiveHub {
  private readonly connections = new Set<Connection>();
  private readonly byMember = new Map<string, Set<Connection>>();
  private sessionTimer: NodeJS.Timeout | undefined;
  private pingTimer: NodeJS.Timeout | undefined;
  private checking = false;
  private chat: LiveChatPort | undefined;

  constructor(
    private readonly services: {
      sessions: SessionService;
      members: MembersService;
      events: MemberEventBus;
      logger: EventBusLogger & { debug: (object: object, message: string) => void };
    },
    private readonly limits: LiveLimits = defaultLiveLimits,
  ) {
    services.sessions.onEnded((ended) => this.sessionsEnded(ended));
  }

  /** The chat room (composed in app.ts after the hub); without it chat messages are refused. */
  useChat(chat: LiveChatPort): void {
    this.chat = chat;
  }

  start(): void {
    this.sessionTimer = setInterval(() => void this.checkAllSessions(), this.limits.sessionCheckMs);
    this.sessionTimer.unref();
    this.pingTimer = setInterval(() => this.pingAll(), this.limits.pingMs);
    this.pingTimer.unref();
  }

  stop(): void {
    clearInterval(this.sessionTimer);
    clearInterval(this.pingTimer);
    for (const connection of [...this.connections]) this.close(connection, 'goingAway');
  }

  /** Open sockets per state, for tests and diagnostics. */
  counts(): { total: number; members: number } {
    return { total: this.connections.size, members: this.byMember.size };
  }

  accept(socket: WebSocket): void {
    const connection: Connection = {
      socket,
      state: 'waiting',
      answeredPing: true,
      windowStart: Date.now(),
      messagesInWindow: 0,
      chatJoining: false,
      pendingChatSends: 0,
    };
    if (this.connections.size >= this.limits.maxSockets) {
      socket.close(liveCloseCodes.serverFull, closeReasonText.serverFull);
      return;
    }
    this.connections.add(connection);
    connection.authTimer = setTimeout(() => this.close(connection, 'authTimeout'), this.limits.authTimeoutMs);
    connection.authTimer.unref();
    socket.on('message', (data: Buffer, isBinary: boolean) => this.receive(connection, data, isBinary));
    socket.on('pong', () => {
      connection.answeredPing = true;
    });
    socket.on('close', () => this.forget(connection));
    socket.on('error', () => this.forget(connection));
  }

  private receive(connection: Connection, data: Buffer, isBinary: boolean): void {
    if (connection.state === 'closed') return;
    const now = Date.now();
    if (now - connection.windowStart > this.limits.messageWindowMs) {
      connection.windowStart = now;
      connection.messagesInWindow = 0;
    }
    connection.messagesInWindow += 1;
    const message = parseClientMessage(data, isBinary);
    if (!message || connection.messagesInWindow > this.limits.maxMessagesPerWindow) {
      this.close(connection, 'badMessage');
      return;
    }
    if (message.type === 'ping') {
      this.send(connection, { type: 'pong' });
      return;
    }
    if (message.type !== 'auth') {
      // Chat is for a signed-in socket only: guests read the history over HTTP.
      if (connection.state !== 'ready') {
        this.close(connection, 'badMessage');
        return;
      }
      if (message.type === 'chatJoin') void this.joinChat(connection, message.roomCode);
      else if (message.type === 'chatLeave') this.leaveChat(connection);
      else void this.sendChat(connection, message.text, message.clientId);
      return;
    }
    // One auth per socket: a socket never changes member.
    if (connection.state !== 'waiting') {
      this.close(connection, 'badMessage');
      return;
    }
    connection.state = 'authenticating';
    void this.authenticate(connection, message.token);
  }

  private async authenticate(connection: Connection, token: string): Promise<void> {
    let memberId: string;
    let sessionId: string;
    let restricted: boolean;
    try {
      const session = await this.services.sessions.resolve(token);
      const member = await this.services.members.findById(session.memberId);
      if (!member || member.status === 'disabled') {
        this.close(connection, 'unauthorized');
        return;
      }
      memberId = member.id;
      sessionId = session.sessionId;
      restricted = session.scope === 'restricted';
    } catch (error) {
      if ((error as { code?: unknown }).code === 'unauthorized') {
        this.close(connection, 'unauthorized');
      } else {
        // The database, not the client: 1011 tells the client to try again later.
        this.services.logger.warn({ err: error }, 'live socket authentication failed');
        this.closeWith(connection, 1011, 'internal_error');
      }
      return;
    }
    if (connection.state !== 'authenticating') return;
    clearTimeout(connection.authTimer);
    const ofMember = this.byMember.get(memberId) ?? new Set<Connection>();
    if (ofMember.size >= this.limits.maxSocketsPerMember) {
      this.close(connection, 'tooManySockets');
      return;
    }
    ofMember.add(connection);
    this.byMember.set(memberId, ofMember);
    connection.state = 'ready';
    connection.memberId = memberId;
    connection.sessionId = sessionId;
    connection.restricted = restricted;
    connection.tokenHash = hashToken(token).toString('hex');
    connection.unsubscribe = this.services.events.subscribe(memberId, (event) =>
      this.forward(connection, event),
    );
    this.send(connection, { type: 'ready' });
  }

  private forward(connection: Connection, event: LiveEvent): void {
    this.push(connection, { type: 'event', event });
  }

  private push(connection: Connection, message: LiveServerMessage): void {
    if (connection.state !== 'ready') return;
    if (connection.socket.bufferedAmount > this.limits.maxBufferedBytes) {
      this.close(connection, 'tooSlow');
      // The close frame waits behind the unsent bytes; a client that does not read never gets it.
      setTimeout(() => connection.socket.terminate(), 1_000).unref();
      return;
    }
    this.send(connection, message);
  }

  private async joinChat(connection: Connection, roomCode: string): Promise<void> {
    const chat = this.chat;
    const memberId = connection.memberId;
    if (!chat || !memberId) {
      this.send(connection, { type: 'chatRefused', clientId: null, code: 'function_not_enabled' });
      return;
    }
    // An excluded member's withdraw-only session hears its balance and cashier news, but joins no room.
    if (connection.restricted) {
      this.send(connection, { type: 'chatRefused', clientId: null, code: 'account_restricted' });
      return;
    }
    if (connection.chatJoining) {
      this.send(connection, { type: 'chatRefused', clientId: null, code: 'too_many_requests' });
      return;
    }
    connection.chatJoining = true;
    let standing: ChatStanding;
    try {
      standing = await chat.join(memberId, roomCode);
    } catch (error) {
      this.refuseChat(connection, null, error);
      return;
    } finally {
      connection.chatJoining = false;
    }
    if (connection.state !== 'ready') return;
    this.leaveChat(connection);
    connection.chatRoom = roomCode;
    connection.leaveChat = this.services.events.subscribeRoom(roomCode, (event: ChatRoomEvent) =>
      this.push(connection, { type: 'chat', event }),
    );
    this.send(connection, { type: 'chatJoined', roomCode, standing });
  }

  private leaveChat(connection: Connection): void {
    connection.leaveChat?.();
    connection.leaveChat = undefined;
    connection.chatRoom = undefined;
  }

  private async sendChat(connection: Connection, text: string, clientId: string): Promise<void> {
    const chat = this.chat;
    const memberId = connection.memberId;
    const roomCode = connection.chatRoom;
    if (!chat || !memberId || !roomCode) {
      this.send(connection, { type: 'chatRefused', clientId, code: 'not_found' });
      return;
    }
    if (connection.pendingChatSends >= maxPendingChatSends) {
      this.send(connection, {
        type: 'chatRefused',
        clientId,
        code: 'chat_rate_limited',
        retryAfterSeconds: 1,
      });
      return;
    }
    connection.pendingChatSends += 1;
    try {
      const { messageId } = await chat.send(memberId, roomCode, text, clientId);
      this.send(connection, { type: 'chatSent', clientId, messageId });
    } catch (error) {
      this.refuseChat(connection, clientId, error);
    } finally {
      connection.pendingChatSends -= 1;
    }
  }

  /** A refusal the chat service meant (its AppError code) reaches the client; anything else is logged. */
  private refuseChat(connection: Connection, clientId: string | null, error: unknown): void {
    const known = error as { code?: unknown; statusCode?: unknown; retryAfterSeconds?: unknown };
    if (typeof known.code === 'string' && typeof known.statusCode === 'number' && known.statusCode < 500) {
      this.send(connection, {
        type: 'chatRefused',
        clientId,
        code: known.code,
        ...(typeof known.retryAfterSeconds === 'number'
          ? { retryAfterSeconds: known.retryAfterSeconds }
          : {}),
      });
      return;
    }
    this.services.logger.warn({ err: error }, 'live chat failed');
    this.send(connection, { type: 'chatRefused', clientId, code: 'service_unavailable' });
  }

  private send(connection: Connection, message: LiveServerMessage): void {
    if (connection.socket.readyState !== connection.socket.OPEN) return;
    connection.socket.send(JSON.stringify(message));
  }

  private close(connection: Connection, reason: CloseReason): void {
    if (reason !== 'goingAway' && reason !== 'serverFull' && reason !== 'tooSlow') {
      this.send(connection, { type: 'error', code: closeReasonText[reason] });
    }
    this.closeWith(connection, liveCloseCodes[reason], closeReasonText[reason]);
  }

  private closeWith(connection: Connection, code: number, reason: string): void {
    const memberId = connection.memberId;
    this.forget(connection);
    if (memberId) this.services.logger.debug({ memberId, reason }, 'live socket closed');
    try {
      connection.socket.close(code, reason);
    } catch {
      connection.socket.terminate();
    }
  }

  /** Drops every reference to a socket; safe to call more than once. */
  private forget(connection: Connection): void {
    if (connection.state === 'closed') return;
    connection.state = 'closed';
    clearTimeout(connection.authTimer);
    connection.unsubscribe?.();
    this.leaveChat(connection);
    this.connections.delete(connection);
    if (connection.memberId) {
      const ofMember = this.byMember.get(connection.memberId);
      ofMember?.delete(connection);
      if (ofMember?.size === 0) this.byMember.delete(connection.memberId);
    }
  }

  private pingAll(): void {
    for (const connection of this.connections) {
      if (!connection.answeredPing) {
        this.forget(connection);
        connection.socket.terminate();
        continue;
      }
      connection.answeredPing = false;
      try {
        connection.socket.ping();
      } catch {
        // A socket that is already closing answers no ping; the next round cuts it.
      }
    }
  }

  /** Closes every socket whose session expired, was revoked, or whose member was disabled. */
  async checkSessions(only?: Iterable<Connection>): Promise<void> {
    const candidates = [...(only ?? this.connections)].filter(
      (connection) => connection.state === 'ready' && connection.sessionId !== undefined,
    );
    if (candidates.length === 0) return;
    const sessionIds = [...new Set(candidates.map((connection) => connection.sessionId as string))];
    let live: Set<string>;
    try {
      live = await this.services.sessions.stillLive(sessionIds);
    } catch (error) {
      // Keep the sockets: a database hiccup is not the end of anyone's session.
      this.services.logger.warn({ err: error }, 'live session check failed');
      return;
    }
    for (const connection of candidates) {
      if (!live.has(connection.sessionId as string)) this.close(connection, 'sessionEnded');
    }
  }

  private sessionsEnded(ended: EndedSessions): void {
    if ('tokenHash' in ended) {
      const tokenHash = ended.tokenHash.toString('hex');
      for (const connection of this.connections) {
        if (connection.state === 'ready' && connection.tokenHash === tokenHash)
          this.close(connection, 'sessionEnded');
      }
      return;
    }
    const ofMember = this.byMember.get(ended.memberId);
    if (ofMember) void this.checkSessions([...ofMember]);
  }

  /** The periodic check of every socket; one at a time, so a slow database never stacks them up. */
  private async checkAllSessions(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      await this.checkSessions();
    } finally {
      this.checking = false;
    }
  }
}
