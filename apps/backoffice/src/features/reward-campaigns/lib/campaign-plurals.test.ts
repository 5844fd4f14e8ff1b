import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en/common.json';
import ne from '../../../i18n/locales/ne/common.json';

const i18n = i18next.createInstance();
beforeAll(() =>
  i18n.init({
    lng: 'en',
    resources: { en: { common: en }, ne: { common: ne } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  }),
);

describe('counted texts of promotions and campaigns', () => {
  it('say one prize, one member, one ticket, one day in English', () => {
    const t = i18n.getFixedT('en');
    expect(t('rewards.raffles.prizeSummary', { count: 1, total: 'NPR 5.00' })).toBe('1 prize · NPR 5.00');
    expect(t('rewards.raffles.prizeSummary', { count: 3, total: 'NPR 5.00' })).toBe('3 prizes · NPR 5.00');
    expect(t('rewards.raffles.entryMembers', { count: 1 })).toBe('1 member');
    expect(t('rewards.raffles.entryTickets', { count: 2 })).toBe('2 tickets');
    expect(t('rewards.redEnvelopes.audienceText.deposited', { count: 1 })).toBe(
      'Deposited in the last 1 day',
    );
    expect(t('rewards.promotions.wageringText.bonus', { count: 1, multiple: 5 })).toBe(
      '5× the bonus within 1 day',
    );
    expect(t('rewards.forms.problemCount', { count: 1 })).toMatch(/^One field/);
  });

  it('has every plural in Nepali too', () => {
    const t = i18n.getFixedT('ne');
    for (const count of [1, 4]) {
      for (const key of [
        'rewards.raffles.prizeSummary',
        'rewards.raffles.entryMembers',
        'rewards.raffles.entryTickets',
        'rewards.redEnvelopes.audienceText.deposited',
        'rewards.redEnvelopes.audienceText.validBet',
        'rewards.promotions.wageringText.bonus',
        'rewards.promotions.wageringText.deposit_plus_bonus',
        'rewards.forms.problemCount',
      ]) {
        const text = t(key, { count, total: 'x', amount: 'y', multiple: 5 });
        expect(text, key).not.toBe(key);
        expect(text, key).not.toMatch(/[a-z]{4,}/);
      }
    }
  });
});
