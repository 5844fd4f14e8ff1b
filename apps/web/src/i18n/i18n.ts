import type { LanguageCode } from '@gaming/contracts/languages';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { create } from 'zustand';
import { readStorage, storageKeys, writeStorage } from '../lib/storage';
import {
  directionOf,
  fontGroupOf,
  fontGroupsOfText,
  htmlLangOf,
  i18nextLanguageOf,
  resolveLanguage,
  storageAfterSwitch,
} from './language';
import { preloadedNamespaces } from './namespaces';

// One lazily loaded chunk per language and namespace; languages without files fall back to EN.
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

const fontLoaders: Record<NonNullable<ReturnType<typeof fontGroupOf>>, () => Promise<unknown>> = {
  devanagari: () =>
    Promise.all([
      import('@fontsource/noto-sans-devanagari/400.css'),
      import('@fontsource/noto-sans-devanagari/600.css'),
    ]),
  arabic: () =>
    Promise.all([
      import('@fontsource/noto-sans-arabic/400.css'),
      import('@fontsource/noto-sans-arabic/600.css'),
    ]),
  thai: () =>
    Promise.all([import('@fontsource/noto-sans-thai/400.css'), import('@fontsource/noto-sans-thai/600.css')]),
};

function loadFontsFor(code: LanguageCode): void {
  const group = fontGroupOf(code);
  if (group) void fontLoaders[group]();
}

/**
 * Loads the self-hosted fonts a text needs whatever the interface language, so a brand's currency
 * symbol (रू) renders the same in every language. Loading twice is free: the imports are cached.
 */
export function loadFontsForText(text: string): void {
  for (const group of fontGroupsOfText(text)) void fontLoaders[group]();
}

function applyDocumentLanguage(code: LanguageCode): void {
  const root = document.documentElement;
  root.lang = htmlLangOf(code);
  root.dir = directionOf(code);
}

interface LanguageState {
  code: LanguageCode;
  setCode: (code: LanguageCode) => void;
}

/** The selected language code (EN, NE, PT-BR …); i18next holds the texts. */
export const useLanguageStore = create<LanguageState>((set) => ({
  code: resolveLanguage(readStorage('local', storageKeys.language)),
  setCode: (code) => set({ code }),
}));

export function initI18n(): Promise<unknown> {
  const code = useLanguageStore.getState().code;
  applyDocumentLanguage(code);
  loadFontsFor(code);
  return i18next
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      lng: i18nextLanguageOf(code),
      fallbackLng: 'en',
      load: 'currentOnly',
      ns: [...preloadedNamespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
}

/** Switches the interface language and remembers it (keys `lang` and `hisLang`). */
export async function changeLanguage(next: LanguageCode): Promise<void> {
  const stored = storageAfterSwitch(
    {
      lang: readStorage('local', storageKeys.language),
      hisLang: readStorage('local', storageKeys.previousLanguage),
    },
    next,
  );
  writeStorage('local', storageKeys.language, stored.lang);
  if (stored.hisLang !== null) writeStorage('local', storageKeys.previousLanguage, stored.hisLang);
  loadFontsFor(next);
  await i18next.changeLanguage(i18nextLanguageOf(next));
  applyDocumentLanguage(next);
  useLanguageStore.getState().setCode(next);
}
