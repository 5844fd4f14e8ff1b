import { type LanguageCode, languageCodes } from '@gaming/contracts/languages';
import { describe, expect, it } from 'vitest';
import { maskSecret } from '../messaging-service.js';
import { en } from './en.js';
import { fill, languageCodeOf, type PlayerMessages, playerMessages, playerMessagesOf } from './index.js';

type Tree = { [key: string]: string | Tree };

/** Every text of a catalogue with its dotted path. */
function leavesOf(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leavesOf(value, `${prefix}${key}.`),
  );
}

/** Every key path, branches included, so a missing or extra branch shows too. */
function pathsOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key}`]
      : [`${prefix}${key}/`, ...pathsOf(value, `${prefix}${key}.`)],
  );
}

/** The placeholders of a text, sorted, repeats kept (a placeholder must appear as often as in English). */
function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] as string).sort();
}

const tree = (messages: PlayerMessages) => messages as unknown as Tree;
const englishLeaves = new Map(leavesOf(tree(en)));

/** The script each non-Latin-script language is written in: each of its texts must use it. */
const scripts: Partial<Record<LanguageCode, RegExp>> = {
  CN: /\p{Script=Han}/u,
  TW: /\p{Script=Han}/u,
  JA: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  TH: /\p{Script=Thai}/u,
  MY: /\p{Script=Myanmar}/u,
  HI: /\p{Script=Devanagari}/u,
  NE: /\p{Script=Devanagari}/u,
  KM: /\p{Script=Khmer}/u,
  KO: /\p{Script=Hangul}/u,
  TA: /\p{Script=Tamil}/u,
  TE: /\p{Script=Telugu}/u,
  BN: /\p{Script=Bengali}/u,
  UR: /\p{Script=Arabic}/u,
  AR: /\p{Script=Arabic}/u,
  FA: /\p{Script=Arabic}/u,
  RU: /\p{Script=Cyrillic}/u,
  KK: /\p{Script=Cyrillic}/u,
  LO: /\p{Script=Lao}/u,
};

describe('player messages catalogue', () => {
  it('has a catalogue for every language code and no other', () => {
    expect(Object.keys(playerMessages).sort()).toEqual([...languageCodes].sort());
  });

  describe.each(languageCodes)('%s', (code) => {
    const messages = playerMessages[code];
    const leaves = leavesOf(tree(messages));

    it('has every key of English, deep, and no other', () => {
      expect(pathsOf(tree(messages)).sort()).toEqual(pathsOf(tree(en)).sort());
    });

    it('has no empty text and the same placeholders as English in every text', () => {
      for (const [path, text] of leaves) {
        expect(text.trim(), path).not.toBe('');
        expect(placeholdersOf(text), path).toEqual(placeholdersOf(englishLeaves.get(path) ?? ''));
        // Nothing that looks like a broken placeholder ({{ code }}, {code}, {{code}).
        expect(text.replace(/\{\{\w+\}\}/g, ''), path).not.toMatch(/[{}]/);
      }
    });

    it('puts the code and the link only where their placeholder is, and masks them in the outbox', () => {
      const sms = fill(messages.verificationCode.text, { code: '482913', minutes: 10 });
      expect(sms.split('482913')).toHaveLength(2);
      // What the tests and the e2e suite read the code with.
      expect(/\b(\d{6})\b/.exec(sms)?.[1]).toBe('482913');
      expect(maskSecret(sms, '482913')).not.toContain('482913');
      const link = 'https://example.com/?resetToken=SECRET-token_1';
      const mail = fill(messages.passwordReset.text, { nickname: 'Asha', minutes: 30, link });
      expect(mail.split(link)).toHaveLength(2);
      expect(mail).toContain(`\n${link}\n`);
      expect(maskSecret(mail, 'SECRET-token_1')).not.toContain('SECRET-token_1');
      for (const [path, text] of leaves) expect(text, path).not.toMatch(/\d{4,}|https?:/);
    });

    const script = scripts[code];
    if (script)
      it('is translated: every text differs from English and is written in its own script', () => {
        for (const [path, text] of leaves) {
          expect(text, path).not.toBe(englishLeaves.get(path));
          expect(text, path).toMatch(script);
          expect(text.replace(/\{\{\w+\}\}/g, ''), path).not.toMatch(/\p{Script=Latin}/u);
        }
      });
    else if (code !== 'EN')
      it('is translated: the code and reset texts differ from English', () => {
        expect(messages.verificationCode.text).not.toBe(en.verificationCode.text);
        expect(messages.passwordReset.text).not.toBe(en.passwordReset.text);
        expect(messages.feedbackAnswer.title).not.toBe(en.feedbackAnswer.title);
      });
  });

  it('keeps the Nepali texts the feedback answers always had', () => {
    expect(playerMessages.NE.feedbackAnswer).toEqual({
      title: 'तपाईंको प्रतिक्रियाको जवाफ',
      yourFeedback: 'तपाईंको प्रतिक्रिया',
    });
  });

  it('writes Simplified and Traditional Chinese apart', () => {
    expect(playerMessages.CN.passwordReset.text).not.toBe(playerMessages.TW.passwordReset.text);
  });
});

describe('playerMessagesOf', () => {
  it('finds a language by its code in any case or by its BCP 47 tag', () => {
    expect(playerMessagesOf('NE')).toBe(playerMessages.NE);
    expect(playerMessagesOf('ne')).toBe(playerMessages.NE);
    expect(playerMessagesOf('PT-BR')).toBe(playerMessages['PT-BR']);
    expect(playerMessagesOf('pt-BR')).toBe(playerMessages['PT-BR']);
    expect(playerMessagesOf('zh-Hant')).toBe(playerMessages.TW);
    expect(languageCodeOf(' ja ')).toBe('JA');
  });

  it('answers English for an unknown or missing language, else the fallback', () => {
    for (const unknown of [undefined, null, '', 'XX', 'zh']) expect(playerMessagesOf(unknown)).toBe(en);
    expect(playerMessagesOf(undefined, 'NE')).toBe(playerMessages.NE);
    expect(playerMessagesOf('XX', 'JA')).toBe(playerMessages.JA);
    expect(playerMessagesOf('KO', 'JA')).toBe(playerMessages.KO);
    expect(playerMessagesOf(null, 'nope')).toBe(en);
  });
});

describe('fill', () => {
  it('replaces each placeholder with its value, every time it appears', () => {
    expect(fill('{{a}} and {{b}} and {{a}}', { a: 1, b: 'two' })).toBe('1 and two and 1');
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(fill('Hello {{name}}, {{missing}}', { name: 'Asha' })).toBe('Hello Asha, {{missing}}');
  });

  it('inserts values literally: no $ patterns, no second pass over inserted text', () => {
    expect(fill('Hi {{nickname}}: {{link}}', { nickname: "$& $' {{link}}", link: 'L' })).toBe(
      "Hi $& $' {{link}}: L",
    );
  });

  it('does not read inherited properties as values', () => {
    expect(fill('{{toString}}', {})).toBe('{{toString}}');
  });
});
