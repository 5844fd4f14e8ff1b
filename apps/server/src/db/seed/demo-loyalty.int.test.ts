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
  });
});
