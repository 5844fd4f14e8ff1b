import { type AdminMissionBody, adminMissionBodySchema } from '@gaming/contracts/missions';
import { type AdminRankingBoardBody, adminRankingBoardBodySchema } from '@gaming/contracts/rankings';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { inAllLanguages } from './demo-translations.js';

const seedName = 'demo-missions-v1';

type DemoMission = Omit<AdminMissionBody, 'startsAt' | 'endsAt' | 'status'>;

/**
 * The demo's missions and ranking boards (issue 17): real goals read from real play and deposits, paid
 * only when a member reaches one and claims it (boards: at a period's end, to who really ranked). Amounts
 * in NPR minor units (paisa); a points reward is whole points.
 */
const demoMissions: DemoMission[] = [
  {
    title: inAllLanguages({ EN: 'Bet NPR 1,000 on slots today', NE: 'आज स्लटमा रु १,००० बाजी लगाउनुहोस्' }),
    period: 'daily',
    metric: 'valid_bet',
    category: 'RNG',
    target: '100000',
    rewardKind: 'cash',
    rewardAmount: '2000',
    sortOrder: 1,
  },
  {
    title: inAllLanguages({ EN: 'Make a deposit today', NE: 'आज एक पटक जम्मा गर्नुहोस्' }),
    period: 'daily',
    metric: 'deposit_count',
    target: '1',
    rewardKind: 'points',
    rewardAmount: '50',
    sortOrder: 2,
  },
  {
    title: inAllLanguages({ EN: 'Play on 3 days this week', NE: 'यो हप्ता ३ दिन खेल्नुहोस्' }),
    period: 'weekly',
    metric: 'days_played',
    target: '3',
    rewardKind: 'bonus',
    rewardAmount: '10000',
    wageringMultiple: 5,
    wageringDays: 7,
    sortOrder: 3,
  },
  {
    title: inAllLanguages({ EN: 'Deposit NPR 5,000 this week', NE: 'यो हप्ता रु ५,००० जम्मा गर्नुहोस्' }),
    period: 'weekly',
    metric: 'deposit_amount',
    target: '500000',
    rewardKind: 'cash',
    rewardAmount: '5000',
    sortOrder: 4,
  },
];

const demoBoards: AdminRankingBoardBody[] = [
  {
    title: inAllLanguages({ EN: 'Slots: today’s top bettors', NE: 'स्लट: आजका शीर्ष बाजीकर्ता' }),
    metric: 'valid_bet',
    category: 'RNG',
    period: 'daily',
    topCount: 10,
    prizes: [
      { rank: 1, kind: 'money', amount: '50000' },
      { rank: 2, kind: 'money', amount: '20000' },
      { rank: 3, kind: 'money', amount: '10000' },
    ],
    status: 'active',
  },
  {
    title: inAllLanguages({ EN: 'Biggest win of the week', NE: 'हप्ताको सबैभन्दा ठूलो जित' }),
    metric: 'biggest_win',
    category: null,
    period: 'weekly',
    topCount: 10,
    prizes: [
      { rank: 1, kind: 'points', amount: '1000' },
      { rank: 2, kind: 'points', amount: '500' },
      { rank: 3, kind: 'points', amount: '250' },
    ],
    status: 'active',
  },
];

/**
 * Seeds the demo's missions and boards once (their own marker: an operator's edits are never undone),
 * active from now. Each goes through the staff editor's schema, so the demo holds nothing it would refuse.
 */
export async function seedDemoMissions(db: Kysely<Database>, nowMs = Date.now()): Promise<boolean> {
  return db.transaction().execute(async (transaction) => {
    const marker = await transaction
      .insertInto('system_seeds')
      .values({ name: seedName })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!marker) return false;
    const startsAt = new Date(nowMs);
    const missions = demoMissions.map((mission) => {
      const input = adminMissionBodySchema.parse({
        ...mission,
        startsAt: startsAt.toISOString(),
        status: 'active',
      });
      return {
        title: JSON.stringify(input.title),
        period: input.period,
        metric: input.metric,
        category: input.category ?? null,
        target: input.target,
        reward_kind: input.rewardKind,
        reward_amount: input.rewardAmount,
        wagering_multiple: input.wageringMultiple ?? null,
        wagering_days: input.wageringDays ?? 7,
        starts_at: startsAt,
        status: input.status,
        sort_order: input.sortOrder,
      };
    });
    await transaction.insertInto('missions').values(missions).execute();
    const boards = demoBoards.map((board) => {
      const input = adminRankingBoardBodySchema.parse(board);
      return {
        title: JSON.stringify(input.title),
        metric: input.metric,
        category: input.category ?? null,
        period: input.period,
        top_count: input.topCount,
        prizes: JSON.stringify(input.prizes),
        status: input.status,
        starts_at: startsAt,
      };
    });
    await transaction.insertInto('ranking_boards').values(boards).execute();
    return true;
  });
}
