import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { setFormattingLanguage } from '../lib/locale-format';
import { interpolationOptions, numberDigitsFormatter } from './number-digits-formatter';

async function translator(language: string) {
  const instance = i18next.createInstance();
  await instance.use(numberDigitsFormatter).init({
    lng: language,
    interpolation: interpolationOptions,
    resources: {
      [language]: {
        translation: { missions: '{{done}} / {{total}}', percent: '{{percent}}%', name: 'Hi {{name}}' },
      },
    },
  });
  setFormattingLanguage(language);
  return instance.t.bind(instance);
}

afterEach(() => setFormattingLanguage('en'));

describe('numbers in texts, as the app configures i18next', () => {
  it('are written in Persian digits in FA, like its amounts', async () => {
    const t = await translator('fa');
    expect(t('missions', { done: 1, total: 3 })).toBe('۱ / ۳');
    expect(t('percent', { percent: 30 })).toBe('۳۰%');
  });

  it('stay as they were in EN, and text values pass through', async () => {
    const t = await translator('en');
    expect(t('missions', { done: 1, total: 3 })).toBe('1 / 3');
    expect(t('name', { name: '12' })).toBe('Hi 12');
  });
});
