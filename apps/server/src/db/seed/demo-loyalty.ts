import { randomUUID } from 'node:crypto';
import { pointsRatesSchema } from '@gaming/contracts/points';
import { type AdminMallItemCreate, adminMallItemCreateSchema } from '@gaming/contracts/points-mall';
import { adminVipLevelsBodySchema, type VipLevel } from '@gaming/contracts/vip';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { inAllLanguages } from './demo-translations.js';

const seedName = 'demo-loyalty-v1';

/**
 * The demo's earning rates: NPR 100 of settled valid bet earns 1 point (live casino NPR 200). In force from
 * the start of time, so a demo member's first rounds earn: a version saved later applies only to windows
 * that start after it (modules/points), and the demo should not wait for the next hour.
 */
const demoRates = pointsRatesSchema.parse({
  defaultValidBetPerPointMinor: '10000',
  categories: { LIVE: '20000' },
});
const ratesInForceFrom = new Date('2000-01-01T00:00:00Z');

/** Levels by lifetime points (spending never lowers them); upgrade bonuses in NPR paisa, paid once. */
const demoLevels: VipLevel[] = adminVipLevelsBodySchema.parse({
  levels: [
    level(1, 'Bronze', 'कांस्य', '50', 0, '0'),
    level(2, 'Silver', 'रजत', '1000', 10, '10000'),
    level(3, 'Gold', 'स्वर्ण', '5000', 25, '50000'),
    level(4, 'Platinum', 'प्लेटिनम', '20000', 50, '200000'),
  ],
}).levels;

function level(rankLevel: number, en: string, ne: string, points: string, rebate: number, bonus: string) {
  return {
    rankLevel,
    names: inAllLanguages({ EN: en, NE: ne }),
    thresholdKind: 'lifetime_points',
    thresholdValue: points,
    keep: null,
    rebateBonusBasisPoints: rebate,
    dailyWithdrawalLimitMinor: null,
    upgradeBonusMinor: bonus,
  };
}

const noWagering = { wageringMultiple: null, wageringDays: null };

/** Mall items that pay real money or wait for staff (goods); no pictures: staff add their own. */
const demoItems: AdminMallItemCreate[] = [
  {
    kind: 'cash',
    category: 'CASH',
    title: inAllLanguages({ EN: 'NPR 10 to your balance', NE: 'तपाईंको ब्यालेन्समा रु १०' }),
    description: inAllLanguages({
      EN: 'NPR 10 credited to your main balance at once, no wagering.',
      NE: 'रु १० तुरुन्तै मुख्य ब्यालेन्समा, कुनै बाजी सर्त छैन।',
    }),
    pointsPrice: '100',
    amountMinor: '1000',
    ...noWagering,
    maxQuantityPerRedeem: 10,
    memberLimit: null,
    imageIds: [],
    sortOrder: 1,
    stock: null,
  },
  {
    kind: 'bonus',
    category: 'BONUS',
    title: inAllLanguages({ EN: 'NPR 50 bonus (5× wagering)', NE: 'रु ५० बोनस (५× बाजी सर्त)' }),
    description: inAllLanguages({
      EN: 'A NPR 50 bonus in your reward centre; wager 5 times its amount within 7 days to release it.',
      NE: 'पुरस्कार केन्द्रमा रु ५० बोनस; ७ दिनभित्र त्यसको ५ गुणा बाजी लगाएपछि खुल्छ।',
    }),
    pointsPrice: '400',
    amountMinor: '5000',
    wageringMultiple: 5,
    wageringDays: 7,
    maxQuantityPerRedeem: 1,
    memberLimit: { quantity: 1, period: 'day' },
    imageIds: [],
    sortOrder: 2,
    stock: null,
  },
  {
    kind: 'goods',
    category: 'MERCH',
    title: inAllLanguages({ EN: 'Team T-shirt', NE: 'टिम टी-सर्ट' }),
    description: inAllLanguages({
      EN: 'An official T-shirt, sent to the address you give in the remark once staff approve the redeem.',
      NE: 'आधिकारिक टी-सर्ट; कर्मचारीले स्वीकृत गरेपछि टिप्पणीमा दिएको ठेगानामा पठाइन्छ।',
    }),
    pointsPrice: '2000',
    amountMinor: null,
    ...noWagering,
    maxQuantityPerRedeem: 1,
    memberLimit: { quantity: 1, period: 'lifetime' },
    imageIds: [],
    sortOrder: 3,
    stock: 20,
  },
];

/**
 * Seeds the demo's points rates, VIP levels and mall items once (their own marker: an operator's edits
 * are never undone). Each goes through the staff editors' schemas, so the demo holds nothing they refuse.
 */
export async function seedDemoLoyalty(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (transaction) => {
    const marker = await transaction
      .insertInto('system_seeds')
      .values({ name: seedName })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!marker) return false;
    await transaction
      .insertInto('points_rate_versions')
      .values({ effective_from: ratesInForceFrom, rates: JSON.stringify(demoRates), created_by: null })
      .execute();
    await transaction.insertInto('vip_levels').values(demoLevels.map(levelRow)).execute();
    await transaction.insertInto('points_mall_items').values(demoItems.map(itemRow)).execute();
    return true;
  });
}

function levelRow(vipLevel: VipLevel) {
  return {
    rank_level: vipLevel.rankLevel,
    names: JSON.stringify(vipLevel.names),
    threshold_kind: vipLevel.thresholdKind,
    threshold_value: vipLevel.thresholdValue,
    keep_valid_bet_minor: vipLevel.keep?.validBetMinor ?? null,
    keep_days: vipLevel.keep?.days ?? null,
    rebate_bonus_basis_points: vipLevel.rebateBonusBasisPoints,
    daily_withdrawal_limit_minor: vipLevel.dailyWithdrawalLimitMinor,
    upgrade_bonus_minor: vipLevel.upgradeBonusMinor,
  };
}

function itemRow(demoItem: AdminMallItemCreate) {
  const item = adminMallItemCreateSchema.parse(demoItem);
  return {
    id: randomUUID(),
    kind: item.kind,
    category: item.category,
    title: JSON.stringify(item.title),
    description: JSON.stringify(item.description),
    points_price: item.pointsPrice,
    amount_minor: item.amountMinor,
    wagering_multiple: item.wageringMultiple === null ? null : String(item.wageringMultiple),
    wagering_days: item.wageringDays,
    max_quantity_per_redeem: item.maxQuantityPerRedeem,
    member_limit_quantity: item.memberLimit?.quantity ?? null,
    member_limit_period: item.memberLimit?.period ?? null,
    stock: item.stock === null ? null : String(item.stock),
    image_ids: JSON.stringify(item.imageIds),
    status: 'published' as const,
    sort_order: item.sortOrder,
  };
}
