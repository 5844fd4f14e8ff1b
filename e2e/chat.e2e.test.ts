import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bearerApi } from './support/bearer-api.js';
import { launchBrowser, openPage, phoneViewport } from './support/browser.js';
import { connectDatabase } from './support/database.js';
import { ipSource, type RegisteredMember, registerMember } from './support/members.js';
import { poll } from './support/poll.js';
import { staffApiToken } from './support/staff.js';

/**
 * The chat room end to end (issue 19): two members in two browser contexts chat live; HTML and links
 * stay literal text; staff delete a message through the admin API and it vanishes on both pages without
 * a reload; a guest reads in NE with a login prompt. Screenshots go to CHAT_E2E_SHOTS_DIR (or /tmp/shots/q5).
 */
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const shotsDir = process.env.CHAT_E2E_SHOTS_DIR ?? '/tmp/shots/q5';
const staffAddress = '198.51.100.149';
const freshIp = ipSource(149);
const memberPassword = 'Chat-room-play-2024';
const desktop = { width: 1280, height: 800 };
const devanagari = /[\u0900-\u097F]/;

const api = bearerApi(baseUrl, staffAddress);
let browser: Browser;
let database: pg.Client;
let staffToken = '';

async function chatTab(
  member: RegisteredMember | null,
  ip: string,
  options: { phone?: boolean; language?: 'EN' | 'NE' } = {},
): Promise<Page> {
  const page = await openPage(browser, baseUrl, {
    ...(options.phone ? { viewport: phoneViewport, isMobile: true, hasTouch: true } : { viewport: desktop }),
    extraHTTPHeaders: { 'x-forwarded-for': ip },
  });
  await page.addInitScript(
    ([token, language]) => {
      if (token) sessionStorage.setItem('token', token);
      localStorage.setItem('lang', language ?? 'EN');
    },
    [member?.token ?? '', options.language ?? 'EN'],
  );
  await page.goto('/chat');
  await page.getByTestId('chat-room').waitFor();
  return page;
}

async function shot(page: Page, name: string): Promise<void> {
  await mkdir(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

function messageTexts(page: Page): Promise<string[]> {
  return page.getByTestId('chat-message').locator('p').allInnerTexts();
}

beforeAll(async () => {
  browser = await launchBrowser();
  database = await connectDatabase(dataDir);
  staffToken = await staffApiToken({
    baseUrl,
    dataDir,
    role: 'customerService',
    username: `chate2e${randomUUID().slice(0, 6)}`,
    address: staffAddress,
  });
});

afterAll(async () => {
  await browser?.close();
  await database?.end();
});

describe('chat room', () => {
  it('two members chat live; staff delete a message and it vanishes on both pages', async () => {
    const aliceIp = freshIp();
    const bobIp = freshIp();
    const alice = await registerMember({
      baseUrl,
      database,
      ip: aliceIp,
      prefix: 'chata',
      password: memberPassword,
    });
    const bob = await registerMember({
      baseUrl,
      database,
      ip: bobIp,
      prefix: 'chatb',
      password: memberPassword,
    });
    const alicePage = await chatTab(alice, aliceIp);
    const bobPage = await chatTab(bob, bobIp, { phone: true });
    await poll(() => alicePage.getByTestId('chat-connection').innerText()).toBe('Live');
    await poll(() => bobPage.getByTestId('chat-connection').innerText()).toBe('Live');

    const hostile = `Hi <b>Bob</b> see https://example.com/${randomUUID().slice(0, 6)}`;
    await alicePage.getByTestId('chat-input').fill(hostile);
    expect(await alicePage.getByTestId('chat-counter').innerText()).toBe(`${hostile.length}/300`);
    await alicePage.getByTestId('chat-send').click();
    await poll(async () => (await messageTexts(bobPage)).includes(hostile)).toBe(true);
    await poll(async () => (await messageTexts(alicePage)).includes(hostile)).toBe(true);
    // Literal text: no markup, nothing clickable.
    expect(await bobPage.getByTestId('chat-messages').locator('a, b, script').count()).toBe(0);

    const reply = `Hello Alice ${randomUUID().slice(0, 6)}`;
    await bobPage.getByTestId('chat-input').fill(reply);
    await bobPage.getByTestId('chat-send').click();
    await poll(async () => (await messageTexts(alicePage)).includes(reply)).toBe(true);
    await shot(alicePage, 'chat-desktop');
    await shot(bobPage, 'chat-phone');

    const messageId = await alicePage
      .getByTestId('chat-message')
      .filter({ hasText: hostile })
      .getAttribute('data-id');
    expect(messageId).toMatch(/^\d+$/);
    await api.ok('POST', `/api/admin/chat/messages/${messageId}/deletion`, staffToken, { reason: 'e2e' });
    await poll(async () => (await messageTexts(alicePage)).includes(hostile)).toBe(false);
    await poll(async () => (await messageTexts(bobPage)).includes(hostile)).toBe(false);
    expect(await messageTexts(bobPage)).toContain(reply);
    await shot(bobPage, 'chat-after-delete-phone');
    await alicePage.context().close();
    await bobPage.context().close();
  });

  it('a guest reads the room in NE with a prompt to log in, and cannot write', async () => {
    const page = await chatTab(null, freshIp(), { phone: true, language: 'NE' });
    const prompt = page.getByTestId('chat-guest-prompt');
    await prompt.waitFor();
    expect(await prompt.innerText()).toMatch(devanagari);
    expect(await page.getByTestId('chat-input').count()).toBe(0);
    expect(await page.getByTestId('chat-title').innerText()).toBe('च्याट कोठा');
    await shot(page, 'chat-guest-ne-phone');
    const desktopPage = await chatTab(null, freshIp(), { language: 'NE' });
    await desktopPage.getByTestId('chat-guest-prompt').waitFor();
    await shot(desktopPage, 'chat-guest-ne-desktop');
    await page.context().close();
    await desktopPage.context().close();
  });
});
