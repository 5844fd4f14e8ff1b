import { createHash, randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/accessibility.js';
import { pngImage, sidewaysOverflow, staffTokenPage } from './support/back-office.js';
import { bearerApi } from './support/bearer-api.js';
import { launchBrowser, openPage } from './support/browser.js';
import { connectDatabase } from './support/database.js';
import { ipSource, type RegisteredMember, registerMember } from './support/members.js';
import { poll } from './support/poll.js';
import { staffApiToken } from './support/staff.js';

/**
 * The back office's content screens (issue 18): staff compose a platform message to a segment (members
 * registered in a period), confirm its audience, and the sent list shows it with its recipient count (the
 * members it reached, ours among them); staff answer a member's feedback ticket from the queue and the
 * member reads the answer; staff create a banner with an uploaded image for the home carousel and the
 * player site shows it. The screens render in NE without sideways scrolling. Set CONTENT_SHOTS_DIR to keep
 * screenshots for a human.
 */

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const shotsDir = process.env.CONTENT_SHOTS_DIR;

const memberPassword = 'Content-e2e-2024';
const suffix = randomBytes(3).toString('hex');
const staffAddress = '198.51.100.139';
const freshIp = ipSource(139);
const devanagari = /[\u0900-\u097F]/;
const desktop = { width: 1280, height: 800 };
const captchaAnswer = 'TESTB';

const api = bearerApi(baseUrl, staffAddress);
let browser: Browser;
let database: pg.Client;
let adminToken = '';
const members: RegisteredMember[] = [];
/** The brand's offset from UTC: the composer's times are the brand's wall-clock time. */
let offsetMinutes = 0;
let createdBannerId: string | undefined;
let createdNewsId: string | undefined;

/** The back office at `address`, signed in as the suite's admin, from the staff address. */
function staffPage(address: string, options: { phone?: boolean; language?: 'EN' | 'NE' } = {}) {
  return staffTokenPage(browser, { baseUrl, token: adminToken, from: staffAddress, address, ...options });
}

/** A small striped png, the suite's own colours. */
function stripedPng(width: number, height: number): Buffer {
  return pngImage(width, height, (x, y) => [40, x * 2, 120 + y * 4]);
}

async function shot(page: Page, name: string, fullPage = true) {
  if (!shotsDir) return;
  await mkdir(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage });
}

/** A brand-time datetime-local value for an instant (minute precision, rounded down). */
function brandInput(ms: number): string {
  return new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 16);
}

beforeAll(async () => {
  browser = await launchBrowser();
  database = await connectDatabase(dataDir);
  adminToken = await staffApiToken({
    baseUrl,
    dataDir,
    role: 'admin',
    username: `cnt${suffix}`,
    address: staffAddress,
  });
  const settings = (await (await fetch(`${baseUrl}/api/system/site-settings`)).json()) as {
    brand: { gmtOffsetMinutes: number };
  };
  offsetMinutes = settings.brand.gmtOffsetMinutes;
}, 120_000);

afterAll(async () => {
  // The suite's banner leaves the home carousel (other suites read the group).
  if (createdBannerId) await api.request('DELETE', `/api/admin/banners/${createdBannerId}`, adminToken);
  if (createdNewsId) await api.request('DELETE', `/api/admin/news/${createdNewsId}`, adminToken);
  await browser?.close();
  await database?.end();
});

