import { promotionLimits } from '@gaming/contracts/promotions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsHarness,
  call,
  createMember,
  loginToken,
  startAccountsHarness,
  updateSetting,
} from '../../testing/accounts-kit.js';
import { seedDemoMissions } from './demo-missions.js';
import { translationProblems } from './demo-translation-checks.js';

let harness: AccountsHarness;

beforeAll(async () => {
  harness = await startAccountsHarness();
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

describe('demo missions seed', () => {
  it('seeds the missions and boards once; a new member sees them unclaimable and nothing is paid', async () => {
    const runs = await Promise.all(
      [seedDemoMissions(harness.database.db), seedDemoMissions(harness.database.db)].map((run) =>
        run.catch(() => false),
      ),
    );
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await seedDemoMissions(harness.database.db)).toBe(false);

    const member = await createMember(harness);
    const token = await loginToken(harness, member);
    await updateSetting(harness.settings, 'whitelabel', (flags) => ({ ...flags, PTSYS3: true }));
    const withPoints = await call(harness.app, 'GET', '/api/missions', { token });
    expect(withPoints.json().missions).toHaveLength(4);
    await updateSetting(harness.settings, 'whitelabel', (flags) => ({ ...flags, PTSYS3: false }));
    const summary = await call(harness.app, 'GET', '/api/missions?language=NE', { token });
    expect(summary.statusCode, summary.body).toBe(200);
    // The points mission is offered only with the points system on.
    expect(summary.json().missions.map((mission: { title: string }) => mission.title)).toEqual([
      'आज स्लटमा रु १,००० बाजी लगाउनुहोस्',
      'यो हप्ता ३ दिन खेल्नुहोस्',
      'यो हप्ता रु ५,००० जम्मा गर्नुहोस्',
    ]);
    expect(summary.json().claimableCount).toBe(0);
    const boards = await call(harness.app, 'GET', '/api/rankings');
    expect(boards.statusCode, boards.body).toBe(200);
    expect(boards.json().boards.map((board: { title: string }) => board.title)).toEqual([
      'Slots: today’s top bettors',
      'Biggest win of the week',
    ]);
    const paid = await harness.database.db.selectFrom('mission_claims').select('member_id').execute();
    expect(paid).toHaveLength(0);

    const inArabic = await call(harness.app, 'GET', '/api/rankings?language=AR');
    expect(inArabic.json().boards.map((board: { title: string }) => board.title)).toEqual([
      'ألعاب السلوت: أكثر المراهنين اليوم',
      'أكبر ربح في الأسبوع',
    ]);
  });

  it('seeds every mission and board title in all 30 languages, each within its limit', async () => {
    const missions = await harness.database.db
      .selectFrom('missions')
      .select(['sort_order', 'title'])
      .execute();
    const boards = await harness.database.db.selectFrom('ranking_boards').select(['id', 'title']).execute();
    expect(missions).toHaveLength(4);
    expect(boards).toHaveLength(2);
    const limit = { maxLength: promotionLimits.titleLength };
    const problems = [
      ...missions.flatMap((mission) =>
        translationProblems(`mission ${mission.sort_order}`, mission.title, limit),
      ),
      ...boards.flatMap((board) => translationProblems(`board ${board.id}`, board.title, limit)),
    ];
    expect(problems).toEqual([]);
  });
});
