import type { AdminHarmMarkersQuery, HarmMarker } from '@gaming/contracts/harm-markers';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { HarmMarkerRule } from '../../db/schema-rg-harm.js';

type Executor = Kysely<Database> | Transaction<Database>;

export type NewHarmMarker = {
  memberId: string;
  rule: HarmMarkerRule;
  windowStart: Date;
  windowEnd: Date;
  evidence: Record<string, unknown>;
};

/** harm_markers and the job's cursor (rg_harm_scan). */
export class HarmMarkersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (transaction: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  async cursor(): Promise<string> {
    const row = await this.db.selectFrom('rg_harm_scan').select('last_member_id').executeTakeFirstOrThrow();
    return row.last_member_id;
  }

  async moveCursor(lastMemberId: string): Promise<void> {
    await this.db.updateTable('rg_harm_scan').set({ last_member_id: lastMemberId }).execute();
  }

  /** One marker per member, rule and window: a rerun inserts nothing. Returns how many are new. */
  async insertMarkers(markers: readonly NewHarmMarker[], at: Date): Promise<number> {
    if (markers.length === 0) return 0;
    const rows = await this.db
      .insertInto('harm_markers')
      .values(
        markers.map((marker) => ({
          member_id: marker.memberId,
          rule: marker.rule,
          window_start: marker.windowStart,
          window_end: marker.windowEnd,
          evidence: JSON.stringify(marker.evidence),
          created_at: at,
        })),
      )
      .onConflict((conflict) => conflict.columns(['member_id', 'rule', 'window_start']).doNothing())
      .returning('id')
      .execute();
    return rows.length;
  }

  private base(executor: Executor = this.db) {
    return executor
      .selectFrom('harm_markers as h')
      .innerJoin('members as m', 'm.id', 'h.member_id')
      .select([
        'h.id',
        'h.member_id',
        'm.username',
        'h.rule',
        'h.window_start',
        'h.window_end',
        'h.evidence',
        'h.status',
        'h.reviewed_by_name',
        'h.reviewed_at',
        'h.created_at',
      ]);
  }

  async list(filter: AdminHarmMarkersQuery) {
    let query = this.base();
    if (filter.rule) query = query.where('h.rule', '=', filter.rule);
    if (filter.status) query = query.where('h.status', '=', filter.status);
    if (filter.from) query = query.where('h.created_at', '>=', new Date(filter.from));
    if (filter.to) query = query.where('h.created_at', '<', new Date(filter.to));
    const [rows, total] = await Promise.all([
      query
        .orderBy('h.id', 'desc')
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize)
        .execute(),
      query.clearSelect().select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow(),
    ]);
    return { markers: rows.map(toMarker), total: Number(total.count) };
  }

  async ofMember(memberId: string, limit: number) {
    const rows = await this.base()
      .where('h.member_id', '=', memberId)
      .orderBy('h.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toMarker);
  }

  async find(transaction: Transaction<Database>, id: string) {
    const row = await this.base(transaction).where('h.id', '=', id).forUpdate('h').executeTakeFirst();
    return row ? toMarker(row) : undefined;
  }

  /** Conditional: only an open marker becomes reviewed (two reviewers cannot both claim it). */
  async markReviewed(transaction: Transaction<Database>, id: string, staffName: string, at: Date) {
    const result = await transaction
      .updateTable('harm_markers')
      .set({ status: 'reviewed', reviewed_by_name: staffName, reviewed_at: at })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}

function toMarker(row: {
  id: string;
  member_id: string;
  username: string;
  rule: HarmMarkerRule;
  window_start: Date;
  window_end: Date;
  evidence: unknown;
  status: 'open' | 'reviewed';
  reviewed_by_name: string | null;
  reviewed_at: Date | null;
  created_at: Date;
}): HarmMarker {
  return {
    id: row.id,
    memberId: row.member_id,
    memberUsername: row.username,
    rule: row.rule,
    windowStart: row.window_start.toISOString(),
    windowEnd: row.window_end.toISOString(),
    evidence: (row.evidence ?? {}) as Record<string, unknown>,
    status: row.status,
    reviewedByName: row.reviewed_by_name,
    reviewedAt: row.reviewed_at ? row.reviewed_at.toISOString() : null,
    createdAt: row.created_at.toISOString(),
  };
}
