import i18next from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import account from '../i18n/locales/en/account.json';
import common from '../i18n/locales/en/common.json';
import loyalty from '../i18n/locales/en/loyalty.json';
import rewards from '../i18n/locales/en/rewards.json';
import wallet from '../i18n/locales/en/wallet.json';
import withdraw from '../i18n/locales/en/withdraw.json';

/** Unit tests only: the English texts, loaded at once (the app loads them lazily). */
export const testI18n = i18next.createInstance();
void testI18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { common, account, wallet, withdraw, rewards, loyalty } },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The markup a component renders on its first pass (no DOM: the unit tests run in Node). */
export function renderStatic(node: ReactNode): string {
  return renderToStaticMarkup(<I18nextProvider i18n={testI18n}>{node}</I18nextProvider>);
}

/** The test ids in the markup, in document order. */
export function testIdsIn(markup: string): string[] {
  return [...markup.matchAll(/data-testid="([^"]+)"/g)].map((match) => match[1] ?? '');
}

/** The opening tag of the element with this test id, to read its attributes. */
export function tagOf(markup: string, testId: string): string {
  return new RegExp(`<[^>]*data-testid="${testId}"[^>]*>`).exec(markup)?.[0] ?? '';
}
