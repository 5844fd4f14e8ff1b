import { randomUUID } from 'node:crypto';
import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type {
  AdminLotteryCancelResponse,
  AdminLotteryDrawResponse,
  AdminLotteryDrawsResponse,
  AdminLotteryGamesResponse,
} from '@gaming/contracts/lottery-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsHarness,
  call,
  createMember,
  expectError,
  loginToken,
  signInNewStaff,
  staffServiceOf,
  startAccountsHarness,
} from '../../testing/accounts-kit.js';
import { fundFromHouse } from '../../testing/ledger-kit.js';
import type { StaffService } from '../staff/staff-service.js';
import { LedgerRepository } from '../wallet/ledger-repository.js';
import { LedgerService } from '../wallet/ledger-service.js';

/**
 * The lottery's staff routes (issue 19 #7) against the real app and database: who may read, configure
 * and cancel; every change audited; hostile settings refused; cancel-and-refund returns each stake once
 * even when two staff press it at the same moment; a draw whose numbers are out cannot be cancelled.
 */

let harness: AccountsHarness;
let ledger: LedgerService;
let staffService: StaffService;
let clockMs = Date.now();
const staff: Record<'admin' | 'finance' | 'risk' | 'customerService' | 'content', string> = {
  admin: '',
  finance: '',
  risk: '',
  customerService: '',
  content: '',
};
let adminName = '';

const path = (template: string, params: Record<string, string> = {}) =>
  template.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');

async function runCycle() {
  const job = harness.app.scheduledJobs.find((entry) => entry.name === 'lottery-cycle');
  if (!job) throw new Error('lottery-cycle job missing');
  await job.run();
}

beforeAll(async () => {
  harness = await startAccountsHarness({ now: () => clockMs });
  ledger = new LedgerService(new LedgerRepository(harness.database.db));
  staffService = staffServiceOf(harness);
  for (const role of Object.keys(staff) as (keyof typeof staff)[]) {
    const signedIn = await signInNewStaff(harness.app, staffService, role);
    staff[role] = signedIn.token;
    if (role === 'admin') adminName = signedIn.username;
  }
  await runCycle();
});

afterAll(async () => {
  const verification = await ledger.verify();
  expect(verification.discrepancies).toEqual([]);
  await harness.close();
});

async function player(fundsMinor: bigint) {
  const member = await createMember(harness);
  await fundFromHouse(ledger, member.id, fundsMinor);
  return { member, token: await loginToken(harness, member) };
}

async function balanceMinor(token: string): Promise<bigint> {
  const response = await call(harness.app, 'GET', '/api/wallet/balance', { token });
  expect(response.statusCode, response.body).toBe(200);
  return BigInt(response.json().balanceMinor);
}

