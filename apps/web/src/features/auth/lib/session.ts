import { readStorage, storageKeys } from '../../../lib/storage';

/**
 * Spec §4: the session token lives in session storage. Accounts arrive with a later capability;
 * until then no token is ever stored, so every login-only route redirects to /login.
 */
export function hasSessionToken(): boolean {
  const token = readStorage('session', storageKeys.sessionToken);
  return typeof token === 'string' && token.length > 0;
}

/** Referral codes are short, printable identifiers; anything else in the query is ignored. */
export function sanitizeReferralCode(value: string | null): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  return /^[A-Za-z0-9_-]{1,32}$/.test(trimmed) ? trimmed : null;
}
