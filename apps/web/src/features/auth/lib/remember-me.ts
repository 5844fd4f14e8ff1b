import { readStorage, removeStorage, writeStorage } from '../../../lib/storage';

/**
 * Remember me (spec §4), minus its security hole: the username and the SMS phone are kept for one day
 * in localStorage with an expiry. The password is never stored anywhere by the browser app.
 */
export const rememberMeKey = 'rememberLogin';
export const rememberMeDays = 1;

export interface RememberedLogin {
  username: string;
  countryDialingCode: string;
  mobileNum: string;
}

interface StoredLogin extends RememberedLogin {
  expiresAtMs: number;
}

function isStoredLogin(value: unknown): value is StoredLogin {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.username === 'string' &&
    typeof record.countryDialingCode === 'string' &&
    typeof record.mobileNum === 'string' &&
    typeof record.expiresAtMs === 'number'
  );
}

export function readRememberedLogin(nowMs: number = Date.now()): RememberedLogin | null {
  const raw = readStorage('local', rememberMeKey);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isStoredLogin(parsed) && parsed.expiresAtMs > nowMs) {
      return {
        username: parsed.username.slice(0, 64),
        countryDialingCode: parsed.countryDialingCode.slice(0, 5),
        mobileNum: parsed.mobileNum.slice(0, 15),
      };
    }
  } catch {
    // A damaged entry is simply forgotten.
  }
  removeStorage('local', rememberMeKey);
  return null;
}

/** Ticked: keep what was typed (merged with what was kept) for one day. Unticked: forget it. */
export function saveRememberedLogin(
  remember: boolean,
  login: Partial<RememberedLogin>,
  nowMs: number = Date.now(),
): void {
  if (!remember) {
    removeStorage('local', rememberMeKey);
    return;
  }
  const previous = readRememberedLogin(nowMs);
  const stored: StoredLogin = {
    username: login.username ?? previous?.username ?? '',
    countryDialingCode: login.countryDialingCode ?? previous?.countryDialingCode ?? '',
    mobileNum: login.mobileNum ?? previous?.mobileNum ?? '',
    expiresAtMs: nowMs + rememberMeDays * 86_400_000,
  };
  writeStorage('local', rememberMeKey, JSON.stringify(stored));
}
