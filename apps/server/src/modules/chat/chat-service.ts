import {
  type AdminChatMessage,
  type AdminChatRestriction,
  type ChatHistoryResponse,
  chatLimits,
  chatTextLength,
  normaliseChatText,
} from '@gaming/contracts/chat';
import { type ChatMessageView, type ChatStanding, chatMaxDeletedPerEvent } from '@gaming/contracts/live';
import { AppError } from '../../platform/errors.js';
import type { MemberEventBus } from '../../platform/events.js';
import type { AuditActor, AuditService } from '../audit/audit-service.js';
import type { MembersService } from '../members/members-service.js';
import type { ChatMessageRow, ChatRepository, Executor } from './chat-repository.js';

/** Member type of a trial (free play) account. */
const trialMemberType = 4;
export type ChatStaffActor = { staffId: string; audit: AuditActor };

/** How long a room's history answer is reused on this process (guests poll it); a write here clears it. */
const historyCacheMs = 2_000;
/** Members this process remembers for its quick rate check; past it, members idle for a window are dropped. */
const recentSendersCap = 50_000;

/** The public name in the room: the nickname, or a masked username when the nickname is the login name. */
export function chatAuthorName(member: { username: string; nickname: string }): string {
  const nickname = normaliseChatText(member.nickname).slice(0, 64);
  if (nickname && nickname.toLowerCase() !== member.username.toLowerCase()) return nickname;
  const name = [...member.username];
  if (name.length <= 2) return `${name[0] ?? '*'}***`;
  return `${name.slice(0, 2).join('')}***${name.at(-1)}`;
}

