import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/accessibility.js';
import { launchBrowser, openPage, phoneViewport } from './support/browser.js';
import { connectDatabase } from './support/database.js';
import { ipSource, type RegisteredMember, registerMember } from './support/members.js';
import { poll } from './support/poll.js';

/**
 * Issue 14 #11 and #12: the member centre's flows that dead-ended (change password, payment password set
 * from a transfer or a withdrawal, transfer to an upline that does not exist, the bank deposit's
 * confirmation, the payment and login password hints) and the phone polish (brand name, free play,
 * dialogs sized to their content, play-now pills, the game page's exit), on a phone and a desktop.
 */
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
/** Set POLISH_SHOTS_DIR to keep screenshots (phone and desktop, EN and NE) for a human to look at. */
const shotsDir = process.env.POLISH_SHOTS_DIR;
const password = 'Play-e2e-2024';
const freshIp = ipSource(73);
let browser: Browser;
let database: pg.Client;

type Device = { name: 'phone' | 'desktop'; options: BrowserContextOptions };
const devices: Device[] = [
  { name: 'phone', options: { viewport: phoneViewport, isMobile: true, hasTouch: true } },
  { name: 'desktop', options: { viewport: { width: 1280, height: 800 } } },
];
type Language = 'EN' | 'NE';

beforeAll(async () => {
  browser = await launchBrowser();
  database = await connectDatabase(dataDir);
});

afterAll(async () => {
  await browser?.close();
  await database?.end();
});

async function newMember(ip: string): Promise<RegisteredMember> {
  return registerMember({ baseUrl, database, ip, prefix: 'pol', password });
}

async function visit(ip: string, device: Device, url: string, language: Language = 'EN'): Promise<Page> {
  const page = await openPage(browser, baseUrl, {
    extraHTTPHeaders: { 'x-forwarded-for': ip },
    ...device.options,
  });
  await page.addInitScript((code) => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('lang', code);
  }, language);
  await page.goto(url);
  return page;
}

/** The member centre on `menuPage`, logged in by the token in the address. */
async function memberCentre(
  ip: string,
  device: Device,
  token: string,
  menuPage: string,
  language?: Language,
) {
  const page = await visit(ip, device, `/member?token=${token}`, language);
  await page.getByTestId('member-centre-menu').waitFor();
  await page.getByTestId(`member-menu-${menuPage}`).click();
  await poll(() => page.getByTestId('member-centre-page').getAttribute('data-member-page')).toBe(menuPage);
  // A member's top bar (menu, brand, theme, account) leaves the brand whole too.
  await page.getByTestId('account-menu-trigger').waitFor();
  await expectBrandWhole(page);
  return page;
}

/** The brand name in the header is drawn whole (not cut to "De…"). */
async function expectBrandWhole(page: Page) {
  const name = page.getByTestId('brand-name');
  await name.waitFor();
  const fits = await name.evaluate((element) => element.scrollWidth <= element.clientWidth);
  if (!fits) await shot(page, `brand-cut-${Date.now()}`);
  expect(fits, await name.innerText()).toBe(true);
}

