import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, phoneViewport } from './support/browser.js';
import { connectDatabase } from './support/database.js';
import { ipSource, type RegisteredMember, registerMember } from './support/members.js';
import { poll } from './support/poll.js';
import { signedInStaff, useStaffLanguage } from './support/staff.js';

/**
 * The chat room end to end (issue 19): two members in two browser contexts chat live; HTML and links
 * stay literal text; a staff member deletes a message on the back office's chat screen and it vanishes
 * on both pages without a reload, then mutes a member there and the member's page says so at once and
 * the server refuses the member's next send; a guest reads in NE with a login prompt. Screenshots go to
 * CHAT_E2E_SHOTS_DIR (or /tmp/shots/q5).
 */
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const shotsDir = process.env.CHAT_E2E_SHOTS_DIR ?? '/tmp/shots/q5';
const staffAddress = '198.51.100.149';
const freshIp = ipSource(149);
const memberPassword = 'Chat-room-play-2024';
const desktop = { width: 1280, height: 800 };
const devanagari = /[\u0900-\u097F]/;

let browser: Browser;
let database: pg.Client;

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

/** A member's own socket, opened in the member's page: what the server answers the next send. */
function sendOverOwnSocket(page: Page, token: string, text: string): Promise<string> {
  return page.evaluate(
    ([sessionToken, body]) =>
      new Promise<string>((resolve, reject) => {
        const socket = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/api/live`);
        const timer = setTimeout(() => reject(new Error('no answer to the send')), 10_000);
        socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token: sessionToken }));
        socket.onmessage = (message) => {
          const data = JSON.parse(String(message.data)) as { type: string; code?: string };
          if (data.type === 'ready') socket.send(JSON.stringify({ type: 'chatJoin', roomCode: 'lobby' }));
          if (data.type === 'chatJoined')
            socket.send(JSON.stringify({ type: 'chatSend', text: body, clientId: 'e2e-after-mute' }));
          if (data.type === 'chatRefused' || data.type === 'chatSent') {
            clearTimeout(timer);
            socket.close();
            resolve(data.type === 'chatSent' ? 'sent' : (data.code ?? ''));
          }
        };
      }),
    [token, text] as const,
  );
}

beforeAll(async () => {
  browser = await launchBrowser();
  database = await connectDatabase(dataDir);
});

afterAll(async () => {
  await browser?.close();
  await database?.end();
});

describe('chat room', () => {
  it('two members chat live; on the back office staff delete a message (gone on both pages) and mute a member (refused)', async () => {
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
    const replyId = await alicePage
      .getByTestId('chat-message')
      .filter({ hasText: reply })
      .getAttribute('data-id');
    expect(messageId).toMatch(/^\d+$/);

    // The back office's chat screen, reached through its navigation entry.
    const staffPage = await signedInStaff(browser, {
      baseUrl,
      dataDir,
      role: 'customerService',
      username: `chate2e${randomUUID().slice(0, 6)}`,
      address: staffAddress,
      context: { viewport: desktop },
    });
    await staffPage.getByTestId('nav-chat').click();
    const adminRow = (id: string | null) =>
      staffPage.locator(`[data-testid="chat-admin-message"][data-message-id="${id}"]`);
    // Each row's buttons name the account they act on (a screen reader hears "Mute chatb…", not "Mute").
    expect(await adminRow(messageId).getByTestId('chat-message-delete').getAttribute('aria-label')).toContain(
      alice.username,
    );
    expect(await adminRow(replyId).getByTestId('chat-author-mute').getAttribute('aria-label')).toBe(
      `Mute ${bob.username}`,
    );
    await adminRow(messageId).getByTestId('chat-message-delete').click();
    await staffPage.getByTestId('chat-delete-dialog-reason').fill('e2e: links are not allowed');
    await staffPage.getByTestId('chat-delete-dialog-confirm').click();
    await poll(() => adminRow(messageId).getAttribute('data-deleted')).toBe('true');
    await poll(async () => (await messageTexts(alicePage)).includes(hostile)).toBe(false);
    await poll(async () => (await messageTexts(bobPage)).includes(hostile)).toBe(false);
    expect(await messageTexts(bobPage)).toContain(reply);
    await shot(bobPage, 'chat-after-delete-phone');

    // A mute from the screen: Bob's page says so at once, and the server refuses Bob's next send.
    await adminRow(replyId).getByTestId('chat-author-mute').click();
    await staffPage.getByTestId('chat-mute-dialog-reason').fill('Cool down, please');
    await staffPage.getByTestId('chat-mute-dialog-confirm').click();
    const muteRow = staffPage.getByTestId('chat-restriction').filter({ hasText: 'Cool down, please' });
    await muteRow.waitFor();
    expect(await muteRow.getByTestId('chat-restriction-lift').getAttribute('aria-label')).toBe(
      `Unmute ${bob.username}`,
    );
    await poll(async () => (await bobPage.getByTestId('chat-muted').count()) > 0).toBe(true);
    expect(await bobPage.getByTestId('chat-muted').innerText()).toContain('Cool down, please');
    expect(await bobPage.getByTestId('chat-input').isDisabled()).toBe(true);
    expect(await sendOverOwnSocket(bobPage, bob.token, 'Am I muted?')).toBe('chat_muted');
    await shot(bobPage, 'chat-muted-phone');

    await staffPage.evaluate(() => window.scrollTo(0, 0));
    await shot(staffPage, 'backoffice-chat-en-desktop');
    await adminRow(replyId).getByTestId('chat-author-ban').click();
    await staffPage.getByTestId('chat-ban-dialog').waitFor();
    await shot(staffPage, 'backoffice-chat-ban-dialog-en-desktop');
    await staffPage.keyboard.press('Escape');
    await staffPage.setViewportSize(phoneViewport);
    await shot(staffPage, 'backoffice-chat-en-phone');
    await useStaffLanguage(staffPage, 'NE');
    await staffPage.getByTestId('chat-admin-messages').waitFor();
    expect(await staffPage.getByTestId('chat-restrictions').innerText()).toMatch(devanagari);
    // The NE poll note writes its numbers in Devanagari digits like the screen's other NE texts.
    expect(await staffPage.getByTestId('chat-poll-note').innerText()).toBe(
      'नयाँ १००, हरेक ५ सेकेन्डमा फेरि पढिन्छ।',
    );
    await shot(staffPage, 'backoffice-chat-ne-phone');
    await staffPage.setViewportSize(desktop);
    await shot(staffPage, 'backoffice-chat-ne-desktop');
    await staffPage.context().close();
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
