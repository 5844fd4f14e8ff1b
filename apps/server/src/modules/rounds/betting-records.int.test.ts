import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, brandDay, brandDayStart } from '../../platform/brand-day.js';
import {
  type AccountsHarness,
  call,
  createMember,
  expectError,
  loginToken,
  startAccountsHarness,
  type TestMember,
} from '../../testing/accounts-kit.js';
import { RoundsRepository } from './rounds-repository.js';
import { RoundsService } from './rounds-service.js';

let harness: AccountsHarness;
let rounds: RoundsService;
let member: TestMember;
let memberToken: string;
let other: TestMember;
let otherToken: string;
let offsetMinutes: number;
let today: string;

function ok(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function records(query: string, token: string | undefined = memberToken) {
  return call(harness.app, 'GET', `/api/games/rounds?${query}`, { token });
}

/** A round of the member at an instant, settled with a win or cancelled (refunded), or left open. */
async function round(
  owner: TestMember,
  fields: {
    vendorCode?: string;
    gameCode?: string;
    category?: string;
    stakeMinor: bigint;
    winMinor?: bigint;
    status?: 'open' | 'settled' | 'cancelled';
    openedAt: Date;
  },
) {
  const { round: recorded } = await rounds.record({
    id: randomUUID(),
    memberId: owner.id,
    vendorCode: fields.vendorCode ?? 'PG',
    gameCode: fields.gameCode ?? 'pg_golden_lantern',
    category: fields.category ?? 'RNG',
    externalRoundId: `r-${randomUUID()}`,
    currency: 'NPR',
    stakeMinor: fields.stakeMinor,
    validBetMinor: fields.stakeMinor,
  });
  const status = fields.status ?? 'settled';
  if (status === 'settled') await rounds.settle(recorded.id, { winMinor: fields.winMinor ?? 0n });
  if (status === 'cancelled') await rounds.cancel(recorded.id);
  await harness.database.db
    .updateTable('game_rounds')
    .set({ opened_at: fields.openedAt })
    .where('id', '=', recorded.id)
    .execute();
  return recorded.id;
}

/** An instant `minutes` after the start of a brand-local day. */
function at(day: string, minutes: number): Date {
  return new Date(brandDayStart(day, offsetMinutes).getTime() + minutes * 60_000);
}

let ids: Record<string, string>;

beforeAll(async () => {
  harness = await startAccountsHarness();
  rounds = new RoundsService(new RoundsRepository(harness.database.db));
  offsetMinutes = harness.settings.get('brand').gmtOffsetMinutes;
  today = brandDay(Date.now(), offsetMinutes);
  member = await createMember(harness);
  memberToken = await loginToken(harness, member);
  other = await createMember(harness);
  otherToken = await loginToken(harness, other);
  // Today: three slot rounds (one cancelled), an in-house dice round, an open live round.
  // Just before today's brand-local midnight (yesterday for the brand, whatever UTC says): one more.
  ids = {
    slotWin: await round(member, { stakeMinor: 1_000n, winMinor: 2_500n, openedAt: at(today, 1) }),
    slotLoss: await round(member, { stakeMinor: 700n, winMinor: 0n, openedAt: at(today, 2) }),
    slotCancelled: await round(member, { stakeMinor: 400n, status: 'cancelled', openedAt: at(today, 3) }),
    dice: await round(member, {
      vendorCode: 'INHOUSE',
      gameCode: 'dice',
      category: 'INHOUSE',
      stakeMinor: 200n,
      winMinor: 396n,
      openedAt: at(today, 4),
    }),
    liveOpen: await round(member, {
      vendorCode: 'EVO',
      gameCode: 'no-such-game',
      category: 'LIVE',
      stakeMinor: 5_000n,
      status: 'open',
      openedAt: at(today, 5),
    }),
    yesterday: await round(member, { stakeMinor: 300n, winMinor: 0n, openedAt: at(today, -1) }),
    longAgo: await round(member, { stakeMinor: 900n, winMinor: 0n, openedAt: at(addDays(today, -100), 60) }),
  };
  // Another member's round today: never in this member's records.
  ids.others = await round(other, { stakeMinor: 123_456n, winMinor: 0n, openedAt: at(today, 6) });
});

afterAll(async () => {
  await harness.close();
});

describe('bettingRecords', () => {
  it("lists today's rounds newest first with names, amounts, state and totals of the whole set", async () => {
    const body = ok(await records('period=today&pageSize=2&language=NE'));
    expect(body).toMatchObject({ period: 'today', from: today, to: today, gmtOffsetMinutes: offsetMinutes });
    expect(body.records.map((line: { roundId: string }) => line.roundId)).toEqual([ids.liveOpen, ids.dice]);
    expect(body.records[1]).toMatchObject({
      vendorCode: 'INHOUSE',
      gameCode: 'dice',
      gameName: 'पासा',
      category: 'INHOUSE',
      stakeMinor: '200',
      winMinor: '396',
      validBetMinor: '200',
      netMinor: '196',
      status: 'settled',
    });
    // A game the catalogue does not know keeps its code; its vendor keeps its code too.
    expect(body.records[0]).toMatchObject({ gameName: 'no-such-game', status: 'open', settledAt: null });
    expect(body.pageInfo).toEqual({ page: 1, pageSize: 2, total: 5 });
    // Totals over the five rounds, not the page; the cancelled round counts but moved no money.
    expect(body.totals).toEqual({
      count: 5,
      stakeMinor: String(1_000 + 700 + 200 + 5_000),
      winMinor: String(2_500 + 396),
      validBetMinor: String(1_000 + 700 + 200 + 5_000),
      netMinor: String(2_500 + 396 - (1_000 + 700 + 200 + 5_000)),
    });
    const last = ok(await records('period=today&pageSize=2&page=3'));
    expect(last.records.map((line: { roundId: string }) => line.roundId)).toEqual([ids.slotWin]);
    expect(last.records[0]).toMatchObject({ gameName: 'Golden Lantern', vendorName: expect.any(String) });
    expect(last.totals).toEqual(body.totals);
    const page2 = ok(await records('period=today&pageSize=2&page=2'));
    const cancelled = page2.records.find((line: { roundId: string }) => line.roundId === ids.slotCancelled);
    expect(cancelled).toMatchObject({ status: 'cancelled', netMinor: '0', stakeMinor: '400' });
  });

  it('filters by category and by brand-local days (yesterday, custom ranges)', async () => {
    const slots = ok(await records('period=today&category=RNG'));
    expect(slots.records.map((line: { roundId: string }) => line.roundId).sort()).toEqual(
      [ids.slotWin, ids.slotLoss, ids.slotCancelled].sort(),
    );
    expect(slots.totals).toMatchObject({ count: 3, stakeMinor: '1700', winMinor: '2500', netMinor: '800' });
    const inhouse = ok(await records('period=today&category=INHOUSE'));
    expect(inhouse.records.map((line: { roundId: string }) => line.roundId)).toEqual([ids.dice]);

    // One minute before today's brand midnight is yesterday, even where UTC still says today.
    const yesterday = ok(await records('period=yesterday'));
    expect(yesterday.records.map((line: { roundId: string }) => line.roundId)).toEqual([ids.yesterday]);
    expect(yesterday).toMatchObject({ from: addDays(today, -1), to: addDays(today, -1) });

    const custom = ok(await records(`period=custom&from=${addDays(today, -1)}&to=${today}&pageSize=50`));
    expect(custom.totals.count).toBe(6);
    const longAgo = addDays(today, -100);
    const old = ok(await records(`period=custom&from=${longAgo}&to=${longAgo}`));
    expect(old.records.map((line: { roundId: string }) => line.roundId)).toEqual([ids.longAgo]);
    const empty = ok(await records(`period=custom&from=${addDays(today, -50)}&to=${addDays(today, -40)}`));
    expect(empty).toMatchObject({ records: [], totals: { count: 0, stakeMinor: '0', netMinor: '0' } });
  });

  it("never shows another member's rounds, whatever the filters", async () => {
    const mine = ok(await records(`period=custom&from=${addDays(today, -92)}&to=${today}&pageSize=50`));
    const mineIds = mine.records.map((line: { roundId: string }) => line.roundId);
    expect(mineIds).not.toContain(ids.others);
    // Today's five and yesterday's one; the round 100 days ago is outside any allowed range.
    expect(mine.totals.count).toBe(6);
    const theirs = ok(await records('period=today', otherToken));
    expect(theirs.records.map((line: { roundId: string }) => line.roundId)).toEqual([ids.others]);
    expect(theirs.totals).toMatchObject({ count: 1, stakeMinor: '123456' });
    // Naming a member in the query changes nothing: the session decides whose rounds these are.
    const named = ok(await records(`period=today&memberId=${other.id}`));
    expect(named.records.map((line: { roundId: string }) => line.roundId)).not.toContain(ids.others);
  });

  it('refuses guests, and bad filters or pages with 400', async () => {
    expectError(await call(harness.app, 'GET', '/api/games/rounds?period=today'), 401, 'unauthorized');
    expectError(await records('period=today&pageSize=51'), 400, 'validation_failed');
    expectError(await records('period=today&pageSize=0'), 400, 'validation_failed');
    expectError(await records('period=today&page=0'), 400, 'validation_failed');
    expectError(await records('period=today&category=SLOTS'), 400, 'validation_failed');
    expectError(await records('period=fortnight'), 400, 'validation_failed');
    expectError(await records('period=custom'), 400, 'validation_failed');
    expectError(
      await records(`period=custom&from=${today}&to=${addDays(today, -1)}`),
      400,
      'validation_failed',
    );
    // 94 days is over the 93-day limit of the member's reports; 93 is fine.
    expectError(
      await records(`period=custom&from=${addDays(today, -93)}&to=${today}`),
      400,
      'validation_failed',
    );
    ok(await records(`period=custom&from=${addDays(today, -92)}&to=${today}`));
    expectError(await records('period=custom&from=2024-02-30&to=2024-03-01'), 400, 'validation_failed');
  });

  it('refuses a trial account (not a real member)', async () => {
    const trial = ok(
      await call(harness.app, 'POST', '/api/session/trial', { body: { platform: 'W', os: 'web' } }),
    );
    expectError(await records('period=today', trial.token), 403, 'in_need_true_account');
  });
});
