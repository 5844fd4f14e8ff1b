import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorCodes } from '@gaming/contracts/error-codes';
import { describe, expect, it } from 'vitest';
import { memberStatuses, outboxChannels, staffRoles } from '../lib/admin-types';
import { clientErrorCodes } from '../lib/api-client';
import { navigationSections } from '../lib/permissions';
import { namespaces } from './i18n';

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
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const english = flatten(readLocale('en', 'common'));
const nepali = flatten(readLocale('ne', 'common'));

describe('locales', () => {
  it('has only the namespaces this test reads', () => {
    expect([...namespaces]).toEqual(['common', 'compliance']);
  });

  for (const namespace of namespaces) {
    const namespaceEnglish = flatten(readLocale('en', namespace));
    const namespaceNepali = flatten(readLocale('ne', namespace));

    it(`NE has exactly the keys of EN in ${namespace}`, () => {
      expect([...namespaceNepali.keys()].sort()).toEqual([...namespaceEnglish.keys()].sort());
    });

    it(`NE keeps the placeholders of EN in ${namespace}`, () => {
      for (const [key, text] of namespaceEnglish)
        expect(placeholders(namespaceNepali.get(key) ?? ''), key).toEqual(placeholders(text));
    });

    it(`no ${namespace} text is empty, and NE is written in Devanagari`, () => {
      const devanagari = /[\u0900-\u097F]/;
      // Symbols and number-only patterns read the same in both languages.
      const languageNeutral = new Set(['states.none', 'pager.pageOf', 'rewards.raffles.entrySummary']);
      for (const [key, text] of [...namespaceEnglish, ...namespaceNepali])
        expect(text.trim().length, key).toBeGreaterThan(0);
      for (const [key, text] of namespaceNepali) {
        if (!languageNeutral.has(key)) expect(text, key).toMatch(devanagari);
      }
    });
  }

  it('has text for every error code, role, status, channel and section', () => {
    const required = [
      ...[...errorCodes, ...clientErrorCodes].map((code) => `errors.${code}`),
      ...staffRoles.map((role) => `roles.${role}`),
      ...memberStatuses.map((status) => `memberStatus.${status}`),
      ...outboxChannels.map((channel) => `outbox.channels.${channel}`),
      ...navigationSections.map((entry) => `nav.${entry.section}`),
      ...['0', '1', '2', '4', '41', '42'].map((type) => `memberTypes.${type}`),
      ...['queued', 'sent', 'failed', 'outbox'].map((status) => `outbox.statuses.${status}`),
      ...['staff', 'member', 'system', 'cli'].map((actor) => `audit.actorTypes.${actor}`),
      ...['lock', 'unlock', 'resetPassword', 'endSessions'].flatMap((action) =>
        ['button', 'title', 'description', 'confirm', 'done'].map(
          (part) => `memberActions.${action}.${part}`,
        ),
      ),
    ];
    for (const key of required) {
      expect(english.has(key), `EN ${key}`).toBe(true);
      expect(nepali.has(key), `NE ${key}`).toBe(true);
    }
  });

  it('every literal t() key used in the source exists in EN', () => {
    const others = Object.fromEntries(
      namespaces
        .filter((namespace) => namespace !== 'common')
        .map((namespace) => [namespace, flatten(readLocale('en', namespace))]),
    );
    // A counted text lives under its plural forms (key_one, key_other).
    const has = (map: Map<string, string>, key: string) => map.has(key) || map.has(`${key}_other`);
    const missing: string[] = [];
    for (const file of sourceFiles(sourceRoot)) {
      const source = readFileSync(file, 'utf8');
      const used = namespaces.filter(
        (namespace) => namespace !== 'common' && source.includes(`'${namespace}'`),
      );
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
