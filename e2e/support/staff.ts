import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage } from './browser.js';
import { runOps } from './ops.js';
import { totpCode } from './totp.js';

export type StaffRole = 'admin' | 'finance' | 'customerService' | 'risk' | 'content';

/**
 * A new staff member made with `ops create-staff` (as an operator does), signed in through the back
 * office with the TOTP code and past the first-login password change, in a browser context of its own
 * (`context` sets e.g. the time zone or the viewport). Every request comes from `address`.
 */
export async function signedInStaff(
  browser: Browser,
  options: {
    baseUrl: string;
    dataDir: string;
    role: StaffRole;
    username: string;
    address: string;
    context?: BrowserContextOptions;
  },
): Promise<Page> {
  const created = await runOps(options.dataDir, [
    'create-staff',
    options.username,
    options.role,
    'E2E',
    'Staff',
  ]);
  expect(created.code, created.output).toBe(0);
  const temporary = /Temporary password: (\S+)/.exec(created.output)?.[1] ?? '';
  const totpSecret = /TOTP secret: ([A-Z2-7]+)/.exec(created.output)?.[1] ?? '';
  const page = await openPage(browser, options.baseUrl, {
    extraHTTPHeaders: { 'x-forwarded-for': options.address },
    ...options.context,
  });
  await page.goto('/admin/sign-in');
  await page.getByTestId('sign-in-username').fill(options.username);
  await page.getByTestId('sign-in-password').fill(temporary);
  await page.getByTestId('sign-in-totp').fill(totpCode(totpSecret));
  await page.getByTestId('sign-in-submit').click();
  await page.getByTestId('change-password-page').waitFor();
  const password = `${options.username} e2e staff passphrase`;
  await page.getByTestId('change-password-old').fill(temporary);
  await page.getByTestId('change-password-new').fill(password);
  await page.getByTestId('change-password-confirm').fill(password);
  await page.getByTestId('change-password-submit').click();
  await page.getByTestId('admin-layout').waitFor();
  return page;
}

/** Switches the back office's language as the language menu remembers it, then reloads. */
export async function useStaffLanguage(page: Page, language: 'EN' | 'NE'): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('adminLanguage', value), language);
  await page.reload();
  await page.getByTestId('admin-layout').waitFor();
}

/**
 * A new staff member made with `ops create-staff`, signed in through the staff API (TOTP) and past the
 * first-login password change: its bearer token, for tests that drive the back office by API. Every
 * request comes from `address`.
 */
export async function staffApiToken(options: {
  baseUrl: string;
  dataDir: string;
  role: StaffRole;
  username: string;
  address: string;
}): Promise<string> {
  const created = await runOps(options.dataDir, [
    'create-staff',
    options.username,
    options.role,
    'E2E',
    'Staff',
  ]);
  expect(created.code, created.output).toBe(0);
  const temporary = /Temporary password: (\S+)/.exec(created.output)?.[1] ?? '';
  const totpSecret = /TOTP secret: ([A-Z2-7]+)/.exec(created.output)?.[1] ?? '';
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': options.address };
  const login = await fetch(`${options.baseUrl}/api/admin/session`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: options.username, password: temporary, totpCode: totpCode(totpSecret) }),
  });
  const body = (await login.json()) as { token: string };
  expect(login.status, JSON.stringify(body)).toBe(200);
  const changed = await fetch(`${options.baseUrl}/api/admin/session/password`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${body.token}` },
    body: JSON.stringify({ oldPassword: temporary, newPassword: `${options.username} e2e staff passphrase` }),
  });
  expect(changed.ok, await changed.clone().text()).toBe(true);
  return body.token;
}
