import { beforeAll, describe, expect, it } from 'vitest';
import { englishReady, renderInEnglish } from '../../../lib/testing/render-in-english';
import { PromotionTerms } from './promotion-terms';

beforeAll(() => englishReady);

const money = { currency: 'NPR', decimals: 2 };
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('promotion terms as members read them', () => {
  it('says the reward, who qualifies, the wagering, weights, stake, cash-out and limits', () => {
    const html = renderInEnglish(
      <PromotionTerms
        reward={{ type: 'deposit_percent', rateBasisPoints: 1250, capMinor: '500000' }}
        eligibility={{ type: 'first_deposit', minMinor: '100000' }}
        wagering={{
          multiple: 20,
          base: 'deposit_plus_bonus',
          weights: { RNG: 100, LIVE: 10 },
          defaultWeightPercent: 0,
          maxStakeMinor: '50000',
          maxCashoutMinor: null,
          wageringDays: 14,
        }}
        claimDays={7}
        limits={{ perDevice: true, perIp: false, maxClaims: 50, budgetMinor: null }}
        money={money}
      />,
    );
    const shown = text(html);
    expect(shown).toContain('12.5 % of the deposit, at most NPR 5,000.00');
    expect(shown).toContain('First deposit of at least NPR 1,000.00');
    expect(shown).toContain('20× deposit plus bonus within 14 days');
    expect(shown).toContain('RNG 100 %, LIVE 10 %; other categories 0 %');
    expect(shown).toContain('NPR 500.00');
    expect(shown).toContain('No limit');
    expect(shown).toContain('Once per member · once per device');
  });

  it('says when a reward goes straight to the wallet', () => {
    const shown = text(
      renderInEnglish(
        <PromotionTerms
          reward={{ type: 'valid_bet_rebate', ratesBasisPoints: { LIVE: 80 }, capMinor: '200000' }}
          eligibility={{ type: 'none' }}
          wagering={null}
          claimDays={3}
          money={money}
        />,
      ),
    );
    expect(shown).toContain('Rebate on valid bet (LIVE 0.8 %), at most NPR 2,000.00');
    expect(shown).toContain('None: paid to the wallet');
    expect(shown).not.toContain('Maximum stake');
  });
});
