// Zod-free on purpose: the web app validates forms with these sources without pulling zod into its bundle.
/**
 * The pattern catalogue of spec §5. Each pattern's message takes {{min}} and {{max}}; clients translate
 * `validation.pattern.<id>`. Sources use the `u` flag so \p{…} classes work on server and client alike.
 */
export const patternCatalogue = {
  anyCharacters: { source: '^[\\s\\S]*$' },
  letterFirstAlphanumeric: { source: '^[A-Za-z][A-Za-z0-9]*$' },
  chineseAndDigits: { source: '^[\\u4e00-\\u9fa50-9]+$' },
  email: { source: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
  alphanumeric: { source: '^[A-Za-z0-9]+$' },
  lettersPlusDigits: { source: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$' },
  digitsOnly: { source: '^[0-9]+$' },
  alphanumericOneUppercase: { source: '^(?=.*[A-Z])[A-Za-z0-9]+$' },
  englishLettersAndSpaces: { source: '^[A-Za-z ]+$' },
  noSpaces: { source: '^\\S+$' },
  chineseAndPunctuation: { source: '^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff00-\\uffef]+$' },
  dateYearMonthDay: { source: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
  // Letter classes include \p{M}: Devanagari vowel signs are combining marks, not letters.
  lettersAndSpaces: { source: '^[\\p{L}\\p{M} ]+$' },
  dateMonthDayYear: { source: '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$' },
  alphabetAndDigits: { source: '^[\\p{L}\\p{M}\\p{N}]+$' },
  korean: { source: '^[\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f ]+$' },
  thai: { source: '^[\\u0e00-\\u0e7f]+$' },
  thaiOrEnglishWithSpaces: { source: '^[\\u0e00-\\u0e7fA-Za-z ]+$' },
  uppercaseAndSpaces: { source: '^[A-Z ]+$' },
  lettersDigitsSymbols: { source: '^[\\x21-\\x7e]+$' },
  upperLowerDigitSpecial: { source: '^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).+$' },
  fullNameWithSpace: { source: '^[\\p{L}\\p{M}]+(?: [\\p{L}\\p{M}]+)+$' },
  fullWidthJapanese: { source: '^[\\u3000-\\u30ff\\uff00-\\uffef\\u4e00-\\u9faf]+$' },
  uppercaseOnly: { source: '^[A-Z]+$' },
} as const satisfies Record<string, { source: string }>;

export type PatternId = keyof typeof patternCatalogue;
export const patternIds = Object.keys(patternCatalogue) as PatternId[];

export function patternRegExp(patternId: PatternId): RegExp {
  return new RegExp(patternCatalogue[patternId].source, 'u');
}

/** A spec-style '*' accepted pattern matches anything. */
export function matchesPattern(value: string, patternId: PatternId): boolean {
  return patternRegExp(patternId).test(value);
}
