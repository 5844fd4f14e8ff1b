const devanagariZero = 0x0966;

/**
 * A count in the screen's language's digits: Nepali texts of this screen write their numbers in Devanagari
 * (१० मिनेट), so a number put into such a text is written the same way rather than in Latin digits. Mapped
 * digit by digit: not every browser's Intl data has Devanagari digits for Nepali.
 */
export function countText(count: number, language: string): string {
  const latin = String(Math.trunc(count));
  if (!language.startsWith('ne')) return latin;
  return latin.replace(/[0-9]/g, (digit) => String.fromCharCode(devanagariZero + Number(digit)));
}
