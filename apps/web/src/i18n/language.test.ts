import { languageCodes, languageNativeNames } from '@gaming/contracts/languages';
import { describe, expect, it } from 'vitest';
import {
  directionOf,
  fontGroupOf,
  fontGroups,
  fontGroupsOfText,
  htmlLangOf,
  i18nextLanguageOf,
  initialLanguage,
  resolveLanguage,
  storageAfterSwitch,
} from './language';

describe('resolveLanguage', () => {
  it('accepts every code of the spec and nothing else', () => {
    for (const code of languageCodes) expect(resolveLanguage(code)).toBe(code);
    expect(resolveLanguage('ne')).toBe('EN');
    expect(resolveLanguage('XX')).toBe('EN');
    expect(resolveLanguage(null)).toBe('EN');
  });
});

describe('initialLanguage', () => {
  const brand = { languages: ['EN', 'NE', 'JA'], defaultLanguage: 'NE' };

  it("starts a visitor who chose nothing in the brand's default, as served", () => {
    expect(initialLanguage(null, brand)).toBe('NE');
    expect(initialLanguage('garbage', brand)).toBe('NE');
  });

  it('keeps a stored choice the brand offers, and sets aside one it does not', () => {
    expect(initialLanguage('JA', brand)).toBe('JA');
    expect(initialLanguage('EN', brand)).toBe('EN');
    expect(initialLanguage('KO', brand)).toBe('NE');
  });

  it('falls back to the stored choice or EN without the brand, or with a default that is no language', () => {
    expect(initialLanguage('KO', null)).toBe('KO');
    expect(initialLanguage(null, null)).toBe('EN');
    expect(initialLanguage('KO', { languages: ['KO'], defaultLanguage: 'xx' })).toBe('KO');
  });
});

describe('direction', () => {
  it('is rtl exactly for AR, FA and UR', () => {
    const rtl = languageCodes.filter((code) => directionOf(code) === 'rtl');
    expect(rtl.sort()).toEqual(['AR', 'FA', 'UR']);
  });
});

describe('html lang and i18next ids', () => {
  it('maps codes to BCP 47 tags', () => {
    expect(htmlLangOf('NE')).toBe('ne');
    expect(htmlLangOf('PT-BR')).toBe('pt-BR');
    expect(i18nextLanguageOf('PT-BR')).toBe('pt-br');
    expect(i18nextLanguageOf('EN')).toBe('en');
  });

  it('gives every code a distinct i18next id', () => {
    const ids = new Set(languageCodes.map(i18nextLanguageOf));
    expect(ids.size).toBe(languageCodes.length);
  });
});

describe('storageAfterSwitch', () => {
  it('remembers the previous language', () => {
    expect(storageAfterSwitch({ lang: 'EN', hisLang: null }, 'NE')).toEqual({ lang: 'NE', hisLang: 'EN' });
    expect(storageAfterSwitch({ lang: 'NE', hisLang: 'EN' }, 'AR')).toEqual({ lang: 'AR', hisLang: 'NE' });
  });

  it('keeps the real previous language when the same one is picked again', () => {
    expect(storageAfterSwitch({ lang: 'NE', hisLang: 'EN' }, 'NE')).toEqual({ lang: 'NE', hisLang: 'EN' });
  });

  it('treats nothing stored as the default language', () => {
    expect(storageAfterSwitch({ lang: null, hisLang: null }, 'NE')).toEqual({ lang: 'NE', hisLang: 'EN' });
    expect(storageAfterSwitch({ lang: null, hisLang: null }, 'EN')).toEqual({ lang: 'EN', hisLang: null });
    expect(storageAfterSwitch({ lang: 'bogus', hisLang: null }, 'FA')).toEqual({ lang: 'FA', hisLang: 'EN' });
  });
});

describe('fontGroupOf', () => {
  it('picks the script family', () => {
    expect(fontGroupOf('NE')).toBe('devanagari');
    expect(fontGroupOf('FA')).toBe('arabic');
    expect(fontGroupOf('TH')).toBe('thai');
    expect(fontGroupOf('EN')).toBeNull();
    expect(fontGroupOf('RU')).toBeNull();
    expect(fontGroupOf('VI')).toBeNull();
    expect(fontGroupOf('CN')).toBe('chineseSimplified');
    expect(fontGroupOf('TW')).toBe('chineseTraditional');
    expect(fontGroupOf('KM')).toBe('khmer');
    expect(fontGroupOf('MY')).toBe('myanmar');
  });

  it('every language a script outside Latin, Cyrillic and Vietnamese (Inter) has a family', () => {
    const latinOrCyrillic = [
      'EN',
      'VI',
      'ES',
      'ID',
      'MS',
      'PT',
      'PT-BR',
      'TY',
      'TR',
      'RU',
      'KK',
      'UZ',
      'FR',
      'SW',
    ];
    for (const code of languageCodes) {
      if (latinOrCyrillic.includes(code)) expect(fontGroupOf(code), code).toBeNull();
      else expect(fontGroups, code).toContain(fontGroupOf(code));
    }
  });

  it("each language's own name needs its own family, or none for Inter", () => {
    for (const code of languageCodes) {
      const own = fontGroupOf(code);
      expect(fontGroupsOfText(languageNativeNames[code], code), code).toEqual(own ? [own] : []);
    }
  });
});

describe('fontGroupsOfText', () => {
  it('finds the script fonts a text needs', () => {
    expect(fontGroupsOfText('रू')).toEqual(['devanagari']);
    expect(fontGroupsOfText('Rs')).toEqual([]);
    expect(fontGroupsOfText('฿ ไทย')).toEqual(['thai']);
    expect(fontGroupsOfText('ر.س')).toEqual(['arabic']);
    expect(fontGroupsOfText('៛')).toEqual(['khmer']);
    expect(fontGroupsOfText('₭ ກີບ')).toEqual(['lao']);
  });

  it('draws Han characters with the CJK family of the language in use', () => {
    expect(fontGroupsOfText('元')).toEqual(['chineseSimplified']);
    expect(fontGroupsOfText('元', 'TW')).toEqual(['chineseTraditional']);
    expect(fontGroupsOfText('円', 'JA')).toEqual(['japanese']);
    expect(fontGroupsOfText('日本語')).toEqual(['chineseSimplified']);
    expect(fontGroupsOfText('ひらがな 漢字')).toEqual(['japanese']);
    expect(fontGroupsOfText('₩ 원')).toEqual(['korean']);
  });
});
