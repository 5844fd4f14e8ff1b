import { create } from 'zustand';
import { takeTokenFromAddress, tokenPattern } from './address-token';
import {
  endSessionHere,
  holdSession,
  joinOpenSession,
  releaseSession,
  startSessionHandover,
} from './session-handover';
import { readStorage, removeStorage, storageKeys, writeStorage } from './storage';

/**
 * The session token (spec §4: session storage `token`). Cross-cutting like the API client, which sends
 * it on every call and clears it on a 401; features read it from here.
 */
interface SessionState {
  token: string | null;
  /** A new tab is asking the open tabs for the member's session (lib/session-handover.ts). */
  joining: boolean;
  setToken: (token: string) => void;
  /**
   * Forgets the token here. `logout`: the member signed out; `expired`: the server refused it (this and
   * the tabs sharing it then ask the open tabs for a session, in case one signed in again).
   */
  clear: (reason?: 'logout' | 'expired') => void;
}

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

export const useSessionStore = create<SessionState>((set, get) => ({
  token: (() => {
    const stored = readStorage('session', storageKeys.sessionToken);
    return isToken(stored) ? stored : null;
  })(),
  joining: false,
  setToken: (token) => {
    writeStorage('session', storageKeys.sessionToken, token);
    set({ token, joining: false });
    holdSession();
  },
  clear: (reason = 'expired') => {
    const token = get().token;
    clearSessionStorage();
    set({ token: null });
    endSessionHere(token, reason);
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
  const token = takeTokenFromAddress(location);
  if (token !== null) useSessionStore.getState().setToken(token);
}

let tabSessionStarted: Promise<void> | null = null;

/**
 * Starts this tab's session once (main.tsx, and the route guards in case they run first): the token in
 * the address or session storage, else the session of another open tab of this browser (the tab
 * hand-over). Resolves when it is settled either way; `joining` is true meanwhile.
 */
export function startTabSession(): Promise<void> {
  if (tabSessionStarted) return tabSessionStarted;
  adoptTokenFromUrl();
  const store = useSessionStore;
  startSessionHandover({
    currentToken: () => store.getState().token,
    adopt: (token) => store.getState().setToken(token),
    forget: () => {
      clearSessionStorage();
      store.setState({ token: null });
      releaseSession();
    },
  });
  if (store.getState().token !== null) {
    holdSession();
    tabSessionStarted = Promise.resolve();
    return tabSessionStarted;
  }
  store.setState({ joining: true });
  tabSessionStarted = joinOpenSession()
    .catch(() => false)
    .then(() => store.setState({ joining: false }));
  return tabSessionStarted;
}
