import type { PromotionFilterType, PromotionStatus, PromotionTag } from '@gaming/contracts/promotions';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type {
  PromotionApplicationsTable,
  PromotionParticipationsTable,
  PromotionParticipationVia,
  PromotionsTable,
} from '../../db/schema-promotions.js';

export type PromotionRow = Selectable<PromotionsTable>;
export type ParticipationRow = Selectable<PromotionParticipationsTable>;
export type ApplicationRow = Selectable<PromotionApplicationsTable>;
type Executor = Kysely<Database> | Transaction<Database>;

/** The stored columns of a promotion a staff save writes (JSON columns as text). */
export type PromotionValues = {
  title: string;
  content: string;
  images: string;
  filter_type: PromotionFilterType;
  tags: string[];
  starts_at: Date;
  ends_at: Date;
  audience: string;
  participation: PromotionsTable['participation'];
  kind: 'standard' | 'referral';
  reward: string;
  eligibility: string;
  wagering: string | null;
  claim_days: number;
  per_device: boolean;
  per_ip: boolean;
  max_claims: number | null;
  budget_minor: string | null;
};

/** Why a slot could not be taken. */
export type SlotRefusal = 'not_live' | 'slots_exhausted' | 'budget_exhausted';

export type AdminListFilter = {
  status?: PromotionStatus;
  filterType?: PromotionFilterType;
  kind?: 'standard' | 'referral';
  query?: string;
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The only code that knows the promotion tables. */
export class PromotionsRepository {
  constructor(readonly db: Kysely<Database>) {}

  // --- promotions ---------------------------------------------------------------------------------

  insert(values: PromotionValues, staffId: string, executor: Executor = this.db) {
    return executor
      .insertInto('promotions')
      .values({ ...values, created_by: staffId })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** A save of a draft or published promotion (an archived one is final). */
  update(id: string, values: PromotionValues, executor: Executor = this.db) {
    return executor
      .updateTable('promotions')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .where('status', '<>', 'archived')
      .returningAll()
      .executeTakeFirst();
  }

  find(id: string, executor: Executor = this.db) {
    return executor.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findMany(ids: readonly string[]) {
    if (ids.length === 0) return Promise.resolve([] as PromotionRow[]);
    return this.db.selectFrom('promotions').selectAll().where('id', 'in', ids).execute();
  }

  lock(transaction: Transaction<Database>, id: string) {
    return transaction
      .selectFrom('promotions')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  setStatus(id: string, from: readonly PromotionStatus[], to: PromotionStatus, executor: Executor = this.db) {
    return executor
      .updateTable('promotions')
      .set({
        status: to,
        updated_at: new Date(),
        ...(to === 'published' ? { published_at: sql<Date>`coalesce(published_at, now())` } : {}),
      })
      .where('id', '=', id)
      .where('status', 'in', from)
      .returningAll()
      .executeTakeFirst();
  }

  async adminList(filter: AdminListFilter, page: number, pageSize: number) {
    let query = this.db.selectFrom('promotions');
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.filterType) query = query.where('filter_type', '=', filter.filterType);
    if (filter.kind) query = query.where('kind', '=', filter.kind);
    if (filter.query)
      query = query.where(sql<boolean>`title ->> 'EN' ilike ${`%${escapeLike(filter.query)}%`}`);
    const [rows, total] = await Promise.all([
      query
        .selectAll()
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.total) };
  }

  /** Pending applications per promotion (the staff list's badge). */
  async pendingCounts(promotionIds: readonly string[]): Promise<Map<string, number>> {
    if (promotionIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('promotion_applications')
      .select(['promotion_id', (eb) => eb.fn.countAll<string>().as('count')])
      .where('promotion_id', 'in', promotionIds)
      .where('status', '=', 'pending')
      .groupBy('promotion_id')
      .execute();
    return new Map(rows.map((row) => [row.promotion_id, Number(row.count)]));
  }

  /** Published promotions for the site: by filter and tag, newest start first. */
  async publishedList(
    filter: { filterType?: PromotionFilterType; tag?: PromotionTag },
    page: number,
    pageSize: number,
  ) {
    let query = this.db.selectFrom('promotions').where('status', '=', 'published');
    if (filter.filterType) query = query.where('filter_type', '=', filter.filterType);
    if (filter.tag) query = query.where(sql<boolean>`tags @> array[${filter.tag}]::text[]`);
    const [rows, total] = await Promise.all([
      query
        .selectAll()
        .orderBy('starts_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.total) };
  }

  /** Published promotions open at `now` (at most `limit`, oldest start first). */
  openAt(
    now: Date,
    limit: number,
    options: { participations?: readonly string[]; kind?: 'standard' | 'referral' } = {},
  ) {
    let query = this.db
      .selectFrom('promotions')
      .selectAll()
      .where('status', '=', 'published')
      .where('starts_at', '<=', now)
      .where('ends_at', '>', now);
    if (options.participations) query = query.where('participation', 'in', options.participations as never);
    if (options.kind) query = query.where('kind', '=', options.kind);
    return query.orderBy('starts_at').orderBy('id').limit(limit).execute();
  }

  /**
   * Takes one slot and `amountMinor` of the budget, or refuses: one conditional update, in the caller's
   * transaction (row lock on the promotion), so concurrent takes never pass max_claims or budget_minor.
   */
  async takeSlot(
    executor: Executor,
    id: string,
    amountMinor: bigint,
    now: Date,
  ): Promise<SlotRefusal | null> {
    const taken = await executor
      .updateTable('promotions')
      .set({
        claims_count: sql<number>`claims_count + 1`,
        spent_minor: sql<string>`spent_minor + ${amountMinor.toString()}::bigint`,
      })
      .where('id', '=', id)
      .where('status', '=', 'published')
      .where('starts_at', '<=', now)
      .where('ends_at', '>', now)
      .where((eb) => eb.or([eb('max_claims', 'is', null), eb('claims_count', '<', eb.ref('max_claims'))]))
      .where((eb) =>
        eb.or([
          eb('budget_minor', 'is', null),
          eb(sql`spent_minor + ${amountMinor.toString()}::bigint`, '<=', eb.ref('budget_minor')),
        ]),
      )
      .returning('id')
      .executeTakeFirst();
    if (taken) return null;
    const row = await executor
      .selectFrom('promotions')
      .select(['status', 'starts_at', 'ends_at', 'max_claims', 'claims_count'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (row?.status !== 'published' || row.starts_at > now || row.ends_at <= now) return 'not_live';
    if (row.max_claims !== null && row.claims_count >= row.max_claims) return 'slots_exhausted';
    return 'budget_exhausted';
  }

  // --- participations -----------------------------------------------------------------------------

  participation(promotionId: string, memberId: string, executor: Executor = this.db) {
    return executor
      .selectFrom('promotion_participations')
      .selectAll()
      .where('promotion_id', '=', promotionId)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
  }

  async participationsOf(
    memberId: string,
    promotionIds: readonly string[],
  ): Promise<Map<string, ParticipationRow>> {
    if (promotionIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('promotion_participations')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('promotion_id', 'in', promotionIds)
      .execute();
    return new Map(rows.map((row) => [row.promotion_id, row]));
  }

  /** A join: the member's row waits (joined) until it qualifies; a second join finds the first. */
  async insertJoined(promotionId: string, memberId: string) {
    const inserted = await this.db
      .insertInto('promotion_participations')
      .values({ promotion_id: promotionId, member_id: memberId, status: 'joined', via: 'join' })
      .onConflict((conflict) => conflict.columns(['promotion_id', 'member_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { row: inserted, inserted: true };
    const row = await this.participation(promotionId, memberId);
    return row ? { row, inserted: false } : undefined;
  }

  /**
   * The participation that takes a slot (status granting with its amount), or undefined when the member
   * already took it (a replay, or a concurrent request that won). A joined row is upgraded. A device or IP
   * already used for this promotion raises the unique violation of its index.
   */
  takeParticipation(
    transaction: Transaction<Database>,
    values: {
      promotionId: string;
      memberId: string;
      amountMinor: bigint;
      depositBaseMinor: bigint;
      deviceKey: string | null;
      ipKey: string | null;
      via: PromotionParticipationVia;
    },
  ) {
    const now = new Date();
    return transaction
      .insertInto('promotion_participations')
      .values({
        promotion_id: values.promotionId,
        member_id: values.memberId,
        status: 'granting',
        amount_minor: values.amountMinor.toString(),
        deposit_base_minor: values.depositBaseMinor.toString(),
        device_key: values.deviceKey,
        ip_key: values.ipKey,
        via: values.via,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['promotion_id', 'member_id'])
          .doUpdateSet({
            status: 'granting',
            amount_minor: values.amountMinor.toString(),
            deposit_base_minor: values.depositBaseMinor.toString(),
            device_key: values.deviceKey,
            ip_key: values.ipKey,
            updated_at: now,
          })
          .where('promotion_participations.status', '=', 'joined'),
      )
      .returningAll()
      .executeTakeFirst();
  }

  markGranted(id: string, bonusId: string) {
    return this.db
      .updateTable('promotion_participations')
      .set({ status: 'granted', bonus_id: bonusId, granted_at: new Date(), updated_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 'granting')
      .execute();
  }

  /** Rows a crash left between the slot and the grant (the job finishes them with the same grant key). */
  stuckGranting(olderThan: Date, limit: number) {
    return this.db
      .selectFrom('promotion_participations')
      .selectAll()
      .where('status', '=', 'granting')
      .where('updated_at', '<', olderThan)
      .orderBy('updated_at')
      .limit(limit)
      .execute();
  }

  joinedOf(promotionId: string, limit: number) {
    return this.db
      .selectFrom('promotion_participations')
      .selectAll()
      .where('promotion_id', '=', promotionId)
      .where('status', '=', 'joined')
      .orderBy('updated_at')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** A joined member the job looked at and found not (yet) qualified goes to the back of the line. */
  touchJoined(id: string) {
    return this.db
      .updateTable('promotion_participations')
      .set({ updated_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 'joined')
      .execute();
  }

  /** Of `memberIds` (at most 1,000), those without a participation in the promotion. */
  async withoutParticipation(promotionId: string, memberIds: readonly string[]): Promise<string[]> {
    const ids = [...new Set(memberIds)].slice(0, 1000);
    if (ids.length === 0) return [];
    const taken = await this.db
      .selectFrom('promotion_participations')
      .select('member_id')
      .where('promotion_id', '=', promotionId)
      .where('member_id', 'in', ids)
      .execute();
    const takenIds = new Set(taken.map((row) => row.member_id));
    return ids.filter((id) => !takenIds.has(id));
  }

  // --- applications -------------------------------------------------------------------------------

  insertApplication(
    transaction: Transaction<Database>,
    values: { promotionId: string; memberId: string; comment: string },
  ) {
    return transaction
      .insertInto('promotion_applications')
      .values({ promotion_id: values.promotionId, member_id: values.memberId, comment: values.comment })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  findApplication(id: string, executor: Executor = this.db) {
    return executor.selectFrom('promotion_applications').selectAll().where('id', '=', id).executeTakeFirst();
  }

  lockApplication(transaction: Transaction<Database>, id: string) {
    return transaction
      .selectFrom('promotion_applications')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  decideApplication(
    executor: Executor,
    id: string,
    decision:
      | { status: 'approved'; amountMinor: bigint; staffId: string; staffName: string }
      | { status: 'rejected'; reason: string; staffId: string; staffName: string },
  ) {
    return executor
      .updateTable('promotion_applications')
      .set({
        status: decision.status,
        amount_minor: decision.status === 'approved' ? decision.amountMinor.toString() : null,
        reject_reason: decision.status === 'rejected' ? decision.reason : null,
        decided_by: decision.staffId,
        decided_by_name: decision.staffName,
        decided_at: new Date(),
      })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
  }

  /** The member's latest application per promotion. */
  async latestApplicationsOf(
    memberId: string,
    promotionIds: readonly string[],
  ): Promise<Map<string, ApplicationRow>> {
    if (promotionIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('promotion_applications')
      .selectAll()
      .distinctOn('promotion_id')
      .where('member_id', '=', memberId)
      .where('promotion_id', 'in', promotionIds)
      .orderBy('promotion_id')
      .orderBy('id', 'desc')
      .execute();
    return new Map(rows.map((row) => [row.promotion_id, row]));
  }

  async memberApplications(
    memberId: string,
    status: ApplicationRow['status'] | undefined,
    page: number,
    pageSize: number,
  ) {
    let query = this.db.selectFrom('promotion_applications').where('member_id', '=', memberId);
    if (status) query = query.where('status', '=', status);
    const [rows, total] = await Promise.all([
      query
        .selectAll()
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.total) };
  }

  async staffApplications(
    filter: { status: ApplicationRow['status']; promotionId?: string },
    page: number,
    pageSize: number,
  ) {
    let query = this.db.selectFrom('promotion_applications as a').where('a.status', '=', filter.status);
    if (filter.promotionId) query = query.where('a.promotion_id', '=', filter.promotionId);
    const [rows, total] = await Promise.all([
      query
        .selectAll('a')
        .orderBy('a.id', filter.status === 'pending' ? 'asc' : 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.total) };
  }

  // --- images -------------------------------------------------------------------------------------

  insertImage(
    image: { contentType: 'image/png' | 'image/jpeg'; bytes: Buffer; sha256: string },
    staffId: string,
  ) {
    return this.db
      .insertInto('promotion_image_files')
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
    return this.db.selectFrom('promotion_image_files').selectAll().where('id', '=', id).executeTakeFirst();
  }
}
