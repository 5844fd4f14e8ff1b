import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/accessibility.js';
import { bearerApi } from './support/bearer-api.js';
import { launchBrowser, openPage, phoneViewport } from './support/browser.js';
import { connectDatabase, databaseConnectionDetails } from './support/database.js';
import { ipSource, type RegisteredMember, registerMember } from './support/members.js';
import { poll } from './support/poll.js';
import { repositoryRoot, serverEntry, temporaryDataDir } from './support/server-process.js';
import { signedInStaff } from './support/staff.js';

/**
 * Issue 16 end to end: staff publish a first-deposit promotion in the back office (10 % of the deposit,
 * at most 20.00, wagering 2x the bonus with in-house games counting 50 %); a member deposits through the
 * gateway simulator, claims it on /promotions, watches the wagering bar in the reward centre move as it
 * plays, is refused a withdrawal while the bonus is locked and withdraws once the wagering is met. Then
 * the promotions page on a phone (filters and tags) and in Nepali; the ledger verifies at the end.
 */

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const shotsDir = process.env.REWARDS_SHOTS_DIR ?? '/tmp/shots/rewards-e2e';
const memberPassword = 'Play-e2e-2024';
const paymentPassword = '246810';
const suffix = randomBytes(3).toString('hex');
const titleEN = `First deposit 10% ${suffix}`;
const titleNE = `पहिलो जम्मा १०% ${suffix}`;
const freshIp = ipSource(96);
const memberIp = freshIp();
const api = bearerApi(baseUrl, memberIp);

let browser: Browser;
let database: pg.Client;
let promotionId = '';

beforeAll(async () => {
  browser = await launchBrowser();
  database = await connectDatabase(dataDir);
});

afterAll(async () => {
  await browser?.close();
  await database?.end();
});

async function shot(page: Page, name: string, options: { testId?: string; fullPage?: boolean } = {}) {
  await mkdir(shotsDir, { recursive: true });
  if (options.testId) await page.getByTestId(options.testId).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: options.fullPage ?? false });
}

/** "YYYY-MM-DDTHH:MM" for a datetime-local input: now plus `hours`, read as the wall clock. */
function wallClock(hours: number): string {
  return new Date(Date.now() + hours * 3_600_000).toISOString().slice(0, 16);
}

async function memberPage(member: RegisteredMember, options: Parameters<typeof openPage>[2] = {}) {
  const page = await openPage(browser, baseUrl, {
    extraHTTPHeaders: { 'x-forwarded-for': memberIp },
    ...options,
  });
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'EN');
  });
  await page.addInitScript((value) => sessionStorage.setItem('token', value), member.token);
  return page;
}

async function balanceMinor(member: RegisteredMember): Promise<bigint> {
  const balance = await api.ok<{ balanceMinor: string }>('GET', '/api/wallet/balance', member.token);
  return BigInt(balance.balanceMinor);
}

type Reward = {
  id: string;
  status: string;
  amountMinor: string;
  releasedMinor: string | null;
  wagering: { progressMinor: string; requiredMinor: string } | null;
};

async function rewardsOf(member: RegisteredMember, tab: 'waiting' | 'progress' | 'history') {
  return (await api.ok<{ rewards: Reward[] }>('GET', `/api/rewards?tab=${tab}`, member.token)).rewards;
}

/** One dice round through the in-house API: stake 10.00 on "under 9700" (97 % to win). */
async function rollDice(member: RegisteredMember): Promise<bigint> {
  const round = await api.ok<{ stakeMinor: string; winMinor: string }>(
    'POST',
    '/api/inhouse/dice/rounds',
    member.token,
    { requestId: randomUUID(), amount: '10', direction: 'under', target: 9700 },
  );
  expect(round.stakeMinor).toBe('1000');
  return BigInt(round.winMinor) - BigInt(round.stakeMinor);
}

/** Opens a page of the member centre from its menu. */
async function memberCentre(page: Page, menu: 'rewardCenter' | 'withdraw') {
  if (!new URL(page.url()).pathname.startsWith('/member')) await page.goto('/member');
  await page.getByTestId(`member-menu-${menu}`).first().click();
}

