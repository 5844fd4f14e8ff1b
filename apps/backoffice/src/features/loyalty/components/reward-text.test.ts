import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en/common.json';
import { rewardText } from './reward-text';

const i18n = i18next.createInstance();
beforeAll(() =>
  i18n.init({
    lng: 'en',
    resources: { en: { common: en } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  }),
);

const money = { currency: 'NPR', decimals: 2 };

describe('rewardText', () => {
  it('counts points (one point, many points) and writes money with the brand currency', () => {
    const t = i18n.getFixedT('en');
    expect(rewardText(t, { kind: 'points', amount: '1' }, money)).toBe('1 point');
    expect(rewardText(t, { kind: 'points', amount: '1500' }, money)).toBe('1,500 points');
    expect(rewardText(t, { kind: 'cash', amount: '2500' }, money)).toContain('25.00');
  });
});
