import type { BannerGroup } from '@gaming/contracts/catalogue';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { BannersTable, Database } from '../../db/schema.js';

export type AdminBannerRow = Selectable<BannersTable>;

export type BannerFields = {
  group_name: BannerGroup;
  image_url: string;
  titles: Record<string, string>;
  linkage_type: 'route' | 'external' | null;
  linkage_target: string | null;
  enabled: boolean;
  starts_at: Date | null;
  ends_at: Date | null;
};

/** The banner editor's reads and writes of the banners table (0001); the public read is content-repository's. */
export class BannersAdminRepository {
  constructor(private readonly db: Kysely<Database>) {}

  list(group: BannerGroup | undefined, limit: number): Promise<AdminBannerRow[]> {
    let query = this.db.selectFrom('banners').selectAll();
    if (group) query = query.where('group_name', '=', group);
    return query.orderBy('group_name').orderBy('sort_order').orderBy('id').limit(limit).execute();
  }

  find(id: string): Promise<AdminBannerRow | undefined> {
    return this.db.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * Inserts at the end of its group unless the group is full; a lock per group keeps two concurrent
   * creations from both passing the count.
   */
  insertAtEnd(fields: BannerFields, perGroup: number): Promise<AdminBannerRow | undefined> {
    return this.db.transaction().execute(async (transaction) => {
      await sql`select pg_advisory_xact_lock(hashtext(${`banners:${fields.group_name}`}))`.execute(
        transaction,
      );
      const stats = await transaction
        .selectFrom('banners')
        .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.max('sort_order').as('last')])
        .where('group_name', '=', fields.group_name)
        .executeTakeFirstOrThrow();
      if (Number(stats.count) >= perGroup) return undefined;
      return transaction
        .insertInto('banners')
        .values({
          ...fields,
          titles: JSON.stringify(fields.titles),
          sort_order: (stats.last ?? -10) + 10,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  }

  /**
   * Changes a banner; one moved to another group goes to that group's end, unless that group is full
   * ('full'). The lock per group is the one insertAtEnd takes.
   */
  update(
    id: string,
    change: Partial<BannerFields>,
    move: { perGroup: number } | undefined,
  ): Promise<AdminBannerRow | 'full' | undefined> {
    return this.db.transaction().execute(async (transaction) => {
      let sortOrder: number | undefined;
      if (move && change.group_name) {
        await sql`select pg_advisory_xact_lock(hashtext(${`banners:${change.group_name}`}))`.execute(
          transaction,
        );
        const stats = await transaction
          .selectFrom('banners')
          .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.max('sort_order').as('last')])
          .where('group_name', '=', change.group_name)
          .executeTakeFirstOrThrow();
        if (Number(stats.count) >= move.perGroup) return 'full' as const;
        sortOrder = (stats.last ?? -10) + 10;
      }
      const { titles, ...rest } = change;
      return transaction
        .updateTable('banners')
        .set({
          ...rest,
          ...(titles ? { titles: JSON.stringify(titles) } : {}),
          ...(sortOrder === undefined ? {} : { sort_order: sortOrder }),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    });
  }

  delete(id: string): Promise<AdminBannerRow | undefined> {
    return this.db.deleteFrom('banners').where('id', '=', id).returningAll().executeTakeFirst();
  }

  /** Sets the group's order; false when the ids are not exactly the group's banners. */
  reorder(group: BannerGroup, ids: readonly string[]): Promise<boolean> {
    return this.db.transaction().execute(async (transaction) => {
      await sql`select pg_advisory_xact_lock(hashtext(${`banners:${group}`}))`.execute(transaction);
      const current = await transaction
        .selectFrom('banners')
        .select('id')
        .where('group_name', '=', group)
        .execute();
      const wanted = new Set(ids);
      if (wanted.size !== ids.length || current.length !== ids.length) return false;
      if (!current.every((row) => wanted.has(row.id))) return false;
      for (const [index, id] of ids.entries())
        await transaction
          .updateTable('banners')
          .set({ sort_order: index * 10 })
          .where('id', '=', id)
          .execute();
      return true;
    });
  }
}