async function openProgressTab(page: Page) {
  await memberCentre(page, 'rewardCenter');
  await page.getByTestId('reward-centre').waitFor();
  await page.getByTestId('reward-tab-progress').click();
}

async function fillWithdrawal(page: Page, amount: string) {
  await page.getByTestId('withdraw-bank-name').fill('Nabil Bank');
  await page.getByTestId('withdraw-account-holder').fill('Ram Bahadur');
  await page.getByTestId('withdraw-account-number').fill('0123-4567-8901');
  await page.getByTestId('withdraw-amount').fill(amount);
  await page.getByTestId('withdraw-payment-password').fill(paymentPassword);
  await page.getByTestId('withdraw-submit').click();
  await page.getByTestId('withdraw-confirm-dialog').waitFor();
  await page.getByTestId('withdraw-confirm').click();
}

/** `ledger:verify` of the built server against the e2e database (one snapshot; safe while it runs). */
async function ledgerVerify(): Promise<{ code: number | null; output: string }> {
  const details = await databaseConnectionDetails(dataDir);
  const secretKey = (await readFile(path.join(dataDir, 'secret-key'), 'utf8')).trim();
  const toolDir = await temporaryDataDir('gaming-e2e-ledger-verify');
  try {
    return await new Promise((resolve) => {
      let output = '';
      const child = spawn(process.execPath, [path.join(path.dirname(serverEntry), 'ledger-verify.js')], {
        cwd: repositoryRoot,
        env: {
          ...process.env,
          DATA_DIR: toolDir,
          SECRET_KEY: secretKey,
          DATABASE_URL: `postgres://${details.user}:${encodeURIComponent(details.password)}@${details.host}:${details.port}/${details.database}`,
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.on('exit', (code) => resolve({ code, output }));
    });
  } finally {
    await rm(toolDir, { recursive: true, force: true });
  }
}

/** A locator's text with every run of white space (a no-break space in amounts) as one space. */
async function textOf(locator: Locator): Promise<string> {
  return (await locator.innerText()).replace(/\s+/g, ' ');
}

/** Missing translations show as their keys (rewards namespace and common ones). */
const missingKey = /\b(promotions|rewardCentre|redEnvelope|raffles?|referral|manualRebate|common)\.[a-zA-Z]+/;

describe('promotions and bonus money', () => {
  it('staff publish a first-deposit promotion in the back office editor', async () => {
    const staff = await signedInStaff(browser, {
      baseUrl,
      dataDir,
      role: 'admin',
      username: `promo${suffix}`,
      address: '198.51.100.96',
    });
    await staff.goto('/admin/promotions/new');
    const editor = staff.getByTestId('promotion-editor');
    await editor.waitFor();
    await staff.getByTestId('promotion-title-EN').fill(titleEN);
    await staff
      .getByTestId('promotion-content-EN')
      .fill('<p>Get <strong>10%</strong> of your first deposit.</p><script>alert(1)</script>');
    await staff.getByTestId('promotion-language-NE').click();
    await staff.getByTestId('promotion-title-NE').fill(titleNE);
    await staff.getByTestId('promotion-content-NE').fill('<p>पहिलो जम्माको १०% पाउनुहोस्।</p>');
    await staff.getByTestId('promotion-filter-type').selectOption('deposit');
    await staff.getByTestId('promotion-tag-NEWBIE').check();
    await staff.getByTestId('promotion-tag-DAILY').check();
    await staff.getByTestId('promotion-starts').fill(wallClock(-24));
    await staff.getByTestId('promotion-ends').fill(wallClock(72));
    await staff.getByTestId('promotion-participation').selectOption('claim');
    await staff.getByTestId('promotion-reward-type').selectOption('deposit_percent');
    await staff.getByTestId('promotion-deposit-percent').fill('10');
    await staff.getByTestId('promotion-cap').fill('20');
    await staff.getByTestId('promotion-eligibility').selectOption('first_deposit');
    await staff.getByTestId('promotion-eligibility-min').fill('100');
    await staff.getByTestId('promotion-wagering-on').check();
    await staff.getByTestId('promotion-multiple').fill('2');
    await staff.getByTestId('promotion-base').selectOption('bonus');
    await staff.getByTestId('promotion-wagering-days').fill('7');
    await staff.getByTestId('promotion-max-stake').fill('50');
    await staff.getByTestId('promotion-default-weight').fill('100');
    await staff.getByTestId('promotion-weight-INHOUSE').fill('50');
    await staff.getByTestId('promotion-max-claims').fill('100');
    await staff.getByTestId('promotion-budget').fill('10000');
    await shot(staff, 'backoffice-editor-desktop', { fullPage: true });
    await staff.getByTestId('promotion-save').click();
    await staff.waitForURL(/\/admin\/promotions\/\d+$/, { timeout: 15_000 });
    promotionId = /\/promotions\/(\d+)$/.exec(staff.url())?.[1] ?? '';
    expect(promotionId).not.toBe('');
    await staff.getByTestId('promotion-publish').click();
    await staff.getByTestId('promotion-status-dialog').waitFor();
    await staff.getByTestId('promotion-publish-confirm').click();
    // The confirmation stays open on its Done step (the editor is not started again under it) and shows
    // the new status; once closed, the editor shows the promotion published (no publish button).
    await staff.getByTestId('promotion-publish-done').waitFor({ timeout: 15_000 });
    expect(await textOf(staff.getByTestId('promotion-status-dialog').getByTestId('promotion-status'))).toBe(
      'Published',
    );
    await shot(staff, 'backoffice-published-desktop');
    await staff.getByTestId('promotion-publish-done').click();
    await staff.getByTestId('promotion-status-dialog').waitFor({ state: 'detached' });
    expect(await staff.getByTestId('promotion-publish').count()).toBe(0);
    await staff.getByTestId('promotion-archive').waitFor();
    const stored = await database.query<{ status: string; content: { EN: string }; wagering: unknown }>(
      'select status, content, wagering from promotions where id = $1',
      [promotionId],
    );
    expect(stored.rows[0]?.status).toBe('published');
    // The content is sanitised on save: the script is gone, the emphasis stays.
    expect(stored.rows[0]?.content.EN).toContain('<strong>10%</strong>');
    expect(stored.rows[0]?.content.EN).not.toContain('script');
    expect(stored.rows[0]?.wagering).toMatchObject({
      multiple: 2,
      base: 'bonus',
      weights: { INHOUSE: 50 },
      defaultWeightPercent: 100,
    });
    await staff.context().close();
  });

  it('a member deposits, claims, sees the wagering bar move as it plays and withdraws once it is met', async () => {
    expect(promotionId).not.toBe('');
    const member = await registerMember({
      baseUrl,
      database,
      ip: memberIp,
      prefix: 'promo',
      password: memberPassword,
    });
    await api.ok('POST', '/api/members/me/payment-password', member.token, {
      loginPassword: memberPassword,
      paymentPassword,
      confirmPaymentPassword: paymentPassword,
    });
    const page = await memberPage(member);

    // Before any deposit the promotion waits to be claimable: state claim, no action yet.
    await page.goto('/promotions');
    const card = page.locator(`[data-testid="promotion-card"][data-promotion-id="${promotionId}"]`);
    await card.waitFor();
    expect(await card.getAttribute('data-state')).toBe('claim');
    expect(await card.getByTestId('promotion-action').getAttribute('data-action')).toBeNull();

    // The first deposit, paid on the gateway simulator's page (250.00, 1 % fee: 247.50 credited).
    await page.goto('/');
    await page.getByTestId('header-deposit').click();
    await page.getByTestId('deposit-page').waitFor();
    await page.locator('[data-testid^="deposit-channel-"][data-channel-type="gateway"]').click();
    await page.locator('[data-testid="deposit-form"][data-channel-type="gateway"]').waitFor();
    await page.getByTestId('deposit-amount').fill('250');
    await page.getByTestId('deposit-submit').click();
    const payLink = page.getByTestId('deposit-pay-link');
    await payLink.waitFor();
    const [payPage] = await Promise.all([page.context().waitForEvent('page'), payLink.click()]);
    await payPage.getByTestId('sim-pay').click();
    await poll(() => payPage.getByTestId('sim-status').innerText()).toContain('successful');
    await payPage.close();
    await poll(() => balanceMinor(member), 30_000).toBe(24_750n);

    // Now it can be claimed on /promotions.
    await page.goto('/promotions');
    await card.waitFor();
    await poll(() => card.getAttribute('data-state')).toBe('claim');
    const action = card.getByTestId('promotion-action');
    await poll(() => action.getAttribute('data-action')).toBe('claim');
    await shot(page, 'promotions-claim-desktop', { testId: 'promotions-browser' });
    expect(await seriousViolations(page)).toEqual([]);
    await action.click();
    await poll(() => card.getAttribute('data-state')).toBe('claimed');
    await shot(page, 'promotions-claimed-desktop');
    // 10 % of the deposit is above the 20.00 cap: 20.00 is locked, main is untouched.
    const [bonus] = await rewardsOf(member, 'progress');
    expect(bonus).toMatchObject({ status: 'wagering', amountMinor: '2000' });
    expect(bonus?.wagering?.requiredMinor).toBe('4000');
    expect(await balanceMinor(member)).toBe(24_750n);

    // The reward centre shows the bar at 0 %.
    await openProgressTab(page);
    const item = page.locator(`[data-testid="reward-item"][data-reward-id="${bonus?.id}"]`);
    await item.waitFor();
    expect(await item.getAttribute('data-status')).toBe('wagering');
    await poll(() => item.getByTestId('wagering-progress').getAttribute('data-percent')).toBe('0');
    expect(await textOf(item.getByTestId('wagering-required'))).toBe('रू 40.00');
    await shot(page, 'reward-centre-0-desktop', { testId: 'reward-centre' });
    expect(await seriousViolations(page)).toEqual([]);

    // A slot spin of 10.00 played in the browser, then a dice round of 10.00 through the API: in-house
    // counts 50 %, so 10.00 of 40.00.
    await page.goto('/inhouse/slot');
    await page.getByTestId('stake-amount').fill('10');
    const spin = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/inhouse/slot/rounds' &&
        response.request().method() === 'POST',
    );
    await page.getByTestId('play-button').click();
    const spun = (await (await spin).json()) as { stakeMinor: string; winMinor: string };
    expect(spun.stakeMinor).toBe('1000');
    await page.getByTestId('round-result').waitFor();
    let net = BigInt(spun.winMinor) - BigInt(spun.stakeMinor);
    net += await rollDice(member);
    await poll(async () => (await rewardsOf(member, 'progress'))[0]?.wagering?.progressMinor).toBe('1000');
    await openProgressTab(page);
    await poll(() => item.getByTestId('wagering-progress').getAttribute('data-percent')).toBe('25');
    expect(await textOf(item.getByTestId('wagering-done'))).toBe('रू 10.00');
    expect(await textOf(item.getByTestId('wagering-remaining'))).toContain('रू 30.00');
    await shot(page, 'reward-centre-25-desktop', { testId: 'reward-centre' });

    // A withdrawal is refused while the bonus is locked: why, how far, and the way to the reward centre.
    await memberCentre(page, 'withdraw');
    await page.getByTestId('withdraw-centre').waitFor();
    await fillWithdrawal(page, '150');
    const refusal = page.getByTestId('withdraw-error');
    await poll(() => refusal.getAttribute('data-error-code')).toBe('bonus_wagering_active');
    expect(await textOf(refusal)).toContain('रू 30.00');
    await shot(page, 'withdraw-blocked-desktop', { testId: 'withdraw-error' });
    await page.getByTestId('withdraw-open-reward-centre').click();
    await page.getByTestId('reward-centre').waitFor();

    // Six more rounds meet the requirement (40.00); the next read releases the 20.00 to main.
    for (let round = 0; round < 6; round += 1) net += await rollDice(member);
    await poll(async () => (await rewardsOf(member, 'history'))[0]?.status).toBe('released');
    const [released] = await rewardsOf(member, 'history');
    expect(released).toMatchObject({ id: bonus?.id, releasedMinor: '2000' });
    expect(await balanceMinor(member)).toBe(24_750n + net + 2_000n);
    await page.reload();
    await memberCentre(page, 'rewardCenter');
    await page.getByTestId('reward-tab-history').click();
    const history = page.locator(`[data-testid="reward-item"][data-reward-id="${bonus?.id}"]`);
    await poll(() => history.getAttribute('data-status')).toBe('released');
    await shot(page, 'reward-centre-released-desktop', { testId: 'reward-centre' });

    // The withdrawal now goes through.
    await memberCentre(page, 'withdraw');
    await page.getByTestId('withdraw-centre').waitFor();
    await fillWithdrawal(page, '150');
    await page.getByTestId('withdraw-success').waitFor();
    await poll(() => page.getByTestId('withdrawal-item').first().getAttribute('data-status')).toBe('pending');
    await shot(page, 'withdraw-allowed-desktop', { testId: 'withdraw-centre' });
    await page.context().close();
  });

  it('filters and tags work on a phone, and the page reads in Nepali', async () => {
    expect(promotionId).not.toBe('');
    const member = await registerMember({
      baseUrl,
      database,
      ip: memberIp,
      prefix: 'promo',
      password: memberPassword,
    });
    const page = await memberPage(member, { viewport: phoneViewport, isMobile: true, hasTouch: true });
    await page.goto('/promotions');
    const card = page.locator(`[data-testid="promotion-card"][data-promotion-id="${promotionId}"]`);
    await card.waitFor();
    const cardsShown = () => page.getByTestId('promotion-card').count();
    const filterTypesShown = async () =>
      new Set(
        await page
          .getByTestId('promotion-card')
          .evaluateAll((cards) => cards.map((element) => element.getAttribute('data-filter-type'))),
      );
    const noSidewaysScroll = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
    expect(await noSidewaysScroll()).toBe(true);
    await shot(page, 'promotions-phone', { fullPage: true });

    // A filter type with none of ours empties the list; deposit shows it again, and only deposit ones.
    await page.getByTestId('promotion-filter-sports').click();
    await poll(() => page.getByTestId('promotion-filter-sports').getAttribute('aria-pressed')).toBe('true');
    await poll(() => card.count()).toBe(0);
    for (const type of await filterTypesShown()) expect(type).toBe('sports');
    await page.getByTestId('promotion-filter-deposit').click();
    await card.waitFor();
    expect([...(await filterTypesShown())]).toEqual(['deposit']);
    await shot(page, 'promotions-filter-deposit-phone');

    // Tags: NEWBIE (ours has it) keeps it; VIP (ours does not) hides it; VIP again clears the tag.
    await page.getByTestId('promotion-tag-NEWBIE').click();
    await poll(() => page.getByTestId('promotion-tag-NEWBIE').getAttribute('aria-pressed')).toBe('true');
    await card.waitFor();
    await page.getByTestId('promotion-tag-VIP').click();
    await poll(() => card.count()).toBe(0);
    await shot(page, 'promotions-tag-vip-phone');
    await page.getByTestId('promotion-tag-VIP').click();
    await card.waitFor();
    await page.getByTestId('promotion-filter-all').click();
    await card.waitFor();
    expect(await cardsShown()).toBeGreaterThanOrEqual(1);
    expect(await noSidewaysScroll()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // Nepali: the NE title, and no text is a missing translation key.
    await page.evaluate(() => localStorage.setItem('lang', 'NE'));
    await page.reload();
    await card.waitFor();
    await poll(() => card.innerText()).toContain(titleNE);
    const text = await page.locator('body').innerText();
    expect(text.match(missingKey)?.[0] ?? null).toBeNull();
    expect(await noSidewaysScroll()).toBe(true);
    await shot(page, 'promotions-ne-phone', { fullPage: true });
    await card.getByTestId('promotion-details').click();
    await page.getByTestId('promotion-rules').waitFor();
    const detail = await page.locator('body').innerText();
    expect(detail.match(missingKey)?.[0] ?? null).toBeNull();
    await shot(page, 'promotion-detail-ne-phone');
    await page.context().close();
  });

  it('the ledger verifies after all of it', async () => {
    const verify = await ledgerVerify();
    expect(verify.code, verify.output).toBe(0);
    expect(verify.output).toContain('Ledger consistent');
  });
});
