import type { GameCategoryCode } from '@gaming/contracts/catalogue';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

const seedName = 'demo-games-v1';

type DemoGame = {
  vendor: string;
  code: string;
  category: GameCategoryCode;
  name: string;
  ne: string;
  classify?: string;
  hot?: boolean;
  isNew?: boolean;
  trial?: boolean;
  /** false: the game keeps no image, so the default icon shows (spec §8). */
  image?: false;
  launchMode?: 'seamless' | 'new_window';
};

/**
 * The demo brand's games for the seeded vendors. Names are our own inventions (no vendor's titles or
 * artwork); each image is an abstract SVG tile generated for this repository under
 * apps/server/assets/games/<vendor>/<code>.svg. IMES and DS88 games sit under SPORTS like their vendors,
 * so the regrouping shows them under e-sports and cockfight. The in-house codes are the in-house module's
 * game codes (slot, dice, crash, mines).
 */
export const demoGames: DemoGame[] = [
  {
    vendor: 'INHOUSE',
    code: 'slot',
    category: 'INHOUSE',
    name: 'Himalayan Fortune',
    ne: 'हिमालयन भाग्य',
    hot: true,
    isNew: true,
    // Free play (issue 14 #9): a trial account plays the in-house games with its fun balance.
    trial: true,
  },
  { vendor: 'INHOUSE', code: 'dice', category: 'INHOUSE', name: 'Dice', ne: 'पासा', hot: true, trial: true },
  {
    vendor: 'INHOUSE',
    code: 'crash',
    category: 'INHOUSE',
    name: 'Crash',
    ne: 'क्र्यास',
    isNew: true,
    trial: true,
  },
  { vendor: 'INHOUSE', code: 'mines', category: 'INHOUSE', name: 'Mines', ne: 'माइन्स', trial: true },
  {
    vendor: 'PG',
    code: 'pg_golden_lantern',
    category: 'RNG',
    name: 'Golden Lantern',
    ne: 'सुनौलो लालटिन',
    hot: true,
    trial: true,
  },
  { vendor: 'PG', code: 'pg_jade_dragon', category: 'RNG', name: 'Jade Dragon', ne: 'जेड ड्र्यागन', hot: true },
  {
    vendor: 'PG',
    code: 'pg_lucky_koi',
    category: 'RNG',
    name: 'Lucky Koi',
    ne: 'भाग्यशाली कोई',
    isNew: true,
    trial: true,
  },
  { vendor: 'PG', code: 'pg_temple_gems', category: 'RNG', name: 'Temple Gems', ne: 'मन्दिरका रत्न' },
  { vendor: 'PG', code: 'pg_moon_rabbit', category: 'RNG', name: 'Moon Rabbit', ne: 'चन्द्र खरायो' },
  { vendor: 'PG', code: 'pg_tiger_gold', category: 'RNG', name: 'Tiger of Gold', ne: 'सुनको बाघ', hot: true },
  {
    vendor: 'PG',
    code: 'pg_festival_night',
    category: 'RNG',
    name: 'Festival Night',
    ne: 'चाडको रात',
    isNew: true,
  },
  {
    vendor: 'JDB',
    code: 'jdb_treasure_ship',
    category: 'RNG',
    name: 'Treasure Ship',
    ne: 'खजाना जहाज',
    trial: true,
  },
  { vendor: 'JDB', code: 'jdb_fruit_parade', category: 'RNG', name: 'Fruit Parade', ne: 'फलफूल परेड' },
  {
    vendor: 'JDB',
    code: 'jdb_star_miner',
    category: 'RNG',
    name: 'Star Miner',
    ne: 'तारा खानी',
    image: false,
  },
  {
    vendor: 'JDB',
    code: 'jdb_ocean_hunter',
    category: 'FISH',
    name: 'Ocean Hunter',
    ne: 'समुद्री शिकारी',
    hot: true,
  },
  { vendor: 'JDB', code: 'jdb_coral_king', category: 'FISH', name: 'Coral King', ne: 'कोरल राजा' },
  { vendor: 'CQ9', code: 'cq9_thunder_drum', category: 'RNG', name: 'Thunder Drum', ne: 'गर्जने ढोल' },
  {
    vendor: 'CQ9',
    code: 'cq9_silk_road',
    category: 'RNG',
    name: 'Silk Road Riches',
    ne: 'रेशम मार्गको धन',
    isNew: true,
  },
  {
    vendor: 'CQ9',
    code: 'cq9_panda_feast',
    category: 'RNG',
    name: 'Panda Feast',
    ne: 'पाण्डा भोज',
    trial: true,
  },
  { vendor: 'CQ9', code: 'cq9_deep_catch', category: 'FISH', name: 'Deep Catch', ne: 'गहिरो समात' },
  {
    vendor: 'FC',
    code: 'fc_golden_reef',
    category: 'FISH',
    name: 'Golden Reef',
    ne: 'सुनौलो चट्टान',
    isNew: true,
  },
  { vendor: 'FC', code: 'fc_shark_rush', category: 'FISH', name: 'Shark Rush', ne: 'शार्क दौड' },
  { vendor: 'FC', code: 'fc_night_market', category: 'RNG', name: 'Night Market', ne: 'रात्रि बजार' },
  {
    vendor: 'JL',
    code: 'jl_mountain_king',
    category: 'RNG',
    name: 'Mountain King',
    ne: 'पहाडका राजा',
    hot: true,
  },
  { vendor: 'JL', code: 'jl_rhino_run', category: 'RNG', name: 'Rhino Run', ne: 'गैंडा दौड' },
  { vendor: 'JL', code: 'jl_lotus_wild', category: 'RNG', name: 'Lotus Wild', ne: 'कमल वाइल्ड' },
  { vendor: 'JL', code: 'jl_river_fishing', category: 'FISH', name: 'River Fishing', ne: 'नदीमा माछा मार्ने' },
  {
    vendor: 'JL',
    code: 'jl_teen_patti',
    category: 'PVP',
    name: 'Teen Patti',
    ne: 'तीन पत्ती',
    classify: 'zjh',
    hot: true,
  },
  {
    vendor: 'JL',
    code: 'jl_andar_bahar',
    category: 'PVP',
    name: 'Andar Bahar',
    ne: 'अन्दर बाहर',
    classify: 'others',
  },
  { vendor: 'EG2', code: 'eg2_cosmic_cash', category: 'RNG', name: 'Cosmic Cash', ne: 'ब्रह्माण्डीय नगद' },
  {
    vendor: 'EG2',
    code: 'eg2_spice_trail',
    category: 'RNG',
    name: 'Spice Trail',
    ne: 'मसला मार्ग',
    isNew: true,
  },
  { vendor: 'EG2', code: 'eg2_yeti_quest', category: 'RNG', name: 'Yeti Quest', ne: 'यती खोज', hot: true },
  {
    vendor: 'PT',
    code: 'pt_baccarat_a',
    category: 'LIVE',
    name: 'Baccarat A',
    ne: 'ब्याकरेट A',
    classify: 'baccarat',
    hot: true,
    launchMode: 'new_window',
  },
  {
    vendor: 'PT',
    code: 'pt_baccarat_speed',
    category: 'LIVE',
    name: 'Speed Baccarat',
    ne: 'द्रुत ब्याकरेट',
    classify: 'baccarat',
    launchMode: 'new_window',
  },
  {
    vendor: 'PT',
    code: 'pt_roulette',
    category: 'LIVE',
    name: 'Live Roulette',
    ne: 'लाइभ रुलेट',
    classify: 'roulette',
    launchMode: 'new_window',
  },
  {
    vendor: 'PT',
    code: 'pt_blackjack',
    category: 'LIVE',
    name: 'Blackjack Table',
    ne: 'ब्ल्याकज्याक टेबल',
    classify: 'blackjack',
    launchMode: 'new_window',
  },
  {
    vendor: 'PT',
    code: 'pt_dragon_tiger',
    category: 'LIVE',
    name: 'Dragon Tiger',
    ne: 'ड्र्यागन टाइगर',
    classify: 'dragon_tiger',
    launchMode: 'new_window',
  },
  {
    vendor: 'PT',
    code: 'pt_sicbo',
    category: 'LIVE',
    name: 'Sic Bo',
    ne: 'सिक बो',
    classify: 'sicbo',
    launchMode: 'new_window',
  },
  {
    vendor: 'PT',
    code: 'pt_fan_tan',
    category: 'LIVE',
    name: 'Fan Tan',
    ne: 'फ्यान ट्यान',
    classify: 'fan_tan',
    launchMode: 'new_window',
  },
  { vendor: 'PT', code: 'pt_frost_reels', category: 'RNG', name: 'Frost Reels', ne: 'हिउँका रिल' },
  { vendor: 'PT', code: 'pt_desert_sun', category: 'RNG', name: 'Desert Sun', ne: 'मरुभूमिको घाम' },
  { vendor: 'BGS', code: 'bgs_poker_room', category: 'BGS', name: 'Poker Room', ne: 'पोकर कोठा', hot: true },
  { vendor: 'BGS', code: 'bgs_rummy', category: 'BGS', name: 'Rummy', ne: 'रमी' },
  { vendor: 'BGS', code: 'bgs_ludo', category: 'BGS', name: 'Ludo Royale', ne: 'लुडो रोयल', isNew: true },
  { vendor: 'BGS', code: 'bgs_niuniu', category: 'PVP', name: 'Bull Bull', ne: 'बुल बुल', classify: 'niuniu' },
  {
    vendor: 'BGS',
    code: 'bgs_fish_prawn_crab',
    category: 'PVP',
    name: 'Fish Prawn Crab',
    ne: 'माछा झिंगे केकडा',
    classify: 'fish_prawn_crab',
  },
  {
    vendor: 'SBO',
    code: 'sbo_sportsbook',
    category: 'SPORTS',
    name: 'Sportsbook',
    ne: 'खेलकुद पुस्तिका',
    launchMode: 'new_window',
  },
  {
    vendor: 'IMES',
    code: 'imes_lobby',
    category: 'SPORTS',
    name: 'E-sports Lobby',
    ne: 'ई-स्पोर्ट्स लबी',
    launchMode: 'new_window',
  },
  {
    vendor: 'DS88',
    code: 'ds88_arena',
    category: 'SPORTS',
    name: 'Cockfight Arena',
    ne: 'कुखुरा लडाइँ मैदान',
    launchMode: 'new_window',
  },
  { vendor: 'VNL', code: 'vnl_north', category: 'LOTT', name: 'Northern Lottery', ne: 'उत्तरी लटरी' },
  { vendor: 'VNL', code: 'vnl_south', category: 'LOTT', name: 'Southern Lottery', ne: 'दक्षिणी लटरी' },
  // The in-house lottery (modules/lottery): codes are the lottery's game codes; no artwork (default icon).
  {
    vendor: 'HLOTTO',
    code: 'fast_1m',
    category: 'LOTT',
    name: 'Fast Lottery 1 min',
    ne: 'छिटो लटरी १ मिनेट',
    image: false,
  },
  {
    vendor: 'HLOTTO',
    code: 'fast_3m',
    category: 'LOTT',
    name: 'Fast Lottery 3 min',
    ne: 'छिटो लटरी ३ मिनेट',
    image: false,
  },
  {
    vendor: 'HLOTTO',
    code: 'fast_5m',
    category: 'LOTT',
    name: 'Fast Lottery 5 min',
    ne: 'छिटो लटरी ५ मिनेट',
    image: false,
  },
  {
    vendor: 'HLOTTO',
    code: 'sea_4d',
    category: 'LOTT',
    name: '4D Big and Small',
    ne: '4D ठूलो र सानो',
    image: false,
  },
  {
    vendor: 'HLOTTO',
    code: 'vn_north',
    category: 'ELOTT',
    name: 'Vietnam North',
    ne: 'भियतनाम उत्तर',
    image: false,
  },
  {
    vendor: 'HLOTTO',
    code: 'vn_south',
    category: 'ELOTT',
    name: 'Vietnam South',
    ne: 'भियतनाम दक्षिण',
    image: false,
  },
];

