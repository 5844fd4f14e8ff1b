import { describe, expect, it } from 'vitest';
import { matchesPattern, type PatternId, patternIds } from './registration.js';

const examples: Record<PatternId, { accepts: string[]; rejects: string[] }> = {
  anyCharacters: { accepts: ['', 'any thing 123 !@#', 'नमस्ते'], rejects: [] },
  letterFirstAlphanumeric: { accepts: ['abc123', 'Z'], rejects: ['1abc', 'ab c', 'ab_c'] },
  chineseAndDigits: { accepts: ['张三123'], rejects: ['abc', '张 三'] },
  email: { accepts: ['a@b.co', 'first.last@example.com'], rejects: ['a@b', 'a b@c.d', '@b.co'] },
  alphanumeric: { accepts: ['abc123', 'ABC'], rejects: ['abc-1', ''] },
  lettersPlusDigits: { accepts: ['abc123'], rejects: ['abcdef', '123456', 'abc 123'] },
  digitsOnly: { accepts: ['0123'], rejects: ['12a', '', '१२३'] },
  alphanumericOneUppercase: { accepts: ['abC1'], rejects: ['abc1', 'AB-1'] },
  englishLettersAndSpaces: { accepts: ['Ram Bahadur'], rejects: ['Ram1', 'राम'] },
  noSpaces: { accepts: ['a-b_c!'], rejects: ['a b', ''] },
  chineseAndPunctuation: { accepts: ['你好，世界。'], rejects: ['hello'] },
  dateYearMonthDay: { accepts: ['2000-12-31'], rejects: ['2000-13-01', '31-12-2000', '2000-1-1'] },
  lettersAndSpaces: { accepts: ['Ram Bahadur', 'राम बहादुर'], rejects: ['Ram1'] },
  dateMonthDayYear: { accepts: ['12-31-2000'], rejects: ['2000-12-31', '13-01-2000'] },
  alphabetAndDigits: { accepts: ['abc123', 'राम१२'], rejects: ['a b', 'a-b'] },
  korean: { accepts: ['홍길동'], rejects: ['hong'] },
  thai: { accepts: ['สวัสดี'], rejects: ['hello', 'สวัสดี hello'] },
  thaiOrEnglishWithSpaces: { accepts: ['สวัสดี hello'], rejects: ['hello1'] },
  uppercaseAndSpaces: { accepts: ['RAM BAHADUR'], rejects: ['Ram'] },
  lettersDigitsSymbols: { accepts: ['Abc123!@#'], rejects: ['abc 123', 'नमस्ते'] },
  upperLowerDigitSpecial: {
    accepts: ['Abcd123!'],
    rejects: ['abcd123!', 'ABCD123!', 'Abcdefg!', 'Abcd1234'],
  },
  fullNameWithSpace: {
    accepts: ['Ram Bahadur', 'Ram Bahadur Thapa', 'राम बहादुर थापा'],
    rejects: ['Ram', 'Ram  Thapa', ' Ram Thapa'],
  },
  fullWidthJapanese: { accepts: ['ヤマダタロウ', 'やまだ'], rejects: ['yamada'] },
  uppercaseOnly: { accepts: ['ABC'], rejects: ['AbC', 'A B'] },
};

describe('pattern catalogue', () => {
  it('covers all 24 patterns of spec §5', () => {
    expect(patternIds).toHaveLength(24);
    expect(Object.keys(examples).sort()).toEqual([...patternIds].sort());
  });

  for (const patternId of patternIds) {
    it(`${patternId} accepts and rejects as documented`, () => {
      for (const value of examples[patternId].accepts)
        expect(matchesPattern(value, patternId), value).toBe(true);
      for (const value of examples[patternId].rejects)
        expect(matchesPattern(value, patternId), value).toBe(false);
    });
  }
});
