import { describe, expect, it } from 'vitest';
import type { Problems } from './form-values';
import {
  addableLanguages,
  draftLanguages,
  emptyLocalizedDraft,
  localizedDraftOf,
  readLocalized,
  sameTexts,
  withLanguage,
  withoutLanguage,
  writtenTexts,
} from './localized-text';

const saved = {
  EN: 'Weekend cashback',
  NE: 'सप्ताहन्त क्यासब्याक',
  JA: '週末キャッシュバック',
  AR: 'استرداد نهاية الأسبوع',
};

describe('a text in any of the 30 languages', () => {
  it('reads a saved text with EN, NE, JA and AR back as it was', () => {
    const draft = localizedDraftOf(saved);
    expect(draftLanguages(draft)).toEqual(['EN', 'NE', 'JA', 'AR']);
    const problems: Problems = {};
    expect(readLocalized(draft, 'title', 120, problems)).toEqual(saved);
    expect(problems).toEqual({});
  });

  it('shows EN and NE always, and leaves out keys outside the 30 codes', () => {
    const draft = localizedDraftOf({ EN: 'Hi', XX: 'nope', FR: '' });
    expect(draft).toEqual({ EN: 'Hi', NE: '' });
    expect(draftLanguages(emptyLocalizedDraft())).toEqual(['EN', 'NE']);
    expect(localizedDraftOf(undefined)).toEqual({ EN: '', NE: '' });
  });

  it('adds a language after the shown ones, once; removes it but never EN or NE', () => {
    const draft = withLanguage(withLanguage(localizedDraftOf({ EN: 'Hi', FR: 'Salut' }), 'AR'), 'AR');
    expect(draftLanguages(draft)).toEqual(['EN', 'NE', 'FR', 'AR']);
    expect(addableLanguages(draft)).not.toContain('AR');
    expect(addableLanguages(draft)).toHaveLength(26);
    expect(draftLanguages(withoutLanguage(draft, 'FR'))).toEqual(['EN', 'NE', 'AR']);
    expect(withoutLanguage(draft, 'NE')).toBe(draft);
    expect(withoutLanguage(draft, 'EN')).toBe(draft);
  });

  it('drops an added language left empty (or blank) and trims the others', () => {
    const draft = { ...withLanguage(withLanguage({ EN: ' Hi ', NE: '' }, 'JA'), 'KO'), KO: '   ' };
    const problems: Problems = {};
    expect(readLocalized({ ...draft, TH: ' สวัสดี ' }, 'title', 120, problems)).toEqual({
      EN: 'Hi',
      TH: 'สวัสดี',
    });
    expect(problems).toEqual({});
  });

  it('refuses a too long JA text at its own key, and a missing EN', () => {
    const problems: Problems = {};
    const draft = { EN: '', NE: 'नमस्ते', JA: 'あ'.repeat(121) };
    expect(readLocalized(draft, 'title', 120, problems)).toBeNull();
    expect(problems).toEqual({ 'title.EN': 'required', 'title.JA': 'tooLong' });
    const exact: Problems = {};
    expect(readLocalized({ ...draft, EN: 'Hi', JA: 'あ'.repeat(120) }, 'title', 120, exact)).not.toBeNull();
    expect(exact).toEqual({});
  });

  it('lets EN be empty when told, and keeps HTML as typed when not trimming', () => {
    const problems: Problems = {};
    const text = readLocalized({ EN: '', NE: ' ', AR: ' <p>أهلا</p>\n' }, 'content', 100, problems, {
      trim: false,
      englishRequired: false,
    });
    expect(text).toEqual({ EN: '', AR: ' <p>أهلا</p>\n' });
    expect(text && writtenTexts(text)).toEqual({ AR: ' <p>أهلا</p>\n' });
    expect(writtenTexts({ EN: 'Hi' })).toEqual({ EN: 'Hi' });
  });

  it('compares texts in every language, a missing text and an empty one alike', () => {
    expect(sameTexts({ EN: 'Hi', NE: '' }, { EN: 'Hi' })).toBe(true);
    expect(sameTexts({ EN: 'Hi' }, { EN: 'Hi', JA: 'やあ' })).toBe(false);
    expect(sameTexts({ EN: 'Hi', AR: 'مرحبا' }, { EN: 'Hi', AR: 'أهلا' })).toBe(false);
  });
});
