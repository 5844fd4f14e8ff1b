import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { seedDemoBrand } from './demo-brand.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

async function counts() {
  const count = async (table: 'banners' | 'vendors' | 'settings' | 'help_sections') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    banners: await count('banners'),
    vendors: await count('vendors'),
    settings: await count('settings'),
    help: await count('help_sections'),
  };
}

describe('demo seed', () => {
  it('seeds once, even when run concurrently, and never undoes an operator change', async () => {
    const results = await Promise.all(
      [seedDemoBrand(database.db), seedDemoBrand(database.db)].map((run) => run.catch(() => false)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const first = await counts();
    expect(first.banners).toBe(3);
    expect(first.help).toBe(12);

    await database.db.deleteFrom('banners').where('image_url', 'like', '%mobile-app%').execute();
    await database.db
      .updateTable('settings')
      .set({ value: JSON.stringify({ telegram: [], facebook: null, whatsapp: null }) })
      .where('key', '=', 'socialContacts')
      .execute();

    expect(await seedDemoBrand(database.db)).toBe(false);
    const second = await counts();
    expect(second.banners).toBe(2);
    const contacts = await database.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'socialContacts')
      .executeTakeFirstOrThrow();
    expect(contacts.value).toEqual({ telegram: [], facebook: null, whatsapp: null });
  });
});
