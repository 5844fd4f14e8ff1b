import { promotionLimits } from '@gaming/contracts/promotions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startWithdrawalsHarness,
  type WithdrawalsHarness,
} from '../../modules/withdrawals/withdrawals-kit.js';
import { call, createMember, loginToken } from '../../testing/accounts-kit.js';
import { seedDemoPromotions } from './demo-promotions.js';
import { translationProblems } from './demo-translation-checks.js';

let harness: WithdrawalsHarness;

beforeAll(async () => {
  harness = await startWithdrawalsHarness();
});

afterAll(async () => {
  await harness?.close();
});

type Listed = { id: string; title: string; state: string; action: string | null; slotsLeft: number | null };

describe('demo promotions seed', () => {
  it('seeds the demo promotions once, published, and the site lists them with a member state', async () => {
    const runs = await Promise.all(
      [seedDemoPromotions(harness.database.db), seedDemoPromotions(harness.database.db)].map((run) =>
        run.catch(() => false),
      ),
    );
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await seedDemoPromotions(harness.database.db)).toBe(false);

    const guest = await call(harness.app, 'GET', '/api/promotions?pageSize=50');
    expect(guest.statusCode, guest.body).toBe(200);
    const listed = guest.json().promotions as Listed[];
    expect(listed.map((promotion) => promotion.title).sort()).toEqual([
      'First deposit bonus 100%',
      'Live casino weekend: bet 5,000, get 500',
      'Zalo reward: NPR 131 for following us',
    ]);
    expect(listed.find((promotion) => promotion.title.startsWith('Zalo'))?.slotsLeft).toBe(10_000);

    // A new member has made no deposit: the first-deposit bonus cannot be claimed yet; the Zalo reward
    // takes an application; nothing is paid by the seed itself.
    const member = await createMember(harness);
    const token = await loginToken(harness, member);
    const mine = await call(harness.app, 'GET', '/api/promotions?pageSize=50&language=NE', { token });
    expect(mine.statusCode, mine.body).toBe(200);
    const states = new Map(
      (mine.json().promotions as Listed[]).map((promotion) => [promotion.id, promotion]),
    );
    const zalo = listed.find((promotion) => promotion.title.startsWith('Zalo'));
    expect(states.get(zalo?.id ?? '')?.action).toBe('apply');
    expect(states.get(zalo?.id ?? '')?.title).toContain('Zalo पुरस्कार');
    const firstDeposit = listed.find((promotion) => promotion.title.startsWith('First deposit'));
    expect(states.get(firstDeposit?.id ?? '')?.action).toBeNull();
    const pool = await harness.database.db
      .selectFrom('bonuses')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(pool.n)).toBe(0);

    const inFrench = await call(harness.app, 'GET', '/api/promotions?pageSize=50&language=FR');
    const french = new Map(
      (inFrench.json().promotions as Listed[]).map((promotion) => [promotion.id, promotion.title]),
    );
    expect(french.get(zalo?.id ?? '')).toBe('Récompense Zalo\u00a0: NPR 131 pour nous suivre');
  });

  it('seeds every title and content in all 30 languages, each within its limit, the HTML with EN’s tags', async () => {
    const rows = await harness.database.db
      .selectFrom('promotions')
      .select(['id', 'title', 'content'])
      .execute();
    expect(rows).toHaveLength(3);
    const problems = rows.flatMap((row) => [
      ...translationProblems(`promotion ${row.id} title`, row.title, {
        maxLength: promotionLimits.titleLength,
      }),
      ...translationProblems(`promotion ${row.id} content`, row.content, {
        maxLength: promotionLimits.contentLength,
        html: true,
      }),
    ]);
    expect(problems).toEqual([]);
  });
});