async function games(token = staff.admin): Promise<AdminLotteryGamesResponse> {
  const response = await call(harness.app, 'GET', adminApiRoutes.adminLotteryGames.path, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function draws(query: string, token = staff.admin): Promise<AdminLotteryDrawsResponse> {
  const response = await call(harness.app, 'GET', `${adminApiRoutes.adminLotteryDraws.path}?${query}`, {
    token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function draw(drawId: string): Promise<AdminLotteryDrawResponse['draw']> {
  const response = await call(harness.app, 'GET', path(adminApiRoutes.adminLotteryDraw.path, { drawId }), {
    token: staff.admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().draw;
}

function cancel(drawId: string, reason: string, token = staff.finance) {
  return call(harness.app, 'POST', path(adminApiRoutes.adminLotteryDrawCancel.path, { drawId }), {
    token,
    body: { reason },
  });
}

function updateGame(gameCode: string, body: unknown, token = staff.risk) {
  return call(harness.app, 'PUT', path(adminApiRoutes.adminLotteryGameUpdate.path, { gameCode }), {
    token,
    body,
  });
}

async function fastBet(token: string, drawId: string, number: string, unitStakeMinor: string) {
  const response = await call(harness.app, 'POST', '/api/lottery/bets', {
    token,
    body: {
      requestId: randomUUID(),
      drawId,
      betType: 'digit',
      selection: { position: 1, numbers: [number] },
      unitStakeMinor,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** An open fast_1m draw whose sales close at least 30 s after the test clock. */
async function openFastDraw(): Promise<string> {
  const list = await draws('gameCode=fast_1m&status=open&pageSize=100');
  const open = list.items
    .filter((item) => Date.parse(item.salesCloseAt) > clockMs + 30_000)
    .sort((a, b) => Date.parse(a.drawAt) - Date.parse(b.drawAt));
  const chosen = open[0];
  if (!chosen)
    throw new Error(`no open fast_1m draw: ${JSON.stringify(list.items.map((item) => item.salesCloseAt))}`);
  return chosen.drawId;
}

async function auditRows(action: string, targetId: string) {
  return harness.database.db
    .selectFrom('audit_log')
    .select(['actor_name', 'before', 'after'])
    .where('action', '=', action)
    .where('target_id', '=', targetId)
    .execute();
}

describe('permissions', () => {
  it('lets readers see games and draws, configurers change them, and only finance and admins cancel', async () => {
    const drawId = await openFastDraw();
    for (const role of ['admin', 'finance', 'risk', 'customerService'] as const) {
      expect(
        (await call(harness.app, 'GET', adminApiRoutes.adminLotteryGames.path, { token: staff[role] }))
          .statusCode,
      ).toBe(200);
      expect(
        (
          await call(harness.app, 'GET', path(adminApiRoutes.adminLotteryDrawBets.path, { drawId }), {
            token: staff[role],
          })
        ).statusCode,
      ).toBe(200);
    }
    expectError(
      await call(harness.app, 'GET', adminApiRoutes.adminLotteryDraws.path, { token: staff.content }),
      403,
      'forbidden',
    );
    const current = (await games()).games.find((game) => game.gameCode === 'fast_3m');
    expect(current).toBeDefined();
    expectError(await updateGame('fast_3m', { enabled: false }, staff.customerService), 403, 'forbidden');
    expectError(await cancel(drawId, 'risk may not cancel', staff.risk), 403, 'forbidden');
    expectError(await cancel(drawId, 'customer service may not', staff.customerService), 403, 'forbidden');
    expect((await draw(drawId)).status).toBe('open');
    expectError(await call(harness.app, 'GET', adminApiRoutes.adminLotteryGames.path), 401, 'unauthorized');
  });
});

describe('game settings', () => {
  const requestOf = (game: AdminLotteryGamesResponse['games'][number]) => ({
    enabled: game.enabled,
    salesCloseSeconds: game.salesCloseSeconds,
    missedDrawPolicy: game.missedDrawPolicy,
    schedule: game.schedule,
    betTypes: game.betTypes.map((type) => ({
      betType: type.betType,
      odds: type.odds,
      exposureLimit: (BigInt(type.exposureLimitMinor) / 100n).toString(),
    })),
  });

  it('shows each bet type with its stated return, and audits a change of odds, limits and policy', async () => {
    const before = (await games()).games.find((game) => game.gameCode === 'vn_north');
    if (!before) throw new Error('vn_north missing');
    const lo2 = before.betTypes.find((type) => type.betType === 'lo2');
    expect(lo2?.statedReturnPercent).toMatch(/^\d{1,3}\.\d{2}$/);
    const body = requestOf(before);
    body.missedDrawPolicy = 'cancelAndRefund';
    body.salesCloseSeconds = 600;
    body.betTypes = body.betTypes.map((type) =>
      type.betType === 'lo2' ? { ...type, odds: { win: 34_000 }, exposureLimit: '2500' } : type,
    );
    const response = await updateGame('vn_north', body);
    expect(response.statusCode, response.body).toBe(200);
    const after = (response.json() as AdminLotteryGamesResponse).games.find(
      (game) => game.gameCode === 'vn_north',
    );
    const lo2After = after?.betTypes.find((type) => type.betType === 'lo2');
    expect(lo2After).toMatchObject({
      odds: { win: 34_000 },
      exposureLimitMinor: '250000',
      statedReturnPercent: '91.80',
    });
    expect(after).toMatchObject({ missedDrawPolicy: 'cancelAndRefund', salesCloseSeconds: 600 });
    const rows = await auditRows('lottery.game_config', 'vn_north');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.after).toMatchObject({ missedDrawPolicy: 'cancelAndRefund', salesCloseSeconds: 600 });
    expect(rows[0]?.before).toMatchObject({ missedDrawPolicy: before.missedDrawPolicy });
  });

  it('refuses hostile values with a 4xx and changes nothing', async () => {
    const game = (await games()).games.find((entry) => entry.gameCode === 'fast_5m');
    if (!game) throw new Error('fast_5m missing');
    const base = requestOf(game);
    const withType = (change: Record<string, unknown>) => ({
      ...base,
      betTypes: base.betTypes.map((type, index) => (index === 0 ? { ...type, ...change } : type)),
    });
    const cases: [unknown, number, string][] = [
      [withType({ odds: { win: 0 } }), 400, 'validation_failed'],
      [withType({ odds: { win: -5 } }), 400, 'validation_failed'],
      [withType({ odds: { win: 1.5 } }), 400, 'validation_failed'],
      [withType({ odds: { win: 1e12 } }), 400, 'validation_failed'],
      [withType({ odds: { other: 10_000 } }), 400, 'validation_failed'],
      // digit pays 9.8x on a 1-in-10 hit: 11x returns 110%.
      [withType({ odds: { win: 110_000 } }), 400, 'lottery_odds_above_return'],
      [withType({ exposureLimit: '0' }), 400, 'validation_failed'],
      [withType({ exposureLimit: '9999999999999' }), 400, 'validation_failed'],
      [withType({ exposureLimit: '1e9' }), 400, 'validation_failed'],
      [{ ...base, betTypes: base.betTypes.slice(1) }, 400, 'validation_failed'],
      [{ ...base, betTypes: [...base.betTypes, base.betTypes[0]] }, 400, 'validation_failed'],
      [{ ...base, salesCloseSeconds: -1 }, 400, 'validation_failed'],
      [{ ...base, salesCloseSeconds: 86_400 }, 400, 'validation_failed'],
      [{ ...base, missedDrawPolicy: 'ignore' }, 400, 'validation_failed'],
      [{ ...base, schedule: { kind: 'everyMinutes', minutes: 0 } }, 400, 'validation_failed'],
      [{ ...base, schedule: { kind: 'daily', times: ['25:00'], weekdays: [1] } }, 400, 'validation_failed'],
    ];
    for (const [body, status, code] of cases) expectError(await updateGame('fast_5m', body), status, code);
    expectError(await updateGame('nope', base), 400, 'validation_failed');
    const unchanged = (await games()).games.find((entry) => entry.gameCode === 'fast_5m');
    expect(unchanged).toEqual(game);
    expect(await auditRows('lottery.game_config', 'fast_5m')).toHaveLength(0);
  });
});

describe('draws and cancel-and-refund', () => {
  it('lists draws with seed hashes, hides the seed until drawn, shows bets and totals', async () => {
    const drawId = await openFastDraw();
    const { token } = await player(1_000_000n);
    await fastBet(token, drawId, '3', '1000');
    await fastBet(token, drawId, '7', '2500');
    const detail = await draw(drawId);
    expect(detail.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(detail.serverSeed).toBeNull();
    expect(detail.results).toBeNull();
    expect(detail.settlement).toMatchObject({
      betCount: 2,
      stakedMinor: '3500',
      paidMinor: '0',
      refundedMinor: '0',
    });
    const bets = await call(
      harness.app,
      'GET',
      `${path(adminApiRoutes.adminLotteryDrawBets.path, { drawId })}?pageSize=1`,
      {
        token: staff.customerService,
      },
    );
    expect(bets.statusCode, bets.body).toBe(200);
    expect(bets.json()).toMatchObject({ total: 2, pageSize: 1, settlement: { betCount: 2 } });
    expect(bets.json().items).toHaveLength(1);
    const listed = await draws('gameCode=fast_1m&pageSize=100');
    expect(listed.items.find((item) => item.drawId === drawId)).toMatchObject({
      betCount: 2,
      stakedMinor: '3500',
    });
    expect(
      (await draws('gameCode=vn_north&pageSize=100')).items.every((item) => item.gameCode === 'vn_north'),
    ).toBe(true);
    expectError(
      await call(harness.app, 'GET', `${adminApiRoutes.adminLotteryDraws.path}?pageSize=101`, {
        token: staff.admin,
      }),
      400,
      'validation_failed',
    );
    expectError(
      await call(harness.app, 'GET', path(adminApiRoutes.adminLotteryDraw.path, { drawId: randomUUID() }), {
        token: staff.admin,
      }),
      404,
      'not_found',
    );
  });

  it('refunds each stake exactly once when two staff cancel the same draw at the same moment', async () => {
    const drawId = await openFastDraw();
    const first = await player(100_000n);
    const second = await player(100_000n);
    await fastBet(first.token, drawId, '1', '1000');
    await fastBet(first.token, drawId, '2', '3000');
    await fastBet(second.token, drawId, '9', '5000');
    expect(await balanceMinor(first.token)).toBe(96_000n);
    expect(await balanceMinor(second.token)).toBe(95_000n);
    expectError(await cancel(drawId, ' '), 400, 'validation_failed');
    // The draw may carry other tests' bets too: every open stake on it is refunded.
    const { settlement: beforeCancel } = await draw(drawId);
    expect(beforeCancel.betCount).toBeGreaterThanOrEqual(3);
    const [a, b] = await Promise.all([
      cancel(drawId, 'Results source unavailable', staff.finance),
      cancel(drawId, 'Results source unavailable', staff.admin),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    const answers = [a.json(), b.json()] as AdminLotteryCancelResponse[];
    expect(answers.filter((answer) => answer.cancelledNow)).toHaveLength(1);
    expect(await balanceMinor(first.token)).toBe(100_000n);
    expect(await balanceMinor(second.token)).toBe(100_000n);
    const again = await cancel(drawId, 'pressed once more');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      cancelledNow: false,
      refundedBets: 0,
      refundedMinor: beforeCancel.stakedMinor,
    });
    expect(await balanceMinor(first.token)).toBe(100_000n);
    const detail = await draw(drawId);
    expect(detail).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Results source unavailable',
      serverSeed: null,
    });
    expect(detail.settlement).toMatchObject({
      betCount: beforeCancel.betCount,
      refundedCount: beforeCancel.betCount,
      refundedMinor: beforeCancel.stakedMinor,
    });
    const refunds = await harness.database.db
      .selectFrom('ledger_transfers')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('code', '=', 'refund')
      .where(
        'reference_id',
        'in',
        (
          await harness.database.db
            .selectFrom('lottery_bets')
            .select('id')
            .where('draw_id', '=', drawId)
            .execute()
        ).map((row) => row.id),
      )
      .executeTakeFirstOrThrow();
    expect(Number(refunds.count)).toBe(beforeCancel.betCount);
    const audit = await auditRows('lottery.draw_cancel', drawId);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({
      status: 'cancelled',
      reason: 'Results source unavailable',
      openBets: beforeCancel.betCount,
    });
  });

  it('refuses to cancel a draw whose numbers are out, and reveals its seed', async () => {
    const drawId = await openFastDraw();
    const { token } = await player(50_000n);
    await fastBet(token, drawId, '4', '1000');
    const at = Date.parse((await draw(drawId)).drawAt);
    clockMs = at + 5_000;
    await runCycle();
    const detail = await draw(drawId);
    expect(['drawn', 'settled']).toContain(detail.status);
    expect(detail.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(detail.results).toHaveLength(5);
    expectError(await cancel(drawId, 'too late to cancel'), 409, 'lottery_draw_settled');
    expect((await draw(drawId)).status).not.toBe('cancelled');
    expect(await auditRows('lottery.draw_cancel', drawId)).toHaveLength(0);
    expect(adminName).not.toBe('');
  });
});

describe('missed-draw policy', () => {
  it('follows the policy staff set: a missed draw is cancelled and refunded, or drawn late with its seed, audited', async () => {
    const gamesNow = (await games()).games;
    const settingsOf = (gameCode: string) => {
      const game = gamesNow.find((entry) => entry.gameCode === gameCode);
      if (!game) throw new Error(`${gameCode} missing`);
      return {
        enabled: game.enabled,
        salesCloseSeconds: game.salesCloseSeconds,
        missedDrawPolicy: game.missedDrawPolicy,
        schedule: game.schedule,
        betTypes: game.betTypes.map((type) => ({
          betType: type.betType,
          odds: type.odds,
          exposureLimit: (BigInt(type.exposureLimitMinor) / 100n).toString(),
        })),
      };
    };
    // Staff set fast_3m to cancel and refund and fast_5m to draw late (each change audited).
    for (const [gameCode, policy] of [
      ['fast_3m', 'cancelAndRefund'],
      ['fast_5m', 'drawLate'],
    ] as const) {
      const response = await updateGame(gameCode, { ...settingsOf(gameCode), missedDrawPolicy: policy });
      expect(response.statusCode, response.body).toBe(200);
      const rows = await auditRows('lottery.game_config', gameCode);
      expect(rows.at(-1)?.after).toMatchObject({ missedDrawPolicy: policy });
    }
    await runCycle();
    const nextOpen = async (gameCode: string) => {
      const list = await draws(`gameCode=${gameCode}&status=open&pageSize=100`);
      const chosen = list.items
        .filter((item) => Date.parse(item.salesCloseAt) > clockMs)
        .sort((a, b) => Date.parse(a.drawAt) - Date.parse(b.drawAt))[0];
      if (!chosen) throw new Error(`no open ${gameCode} draw`);
      return chosen;
    };
    const cancelled = await nextOpen('fast_3m');
    const late = await nextOpen('fast_5m');
    const { token } = await player(50_000n);
    for (const drawId of [cancelled.drawId, late.drawId]) {
      const response = await call(harness.app, 'POST', '/api/lottery/bets', {
        token,
        body: {
          requestId: randomUUID(),
          drawId,
          betType: 'big_small',
          selection: { position: 1, pick: 'big' },
          unitStakeMinor: '1000',
        },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await balanceMinor(token)).toBe(48_000n);

    // The server was down past both draws' times (beyond the grace): the next cycle applies each policy.
    clockMs = Math.max(Date.parse(cancelled.drawAt), Date.parse(late.drawAt)) + 10 * 60_000;
    await runCycle();
    const cancelledAfter = await draw(cancelled.drawId);
    expect(cancelledAfter).toMatchObject({
      status: 'cancelled',
      cancelReason: 'missed_draw',
      serverSeed: null,
    });
    expect(cancelledAfter.settlement).toMatchObject({ refundedCount: 1, refundedMinor: '1000' });
    const lateAfter = await draw(late.drawId);
    expect(lateAfter.status).toBe('settled');
    expect(lateAfter.seedHash).toBe(late.seedHash);
    expect(lateAfter.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    // The refund came back; the late draw's bet is settled (won 1,960 or lost).
    const balance = await balanceMinor(token);
    expect([49_000n, 49_000n + 1_960n]).toContain(balance);

    for (const [drawId, status, policy] of [
      [cancelled.drawId, 'cancelled', 'cancelAndRefund'],
      [late.drawId, 'drawn', 'drawLate'],
    ] as const) {
      const rows = await harness.database.db
        .selectFrom('audit_log')
        .select(['actor_type', 'actor_name', 'after'])
        .where('action', '=', 'lottery.missed_draw')
        .where('target_id', '=', drawId)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ actor_type: 'system', actor_name: 'lottery-cycle' });
      expect(rows[0]?.after).toMatchObject({ status, policy });
    }
  });
});
