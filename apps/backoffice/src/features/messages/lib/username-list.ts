/** The most usernames one list message may name (the server refuses more). */
export const usernameListLimit = 1000;
/** A username's longest form (accounts keep at most 64 characters). */
export const usernameLength = 64;

export type UsernameList = {
  /** Each username once, in the order first pasted, spelled as first pasted. */
  usernames: string[];
  /** Usernames pasted more than once (compared without case, as accounts are), each named once. */
  duplicates: string[];
  /** Entries that cannot be a username (too long, or holding characters no username has). */
  invalid: string[];
  /** More distinct usernames than one message may name. */
  overLimit: boolean;
};

/** What may not appear in a username: quotes, angle brackets, slashes and control characters. */
const impossible = /["'<>\\/\p{Cc}]/u;

/**
 * A pasted list of usernames read as staff expect: one per line, or separated by commas, semicolons,
 * tabs or spaces (a spreadsheet column pastes as lines); blanks ignored; each username counted once
 * whatever its case, the repeats reported so staff can see their list had them.
 */
export function parseUsernameList(text: string): UsernameList {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  const usernames: string[] = [];
  const duplicates: string[] = [];
  const invalid: string[] = [];
  for (const entry of text.split(/[\s,;]+/u)) {
    if (!entry) continue;
    if (entry.length > usernameLength || impossible.test(entry)) {
      if (!invalid.includes(entry)) invalid.push(entry);
      continue;
    }
    const key = entry.toLowerCase();
    if (seen.has(key)) {
      if (!repeated.has(key)) {
        repeated.add(key);
        duplicates.push(entry);
      }
      continue;
    }
    seen.add(key);
    usernames.push(entry);
  }
  return { usernames, duplicates, invalid, overLimit: usernames.length > usernameListLimit };
}
