import type { AnnouncementExecution, AnnouncementType } from '@gaming/contracts/announcements';
import { type Kysely, type Selectable, sql, type Transaction, type Updateable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AnnouncementsTable } from '../../db/schema-content.js';

export type AnnouncementRow = Selectable<AnnouncementsTable>;
export type AnnouncementChange = Omit<Updateable<AnnouncementsTable>, 'id' | 'created_at' | 'updated_at'>;
export type NewAnnouncement = {
  type: AnnouncementType;
  language: string;
  title: string;
  content_html: string;
  starts_at: Date;
  ends_at: Date | null;
  sort_order: number;
  enabled: boolean;
  execution: AnnouncementExecution;
};

type Executor = Kysely<Database> | Transaction<Database>;

/** The only file that knows the announcements table. */
export class AnnouncementsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (transaction: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /**
   * Enabled, inside the publish window at `now`, of one type in one language; popups only those for the
   * audience asked for (the other types are for everyone, whatever their execution holds).
   */
  private published(type: AnnouncementType, language: string, execution: AnnouncementExecution, now: Date) {
    let query = this.db
      .selectFrom('announcements')
      .where('type', '=', type)
      .where('language', '=', language)
      .where('enabled', '=', true)
      .where('starts_at', '<=', now)
      .where((where) => where.or([where('ends_at', 'is', null), where('ends_at', '>', now)]));
    if (type === 'popup') query = query.where('execution', '=', execution);
    return query;
  }

  /** One page of published rows, in display order (the same order the marquee shows). */
  async listPublished(
    type: AnnouncementType,
    language: string,
    execution: AnnouncementExecution,
    now: Date,
    page: { offset: number; limit: number },
  ): Promise<{ rows: AnnouncementRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.published(type, language, execution, now)
        .selectAll()
        .orderBy('sort_order')
        .orderBy('starts_at', 'desc')
        .orderBy('id', 'desc')
        .offset(page.offset)
        .limit(page.limit)
        .execute(),
      this.published(type, language, execution, now)
        .select((select) => select.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }

  async list(filter: {
    type: AnnouncementType | undefined;
    language: string | undefined;
    offset: number;
    limit: number;
  }): Promise<{ rows: AnnouncementRow[]; total: number }> {
    let query = this.db.selectFrom('announcements');
    if (filter.type) query = query.where('type', '=', filter.type);
    if (filter.language) query = query.where('language', '=', filter.language);
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy('type')
        .orderBy('sort_order')
        .orderBy('starts_at', 'desc')
        .orderBy('id', 'desc')
        .offset(filter.offset)
        .limit(filter.limit)
        .execute(),
      query.select((select) => select.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }

  insert(executor: Executor, row: NewAnnouncement): Promise<AnnouncementRow> {
    return executor.insertInto('announcements').values(row).returningAll().executeTakeFirstOrThrow();
  }

  lock(executor: Executor, id: string): Promise<AnnouncementRow | undefined> {
    return executor
      .selectFrom('announcements')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  update(executor: Executor, id: string, change: AnnouncementChange): Promise<AnnouncementRow> {
    return executor
      .updateTable('announcements')
      .set({ ...change, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async remove(executor: Executor, id: string): Promise<void> {
    await executor.deleteFrom('announcements').where('id', '=', id).execute();
  }
}