async function shot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  await mkdir(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

/** Where an element is drawn, in the window's coordinates. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not drawn');
  return box;
}

/** The element lies inside the window, below the sticky header. */
async function expectInWindow(page: Page, locator: Locator) {
  const box = await boxOf(locator);
  const headerBottom = (await boxOf(page.getByTestId('header'))).height;
  const windowHeight = page.viewportSize()?.height ?? 0;
  expect(box.y).toBeGreaterThanOrEqual(headerBottom - 1);
  expect(box.y + box.height).toBeLessThanOrEqual(windowHeight + 1);
}

/** The words the member centre tests look for, per language. */
const words = {
  EN: {
    passwordLength: '8 to 64 characters',
    symbols: /symbols/i,
    changed: /password has been changed[\s\S]*1 other session/i,
    sixDigits: /^6 digits\b/,
    trivial: /easy to guess/i,
  },
  NE: {
    passwordLength: '8 देखि 64 वटा क्यारेक्टर',
    symbols: /चिन्ह/,
    changed: /पासवर्ड परिवर्तन भयो[\s\S]*1 सत्र/,
    sixDigits: /^6 अङ्क/,
    trivial: /अनुमान गर्न धेरै सजिलो/,
  },
} as const;

describe('member centre flows (issue 14 #11)', () => {
  for (const [device, language] of devices.flatMap((each) =>
    (['EN', 'NE'] as const).map((code) => [each, code] as const),
  )) {
    const text = words[language];
    const look = `${device.name}-${language}`;
    it(`change password says so, says who was signed out, and stays in the member centre (${device.name}, ${language})`, async () => {
      const ip = freshIp();
      const member = await newMember(ip);
      // Another device of the member's: the change signs it out, and the page says so.
      const other = await fetch(`${baseUrl}/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ type: 'username', username: member.username, password }),
      });
      expect(other.status).toBe(200);
      const page = await memberCentre(ip, device, member.token, 'securityCenter', language);
      await page.getByTestId('security-change-password').click();
      await page.getByTestId('change-password-form').waitFor();
      // The hint is the policy's: any characters, symbols included.
      const hint = await page.getByTestId('change-new-password-hint').innerText();
      expect(hint).toContain(text.passwordLength);
      expect(hint).toMatch(text.symbols);
      await shot(page, `change-password-form-${look}`);
      await page.getByTestId('change-old-password').fill(password);
      await page.getByTestId('change-new-password').fill('New pass #2024!');
      await page.getByTestId('change-confirm-password').fill('New pass #2024!');
      await page.getByTestId('change-password-submit').click();
      const success = page.getByTestId('change-password-success');
      await success.waitFor();
      expect(await success.getAttribute('data-other-sessions')).toBe('1');
      expect(await success.innerText()).toMatch(text.changed);
      expect(new URL(page.url()).pathname).toBe('/member');
      expect(await page.getByTestId('member-centre-page').getAttribute('data-member-page')).toBe(
        'securityCenter',
      );
      await expectInWindow(page, success);
      await shot(page, `change-password-success-${look}`);
      await page.context().close();
    });

    it(`payment password set from the transfer or withdraw page returns there; trivial ones are refused (${device.name}, ${language})`, async () => {
      const ip = freshIp();
      const upline = await newMember(ip);
      const member = await newMember(ip);
      await database.query('update members set upline_member_id = $1 where id = $2', [upline.id, member.id]);
      const page = await memberCentre(ip, device, member.token, 'transferUpline', language);
      await page.getByTestId('transfer-set-payment-password').click();
      const dialog = page.getByTestId('payment-password-dialog');
      await dialog.waitFor();
      expect(await page.getByTestId('payment-password-hint').innerText()).toMatch(text.sixDigits);
      await shot(page, `payment-password-dialog-${look}`);
      await page.getByTestId('payment-login-password').fill(password);
      await page.getByTestId('payment-password').fill('123456');
      await page.getByTestId('payment-password-confirm').fill('123456');
      await page.getByTestId('payment-password-submit').click();
      await poll(() => page.getByTestId('payment-password-error').innerText()).toMatch(text.trivial);
      await shot(page, `payment-password-trivial-${look}`);
      await page.getByTestId('payment-password').fill('582039');
      await page.getByTestId('payment-password-confirm').fill('582039');
      await page.getByTestId('payment-password-submit').click();
      await poll(() => dialog.count()).toBe(0);
      // Back where the member started, the form ready for the transfer.
      await poll(() => page.getByTestId('member-centre-page').getAttribute('data-member-page')).toBe(
        'transferUpline',
      );
      await page.getByTestId('transfer-form').waitFor();
      await page.context().close();

      const second = await newMember(ip);
      const withdraw = await memberCentre(ip, device, second.token, 'withdraw', language);
      await withdraw.getByTestId('withdraw-set-payment-password').click();
      await withdraw.getByTestId('payment-password-dialog').waitFor();
      await withdraw.getByTestId('payment-login-password').fill(password);
      await withdraw.getByTestId('payment-password').fill('582039');
      await withdraw.getByTestId('payment-password-confirm').fill('582039');
      await withdraw.getByTestId('payment-password-submit').click();
      await poll(() => withdraw.getByTestId('payment-password-dialog').count()).toBe(0);
      await poll(() => withdraw.getByTestId('member-centre-page').getAttribute('data-member-page')).toBe(
        'withdraw',
      );
      await withdraw.getByTestId('withdraw-centre').waitFor();
      await withdraw.context().close();
    });

    it(`transfer to upline says at once that there is no upline (${device.name}, ${language})`, async () => {
      const ip = freshIp();
      const member = await newMember(ip);
      const page = await memberCentre(ip, device, member.token, 'transferUpline', language);
      await page.getByTestId('transfer-no-upline').waitFor();
      // Neither an amount nor a password is asked for, nor a payment password to set first.
      expect(await page.getByTestId('transfer-form').count()).toBe(0);
      expect(await page.getByTestId('transfer-needs-payment-password').count()).toBe(0);
      await shot(page, `transfer-no-upline-${look}`);
      await page.context().close();
    });

    it(`the bank deposit's confirmation is in view after sending (${device.name}, ${language})`, async () => {
      const ip = freshIp();
      const member = await newMember(ip);
      const page = await memberCentre(ip, device, member.token, 'depositv2', language);
      await page.locator('[data-testid="deposit-form"][data-channel-type="manual_bank"]').waitFor();
      await page.getByTestId('deposit-amount').fill('500');
      await page
        .getByTestId('deposit-proof-input')
        .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: tinyPng });
      await page.getByTestId('deposit-proof-thumbnail').waitFor();
      await page.getByTestId('deposit-submit').click();
      const created = page.getByTestId('deposit-created');
      await created.waitFor();
      await poll(async () => {
        const box = await created.boundingBox();
        return box !== null && box.y >= 0;
      }).toBe(true);
      await expectInWindow(page, created);
      await shot(page, `deposit-created-${look}`);
      await page.context().close();
    });
  }
});

