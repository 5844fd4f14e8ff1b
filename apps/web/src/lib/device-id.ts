import { readStorage, storageKeys, writeStorage } from './storage';

const deviceIdPattern = /^[A-Za-z0-9_-]{16,64}$/;
let memo: string | null = null;

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * A random id this browser keeps (localStorage), sent as X-Device-Id so staff can see which accounts
 * sign in from the same device. It identifies nothing else and authorises nothing: the server only
 * records it at sign-in. With storage blocked it lasts as long as the page.
 */
export function deviceId(): string {
  if (memo) return memo;
  const stored = readStorage('local', storageKeys.deviceId);
  memo = stored && deviceIdPattern.test(stored) ? stored : randomId();
  if (memo !== stored) writeStorage('local', storageKeys.deviceId, memo);
  return memo;
}
