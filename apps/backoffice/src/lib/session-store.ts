import { create } from 'zustand';
import { readStorage, removeStorage, storageKeys, writeStorage } from './storage';

/** Why the last session ended, so the sign-in page can say it. */
export type SessionEndReason = 'signedOut' | 'expired';

interface SessionState {
  token: string | null;
  /** A first sign-in (or a reset) must change the password before anything else. */
  passwordChangeRequired: boolean;
  endReason: SessionEndReason | null;
  start: (token: string, passwordChangeRequired: boolean) => void;
  requirePasswordChange: () => void;
  passwordChanged: () => void;
  end: (reason: SessionEndReason) => void;
}

/**
 * The staff session lives in sessionStorage (`adminToken`): it ends with the tab, is never shared
 * with the player site and never reaches localStorage.
 */
export const useSessionStore = create<SessionState>((set) => ({
  token: readStorage('session', storageKeys.sessionToken) || null,
  passwordChangeRequired: readStorage('session', storageKeys.passwordChangeRequired) === 'true',
  endReason: null,
  start: (token, passwordChangeRequired) => {
    writeStorage('session', storageKeys.sessionToken, token);
    if (passwordChangeRequired) writeStorage('session', storageKeys.passwordChangeRequired, 'true');
    else removeStorage('session', storageKeys.passwordChangeRequired);
    set({ token, passwordChangeRequired, endReason: null });
  },
  requirePasswordChange: () => {
    writeStorage('session', storageKeys.passwordChangeRequired, 'true');
    set({ passwordChangeRequired: true });
  },
  passwordChanged: () => {
    removeStorage('session', storageKeys.passwordChangeRequired);
    set({ passwordChangeRequired: false });
  },
  end: (reason) => {
    removeStorage('session', storageKeys.sessionToken);
    removeStorage('session', storageKeys.passwordChangeRequired);
    set({ token: null, passwordChangeRequired: false, endReason: reason });
  },
}));
