import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, phoneViewport } from './support/browser.js';
import { runOps } from './support/ops.js';
import { currentTotpStep, totpCode } from './support/totp.js';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

/** A step no sign-in has used yet: a code works once, and the server accepts one step of drift ahead. */
let lastStepUsed = 0;
function freshStep(): number {
  const step = Math.max(currentTotpStep(), lastStepUsed + 1);
  lastStepUsed = step;
  return step;
}

type Credentials = { username: string; password: string; totpSecret: string };

function credentialsFrom(output: string, username: string): Credentials {
  const password = /Temporary password: (\S+)/.exec(output)?.[1];
  const totpSecret = /TOTP secret: ([A-Z2-7]+)/.exec(output)?.[1];
  if (!password || !totpSecret) throw new Error(`create-staff printed no credentials:\n${output}`);
  return { username, password, totpSecret };
}

// Every request of this suite comes from its own address, so its failed sign-ins never lock out another suite.
const staffAddress = '198.51.100.23';
const devanagari = /[\u0900-\u097F]/;
const member = { username: 'e2emember', email: 'e2emember@example.com' };

let browser: Browser;
let admin: Credentials;
let adminPage: Page;
let customerService: Credentials;

async function staffPage(path: string, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await openPage(browser, baseUrl, {
    extraHTTPHeaders: { 'x-forwarded-for': staffAddress },
    ...options,
  });
  await page.goto(path);
  return page;
}

async function signIn(page: Page, credentials: Credentials, password: string, code: string): Promise<void> {
  await page.getByTestId('sign-in-username').fill(credentials.username);
  await page.getByTestId('sign-in-password').fill(password);
  await page.getByTestId('sign-in-totp').fill(code);
  await page.getByTestId('sign-in-submit').click();
}

async function changePassword(page: Page, oldPassword: string, newPassword: string): Promise<void> {
  await page.getByTestId('change-password-page').waitFor();
  await page.getByTestId('change-password-old').fill(oldPassword);
  await page.getByTestId('change-password-new').fill(newPassword);
  await page.getByTestId('change-password-confirm').fill(newPassword);
  await page.getByTestId('change-password-submit').click();
}

async function api(path: string, method: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  const created = await runOps(dataDir, ['create-staff', 'e2eadmin', 'admin', 'E2E', 'Admin']);
  expect(created.code, created.output).toBe(0);
  admin = credentialsFrom(created.output, 'e2eadmin');
  // A member to find, with a password-reset e-mail waiting in the outbox.
  const registered = await api('/api/members', 'PUT', {
    username: member.username,
    password: 'Member2024pw',
    confirmPassword: 'Member2024pw',
    email: member.email,
    termsAccepted: true,
    ageConfirmed: true,
  });
  expect(registered.status, await registered.clone().text()).toBe(200);
  const forgot = await api('/api/members/password/forgot-email', 'POST', member);
  expect(forgot.status).toBe(200);
});

afterAll(async () => {
  await browser?.close();
});

