import { platformMessageLimits } from '@gaming/contracts/platform-messages';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PlatformMessageStatus, PlatformMessagesTable } from '../../db/schema-platform-messages.js';

type Executor = Kysely<Database> | Transaction<Database>;

export type PlatformMessageRow = Selectable<PlatformMessagesTable>;

export type NewPlatformMessage = {
  kind: PlatformMessageRow['kind'];
  title: string;
  bodyHtml: string;
  preview: string;
  audienceKind: PlatformMessageRow['audience_kind'];
  audience: Record<string, unknown>;
  reachesLaterMembers: boolean;
  status: 'scheduled' | 'sending';
  sendAt: Date;
  sentAt: Date | null;
  source: string | null;
  sourceId: string | null;
  createdByStaffId: string | null;
};

export type InboxRow = {
  message_id: string;
  delivered_at: Date;
  read_at: Date | null;
  title: string;
  preview: string;
  kind: PlatformMessageRow['kind'];
};

/** The member's inbox: its newest deliveries not deleted, at most inboxSize (older ones are not listed). */
function inbox(executor: Executor, memberId: string) {
  return executor
    .selectFrom('platform_message_deliveries')
    .select(['message_id', 'delivered_at', 'read_at'])
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .orderBy('delivered_at', 'desc')
    .orderBy('message_id', 'desc')
    .limit(platformMessageLimits.inboxSize);
}

/** Platform messages and their deliveries (0040_platform_messages.sql). */
export class PlatformMessagesRepository {
  constructor(readonly db: Kysely<Database>) {}

