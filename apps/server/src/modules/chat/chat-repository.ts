import { chatLimits } from '@gaming/contracts/chat';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

export type Executor = Kysely<Database> | Transaction<Database>;

export type ChatMessageRow = {
  id: string;
  room_code: string;
  member_id: string;
  author_name: string;
  body: string;
  created_at: Date;
};

export type AdminChatMessageRow = ChatMessageRow & {
  username: string;
  deleted_at: Date | null;
  deleted_by: string | null;
  delete_reason: string | null;
};

export type ChatRestrictionRow = {
  id: string;
  member_id: string;
  kind: 'mute' | 'ban';
  until: Date | null;
  reason: string;
  staff_id: string;
  created_at: Date;
};

/** SQL of the chat room: rooms, messages, mutes and bans (0046_chat.sql). */
export class ChatRepository {
  constructor(readonly db: Kysely<Database>) {}

  transaction<T>(work: (transaction: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  room(code: string) {
    return this.db
      .selectFrom('chat_rooms')
      .select(['code', 'title'])
      .where('code', '=', code)
      .where('enabled', '=', true)
      .executeTakeFirst();
  }

  /** One member's sends one after another across processes (the rate limit counts, then inserts). */
  async lockMember(transaction: Transaction<Database>, memberId: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`chat:member:${memberId}`}, 0))`.execute(
      transaction,
    );
  }

  /** Mutes and bans in force at `now` (a lifted one or a mute past its end is not). */
  activeRestrictions(executor: Executor, memberId: string, now: Date): Promise<ChatRestrictionRow[]> {
    return executor
      .selectFrom('chat_restrictions')
      .select(['id', 'member_id', 'kind', 'until', 'reason', 'staff_id', 'created_at'])
      .where('member_id', '=', memberId)
      .where('lifted_at', 'is', null)
      .where((eb) => eb.or([eb('kind', '=', 'ban'), eb('until', '>', now)]))
      .orderBy('id', 'desc')
      .limit(20)
      .execute();
  }

  /** The member's messages sent since `since` (deleted ones count too), oldest first, at most `limit`. */
  async sentSince(transaction: Executor, memberId: string, since: Date, limit: number): Promise<Date[]> {
    const rows = await transaction
      .selectFrom('chat_messages')
      .select('created_at')
      .where('member_id', '=', memberId)
      .where('created_at', '>', since)
      .orderBy('created_at', 'asc')
      .limit(limit)
      .execute();
    return rows.map((row) => row.created_at);
  }

  byClientId(executor: Executor, memberId: string, clientId: string) {
    return executor
      .selectFrom('chat_messages')
      .select(['id', 'room_code', 'member_id', 'author_name', 'body', 'created_at'])
      .where('member_id', '=', memberId)
      .where('client_id', '=', clientId)
      .executeTakeFirst();
  }

  insertMessage(
    transaction: Executor,
    message: { roomCode: string; memberId: string; authorName: string; body: string; clientId: string },
    now: Date,
  ): Promise<ChatMessageRow> {
    return transaction
      .insertInto('chat_messages')
      .values({
        room_code: message.roomCode,
        member_id: message.memberId,
        author_name: message.authorName,
        body: message.body,
        client_id: message.clientId,
        created_at: now,
      })
      .returning(['id', 'room_code', 'member_id', 'author_name', 'body', 'created_at'])
      .executeTakeFirstOrThrow();
  }

  /** The room's last `limit` messages not deleted, oldest first. */
  async history(roomCode: string, limit: number): Promise<ChatMessageRow[]> {
    const rows = await this.db
      .selectFrom('chat_messages')
      .select(['id', 'room_code', 'member_id', 'author_name', 'body', 'created_at'])
      .where('room_code', '=', roomCode)
      .where('deleted_at', 'is', null)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse();
  }

  /** Newest first, deleted ones too when asked, before a message id (the next page). */
  adminMessages(query: { roomCode: string; includeDeleted: boolean; before?: string | undefined }) {
    let select = this.db
      .selectFrom('chat_messages as m')
      .innerJoin('members as mb', 'mb.id', 'm.member_id')
      .leftJoin('staff as s', 's.id', 'm.deleted_by_staff_id')
      .select([
        'm.id',
        'm.room_code',
        'm.member_id',
        'm.author_name',
        'm.body',
        'm.created_at',
        'm.deleted_at',
        'm.delete_reason',
        sql<string>`mb.username::text`.as('username'),
        sql<string | null>`s.username::text`.as('deleted_by'),
      ])
      .where('m.room_code', '=', query.roomCode)
      .orderBy('m.id', 'desc')
      .limit(chatLimits.adminPageSize);
    if (!query.includeDeleted) select = select.where('m.deleted_at', 'is', null);
    if (query.before) select = select.where('m.id', '<', query.before);
    return select.execute() as Promise<AdminChatMessageRow[]>;
  }

  lockMessage(transaction: Transaction<Database>, id: string) {
    return transaction
      .selectFrom('chat_messages')
      .select(['id', 'room_code', 'member_id', 'body', 'deleted_at'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  async markDeleted(
    transaction: Transaction<Database>,
    id: string,
    staffId: string,
    reason: string,
    now: Date,
  ): Promise<void> {
    await transaction
      .updateTable('chat_messages')
      .set({ deleted_at: now, deleted_by_staff_id: staffId, delete_reason: reason || null })
      .where('id', '=', id)
      .execute();
  }

  insertRestriction(
    transaction: Transaction<Database>,
    restriction: {
      memberId: string;
      kind: 'mute' | 'ban';
      until: Date | null;
      reason: string;
      staffId: string;
    },
    now: Date,
  ) {
    return transaction
      .insertInto('chat_restrictions')
      .values({
        member_id: restriction.memberId,
        kind: restriction.kind,
        until: restriction.until,
        reason: restriction.reason,
        staff_id: restriction.staffId,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  lockRestriction(transaction: Transaction<Database>, id: string) {
    return transaction
      .selectFrom('chat_restrictions')
      .select(['id', 'member_id', 'kind', 'until', 'reason', 'lifted_at'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  async lift(transaction: Transaction<Database>, id: string, staffId: string, now: Date): Promise<void> {
    await transaction
      .updateTable('chat_restrictions')
      .set({ lifted_at: now, lifted_by_staff_id: staffId })
      .where('id', '=', id)
      .execute();
  }

  /** Mutes and bans in force, newest first (the moderation view's list). */
  activeRestrictionList(now: Date) {
    return this.db
      .selectFrom('chat_restrictions as r')
      .innerJoin('members as mb', 'mb.id', 'r.member_id')
      .innerJoin('staff as s', 's.id', 'r.staff_id')
      .select([
        'r.id',
        'r.kind',
        'r.member_id',
        'r.until',
        'r.reason',
        'r.created_at',
        sql<string>`mb.username::text`.as('username'),
        sql<string>`s.username::text`.as('staff'),
      ])
      .where('r.lifted_at', 'is', null)
      .where((eb) => eb.or([eb('r.kind', '=', 'ban'), eb('r.until', '>', now)]))
      .orderBy('r.id', 'desc')
      .limit(chatLimits.adminPageSize)
      .execute();
  }
}
