/** localStorage / sessionStorage that never throws (blocked storage, quota, private mode). */
function safeStorage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(kind: 'local' | 'session', key: string): string | null {
  try {
    return safeStorage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(kind: 'local' | 'session', key: string, value: string): void {
  try {
    safeStorage(kind)?.setItem(key, value);
  } catch {
    // A full or blocked storage only loses a preference (or keeps the session to this tab).
  }
}

export function removeStorage(kind: 'local' | 'session', key: string): void {
  try {
    safeStorage(kind)?.removeItem(key);
  } catch {
    // ignore: see writeStorage
  }
}

/**
 * Keys the back office keeps in the browser. They differ from the player site's keys (same origin),
 * so a staff member's preferences and session never mix with a member's. public/boot.js reads the
 * theme and language keys too.
 */
export const storageKeys = {
  theme: 'adminTheme',
  language: 'adminLanguage',
  sessionToken: 'adminToken',
  passwordChangeRequired: 'adminPasswordChangeRequired',
} as const;
