import { storageKeys, writeStorage } from './storage';

/** The shape of a session token (the server's are 43 base64url characters). */
export const tokenPattern = /^[A-Za-z0-9_-]{16,128}$/;

/** The token an address carries (null: none, or malformed), and the address without it. */
export function splitAddressToken(href: string): { token: string | null; address: string | null } {
  const url = new URL(href);
  const token = url.searchParams.get('token');
  if (token === null) return { token: null, address: null };
  url.searchParams.delete('token');
  return {
    token: tokenPattern.test(token) ? token : null,
    address: `${url.pathname}${url.search}${url.hash}`,
  };
}

/**
 * Spec §4: a token in the URL query is used at start, then removed from the address bar so it is not
 * bookmarked or shared. Kept in this tab's session storage at once, by main.tsx, before the app's code
 * is fetched: a visitor who follows a link on before the app has started stays signed in.
 */
export function takeTokenFromAddress(location: Location = window.location): string | null {
  const { token, address } = splitAddressToken(location.href);
  if (address !== null) window.history.replaceState(window.history.state, '', address);
  if (token !== null) writeStorage('session', storageKeys.sessionToken, token);
  return token;
}