export function demoGameImagePath(game: Pick<DemoGame, 'vendor' | 'code' | 'image'>): string | null {
  return game.image === false ? null : `/static/games/${game.vendor.toLowerCase()}/${game.code}.svg`;
}

/**
 * Seeds the demo games once under their own marker (so databases seeded before the catalogue had games
 * get them too); games of vendors or categories an operator has deleted are skipped, and later edits are never undone.
 */
export async function seedDemoGames(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (transaction) => {
    const marker = await transaction
      .insertInto('system_seeds')
      .values({ name: seedName })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!marker) return false;
    const vendors = new Set(
      (await transaction.selectFrom('vendors').select('code').execute()).map((row) => row.code),
    );
    const categories = new Set(
      (await transaction.selectFrom('game_categories').select('code').execute()).map((row) => row.code),
    );
    const rows = demoGames
      .filter((game) => vendors.has(game.vendor) && categories.has(game.category))
      .map((game, index) => ({
        vendor_code: game.vendor,
        code: game.code,
        category_code: game.category,
        classify: game.classify ?? null,
        name: game.name,
        localized_names: JSON.stringify({ EN: game.name, NE: game.ne }),
        image_path: demoGameImagePath(game),
        is_new: game.isNew ?? false,
        is_hot: game.hot ?? false,
        sort_order: index * 10,
        supports_trial: game.trial ?? false,
        launch_mode: game.launchMode ?? 'seamless',
      }));
    if (rows.length > 0) {
      await transaction
        .insertInto('games')
        .values(rows)
        .onConflict((conflict) => conflict.columns(['vendor_code', 'code']).doNothing())
        .execute();
    }
    return true;
  });
}
