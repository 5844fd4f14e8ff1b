import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsHarness,
  call,
  createMember,
  expectError,
  signInNewStaff,
  staffServiceOf,
  startAccountsHarness,
} from '../../testing/accounts-kit.js';
import { LedgerRepository } from '../wallet/ledger-repository.js';
import { LedgerService } from '../wallet/ledger-service.js';
import { jackpotPoolAccountCode } from './jackpot-seeds-service.js';

/**
 * Issue 14 #7: a jackpot pool's seed is configured per pool in the back office and funded through the
 * ledger (house -> the pool's account, back when lowered), so the books stay balanced and the seed shown
 * is money held; the winner boards list only real settled wins of at least the configured minimum.
 */
let harness: AccountsHarness;
let ledger: LedgerService;
let finance: string;
let content: string;

beforeAll(async () => {
  harness = await startAccountsHarness();
  ledger = new LedgerService(new LedgerRepository(harness.database.db));
  finance = (await signInNewStaff(harness.app, staffServiceOf(harness), 'finance')).token;
  content = (await signInNewStaff(harness.app, staffServiceOf(harness), 'content')).token;
});

afterAll(async () => {
  expect((await ledger.verify()).discrepancies).toEqual([]);
  await harness.close();
});

async function poolBalance(vendorCode: string): Promise<bigint> {
  const account = await ledger.accountByCode(jackpotPoolAccountCode(vendorCode));
  return account ? (await ledger.balanceOf(account.id)).postedMinor : 0n;
}

async function houseBalance(): Promise<bigint> {
  const account = await ledger.accountByCode('house');
  return account ? (await ledger.balanceOf(account.id)).postedMinor : 0n;
}

function setSeed(token: string, vendorCode: string, seed: string) {
  return call(harness.app, 'PUT', `/api/admin/home-boards/jackpot-seeds/${vendorCode}`, {
    token,
    body: { seed },
  });
}

describe('jackpot seeds', () => {
  it('are funded from the house through the ledger, and taken back when lowered', async () => {
    const houseBefore = await houseBalance();
    const raised = await setSeed(finance, 'PG', '100000.00');
    expect(raised.statusCode, raised.body).toBe(200);
    const pool = raised.json().pools.find((entry: { vendorCode: string }) => entry.vendorCode === 'PG');
    expect(pool).toMatchObject({ seedMinor: '10000000', fundedMinor: '10000000' });
    expect(await poolBalance('PG')).toBe(10_000_000n);
    expect(await houseBalance()).toBe(houseBefore - 10_000_000n);

    const lowered = await setSeed(finance, 'PG', '25000.00');
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(await poolBalance('PG')).toBe(2_500_000n);
    expect(await houseBalance()).toBe(houseBefore - 2_500_000n);
    const transfers = await ledger.transfersOfReference({ type: 'jackpot_pool', id: 'PG' });
    expect(transfers.map((transfer) => [transfer.code, transfer.amount]).sort()).toEqual([
      ['jackpot_seed', '10000000'],
      ['jackpot_seed_release', '7500000'],
    ]);
  });

  it('moves money once however often funding runs, and again for a seed set back to an earlier value', async () => {
    await setSeed(finance, 'JDB', '500.00');
    await setSeed(finance, 'JDB', '0');
    expect(await poolBalance('JDB')).toBe(0n);
    await setSeed(finance, 'JDB', '500.00');
    expect(await poolBalance('JDB')).toBe(50_000n);
    const view = await call(harness.app, 'GET', '/api/admin/home-boards', { token: finance });
    expect(view.statusCode, view.body).toBe(200);
    expect(await ledger.transfersOfReference({ type: 'jackpot_pool', id: 'JDB' })).toHaveLength(3);
  });

  it('are for finance and admins: content staff and unknown vendors are refused', async () => {
    expectError(await setSeed(content, 'PG', '1.00'), 403, 'forbidden');
    expectError(await setSeed(finance, 'NOSUCH', '1.00'), 404, 'not_found');
    expectError(await setSeed(finance, 'PG', '1.001'), 400, 'validation_failed');
  });
});

describe('winner boards', () => {
  async function settledWin(memberId: string, winMinor: bigint, gameCode: string) {
    await harness.database.db
      .insertInto('game_rounds')
      .values({
        id: randomUUID(),
        member_id: memberId,
        vendor_code: 'PG',
        game_code: gameCode,
        category: 'RNG',
        external_round_id: randomUUID(),
        currency: 'NPR',
        stake_minor: '10000',
        win_minor: winMinor.toString(),
        valid_bet_minor: '10000',
        status: 'settled',
        settled_at: new Date(),
      })
      .execute();
  }

  async function board(kind: 'latest' | 'biggest'): Promise<Array<{ winAmount: string }>> {
    const response = await call(harness.app, 'GET', `/api/games/winners?kind=${kind}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().list;
  }

  it('list only settled wins at or above the configured minimum', async () => {
    const member = await createMember(harness);
    await settledWin(member.id, 100n, 'pg_golden_lantern');
    await settledWin(member.id, 60_000n, 'pg_lucky_koi');
    for (const kind of ['latest', 'biggest'] as const)
      expect((await board(kind)).map((winner) => winner.winAmount)).toEqual(['60000']);

    expectError(
      await call(harness.app, 'PUT', '/api/admin/home-boards/winner-board', {
        token: finance,
        body: { minimumWin: '1000.00' },
      }),
      403,
      'forbidden',
    );
    const raised = await call(harness.app, 'PUT', '/api/admin/home-boards/winner-board', {
      token: content,
      body: { minimumWin: '1000.00' },
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json().winnerBoardMinimumWinMinor).toBe('100000');
    expect(await board('latest')).toEqual([]);
  });
});
