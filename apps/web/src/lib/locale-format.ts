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
const timeFormats = new Map<TimePrecision, Intl.DateTimeFormat>();
let dayFormat: Intl.DateTimeFormat | null = null;
let inlineNumberFormat: Intl.NumberFormat | null = null;
let countFormat: Intl.NumberFormat | null = null;

/**
 * How much of a wall-clock reading is shown: to the second, to the minute, the day alone, or the time of
 * day alone (hours and minutes). Cut by the formatter, never by slicing its text: a language's own order
 * ("27/11/2026، 17:05") and digits ("۱۴۰۵/۰۹/۰۶") do not keep the minutes in the first 16 characters as
 * yyyy-MM-dd HH:mm:ss does.
 */
export type TimePrecision = 'second' | 'minute' | 'day' | 'clock';

/** Set by the i18n module whenever the interface language changes. */
export function setFormattingLanguage(tag: string): void {
  if (tag === languageTag) return;
  languageTag = tag;
  locale = formattingLocales[tag] ?? tag;
  numberFormats.clear();
  timeFormats.clear();
  dayFormat = null;
  inlineNumberFormat = null;
  countFormat = null;
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

/**
 * A wall-clock reading (to the second, the minute, the day or the time of day, from UTC fields) in the language's order and
 * digits; null in EN, which writes yyyy-MM-dd HH:mm:ss (brand-time).
 */
export function formatWallClock(shifted: Date, precision: TimePrecision = 'second'): string | null {
  if (languageTag === 'en') return null;
  let format = timeFormats.get(precision);
  if (!format) {
    const clock: Intl.DateTimeFormatOptions =
      precision === 'day'
        ? {}
        : {
            hour: '2-digit',
            minute: '2-digit',
            ...(precision === 'second' ? { second: '2-digit' } : {}),
            hourCycle: 'h23',
          };
    const date: Intl.DateTimeFormatOptions =
      precision === 'clock' ? {} : { year: 'numeric', month: '2-digit', day: '2-digit' };
    format = new Intl.DateTimeFormat(locale, { ...date, ...clock, timeZone: 'UTC' });
    timeFormats.set(precision, format);
  }
  return format.format(shifted);
}

/** A calendar day in words ("27 Nov 2026", "2026年11月27日") from UTC fields. */
export function formatCalendarDay(shifted: Date): string {
  dayFormat ??= new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  return dayFormat.format(shifted);
}

/**
 * A number a text interpolates ("{{count}} of {{total}} missions", "{{percent}}%") in the language's digits
 * and decimal mark, ungrouped as the texts always wrote them (a year stays 2026): Persian, Bengali and
 * Myanmar sentences then show the same digits as their amounts. EN and every Latin-digit language read as
 * before. Anything but a plain number (text, an already formatted amount) passes through unchanged.
 */
export function formatInterpolatedValue(value: unknown): unknown {
  if (typeof value !== 'number' || !Number.isFinite(value) || languageTag === 'en') return value;
  inlineNumberFormat ??= new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 20 });
  return inlineNumberFormat.format(value);
}

/** A decimal figure with a fixed number of decimals (an RTP of 97.00), grouped, in the language's digits. */
export function formatDecimal(value: number, decimals: number): string {
  return numberFormatOf(decimals).format(value);
}

/** A count shown on its own (team size, quantity, a multiplier): grouped, in the language's digits ("1,234"). */
export function formatCount(value: number): string {
  countFormat ??= new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  return countFormat.format(value);
}
