import { randomUUID } from 'node:crypto';
import { type Jurisdiction, jurisdictionPresets } from '@gaming/contracts/jurisdiction';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessEventBus } from '../../platform/events.js';
import {
  type AccountsHarness,
  call,
  expectError,
  startAccountsHarness,
  updateSetting,
} from '../../testing/accounts-kit.js';
import { LedgerRepository } from '../wallet/ledger-repository.js';
import { LedgerService } from '../wallet/ledger-service.js';
import {
  balances,
  decide,
  fund,
  requestWithdrawal,
  staffToken,
  type WithdrawalsHarness,
  withdrawingMember,
} from '../withdrawals/withdrawals-kit.js';

let accounts: AccountsHarness;
let harness: WithdrawalsHarness;
let ledger: LedgerService;
/** The server's clock runs this far ahead of the real one: the cycle is waited out by moving it. */
let clockAheadMs = 0;

beforeAll(async () => {
  accounts = await startAccountsHarness({ now: () => Date.now() + clockAheadMs });
  ledger = new LedgerService(new LedgerRepository(accounts.database.db));
  harness = { ...accounts, events: new InProcessEventBus(), ledger };
});

afterAll(async () => {
  const verification = await ledger.verify();
  expect(verification.discrepancies).toEqual([]);
  await accounts.close();
});

async function useGameRules(preset: 'uk' | 'none', change: (value: Jurisdiction) => Jurisdiction = (v) => v) {
  await updateSetting(accounts.settings, 'jurisdiction', (current) =>
    change({ ...current, gameRules: jurisdictionPresets[preset].gameRules }),
  );
}

async function player(fundsMinor: bigint) {
  const player = await withdrawingMember(harness);
  await fund(harness, player.member, fundsMinor);
  return player;
}

function spin(token: string, game: 'slot' | 'dice' = 'slot', amount = '1.00') {
  const body =
    game === 'slot'
      ? { requestId: randomUUID(), amount }
      : { requestId: randomUUID(), amount, direction: 'under', target: 5000 };
  return call(accounts.app, 'POST', `/api/inhouse/${game}/rounds`, { token, body });
}

async function roundCount(memberId: string): Promise<number> {
  const rows = await accounts.database.db
    .selectFrom('game_rounds')
    .select('id')
    .where('member_id', '=', memberId)
    .execute();
  return rows.length;
}

