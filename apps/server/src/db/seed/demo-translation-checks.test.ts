import { languageCodes } from '@gaming/contracts/languages';
import { describe, expect, it } from 'vitest';
import { htmlTags, statedNumbers, translationProblems } from './demo-translation-checks.js';
import { inAllLanguages, translationsOf } from './demo-translations.js';

const html = '<p>Deposit <strong>NPR 500</strong>.</p><ul><li>One.</li></ul>';

function complete(english: string, html = false): Record<string, string> {
  return Object.fromEntries(
    languageCodes.map((code) => [code, code === 'EN' ? english : html ? `<p>${code}</p>` : `${code} text`]),
  );
}

describe('translationProblems', () => {
  it('accepts a text with all 30 languages', () => {
    expect(translationProblems('t', complete('Hello'), { maxLength: 20 })).toEqual([]);
    expect(
      translationProblems('t', inAllLanguages({ EN: 'Welcome', NE: 'स्वागत छ' }), { maxLength: 120 }),
    ).toEqual([]);
  });

  it('finds a missing, empty, too long or untranslated language and a key outside the 30', () => {
    const { JA: _ja, ...withoutJapanese } = complete('Hello');
    expect(translationProblems('t', withoutJapanese, { maxLength: 20 })).toEqual(['t [JA]: missing']);
    expect(translationProblems('t', { ...complete('Hello'), KO: ' ' }, { maxLength: 20 })).toEqual([
      't [KO]: empty',
    ]);
    expect(translationProblems('t', { ...complete('Hello'), FR: 'x'.repeat(21) }, { maxLength: 20 })).toEqual(
      ['t [FR]: 21 characters, more than 20'],
    );
    expect(translationProblems('t', { ...complete('Hello'), TY: 'Hello' }, { maxLength: 20 })).toEqual([
      't [TY]: the same as EN',
    ]);
    expect(translationProblems('t', { ...complete('Hello'), DE: 'Hallo' }, { maxLength: 20 })).toEqual([
      't: unknown language DE',
    ]);
    expect(translationProblems('t', null, { maxLength: 20 })).toEqual(['t: not a text per language']);
  });

  it('lets a word both languages share stay as EN writes it, only in those languages', () => {
    const bronze = { ...complete('Bronze'), FR: 'Bronze', PT: 'Bronze' };
    expect(translationProblems('t', bronze, { maxLength: 40 })).toEqual([]);
    expect(translationProblems('t', { ...bronze, ES: 'Bronze' }, { maxLength: 40 })).toEqual([
      't [ES]: the same as EN',
    ]);
  });

  it('finds an amount dropped, changed or invented, whatever the language groups its thousands with', () => {
    const english = 'Deposit NPR 5,000 this week';
    const text = (overrides: Record<string, string>) => ({ ...complete(english), ...overrides });
    const sound = Object.fromEntries(
      languageCodes.map((code) => [code, code === 'EN' ? english : `${code}: NPR 5.000`]),
    );
    expect(
      translationProblems(
        'm',
        { ...sound, FR: 'Déposez NPR 5\u202f000', NE: 'रु ५,००० जम्मा' },
        { maxLength: 120 },
      ),
    ).toEqual([]);
    expect(translationProblems('m', { ...sound, RU: 'NPR 500' }, { maxLength: 120 })).toEqual([
      "m [RU]: numbers 500 differ from EN's 5000",
    ]);
    expect(translationProblems('m', text({}), { maxLength: 120 })).toHaveLength(languageCodes.length - 1);
    expect(statedNumbers('10× deposit within 14 days, 100%')).toEqual(['10', '100', '14']);
  });

  it('finds HTML whose tags differ from EN’s, or with no text', () => {
    const translated = '<p>Deposita <strong>NPR 500</strong>.</p><ul><li>Uno.</li></ul>';
    const base = Object.fromEntries(languageCodes.map((code) => [code, code === 'EN' ? html : translated]));
    expect(translationProblems('c', base, { maxLength: 500, html: true })).toEqual([]);
    expect(
      translationProblems(
        'c',
        { ...base, AR: '<p>أودِع NPR 500.</p><ul><li>واحد.</li></ul>' },
        {
          maxLength: 500,
          html: true,
        },
      ),
    ).toEqual([
      "c [AR]: tags <p></p><ul><li></li></ul> differ from EN's <p><strong></strong></p><ul><li></li></ul>",
    ]);
    expect(
      translationProblems('c', { ...base, SW: '<p></p><ul><li></li></ul>' }, { maxLength: 500, html: true }),
    ).toEqual([
      'c [SW]: empty',
      "c [SW]: numbers  differ from EN's 500",
      "c [SW]: tags <p></p><ul><li></li></ul> differ from EN's <p><strong></strong></p><ul><li></li></ul>",
    ]);
    expect(htmlTags(html)).toEqual([
      '<p>',
      '<strong>',
      '</strong>',
      '</p>',
      '<ul>',
      '<li>',
      '</li>',
      '</ul>',
    ]);
  });
});

describe('translationsOf', () => {
  it('refuses a text it has no translations of, so a seed text changed alone fails loudly', () => {
    expect(() => translationsOf('Welcome!')).toThrow(/no translations/);
    expect(Object.keys(translationsOf('Welcome')).sort()).toEqual(
      languageCodes.filter((code) => code !== 'EN' && code !== 'NE').sort(),
    );
  });
});
