/**
 * A transaction reference number as the member reads it: the ledger transfer id's first 8 and last 4
 * characters, upper case ("3F2A91C0…7B1E"); short enough for a phone, distinctive enough to quote to
 * support (staff search by the full id, which the copy button gives).
 */
export function shortReference(reference: string): string {
  const compact = reference.replaceAll('-', '').toUpperCase();
  if (compact.length <= 14) return compact;
  return `${compact.slice(0, 8)}…${compact.slice(-4)}`;
}
