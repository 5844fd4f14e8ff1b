import { describe, expect, it } from 'vitest';
import {
  firstTextIn,
  languageCodeOr,
  localizedTextSchema,
  mapTexts,
  presentTexts,
  readingLanguages,
  textIn,
} from './localized-text.js';

describe('localized text', () => {
  const schema = localizedTextSchema(10);

  it('takes EN with any of the other 29 languages, trimmed, and drops unknown keys', () => {
    expect(schema.parse({ EN: ' Hello ', JA: 'こんにちは', AR: 'مرحبا', 'PT-BR': 'Olá', XX: 'no' })).toEqual({
      EN: 'Hello',
      JA: 'こんにちは',
      AR: 'مرحبا',
      'PT-BR': 'Olá',
    });
  });

  it('refuses a missing or empty EN and a text over the limit in any language', () => {
    expect(schema.safeParse({ JA: 'こんにちは' }).success).toBe(false);
    expect(schema.safeParse({ EN: '  ' }).success).toBe(false);
    const tooLong = schema.safeParse({ EN: 'ok', KO: '가'.repeat(11) });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.path).toEqual(['KO']);
  });

  it('reads a language, or EN where it has no text (an empty one counts as none)', () => {
    const text = { EN: 'Hello', JA: 'こんにちは', FR: '' };
    expect(textIn(text, 'JA')).toBe('こんにちは');
    expect(textIn(text, 'FR')).toBe('Hello');
    expect(textIn(text, 'NE')).toBe('Hello');
    expect(textIn(text, undefined)).toBe('Hello');
  });

  it('keeps only the languages with a text, and maps each present text', () => {
    expect(presentTexts({ EN: 'Hi', NE: '', JA: 'やあ' })).toEqual({ EN: 'Hi', JA: 'やあ' });
    expect(mapTexts({ EN: 'a', TH: 'b' }, (value) => value.toUpperCase())).toEqual({ EN: 'A', TH: 'B' });
  });

  it('reads a stored language as one of the codes, EN when it is not one', () => {
    expect(languageCodeOr('PT-BR')).toBe('PT-BR');
    expect(languageCodeOr('pt-br')).toBe('EN');
    expect(languageCodeOr(null)).toBe('EN');
  });
});

describe('readingLanguages', () => {
  it("reads the visitor's language, then the brand's default, then EN, without repeats", () => {
    expect(readingLanguages('ja', 'NE')).toEqual(['JA', 'NE', 'EN']);
    expect(readingLanguages('NE', 'NE')).toEqual(['NE', 'EN']);
    expect(readingLanguages('EN', 'NE')).toEqual(['EN', 'NE']);
    expect(readingLanguages(undefined, undefined)).toEqual(['EN']);
  });

  it('skips codes that are not among the 30', () => {
    expect(readingLanguages('XX', 'KO')).toEqual(['KO', 'EN']);
    expect(readingLanguages('<script>', 'zz')).toEqual(['EN']);
  });
});

describe('firstTextIn', () => {
  it('takes the first language in the order that has a non-empty text', () => {
    const titles = { EN: 'Welcome', KO: '환영', JA: '' };
    expect(firstTextIn(titles, ['JA', 'KO', 'EN'])).toBe('환영');
    expect(firstTextIn(titles, ['JA', 'EN'])).toBe('Welcome');
    expect(firstTextIn({}, ['EN'])).toBe('');
  });
});
