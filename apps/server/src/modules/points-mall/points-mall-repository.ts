import type { MallItemKind, MallItemStatus, RedeemKind, RedeemStatus } from '@gaming/contracts/points-mall';
import {
  type Insertable,
  type Kysely,
  type RawBuilder,
  type Selectable,
  sql,
  type Transaction,
} from 'kysely';
import type { Database } from '../../db/schema.js';
import type {
  PointsMallItemsTable,
  PointsMallRedeemsTable,
  RedeemStep,
} from '../../db/schema-points-mall.js';

export type MallItemRow = Selectable<PointsMallItemsTable>;
export type RedeemRow = Selectable<PointsMallRedeemsTable>;
export type NewMallItem = Insertable<PointsMallItemsTable>;
export type NewRedeem = Insertable<PointsMallRedeemsTable>;

/** Item fields staff edit (everything but id, stock, counters and status). */
export type MallItemFields = Omit<
  NewMallItem,
  'id' | 'stock' | 'redeemed_quantity' | 'status' | 'created_at' | 'updated_at'
>;

/** Thrown inside a redeem's transaction to roll back the stock taken (the caller answers the error). */
export class RedeemRollback extends Error {
  constructor(readonly reason: 'out_of_stock' | 'limit_reached' | 'unavailable') {
    super(reason);
  }
}

/** The only file that knows the points mall's tables (0036_points_mall.sql). */
export class PointsMallRepository {
  constructor(private readonly db: Kysely<Database>) {}

  // --- Items ----------------------------------------------------------------------------------------

  insertItem(row: NewMallItem): Promise<MallItemRow> {
    return this.db.insertInto('points_mall_items').values(row).returningAll().executeTakeFirstOrThrow();
  }

  findItem(id: string): Promise<MallItemRow | undefined> {
    return this.db.selectFrom('points_mall_items').selectAll().where('id', '=', id).executeTakeFirst();
  }

