import { bannerLimits } from '@gaming/contracts/banners';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { seedDemoBrand } from './demo-brand.js';
import { translationProblems } from './demo-translation-checks.js';

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
    // The help centre's 6 sections in each of the 30 languages.
    expect(first.help).toBe(180);

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

  it('seeds every banner title and deposit channel name in all 30 languages, each within its limit', async () => {
    await seedDemoBrand(database.db);
    const banners = await database.db.selectFrom('banners').select(['image_url', 'titles']).execute();
    const channels = await database.db
      .selectFrom('deposit_channels')
      .select(['name', 'localized_names'])
      .execute();
    expect(banners.length).toBeGreaterThan(0);
    expect(channels).toHaveLength(2);
    const problems = [
      ...banners.flatMap((banner) =>
        translationProblems(`banner ${banner.image_url}`, banner.titles, {
          maxLength: bannerLimits.titleMaxLength,
        }),
      ),
      // Deposit channel names: at most 80 characters (deposits.ts, channel names).
      ...channels.flatMap((channel) =>
        translationProblems(`channel ${channel.name}`, channel.localized_names, { maxLength: 80 }),
      ),
    ];
    expect(problems).toEqual([]);
  });

  it('seeds the help centre in all 30 languages: the same sections as EN, with its tags and numbers', async () => {
    await seedDemoBrand(database.db);
    const rows = await database.db
      .selectFrom('help_sections')
      .select(['language', 'key', 'title', 'content_html', 'sort_order'])
      .orderBy('sort_order')
      .execute();
    const byKey = new Map<string, { titles: Record<string, string>; html: Record<string, string> }>();
    for (const row of rows) {
      const section = byKey.get(row.key) ?? { titles: {}, html: {} };
      section.titles[row.language] = row.title;
      section.html[row.language] = row.content_html;
      byKey.set(row.key, section);
    }
    expect([...byKey.keys()]).toEqual(['about', 'terms', 'privacy', 'responsibleGaming', 'faq', 'contact']);
    const problems = [...byKey].flatMap(([key, section]) => [
      ...translationProblems(`help ${key} title`, section.titles, { maxLength: 120 }),
      ...translationProblems(`help ${key}`, section.html, { maxLength: 100_000, html: true }),
    ]);
    expect(problems).toEqual([]);
  });
});
