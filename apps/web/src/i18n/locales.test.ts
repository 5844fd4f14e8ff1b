import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorCodes } from '@gaming/contracts/errors';
import { describe, expect, it } from 'vitest';
import { clientErrorCodes } from '../lib/api-client';
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

describe('locales', () => {
  for (const namespace of namespaces) {
    const english = flatten(readLocale('en', namespace));
    const nepali = flatten(readLocale('ne', namespace));

    it(`NE has exactly the keys of EN in ${namespace}`, () => {
      expect([...nepali.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it(`NE keeps the placeholders of EN in ${namespace}`, () => {
      for (const [key, text] of english) {
        expect(placeholders(nepali.get(key) ?? ''), key).toEqual(placeholders(text));
      }
    });

    it(`no ${namespace} text is empty`, () => {
      for (const [key, text] of [...english, ...nepali]) expect(text.trim().length, key).toBeGreaterThan(0);
    });
  }

  it('every error code of the contracts and the client has EN and NE text', () => {
    const english = flatten(readLocale('en', 'common'));
    const nepali = flatten(readLocale('ne', 'common'));
    for (const code of [...errorCodes, ...clientErrorCodes]) {
      expect(english.has(`errors.${code}`), `EN errors.${code}`).toBe(true);
      expect(nepali.has(`errors.${code}`), `NE errors.${code}`).toBe(true);
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
