import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

export type StoredSetting = { key: string; value: unknown; updatedAt: Date };

/** Work that must commit or fail with a settings change (e.g. the approval that lets it take effect). */
export type AlongsideChange = (
  transaction: Transaction<Database>,
  change: { before: unknown; after: unknown },
) => Promise<void>;

export class SettingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async listAll(): Promise<StoredSetting[]> {
    const rows = await this.db
      .selectFrom('settings')
      .select(['key', 'value', 'updated_at'])
      .limit(500)
      .execute();
    return rows.map((row) => ({ key: row.key, value: row.value, updatedAt: row.updated_at }));
  }

  /**
   * Read-modify-write of one key under a row lock, with its history row, in one transaction, so two
   * operators changing the same list at once both keep their change.
   */
  async update(
    key: string,
    fallback: unknown,
    change: (current: unknown) => unknown,
    changedBy: string,
    alongside?: AlongsideChange,
  ): Promise<{ before: unknown; after: unknown }> {
    return this.db.transaction().execute(async (transaction) => {
      await transaction
        .insertInto('settings')
        .values({ key, value: JSON.stringify(fallback), updated_by: changedBy })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute();
      const row = await transaction
        .selectFrom('settings')
        .select('value')
        .where('key', '=', key)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const after = change(row.value);
      await alongside?.(transaction, { before: row.value, after });
      await transaction
        .updateTable('settings')
        .set({ value: JSON.stringify(after), updated_at: new Date(), updated_by: changedBy })
        .where('key', '=', key)
        .execute();
      await transaction
        .insertInto('settings_changes')
        .values({
          key,
          old_value: JSON.stringify(row.value),
          new_value: JSON.stringify(after),
          changed_by: changedBy,
        })
        .execute();
      return { before: row.value, after };
    });
  }

  async insertIfAbsent(key: string, value: unknown, changedBy: string): Promise<void> {
    await this.db
      .insertInto('settings')
      .values({ key, value: JSON.stringify(value), updated_by: changedBy })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
  }
}