  updateItem(id: string, fields: MallItemFields): Promise<MallItemRow | undefined> {
    return this.db
      .updateTable('points_mall_items')
      .set({ ...fields, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  setItemStatus(id: string, status: MallItemStatus): Promise<MallItemRow | undefined> {
    return this.db
      .updateTable('points_mall_items')
      .set({ status, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  setItemStock(id: string, stock: bigint | null): Promise<MallItemRow | undefined> {
    return this.db
      .updateTable('points_mall_items')
      .set({ stock, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  async publishedItems(filter: {
    kind?: MallItemKind;
    category?: string;
    limit: number;
    offset: number;
  }): Promise<{ rows: MallItemRow[]; total: number }> {
    let query = this.db.selectFrom('points_mall_items').where('status', '=', 'published');
    if (filter.kind) query = query.where('kind', '=', filter.kind);
    if (filter.category) query = query.where('category', '=', filter.category);
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy('sort_order')
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }

  async publishedCategories(limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('points_mall_items')
      .select('category')
      .distinct()
      .where('status', '=', 'published')
      .where('category', 'is not', null)
      .orderBy('category')
      .limit(limit)
      .execute();
    return rows.flatMap((row) => (row.category ? [row.category] : []));
  }

  async staffItems(filter: {
    status?: MallItemStatus;
    kind?: MallItemKind;
    limit: number;
    offset: number;
  }): Promise<{ rows: MallItemRow[]; total: number }> {
    let query = this.db.selectFrom('points_mall_items');
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.kind) query = query.where('kind', '=', filter.kind);
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy('sort_order')
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }

  // --- Images ---------------------------------------------------------------------------------------

  insertImage(
    image: { contentType: 'image/png' | 'image/jpeg'; bytes: Buffer; sha256: string },
    staffId: string,
  ) {
    return this.db
      .insertInto('points_mall_image_files')
      .values({
        content_type: image.contentType,
        size_bytes: image.bytes.length,
        sha256: image.sha256,
        bytes: image.bytes,
        uploaded_by: staffId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  findImage(id: string) {
    return this.db
      .selectFrom('points_mall_image_files')
      .select(['content_type', 'bytes', 'sha256'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async existingImageIds(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('points_mall_image_files')
      .select('id')
      .where('id', 'in', [...ids])
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  // --- Redeems --------------------------------------------------------------------------------------

  findRedeem(id: string): Promise<RedeemRow | undefined> {
    return this.db.selectFrom('points_mall_redeems').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findRedeems(ids: readonly string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('points_mall_redeems')
      .select(['id', 'kind', 'title', 'quantity'])
      .where('id', 'in', [...ids])
      .execute();
  }

  /**
   * A redeem of an item in one transaction: the row (once per id: a concurrent twin waits on the key and
   * inserts nothing), the stock taken by a conditional update (which also locks the item, so a member's
   * limit is counted with no other redeem of the item in between), then the member's limit. Answers
   * undefined when the id already existed; throws RedeemRollback (nothing kept) when the item cannot be had.
   */
  redeemItem(
    row: NewRedeem,
    limit: { quantity: number; since: Date | null } | null,
  ): Promise<RedeemRow | undefined> {
    return this.db.transaction().execute(async (transaction) => {
      const inserted = await transaction
        .insertInto('points_mall_redeems')
        .values(row)
        .onConflict((conflict) => conflict.column('id').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!inserted) return undefined;
      const itemId = row.item_id as string;
      const taken = await this.takeStock(transaction, itemId, row.quantity);
      if (!taken) throw new RedeemRollback('out_of_stock');
      if (limit) {
        const used = await this.memberQuantity(transaction, itemId, row.member_id, limit.since);
        if (used > limit.quantity) throw new RedeemRollback('limit_reached');
      }
      return inserted;
    });
  }

  /** Stock never below zero: the update only matches while enough is left (and the item is published). */
  private async takeStock(transaction: Transaction<Database>, itemId: string, quantity: number) {
    const updated = await transaction
      .updateTable('points_mall_items')
      .set({
        stock: sql`case when stock is null then null else stock - ${quantity} end`,
        redeemed_quantity: sql`redeemed_quantity + ${quantity}`,
      })
      .where('id', '=', itemId)
      .where('status', '=', 'published')
      .where((eb) => eb.or([eb('stock', 'is', null), eb('stock', '>=', String(quantity))]))
      .returning('id')
      .executeTakeFirst();
    return updated !== undefined;
  }

  private async memberQuantity(
    transaction: Transaction<Database>,
    itemId: string,
    memberId: string,
    since: Date | null,
  ): Promise<number> {
    let query = transaction
      .selectFrom('points_mall_redeems')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('quantity'), sql<string>`0`).as('used'))
      .where('item_id', '=', itemId)
      .where('member_id', '=', memberId)
      .where('status', '<>', 'rejected');
    if (since) query = query.where('created_at', '>=', since);
    const row = await query.executeTakeFirstOrThrow();
    return Number(row.used);
  }

  /** A conversion's row (once per id); undefined when the id already existed. */
  insertConversion(row: NewRedeem): Promise<RedeemRow | undefined> {
    return this.db
      .insertInto('points_mall_redeems')
      .values(row)
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Undoes a redeem whose points could not be spent: the row is removed and its stock returned, only while
   * it still owes the spend (a spend committed meanwhile cleared that step with its transfer).
   */
  cancelUnspent(id: string): Promise<boolean> {
    return this.db.transaction().execute(async (transaction) => {
      const removed = await transaction
        .deleteFrom('points_mall_redeems')
        .where('id', '=', id)
        .where('pending_step', '=', 'spend')
        .returning(['item_id', 'quantity'])
        .executeTakeFirst();
      if (!removed) return false;
      if (removed.item_id) await this.giveStockBack(transaction, removed.item_id, removed.quantity);
      return true;
    });
  }

  private async giveStockBack(transaction: Transaction<Database>, itemId: string, quantity: number) {
    await transaction
      .updateTable('points_mall_items')
      .set({
        stock: sql`case when stock is null then null else stock + ${quantity} end`,
        redeemed_quantity: sql`redeemed_quantity - ${quantity}`,
      })
      .where('id', '=', itemId)
      .execute();
  }

  /**
   * The statement moving a redeem from one owed step to the next, run inside the ledger's batch (the
   * points transfer's records): one row back while the redeem still owes `from`, so a redeem cancelled or
   * finished meanwhile fails the batch and no points move.
   */
  advanceStepStatement(id: string, from: RedeemStep, to: RedeemStep | null): RawBuilder<unknown> {
    return sql`
      update points_mall_redeems set pending_step = ${to}, updated_at = now()
      where id = ${id}::uuid and pending_step = ${from}
      returning 1`;
  }

  /** The same move outside the batch (after a replayed transfer, or after a payout); idempotent. */
  async advanceStep(
    id: string,
    from: RedeemStep,
    to: RedeemStep | null,
    bonusId?: string,
  ): Promise<RedeemRow | undefined> {
    return this.db
      .updateTable('points_mall_redeems')
      .set({ pending_step: to, updated_at: new Date(), ...(bonusId ? { bonus_id: bonusId } : {}) })
      .where('id', '=', id)
      .where('pending_step', '=', from)
      .returningAll()
      .executeTakeFirst();
  }

  /** Staff approve goods waiting (and already paid for in points). */
  approve(
    id: string,
    decision: { remark: string | null; staffId: string; staffName: string },
  ): Promise<RedeemRow | undefined> {
    return this.db
      .updateTable('points_mall_redeems')
      .set({
        status: 'approved',
        remark: decision.remark,
        decided_by: decision.staffId,
        decided_by_name: decision.staffName,
        decided_at: new Date(),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .where('status', '=', 'in_process')
      .where('pending_step', 'is', null)
      .returningAll()
      .executeTakeFirst();
  }

  /** Staff reject goods waiting: the stock comes back now, the points through the refund step it owes. */
  reject(
    id: string,
    decision: { remark: string; staffId: string; staffName: string },
  ): Promise<RedeemRow | undefined> {
    return this.db.transaction().execute(async (transaction) => {
      const row = await transaction
        .updateTable('points_mall_redeems')
        .set({
          status: 'rejected',
          pending_step: 'refund',
          remark: decision.remark,
          decided_by: decision.staffId,
          decided_by_name: decision.staffName,
          decided_at: new Date(),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .where('status', '=', 'in_process')
        .where('pending_step', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (row?.item_id) await this.giveStockBack(transaction, row.item_id, row.quantity);
      return row;
    });
  }

  async memberRedeems(filter: {
    memberId: string;
    status?: RedeemStatus;
    limit: number;
    offset: number;
  }): Promise<{ rows: RedeemRow[]; total: number }> {
    let query = this.db.selectFrom('points_mall_redeems').where('member_id', '=', filter.memberId);
    if (filter.status) query = query.where('status', '=', filter.status);
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }

  async staffRedeems(filter: {
    status?: RedeemStatus;
    kind?: RedeemKind;
    memberId?: string;
    limit: number;
    offset: number;
  }): Promise<{ rows: RedeemRow[]; total: number }> {
    let query = this.db.selectFrom('points_mall_redeems');
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.kind) query = query.where('kind', '=', filter.kind);
    if (filter.memberId) query = query.where('member_id', '=', filter.memberId);
    // The queue reads oldest first (who waited longest); the rest newest first.
    const direction = filter.status === 'in_process' ? 'asc' : 'desc';
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy('created_at', direction)
        .orderBy('id', direction)
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }

  /** Redeems owing a step for longer than `olderThan` (their writer died or is slow), oldest first. */
  stuckSteps(olderThan: Date, limit: number): Promise<RedeemRow[]> {
    return this.db
      .selectFrom('points_mall_redeems')
      .selectAll()
      .where('pending_step', 'is not', null)
      .where('updated_at', '<', olderThan)
      .orderBy('updated_at')
      .limit(limit)
      .execute();
  }
}
