import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AdjustmentsTable } from '../../db/schema-adjustments.js';

export type AdjustmentRow = Selectable<AdjustmentsTable>;
export type NewAdjustment = Insertable<AdjustmentsTable>;
type Executor = Kysely<Database> | Transaction<Database>;

export type AdjustmentFilter = {
  status?: AdjustmentRow['status'] | undefined;
  memberId?: string | undefined;
  requestedByName?: string | undefined;
  fromInstant?: Date | undefined;
  toInstant?: Date | undefined;
  limit: number;
  offset: number;
};

type Decider = { id: string; username: string };

/** The only code that knows the adjustments table. State changes are conditional updates on the status. */
export class AdjustmentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (transaction: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  findById(id: string, executor: Executor = this.db): Promise<AdjustmentRow | undefined> {
    return executor.selectFrom('adjustments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByRequestId(requestId: string): Promise<AdjustmentRow | undefined> {
    return this.db
      .selectFrom('adjustments')
      .selectAll()
      .where('request_id', '=', requestId)
      .executeTakeFirst();
  }

  /** Undefined when the request id is already taken (a concurrent retry won). */
  insert(transaction: Transaction<Database>, row: NewAdjustment): Promise<AdjustmentRow | undefined> {
    return transaction
      .insertInto('adjustments')
      .values(row)
      .onConflict((conflict) => conflict.column('request_id').doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  /** Takes a pending adjustment for approval; of several concurrent approvers exactly one gets the row. */
  claimForApproval(transaction: Transaction<Database>, id: string, approver: Decider) {
    return transaction
      .updateTable('adjustments')
      .set({
        status: 'approved',
        decided_by: approver.id,
        decided_by_name: approver.username,
        decided_at: new Date(),
      })
      .where('id', '=', id)
      .where('status', '=', 'pending_approval')
      .where('requested_by', '<>', approver.id)
      .returningAll()
      .executeTakeFirst();
  }

  reject(transaction: Transaction<Database>, id: string, rejecter: Decider, reason: string) {
    return transaction
      .updateTable('adjustments')
      .set({
        status: 'rejected',
        decided_by: rejecter.id,
        decided_by_name: rejecter.username,
        decided_at: new Date(),
        rejection_reason: reason,
      })
      .where('id', '=', id)
      .where('status', '=', 'pending_approval')
      .where('requested_by', '<>', rejecter.id)
      .returningAll()
      .executeTakeFirst();
  }

  markApplied(transaction: Transaction<Database>, id: string, transferId: string) {
    return transaction
      .updateTable('adjustments')
      .set({ status: 'applied', transfer_id: transferId, applied_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 'approved')
      .returningAll()
      .executeTakeFirst();
  }

  markFailed(transaction: Transaction<Database>, id: string, failureCode: string) {
    return transaction
      .updateTable('adjustments')
      .set({ status: 'failed', failure_code: failureCode })
      .where('id', '=', id)
      .where('status', '=', 'approved')
      .returningAll()
      .executeTakeFirst();
  }

  async list(filter: AdjustmentFilter): Promise<{ rows: AdjustmentRow[]; total: number }> {
    let query = this.db.selectFrom('adjustments');
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.memberId) query = query.where('member_id', '=', filter.memberId);
    if (filter.requestedByName) query = query.where('requested_by_name', '=', filter.requestedByName);
    if (filter.fromInstant) query = query.where('requested_at', '>=', filter.fromInstant);
    if (filter.toInstant) query = query.where('requested_at', '<', filter.toInstant);
    const [rows, total] = await Promise.all([
      query
        .selectAll()
        .orderBy('requested_at', 'desc')
        .orderBy('id', 'desc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.count) };
  }

  /** Adjustments claimed (or auto-approved) whose ledger step never finished: a crash in between. */
  findUnfinished(claimedBefore: Date, limit: number): Promise<AdjustmentRow[]> {
    return this.db
      .selectFrom('adjustments')
      .selectAll()
      .where('status', '=', 'approved')
      .where((eb) => eb(eb.fn.coalesce('decided_at', 'requested_at'), '<', claimedBefore))
      .orderBy('id')
      .limit(limit)
      .execute();
  }
}
