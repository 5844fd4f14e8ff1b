import { languageCodes } from '@gaming/contracts/languages';
import { describe, expect, it } from 'vitest';
import { type LanguagesDraft, readLanguagesDraft, toggleLanguage } from './languages-draft';

const draft = (offered: LanguagesDraft['offered'], defaultLanguage: LanguagesDraft['defaultLanguage']) => ({
  offered,
  defaultLanguage,
});

describe('languages draft', () => {
  it('sends the offered languages in the spec order, whatever order they were ticked in', () => {
    // Nothing offered yet: the first language ticked (NE) becomes the default, as the default must be offered.
    let next = draft(new Set(), 'EN');
    for (const code of ['NE', 'JA', 'EN'] as const) next = toggleLanguage(next, code, true);
    expect(readLanguagesDraft(next)).toEqual({
      body: { languages: ['EN', 'JA', 'NE'], defaultLanguage: 'NE' },
      problem: null,
    });
  });

  it('moves the default to the first offered language when the default is turned off', () => {
    const next = toggleLanguage(draft(new Set(['EN', 'JA', 'NE']), 'EN'), 'EN', false);
    expect(next.defaultLanguage).toBe('JA');
    expect(readLanguagesDraft(next).problem).toBeNull();
  });

  it('keeps the default when another language is turned off', () => {
    const next = toggleLanguage(draft(new Set(['EN', 'JA', 'NE']), 'NE'), 'JA', false);
    expect(next).toEqual({ offered: new Set(['EN', 'NE']), defaultLanguage: 'NE' });
  });

  it('refuses a draft with no language, and one whose default is not offered', () => {
    const none = toggleLanguage(draft(new Set(['EN']), 'EN'), 'EN', false);
    expect(readLanguagesDraft(none)).toEqual({ body: null, problem: 'noneOffered' });
    expect(readLanguagesDraft(draft(new Set(['EN']), 'NE'))).toEqual({
      body: null,
      problem: 'defaultNotOffered',
    });
  });

  it('offers all thirty languages when all are ticked', () => {
    const all = draft(new Set(languageCodes), 'EN');
    expect(readLanguagesDraft(all).body?.languages).toEqual([...languageCodes]);
  });
});
