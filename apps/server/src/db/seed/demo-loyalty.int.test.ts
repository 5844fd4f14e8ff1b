import { pointsMallLimits } from '@gaming/contracts/points-mall';
import { promotionLimits } from '@gaming/contracts/promotions';
import { vipLimits } from '@gaming/contracts/vip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsHarness,
  call,
  createMember,
  loginToken,
  startAccountsHarness,
  updateSetting,
} from '../../testing/accounts-kit.js';
import { seedDemoLoyalty } from './demo-loyalty.js';
import { translationProblems } from './demo-translation-checks.js';

let harness: AccountsHarness;

beforeAll(async () => {
  harness = await startAccountsHarness();
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

describe('demo loyalty seed', () => {
  it('seeds rates in force for the first rounds, four levels and three published items, once', async () => {
    const runs = await Promise.all(
      [seedDemoLoyalty(harness.database.db), seedDemoLoyalty(harness.database.db)].map((run) =>
        run.catch(() => false),
      ),
    );
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await seedDemoLoyalty(harness.database.db)).toBe(false);
    await updateSetting(harness.settings, 'whitelabel', (flags) => ({ ...flags, PTSYS3: true }));

    const config = await call(harness.app, 'GET', '/api/points/config');
    expect(config.statusCode, config.body).toBe(200);
    expect(JSON.stringify(config.json())).toContain('10000');

    const items = await call(harness.app, 'GET', '/api/points-mall/items?language=NE');
    expect(items.statusCode, items.body).toBe(200);
    const titles = items.json().items.map((item: { title: string }) => item.title);
    expect(titles).toEqual(['तपाईंको ब्यालेन्समा रु १०', 'रु ५० बोनस (५× बाजी सर्त)', 'टिम टी-सर्ट']);

    // A new member is below the first level (50 lifetime points) and sees the way to it.
    const member = await createMember(harness);
    const token = await loginToken(harness, member);
    const vip = await call(harness.app, 'GET', '/api/vip/status?language=EN', { token });
    expect(vip.statusCode, vip.body).toBe(200);
    expect(vip.json()).toMatchObject({ hasVip: false, vipRankLevel: 0, progress: { nextName: 'Bronze' } });
    const inJapanese = await call(harness.app, 'GET', '/api/vip/status?language=JA', { token });
    expect(inJapanese.json()).toMatchObject({ progress: { nextName: 'ブロンズ' } });
    const itemsInThai = await call(harness.app, 'GET', '/api/points-mall/items?language=TH');
    expect(itemsInThai.json().items.map((item: { title: string }) => item.title)).toEqual([
      'NPR 10 เข้ายอดเงินของคุณ',
      'โบนัส NPR 50 (ทำเทิร์น 5 เท่า)',
      'เสื้อยืดทีม',
    ]);
  });

  it('seeds every level name and mall item in all 30 languages, each within its limit', async () => {
    const levels = await harness.database.db
      .selectFrom('vip_levels')
      .select(['rank_level', 'names'])
      .execute();
    const items = await harness.database.db
      .selectFrom('points_mall_items')
      .select(['sort_order', 'title', 'description'])
      .execute();
    expect(levels).toHaveLength(4);
    expect(items).toHaveLength(3);
    const problems = [
      ...levels.flatMap((level) =>
        translationProblems(`level ${level.rank_level}`, level.names, { maxLength: vipLimits.nameLength }),
      ),
      ...items.flatMap((item) => [
        ...translationProblems(`item ${item.sort_order} title`, item.title, {
          maxLength: promotionLimits.titleLength,
        }),
        ...translationProblems(`item ${item.sort_order} description`, item.description, {
          maxLength: pointsMallLimits.descriptionLength,
        }),
      ]),
    ];
    expect(problems).toEqual([]);
  });
});
