import type { GameCategoryCode } from '@gaming/contracts/catalogue';
import type { Kysely } from 'kysely';
import { defaultSettings, type Settings } from '../../modules/settings/settings-schema.js';
import type { Database } from '../schema.js';
import { seedDemoDepositChannels } from './demo-deposit-channels.js';
import { seedDemoGames } from './demo-games.js';
import { inAllLanguages } from './demo-translations.js';
import { demoHelpContent } from './help-content.js';
import { helpTranslations } from './help-translations/index.js';

const seedName = 'demo-brand-v1';
const seededBy = 'seed:demo-brand';

/**
 * The demo brand's settings. Contact addresses use example.com and example handles on purpose: an
 * operator replaces them with their own; nothing here pretends to be a working support line.
 */
export const demoSettings: Settings = {
  ...defaultSettings,
  brand: { ...defaultSettings.brand, name: 'Demo Casino NP', merchantCode: 'NPR01' },
  whitelabel: {
    ...defaultSettings.whitelabel,
    PTSYS3: true,
    MANPLAYREB3: true,
    AGENTPOLICY3: true,
    FREEPLAY3: true,
  },
  'registration.settings': { ...defaultSettings['registration.settings'], types: ['username', 'mobile'] },
  customerService: [
    { csPosition: 'sidebar', title: 'Live chat', path: 'https://support.example.com/chat' },
    { csPosition: 'maintenance', title: 'Customer service', path: 'mailto:support@example.com' },
  ],
  socialContacts: {
    telegram: ['https://t.me/example_support', 'https://t.me/example_news'],
    facebook: 'https://www.facebook.com/example',
    whatsapp: 'https://wa.me/9779800000000',
  },
  appDownloads: {
    ios: 'https://apps.example.com/ios',
    android: 'https://apps.example.com/android',
    lite: 'https://apps.example.com/lite',
  },
};

const categoryOrder: GameCategoryCode[] = [
  'INHOUSE',
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
  'BGS',
];

/** Vendors named in the spec; the vendor simulator plays them. IMES and DS88 sit under SPORTS on purpose: the regrouping moves them. */
const demoVendors: Array<{ code: string; name: string; categories: GameCategoryCode[] }> = [
  { code: 'INHOUSE', name: 'In-house', categories: ['INHOUSE'] },
  { code: 'PG', name: 'PG', categories: ['RNG'] },
  { code: 'JDB', name: 'JDB', categories: ['RNG', 'FISH'] },
  { code: 'CQ9', name: 'CQ9', categories: ['RNG', 'FISH'] },
  { code: 'FC', name: 'FC', categories: ['FISH', 'RNG'] },
  { code: 'JL', name: 'JL', categories: ['RNG', 'FISH', 'PVP'] },
  { code: 'EG2', name: 'EG2', categories: ['RNG'] },
  { code: 'PT', name: 'PT', categories: ['LIVE', 'RNG'] },
  { code: 'BGS', name: 'BGS', categories: ['BGS', 'PVP'] },
  { code: 'SBO', name: 'SBO', categories: ['SPORTS'] },
  { code: 'IMES', name: 'IM E-sports', categories: ['SPORTS'] },
  { code: 'DS88', name: 'DS88', categories: ['SPORTS'] },
  { code: 'VNL', name: 'VN Lottery', categories: ['LOTT'] },
  // The in-house lottery (issue 19, modules/lottery): fast games and 4D under LOTT, Vietnam under ELOTT.
  { code: 'HLOTTO', name: 'Lottery', categories: ['LOTT', 'ELOTT'] },
];

const demoBanners = [
  { image: 'welcome.svg', titles: inAllLanguages({ EN: 'Welcome', NE: 'स्वागत छ' }), linkage: null },
  {
    image: 'responsible-gaming.svg',
    titles: inAllLanguages({ EN: 'Play responsibly', NE: 'जिम्मेवारीपूर्वक खेल्नुहोस्' }),
    linkage: { type: 'route' as const, target: '/help' },
  },
  {
    image: 'mobile-app.svg',
    titles: inAllLanguages({ EN: 'Play on your phone', NE: 'फोनमा खेल्नुहोस्' }),
    linkage: null,
  },
];

async function seedSettings(transaction: Kysely<Database>): Promise<void> {
  const rows = Object.entries(demoSettings).map(([key, value]) => ({
    key,
    value: JSON.stringify(value),
    updated_by: seededBy,
  }));
  await transaction
    .insertInto('settings')
    .values(rows)
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
}

async function seedCatalogue(transaction: Kysely<Database>): Promise<void> {
  await transaction
    .insertInto('game_categories')
    .values(categoryOrder.map((code, index) => ({ code, sort_order: index * 10 })))
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
  await transaction
    .insertInto('vendors')
    .values(
      demoVendors.map((vendor, index) => ({
        code: vendor.code,
        display_name: vendor.name,
        sort_order: index * 10,
      })),
    )
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
  const placements = demoVendors.flatMap((vendor, index) =>
    vendor.categories.map((category) => ({
      vendor_code: vendor.code,
      category_code: category,
      sort_order: index * 10,
    })),
  );
  await transaction
    .insertInto('vendor_categories')
    .values(placements)
    .onConflict((conflict) => conflict.columns(['vendor_code', 'category_code']).doNothing())
    .execute();
}

async function seedContent(transaction: Kysely<Database>): Promise<void> {
  await transaction
    .insertInto('banners')
    .values(
      demoBanners.map((banner, index) => ({
        group_name: 'w_home',
        image_url: `/static/banners/${banner.image}`,
        titles: JSON.stringify(banner.titles),
        linkage_type: banner.linkage?.type ?? null,
        linkage_target: banner.linkage?.target ?? null,
        sort_order: index * 10,
      })),
    )
    .execute();
  const sections = Object.entries({ ...demoHelpContent, ...helpTranslations }).flatMap(
    ([language, entries]) =>
      entries.map((entry, index) => ({
        language,
        key: entry.key,
        title: entry.title,
        content_html: entry.html,
        sort_order: index * 10,
      })),
  );
  await transaction
    .insertInto('help_sections')
    .values(sections)
    .onConflict((conflict) => conflict.columns(['language', 'key']).doNothing())
    .execute();
}

/**
 * Seeds the demo brand once. The marker row and the data go in one transaction; a later start finds the
 * marker and changes nothing, so an operator's edits (or deletions) are never undone.
 * `gatewaySimulator`: the demo gateway channel (which the simulator serves) is enabled only when it runs.
 */
export async function seedDemoBrand(
  db: Kysely<Database>,
  options: { gatewaySimulator?: boolean } = {},
): Promise<boolean> {
  const seeded = await db.transaction().execute(async (transaction) => {
    const marker = await transaction
      .insertInto('system_seeds')
      .values({ name: seedName })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!marker) return false;
    await seedSettings(transaction);
    await seedCatalogue(transaction);
    await seedContent(transaction);
    return true;
  });
  // Seeded under their own markers: databases from before deposits (or games) existed get them once too.
  await seedDemoDepositChannels(db, { gatewaySimulator: options.gatewaySimulator ?? false });
  await seedDemoGames(db);
  return seeded;
}
