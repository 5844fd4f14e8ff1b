import { randomBytes } from 'node:crypto';
import type { LanguageCode } from '@gaming/contracts/languages';
import type pg from 'pg';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage } from './browser.js';

/**
 * Visitor addresses for one test file: 10.<range>.<random>.<counter>, sent as x-forwarded-for. Each
 * file keeps its own second octet so that per-address limits (registrations, logins) of one file never
 * reach another's on the shared server.
 */
export function ipSource(range: number): () => string {
  let counter = 0;
  return () => {
    counter = (counter % 250) + 1;
    return `10.${range}.${Math.floor(Math.random() * 200) + 1}.${counter}`;
  };
}

export type RegisteredMember = { username: string; id: string; token: string };

/**
 * A member registered through the public API as the registration form does it, from `ip`: its username
 * (`prefix` and random hex), its id and the session token registration returns.
 */
export async function registerMember(options: {
  baseUrl: string;
  database: pg.Client;
  ip: string;
  prefix: string;
  password: string;
}): Promise<RegisteredMember> {
  const username = `${options.prefix}${randomBytes(4).toString('hex')}`;
  const response = await fetch(`${options.baseUrl}/api/members`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': options.ip },
    body: JSON.stringify({
      username,
      password: options.password,
      confirmPassword: options.password,
      birthday: '1990-05-17',
      termsAccepted: true,
      ageConfirmed: true,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  const row = await options.database.query<{ id: string }>('select id from members where username = $1', [
    username,
  ]);
  return { username, id: row.rows[0]?.id as string, token };
}

/** Logs in with the login page's form and waits until the header shows the member. */
export async function logInWithForm(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect
    .poll(() => page.getByTestId('account-nickname').innerText(), { timeout: 15_000, interval: 100 })
    .toBe(username);
}

/**
 * A page of the player site signed in with a member's session token (as after a login), from `ip`, in
 * `language` (EN when not given); `context` sets e.g. the viewport or a phone's touch.
 */
export async function signedInMemberPage(
  browser: Browser,
  options: {
    baseUrl: string;
    ip: string;
    token: string | null;
    language?: LanguageCode;
    context?: BrowserContextOptions;
  },
): Promise<Page> {
  const page = await openPage(browser, options.baseUrl, {
    extraHTTPHeaders: { 'x-forwarded-for': options.ip },
    ...options.context,
  });
  await page.addInitScript(
    ([token, language]) => {
      if (token) sessionStorage.setItem('token', token);
      if (language) localStorage.setItem('lang', language);
    },
    [options.token, options.language ?? null] as const,
  );
  return page;
}

/** An amount as the header balance shows it: rupees with thousands separators and two decimals. */
export function headerMoney(minor: bigint): string {
  const whole = (minor / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `रू ${whole}.${(minor % 100n).toString().padStart(2, '0')}`;
}
