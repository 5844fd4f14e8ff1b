import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LiveStreamsTable } from '../../db/schema-live-streams.js';

export type LiveStreamRow = Selectable<LiveStreamsTable>;

export type LiveStreamFields = {
  stream_url: string;
  titles: Record<string, string>;
  category: string;
  cover_image_id: string | null;
  starts_at: Date | null;
  ends_at: Date | null;
  enabled: boolean;
  sort_order: number;
};

/** The live_streams table (0045): staff's list and the public read of the streams showing now. */
export class LiveStreamsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  list(limit: number): Promise<LiveStreamRow[]> {
    return this.db
      .selectFrom('live_streams')
      .selectAll()
      .orderBy('sort_order')
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Enabled and inside their schedule at `now`, in staff's order. */
  listLive(now: Date, limit: number): Promise<LiveStreamRow[]> {
    return this.db
      .selectFrom('live_streams')
      .selectAll()
      .where('enabled', '=', true)
      .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
      .orderBy('sort_order')
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  find(id: string): Promise<LiveStreamRow | undefined> {
    return this.db.selectFrom('live_streams').selectAll().where('id', '=', id).executeTakeFirst();
  }

  count(): Promise<number> {
    return this.db
      .selectFrom('live_streams')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.count));
  }

  insert(fields: LiveStreamFields, staffId: string | null): Promise<LiveStreamRow> {
    return this.db
      .insertInto('live_streams')
      .values({ ...fields, titles: JSON.stringify(fields.titles), created_by: staffId })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  update(id: string, change: Partial<LiveStreamFields>): Promise<LiveStreamRow | undefined> {
    const { titles, ...rest } = change;
    return this.db
      .updateTable('live_streams')
      .set({ ...rest, ...(titles ? { titles: JSON.stringify(titles) } : {}), updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  delete(id: string): Promise<LiveStreamRow | undefined> {
    return this.db.deleteFrom('live_streams').where('id', '=', id).returningAll().executeTakeFirst();
  }
}
