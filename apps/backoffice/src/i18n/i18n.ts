import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { create } from 'zustand';
import { readStorage, storageKeys, writeStorage } from '../lib/storage';
import { type Language, languageTagOf, resolveLanguage } from './language';

// `compliance` (issue 20): the jurisdiction profile, KYC, AML, markers of harm and the member compliance panel,
// loaded when one of those screens first opens (top-level keys per screen: jurisdiction, kyc, aml, compliance, harm).
export const namespaces = ['common', 'compliance'] as const;

// One lazily loaded chunk per language.
const localeLoaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = localeLoaders[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default as never),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

export const useLanguageStore = create<LanguageState>((set) => ({
  language: resolveLanguage(readStorage('local', storageKeys.language)),
  setLanguage: (language) => set({ language }),
}));

export function initI18n(): Promise<unknown> {
  const language = useLanguageStore.getState().language;
  document.documentElement.lang = languageTagOf(language);
  return i18next
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      lng: languageTagOf(language),
      fallbackLng: 'en',
      load: 'currentOnly',
      ns: [...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
}

/** Switches the interface language and remembers it in localStorage `adminLanguage`. */
export async function changeLanguage(next: Language): Promise<void> {
  writeStorage('local', storageKeys.language, next);
  await i18next.changeLanguage(languageTagOf(next));
  document.documentElement.lang = languageTagOf(next);
  useLanguageStore.getState().setLanguage(next);
}
