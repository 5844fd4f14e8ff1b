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
    // A full or blocked storage only loses a preference.
  }
}

export function removeStorage(kind: 'local' | 'session', key: string): void {
  try {
    safeStorage(kind)?.removeItem(key);
  } catch {
    // ignore: see writeStorage
  }
}

/** Keys the app keeps in the browser; listed once so tests and code agree. */
export const storageKeys = {
  theme: 'theme',
  language: 'lang',
  previousLanguage: 'hisLang',
  sideMenuCollapsed: 'sideMenuCollapsed',
  vendorsCache: 'vendors',
  sessionToken: 'token',
  balanceHidden: 'balanceHidden',
  /** Local: the random id of this browser for the staff risk view (lib/device-id.ts). */
  deviceId: 'deviceId',
  /** Session: this session began with the member's first login (their popups are execution F). */
  firstLoginSession: 'firstLoginSession',
  /** Session, one per popup audience: `announcementPopupClosed:A` and so on (spec §4). */
  popupClosedPrefix: 'announcementPopupClosed',
} as const;
