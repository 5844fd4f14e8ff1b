/**
 * Numbers and times as the reader's language writes them (Intl): grouping, decimal mark and digits. The
 * digits are each language's CLDR default (Latin for most; Persian for FA, Bengali for BN, Myanmar for
 * MY) except NE: Nepali amounts use Latin digits with Nepali (lakh) grouping, 1,23,456.00, because
 * Nepal's payment apps, banks and the amounts a player types are in Latin digits, and CLDR's default
 * (Devanagari, १,२३,४५६.००) is the one of two common usages a player would compare least easily. EN
 * keeps 1,234.56 and the ISO-like yyyy-MM-dd HH:mm:ss. Editable values (form fields) stay plain ASCII
 * (contracts' formatMinorUnits).
 */

// Tahitian has no CLDR data: French Polynesia writes numbers and dates the French way.
const formattingLocales: Readonly<Record<string, string>> = { ne: 'ne-u-nu-latn', ty: 'fr-PF' };

let languageTag = 'en';
let locale = 'en';
const numberFormats = new Map<number, Intl.NumberFormat>();
let timeFormat: Intl.DateTimeFormat | null = null;
let dayFormat: Intl.DateTimeFormat | null = null;

/** Set by the i18n module whenever the interface language changes. */
export function setFormattingLanguage(tag: string): void {
  if (tag === languageTag) return;
  languageTag = tag;
  locale = formattingLocales[tag] ?? tag;
  numberFormats.clear();
  timeFormat = null;
  dayFormat = null;
}

function numberFormatOf(decimals: number): Intl.NumberFormat {
  let format = numberFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    numberFormats.set(decimals, format);
  }
  return format;
}

/** Minor units as the language writes the amount: 123456n with 2 decimals is "1,234.56" in EN, "१,२३४.५६" in NE. */
export function formatMinorUnits(amountMinor: bigint, decimals: number): string {
  const negative = amountMinor < 0n;
  const absolute = negative ? -amountMinor : amountMinor;
  const scale = 10n ** BigInt(decimals);
  const fraction = decimals > 0 ? `.${(absolute % scale).toString().padStart(decimals, '0')}` : '';
  // A decimal string keeps every digit (Intl formats it exactly; a number would round above 2^53).
  const exact = `${negative ? '-' : ''}${absolute / scale}${fraction}` as Intl.StringNumericLiteral;
  return numberFormatOf(decimals).format(exact);
}

/** A wall-clock reading (year to second, from UTC fields) in the language's order and digits. */
export function formatWallClock(shifted: Date): string | null {
  if (languageTag === 'en') return null;
  timeFormat ??= new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  });
  return timeFormat.format(shifted);
}

/** A calendar day in words ("27 Nov 2026", "2026年11月27日") from UTC fields. */
export function formatCalendarDay(shifted: Date): string {
  dayFormat ??= new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  return dayFormat.format(shifted);
}
