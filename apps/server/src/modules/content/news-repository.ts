import type { NewsStatus } from '@gaming/contracts/news';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { NewsArticlesTable } from '../../db/schema-content.js';

export type NewsRow = Selectable<NewsArticlesTable>;

export type NewsFields = {
  language: string;
  title: string;
  summary: string;
  body_html: string;
  cover_image_id: string | null;
  published_at: Date | null;
};

/** News articles (0042_news.sql). */
export class NewsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Published articles of a language whose time has come, newest first. */
  async listPublished(
    language: string,
    now: Date,
    limit: number,
    offset: number,
  ): Promise<{ rows: NewsRow[]; total: number }> {
    const base = this.db
      .selectFrom('news_articles')
      .where('language', '=', language)
      .where('status', '=', 'published')
      .where('published_at', '<=', now);
    const [rows, total] = await Promise.all([
      base
        .selectAll()
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.count) };
  }

  findPublished(id: string, now: Date): Promise<NewsRow | undefined> {
    return this.db
      .selectFrom('news_articles')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 'published')
      .where('published_at', '<=', now)
      .executeTakeFirst();
  }

  find(id: string): Promise<NewsRow | undefined> {
    return this.db.selectFrom('news_articles').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async list(filter: {
    language?: string;
    status?: NewsStatus;
    limit: number;
    offset: number;
  }): Promise<{ rows: NewsRow[]; total: number }> {
    let base = this.db.selectFrom('news_articles');
    if (filter.language) base = base.where('language', '=', filter.language);
    if (filter.status) base = base.where('status', '=', filter.status);
    const [rows, total] = await Promise.all([
      base
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.count) };
  }

  insert(fields: NewsFields, staffId: string): Promise<NewsRow> {
    return this.db
      .insertInto('news_articles')
      .values({ ...fields, created_by: staffId })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  update(id: string, change: Partial<NewsFields> & { status?: NewsStatus }): Promise<NewsRow | undefined> {
    return this.db
      .updateTable('news_articles')
      .set({ ...change, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /** Publishes; an article without a time shows from now. */
  publish(id: string, now: Date): Promise<NewsRow | undefined> {
    return this.db
      .updateTable('news_articles')
      .set({
        status: 'published',
        published_at: sql<Date>`coalesce(published_at, ${now})`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  delete(id: string): Promise<NewsRow | undefined> {
    return this.db.deleteFrom('news_articles').where('id', '=', id).returningAll().executeTakeFirst();
  }
}
