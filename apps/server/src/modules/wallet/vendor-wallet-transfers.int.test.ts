import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsHarness, call, expectError } from '../../testing/accounts-kit.js';
import { testLedgerIds } from '../../testing/ledger-ids-kit.js';
import type { VendorSimProcess } from '../../testing/vendor-sim-process.js';
import { transferTestLimits, vendorWalletKit } from '../../testing/vendor-wallet-kit.js';
import { SimulatorTransferWallet } from '../vendors/simulator-transfer-wallet.js';
import { simulatedVendorSecret } from '../vendors/vendor-adapter.js';
import type { LedgerService } from './ledger-service.js';
import { type MoveAccounts, stepId, VendorWalletMoves } from './vendor-wallet-moves.js';
import type { VendorMoveOutcome, VendorWalletPort } from './vendor-wallet-port.js';
import { VendorWalletRepository } from './vendor-wallet-repository.js';

/**
 * Transfer-wallet moves against apps/vendor-sim running as its own process: the vendor holds the member's
 * money, every move goes through its signed transfer API, and faults it injects on command (lost answers
 * before and after applying, errors, status queries that hang) must never lose or double money.
 */

const kit = vendorWalletKit();
const {
  fundedMember,
  move,
  mainBalance,
  simulator,
  simBalance,
  transferRow,
  runRecoveryJob,
  expectBooksClean,
} = kit;
const limits = transferTestLimits;
let sim: VendorSimProcess;
let harness: AccountsHarness;
let ledger: LedgerService;

beforeAll(async () => {
  ({ sim, harness, ledger } = await kit.start());
});

afterAll(() => kit.stop());

async function wallets(token: string) {
  const reply = await call(harness.app, 'GET', '/api/wallet/vendors', { token });
  expect(reply.statusCode, reply.body).toBe(200);
  const body = reply.json();
  type Wallet = {
    vendorCode: string;
    balanceMinor: string;
    ledgerBalanceMinor: string;
    vendorBalanceMinor: string | null;
    transferPending: boolean;
  };
  return {
    body,
    vendor: (code: string) => (body.vendors as Wallet[]).find((entry) => entry.vendorCode === code) as Wallet,
  };
}

/** Time passes for the recovery job: the move looks abandoned and due. */
async function age(id: string) {
  await harness.database.db
    .updateTable('vendor_wallet_transfers')
    .set({ updated_at: sql`now() - interval '10 minutes'`, next_check_at: sql`now() - interval '1 second'` })
    .where('id', '=', id)
    .execute();
}