describe('staff sign-in', () => {
  it('refuses a wrong authenticator code', async () => {
    const page = await staffPage('/admin/');
    await page.getByTestId('sign-in-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/sign-in');
    const wrong = totpCode(admin.totpSecret, currentTotpStep() + 10);
    await signIn(page, admin, admin.password, wrong);
    await expect
      .poll(() => page.getByTestId('sign-in-error').getAttribute('data-error-code'))
      .toBe('verification_code_invalid');
    // The used code is cleared from the form; nothing else opened.
    expect(await page.getByTestId('sign-in-totp').inputValue()).toBe('');
    expect(await page.getByTestId('admin-layout').count()).toBe(0);
    await page.context().close();
  });

  it('signs in with password and TOTP, then forces a password change before anything else', async () => {
    adminPage = await staffPage('/admin/staff');
    const step = freshStep();
    await signIn(adminPage, admin, admin.password, totpCode(admin.totpSecret, step));
    await adminPage.getByTestId('password-change-required').waitFor();
    expect(await adminPage.getByTestId('change-password-page').getAttribute('data-forced')).toBe('true');
    // No other screen is reachable until the password is changed.
    await adminPage.goto('/admin/members');
    await adminPage.getByTestId('password-change-required').waitFor();
    expect(new URL(adminPage.url()).pathname).toBe('/admin/change-password');
    // Too short is refused in the form.
    await adminPage.getByTestId('change-password-old').fill(admin.password);
    await adminPage.getByTestId('change-password-new').fill('short');
    await adminPage.getByTestId('change-password-confirm').fill('short');
    await adminPage.getByTestId('change-password-submit').click();
    await adminPage.getByTestId('change-password-new-error').waitFor();
    // A common password passes the form's length check; the server refuses it, and the form says why.
    await adminPage.getByTestId('change-password-new').fill('password1234');
    await adminPage.getByTestId('change-password-confirm').fill('password1234');
    await adminPage.getByTestId('change-password-submit').click();
    await expect
      .poll(() => adminPage.getByTestId('change-password-new-error').innerText())
      .toContain('most common');
    const temporaryPassword = admin.password;
    admin = { ...admin, password: 'e2e admin passphrase 2024' };
    await changePassword(adminPage, temporaryPassword, admin.password);
    await adminPage.getByTestId('admin-layout').waitFor();
    await expect.poll(() => adminPage.getByTestId('current-staff-name').innerText()).toBe('E2E Admin');
    expect(await adminPage.getByTestId('current-staff-role').getAttribute('data-role')).toBe('admin');
    // An administrator sees every section; home is the dashboard (a role that reads reports lands there).
    for (const section of ['members', 'outbox', 'audit', 'staff']) {
      await adminPage.getByTestId(`nav-${section}`).waitFor();
    }
    await expect.poll(() => new URL(adminPage.url()).pathname).toBe('/admin/dashboard');
  });

  it('refuses a replayed code, even with the right password', async () => {
    const page = await staffPage('/admin/sign-in');
    await signIn(page, admin, admin.password, totpCode(admin.totpSecret, lastStepUsed));
    await expect
      .poll(() => page.getByTestId('sign-in-error').getAttribute('data-error-code'))
      .toBe('verification_code_invalid');
    await page.context().close();
  });
});

describe('staff management', () => {
  it('lists staff and creates a customer-service account whose credentials are shown once', async () => {
    await adminPage.getByTestId('nav-staff').click();
    await adminPage.locator('[data-testid="staff-row"][data-username="e2eadmin"]').waitFor();
    await adminPage.getByTestId('staff-create-button').click();
    const dialog = adminPage.getByTestId('staff-create-dialog');
    await dialog.getByTestId('staff-create-username').fill('Not Valid!');
    await dialog.getByTestId('staff-create-submit').click();
    await dialog.getByTestId('staff-create-username-error').waitFor();
    await dialog.getByTestId('staff-create-username').fill('e2ecs');
    await dialog.getByTestId('staff-create-display-name').fill('Customer Service One');
    await dialog.getByTestId('staff-create-role').selectOption('customerService');
    await dialog.getByTestId('staff-create-submit').click();
    const credentials = adminPage.getByTestId('staff-credentials');
    await credentials.waitFor();
    await credentials.getByTestId('one-time-warning').waitFor();
    const password = await credentials.getByTestId('staff-temporary-password').getAttribute('data-value');
    const secret = await credentials.getByTestId('totp-secret').getAttribute('data-value');
    expect(password).toMatch(/^\S{12,}$/);
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await credentials.getByTestId('totp-qr').count()).toBe(1);
    customerService = { username: 'e2ecs', password: password ?? '', totpSecret: secret ?? '' };
    // A stray Escape does not lose the secrets; Done waits for the acknowledgement.
    await adminPage.keyboard.press('Escape');
    expect(await credentials.isVisible()).toBe(true);
    expect(await credentials.getByTestId('credentials-done').isDisabled()).toBe(true);
    await credentials.getByTestId('credentials-acknowledge').check();
    await credentials.getByTestId('credentials-done').click();
    await credentials.waitFor({ state: 'detached' });
    const row = adminPage.locator('[data-testid="staff-row"][data-username="e2ecs"]');
    await expect.poll(() => row.getAttribute('data-role')).toBe('customerService');
    expect(await row.getAttribute('data-status')).toBe('active');
  });
});

