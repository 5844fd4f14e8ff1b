import { languageCodes } from '@gaming/contracts/languages';
import { sameAsEnglish } from './demo-translations.js';

/** The tags of an HTML text in order, attributes included ("<p>", "<strong>", "</strong>", ...). */
export function htmlTags(html: string): string[] {
  return html.match(/<\/?[a-z][^>]*>/gi) ?? [];
}

function visibleText(html: string): string {
  return html.replace(/<[^>]*>/g, '').trim();
}

/**
 * The numbers a text states, in order of value: Devanagari digits read as Latin ones (NE) and a
 * thousands separator dropped (5,000, 5.000 and 5 000 are all 5000), so a translation that drops,
 * changes or invents an amount differs from EN.
 */
export function statedNumbers(text: string): string[] {
  const latin = text.replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));
  const ungrouped = latin.replace(/(\d)[,.\u00a0\u202f ](?=\d{3}(?!\d))/g, '$1');
  return (ungrouped.match(/\d+/g) ?? []).sort();
}

/**
 * What is wrong with one seeded text (tests of the demo seeds): a language of the 30 missing or empty, a
 * key outside them, a text over `maxLength`, a translation equal to EN that is not one of the words both
 * languages share (demo-translations.ts sameAsEnglish), other numbers than EN's (an amount dropped or
 * invented), and for HTML tags other than EN's, in order.
 * An empty list when all 30 languages are there and sound.
 */
export function translationProblems(
  where: string,
  text: unknown,
  options: { maxLength: number; html?: boolean },
): string[] {
  if (typeof text !== 'object' || text === null) return [`${where}: not a text per language`];
  const texts = text as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of Object.keys(texts)) {
    if (!(languageCodes as readonly string[]).includes(key))
      problems.push(`${where}: unknown language ${key}`);
  }
  const english = texts.EN;
  if (typeof english !== 'string') return [...problems, `${where}: no EN`];
  const englishTags = options.html ? htmlTags(english) : [];
  const shared = sameAsEnglish[english] ?? [];
  for (const code of languageCodes) {
    const value = texts[code];
    const label = `${where} [${code}]`;
    if (typeof value !== 'string') {
      problems.push(`${label}: missing`);
      continue;
    }
    if ((options.html ? visibleText(value) : value.trim()) === '') problems.push(`${label}: empty`);
    if (value.length > options.maxLength) {
      problems.push(`${label}: ${value.length} characters, more than ${options.maxLength}`);
    }
    if (code !== 'EN' && value === english && !(shared as readonly string[]).includes(code)) {
      problems.push(`${label}: the same as EN`);
    }
    if (statedNumbers(value).join(' ') !== statedNumbers(english).join(' ')) {
      problems.push(
        `${label}: numbers ${statedNumbers(value).join(' ')} differ from EN's ${statedNumbers(english).join(' ')}`,
      );
    }
    if (options.html && htmlTags(value).join('') !== englishTags.join('')) {
      problems.push(`${label}: tags ${htmlTags(value).join('')} differ from EN's ${englishTags.join('')}`);
    }
  }
  return problems;
}
