/**
 * The slip's number picks: two-digit numbers 00-99 on a grid (bao lo 2, de, xien), typed 3- or 4-digit
 * numbers (bao lo 3 and 4, 4D) and the digit of a position (fast). Numbers travel as digit strings of
 * their exact length ("07", not "7"), the way the draw shows them.
 */

/** 00, 01 … 99: the grid's cells. */
export const twoDigitNumbers: readonly string[] = Array.from({ length: 100 }, (_, value) =>
  String(value).padStart(2, '0'),
);

/**
 * Toggles a number on a bounded pick list: a picked number comes off; a new one goes on while there is
 * room (at the limit the list is unchanged). The list stays in ascending order, without duplicates.
 */
export function togglePick(picks: readonly string[], number: string, maxPicks: number): string[] {
  if (picks.includes(number)) return picks.filter((pick) => pick !== number);
  if (picks.length >= maxPicks) return [...picks];
  return [...picks, number].sort();
}

/** What a member typed, as digits only, at most `length` of them (pasted spaces and dashes dropped). */
export function digitsOnly(text: string, length: number): string {
  return text.replace(/\D/g, '').slice(0, length);
}

/** A typed number is complete when it has exactly its game's digits. */
export function isCompleteNumber(text: string, length: number): boolean {
  return new RegExp(`^\\d{${length}}$`).test(text);
}