describe('members', () => {
  it('finds a member and opens the detail', async () => {
    await adminPage.getByTestId('nav-members').click();
    await adminPage.getByTestId('member-search-query').fill(member.username);
    await adminPage.getByTestId('member-search-submit').click();
    await expect.poll(() => new URL(adminPage.url()).search).toBe(`?query=${member.username}`);
    const rows = adminPage.getByTestId('member-row');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByTestId('member-link').click();
    const detail = adminPage.getByTestId('member-detail');
    await detail.waitFor();
    // Contact details are masked for staff too.
    const text = await detail.innerText();
    expect(text).toContain('@example.com');
    expect(text).not.toContain(member.email);
    expect(await detail.getByTestId('member-status').locator('[data-value]').getAttribute('data-value')).toBe(
      'active',
    );
  });

  it('locks and unlocks with a reason, each confirmed in a dialog', async () => {
    const status = () =>
      adminPage
        .getByTestId('member-detail')
        .getByTestId('member-status')
        .locator('[data-value]')
        .getAttribute('data-value');
    await adminPage.getByTestId('member-action-lock').click();
    const dialog = adminPage.getByTestId('action-dialog');
    await dialog.getByTestId('action-reason').fill('x');
    await dialog.getByTestId('action-confirm').click();
    expect(await dialog.getByTestId('action-reason').getAttribute('aria-invalid')).toBe('true');
    expect(await status()).toBe('active');
    await dialog.getByTestId('action-reason').fill('e2e: suspected account sharing');
    await dialog.getByTestId('action-confirm').click();
    await dialog.getByTestId('action-result').waitFor();
    await dialog.getByTestId('action-close').click();
    await expect.poll(status).toBe('locked');
    await adminPage.getByTestId('member-action-unlock').click();
    await adminPage.getByTestId('action-reason').fill('e2e: checked with the member');
    await adminPage.getByTestId('action-confirm').click();
    await adminPage.getByTestId('action-close').click();
    await expect.poll(status).toBe('active');
  });

  it('resets the password and shows the temporary one once', async () => {
    await adminPage.getByTestId('member-action-resetPassword').click();
    await adminPage.getByTestId('action-reason').fill('e2e: member forgot the password');
    await adminPage.getByTestId('action-confirm').click();
    const temporary = adminPage.getByTestId('temporary-password');
    await temporary.waitFor();
    expect(await temporary.getAttribute('data-value')).toMatch(/^\S{8,}$/);
    await adminPage.getByTestId('action-close').click();
    await adminPage.getByTestId('action-dialog').waitFor({ state: 'detached' });
  });
});

describe('outbox and audit log', () => {
  it('shows the password-reset e-mail in the outbox, and filters by channel', async () => {
    await adminPage.getByTestId('nav-outbox').click();
    const message = adminPage.locator('[data-testid="outbox-message"]', { hasText: member.email });
    await message.first().waitFor();
    expect(await message.first().getAttribute('data-channel')).toBe('email');
    expect(await message.first().getByTestId('outbox-body').innerText()).toContain('resetToken=');
    await adminPage.getByTestId('outbox-filter-channel').selectOption('sms');
    await adminPage.getByTestId('outbox-filter-submit').click();
    await adminPage.getByTestId('empty-state').waitFor();
  });

  it('records the staff actions with before and after', async () => {
    await adminPage.getByTestId('nav-audit').click();
    await adminPage.getByTestId('audit-filter-action').fill('member.lock');
    await adminPage.getByTestId('audit-filter-submit').click();
    const row = adminPage.locator('[data-testid="audit-row"][data-action="member.lock"]').first();
    await row.waitFor();
    expect(await row.innerText()).toContain('e2eadmin');
    const toggle = row.getByTestId('audit-row-toggle');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const details = adminPage.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    expect(await details.isVisible()).toBe(true);
    expect(await details.getByTestId('audit-before').innerText()).toContain('"status": "active"');
    expect(await details.getByTestId('audit-after').innerText()).toContain('e2e: suspected account sharing');
  });
});