function view(row: ChatMessageRow): ChatMessageView {
  return {
    id: row.id,
    roomCode: row.room_code,
    authorName: row.author_name,
    text: row.body,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * The chat room: members send (through the live socket), anyone reads the last messages, staff delete,
 * mute and ban. Sends are bounded (300 characters after normalising) and rate limited per member (5 per
 * 10 s) in the database under a per-member lock, so the limit holds across tabs and processes; a quick
 * check in memory turns a flood away before it reaches the database. Every change reaches connected
 * clients through the event bus: one room event per message or deletion, one member event per standing.
 */
export class ChatService {
  private readonly historyCache = new Map<string, { at: number; answer: Promise<ChatHistoryResponse> }>();
  private readonly recentSends = new Map<string, number[]>();

  constructor(
    private readonly repository: ChatRepository,
    private readonly members: MembersService,
    private readonly audit: AuditService,
    private readonly events: MemberEventBus,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async roomOrThrow(roomCode: string) {
    const room = await this.repository.room(roomCode);
    if (!room) throw new AppError('not_found', 'No such chat room.');
    return room;
  }

  async standing(memberId: string, executor: Executor = this.repository.db): Promise<ChatStanding> {
    const restrictions = await this.repository.activeRestrictions(executor, memberId, this.now());
    const mute = restrictions
      .filter((restriction) => restriction.kind === 'mute')
      .sort((a, b) => (b.until?.getTime() ?? 0) - (a.until?.getTime() ?? 0))[0];
    return {
      mutedUntil: mute?.until?.toISOString() ?? null,
      muteReason: mute?.reason ?? null,
      banned: restrictions.some((restriction) => restriction.kind === 'ban'),
    };
  }

  async join(memberId: string, roomCode: string): Promise<ChatStanding> {
    await this.roomOrThrow(roomCode);
    return this.standing(memberId);
  }

  async send(
    memberId: string,
    roomCode: string,
    rawText: string,
    clientId: string,
  ): Promise<{ messageId: string }> {
    const text = normaliseChatText(rawText);
    const length = chatTextLength(text);
    if (length < 1 || length > chatLimits.messageMaxLength) throw new AppError('chat_message_length');
    const startedAt = this.now();
    this.quickRateCheck(memberId, startedAt.getTime());
    await this.roomOrThrow(roomCode);
    const member = await this.members.findById(memberId);
    if (!member) throw new AppError('unauthorized');
    // Spec §4: a trial account reads like a guest; it needs a real account to take part.
    if (member.type === trialMemberType) throw new AppError('in_need_true_account');
    const outcome = await this.repository.transaction(async (transaction) => {
      await this.repository.lockMember(transaction, memberId);
      const earlier = await this.repository.byClientId(transaction, memberId, clientId);
      if (earlier) return { row: earlier, isNew: false };
      const standing = await this.standing(memberId, transaction);
      if (standing.banned) throw new AppError('chat_banned');
      if (standing.mutedUntil) throw new AppError('chat_muted');
      const now = this.now();
      const recent = await this.repository.sentSince(
        transaction,
        memberId,
        new Date(now.getTime() - chatLimits.windowMs),
        chatLimits.messagesPerWindow,
      );
      if (recent.length >= chatLimits.messagesPerWindow) {
        throw this.rateLimited((recent[0] as Date).getTime(), now.getTime());
      }
      const row = await this.repository.insertMessage(
        transaction,
        { roomCode, memberId, authorName: chatAuthorName(member), body: text, clientId },
        now,
      );
      return { row, isNew: true };
    });
    if (outcome.isNew) {
      this.noteSend(memberId, outcome.row.created_at.getTime());
      this.historyCache.delete(roomCode);
      this.events.publishRoom(roomCode, { type: 'chatMessage', message: view(outcome.row) });
    }
    return { messageId: outcome.row.id };
  }

  private rateLimited(oldestMs: number, nowMs: number): AppError {
    const retryAfterSeconds = Math.max(1, Math.ceil((oldestMs + chatLimits.windowMs - nowMs) / 1000));
    return new AppError('chat_rate_limited', undefined, undefined, retryAfterSeconds);
  }

  /** This process's own count of the member's last sends: a flood stops here, before the database. */
  private quickRateCheck(memberId: string, nowMs: number): void {
    const sends = (this.recentSends.get(memberId) ?? []).filter((at) => at > nowMs - chatLimits.windowMs);
    if (sends.length >= chatLimits.messagesPerWindow) throw this.rateLimited(sends[0] as number, nowMs);
  }

  private noteSend(memberId: string, atMs: number): void {
    const windowStart = atMs - chatLimits.windowMs;
    if (this.recentSends.size >= recentSendersCap) {
      for (const [id, sends] of this.recentSends) {
        if ((sends.at(-1) ?? 0) <= windowStart) this.recentSends.delete(id);
      }
    }
    const sends = (this.recentSends.get(memberId) ?? []).filter((at) => at > windowStart);
    sends.push(atMs);
    this.recentSends.set(memberId, sends.slice(-chatLimits.messagesPerWindow));
  }

  /** The room's last messages (deleted ones left out), oldest first; shared for a moment per process. */
  history(roomCode: string): Promise<ChatHistoryResponse> {
    const cached = this.historyCache.get(roomCode);
    const nowMs = Date.now();
    if (cached && nowMs - cached.at < historyCacheMs) return cached.answer;
    const answer = this.loadHistory(roomCode);
    this.historyCache.set(roomCode, { at: nowMs, answer });
    answer.catch(() => this.historyCache.delete(roomCode));
    return answer;
  }

  private async loadHistory(roomCode: string): Promise<ChatHistoryResponse> {
    const room = await this.roomOrThrow(roomCode);
    const rows = await this.repository.history(roomCode, chatLimits.historyLimit);
    return {
      roomCode: room.code,
      roomTitle: room.title,
      messages: rows.map(view),
      limits: {
        messageMaxLength: chatLimits.messageMaxLength,
        messagesPerWindow: chatLimits.messagesPerWindow,
        windowSeconds: chatLimits.windowMs / 1000,
        guestPollSeconds: chatLimits.guestPollMs / 1000,
      },
    };
  }

  async adminMessages(query: {
    roomCode: string;
    includeDeleted: boolean;
    before?: string | undefined;
  }): Promise<{ messages: AdminChatMessage[]; nextBefore: string | null }> {
    await this.roomOrThrow(query.roomCode);
    const rows = await this.repository.adminMessages(query);
    return {
      messages: rows.map((row) => ({
        id: row.id,
        roomCode: row.room_code,
        memberId: row.member_id,
        username: row.username,
        authorName: row.author_name,
        text: row.body,
        createdAt: row.created_at.toISOString(),
        deletedAt: row.deleted_at?.toISOString() ?? null,
        deletedBy: row.deleted_by,
        deleteReason: row.delete_reason,
      })),
      nextBefore: rows.length === chatLimits.adminPageSize ? (rows.at(-1)?.id ?? null) : null,
    };
  }

  /** Deletes a message (audited); connected clients drop it at once. Deleting it again changes nothing. */
  async adminDelete(actor: ChatStaffActor, messageId: string, reason: string): Promise<{ deleted: true }> {
    const deleted = await this.repository.transaction(async (transaction) => {
      const row = await this.repository.lockMessage(transaction, messageId);
      if (!row) throw new AppError('not_found', 'No such chat message.');
      if (row.deleted_at) return null;
      await this.repository.markDeleted(transaction, messageId, actor.staffId, reason, this.now());
      await this.audit.record(
        actor.audit,
        {
          action: 'chat.message.delete',
          targetType: 'chat_message',
          targetId: messageId,
          before: { memberId: row.member_id, text: row.body },
          after: { reason },
        },
        transaction,
      );
      return row;
    });
    if (deleted) {
      this.historyCache.delete(deleted.room_code);
      this.events.publishRoom(deleted.room_code, {
        type: 'chatDeleted',
        roomCode: deleted.room_code,
        messageIds: [messageId].slice(0, chatMaxDeletedPerEvent),
      });
    }
    return { deleted: true };
  }

  async adminRestrictions(): Promise<{ restrictions: AdminChatRestriction[] }> {
    const rows = await this.repository.activeRestrictionList(this.now());
    return {
      restrictions: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        memberId: row.member_id,
        username: row.username,
        until: row.until?.toISOString() ?? null,
        reason: row.reason,
        staff: row.staff,
        createdAt: row.created_at.toISOString(),
      })),
    };
  }

  /** Mutes a member for some minutes or bans them (audited); the member's open tabs learn it at once. */
  async adminRestrict(
    actor: ChatStaffActor,
    body: { memberId: string; kind: 'mute' | 'ban'; minutes?: number | undefined; reason: string },
  ): Promise<{ id: string; standing: ChatStanding }> {
    const member = await this.members.findById(body.memberId);
    if (!member) throw new AppError('not_found', 'No such member.');
    const now = this.now();
    const until = body.kind === 'mute' ? new Date(now.getTime() + (body.minutes ?? 0) * 60_000) : null;
    const { id } = await this.repository.transaction(async (transaction) => {
      const inserted = await this.repository.insertRestriction(
        transaction,
        { memberId: member.id, kind: body.kind, until, reason: body.reason, staffId: actor.staffId },
        now,
      );
      await this.audit.record(
        actor.audit,
        {
          action: body.kind === 'mute' ? 'chat.member.mute' : 'chat.member.ban',
          targetType: 'member',
          targetId: member.id,
          after: { restrictionId: inserted.id, until: until?.toISOString() ?? null, reason: body.reason },
        },
        transaction,
      );
      return inserted;
    });
    const standing = await this.standing(member.id);
    this.events.publish(member.id, { type: 'chatStanding', ...standing });
    return { id, standing };
  }

  /** Lifts a mute or ban (audited); lifting one already lifted changes nothing. */
  async adminLift(actor: ChatStaffActor, restrictionId: string): Promise<{ standing: ChatStanding }> {
    const memberId = await this.repository.transaction(async (transaction) => {
      const row = await this.repository.lockRestriction(transaction, restrictionId);
      if (!row) throw new AppError('not_found', 'No such mute or ban.');
      if (row.lifted_at) return row.member_id;
      await this.repository.lift(transaction, restrictionId, actor.staffId, this.now());
      await this.audit.record(
        actor.audit,
        {
          action: 'chat.restriction.lift',
          targetType: 'member',
          targetId: row.member_id,
          before: { restrictionId, kind: row.kind, until: row.until?.toISOString() ?? null },
        },
        transaction,
      );
      return row.member_id;
    });
    const standing = await this.standing(memberId);
    this.events.publish(memberId, { type: 'chatStanding', ...standing });
    return { standing };
  }
}
