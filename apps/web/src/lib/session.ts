import { create } from 'zustand';
import { readStorage, removeStorage, storageKeys, writeStorage } from './storage';

/**
 * The session token (spec §4: session storage `token`). Cross-cutting like the API client, which sends
 * it on every call and clears it on a 401; features read it from here.
 */
interface SessionState {
  token: string | null;
  setToken: (token: string) => void;
  clear: () => void;
}

const tokenPattern = /^[A-Za-z0-9_-]{16,128}$/;

function isToken(value: string | null): value is string {
  return typeof value === 'string' && tokenPattern.test(value);
}

/** Session-storage keys that survive a logout: the merchant's own values, not the member's. */
const merchantKeyPrefix = 'merchant';
const keptOnLogout: readonly string[] = [storageKeys.vendorsCache];

/** Clears session storage except the merchant values (spec §4 Logout). */
export function clearSessionStorage(): void {
  try {
    const storage = window.sessionStorage;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key !== null,
    );
    for (const key of keys) {
      if (!keptOnLogout.includes(key) && !key.startsWith(merchantKeyPrefix)) storage.removeItem(key);
    }
  } catch {
    removeStorage('session', storageKeys.sessionToken);
  }
}

export const useSessionStore = create<SessionState>((set) => ({
  token: (() => {
    const stored = readStorage('session', storageKeys.sessionToken);
    return isToken(stored) ? stored : null;
  })(),
  setToken: (token) => {
    writeStorage('session', storageKeys.sessionToken, token);
    set({ token });
  },
  clear: () => {
    clearSessionStorage();
    set({ token: null });
  },
}));

export function sessionToken(): string | null {
  return useSessionStore.getState().token;
}

export function hasSessionToken(): boolean {
  return sessionToken() !== null;
}

/**
 * Spec §4: a token in the URL query is used at start (then removed from the address bar so it is not
 * bookmarked or shared), else the one in session storage.
 */
export function adoptTokenFromUrl(location: Location = window.location): void {
  const url = new URL(location.href);
  const token = url.searchParams.get('token');
  if (token === null) return;
  if (isToken(token)) useSessionStore.getState().setToken(token);
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