describe('roles', () => {
  it('gives customer service only its sections, after its own forced password change', async () => {
    const page = await staffPage('/admin/');
    await signIn(
      page,
      customerService,
      customerService.password,
      totpCode(customerService.totpSecret, currentTotpStep()),
    );
    await changePassword(page, customerService.password, 'customer service passphrase');
    await page.getByTestId('admin-layout').waitFor();
    await page.getByTestId('nav-members').waitFor();
    await page.getByTestId('nav-outbox').waitFor();
    expect(await page.getByTestId('nav-staff').count()).toBe(0);
    expect(await page.getByTestId('nav-audit').count()).toBe(0);
    await page.goto('/admin/staff');
    await page.getByTestId('forbidden-state').waitFor();
    expect(await page.getByTestId('staff-table').count()).toBe(0);
    await page.context().close();
  });
});

describe('staff accounts', () => {
  it('changes a role, disables and enables an account, and resets its authenticator', async () => {
    await adminPage.getByTestId('nav-staff').click();
    const row = adminPage.locator('[data-testid="staff-row"][data-username="e2ecs"]');
    await row.getByTestId('staff-change-role').click();
    await adminPage.getByTestId('staff-role-select').selectOption('risk');
    await adminPage.getByTestId('staff-action-confirm').click();
    await expect.poll(() => row.getAttribute('data-role')).toBe('risk');
    await row.getByTestId('staff-toggle-status').click();
    await adminPage.getByTestId('staff-status-dialog').getByTestId('staff-action-confirm').click();
    await expect.poll(() => row.getAttribute('data-status')).toBe('disabled');
    await row.getByTestId('staff-toggle-status').click();
    await adminPage.getByTestId('staff-status-dialog').getByTestId('staff-action-confirm').click();
    await expect.poll(() => row.getAttribute('data-status')).toBe('active');
    await row.getByTestId('staff-reset-totp').click();
    const dialog = adminPage.getByTestId('staff-totp-dialog');
    await dialog.getByTestId('staff-action-confirm').click();
    const result = dialog.getByTestId('staff-totp-result');
    await result.waitFor();
    const secret = await result.getByTestId('totp-secret').getAttribute('data-value');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(secret).not.toBe(customerService.totpSecret);
    expect(await result.getByTestId('totp-qr').count()).toBe(1);
    await result.getByTestId('credentials-acknowledge').check();
    await result.getByTestId('credentials-done').click();
    await dialog.waitFor({ state: 'detached' });
    // The own account offers none of these, so an admin cannot lock themselves out.
    const own = adminPage.locator('[data-testid="staff-row"][data-username="e2eadmin"]');
    expect(await own.getByRole('button').count()).toBe(0);
  });
});

