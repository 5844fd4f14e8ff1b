import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@gaming/contracts/staff';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoGames } from '../../db/seed/demo-games.js';
import {
  type AccountsHarness,
  call,
  createMember,
  expectError,
  loginToken,
  signInNewStaff,
  staffServiceOf,
  startAccountsHarness,
  type TestMember,
  updateSetting,
} from '../../testing/accounts-kit.js';
import type { StaffService } from '../staff/staff-service.js';
import { LedgerRepository } from '../wallet/ledger-repository.js';
import { LedgerService } from '../wallet/ledger-service.js';
import { CatalogueRepository } from './catalogue-repository.js';
import { CatalogueService } from './catalogue-service.js';

type Staff = { token: string };

let harness: AccountsHarness;
let catalogue: CatalogueService;
let staffService: StaffService;
let member: TestMember;
let memberToken: string;
let otherToken: string;
let trialToken: string;

function ok(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function get(url: string, token?: string) {
  return call(harness.app, 'GET', url, { token });
}

async function gameId(code: string): Promise<string> {
  const row = await harness.database.db
    .selectFrom('games')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function signedInStaff(role: StaffRole): Promise<Staff> {
  const { token } = await signInNewStaff(harness.app, staffService, role);
  return { token };
}

async function settledRound(
  owner: TestMember,
  fields: { game: string; vendor: string; category: string; winMinor: number; settledAt?: Date },
) {
  const settledAt = fields.settledAt ?? new Date();
  await harness.database.db
    .insertInto('game_rounds' as never)
    .values({
      id: randomUUID(),
      member_id: owner.id,
      vendor_code: fields.vendor,
      game_code: fields.game,
      category: fields.category,
      external_round_id: randomUUID(),
      currency: 'NPR',
      stake_minor: '1000',
      win_minor: String(fields.winMinor),
      valid_bet_minor: '1000',
      status: 'settled',
      opened_at: settledAt,
      settled_at: settledAt,
    } as never)
    .execute();
}

beforeAll(async () => {
  harness = await startAccountsHarness();
  catalogue = new CatalogueService(new CatalogueRepository(harness.database.db), harness.settings);
  staffService = staffServiceOf(harness);
  member = await createMember(harness);
  memberToken = await loginToken(harness, member);
  otherToken = await loginToken(harness, await createMember(harness));
  // Demo brand has FREEPLAY3 on: a trial account as a visitor gets one.
  const trial = await call(harness.app, 'POST', '/api/session/trial', { body: { platform: 'W', os: 'web' } });
  trialToken = ok(trial).token;
  // 25 more slots of one vendor so a category spans two pages.
  await harness.database.db
    .insertInto('games')
    .values(
      Array.from({ length: 25 }, (_, index) => ({
        vendor_code: 'EG2',
        code: `eg2_extra_${index}`,
        category_code: 'RNG',
        name: `Extra Reel ${index}`,
        sort_order: 10_000 + index,
      })),
    )
    .execute();
});

afterAll(async () => {
  await harness?.close();
});

describe('games (spec §7): pages, filters, search, regrouping', () => {
  it('pages a category by 20 with pageNum and totalPages, and an empty page past the end', async () => {
    const slotsInSeed = demoGames.filter((game) => game.category === 'RNG').length;
    const total = slotsInSeed + 25;
    const first = ok(await get('/api/games?gameType=RNG'));
    expect(first.content).toHaveLength(20);
    expect(first).toMatchObject({ pageNum: 1, pageSize: 20, total, totalPages: Math.ceil(total / 20) });
    const second = ok(await get('/api/games?gameType=RNG&pageNo=2'));
    const firstIds = new Set(first.content.map((game: { nodeId: string }) => game.nodeId));
    expect(second.content.some((game: { nodeId: string }) => firstIds.has(game.nodeId))).toBe(false);
    const beyond = ok(await get(`/api/games?gameType=RNG&pageNo=${first.totalPages + 1}`));
    expect(beyond.content).toEqual([]);
    expectError(await get('/api/games?gameType=RNG&pageSize=21'), 400, 'validation_failed');
    expectError(await get('/api/games?gameType=RNG&pageNo=0'), 400, 'validation_failed');
    expectError(await get('/api/games'), 400, 'validation_failed');
    expectError(await get('/api/games?gameType=NOPE'), 400, 'validation_failed');
  });

  it('filters NEW and HOT, by vendor and classify, and searches names in any language', async () => {
    const fresh = ok(await get('/api/games?gameType=RNG&filter=NEW'));
    expect(fresh.content.length).toBeGreaterThan(0);
    expect(fresh.content.every((game: { isNew: boolean }) => game.isNew)).toBe(true);
    const hot = ok(await get('/api/games?gameType=RNG&filter=HOT'));
    expect(hot.content.every((game: { isHot: number }) => game.isHot === 1)).toBe(true);
    const pg = ok(await get('/api/games?gameType=RNG&vassalage=PG'));
    expect(pg.content.every((game: { vassalage: string }) => game.vassalage === 'PG')).toBe(true);
    expect(pg.total).toBe(demoGames.filter((game) => game.vendor === 'PG').length);
    const baccarat = ok(await get('/api/games?gameType=LIVE&gameClassify=baccarat'));
    expect(baccarat.content.map((game: { gameId: string }) => game.gameId).sort()).toEqual([
      'pt_baccarat_a',
      'pt_baccarat_speed',
    ]);
    const koi = ok(await get('/api/games?gameType=RNG&search=KOI'));
    expect(koi.content.map((game: { gameId: string }) => game.gameId)).toEqual(['pg_lucky_koi']);
    const nepali = ok(await get(`/api/games?search=${encodeURIComponent('कोई')}&language=NE`));
    expect(nepali.content[0]).toMatchObject({ gameId: 'pg_lucky_koi', displayName: 'भाग्यशाली कोई' });
    // A LIKE wildcard is searched for literally.
    expect(ok(await get('/api/games?gameType=RNG&search=%25')).content).toEqual([]);
  });

  it('shows e-sports and cockfight vendors out of sports, as the vendor lanes do', async () => {
    const esports = ok(await get('/api/games?gameType=ESPORTS'));
    expect(
      esports.content.map((game: { gameId: string; gameType: string }) => [game.gameId, game.gameType]),
    ).toEqual([['imes_lobby', 'ESPORTS']]);
    const cockfight = ok(await get('/api/games?gameType=COCKFIGHT'));
    expect(cockfight.content.map((game: { gameId: string }) => game.gameId)).toEqual(['ds88_arena']);
    const sports = ok(await get('/api/games?gameType=SPORTS'));
    expect(sports.content.map((game: { gameId: string }) => game.gameId)).toEqual(['sbo_sportsbook']);
    const inhouse = ok(await get('/api/games?gameType=INHOUSE'));
    expect(inhouse.content.map((game: { gameId: string }) => game.gameId).sort()).toEqual([
      'crash',
      'dice',
      'mines',
      'slot',
    ]);
  });

  it('hides disabled games, vendors and categories; marks maintenance; falls back to the default icon', async () => {
    const db = harness.database.db;
    await db.updateTable('games').set({ enabled: false }).where('code', '=', 'pg_moon_rabbit').execute();
    await db.updateTable('games').set({ maintenance: true }).where('code', '=', 'pg_temple_gems').execute();
    await db.updateTable('vendors').set({ status: 'maintenance' }).where('code', '=', 'CQ9').execute();
    await db.updateTable('vendors').set({ status: 'disabled' }).where('code', '=', 'FC').execute();
    await db.updateTable('game_categories').set({ enabled: false }).where('code', '=', 'BGS').execute();
    try {
      const pg = ok(await get('/api/games?vassalage=PG')).content as Array<Record<string, unknown>>;
      expect(pg.some((game) => game.gameId === 'pg_moon_rabbit')).toBe(false);
      expect(pg.find((game) => game.gameId === 'pg_temple_gems')?.maintenance).toBe(true);
      expect(pg.find((game) => game.gameId === 'pg_lucky_koi')?.maintenance).toBe(false);
      const cq9 = ok(await get('/api/games?vassalage=CQ9')).content as Array<{ maintenance: boolean }>;
      expect(cq9.length).toBeGreaterThan(0);
      expect(cq9.every((game) => game.maintenance)).toBe(true);
      expect(ok(await get('/api/games?vassalage=FC')).content).toEqual([]);
      expect(ok(await get('/api/games?gameType=BGS')).content).toEqual([]);
      const star = ok(await get('/api/games?search=Star%20Miner')).content[0];
      expect(star).toMatchObject({ hasImage: false, iconUrl: '/static/games/default-icon.svg' });
    } finally {
      await db.updateTable('games').set({ enabled: true, maintenance: false }).execute();
      await db.updateTable('vendors').set({ status: 'active' }).where('code', 'in', ['CQ9', 'FC']).execute();
      await db.updateTable('game_categories').set({ enabled: true }).where('code', '=', 'BGS').execute();
    }
  });

  it('puts images on an image CDN chosen from the settings', async () => {
    await updateSetting(harness.settings, 'cdn', (current) => ({
      ...current,
      imageCDNs: ['https://img1.example.com/', 'https://img2.example.com'],
    }));
    try {
      const seen = new Set<string>();
      for (let attempt = 0; attempt < 30; attempt += 1) {
        const game = ok(await get('/api/games?search=Lucky%20Koi')).content[0];
        expect(game.iconUrl).toMatch(
          /^https:\/\/img[12]\.example\.com\/static\/games\/pg\/pg_lucky_koi\.svg$/,
        );
        seen.add(new URL(game.iconUrl).host);
      }
      expect(seen.size).toBe(2);
    } finally {
      await updateSetting(harness.settings, 'cdn', (current) => ({ ...current, imageCDNs: [] }));
    }
  });

  it('lists game types and lobby classifies per vendor', async () => {
    const { vendors } = ok(await get('/api/games/vendor-game-types'));
    const pt = vendors.find((vendor: { vassalage: string }) => vendor.vassalage === 'PT');
    const live = pt.gameTypes.find((entry: { gameType: string }) => entry.gameType === 'LIVE');
    expect(live.gameClassifies).toEqual(
      expect.arrayContaining(['baccarat', 'roulette', 'blackjack', 'dragon_tiger', 'sicbo']),
    );
    const imes = ok(await get('/api/games/vendor-game-types?vassalage=IMES')).vendors;
    expect(imes).toHaveLength(1);
    expect(imes[0].gameTypes.map((entry: { gameType: string }) => entry.gameType)).toEqual(['ESPORTS']);
  });

  it('hot games are the hot ones; popular counts recent plays', async () => {
    const hot = ok(await get('/api/games/hot')).content as Array<{ isHot: number }>;
    expect(hot.length).toBe(demoGames.filter((game) => game.hot).length);
    expect(hot.every((game) => game.isHot === 1)).toBe(true);
    const other = await createMember(harness);
    const rhino = await gameId('jl_rhino_run');
    await catalogue.recordPlayed(member.id, rhino);
    await catalogue.recordPlayed(other.id, rhino);
    const popular = ok(await get('/api/games/popular?gameType=RNG&limit=3')).content;
    expect(popular).toHaveLength(3);
    expect(popular[0].gameId).toBe('jl_rhino_run');
    expectError(await get('/api/games/popular?limit=99'), 400, 'validation_failed');
  });
});

describe('favourites (spec §4): login required, per member, page 999', () => {
  it('refuses guests and trial accounts', async () => {
    expectError(await get('/api/games/favourites/ids'), 401, 'unauthorized');
    expectError(await get('/api/games/favourites'), 401, 'unauthorized');
    expectError(await get('/api/games?filter=FAV'), 401, 'unauthorized');
    expectError(await get('/api/games?filter=RECENT'), 401, 'unauthorized');
    const koi = await gameId('pg_lucky_koi');
    expectError(
      await call(harness.app, 'POST', '/api/games/favourites', { body: { nodeId: koi } }),
      401,
      'unauthorized',
    );
    expectError(
      await call(harness.app, 'POST', '/api/games/favourites', { token: trialToken, body: { nodeId: koi } }),
      403,
      'in_need_true_account',
    );
  });

  it('adds (skipping a present one), lists newest first, keeps members apart, removes', async () => {
    const koi = await gameId('pg_lucky_koi');
    const sicbo = await gameId('pt_sicbo');
    const add = (nodeId: string, token = memberToken, extra: Record<string, string> = {}) =>
      call(harness.app, 'POST', '/api/games/favourites', { token, body: { nodeId, ...extra } });
    expect(ok(await add(koi, memberToken, { vendor: 'PG', gameType: 'RNG' })).ids).toEqual([koi]);
    expect(ok(await add(koi)).ids).toEqual([koi]);
    expect(ok(await add(sicbo)).ids).toEqual([sicbo, koi]);
    expectError(await add(koi, memberToken, { vendor: 'JDB' }), 400, 'validation_failed');
    expectError(await add('999999999'), 404, 'not_found');
    const list = ok(await get('/api/games/favourites', memberToken));
    expect(list).toMatchObject({ pageNum: 1, pageSize: 999, totalPages: 1, total: 2 });
    expect(list.content.map((game: { gameId: string }) => game.gameId)).toEqual(['pt_sicbo', 'pg_lucky_koi']);
    const filtered = ok(await get('/api/games?filter=FAV&gameType=LIVE', memberToken));
    expect(filtered.content.map((game: { gameId: string }) => game.gameId)).toEqual(['pt_sicbo']);
    expect(ok(await get('/api/games/favourites/ids', otherToken)).ids).toEqual([]);
    // Another member cannot remove mine: the delete is scoped to the caller.
    ok(await call(harness.app, 'DELETE', `/api/games/favourites/${koi}`, { token: otherToken }));
    expect(ok(await get('/api/games/favourites/ids', memberToken)).ids).toEqual([sicbo, koi]);
    expect(
      ok(await call(harness.app, 'DELETE', `/api/games/favourites/${koi}`, { token: memberToken })).ids,
    ).toEqual([sicbo]);
    expectError(await get('/api/games/favourites?pageSize=1000', memberToken), 400, 'validation_failed');
  });

  it('stops at 999 favourites', async () => {
    const crowded = await createMember(harness);
    const token = await loginToken(harness, crowded);
    const extra = await harness.database.db
      .insertInto('games')
      .values(
        Array.from({ length: 999 }, (_, index) => ({
          vendor_code: 'JL',
          code: `jl_bulk_${index}`,
          category_code: 'RNG',
          name: `Bulk ${index}`,
          enabled: index > 0,
        })),
      )
      .returning('id')
      .execute();
    await harness.database.db
      .insertInto('favourite_games')
      .values(extra.map((row) => ({ member_id: crowded.id, game_id: row.id })))
      .execute();
    const koi = await gameId('pg_lucky_koi');
    expectError(
      await call(harness.app, 'POST', '/api/games/favourites', { token, body: { nodeId: koi } }),
      409,
      'invalid_state',
    );
    await harness.database.db.deleteFrom('games').where('code', 'like', 'jl_bulk_%').execute();
  });
});

describe('recent games (spec §9: 20)', () => {
  it('keeps the 20 most recently played, newest first, per member', async () => {
    const recentMember = await createMember(harness);
    const token = await loginToken(harness, recentMember);
    const ids = (
      await harness.database.db
        .selectFrom('games')
        .select('id')
        .where('code', 'like', 'eg2_extra_%')
        .execute()
    ).map((row) => row.id);
    const start = Date.now() - 60_000;
    for (const [index, id] of ids.entries()) {
      await catalogue.recordPlayed(recentMember.id, id, new Date(start + index * 1000));
    }
    const stored = await harness.database.db
      .selectFrom('recent_games')
      .select('game_id')
      .where('member_id', '=', recentMember.id)
      .execute();
    expect(stored).toHaveLength(20);
    const recent = ok(await get('/api/games/recent', token)).content as Array<{ gameId: string }>;
    expect(recent).toHaveLength(20);
    expect(recent[0]?.gameId).toBe('eg2_extra_24');
    expect(recent.at(-1)?.gameId).toBe('eg2_extra_5');
    const page = ok(await get('/api/games?filter=RECENT', token));
    expect(page.content[0].gameId).toBe('eg2_extra_24');
    expect(ok(await get('/api/games/recent', otherToken)).content).toEqual([]);
    expectError(await get('/api/games/recent'), 401, 'unauthorized');
  });
});

describe('winner board: only settled winning rounds of real members', () => {
  it('is empty without rounds, then lists latest and biggest with masked names', async () => {
    expect(ok(await get('/api/games/winners')).list).toEqual([]);
    const winner = await createMember(harness, { username: 'bigwinner77' });
    const trial = await createMember(harness, { type: 4 });
    await settledRound(winner, { game: 'pg_lucky_koi', vendor: 'PG', category: 'RNG', winMinor: 1_234_567 });
    await settledRound(winner, {
      game: 'pt_sicbo',
      vendor: 'PT',
      category: 'LIVE',
      // Exactly the board's minimum (500.00 by default) shows; a cent below it does not.
      winMinor: 50_000,
      settledAt: new Date(Date.now() + 1000),
    });
    await settledRound(winner, { game: 'pg_lucky_koi', vendor: 'PG', category: 'RNG', winMinor: 49_999 });
    await settledRound(trial, { game: 'pg_lucky_koi', vendor: 'PG', category: 'RNG', winMinor: 99_999_999 });
    await settledRound(winner, { game: 'pg_lucky_koi', vendor: 'PG', category: 'RNG', winMinor: 0 });
    const latest = ok(await get('/api/games/winners?language=NE')).list;
    expect(latest.map((entry: { winAmount: string }) => entry.winAmount)).toEqual(['50000', '1234567']);
    expect(latest[1]).toMatchObject({
      customerName: 'bi***77',
      displayName: 'भाग्यशाली कोई',
      vassalage: 'PG',
      iconUrl: '/static/games/pg/pg_lucky_koi.svg',
    });
    const biggest = ok(await get('/api/games/winners?kind=biggest')).list;
    expect(biggest.map((entry: { winAmount: string }) => entry.winAmount)).toEqual(['1234567', '50000']);
    const live = ok(await get('/api/games/winners?gameCategory=LIVE')).list;
    expect(live).toHaveLength(1);
    expectError(await get('/api/games/winners?limit=21'), 400, 'validation_failed');
  });
});

describe('back office: vendors and games (manageCatalogue)', () => {
  it('lets content staff change vendors and games, audited, and refuses other roles', async () => {
    const content = await signedInStaff('content');
    const finance = await signedInStaff('finance');
    expectError(
      await call(harness.app, 'GET', '/api/admin/vendors', { token: finance.token }),
      403,
      'forbidden',
    );
    expectError(await call(harness.app, 'GET', '/api/admin/vendors'), 401, 'unauthorized');
    const { vendors } = ok(await call(harness.app, 'GET', '/api/admin/vendors', { token: content.token }));
    expect(vendors.find((vendor: { code: string }) => vendor.code === 'PG')).toMatchObject({
      status: 'active',
      walletMode: 'seamless',
      categories: ['RNG'],
    });
    ok(await get('/api/games/vendors'));
    const updated = ok(
      await call(harness.app, 'PATCH', '/api/admin/vendors/PG', {
        token: content.token,
        body: { status: 'maintenance', sortOrder: 5 },
      }),
    );
    expect(updated).toMatchObject({ status: 'maintenance', sortOrder: 5 });
    // The cached vendor lanes show the change at once.
    const lanes = ok(await get('/api/games/vendors')).lanes;
    const slots = lanes.find((lane: { gameCategory: string }) => lane.gameCategory === 'RNG');
    expect(slots.vendors.find((vendor: { vassalage: string }) => vendor.vassalage === 'PG').maintenance).toBe(
      true,
    );
    expectError(
      await call(harness.app, 'PATCH', '/api/admin/vendors/PG', {
        token: finance.token,
        body: { status: 'active' },
      }),
      403,
      'forbidden',
    );
    expectError(
      await call(harness.app, 'PATCH', '/api/admin/vendors/NOPE', {
        token: content.token,
        body: { sortOrder: 1 },
      }),
      404,
      'not_found',
    );
    expectError(
      await call(harness.app, 'PATCH', '/api/admin/vendors/PG', { token: content.token, body: {} }),
      400,
      'validation_failed',
    );
    ok(
      await call(harness.app, 'PATCH', '/api/admin/vendors/PG', {
        token: content.token,
        body: { status: 'active' },
      }),
    );

    const list = ok(
      await call(harness.app, 'GET', '/api/admin/games?vendor=PG&search=koi', { token: content.token }),
    );
    expect(list.total).toBe(1);
    const koi = list.games[0];
    const game = ok(
      await call(harness.app, 'PATCH', `/api/admin/games/${koi.id}`, {
        token: content.token,
        body: { isHot: true, imagePath: null, enabled: false },
      }),
    );
    expect(game).toMatchObject({ isHot: true, imagePath: null, enabled: false });
    expect(ok(await get('/api/games?search=koi')).content).toEqual([]);
    expectError(
      await call(harness.app, 'PATCH', `/api/admin/games/${koi.id}`, {
        token: content.token,
        body: { imagePath: 'javascript:alert(1)' },
      }),
      400,
      'validation_failed',
    );
    ok(
      await call(harness.app, 'PATCH', `/api/admin/games/${koi.id}`, {
        token: content.token,
        body: { enabled: true, imagePath: '/static/games/pg/pg_lucky_koi.svg' },
      }),
    );
    const audit = await harness.database.db
      .selectFrom('audit_log')
      .select(['action', 'target_id'])
      .where('action', 'like', 'catalogue.%')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => `${row.action}:${row.target_id}`)).toEqual([
      'catalogue.vendor.update:PG',
      'catalogue.vendor.update:PG',
      `catalogue.game.update:${koi.id}`,
      `catalogue.game.update:${koi.id}`,
    ]);
  });

  it('refuses to switch a transfer-mode vendor to seamless while a member still holds money with it', async () => {
    const content = await signedInStaff('content');
    const patch = (walletMode: 'transfer' | 'seamless') =>
      call(harness.app, 'PATCH', '/api/admin/vendors/JDB', { token: content.token, body: { walletMode } });
    ok(await patch('transfer'));
    const ledger = new LedgerService(new LedgerRepository(harness.database.db));
    const house = await ledger.ensureAccount({
      code: 'house.catalogue',
      kind: 'house',
      currency: 'NPR',
      mayGoNegative: true,
    });
    const wallet = await ledger.ensureAccount({
      code: `member:${member.id}:vendor:jdb`,
      kind: 'member_vendor',
      memberId: member.id,
      currency: 'NPR',
      mayGoNegative: false,
    });
    const move = (debitAccountId: string, creditAccountId: string) =>
      ledger.transfer({
        id: randomUUID(),
        debitAccountId,
        creditAccountId,
        amountMinor: 500n,
        code: 'vendor_transfer_in',
      });
    await move(house.id, wallet.id);
    expectError(await patch('seamless'), 409, 'invalid_state');
    await move(wallet.id, house.id);
    expect(ok(await patch('seamless'))).toMatchObject({ walletMode: 'seamless' });
  });
});
