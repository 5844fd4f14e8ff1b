import { isLanguageCode, type LanguageCode, languageCodes } from '@gaming/contracts/languages';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { create } from 'zustand';
import { bootBrandLanguages } from '../lib/boot-data';
import { setFormattingLanguage } from '../lib/locale-format';
import { readStorage, storageKeys, writeStorage } from '../lib/storage';
import {
  directionOf,
  type FontGroup,
  fontGroupOf,
  fontGroupsOfText,
  htmlLangOf,
  i18nextLanguageOf,
  initialLanguage,
  pluralLocaleOf,
  storageAfterSwitch,
} from './language';
import { namespaces, preloadedNamespaces } from './namespaces';
import { interpolationOptions, numberDigitsFormatter } from './number-digits-formatter';

/** Set by the build (vite.config.ts localeFiles): the version that names this build's locale files. */
declare const __LOCALES_VERSION__: string | undefined;
const localesVersion = typeof __LOCALES_VERSION__ === 'string' ? __LOCALES_VERSION__ : 'dev';
const localeFolders = new Set(languageCodes.map(i18nextLanguageOf));
const knownNamespaces = new Set<string>(namespaces);

/** The texts of one language and namespace, fetched when first needed (one JSON file each). */
const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    // i18next hands the tag back capitalised (zh-Hans, pt-BR); the folders are lower case.
    const folder = language.toLowerCase();
    if (!localeFolders.has(folder) || !knownNamespaces.has(namespace)) {
      callback(null, {});
      return;
    }
    fetch(`${import.meta.env.BASE_URL}assets/locales/${folder}/${namespace}-${localesVersion}.json`)
      .then((response) => {
        if (!response.ok) throw new Error(`locale ${folder}/${namespace}: HTTP ${response.status}`);
        return response.json() as Promise<Record<string, unknown>>;
      })
      .then(
        (texts) => callback(null, texts as never),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
  },
};

/**
 * Each script's font, loaded when a language or a text first needs it. Every @fontsource file is split by
 * unicode-range, so the browser fetches only the slices holding characters the page shows: an EN page
 * fetches no CJK file, a Chinese page the few slices of the characters on screen. The CJK families ship
 * one weight (headings use a synthesised bold): their 600 weight would double a 3-4 MB family.
 */
const fontLoaders: Record<FontGroup, () => Promise<unknown>> = {
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
  lao: () =>
    Promise.all([import('@fontsource/noto-sans-lao/400.css'), import('@fontsource/noto-sans-lao/600.css')]),
  khmer: () =>
    Promise.all([
      import('@fontsource/noto-sans-khmer/400.css'),
      import('@fontsource/noto-sans-khmer/600.css'),
    ]),
  myanmar: () =>
    Promise.all([
      import('@fontsource/noto-sans-myanmar/400.css'),
      import('@fontsource/noto-sans-myanmar/600.css'),
    ]),
  bengali: () =>
    Promise.all([
      import('@fontsource/noto-sans-bengali/400.css'),
      import('@fontsource/noto-sans-bengali/600.css'),
    ]),
  tamil: () =>
    Promise.all([
      import('@fontsource/noto-sans-tamil/400.css'),
      import('@fontsource/noto-sans-tamil/600.css'),
    ]),
  telugu: () =>
    Promise.all([
      import('@fontsource/noto-sans-telugu/400.css'),
      import('@fontsource/noto-sans-telugu/600.css'),
    ]),
  chineseSimplified: () => import('@fontsource/noto-sans-sc/400.css'),
  chineseTraditional: () => import('@fontsource/noto-sans-tc/400.css'),
  japanese: () => import('@fontsource/noto-sans-jp/400.css'),
  korean: () => import('@fontsource/noto-sans-kr/400.css'),
};

function loadFontGroup(group: FontGroup): Promise<unknown> {
  return fontLoaders[group]();
}

function loadFontsFor(code: LanguageCode): void {
  const group = fontGroupOf(code);
  if (group) void loadFontGroup(group);
}

/**
 * Loads the self-hosted fonts a text needs whatever the interface language, so a brand's currency
 * symbol (रू) renders the same in every language. Loading twice is free: the imports are cached.
 */
export function loadFontsForText(text: string): void {
  for (const group of fontGroupsOfText(text, useLanguageStore.getState().code)) void loadFontGroup(group);
}

/** The fonts of the languages a menu lists, each name in its own script (the language menu). */
export function loadFontsForLanguages(codes: readonly LanguageCode[]): Promise<unknown> {
  const groups = new Set(codes.map(fontGroupOf).filter((group): group is FontGroup => group !== null));
  return Promise.all([...groups].map(loadFontGroup));
}

function applyDocumentLanguage(code: LanguageCode): void {
  setFormattingLanguage(htmlLangOf(code));
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
  code: initialLanguage(readStorage('local', storageKeys.language), bootBrandLanguages()),
  setCode: (code) => set({ code }),
}));

/**
 * i18next asks `Intl.PluralRules` for each language's rule; a language CLDR lacks (Tahitian) would get
 * the browser's default locale's rule, so its rule is fixed here (pluralLocaleOf).
 */
function fixPluralRules(): void {
  const resolver = i18next.services.pluralResolver as {
    getRule: (code: string, options?: object) => Intl.PluralRules | undefined;
  };
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(pluralLocaleOf(code), options);
}

export async function initI18n(): Promise<unknown> {
  const code = useLanguageStore.getState().code;
  applyDocumentLanguage(code);
  loadFontsFor(code);
  const ready = i18next
    .use(lazyLocaleBackend)
    .use(numberDigitsFormatter)
    .use(initReactI18next)
    .init({
      lng: i18nextLanguageOf(code),
      fallbackLng: 'en',
      load: 'currentOnly',
      ns: [...preloadedNamespaces],
      defaultNS: 'common',
      interpolation: interpolationOptions,
      returnNull: false,
      react: { useSuspense: true },
    });
  fixPluralRules();
  return ready;
}

/**
 * Starts loading the texts a screen needs beside its code, so its first render has them: a namespace
 * first asked for by a render suspends it, and the page would show the loading bar meanwhile.
 */
export async function loadNamespaces(names: ReadonlyArray<(typeof namespaces)[number]>): Promise<void> {
  await i18next.loadNamespaces([...names]);
}

/** Whether this browser holds a language the visitor chose (key `lang`); the brand's default applies otherwise. */
export function hasChosenLanguage(): boolean {
  return isLanguageCode(readStorage('local', storageKeys.language));
}

/**
 * Switches the interface language and remembers it (keys `lang` and `hisLang`). `remember: false` shows it
 * without storing it: the brand's default for a visitor who chose nothing, so a later default applies too.
 */
export async function changeLanguage(
  next: LanguageCode,
  options: { remember?: boolean } = {},
): Promise<void> {
  if (options.remember !== false) rememberLanguage(next);
  loadFontsFor(next);
  await i18next.changeLanguage(i18nextLanguageOf(next));
  applyDocumentLanguage(next);
  useLanguageStore.getState().setCode(next);
}

function rememberLanguage(next: LanguageCode): void {
  const stored = storageAfterSwitch(
    {
      lang: readStorage('local', storageKeys.language),
      hisLang: readStorage('local', storageKeys.previousLanguage),
    },
    next,
  );
  writeStorage('local', storageKeys.language, stored.lang);
  if (stored.hisLang !== null) writeStorage('local', storageKeys.previousLanguage, stored.hisLang);
}