describe('frame', () => {
  it('switches to Nepali and the light theme, and remembers both', async () => {
    await adminPage.getByTestId('top-bar').getByTestId('language-option-NE').click();
    await expect.poll(() => adminPage.getByTestId('nav-members').innerText()).toMatch(devanagari);
    expect(await adminPage.locator('html').getAttribute('lang')).toBe('ne');
    await adminPage.getByTestId('theme-toggle').click();
    await expect.poll(() => adminPage.locator('html').getAttribute('data-theme')).toBe('light');
    await adminPage.reload();
    await expect.poll(() => adminPage.getByTestId('nav-members').innerText()).toMatch(devanagari);
    expect(await adminPage.locator('html').getAttribute('data-theme')).toBe('light');
    await adminPage.getByTestId('top-bar').getByTestId('language-option-EN').click();
    await expect.poll(() => adminPage.getByTestId('nav-members').innerText()).toBe('Members');
  });

  it('fits a phone-sized window: navigation in a drawer, nothing scrolls sideways', async () => {
    const token = await adminPage.evaluate(() => sessionStorage.getItem('adminToken'));
    const page = await openPage(browser, baseUrl, {
      viewport: phoneViewport,
      isMobile: true,
      hasTouch: true,
      extraHTTPHeaders: { 'x-forwarded-for': staffAddress },
    });
    await page.addInitScript((value) => sessionStorage.setItem('adminToken', value ?? ''), token);
    const screens = [
      ['/admin/members', 'members-table'],
      ['/admin/audit', 'audit-table'],
      ['/admin/staff', 'staff-table'],
      ['/admin/outbox', 'outbox-list'],
    ];
    for (const [path = '', ready = ''] of screens) {
      await page.goto(path);
      await page.getByTestId(ready).waitFor();
      expect(await page.getByTestId('side-nav').isVisible()).toBe(false);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await page.getByTestId('drawer-toggle').click();
    const drawer = page.getByTestId('side-nav-drawer');
    await drawer.getByTestId('nav-members').click();
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/members');
    await page.context().close();
  });

  it('has no serious or critical accessibility violation, in dark and light themes', async () => {
    const token = await adminPage.evaluate(() => sessionStorage.getItem('adminToken'));
    const screens = [
      { path: '/admin/sign-in', ready: 'sign-in-form', signedIn: false },
      { path: '/admin/members', ready: 'members-table', signedIn: true },
      { path: '/admin/staff', ready: 'staff-table', signedIn: true },
    ];
    for (const theme of ['dark', 'light']) {
      for (const screen of screens) {
        const page = await openPage(browser, baseUrl, {
          extraHTTPHeaders: { 'x-forwarded-for': staffAddress },
        });
        await page.addInitScript(
          ([value, session]) => {
            localStorage.setItem('adminTheme', value ?? 'dark');
            if (session) sessionStorage.setItem('adminToken', session);
          },
          [theme, screen.signedIn ? token : null],
        );
        await page.goto(screen.path);
        await page.getByTestId(screen.ready).waitFor();
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations.filter((violation) =>
          ['serious', 'critical'].includes(violation.impact ?? ''),
        );
        expect(
          serious.map(
            (violation) => `${theme} ${screen.path}: ${violation.id} ${violation.nodes[0]?.target}`,
          ),
        ).toEqual([]);
        await page.context().close();
      }
    }
  });

  it('returns to sign-in and says so when the session is no longer valid', async () => {
    const page = await openPage(browser, baseUrl, { extraHTTPHeaders: { 'x-forwarded-for': staffAddress } });
    await page.addInitScript(() => sessionStorage.setItem('adminToken', 'no-such-session-token'));
    await page.goto('/admin/audit');
    await page.getByTestId('sign-in-page').waitFor();
    await expect.poll(() => page.getByTestId('session-ended').getAttribute('data-reason')).toBe('expired');
    await page.context().close();
  });

  it('signs out, and the session is gone', async () => {
    await adminPage.getByTestId('sign-out').click();
    await adminPage.getByTestId('sign-in-page').waitFor();
    expect(await adminPage.getByTestId('session-ended').getAttribute('data-reason')).toBe('signedOut');
    expect(await adminPage.evaluate(() => sessionStorage.getItem('adminToken'))).toBeNull();
    await adminPage.goto('/admin/staff');
    await adminPage.getByTestId('sign-in-page').waitFor();
    await adminPage.context().close();
  });
});