/** A 1x1 PNG: the server checks a proof by its bytes. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYGAAAAAEAAEnNCcKAAAAAElFTkSuQmCC',
  'base64',
);

describe('phone polish (issue 14 #12)', () => {
  for (const device of devices) {
    for (const language of ['EN', 'NE'] as const) {
      it(`shows the brand name whole and a labelled free-play button (${device.name}, ${language})`, async () => {
        const page = await visit(freshIp(), device, '/', language);
        await expectBrandWhole(page);
        expect(await page.getByTestId('brand-name').innerText()).toBe('Demo Casino NP');
        const freePlay = page.getByTestId('free-play-button');
        const label = language === 'EN' ? 'Free play' : 'निःशुल्क खेल';
        expect((await freePlay.innerText()).trim()).toBe(label);
        expect(await page.getByRole('button', { name: label, exact: true }).count()).toBe(1);
        // Nothing in the header runs out of the window.
        const header = await boxOf(page.getByTestId('header'));
        expect(header.width).toBeLessThanOrEqual((page.viewportSize()?.width ?? 0) + 0.5);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          page.viewportSize()?.width ?? 0,
        );
        await shot(page, `header-guest-${device.name}-${language}`);
        expect(await seriousViolations(page)).toEqual([]);
        await page.context().close();
      });

      it(`draws a small dialog at the size of its content (${device.name}, ${language})`, async () => {
        const page = await visit(freshIp(), device, '/', language);
        await page.getByTestId('login-button').click();
        const dialog = page.getByTestId('login-modal');
        await page.getByTestId('login-form').waitFor();
        const windowHeight = page.viewportSize()?.height ?? 0;
        const box = await boxOf(dialog);
        // Sized to what it holds: no empty space under the last control, and well short of the window.
        const emptyBelow = await dialog.evaluate((element) => {
          const panel = element.getBoundingClientRect();
          const bottoms = Array.from(element.children).map((child) => child.getBoundingClientRect().bottom);
          return panel.bottom - Math.max(...bottoms);
        });
        expect(emptyBelow).toBeLessThanOrEqual(32);
        expect(box.height).toBeLessThan(windowHeight * 0.9);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(windowHeight);
        await shot(page, `dialog-login-${device.name}-${language}`);
        await page.context().close();
      });

      it(`keeps the play-now pill off the game art, on one line (${device.name}, ${language})`, async () => {
        const page = await visit(freshIp(), device, '/', language);
        const tile = page.getByTestId('hot-games').getByTestId('game-tile-slot');
        await tile.waitFor();
        await tile.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        const pill = tile.getByTestId('game-tile-play-now');
        // The corner: on a desktop the (still transparent) pill sits over the art's middle.
        if (device.name === 'desktop') await tile.hover({ position: { x: 8, y: 8 } });
        await poll(() => pill.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
        const art = await boxOf(tile.getByTestId('game-tile-open'));
        const pillBox = await boxOf(pill);
        const overlaps =
          pillBox.x < art.x + art.width &&
          pillBox.x + pillBox.width > art.x &&
          pillBox.y < art.y + art.height &&
          pillBox.y + pillBox.height > art.y;
        // On a phone the pill is always there, so it sits under the art; on a desktop it shows on hover.
        if (device.name === 'phone') expect(overlaps).toBe(false);
        // Its words inside it, on one line (a centred flex box hides an overflow from scrollWidth).
        const fit = await pill.evaluate((element) => {
          const words = document.createRange();
          words.selectNodeContents(element);
          const inner = words.getBoundingClientRect();
          const outer = element.getBoundingClientRect();
          return { inside: inner.left >= outer.left && inner.right <= outer.right, height: inner.height };
        });
        expect(fit.inside).toBe(true);
        expect(fit.height).toBeLessThan(24);
        expect(pillBox.height).toBeLessThanOrEqual(40);
        await shot(page, `game-tiles-${device.name}-${language}`);
        await page.context().close();
      });

      it(`offers a clear exit on the game page (${device.name}, ${language})`, async () => {
        const ip = freshIp();
        const member = await newMember(ip);
        const page = await visit(ip, device, `/?token=${member.token}`, language);
        const tile = page.getByTestId('hot-games').getByTestId('game-tile-slot');
        await tile.getByTestId('game-tile-open').click({ position: { x: 8, y: 8 } });
        await poll(() => new URL(page.url()).pathname).toBe('/inhouse/slot');
        const exit = page.getByTestId('game-exit');
        await exit.waitFor();
        const label = language === 'EN' ? 'Exit game' : 'खेलबाट बाहिर';
        expect((await exit.innerText()).trim()).toBe(label);
        expect(await page.getByRole('button', { name: label, exact: true }).count()).toBe(1);
        await shot(page, `game-exit-${device.name}-${language}`);
        await exit.click();
        await poll(() => new URL(page.url()).pathname).toBe('/');
        // Opened directly (a bookmark, a new tab): the exit leads to the in-house lobby.
        await page.goto('/inhouse/dice');
        await page.getByTestId('game-exit').click();
        await poll(() => new URL(page.url()).pathname).toBe('/inhouse');
        await page.context().close();
      });
    }
  }
});
