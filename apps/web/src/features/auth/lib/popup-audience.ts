import type { AnnouncementExecution } from '@gaming/contracts/home-limits';
import { readStorage, removeStorage, storageKeys, writeStorage } from '../../../lib/storage';
import type { SessionStatus } from '../hooks/use-session';

/**
 * Spec §4: a member whose session began with their first login sees the first-login popups (F) instead
 * of the members' ones (A). Kept in session storage so a reload of that session still knows; a logout
 * clears session storage, and so the flag with it.
 */
export function recordLoginKind(firstTimeLogin: boolean): void {
  if (firstTimeLogin) writeStorage('session', storageKeys.firstLoginSession, '1');
  else removeStorage('session', storageKeys.firstLoginSession);
}

export function isFirstLoginSession(): boolean {
  return readStorage('session', storageKeys.firstLoginSession) === '1';
}

/**
 * Whose popups this visitor gets (spec §4): anonymous B, logged in A, F when this session began with
 * the first login. Null while a stored token is still being checked: a stale token must not show the
 * members' popup to someone who turns out to be a visitor. Trial accounts are logged in, so A.
 */
export function popupExecutionOf(
  status: SessionStatus,
  firstLoginSession: boolean,
): AnnouncementExecution | null {
  if (status === 'loading') return null;
  if (status === 'guest') return 'B';
  return firstLoginSession ? 'F' : 'A';
}