describe('minimum game cycle (uk: slots 2.5 s)', () => {
  it('refuses a second spin 1 s after the first and allows it 2.5 s after, by the server clock', async () => {
    await useGameRules('uk');
    const { member, token } = await player(100_000n);
    const first = await spin(token);
    expect(first.statusCode, first.body).toBe(200);
    clockAheadMs += 1_000;
    const tooFast = await spin(token);
    expectError(tooFast, 429, 'game_cycle_too_fast');
    expect(tooFast.headers['retry-after']).toBe('2');
    // The refused spin left nothing behind: no round, no money moved.
    expect(await roundCount(member.id)).toBe(1);
    // Other games have their own (zero) cycle under uk.
    expect((await spin(token, 'dice')).statusCode).toBe(200);
    clockAheadMs += 1_500;
    const later = await spin(token);
    expect(later.statusCode, later.body).toBe(200);
    expect(await roundCount(member.id)).toBe(3);
  });

  it('lets exactly one of ten concurrent spins through', async () => {
    await useGameRules('uk');
    const { member, token } = await player(100_000n);
    clockAheadMs += 10_000;
    const answers = await Promise.all(Array.from({ length: 10 }, () => spin(token)));
    const passed = answers.filter((answer) => answer.statusCode === 200);
    expect(passed).toHaveLength(1);
    for (const answer of answers)
      if (answer.statusCode !== 200) expectError(answer, 429, 'game_cycle_too_fast');
    expect(await roundCount(member.id)).toBe(1);
    const { balance } = await balances(harness, token);
    expect(BigInt(balance)).toBe(100_000n - 100n + BigInt(passed[0]?.json().winMinor ?? 0));
  });

  it('profile none has no cycle: spins at the same instant both pass', async () => {
    await useGameRules('none');
    const { token } = await player(100_000n);
    const answers = await Promise.all([spin(token), spin(token)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
  });

  it('charges in-house stakes to the wager limit in the round transaction', async () => {
    await useGameRules('none', (value) => ({
      ...value,
      limits: { ...value.limits, wager: { offered: true, mandatory: false } },
    }));
    const { token } = await player(100_000n);
    const set = await call(accounts.app, 'PUT', '/api/responsible-gaming/limits/wager/day', {
      token,
      body: { value: '250' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await spin(token)).statusCode).toBe(200);
    expect((await spin(token)).statusCode).toBe(200);
    expectError(await spin(token), 409, 'wager_limit_reached');
  });
});

async function budgetOf(memberId: string) {
  return accounts.database.db
    .selectFrom('rg_play_budget')
    .select(['day_staked', 'day_won'])
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
}

async function roundTotals(memberId: string) {
  const rows = await accounts.database.db
    .selectFrom('game_rounds')
    .select(['stake_minor', 'win_minor', 'status'])
    .where('member_id', '=', memberId)
    .execute();
  return {
    staked: rows.reduce((sum, row) => sum + BigInt(row.stake_minor), 0n),
    won: rows.reduce((sum, row) => sum + BigInt(row.win_minor), 0n),
  };
}

describe('play budget on in-house rounds', () => {
  it('counts every stake and every win exactly once, also under concurrent play', async () => {
    await useGameRules('none', (value) => ({
      ...value,
      limits: { ...value.limits, loss: { offered: true, mandatory: false } },
    }));
    const { member, token } = await player(1_000_000n);
    const set = await call(accounts.app, 'PUT', '/api/responsible-gaming/limits/loss/day', {
      token,
      body: { value: '900000' },
    });
    expect(set.statusCode, set.body).toBe(200);
    for (let index = 0; index < 10; index += 1) expect((await spin(token)).statusCode).toBe(200);
    const parallel = await Promise.all(Array.from({ length: 10 }, () => spin(token, 'dice')));
    expect(parallel.every((answer) => answer.statusCode === 200)).toBe(true);
    const totals = await roundTotals(member.id);
    expect(totals.staked).toBe(2_000n);
    const budget = await budgetOf(member.id);
    expect(BigInt(budget.day_staked)).toBe(totals.staked);
    expect(BigInt(budget.day_won)).toBe(totals.won);
  });

  it('gives the stake of a bet the ledger refused back to the budget', async () => {
    await useGameRules('none', (value) => ({
      ...value,
      limits: { ...value.limits, wager: { offered: true, mandatory: false } },
    }));
    const { member, token } = await player(50n);
    const set = await call(accounts.app, 'PUT', '/api/responsible-gaming/limits/wager/day', {
      token,
      body: { value: '1000' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expectError(await spin(token), 409, 'insufficient_funds');
    expect(BigInt((await budgetOf(member.id)).day_staked)).toBe(0n);
    expect(await roundCount(member.id)).toBe(0);
  });
});

async function cancel(token: string, id: string) {
  return call(accounts.app, 'POST', `/api/withdrawals/${id}/cancellation`, { token });
}

async function attemptsOf(memberId: string) {
  return accounts.database.db
    .selectFrom('withdrawal_cancel_attempts')
    .select(['withdrawal_id', 'outcome'])
    .where('member_id', '=', memberId)
    .execute();
}

describe('withdrawal reversal', () => {
  it('under uk refuses the cancellation, records the attempt, and keeps the hold', async () => {
    await useGameRules('uk');
    const { member, token } = await player(100_000n);
    const created = await requestWithdrawal(harness, token, '200.00');
    expectError(await cancel(token, created.id), 409, 'withdrawal_irreversible');
    expect(await attemptsOf(member.id)).toEqual([{ withdrawal_id: created.id, outcome: 'refused' }]);
    // Pressed again and again within the hour: still refused, recorded and audited once.
    for (let index = 0; index < 3; index += 1)
      expectError(await cancel(token, created.id), 409, 'withdrawal_irreversible');
    expect(await attemptsOf(member.id)).toHaveLength(1);
    const audited = await accounts.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'withdrawal.cancel_refused')
      .where('target_id', '=', created.id)
      .execute();
    expect(audited).toHaveLength(1);
    expect((await balances(harness, token)).held).toBe('20000');
    const detail = await call(accounts.app, 'GET', `/api/withdrawals/${created.id}`, { token });
    expect(detail.json()).toMatchObject({ status: 'pending', cancelledByMember: false });
  });

  it('under none voids the hold once; a repeat and another member are refused', async () => {
    await useGameRules('none');
    const { member, token } = await player(100_000n);
    const other = await player(1_000n);
    const created = await requestWithdrawal(harness, token, '200.00');
    expectError(await cancel(other.token, created.id), 404, 'not_found');
    const cancelled = await cancel(token, created.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'rejected',
      cancelledByMember: true,
      rejectionReason: null,
    });
    expectError(await cancel(token, created.id), 409, 'invalid_state');
    expect(await balances(harness, token)).toMatchObject({ balance: '100000', held: '0' });
    expect(await attemptsOf(member.id)).toEqual([{ withdrawal_id: created.id, outcome: 'cancelled' }]);
    const transfers = await accounts.database.db
      .selectFrom('ledger_transfers')
      .select('code')
      .where('reference_type', '=', 'withdrawal')
      .where('reference_id', '=', created.id)
      .execute();
    // The hold and its one void: the money came back by voiding the hold, once.
    expect(transfers.map((transfer) => transfer.code).sort()).toEqual(['withdrawal', 'withdrawal_refund']);
  });

  it('a cancellation racing a staff approval: never both', async () => {
    await useGameRules('none');
    const finance = await staffToken(harness, 'finance');
    for (let index = 0; index < 8; index += 1) {
      const { token } = await player(100_000n);
      const created = await requestWithdrawal(harness, token, '100.00');
      const [cancelled, approved] = await Promise.all([
        cancel(token, created.id),
        decide(harness, finance, created.id, { action: 'approve' }),
      ]);
      const wins = [cancelled.statusCode, approved.statusCode].filter((status) => status === 200);
      expect(wins, `${cancelled.body} / ${approved.body}`).toHaveLength(1);
      const after = await balances(harness, token);
      if (cancelled.statusCode === 200) expect(after).toMatchObject({ balance: '100000', held: '0' });
      else expect(after).toMatchObject({ balance: '100000', held: '10000' });
    }
  });
});