describe('moving money through the vendor', () => {
  it('moves in and out with the vendor holding the money, and shows the vendor figure', async () => {
    const { member, token } = await fundedMember();
    const moveIn = await move(token, { vendorCode: 'PG', amount: '25.50', direction: 'in' });
    expect(moveIn.statusCode, moveIn.body).toBe(200);
    expect(moveIn.json()).toMatchObject({
      status: 'completed',
      amountMinor: '2550',
      mainBalanceMinor: '7450',
      vendorBalanceMinor: '2550',
    });
    expect(await simBalance('PG', member)).toBe('2550');
    const moveOut = await move(token, { vendorCode: 'PG', amount: '5.5', direction: 'out' });
    expect(moveOut.json()).toMatchObject({
      status: 'completed',
      mainBalanceMinor: '8000',
      vendorBalanceMinor: '2000',
    });
    expect(await simBalance('PG', member)).toBe('2000');
    const { body, vendor } = await wallets(token);
    expect(vendor('PG')).toMatchObject({
      balanceMinor: '2000',
      ledgerBalanceMinor: '2000',
      vendorBalanceMinor: '2000',
      transferPending: false,
    });
    expect(body.totalMinor).toBe('10000');
    const row = await transferRow(moveIn.json().transferId);
    expect(row).toMatchObject({
      state: 'completed',
      attempts: 1,
      vendor_balance_minor: '2550',
      result_minor: '0',
    });
    expect(row.vendor_reference).toMatch(/^sim-pg-\d+$/);
    await expectBooksClean();
  });

  it('plays a transfer-mode game from the vendor-held balance and settles the result on the way out', async () => {
    const { member, token } = await fundedMember(50_000n);
    expect((await move(token, { vendorCode: 'PG', amount: '100', direction: 'in' })).statusCode).toBe(200);
    const game = await harness.database.db
      .selectFrom('games')
      .select('id')
      .where('vendor_code', '=', 'PG')
      .where('maintenance', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const launch = await call(harness.app, 'POST', '/api/games/launch', {
      token,
      body: { nodeId: game.id, language: 'EN', device: 'desktop' },
    });
    expect(launch.statusCode, launch.body).toBe(200);
    const url = new URL(launch.json().url);
    // No wallet token: a transfer-mode vendor cannot spend the main wallet through the callbacks.
    expect(url.searchParams.get('token')).toBeNull();
    expect(url.searchParams.get('wallet')).toBe('transfer');
    const open = await fetch(`${sim.url}/play/api/open`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        vendorCode: 'PG',
        gameCode: url.pathname.split('/').pop(),
        language: 'EN',
        wallet: 'transfer',
        playerId: url.searchParams.get('player'),
        currency: url.searchParams.get('currency'),
        expiresAt: Number(url.searchParams.get('expires')),
        ticket: url.searchParams.get('ticket'),
      }),
    }).then((response) => response.json() as Promise<{ sessionId: string }>);
    expect(open).toMatchObject({ balanceMinor: '10000', currency: 'NPR', demo: false });
    // A forged ticket opens nothing.
    const forged = await fetch(`${sim.url}/play/api/open`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        vendorCode: 'PG',
        gameCode: url.pathname.split('/').pop(),
        wallet: 'transfer',
        playerId: '1',
        currency: 'NPR',
        expiresAt: Number(url.searchParams.get('expires')),
        ticket: url.searchParams.get('ticket'),
      }),
    }).then((response) => response.json());
    expect(forged).toEqual({ error: 'bad_ticket' });
    for (let round = 0; round < 20; round += 1) {
      const spin = await fetch(`${sim.url}/play/api/spin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId: open.sessionId, stakeMinor: '100' }),
      }).then((response) => response.json() as Promise<{ refused?: string }>);
      expect(spin.refused).toBeUndefined();
    }
    const vendorMinor = BigInt(await simBalance('PG', member));
    const { vendor } = await wallets(token);
    expect(vendor('PG')).toMatchObject({
      balanceMinor: vendorMinor.toString(),
      vendorBalanceMinor: vendorMinor.toString(),
      ledgerBalanceMinor: '10000',
    });
    expect(await mainBalance(token)).toBe('40000');
    // Everything back: the ledger books the game result against the vendor's account first.
    const recall = await call(harness.app, 'POST', '/api/wallet/vendors/recall', {
      token,
      body: { requestId: randomUUID() },
    });
    expect(recall.statusCode, recall.body).toBe(200);
    expect(recall.json()).toMatchObject({
      recalled: vendorMinor > 0n ? [{ vendorCode: 'PG', amountMinor: vendorMinor.toString() }] : [],
      unsettled: [],
    });
    expect(await mainBalance(token)).toBe((40_000n + vendorMinor).toString());
    expect(await simBalance('PG', member)).toBe('0');
    expect((await wallets(token)).vendor('PG')).toMatchObject({
      ledgerBalanceMinor: '0',
      vendorBalanceMinor: '0',
    });
    const sub = await ledger.accountByCode(`member:${member.id}:vendor:pg`);
    expect(sub).toBeDefined();
    const lines = await ledger.linesOf(sub?.id as string, 10, 0);
    const resultMinor = vendorMinor - 10_000n;
    const result = lines.find((line) => line.code === 'vendor_game_result');
    if (resultMinor === 0n) expect(result).toBeUndefined();
    else {
      expect(result?.amount).toBe((resultMinor < 0n ? -resultMinor : resultMinor).toString());
      // A win comes from the vendor's account into the sub-account; a loss goes the other way.
      expect(result?.credit_account_id === sub?.id).toBe(resultMinor > 0n);
    }
    await expectBooksClean();
  });

  it('refuses what the vendor does not hold and what the main wallet does not hold, moving nothing', async () => {
    const { member, token } = await fundedMember(1_000n);
    expectError(
      await move(token, { vendorCode: 'PG', amount: '10.01', direction: 'in' }),
      409,
      'insufficient_funds',
    );
    expect((await move(token, { vendorCode: 'PG', amount: '4', direction: 'in' })).statusCode).toBe(200);
    const short = await move(token, { vendorCode: 'PG', amount: '4.01', direction: 'out' });
    expectError(short, 409, 'insufficient_funds');
    expectError(
      await move(token, { vendorCode: 'JDB', amount: '0.01', direction: 'out' }),
      409,
      'insufficient_funds',
    );
    expect(await mainBalance(token)).toBe('600');
    expect(await simBalance('PG', member)).toBe('400');
    expect((await wallets(token)).vendor('PG')).toMatchObject({
      ledgerBalanceMinor: '400',
      vendorBalanceMinor: '400',
    });
    await expectBooksClean();
  });
});

describe('half-way failures', () => {
  it('settles a move the vendor applied but whose answers were lost, by asking its status', async () => {
    const { member, token } = await fundedMember();
    await sim.queueFaults('PG', ['transfer_applied_timeout', 'transfer_applied_timeout']);
    const reply = await move(token, { vendorCode: 'PG', amount: '30', direction: 'in' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      status: 'completed',
      mainBalanceMinor: '7000',
      vendorBalanceMinor: '3000',
    });
    expect(await simBalance('PG', member)).toBe('3000');
    await sim.queueFaults('PG', ['transfer_applied_timeout', 'transfer_applied_timeout']);
    const out = await move(token, { vendorCode: 'PG', amount: '10', direction: 'out' });
    expect(out.json()).toMatchObject({
      status: 'completed',
      mainBalanceMinor: '8000',
      vendorBalanceMinor: '2000',
    });
    expect(await simBalance('PG', member)).toBe('2000');
    await expectBooksClean();
  });

  it('retries a lost answer with the same transfer id, which the vendor applies once', async () => {
    const { member, token } = await fundedMember();
    await sim.queueFaults('PG', ['transfer_applied_timeout']);
    const reply = await move(token, { vendorCode: 'PG', amount: '12', direction: 'in' });
    expect(reply.json()).toMatchObject({ status: 'completed', mainBalanceMinor: '8800' });
    expect(await simBalance('PG', member)).toBe('1200');
    expect((await transferRow(reply.json().transferId)).attempts).toBe(1);
  });

  it('undoes a move the vendor never applied (timeouts, then errors) and closes the id at the vendor', async () => {
    const { member, token } = await fundedMember();
    await sim.queueFaults('PG', ['transfer_timeout', 'transfer_error']);
    const reply = await move(token, { vendorCode: 'PG', amount: '30', direction: 'in' });
    expectError(reply, 503, 'service_unavailable');
    expect(await mainBalance(token)).toBe('10000');
    expect(await simBalance('PG', member)).toBe('0');
    const { body } = await call(harness.app, 'GET', '/api/wallet/records', { token }).then((response) => ({
      body: response.json(),
    }));
    const types = body.records.map((line: { type: string; status: string }) => `${line.type}:${line.status}`);
    expect(types.slice(0, 2)).toEqual([
      'vendor_transfer_refund:released_hold',
      'vendor_transfer_in:released_hold',
    ]);
    const [row] = await harness.database.db
      .selectFrom('vendor_wallet_transfers')
      .selectAll()
      .where('member_id', '=', member.id)
      .execute();
    expect(row).toMatchObject({ state: 'failed', failure_code: 'vendor_refused' });
    // A late copy of the lost request is refused by the vendor: the compensation can never be undercut.
    const late = await simulator('PG', 'deposit', {
      playerId: member.id,
      transferId: row?.id,
      amountMinor: '3000',
      currency: 'NPR',
    });
    expect(late.body).toMatchObject({ status: 'error', code: 'transfer_cancelled' });
    expect(await simBalance('PG', member)).toBe('0');
    // The same request again answers the same refusal and moves nothing.
    await expectBooksClean();
  });

  it('leaves an unknown move pending, blocks other moves with that vendor, and the recovery job completes it', async () => {
    const { member, token } = await fundedMember();
    await sim.queueFaults('PG', ['transfer_applied_timeout', 'transfer_applied_timeout', 'status_timeout']);
    const requestId = randomUUID();
    const reply = await move(token, { requestId, vendorCode: 'PG', amount: '40', direction: 'in' });
    expect(reply.statusCode, reply.body).toBe(202);
    expect(reply.json()).toMatchObject({
      status: 'pending',
      mainBalanceMinor: '10000',
      vendorBalanceMinor: '0',
    });
    // The hold keeps the money from being spent twice meanwhile.
    const balance = (await call(harness.app, 'GET', '/api/wallet/balance', { token })).json();
    expect(balance).toMatchObject({ balanceMinor: '10000', availableMinor: '6000', heldMinor: '4000' });
    const during = await wallets(token);
    expect(during.vendor('PG')).toMatchObject({
      transferPending: true,
      vendorBalanceMinor: '4000',
      ledgerBalanceMinor: '0',
    });
    // The held money is in the main wallet and already at the vendor: the total counts it once.
    expect(during.body.totalMinor).toBe('10000');
    expectError(await move(token, { vendorCode: 'PG', amount: '1', direction: 'out' }), 409, 'invalid_state');
    // Another vendor is not held up.
    expect((await move(token, { vendorCode: 'JDB', amount: '1', direction: 'in' })).statusCode).toBe(200);
    const transferId = reply.json().transferId;
    expect(await transferRow(transferId)).toMatchObject({ state: 'sent' });
    expect((await transferRow(transferId)).last_error).toMatch(/timeout/);
    // The job leaves a move alone while it is fresh (a live request may still be at work).
    await runRecoveryJob();
    expect((await transferRow(transferId)).state).toBe('sent');
    await age(transferId);
    await runRecoveryJob();
    expect(await transferRow(transferId)).toMatchObject({ state: 'completed', attempts: 2 });
    expect(await mainBalance(token)).toBe('5900');
    expect(await simBalance('PG', member)).toBe('4000');
    // The member's retry now gets the settled answer.
    const replay = await move(token, { requestId, vendorCode: 'PG', amount: '40', direction: 'in' });
    expect(replay.statusCode).toBe(200);
    // The main wallet as the move left it (the JDB move came before it settled).
    expect(replay.json()).toMatchObject({ status: 'completed', transferId, mainBalanceMinor: '5900' });
    await expectBooksClean();
  });

  it('has the recovery job undo an unknown move the vendor never received', async () => {
    const { member, token } = await fundedMember();
    await sim.queueFaults('PG', ['transfer_timeout', 'transfer_timeout', 'status_error']);
    const reply = await move(token, { vendorCode: 'PG', amount: '25', direction: 'in' });
    expect(reply.statusCode, reply.body).toBe(202);
    const transferId = reply.json().transferId;
    await age(transferId);
    await runRecoveryJob();
    expect(await transferRow(transferId)).toMatchObject({ state: 'failed', failure_code: 'vendor_refused' });
    expect(
      await call(harness.app, 'GET', '/api/wallet/balance', { token }).then((r) => r.json()),
    ).toMatchObject({
      balanceMinor: '10000',
      availableMinor: '10000',
      heldMinor: '0',
    });
    expect(await simBalance('PG', member)).toBe('0');
    await expectBooksClean();
  });

  it('settles an unknown move out when the vendor applied it: the money reaches the main wallet once', async () => {
    const { member, token } = await fundedMember();
    await move(token, { vendorCode: 'JDB', amount: '50', direction: 'in' });
    await sim.queueFaults('JDB', ['transfer_applied_timeout', 'transfer_applied_timeout', 'status_timeout']);
    const reply = await move(token, { vendorCode: 'JDB', amount: '20', direction: 'out' });
    expect(reply.statusCode).toBe(202);
    expect(await simBalance('JDB', member)).toBe('3000');
    expect(await mainBalance(token)).toBe('5000');
    await age(reply.json().transferId);
    await runRecoveryJob();
    await runRecoveryJob();
    expect(await mainBalance(token)).toBe('7000');
    expect((await wallets(token)).vendor('JDB')).toMatchObject({
      ledgerBalanceMinor: '3000',
      vendorBalanceMinor: '3000',
    });
    await expectBooksClean();
  });
});

describe('replays and concurrency', () => {
  it('applies ten concurrent copies of one request once, at the vendor and on the ledger', async () => {
    const { member, token } = await fundedMember();
    const body = { requestId: randomUUID(), vendorCode: 'JDB', amount: '12.34', direction: 'in' };
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(harness.app, 'POST', '/api/wallet/vendors/transfer', { token, body }),
      ),
    );
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    expect(new Set(replies.map((reply) => reply.json().transferId)).size).toBe(1);
    expect(await simBalance('JDB', member)).toBe('1234');
    expect(await mainBalance(token)).toBe('8766');
    const changed = await call(harness.app, 'POST', '/api/wallet/vendors/transfer', {
      token,
      body: { ...body, amount: '12.35' },
    });
    expectError(changed, 400, 'validation_failed');
    await expectBooksClean();
  });

  it('lets one of ten different concurrent moves with a vendor through at a time, never more money than there is', async () => {
    const { member, token } = await fundedMember(5_000n);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => move(token, { vendorCode: 'PG', amount: '10', direction: 'in' })),
    );
    const done = replies.filter((reply) => reply.statusCode === 200).length;
    for (const reply of replies) if (reply.statusCode !== 200) expectError(reply, 409, 'invalid_state');
    expect(done).toBeGreaterThanOrEqual(1);
    expect(await simBalance('PG', member)).toBe((BigInt(done) * 1_000n).toString());
    expect(await mainBalance(token)).toBe((5_000n - BigInt(done) * 1_000n).toString());
    await expectBooksClean();
  });

  it('recalls every vendor once per request id, even replayed concurrently', async () => {
    const { member, token } = await fundedMember();
    await move(token, { vendorCode: 'PG', amount: '10', direction: 'in' });
    await move(token, { vendorCode: 'JDB', amount: '20.25', direction: 'in' });
    const requestId = randomUUID();
    const recall = () =>
      call(harness.app, 'POST', '/api/wallet/vendors/recall', { token, body: { requestId } });
    const replies = await Promise.all(Array.from({ length: 5 }, recall));
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    expect(await mainBalance(token)).toBe('10000');
    expect(await simBalance('PG', member)).toBe('0');
    expect(await simBalance('JDB', member)).toBe('0');
    await move(token, { vendorCode: 'PG', amount: '1', direction: 'in' });
    const replay = await recall();
    expect(replay.json().totalRecalledMinor).toBe('3025');
    expect(await simBalance('PG', member)).toBe('100');
    await expectBooksClean();
  });
});

describe('a process stopped between steps', () => {
  /** A port that stops the way a killed process does: the call it is in never comes back. */
  function stoppingPort(real: VendorWalletPort, stopAfterVendor: boolean): VendorWalletPort {
    const never = new Promise<VendorMoveOutcome>(() => undefined);
    return {
      deposit: async (moveRequest) => {
        if (stopAfterVendor) await real.deposit(moveRequest);
        return never;
      },
      withdraw: async (moveRequest) => {
        if (stopAfterVendor) await real.withdraw(moveRequest);
        return never;
      },
      status: (request) => real.status(request),
      balance: (request) => real.balance(request),
    };
  }

  /** What a process driving moves has: its repository, its move steps and the member's accounts. */
  async function moveContext(memberId: string) {
    const repository = new VendorWalletRepository(harness.database.db);
    const moves = new VendorWalletMoves(repository, ledger, testLedgerIds, {
      warn: () => undefined,
      error: () => undefined,
    });
    const ensure = (code: string, kind: 'member_main' | 'member_vendor' | 'vendor') =>
      ledger.ensureAccount({
        code,
        kind,
        ...(kind === 'vendor' ? {} : { memberId }),
        currency: 'NPR',
        mayGoNegative: kind === 'vendor',
      });
    const accounts: MoveAccounts = {
      mainId: (await ensure(`member:${memberId}:main`, 'member_main')).id,
      subId: (await ensure(`member:${memberId}:vendor:pg`, 'member_vendor')).id,
      vendorId: (await ensure('vendor:pg', 'vendor')).id,
    };
    return { repository, moves, accounts };
  }

  async function stoppedMove(
    memberId: string,
    direction: 'in' | 'out',
    amountMinor: bigint,
    stopAfterVendor: boolean | 'after-hold',
  ) {
    const { repository, moves, accounts } = await moveContext(memberId);
    const row = await repository.insert({
      id: randomUUID(),
      memberId,
      vendorCode: 'PG',
      requestKey: `transfer:${randomUUID()}`,
      direction,
      amountMinor,
      currency: 'NPR',
    });
    expect(row).toBeDefined();
    if (stopAfterVendor === 'after-hold')
      // Stopped after the hold, before the state said the vendor may be called.
      await ledger.transfer({
        id: stepId(testLedgerIds, row?.id as string, 'hold'),
        debitAccountId: accounts.mainId,
        creditAccountId: accounts.subId,
        amountMinor,
        code: 'vendor_transfer_in',
        pending: true,
        reference: { type: 'vendor_transfer', id: row?.id as string },
      });
    else {
      const real = new SimulatorTransferWallet(
        sim.url,
        'PG',
        simulatedVendorSecret(sim.secret, 'PG'),
        limits,
      );
      // The drive never returns: the process "dies" inside the vendor call.
      void moves.drive(row as NonNullable<typeof row>, stoppingPort(real, stopAfterVendor), accounts);
      await expect.poll(async () => (await transferRow(row?.id as string)).state).toBe('sent');
      if (stopAfterVendor) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return row?.id as string;
  }

  it('voids the hold of a move stopped before the vendor was called', async () => {
    const { member, token } = await fundedMember();
    const id = await stoppedMove(member.id, 'in', 2_000n, 'after-hold');
    expect((await call(harness.app, 'GET', '/api/wallet/balance', { token })).json().heldMinor).toBe('2000');
    await age(id);
    await runRecoveryJob();
    expect(await transferRow(id)).toMatchObject({ state: 'failed', failure_code: 'not_sent' });
    expect((await call(harness.app, 'GET', '/api/wallet/balance', { token })).json()).toMatchObject({
      balanceMinor: '10000',
      heldMinor: '0',
    });
    expect(await simBalance('PG', member)).toBe('0');
    await expectBooksClean();
  });

  it('keeps the hold of a slow live move that reaches the vendor while the recovery job looks at it', async () => {
    const { member, token } = await fundedMember();
    const id = await stoppedMove(member.id, 'in', 2_000n, 'after-hold');
    const { repository, moves, accounts } = await moveContext(member.id);
    const real = new SimulatorTransferWallet(sim.url, 'PG', simulatedVendorSecret(sim.secret, 'PG'), limits);
    // The job's claim of the row comes just after the live request marked it sent and the vendor applied
    // it: the worst interleaving. Whatever the job did before its claim must not have touched the hold.
    const claim = repository.markFailed.bind(repository);
    repository.markFailed = async (...args) => {
      repository.markFailed = claim;
      await repository.markSent(id);
      await real.deposit({
        vendorCode: 'PG',
        memberId: member.id,
        transferId: id,
        amountMinor: 2_000n,
        currency: 'NPR',
      });
      return claim(...args);
    };
    const started = await transferRow(id);
    await moves.recover(started as Parameters<typeof moves.recover>[0], real, accounts);
    expect(await transferRow(id)).toMatchObject({ state: 'completed' });
    expect((await call(harness.app, 'GET', '/api/wallet/balance', { token })).json()).toMatchObject({
      balanceMinor: '8000',
      heldMinor: '0',
    });
    expect(await simBalance('PG', member)).toBe('2000');
    await expectBooksClean();
  });

  it('undoes a move in stopped while calling a vendor that never got it', async () => {
    const { member, token } = await fundedMember();
    const id = await stoppedMove(member.id, 'in', 2_000n, false);
    expect((await call(harness.app, 'GET', '/api/wallet/balance', { token })).json().heldMinor).toBe('2000');
    await age(id);
    await runRecoveryJob();
    expect(await transferRow(id)).toMatchObject({ state: 'failed' });
    expect((await call(harness.app, 'GET', '/api/wallet/balance', { token })).json()).toMatchObject({
      balanceMinor: '10000',
      heldMinor: '0',
    });
    expect(await simBalance('PG', member)).toBe('0');
    expect(await ledger.transfers([stepId(testLedgerIds, id, 'void')])).toHaveLength(1);
    await expectBooksClean();
  });

  it('finishes a move in stopped after the vendor applied it, and a move out likewise', async () => {
    const { member, token } = await fundedMember();
    const id = await stoppedMove(member.id, 'in', 3_000n, true);
    expect(await simBalance('PG', member)).toBe('3000');
    await age(id);
    await runRecoveryJob();
    expect(await transferRow(id)).toMatchObject({ state: 'completed' });
    expect(await mainBalance(token)).toBe('7000');
    const out = await stoppedMove(member.id, 'out', 1_000n, true);
    expect(await simBalance('PG', member)).toBe('2000');
    expect(await mainBalance(token)).toBe('7000');
    await age(out);
    await runRecoveryJob();
    expect(await transferRow(out)).toMatchObject({ state: 'completed' });
    expect(await mainBalance(token)).toBe('8000');
    expect((await wallets(token)).vendor('PG')).toMatchObject({
      ledgerBalanceMinor: '2000',
      vendorBalanceMinor: '2000',
    });
    // Running the job again changes nothing.
    await runRecoveryJob();
    expect(await mainBalance(token)).toBe('8000');
    await expectBooksClean();
  });
});
