import i18next from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '../../i18n/locales/en/common.json';

const i18n = i18next.createInstance();

/** Resolves once the English texts are loaded; await it in `beforeAll` before rendering. */
export const englishReady = i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { common: en } },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
});

/** The static markup of a tree rendered with the English texts, for unit tests without a DOM. */
export function renderInEnglish(node: ReactNode): string {
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}
