/**
 * CSV for the report exports (RFC 4180, CRLF). Text cells are defended against formula injection: a
 * spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return, which some of them skip
 * first), so such a cell gets a leading apostrophe and is read as text. Numbers are ours (digits with
 * an optional minus and decimals) and go out as they are, so a loss stays a number.
 */

export type CsvCell = { text: string } | { number: string } | string | number;

const formulaStart = /^[=+\-@\t\r]/;
const numberPattern = /^-?\d+(\.\d+)?$/;

export function csvText(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvNumber(value: string | number): string {
  const text = String(value);
  // Not ours after all: written as text, so it is still defended.
  return numberPattern.test(text) ? text : csvText(text);
}

function cellOf(cell: CsvCell): string {
  if (typeof cell === 'number') return csvNumber(cell);
  if (typeof cell === 'string') return csvText(cell);
  return 'number' in cell ? csvNumber(cell.number) : csvText(cell.text);
}

export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(cellOf).join(',')}\r\n`;
}

/** Minor units as a decimal amount ("-1234.50" for -123450 with 2 decimals), exactly, without floats. */
export function csvMoney(minor: bigint | string, decimals: number): { number: string } {
  const value = BigInt(minor);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return { number: `${negative ? '-' : ''}${whole}${fraction}` };
}

/** The lines of a CSV file, header first; a cut-off export says so in its last line. */
export function* csvLines(
  header: readonly string[],
  rows: Iterable<readonly CsvCell[]>,
  truncatedNote?: string,
): Generator<string> {
  yield csvLine(header);
  for (const row of rows) yield csvLine(row);
  if (truncatedNote) yield csvLine([truncatedNote]);
}
