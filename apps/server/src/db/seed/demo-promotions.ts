import { mapTexts, presentTexts } from '@gaming/contracts/localized-text';
import { type PromotionInput, promotionInputSchema } from '@gaming/contracts/promotions';
import type { Kysely } from 'kysely';
import { sanitizeAnnouncementHtml } from '../../modules/content/content-html.js';
import type { Database } from '../schema.js';
import { inAllLanguages } from './demo-translations.js';

const seedName = 'demo-promotions-v1';
const dayMs = 24 * 60 * 60 * 1000;

type DemoPromotion = Omit<PromotionInput, 'startsAt' | 'endsAt' | 'images' | 'kind'>;

const noLimits = { perDevice: false, perIp: false, maxClaims: null, budgetMinor: null };

/**
 * The demo's promotions: real rules that pay through the bonus engine when a member takes part, never
 * automatically, so a demo member's balance changes only by what it does. No referral promotion: invite
 * friends stays off until staff publish one (an operator decides what a referral pays).
 */
const demoPromotions: DemoPromotion[] = [
  {
    title: inAllLanguages({ EN: 'First deposit bonus 100%', NE: 'पहिलो जम्मामा १००% बोनस' }),
    content: inAllLanguages({
      EN: '<p>Deposit at least <strong>NPR 500</strong> for the first time and claim 100% of it, up to NPR 5,000.</p><ul><li>Wager 10× deposit plus bonus within 14 days.</li><li>Slots and in-house games count 100%, sports 50%, live casino 10%.</li><li>A bet counts up to NPR 500.</li></ul>',
      NE: '<p>पहिलो पटक कम्तीमा <strong>रु ५००</strong> जम्मा गर्नुहोस् र त्यसको १००% (बढीमा रु ५,०००) दाबी गर्नुहोस्।</p><ul><li>१४ दिनभित्र जम्मा र बोनसको १० गुणा बाजी लगाउनुहोस्।</li><li>स्लट र इन-हाउस खेल १००%, खेलकुद ५०%, लाइभ क्यासिनो १०% गनिन्छ।</li><li>एउटा बाजी बढीमा रु ५०० सम्म गनिन्छ।</li></ul>',
    }),
    filterType: 'deposit',
    tags: ['NEWBIE', 'SPECIAL_OFFER'],
    audience: { type: 'everyone' },
    participation: 'claim',
    reward: { type: 'deposit_percent', rateBasisPoints: 10_000, capMinor: '500000' },
    eligibility: { type: 'first_deposit', minMinor: '50000' },
    wagering: {
      multiple: 10,
      base: 'deposit_plus_bonus',
      weights: { RNG: 100, INHOUSE: 100, SPORTS: 50, LIVE: 10 },
      defaultWeightPercent: 100,
      maxStakeMinor: '50000',
      maxCashoutMinor: null,
      wageringDays: 14,
    },
    claimDays: 7,
    limits: { ...noLimits, perDevice: true, budgetMinor: '100000000' },
  },
  {
    title: inAllLanguages({
      EN: 'Zalo reward: NPR 131 for following us',
      NE: 'Zalo पुरस्कार: हामीलाई फलो गर्दा रु १३१',
    }),
    content: inAllLanguages({
      EN: '<p>Follow our Zalo account, then apply here with a screenshot of the follow. Staff check it and issue <strong>NPR 131</strong> to your reward centre.</p><p>10,000 places.</p>',
      NE: '<p>हाम्रो Zalo खाता फलो गर्नुहोस्, अनि फलोको स्क्रिनसट सहित यहाँ आवेदन दिनुहोस्। कर्मचारीले जाँचेर <strong>रु १३१</strong> तपाईंको पुरस्कार केन्द्रमा पठाउँछन्।</p><p>१०,००० स्थान।</p>',
    }),
    filterType: 'others',
    tags: ['LIMITED'],
    audience: { type: 'everyone' },
    participation: 'apply',
    reward: { type: 'fixed', amountMinor: '13100' },
    eligibility: { type: 'none' },
    wagering: null,
    claimDays: 7,
    limits: { ...noLimits, maxClaims: 10_000 },
  },
  {
    title: inAllLanguages({
      EN: 'Live casino weekend: bet 5,000, get 500',
      NE: 'लाइभ क्यासिनो सप्ताहन्त: ५,००० बाजी, ५०० पाउनुहोस्',
    }),
    content: inAllLanguages({
      EN: '<p>Join, then reach <strong>NPR 5,000</strong> of valid bet while the promotion runs: NPR 500 waits in your reward centre.</p><p>Wager the bonus 3× within 7 days.</p>',
      NE: '<p>सहभागी हुनुहोस्, अनि प्रवर्द्धन चल्दा <strong>रु ५,०००</strong> मान्य बाजी पुग्नुहोस्: रु ५०० तपाईंको पुरस्कार केन्द्रमा पर्खन्छ।</p><p>७ दिनभित्र बोनसको ३ गुणा बाजी लगाउनुहोस्।</p>',
    }),
    filterType: 'live_casino',
    tags: ['SPECIAL_OFFER'],
    audience: { type: 'everyone' },
    participation: 'join',
    reward: { type: 'fixed', amountMinor: '50000' },
    eligibility: { type: 'valid_bet_in_period', minMinor: '500000' },
    wagering: {
      multiple: 3,
      base: 'bonus',
      weights: {},
      defaultWeightPercent: 100,
      maxStakeMinor: null,
      maxCashoutMinor: null,
      wageringDays: 7,
    },
    claimDays: 7,
    limits: { ...noLimits, budgetMinor: '50000000' },
  },
];

/**
 * Seeds the demo's promotions once (their own marker: an operator's edits or deletions are never undone),
 * published from now for a year. Each goes through the staff editor's schema and HTML sanitiser, so the
 * demo holds nothing the editor itself would refuse.
 */
export async function seedDemoPromotions(db: Kysely<Database>, nowMs = Date.now()): Promise<boolean> {
  return db.transaction().execute(async (transaction) => {
    const marker = await transaction
      .insertInto('system_seeds')
      .values({ name: seedName })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!marker) return false;
    const window = {
      startsAt: new Date(nowMs).toISOString(),
      endsAt: new Date(nowMs + 365 * dayMs).toISOString(),
    };
    const rows = demoPromotions.map((promotion) => {
      const input = promotionInputSchema.parse({ ...promotion, ...window, images: [], kind: 'standard' });
      return {
        status: 'published' as const,
        published_at: new Date(nowMs),
        title: JSON.stringify(input.title),
        // Each language's HTML sanitised as the editor does (promotion-editor.ts), empty ones left out.
        content: JSON.stringify(mapTexts(presentTexts(input.content), sanitizeAnnouncementHtml)),
        images: '[]',
        filter_type: input.filterType,
        tags: [...input.tags],
        starts_at: new Date(input.startsAt),
        ends_at: new Date(input.endsAt),
        audience: JSON.stringify(input.audience),
        participation: input.participation,
        kind: input.kind,
        reward: JSON.stringify(input.reward),
        eligibility: JSON.stringify(input.eligibility),
        wagering: input.wagering ? JSON.stringify(input.wagering) : null,
        claim_days: input.claimDays,
        per_device: input.limits.perDevice,
        per_ip: input.limits.perIp,
        max_claims: input.limits.maxClaims,
        budget_minor: input.limits.budgetMinor,
      };
    });
    await transaction.insertInto('promotions').values(rows).execute();
    return true;
  });
}
