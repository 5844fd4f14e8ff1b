import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorCodes } from '@gaming/contracts/errors';
import { languageCodes } from '@gaming/contracts/languages';
import { describe, expect, it } from 'vitest';
import { clientErrorCodes } from '../lib/api-client';
import { i18nextLanguageOf, pluralLocaleOf } from './language';
import { namespaces } from './namespaces';

const here = path.dirname(fileURLToPath(import.meta.url));
const sourceRoot = path.resolve(here, '..');

type Tree = { [key: string]: string | Tree };

function readLocale(language: string, namespace: string): Tree {
  return JSON.parse(readFileSync(path.join(here, 'locales', language, `${namespace}.json`), 'utf8')) as Tree;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') entries.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) entries.set(inner, text);
  }
  return entries;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const pluralSuffixes = ['_zero', '_one', '_two', '_few', '_many', '_other'] as const;

function pluralBase(key: string): string | undefined {
  const suffix = pluralSuffixes.find((candidate) => key.endsWith(candidate));
  return suffix ? key.slice(0, -suffix.length) : undefined;
}

/** The keys a language must have: EN's keys, with each plural group in that language's plural forms. */
function expectedKeys(english: Map<string, string>, language: string): Map<string, string> {
  const categories = new Intl.PluralRules(pluralLocaleOf(language)).resolvedOptions().pluralCategories;
  const expected = new Map<string, string>();
  for (const [key, text] of english) {
    const base = pluralBase(key);
    if (base === undefined) expected.set(key, text);
    else
      for (const category of categories)
        expected.set(`${base}_${category}`, english.get(`${base}_other`) ?? text);
  }
  return expected;
}

/**
 * Placeholders a translation must keep. A plural form for one exact number (`_zero`, `_one`, `_two`) may
 * spell the number out instead of showing {{count}} (Arabic أسبوعان, two weeks).
 */
function requiredPlaceholders(key: string, text: string): string[] {
  const exact = key.endsWith('_zero') || key.endsWith('_one') || key.endsWith('_two');
  return placeholders(text).filter((name) => !(exact && name === 'count'));
}

function markupTags(text: string): string[] {
  return [...text.matchAll(/<\/?\w+\s*\/?>/g)].map((match) => match[0]).sort();
}

/** Whether an EN text has words a translator should have translated (not only placeholders and digits). */
function hasWords(text: string): boolean {
  return /[A-Za-z]{2}/.test(text.replace(/\{\{\s*\w+\s*\}\}/g, ''));
}

type AllowList = Record<string, string[]>;
const untranslatedAllowed = JSON.parse(
  readFileSync(path.join(here, 'untranslated-allow-list.json'), 'utf8'),
) as AllowList;

function allowedIdentical(language: string): Set<string> {
  return new Set([...(untranslatedAllowed['*'] ?? []), ...(untranslatedAllowed[language] ?? [])]);
}

const otherLanguages = languageCodes.filter((code) => code !== 'EN').map(i18nextLanguageOf);

describe('locales', () => {
  it('every language code has a locale folder with every namespace', () => {
    for (const language of otherLanguages) {
      for (const namespace of namespaces) {
        expect(
          existsSync(path.join(here, 'locales', language, `${namespace}.json`)),
          `${language}/${namespace}`,
        ).toBe(true);
      }
    }
  });

  for (const language of otherLanguages) {
    describe(language, () => {
      const allowed = allowedIdentical(language);
      for (const namespace of namespaces) {
        const english = flatten(readLocale('en', namespace));
        const translated = existsSync(path.join(here, 'locales', language, `${namespace}.json`))
          ? flatten(readLocale(language, namespace))
          : new Map<string, string>();
        const expected = expectedKeys(english, language);

        it(`${namespace}: exactly EN's keys, with this language's plural forms`, () => {
          expect([...translated.keys()].sort()).toEqual([...expected.keys()].sort());
        });

        it(`${namespace}: placeholders and markup kept, nothing empty`, () => {
          for (const [key, source] of expected) {
            const text = translated.get(key) ?? '';
            expect(text.trim().length, key).toBeGreaterThan(0);
            expect(requiredPlaceholders(key, text), key).toEqual(requiredPlaceholders(key, source));
            expect(
              placeholders(text).every((name) => placeholders(source).includes(name)),
              key,
            ).toBe(true);
            expect(markupTags(text), key).toEqual(markupTags(source));
          }
        });

        it(`${namespace}: no text left in English`, () => {
          const untranslated = [...expected]
            .filter(
              ([key, source]) => translated.get(key) === source && hasWords(source) && !allowed.has(source),
            )
            .map(([key, source]) => `${key}: ${source}`);
          expect(untranslated).toEqual([]);
        });
      }
    });
  }

  it('no EN text is empty', () => {
    for (const namespace of namespaces) {
      for (const [key, text] of flatten(readLocale('en', namespace)))
        expect(text.trim().length, key).toBeGreaterThan(0);
    }
  });

  it('the untranslated allow-list names only texts that exist in EN', () => {
    const english = new Set(
      namespaces.flatMap((namespace) => [...flatten(readLocale('en', namespace)).values()]),
    );
    const stale = Object.values(untranslatedAllowed)
      .flat()
      .filter((text) => !english.has(text));
    expect(stale).toEqual([]);
  });

  it('Tahitian, which CLDR lacks, has a fixed plural rule', () => {
    expect(pluralLocaleOf('ty')).toBe('en');
    expect(new Intl.PluralRules(pluralLocaleOf('ty')).resolvedOptions().pluralCategories.sort()).toEqual([
      'one',
      'other',
    ]);
  });

  it('every error code of the contracts and the client has text in every language', () => {
    for (const language of ['en', ...otherLanguages]) {
      const texts = flatten(readLocale(language, 'common'));
      for (const code of [...errorCodes, ...clientErrorCodes]) {
        expect(texts.has(`errors.${code}`), `${language} errors.${code}`).toBe(true);
      }
    }
  });

  it('every literal t() key used in components exists in EN', () => {
    const english = flatten(readLocale('en', 'common'));
    const others = Object.fromEntries(
      namespaces
        .filter((namespace) => namespace !== 'common')
        .map((namespace) => [namespace, flatten(readLocale('en', namespace))]),
    );
    const missing: string[] = [];
    for (const file of sourceFiles(sourceRoot)) {
      const source = readFileSync(file, 'utf8');
      const used = namespaces.filter(
        (namespace) => namespace !== 'common' && source.includes(`'${namespace}'`),
      );
      const has = (map: Map<string, string>, key: string) => map.has(key) || map.has(`${key}_other`);
      for (const match of source.matchAll(/\bt\(\s*'([A-Za-z0-9_.]+)'/g)) {
        const key = match[1] ?? '';
        const known = has(english, key) || used.some((namespace) => has(others[namespace] ?? new Map(), key));
        if (!known) missing.push(`${path.relative(sourceRoot, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('components hold no literal UI text between tags', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(sourceRoot).filter((name) => name.endsWith('.tsx'))) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/(?<![=-])>\s*([A-Za-z][^<>{}();=]*[A-Za-z.!?])\s*</g)) {
        offenders.push(`${path.relative(sourceRoot, file)}: ${match[1]}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