describe('back office: messages, feedback, banners', () => {
  it('composes a message to members registered in a period; the sent list shows its recipients', async () => {
    const from = Date.now() - 60_000;
    for (let index = 0; index < 2; index += 1)
      members.push(
        await registerMember({ baseUrl, database, ip: freshIp(), prefix: 'cnt', password: memberPassword }),
      );
    const to = Date.now() + 120_000;
    const title = `Welcome week ${suffix}`;

    const page = await staffPage('/messages');
    await page.getByTestId('message-compose').click();
    await page.getByTestId('message-composer').waitFor();
    // Nothing typed: the fields say so and nothing is sent.
    await page.getByTestId('message-review').click();
    await page.getByTestId('message-problems').waitFor();
    expect(await page.getByTestId('message-title').getAttribute('aria-invalid')).toBe('true');

    await page.getByTestId('message-title').fill(title);
    await page.getByTestId('message-body').fill('<p>Hello <b>new member</b></p><script>alert(1)</script>');
    // A pasted list counts each username once and names the repeats.
    await page.getByTestId('message-audience-list').check({ force: true });
    await page.getByTestId('message-usernames').fill('alice\nbob, ALICE\ncarol');
    expect(await page.getByTestId('message-usernames-count').getAttribute('data-value')).toBe('3');
    await page.getByTestId('message-usernames-duplicates').waitFor();

    await page.getByTestId('message-audience-segment').check({ force: true });
    await page.getByTestId('message-segment-registeredBetween').check({ force: true });
    await page.getByTestId('message-registered-from').fill(brandInput(from));
    await page.getByTestId('message-registered-to').fill(brandInput(to + 60_000));
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'message-compose-desktop-en');
    await page.getByTestId('message-review').click();
    const confirm = page.getByTestId('message-confirm-dialog');
    await confirm.waitFor();
    // The confirmation states the audience before anything is sent.
    expect(await page.getByTestId('message-confirm-audience').innerText()).toContain(
      'Members registered from',
    );
    await shot(page, 'message-confirm-desktop-en', false);
    await page.getByTestId('message-confirm-send').click();
    await page.getByTestId('message-sent').waitFor();
    const messageId = (await page.getByTestId('message-sent').getAttribute('data-message-id')) ?? '';
    expect(messageId).toMatch(/^[0-9a-f-]{36}$/);

    // The fan-out job delivers it; the list (reloaded) shows it sent with the recipients it reached.
    await page.getByTestId('message-sent-list').click();
    const row = page.locator(`[data-testid="message-row"][data-message-id="${messageId}"]`);
    await poll(async () => {
      await page.reload();
      await row.waitFor();
      return row.getAttribute('data-status');
    }, 30_000).toBe('sent');
    const stored = await database.query<{ recipient_count: number }>(
      'select recipient_count from platform_messages where id = $1',
      [messageId],
    );
    const recipients = stored.rows[0]?.recipient_count ?? 0;
    // Our two members registered in the period (other suites may register more at the same time).
    expect(recipients).toBeGreaterThanOrEqual(2);
    expect(await row.getByTestId('message-recipients').innerText()).toBe(recipients.toLocaleString('en'));
    expect(await row.getByTestId('message-read').innerText()).toBe('0');
    expect(await row.getByTestId('message-audience-cell').innerText()).toContain('Members registered from');
    for (const member of members) {
      const inbox = await api.ok<{ items: { id: string }[] }>('GET', '/api/messages?page=1', member.token);
      expect(inbox.items.map((item) => item.id)).toContain(messageId);
    }

    // One member reads it: the read count and share follow.
    const first = members[0] as RegisteredMember;
    await api.ok('GET', `/api/messages/${messageId}`, first.token);
    await page.reload();
    await poll(() => row.getByTestId('message-read').innerText()).toBe('1');
    await row.getByTestId('message-open').click();
    const detail = page.getByTestId('message-detail-dialog');
    await detail.waitFor();
    // The body as members see it: the script is gone.
    await page.getByTestId('message-detail-body').waitFor();
    expect(await page.getByTestId('message-detail-body').innerHTML()).not.toContain('script');
    expect(await page.getByTestId('message-detail-body').innerText()).toContain('new member');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'message-detail-desktop-en', false);
    await page.keyboard.press('Escape');
    await shot(page, 'messages-desktop-en');
    await page.context().close();

    const phone = await staffPage('/messages', { phone: true });
    await phone.locator(`[data-testid="message-row"][data-message-id="${messageId}"]`).waitFor();
    expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
    await shot(phone, 'messages-phone-en');
    await phone.goto('/admin/messages/new');
    await phone.getByTestId('message-composer').waitFor();
    await phone.getByTestId('message-audience-segment').check({ force: true });
    await phone.getByTestId('message-segment-vipLevels').check({ force: true });
    expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
    await shot(phone, 'message-compose-phone-en');
    await phone.context().close();
  }, 120_000);

  it('schedules a message to one member and cancels it before it goes', async () => {
    const member = members[0] as RegisteredMember;
    const title = `Tomorrow ${suffix}`;
    const page = await staffPage('/messages/new');
    await page.getByTestId('message-composer').waitFor();
    await page.getByTestId('message-title').fill(title);
    await page.getByTestId('message-body').fill('See you tomorrow.');
    await page.getByTestId('message-username').fill(member.username);
    await page.getByTestId('message-timing-later').check({ force: true });
    // A time already past is refused here.
    await page.getByTestId('message-send-at').fill(brandInput(Date.now() - 3_600_000));
    await page.getByTestId('message-review').click();
    await page.getByTestId('message-send-at-problem').waitFor();
    await page.getByTestId('message-send-at').fill(brandInput(Date.now() + 86_400_000));
    await page.getByTestId('message-review').click();
    expect(await page.getByTestId('message-confirm-audience').innerText()).toContain(member.username);
    await page.getByTestId('message-confirm-send').click();
    await page.getByTestId('message-sent').waitFor();
    const messageId = (await page.getByTestId('message-sent').getAttribute('data-message-id')) ?? '';
    await page.getByTestId('message-sent-list').click();
    const row = page.locator(`[data-testid="message-row"][data-message-id="${messageId}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('scheduled');
    await row.getByTestId('message-open').click();
    await page.getByTestId('message-cancel').click();
    await page.getByTestId('message-cancel-confirm').click();
    await poll(() => row.getAttribute('data-status')).toBe('cancelled');
    const inbox = await api.ok<{ items: { id: string }[] }>('GET', '/api/messages?page=1', member.token);
    expect(inbox.items.map((item) => item.id)).not.toContain(messageId);
    await page.context().close();
  }, 60_000);

  it('writes a news article with a cover and publishes it', async () => {
    const title = `Ten new slots ${suffix}`;
    const page = await staffPage('/news');
    await page.getByTestId('news-create').click();
    await page.getByTestId('news-dialog').waitFor();
    await page.getByTestId('news-title').fill(title);
    await page.getByTestId('news-summary').fill('Spin them this week.');
    await page
      .getByTestId('news-body')
      .fill(
        '<h2>New</h2><p>Ten <b>new</b> slots.</p><img src="https://example.com/x.png" alt="" onerror="alert(1)">',
      );
    await page.getByTestId('news-preview-toggle').click();
    expect(await page.getByTestId('news-preview').innerHTML()).not.toContain('onerror');
    await page
      .getByTestId('news-cover-file')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: stripedPng(64, 36) });
    await page.getByTestId('news-cover-preview').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'news-dialog-desktop-en', false);
    await page.getByTestId('news-save').click();
    await page.getByTestId('news-dialog').waitFor({ state: 'detached' });
    const row = page.locator('[data-testid="news-row"]', { hasText: title });
    await row.waitFor();
    createdNewsId = (await row.getAttribute('data-news-id')) ?? undefined;
    expect(await row.getAttribute('data-status')).toBe('draft');
    await row.getByTestId('news-publish').click();
    await poll(() => row.getAttribute('data-status')).toBe('published');
    await shot(page, 'news-desktop-en');
    const listed = (await (await fetch(`${baseUrl}/api/news?language=EN&pageSize=20`)).json()) as {
      items: { id: string; coverUrl: string | null }[];
    };
    const article = listed.items.find((item) => item.id === createdNewsId);
    expect(article?.coverUrl).toBeTruthy();
    await page.context().close();
  }, 60_000);

  it('answers a member feedback ticket from the queue; the member reads the answer', async () => {
    const member = (members[1] ?? members[0]) as RegisteredMember;
    const content = `My deposit ${suffix} has not arrived after an hour.`;
    const captcha = (await await fetch(`${baseUrl}/api/system/captcha`, {
      headers: { 'x-forwarded-for': freshIp() },
    }).then((response) => response.json())) as { captchaId: string };
    await database.query('update captchas set answer_hash = $1 where id = $2', [
      createHash('sha256').update(captchaAnswer).digest(),
      captcha.captchaId,
    ]);
    const sent = await api.request<{ ticketId: string }>('PUT', '/api/feedback', member.token, {
      content,
      type: 1,
      captchaId: captcha.captchaId,
      captcha: captchaAnswer,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const ticketId = sent.body.ticketId;

    const page = await staffPage('/feedback');
    const row = page.locator(`[data-testid="feedback-row"][data-ticket-id="${ticketId}"]`);
    await row.waitFor();
    expect(await row.getByTestId('feedback-status').getAttribute('data-value')).toBe('open');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'feedback-queue-desktop-en');
    await row.getByTestId('feedback-open').click();
    await page.getByTestId('feedback-ticket').waitFor();
    expect(await page.getByTestId('feedback-content').innerText()).toBe(content);
    await page.getByTestId('feedback-assign-me').click();
    await poll(() => page.getByTestId('feedback-assignee').innerText()).toContain(`cnt${suffix}`);
    // An empty answer is refused here, before anything is sent.
    await page.getByTestId('feedback-answer-send').click();
    await page.getByTestId('feedback-answer-problem').waitFor();
    const answer = `We found deposit ${suffix}; it is in your balance now.`;
    await page.getByTestId('feedback-answer').fill(answer);
    expect(await page.getByTestId('feedback-answer-count').innerText()).toContain(
      String(2000 - answer.length),
    );
    await page.getByTestId('feedback-answer-send').click();
    await page.getByTestId('feedback-answer-sent').waitFor();
    await poll(() => page.getByTestId('feedback-history-answer').count()).toBe(1);
    await poll(() => page.getByTestId('feedback-ticket').getAttribute('data-status')).toBe('answered');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'feedback-ticket-desktop-en');

    // The member reads the answer with its ticket.
    const mine = await api.ok<{ status: string; answers: { body: string }[] }>(
      'GET',
      `/api/feedback/${ticketId}`,
      member.token,
    );
    expect(mine.answers.map((item) => item.body)).toEqual([answer]);

    await page.getByTestId('feedback-close').click();
    await page.getByTestId('feedback-close-confirm').click();
    await poll(() => page.getByTestId('feedback-ticket').getAttribute('data-status')).toBe('closed');
    await page.context().close();

    const phone = await staffPage(`/feedback/${ticketId}`, { phone: true });
    await phone.getByTestId('feedback-ticket').waitFor();
    expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
    await shot(phone, 'feedback-ticket-phone-en');
    await phone.goto('/admin/feedback');
    await phone.getByTestId('feedback-filter-status').waitFor();
    expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
    await shot(phone, 'feedback-queue-phone-en');
    await phone.context().close();
  }, 120_000);

  it('creates a banner for the home carousel and the player site shows it', async () => {
    const title = `Spring offer ${suffix}`;
    const page = await staffPage('/banners');
    await page.getByTestId('banner-group-w_home').check({ force: true });
    await page.getByTestId('banner-create').click();
    const dialog = page.getByTestId('banner-dialog');
    await dialog.waitFor();
    // No image, and a link that leaves the site: both refused here.
    await page.getByTestId('banner-link-type').selectOption('route');
    await page.getByTestId('banner-link-target').fill('//evil.example');
    await page.getByTestId('banner-save').click();
    await page.getByTestId('banner-image-required').waitFor();
    await page.getByTestId('banner-link-target-problem').waitFor();
    await page.getByTestId('banner-link-target').fill('/promotions');
    await page.getByTestId('banner-title-EN').fill(title);
    await page.getByTestId('banner-title-NE').fill(`वसन्त प्रस्ताव ${suffix}`);
    await page
      .getByTestId('banner-image-file')
      .setInputFiles({ name: 'spring.png', mimeType: 'image/png', buffer: stripedPng(90, 30) });
    await page.getByTestId('banner-image-preview').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'banner-dialog-desktop-en', false);
    await page.getByTestId('banner-save').click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.locator('[data-testid="banner-row"]', { hasText: title });
    await row.waitFor();
    createdBannerId = (await row.getAttribute('data-banner-id')) ?? undefined;
    expect(await row.getByTestId('banner-state').getAttribute('data-value')).toBe('live');
    expect(await row.getByTestId('banner-row-link').innerText()).toContain('/promotions');
    await shot(page, 'banners-desktop-en');
    await page.context().close();

    // The player site's home carousel shows it, linking to the route.
    const player = await openPage(browser, baseUrl, {
      viewport: desktop,
      extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
    });
    await poll(async () => {
      await player.goto('/');
      await player.getByTestId('banner-carousel').waitFor();
      return player.locator(`[data-testid="banner-carousel"] img[alt="${title}"]`).count();
    }, 30_000).toBe(1);
    await player.context().close();

    const phone = await staffPage('/banners', { phone: true });
    await phone.getByTestId('banner-list').waitFor();
    expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
    await shot(phone, 'banners-phone-en');
    await phone.context().close();
  }, 120_000);

  it('renders the content screens in NE', async () => {
    const page = await staffPage('/messages', { language: 'NE' });
    for (const [address, testId] of [
      ['/messages', 'message-table'],
      ['/messages/new', 'message-composer'],
      ['/feedback', 'feedback-filter-status'],
      ['/news', 'news-create'],
      ['/banners', 'banner-create'],
    ] as const) {
      await page.goto(`/admin${address}`);
      await page.getByTestId(testId).waitFor();
      expect(await page.locator('h1').innerText(), address).toMatch(devanagari);
      expect(await sidewaysOverflow(page), address).toBeLessThanOrEqual(0);
      await shot(page, `${address.slice(1).replace('/', '-')}-desktop-ne`);
    }
    await page.goto('/admin/news');
    await page.getByTestId('news-create').click();
    await page.getByTestId('news-dialog').waitFor();
    expect(await page.getByTestId('news-dialog').innerText()).toMatch(devanagari);
    await shot(page, 'news-dialog-desktop-ne', false);
    await page.context().close();

    const phone = await staffPage('/news', { phone: true, language: 'NE' });
    await phone.getByTestId('news-create').waitFor();
    expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
    await shot(phone, 'news-phone-ne');
    await phone.context().close();
  }, 120_000);
});
