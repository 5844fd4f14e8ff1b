import type { MemberFlag } from '@gaming/contracts/member-risk';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Staff notes (append-only) and flags on members. */
export class MemberRiskRepository {
  constructor(readonly db: Kysely<Database>) {}

  async notesOf(memberId: string, limit: number) {
    return this.db
      .selectFrom('member_notes')
      .select(['id', 'staff_name', 'body', 'created_at'])
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  async flagsOf(memberId: string) {
    return this.db
      .selectFrom('member_flags')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('set_at', 'desc')
      .execute();
  }

  async addNote(
    note: { memberId: string; staffId: string; staffName: string; body: string },
    executor: Executor,
  ) {
    await executor
      .insertInto('member_notes')
      .values({
        member_id: note.memberId,
        staff_id: note.staffId,
        staff_name: note.staffName,
        body: note.body,
      })
      .execute();
  }

  /** Raises a flag; a flag already raised keeps its first reason and author. True when newly raised. */
  async raiseFlag(
    flag: { memberId: string; flag: MemberFlag; reason: string; staffId: string; staffName: string },
    executor: Executor,
  ): Promise<boolean> {
    const inserted = await executor
      .insertInto('member_flags')
      .values({
        member_id: flag.memberId,
        flag: flag.flag,
        reason: flag.reason,
        set_by: flag.staffId,
        set_by_name: flag.staffName,
      })
      .onConflict((conflict) => conflict.columns(['member_id', 'flag']).doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
  }

  /** True when the flag was raised and is now cleared. */
  async clearFlag(memberId: string, flag: MemberFlag, executor: Executor): Promise<boolean> {
    const deleted = await executor
      .deleteFrom('member_flags')
      .where('member_id', '=', memberId)
      .where('flag', '=', flag)
      .executeTakeFirst();
    return Number(deleted.numDeletedRows) > 0;
  }
}
