import {
  type AdminMessage,
  type AdminMessageDetailResponse,
  type AdminMessageListQuery,
  type AdminMessageListResponse,
  type AdminMessageSendBody,
  type AdminMessageSendResponse,
  type MessageDetailResponse,
  type MessageListQuery,
  type MessageListResponse,
  type MessageSegment,
  type MessagesReadBody,
  messageSegmentSchema,
  platformMessageLimits,
} from '@gaming/contracts/platform-messages';
import { AppError } from '../../platform/errors.js';
import type { MemberEventBus } from '../../platform/events.js';
import type { AuditActor, AuditService } from '../audit/audit-service.js';
import type { MembersService } from '../members/members-service.js';
import { messageBodyHtml, messagePreview } from './platform-messages-html.js';
import type {
  NewPlatformMessage,
  PlatformMessageRow,
  PlatformMessagesRepository,
} from './platform-messages-repository.js';

/** Members one fan-out batch (one transaction) covers: a keyset page of member ids. */
export const fanOutBatchSize = 1_000;
/** Batches one run of the fan-out job commits at most (the next minute's run goes on from the cursor). */
const maxBatchesPerRun = 200;
/** Messages one run looks at. */
const dueMessagesPerRun = 20;
/** Messages that reach later members one inbox check considers (the newest). */
const catchUpMessageLimit = 50;
/** Agent member types (issue 15: 1, 2, 41, 42). */
const agentMemberTypes = new Set([1, 2, 41, 42]);
const trialMemberType = 4;
/** What a sanitised body may hold (0040_platform_messages.sql); escaping can make 20,000 characters 100,000. */
const storedBodyLength = 60_000;

/** The sanitised body, refused (400) when it is longer than is stored, or empty (staff's messages). */
function storableBody(bodyHtml: string, options: { allowEmpty: boolean }): string {
  if ((!options.allowEmpty && bodyHtml.length === 0) || bodyHtml.length > storedBodyLength) {
    throw new AppError('validation_failed', 'The message is empty or too long once cleaned.', [
      { path: 'bodyHtml', message: bodyHtml.length === 0 ? 'empty after sanitising' : 'validation.tooLong' },
    ]);
  }
  return bodyHtml;
}

/** What the segments need of other modules (composed in app.ts, each through its service). */
export type MessageAudiencePorts = {
  /** Member ids ascending after `afterId` (a page of at most `limit`, 1,000). */
  memberIdsAfter(afterId: string | null, limit: number): Promise<string[]>;
  /** Of `ids`, the active real members registered in the range (inclusive; null ends open). */
  activeRealRegisteredAmong(
    ids: readonly string[],
    range: { from: Date | null; until: Date | null },
  ): Promise<string[]>;
  /** Members' current VIP levels (0 without one). */
  vipLevelsOf(ids: readonly string[]): Promise<Map<string, number>>;
  /** Of `ids`, those in the team (downline tree) of one of the agents' accounts. */
  inTeamsOf(ids: readonly string[], agentAccounts: readonly string[]): Promise<string[]>;
};

/** Starts the fan-out job at once (pg-boss run now); absent where no job runner runs (tests). */
export type FanOutStarter = () => Promise<void>;

export type MessageStaffActor = { staffId: string; audit: AuditActor };

type StoredSegmentAudience = { segment: MessageSegment; agentMemberId?: string };
type StoredListAudience = { memberIds: string[]; usernameCount: number };
type StoredMemberAudience = { memberId: string; username: string };

export type FanOutResult = { messages: number; batches: number; delivered: number };

function byNumericId(left: string, right: string): number {
  return left.length - right.length || (left < right ? -1 : left > right ? 1 : 0);
}

function minDate(left: Date, right: Date): Date {
  return left.getTime() <= right.getTime() ? left : right;
}

/**
 * Platform messages (issue 18): staff's messages to one member, a list or a segment, now or scheduled;
 * other modules' messages to one member (sendToMember, idempotent by source); members' inbox with its
 * unread count, read and delete.
 *
 * Delivery: one row per message and member (primary key), so a member sees a message once however often
 * the fan-out runs. A segment is delivered by the fan-out job in batches of `fanOutBatchSize` member ids
 * (keyset, the cursor on the message), each batch one transaction under the message's row lock: a second
 * runner waits and goes on from the committed cursor; a runner that dies rolls its batch back and the next
 * run redoes it. The snapshot is the members registered by the time delivery started (and, for VIP levels
 * and teams, in the segment when their batch runs); members who join later get it only when the message
 * reaches later members, by a catch-up when they next ask for their count or list.
 */