  transaction<T>(work: (transaction: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  async insert(message: NewPlatformMessage, executor: Executor = this.db): Promise<PlatformMessageRow> {
    return executor
      .insertInto('platform_messages')
      .values({
        kind: message.kind,
        title: message.title,
        body_html: message.bodyHtml,
        preview: message.preview,
        audience_kind: message.audienceKind,
        audience: JSON.stringify(message.audience),
        reaches_later_members: message.reachesLaterMembers,
        status: message.status,
        send_at: message.sendAt,
        sent_at: message.sentAt,
        source: message.source,
        source_id: message.sourceId,
        created_by_staff_id: message.createdByStaffId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Another module's message (sendToMember), inserted once per (source, source id): null when it exists. */
  async insertOnce(message: NewPlatformMessage, executor: Executor): Promise<PlatformMessageRow | null> {
    const row = await executor
      .insertInto('platform_messages')
      .values({
        kind: message.kind,
        title: message.title,
        body_html: message.bodyHtml,
        preview: message.preview,
        audience_kind: message.audienceKind,
        audience: JSON.stringify(message.audience),
        reaches_later_members: false,
        status: message.status,
        send_at: message.sendAt,
        sent_at: message.sentAt,
        source: message.source,
        source_id: message.sourceId,
        created_by_staff_id: null,
      })
      .onConflict((conflict) =>
        conflict.columns(['source', 'source_id']).where('source', 'is not', null).doNothing(),
      )
      .returningAll()
      .executeTakeFirst();
    return row ?? null;
  }

  findBySource(source: string, sourceId: string) {
    return this.db
      .selectFrom('platform_messages')
      .selectAll()
      .where('source', '=', source)
      .where('source_id', '=', sourceId)
      .executeTakeFirst();
  }

  findById(id: string, executor: Executor = this.db) {
    return executor.selectFrom('platform_messages').selectAll().where('id', '=', id).executeTakeFirst();
  }

  // ---------------------------------------------------------------- fan-out

  /** Messages to deliver now: being delivered, or scheduled and due; oldest first (a bounded page). */
  async dueIds(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('platform_messages')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('status', '=', 'sending'),
          eb.and([eb('status', '=', 'scheduled'), eb('send_at', '<=', now)]),
        ]),
      )
      .orderBy('send_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /**
   * The message under its row lock, for one fan-out batch: a second runner waits here and then reads the
   * cursor the first one committed, so batches never overlap.
   */
  lockForFanOut(transaction: Transaction<Database>, id: string) {
    return transaction
      .selectFrom('platform_messages')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  /** Inserts the deliveries that do not exist yet; returns the members newly reached. */
  async deliver(executor: Executor, messageId: string, memberIds: readonly string[]): Promise<string[]> {
    if (memberIds.length === 0) return [];
    const rows = await executor
      .insertInto('platform_message_deliveries')
      .values(memberIds.map((memberId) => ({ message_id: messageId, member_id: memberId })))
      .onConflict((conflict) => conflict.columns(['message_id', 'member_id']).doNothing())
      .returning('member_id')
      .execute();
    return rows.map((row) => row.member_id);
  }

  /** Records a committed batch: the cursor, the counts, and the status when the audience is covered. */
  async advance(
    transaction: Transaction<Database>,
    id: string,
    change: {
      cursorMemberId: string | null;
      status: 'sending' | 'sent';
      sentAt: Date;
      completedAt: Date | null;
      delivered: number;
    },
  ): Promise<void> {
    await transaction
      .updateTable('platform_messages')
      .set((eb) => ({
        cursor_member_id: change.cursorMemberId,
        status: change.status,
        sent_at: change.sentAt,
        completed_at: change.completedAt,
        batch_count: eb('batch_count', '+', 1),
        recipient_count: eb('recipient_count', '+', change.delivered),
        updated_at: sql<Date>`now()`,
      }))
      .where('id', '=', id)
      .execute();
  }

  async addRecipients(executor: Executor, id: string, count: number): Promise<void> {
    if (count === 0) return;
    await executor
      .updateTable('platform_messages')
      .set((eb) => ({ recipient_count: eb('recipient_count', '+', count) }))
      .where('id', '=', id)
      .execute();
  }

  /**
   * Catch-up: the newest sent messages that reach later members and have no delivery (deleted or not) for
   * this member yet (at most `limit`). The delivery test is a correlated scalar subquery, so it stays one
   * primary-key probe per message walked (index platform_messages_reaching_later): as a NOT EXISTS the
   * planner may turn it into an anti-join that reads every delivery row (no index leads by member alone).
   */
  reachingLaterUndelivered(memberId: string, limit: number) {
    return this.db
      .selectFrom('platform_messages as m')
      .select(['m.id', 'm.audience'])
      .where('m.reaches_later_members', '=', true)
      .where('m.status', '=', 'sent')
      .where((eb) =>
        eb(
          eb
            .selectFrom('platform_message_deliveries as d')
            .select('d.member_id')
            .whereRef('d.message_id', '=', 'm.id')
            .where('d.member_id', '=', memberId),
          'is',
          null,
        ),
      )
      .orderBy('m.sent_at', 'desc')
      .limit(limit)
      .execute();
  }

  // ---------------------------------------------------------------- the member's inbox

  /** Unread messages among the member's listed inbox (the red badge). */
  async unreadCount(memberId: string, executor: Executor = this.db): Promise<number> {
    const row = await executor
      .selectFrom(inbox(executor, memberId).as('i'))
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('i.read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The unread count of each of `memberIds` (one query: one inbox scan per member, each at most 500 rows). */
  async unreadCounts(memberIds: readonly string[]): Promise<Map<string, number>> {
    if (memberIds.length === 0) return new Map();
    const result = await sql<{ member_id: string; count: string }>`
      select r.member_id::text as member_id,
        (select count(*) from (
          select d.read_at from platform_message_deliveries d
          where d.member_id = r.member_id and d.deleted_at is null
          order by d.delivered_at desc, d.message_id desc
          limit ${platformMessageLimits.inboxSize}
        ) i where i.read_at is null) as count
      from unnest(${sql.val([...memberIds])}::bigint[]) as r(member_id)
    `.execute(this.db);
    return new Map(result.rows.map((row) => [row.member_id, Number(row.count)]));
  }

  async inboxSize(memberId: string): Promise<number> {
    const row = await this.db
      .selectFrom(inbox(this.db, memberId).as('i'))
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** A page of the member's inbox, newest first (offset within the inbox's 500). */
  inboxPage(memberId: string, page: number, pageSize: number): Promise<InboxRow[]> {
    return this.db
      .selectFrom(inbox(this.db, memberId).as('i'))
      .innerJoin('platform_messages as m', 'm.id', 'i.message_id')
      .select(['i.message_id', 'i.delivered_at', 'i.read_at', 'm.title', 'm.preview', 'm.kind'])
      .orderBy('i.delivered_at', 'desc')
      .orderBy('i.message_id', 'desc')
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .execute();
  }

  /** One delivered message of the member (not deleted), or undefined. */
  inboxMessage(memberId: string, messageId: string) {
    return this.db
      .selectFrom('platform_message_deliveries as d')
      .innerJoin('platform_messages as m', 'm.id', 'd.message_id')
      .select(['d.message_id', 'd.delivered_at', 'd.read_at', 'm.title', 'm.body_html', 'm.kind'])
      .where('d.member_id', '=', memberId)
      .where('d.message_id', '=', messageId)
      .where('d.deleted_at', 'is', null)
      .executeTakeFirst();
  }

  /** Marks the member's messages read (those not read yet); the first read time is kept. */
  async markRead(memberId: string, messageIds: readonly string[]): Promise<number> {
    if (messageIds.length === 0) return 0;
    const result = await this.db
      .updateTable('platform_message_deliveries')
      .set({ read_at: sql<Date>`now()` })
      .where('member_id', '=', memberId)
      .where('message_id', 'in', [...messageIds])
      .where('read_at', 'is', null)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Marks every unread message of the member's listed inbox read. */
  async markInboxRead(memberId: string): Promise<number> {
    const result = await this.db
      .updateTable('platform_message_deliveries')
      .set({ read_at: sql<Date>`now()` })
      .where('member_id', '=', memberId)
      .where('read_at', 'is', null)
      .where('deleted_at', 'is', null)
      .where('message_id', 'in', inbox(this.db, memberId).clearSelect().select('message_id'))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Deletes the message from the member's inbox (the row stays, so it never comes back); false if none. */
  async markDeleted(memberId: string, messageId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('platform_message_deliveries')
      .set({ deleted_at: sql<Date>`now()` })
      .where('member_id', '=', memberId)
      .where('message_id', '=', messageId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  // ---------------------------------------------------------------- back office

  async adminPage(filter: { status?: PlatformMessageStatus; page: number; pageSize: number }) {
    let query = this.db.selectFrom('platform_messages');
    if (filter.status) query = query.where('status', '=', filter.status);
    const [rows, total] = await Promise.all([
      query
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset((filter.page - 1) * filter.pageSize)
        .limit(filter.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.count) };
  }

  /** How many recipients read each message (the partial index on read deliveries). */
  async readCounts(messageIds: readonly string[]): Promise<Map<string, number>> {
    if (messageIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('platform_message_deliveries')
      .select(['message_id', (eb) => eb.fn.countAll<string>().as('count')])
      .where('message_id', 'in', [...messageIds])
      .where('read_at', 'is not', null)
      .groupBy('message_id')
      .execute();
    return new Map(rows.map((row) => [row.message_id, Number(row.count)]));
  }

  /** Cancels a scheduled message; undefined when it is not (or no longer) scheduled. */
  cancelScheduled(transaction: Transaction<Database>, id: string, staffId: string) {
    return transaction
      .updateTable('platform_messages')
      .set({
        status: 'cancelled',
        cancelled_at: sql<Date>`now()`,
        cancelled_by_staff_id: staffId,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .where('status', '=', 'scheduled')
      .returningAll()
      .executeTakeFirst();
  }
}
