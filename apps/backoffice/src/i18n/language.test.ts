import { describe, expect, it } from 'vitest';
import { languages, languageTagOf, resolveLanguage } from './language';

describe('language', () => {
  it('accepts EN and NE and falls back to EN', () => {
    expect(resolveLanguage('NE')).toBe('NE');
    expect(resolveLanguage('EN')).toBe('EN');
    expect(resolveLanguage('ne')).toBe('EN');
    expect(resolveLanguage('AR')).toBe('EN');
    expect(resolveLanguage(null)).toBe('EN');
  });

  it('maps to the locale folder and html lang', () => {
    expect(languages.map(languageTagOf)).toEqual(['en', 'ne']);
  });
});