export class PlatformMessagesService {
  private readonly marketingFilters: Array<(memberIds: readonly string[]) => Promise<string[]>> = [];

  constructor(
    private readonly repository: PlatformMessagesRepository,
    private readonly members: MembersService,
    private readonly audience: MessageAudiencePorts,
    private readonly staffNames: { usernamesOf(ids: readonly string[]): Promise<Map<string, string>> },
    private readonly audit: AuditService,
    private readonly events: MemberEventBus,
    private readonly log: { warn: (object: object, message: string) => void },
    private readonly now: () => Date = () => new Date(),
    private startFanOut: FanOutStarter | undefined = undefined,
  ) {}

  /** The job runner (composed after the jobs are known). */
  connectFanOutStarter(starter: FanOutStarter): void {
    this.startFanOut = starter;
  }

  // ---------------------------------------------------------------- the member's inbox

  /**
   * The member's unread count (unreadMessageCount). Trial accounts never get here: the routes' access is
   * `member`, so a trial account is answered 403 in_need_true_account (the web makes no call for them).
   */
  async unreadCount(memberId: string): Promise<number> {
    await this.catchUp(memberId);
    return this.repository.unreadCount(memberId);
  }

  async list(memberId: string, query: MessageListQuery): Promise<MessageListResponse> {
    await this.catchUp(memberId);
    const [rows, total, unreadCount] = await Promise.all([
      this.repository.inboxPage(memberId, query.page, query.pageSize),
      this.repository.inboxSize(memberId),
      this.repository.unreadCount(memberId),
    ]);
    return {
      items: rows.map((row) => ({
        id: row.message_id,
        title: row.title,
        preview: row.preview,
        sentAt: row.delivered_at.toISOString(),
        readAt: row.read_at?.toISOString() ?? null,
        kind: row.kind,
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
      unreadCount,
    };
  }

  /** One message of the member's (another member's, a deleted or an unknown one: not_found); marks it read. */
  async detail(memberId: string, messageId: string): Promise<MessageDetailResponse> {
    const row = await this.repository.inboxMessage(memberId, messageId);
    if (!row) throw new AppError('not_found');
    let readAt = row.read_at;
    if (!readAt) {
      await this.repository.markRead(memberId, [messageId]);
      readAt = (await this.repository.inboxMessage(memberId, messageId))?.read_at ?? this.now();
    }
    const unreadCount = await this.publishCount(memberId);
    return {
      id: row.message_id,
      title: row.title,
      bodyHtml: row.body_html,
      sentAt: row.delivered_at.toISOString(),
      readAt: readAt.toISOString(),
      kind: row.kind,
      unreadCount,
    };
  }

  async markRead(memberId: string, body: MessagesReadBody): Promise<number> {
    if ('all' in body) await this.repository.markInboxRead(memberId);
    else await this.repository.markRead(memberId, body.messageIds);
    return this.publishCount(memberId);
  }

  async delete(memberId: string, messageId: string): Promise<number> {
    if (!(await this.repository.markDeleted(memberId, messageId))) throw new AppError('not_found');
    return this.publishCount(memberId);
  }

  private async publishCount(memberId: string): Promise<number> {
    const unreadCount = await this.repository.unreadCount(memberId);
    this.events.publish(memberId, { type: 'messages', unreadCount });
    return unreadCount;
  }

  /**
   * Issue 20: who may receive segment (marketing) messages; responsible gaming drops excluded members.
   * Filters keep the order of the ids they are given.
   */
  addMarketingFilter(filter: (memberIds: readonly string[]) => Promise<string[]>): void {
    this.marketingFilters.push(filter);
  }

  private async marketable(memberIds: readonly string[]): Promise<string[]> {
    let kept = [...memberIds];
    for (const filter of this.marketingFilters) {
      if (kept.length === 0) break;
      kept = await filter(kept);
    }
    return kept;
  }

  /**
   * Delivers the messages that reach later members and whose segment the member is in now (the newest
   * `catchUpMessageLimit` not delivered to it yet). Cheap when there are none (one indexed query); otherwise
   * the member is read once, its VIP level at most once, and each named agent's team once.
   */
  private async catchUp(memberId: string): Promise<void> {
    const candidates = await this.repository.reachingLaterUndelivered(memberId, catchUpMessageLimit);
    if (candidates.length === 0) return;
    const member = await this.members.findById(memberId);
    if (member?.status !== 'active' || member.type === trialMemberType) return;
    if ((await this.marketable([memberId])).length === 0) return;
    let level: number | undefined;
    const teams = new Map<string, boolean>();
    const reachable: string[] = [];
    for (const candidate of candidates) {
      const stored = candidate.audience as StoredSegmentAudience;
      const parsed = messageSegmentSchema.safeParse(stored.segment);
      if (!parsed.success) continue;
      const segment = parsed.data;
      let within = false;
      if (segment.kind === 'everyone') within = true;
      else if (segment.kind === 'registeredBetween') {
        const registeredMs = member.created_at.getTime();
        within = registeredMs >= Date.parse(segment.from) && registeredMs < Date.parse(segment.to);
      } else if (segment.kind === 'vipLevels') {
        level ??= (await this.audience.vipLevelsOf([memberId])).get(memberId) ?? 0;
        within = segment.levels.includes(level);
      } else if (memberId !== stored.agentMemberId) {
        const agent = segment.agentUsername;
        if (!teams.has(agent))
          teams.set(agent, (await this.audience.inTeamsOf([memberId], [agent])).length > 0);
        within = teams.get(agent) === true;
      }
      if (within) reachable.push(candidate.id);
    }
    if (reachable.length === 0) return;
    await this.repository.transaction(async (transaction) => {
      for (const messageId of reachable) {
        const reached = await this.repository.deliver(transaction, messageId, [memberId]);
        await this.repository.addRecipients(transaction, messageId, reached.length);
      }
    });
    await this.publishCount(memberId);
  }

  // ---------------------------------------------------------------- other modules

  /**
   * A message to one member from another module (feedback answers): idempotent by (source, sourceId), so a
   * retried call sends nothing twice and answers the first message's id. Delivered at once.
   */
  async sendToMember(input: {
    memberId: string;
    title: string;
    bodyHtml: string;
    source: string;
    sourceId: string;
  }): Promise<{ messageId: string }> {
    const existing = await this.repository.findBySource(input.source, input.sourceId);
    if (existing) return { messageId: existing.id };
    const member = await this.members.findById(input.memberId);
    if (!member || member.type === trialMemberType) throw new AppError('not_found');
    const bodyHtml = storableBody(messageBodyHtml(input.bodyHtml), { allowEmpty: true });
    const now = this.now();
    const inserted = await this.repository.transaction(async (transaction) => {
      const row = await this.repository.insertOnce(
        {
          kind: input.source === 'feedback' ? 'feedback' : 'staff',
          title: input.title.trim().slice(0, platformMessageLimits.titleLength) || '-',
          bodyHtml,
          preview: messagePreview(bodyHtml),
          audienceKind: 'member',
          audience: { memberId: member.id, username: member.username } satisfies StoredMemberAudience,
          reachesLaterMembers: false,
          status: 'sending',
          sendAt: now,
          sentAt: now,
          source: input.source.slice(0, 40),
          sourceId: input.sourceId.slice(0, 100),
          createdByStaffId: null,
        },
        transaction,
      );
      if (!row) return null;
      // Delivered in the same transaction: a member message is never left half sent.
      const reached = await this.repository.deliver(transaction, row.id, [member.id]);
      await this.repository.advance(transaction, row.id, {
        cursorMemberId: member.id,
        status: 'sent',
        sentAt: now,
        completedAt: now,
        delivered: reached.length,
      });
      return row;
    });
    if (!inserted) {
      // A concurrent call with the same source id won the insert.
      const winner = await this.repository.findBySource(input.source, input.sourceId);
      if (!winner) throw new AppError('service_unavailable');
      return { messageId: winner.id };
    }
    await this.publishCount(member.id);
    return { messageId: inserted.id };
  }

  // ---------------------------------------------------------------- back office

  async adminSend(actor: MessageStaffActor, body: AdminMessageSendBody): Promise<AdminMessageSendResponse> {
    const now = this.now();
    const sendAt = body.sendAt ? new Date(body.sendAt) : null;
    if (sendAt) {
      const aheadMs = sendAt.getTime() - now.getTime();
      if (aheadMs <= 0 || aheadMs > platformMessageLimits.scheduleDaysAhead * 86_400_000) {
        throw new AppError('message_send_at_invalid');
      }
    }
    const resolved = await this.resolveAudience(body.audience);
    const bodyHtml = storableBody(messageBodyHtml(body.bodyHtml), { allowEmpty: false });
    const message: NewPlatformMessage = {
      kind: 'staff',
      title: body.title,
      bodyHtml,
      preview: messagePreview(bodyHtml),
      audienceKind: resolved.kind,
      audience: resolved.stored,
      reachesLaterMembers: body.audience.kind === 'segment' && body.audience.reachesLaterMembers,
      status: sendAt ? 'scheduled' : 'sending',
      sendAt: sendAt ?? now,
      sentAt: sendAt ? null : now,
      source: null,
      sourceId: null,
      createdByStaffId: actor.staffId,
    };
    const row = await this.repository.transaction(async (transaction) => {
      const inserted = await this.repository.insert(message, transaction);
      await this.audit.record(
        actor.audit,
        {
          action: sendAt ? 'platform_message.schedule' : 'platform_message.send',
          targetType: 'platform_message',
          targetId: inserted.id,
          after: {
            title: inserted.title,
            audience: this.auditAudience(resolved),
            reachesLaterMembers: inserted.reaches_later_members,
            sendAt: inserted.send_at.toISOString(),
          },
        },
        transaction,
      );
      return inserted;
    });
    if (!sendAt) {
      if (resolved.kind === 'segment') {
        // Never in the request: the job delivers a segment in batches.
        this.kickFanOut();
      } else {
        // One member or a list (at most 1,000): one batch, here.
        await this.fanOutBatch(row.id);
      }
    }
    const fresh = (await this.repository.findById(row.id)) ?? row;
    return { message: await this.toAdminMessage(fresh), unknownUsernames: resolved.unknownUsernames };
  }

  async adminList(query: AdminMessageListQuery): Promise<AdminMessageListResponse> {
    const { rows, total } = await this.repository.adminPage(query);
    return {
      messages: await this.toAdminMessages(rows),
      page: query.page,
      pageSize: query.pageSize,
      total,
    };
  }

  async adminDetail(id: string): Promise<AdminMessageDetailResponse> {
    const row = await this.repository.findById(id);
    if (!row) throw new AppError('not_found');
    return { message: await this.toAdminMessage(row), bodyHtml: row.body_html };
  }

  /** Cancels a scheduled message (invalid_state once its delivery started or it was cancelled). */
  async adminCancel(actor: MessageStaffActor, id: string): Promise<AdminMessageDetailResponse> {
    const row = await this.repository.transaction(async (transaction) => {
      const cancelled = await this.repository.cancelScheduled(transaction, id, actor.staffId);
      if (!cancelled) {
        const existing = await this.repository.findById(id, transaction);
        throw new AppError(existing ? 'invalid_state' : 'not_found');
      }
      await this.audit.record(
        actor.audit,
        {
          action: 'platform_message.cancel',
          targetType: 'platform_message',
          targetId: id,
          before: { status: 'scheduled', sendAt: cancelled.send_at.toISOString() },
          after: { status: 'cancelled' },
        },
        transaction,
      );
      return cancelled;
    });
    return { message: await this.toAdminMessage(row), bodyHtml: row.body_html };
  }

  private async resolveAudience(audience: AdminMessageSendBody['audience']): Promise<{
    kind: PlatformMessageRow['audience_kind'];
    stored: Record<string, unknown>;
    unknownUsernames: string[];
  }> {
    if (audience.kind === 'member') {
      const member = audience.memberId
        ? await this.members.findById(audience.memberId)
        : await this.members.findByUsername(audience.username ?? '');
      if (!member || member.type === trialMemberType || member.status !== 'active') {
        throw new AppError('message_recipient_unknown');
      }
      const stored: StoredMemberAudience = { memberId: member.id, username: member.username };
      return { kind: 'member', stored, unknownUsernames: [] };
    }
    if (audience.kind === 'list') {
      // Usernames are case-insensitive (citext): 'Alice' and 'alice' are one member, named once.
      const usernames = [
        ...new Map(audience.usernames.map((username) => [username.toLowerCase(), username])).values(),
      ];
      const found = await this.members.byUsernames(usernames);
      const reachable = found.filter((row) => row.type !== trialMemberType && row.status === 'active');
      const known = new Set(reachable.map((row) => row.username.toLowerCase()));
      const unknownUsernames = usernames.filter((username) => !known.has(username.toLowerCase()));
      if (reachable.length === 0) throw new AppError('message_recipient_unknown');
      const stored: StoredListAudience = {
        memberIds: reachable.map((row) => row.id).sort(byNumericId),
        usernameCount: usernames.length,
      };
      return { kind: 'list', stored, unknownUsernames };
    }
    const segment = audience.segment;
    if (segment.kind === 'agentTeam') {
      const agent = await this.members.findByUsername(segment.agentUsername);
      if (!agent || !agentMemberTypes.has(agent.type)) throw new AppError('message_recipient_unknown');
      const stored: StoredSegmentAudience = {
        segment: { kind: 'agentTeam', agentUsername: agent.username },
        agentMemberId: agent.id,
      };
      return { kind: 'segment', stored, unknownUsernames: [] };
    }
    const stored: StoredSegmentAudience = { segment };
    return { kind: 'segment', stored, unknownUsernames: [] };
  }

  private auditAudience(resolved: { kind: string; stored: Record<string, unknown> }): unknown {
    if (resolved.kind !== 'list') return { kind: resolved.kind, ...resolved.stored };
    const stored = resolved.stored as StoredListAudience;
    // The ids, not the names: at most 1,000, enough to tell afterwards who was written to.
    return { kind: 'list', memberIds: stored.memberIds, usernameCount: stored.usernameCount };
  }

  private async toAdminMessages(rows: PlatformMessageRow[]): Promise<AdminMessage[]> {
    const [readCounts, staffNames] = await Promise.all([
      this.repository.readCounts(rows.map((row) => row.id)),
      this.staffNames.usernamesOf(
        rows.flatMap((row) => (row.created_by_staff_id ? [row.created_by_staff_id] : [])),
      ),
    ]);
    return rows.map((row) => {
      const createdBy = row.created_by_staff_id ? (staffNames.get(row.created_by_staff_id) ?? null) : null;
      return {
        id: row.id,
        title: row.title,
        kind: row.kind,
        audience: this.adminAudience(row),
        status: row.status,
        sendAt: row.send_at.toISOString(),
        sentAt: row.sent_at?.toISOString() ?? null,
        recipientCount: row.recipient_count,
        readCount: readCounts.get(row.id) ?? 0,
        createdBy,
        createdAt: row.created_at.toISOString(),
      };
    });
  }

  private async toAdminMessage(row: PlatformMessageRow): Promise<AdminMessage> {
    return (await this.toAdminMessages([row]))[0] as AdminMessage;
  }

  private adminAudience(row: PlatformMessageRow): AdminMessage['audience'] {
    if (row.audience_kind === 'member') {
      const stored = row.audience as StoredMemberAudience;
      return { kind: 'member', memberId: String(stored.memberId), username: String(stored.username) };
    }
    if (row.audience_kind === 'list') {
      const stored = row.audience as StoredListAudience;
      return { kind: 'list', usernameCount: Number(stored.usernameCount) };
    }
    const stored = row.audience as StoredSegmentAudience;
    return {
      kind: 'segment',
      segment: messageSegmentSchema.parse(stored.segment),
      reachesLaterMembers: row.reaches_later_members,
    };
  }

  // ---------------------------------------------------------------- fan-out

  private kickFanOut(): void {
    if (!this.startFanOut) return;
    // The minute's sweep delivers it anyway; run now only makes it sooner.
    this.startFanOut().catch((error: unknown) =>
      this.log.warn({ err: error }, 'could not start the message fan-out now; the minute sweep will'),
    );
  }

  /**
   * The fan-out job (every minute, and at once after a segment send): scheduled messages that are due and
   * messages being delivered, each in batches until covered or the run's batch budget is spent.
   */
  async runFanOut(): Promise<FanOutResult> {
    const ids = await this.repository.dueIds(this.now(), dueMessagesPerRun);
    const result: FanOutResult = { messages: 0, batches: 0, delivered: 0 };
    let firstError: unknown;
    for (const id of ids) {
      result.messages += 1;
      try {
        while (result.batches < maxBatchesPerRun) {
          const step = await this.fanOutBatch(id);
          if (!step.committed) break;
          result.batches += 1;
          result.delivered += step.delivered;
          if (step.done) break;
        }
      } catch (error) {
        // Its batch rolled back; the next run retries it. The other messages are not held up behind it.
        this.log.warn({ err: error, messageId: id }, 'message fan-out batch failed');
        firstError ??= error;
      }
      if (result.batches >= maxBatchesPerRun) break;
    }
    // The run fails (recorded, retried by pg-boss) when a batch failed, after the others had their turn.
    if (firstError !== undefined) throw firstError;
    return result;
  }

  /**
   * One batch of one message, in one transaction under the message's row lock: the next `fanOutBatchSize`
   * member ids after the cursor, those in the audience delivered (existing deliveries untouched), the cursor
   * moved on. After the commit each newly reached member gets its unread count live (one count query).
   */
  async fanOutBatch(id: string): Promise<{ committed: boolean; done: boolean; delivered: number }> {
    const outcome = await this.repository.transaction(async (transaction) => {
      const message = await this.repository.lockForFanOut(transaction, id);
      const now = this.now();
      if (!message) return null;
      const due = message.status === 'sending' || (message.status === 'scheduled' && message.send_at <= now);
      if (!due) return null;
      const sentAt = message.sent_at ?? now;
      const batch = await this.nextBatch(message, sentAt);
      const reached = await this.repository.deliver(transaction, id, batch.recipients);
      await this.repository.advance(transaction, id, {
        cursorMemberId: batch.cursorMemberId,
        status: batch.exhausted ? 'sent' : 'sending',
        sentAt,
        completedAt: batch.exhausted ? now : null,
        delivered: reached.length,
      });
      return { reached, done: batch.exhausted };
    });
    if (!outcome) return { committed: false, done: true, delivered: 0 };
    await this.publishCounts(outcome.reached);
    return { committed: true, done: outcome.done, delivered: outcome.reached.length };
  }

  private async publishCounts(memberIds: readonly string[]): Promise<void> {
    if (memberIds.length === 0) return;
    try {
      const counts = await this.repository.unreadCounts(memberIds);
      for (const [memberId, unreadCount] of counts) {
        this.events.publish(memberId, { type: 'messages', unreadCount });
      }
    } catch (error) {
      // The deliveries are committed; a lost live count costs a refresh, never a message.
      this.log.warn({ err: error }, 'could not publish unread message counts');
    }
  }

  private async nextBatch(
    message: PlatformMessageRow,
    sentAt: Date,
  ): Promise<{ recipients: string[]; cursorMemberId: string | null; exhausted: boolean }> {
    const cursor = message.cursor_member_id;
    if (message.audience_kind !== 'segment') {
      const stored = message.audience as StoredListAudience | StoredMemberAudience;
      const all = 'memberIds' in stored ? stored.memberIds.map(String) : [String(stored.memberId)];
      const remaining = all.filter((memberId) => cursor === null || byNumericId(memberId, cursor) > 0);
      const ids = remaining.slice(0, fanOutBatchSize);
      // A listed member: active and real when it is delivered (registered whenever).
      const recipients = await this.audience.activeRealRegisteredAmong(ids, { from: null, until: null });
      return {
        recipients,
        cursorMemberId: ids.at(-1) ?? cursor,
        exhausted: remaining.length <= fanOutBatchSize,
      };
    }
    const stored = message.audience as StoredSegmentAudience;
    const segment = messageSegmentSchema.parse(stored.segment);
    const ids = await this.audience.memberIdsAfter(cursor, fanOutBatchSize);
    // Segment messages are marketing: excluded members (issue 20) are skipped; direct messages still arrive.
    const recipients = await this.marketable(
      await this.inSegment(ids, segment, stored.agentMemberId, sentAt),
    );
    return {
      recipients,
      cursorMemberId: ids.at(-1) ?? cursor,
      exhausted: ids.length < fanOutBatchSize,
    };
  }

  /**
   * Of `ids` (at most 1,000), the active real members in the segment. `snapshotAt`: only members registered
   * by then (the fan-out's snapshot); null for a catch-up (a later member of a message that reaches them).
   */
  private async inSegment(
    ids: readonly string[],
    segment: MessageSegment,
    agentMemberId: string | undefined,
    snapshotAt: Date | null,
  ): Promise<string[]> {
    if (ids.length === 0) return [];
    if (segment.kind === 'registeredBetween') {
      const endInclusive = new Date(new Date(segment.to).getTime() - 1);
      return this.audience.activeRealRegisteredAmong(ids, {
        from: new Date(segment.from),
        until: snapshotAt ? minDate(endInclusive, snapshotAt) : endInclusive,
      });
    }
    const active = await this.audience.activeRealRegisteredAmong(ids, { from: null, until: snapshotAt });
    if (segment.kind === 'everyone' || active.length === 0) return active;
    if (segment.kind === 'vipLevels') {
      const levels = new Set(segment.levels);
      const held = await this.audience.vipLevelsOf(active);
      return active.filter((memberId) => levels.has(held.get(memberId) ?? 0));
    }
    const inTeam = new Set(await this.audience.inTeamsOf(active, [segment.agentUsername]));
    return active.filter((memberId) => memberId !== agentMemberId && inTeam.has(memberId));
  }
}
