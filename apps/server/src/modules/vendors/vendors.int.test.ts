import { randomUUID } from 'node:crypto';
import { vendorSignatureHeaders } from '@gaming/contracts/vendor-callbacks';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBody, signedHeaders } from '../../platform/signed-body.js';
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
} from '../../testing/accounts-kit.js';
import { fundFromHouse } from '../../testing/ledger-kit.js';
import { createTestApp } from '../../testing/test-app.js';
import { LedgerRepository } from '../wallet/ledger-repository.js';
import { LedgerService } from '../wallet/ledger-service.js';
import { simulatedVendorSecret } from './vendor-adapter.js';

const simulator = { url: 'http://vendor-sim.test:8090', secret: 'ab'.repeat(32) };
const vendor = 'PG';
const vendorSecret = simulatedVendorSecret(simulator.secret, vendor);

let harness: AccountsHarness;
let ledger: LedgerService;

beforeAll(async () => {
  harness = await startAccountsHarness({ vendorSimulator: simulator });
  ledger = new LedgerService(new LedgerRepository(harness.database.db));
});

afterAll(async () => {
  // Out-of-order, rolled-back and replayed rounds must leave the books balanced.
  const verification = await ledger.verify();
  expect(verification.discrepancies).toEqual([]);
  await harness.close();
});

async function fund(member: TestMember, amountMinor: bigint) {
  await fundFromHouse(ledger, member.id, amountMinor);
}

async function gameNode(vendorCode: string, options: { trial?: boolean } = {}): Promise<string> {
  let query = harness.database.db
    .selectFrom('games')
    .select('id')
    .where('vendor_code', '=', vendorCode)
    .where('maintenance', '=', false);
  if (options.trial !== undefined) query = query.where('supports_trial', '=', options.trial);
  const row = await query.orderBy('id').executeTakeFirstOrThrow();
  return row.id;
}

async function balanceMinor(token: string): Promise<bigint> {
  const response = await call(harness.app, 'GET', '/api/wallet/balance', { token });
  expect(response.statusCode, response.body).toBe(200);
  return BigInt(response.json().balanceMinor);
}

/** A member with money and a launched PG session: what the vendor knows (token, player id). */
async function launchedPlayer(fundsMinor = 100_000n) {
  const member = await createMember(harness);
  if (fundsMinor > 0n) await fund(member, fundsMinor);
  const token = await loginToken(harness, member);
  const response = await call(harness.app, 'POST', '/api/games/launch', {
    token,
    body: { nodeId: await gameNode(vendor), language: 'EN', device: 'desktop' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const launched = response.json();
  expect(launched.status).toBe('launched');
  const vendorToken = new URL(launched.url).searchParams.get('token') as string;
  expect(vendorToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { member, token, vendorToken, playerId: member.id };
}

function callback(
  action: string,
  body: Record<string, unknown>,
  options: { secret?: string; nowMs?: number; vendorCode?: string; app?: FastifyInstance } = {},
): Promise<LightMyRequestResponse> {
  const rawBody = JSON.stringify(body);
  return (options.app ?? harness.app).inject({
    method: 'POST',
    url: `/api/vendors/${options.vendorCode ?? vendor}/wallet/${action}`,
    headers: signedHeaders(vendorSignatureHeaders, options.secret ?? vendorSecret, rawBody, options.nowMs),
    payload: rawBody,
  });
}

/** The refund transfers the ledger holds for a vendor round (by our round id, the transfers' reference). */
async function refundTransfersOf(roundId: string) {
  const round = await roundOf(roundId);
  if (!round) return [];
  return harness.database.db
    .selectFrom('ledger_transfers')
    .select(['id', 'amount'])
    .where('reference_type', '=', 'round')
    .where('reference_id', '=', round.id)
    .where('code', '=', 'refund')
    .execute();
}

type Player = Awaited<ReturnType<typeof launchedPlayer>>;

function money(player: Player, fields: Record<string, unknown>) {
  return {
    token: player.vendorToken,
    playerId: player.playerId,
    gameCode: 'pg_golden_lantern',
    currency: 'NPR',
    ...fields,
  };
}

async function roundOf(roundId: string) {
  return harness.database.db
    .selectFrom('game_rounds')
    .selectAll()
    .where('vendor_code', '=', vendor)
    .where('external_round_id', '=', roundId)
    .executeTakeFirst();
}

describe('gameLaunch', () => {
  it('gives a member the vendor URL with a fresh session and records the game as recent', async () => {
    const player = await launchedPlayer(0n);
    expect(player.vendorToken).toBeTruthy();
    const recent = await call(harness.app, 'GET', '/api/games/recent', { token: player.token });
    expect(recent.json().content.length).toBe(1);
  });

  it('answers 401 to a guest (login popup) unless the game offers a free trial', async () => {
    expectError(
      await call(harness.app, 'POST', '/api/games/launch', {
        body: { nodeId: await gameNode(vendor, { trial: false }) },
      }),
      401,
      'unauthorized',
    );
    const demo = await call(harness.app, 'POST', '/api/games/launch', {
      body: { nodeId: await gameNode(vendor, { trial: true }) },
    });
    expect(demo.statusCode, demo.body).toBe(200);
    expect(demo.json()).toMatchObject({ status: 'launched', demo: true });
    expect(new URL(demo.json().url).searchParams.get('token')).toBeNull();
  });

  it("gives a trial account the vendor's demo of a free-trial game and in_need_true_account for others", async () => {
    const freePlay = await call(harness.app, 'POST', '/api/session/trial', {
      body: { platform: 'W', os: 'web' },
    });
    expect(freePlay.statusCode, freePlay.body).toBe(200);
    const token = freePlay.json().token;
    expectError(
      await call(harness.app, 'POST', '/api/games/launch', {
        token,
        body: { nodeId: await gameNode(vendor, { trial: false }) },
      }),
      403,
      'in_need_true_account',
    );
    // Issue 14 #9: the demo, as a guest gets it: no token to spend a wallet with, no vendor session.
    const demo = await call(harness.app, 'POST', '/api/games/launch', {
      token,
      body: { nodeId: await gameNode(vendor, { trial: true }) },
    });
    expect(demo.statusCode, demo.body).toBe(200);
    expect(demo.json()).toMatchObject({ status: 'launched', demo: true });
    const url = new URL(demo.json().url);
    expect(url.searchParams.get('token')).toBeNull();
    expect(url.searchParams.get('demo')).toBe('1');
    const sessions = await harness.database.db
      .selectFrom('vendor_sessions')
      .select('token_hash')
      .where('member_id', '=', freePlay.json().member.id)
      .execute();
    expect(sessions).toEqual([]);
  });

  it('answers a game under maintenance with other games to play', async () => {
    const member = await createMember(harness);
    const nodeId = await gameNode('JDB');
    await harness.database.db
      .updateTable('games')
      .set({ maintenance: true })
      .where('id', '=', nodeId)
      .execute();
    const response = await call(harness.app, 'POST', '/api/games/launch', {
      token: await loginToken(harness, member),
      body: { nodeId },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.status).toBe('maintenance');
    expect(body.suggestions.length).toBeGreaterThan(0);
    for (const game of body.suggestions) {
      expect(game.maintenance).toBe(false);
      expect(game.nodeId).not.toBe(nodeId);
    }
  });
});

describe('seamless wallet callbacks', () => {
  it('authenticates the launch token and reports the balance', async () => {
    const player = await launchedPlayer(12_345n);
    const response = await callback('authenticate', { token: player.vendorToken });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', playerId: player.playerId, balanceMinor: '12345' });
    const unknown = await callback('authenticate', { token: 'x'.repeat(43) });
    expect(unknown.json()).toMatchObject({ status: 'error', code: 'invalid_token' });
  });

  it('refuses a bad signature, another vendor’s secret and a stale or future timestamp', async () => {
    const player = await launchedPlayer();
    const body = { token: player.vendorToken };
    expectError(await callback('authenticate', body, { secret: 'cd'.repeat(32) }), 401, 'signature_invalid');
    expectError(
      await callback('authenticate', body, { secret: simulatedVendorSecret(simulator.secret, 'JDB') }),
      401,
      'signature_invalid',
    );
    expectError(
      await callback('authenticate', body, { nowMs: Date.now() - 6 * 60_000 }),
      401,
      'signature_invalid',
    );
    expectError(
      await callback('authenticate', body, { nowMs: Date.now() + 6 * 60_000 }),
      401,
      'signature_invalid',
    );
    // A body changed after signing.
    const rawBody = JSON.stringify(body);
    const timestamp = Math.floor(Date.now() / 1000);
    const tampered = await harness.app.inject({
      method: 'POST',
      url: `/api/vendors/${vendor}/wallet/authenticate`,
      headers: {
        'content-type': 'application/json',
        [vendorSignatureHeaders.timestamp]: String(timestamp),
        [vendorSignatureHeaders.signature]: signBody(vendorSecret, timestamp, rawBody),
      },
      payload: rawBody.replace('token', 'token '),
    });
    expectError(tampered, 401, 'signature_invalid');
    // Within the window it is accepted.
    const recent = await callback('authenticate', body, { nowMs: Date.now() - 4 * 60_000 });
    expect(recent.json().status).toBe('ok');
  });

  it('applies every money callback once when it is replayed 5 times concurrently, answering the same bytes', async () => {
    const player = await launchedPlayer(10_000n);
    const round = `r-${randomUUID()}`;
    const bets = await Promise.all(
      Array.from({ length: 5 }, () =>
        callback('bet', money(player, { transactionId: `b-${round}`, roundId: round, amountMinor: '700' })),
      ),
    );
    for (const response of bets) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).toBe(bets[0]?.body);
    }
    expect(JSON.parse(bets[0]?.body ?? '{}')).toMatchObject({ status: 'ok', balanceMinor: '9300' });
    expect(await balanceMinor(player.token)).toBe(9_300n);

    const wins = await Promise.all(
      Array.from({ length: 5 }, () =>
        callback('win', money(player, { transactionId: `w-${round}`, roundId: round, amountMinor: '2500' })),
      ),
    );
    for (const response of wins) expect(response.body).toBe(wins[0]?.body);
    expect(JSON.parse(wins[0]?.body ?? '{}')).toMatchObject({ status: 'ok', balanceMinor: '11800' });

    const ends = await Promise.all(
      Array.from({ length: 5 }, () =>
        callback('end-round', {
          token: player.vendorToken,
          playerId: player.playerId,
          transactionId: `e-${round}`,
          roundId: round,
          gameCode: 'pg_golden_lantern',
        }),
      ),
    );
    for (const response of ends) expect(response.body).toBe(ends[0]?.body);
    expect(await balanceMinor(player.token)).toBe(11_800n);
    expect(await roundOf(round)).toMatchObject({
      status: 'settled',
      stake_minor: '700',
      win_minor: '2500',
      valid_bet_minor: '700',
    });

    // A replay long after (not concurrent) still gets the first bytes, though the balance has moved since.
    const late = await callback(
      'bet',
      money(player, { transactionId: `b-${round}`, roundId: round, amountMinor: '700' }),
    );
    expect(late.body).toBe(bets[0]?.body);

    // Refunds replayed concurrently, on another round: the money comes back once.
    const second = `r-${randomUUID()}`;
    await callback(
      'bet',
      money(player, { transactionId: `b-${second}`, roundId: second, amountMinor: '1000' }),
    );
    expect(await balanceMinor(player.token)).toBe(10_800n);
    const refunds = await Promise.all(
      Array.from({ length: 5 }, () =>
        callback('refund', {
          token: player.vendorToken,
          playerId: player.playerId,
          transactionId: `x-${second}`,
          betTransactionId: `b-${second}`,
          roundId: second,
          gameCode: 'pg_golden_lantern',
        }),
      ),
    );
    for (const response of refunds) expect(response.body).toBe(refunds[0]?.body);
    expect(JSON.parse(refunds[0]?.body ?? '{}')).toMatchObject({ status: 'ok', balanceMinor: '11800' });
    expect(await balanceMinor(player.token)).toBe(11_800n);
    expect((await roundOf(second))?.status).toBe('cancelled');
  });

  it('rolls back one bet of a multi-bet round: the round goes on without its stake, the last cancels it', async () => {
    const player = await launchedPlayer(10_000n);
    const round = `r-${randomUUID()}`;
    for (const [suffix, amountMinor] of [
      ['1', '300'],
      ['2', '500'],
    ] as const)
      await callback(
        'bet',
        money(player, { transactionId: `b${suffix}-${round}`, roundId: round, amountMinor }),
      );
    const refund = (suffix: string) =>
      callback('refund', {
        token: player.vendorToken,
        playerId: player.playerId,
        transactionId: `x${suffix}-${round}`,
        betTransactionId: `b${suffix}-${round}`,
        roundId: round,
        gameCode: 'pg_golden_lantern',
      });
    expect((await refund('1')).json()).toMatchObject({ status: 'ok', balanceMinor: '9500' });
    expect(await roundOf(round)).toMatchObject({
      status: 'open',
      stake_minor: '500',
      valid_bet_minor: '500',
    });
    // The other bet still stands: its win is paid, and from then on the round's bets stay (a refund of
    // the last one would leave a win with no bet: refused, kept, nothing moved).
    const win = await callback(
      'win',
      money(player, { transactionId: `w-${round}`, roundId: round, amountMinor: '200', endRound: false }),
    );
    expect(win.json()).toMatchObject({ status: 'ok', balanceMinor: '9700' });
    const refused = await refund('2');
    expect(refused.json()).toMatchObject({ status: 'error', code: 'round_closed' });
    expect((await refund('2')).body).toBe(refused.body);
    expect(await roundOf(round)).toMatchObject({ status: 'open', stake_minor: '500', win_minor: '200' });
    expect(await balanceMinor(player.token)).toBe(9_700n);
  });

  it('refuses the refund of a bet whose round settled: the stake stays bet, the win stays paid, once', async () => {
    const player = await launchedPlayer(10_000n);
    for (const winMinor of ['100', '0']) {
      const round = `r-${randomUUID()}`;
      const before = await balanceMinor(player.token);
      await callback(
        'bet',
        money(player, { transactionId: `b-${round}`, roundId: round, amountMinor: '300' }),
      );
      const win = await callback(
        'win',
        money(player, { transactionId: `w-${round}`, roundId: round, amountMinor: winMinor, endRound: true }),
      );
      expect(win.json()).toMatchObject({ status: 'ok' });
      const settledBalance = before - 300n + BigInt(winMinor);
      expect(await roundOf(round)).toMatchObject({
        status: 'settled',
        stake_minor: '300',
        win_minor: winMinor,
      });
      const refund = () =>
        callback('refund', {
          token: player.vendorToken,
          playerId: player.playerId,
          transactionId: `x-${round}`,
          betTransactionId: `b-${round}`,
          roundId: round,
          gameCode: 'pg_golden_lantern',
        });
      const refused = await refund();
      expect(refused.statusCode).toBe(200);
      expect(refused.json()).toMatchObject({
        status: 'error',
        code: 'round_closed',
        transactionId: `x-${round}`,
      });
      // Kept: a replay gets the same bytes and moves nothing either.
      expect((await refund()).body).toBe(refused.body);
      expect(await roundOf(round)).toMatchObject({
        status: 'settled',
        stake_minor: '300',
        valid_bet_minor: '300',
        win_minor: winMinor,
      });
      expect(await balanceMinor(player.token)).toBe(settledBalance);
      expect(await refundTransfersOf(round)).toEqual([]);
    }
    expect((await ledger.verify()).discrepancies).toEqual([]);
  });

  it('applies each callback once when two processes race on it (separate batchers, locks and caches)', async () => {
    // A second app on the same database: its own SeamlessWalletService, ledger batcher and round locks,
    // as a second server process would have.
    const other = await createTestApp(harness.database.db, { vendorSimulator: simulator });
    try {
      const player = await launchedPlayer(10_000n);
      const round = `r-${randomUUID()}`;
      const bet = money(player, { transactionId: `b-${round}`, roundId: round, amountMinor: '700' });
      const win = money(player, {
        transactionId: `w-${round}`,
        roundId: round,
        amountMinor: '1500',
        endRound: true,
      });
      const both = (action: string, body: Record<string, unknown>) =>
        Promise.all(
          Array.from({ length: 10 }, (_, index) =>
            callback(action, body, { app: index % 2 === 0 ? harness.app : other.app }),
          ),
        );
      const bets = await both('bet', bet);
      for (const response of bets) expect(response.body).toBe(bets[0]?.body);
      expect(bets[0]?.json()).toMatchObject({ status: 'ok', balanceMinor: '9300' });
      const wins = await both('win', win);
      for (const response of wins) expect(response.body).toBe(wins[0]?.body);
      expect(wins[0]?.json()).toMatchObject({ status: 'ok', balanceMinor: '10800' });
      expect(await balanceMinor(player.token)).toBe(10_800n);
      expect(await roundOf(round)).toMatchObject({
        status: 'settled',
        stake_minor: '700',
        win_minor: '1500',
      });

      // A bet on one process racing its rollback on the other: either order ends with the money back once.
      const raced = `r-${randomUUID()}`;
      const racedBet = money(player, { transactionId: `b-${raced}`, roundId: raced, amountMinor: '400' });
      const rollback = {
        token: player.vendorToken,
        playerId: player.playerId,
        transactionId: `x-${raced}`,
        betTransactionId: `b-${raced}`,
        roundId: raced,
        gameCode: 'pg_golden_lantern',
      };
      await Promise.all([
        callback('bet', racedBet, { app: harness.app }),
        callback('refund', rollback, { app: other.app }),
        callback('bet', racedBet, { app: other.app }),
        callback('refund', rollback, { app: harness.app }),
      ]);
      // A retry of the bet after the dust settles is refused or replayed, never applied again.
      await callback('bet', racedBet, { app: other.app });
      expect(await balanceMinor(player.token)).toBe(10_800n);
    } finally {
      await other.app.close();
    }
  });

  it('answers insufficient funds as a protocol error (HTTP 200), kept for replays', async () => {
    const player = await launchedPlayer(500n);
    const round = `r-${randomUUID()}`;
    const body = money(player, { transactionId: `b-${round}`, roundId: round, amountMinor: '501' });
    const first = await callback('bet', body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'error', code: 'insufficient_funds', balanceMinor: '500' });
    const again = await callback('bet', body);
    expect(again.body).toBe(first.body);
    expect(await balanceMinor(player.token)).toBe(500n);
    expect(await roundOf(round)).toBeUndefined();
  });

  it('acknowledges the rollback of a bet it never saw and refuses that bet when it arrives', async () => {
    const player = await launchedPlayer(5_000n);
    const round = `r-${randomUUID()}`;
    const refund = await callback('refund', {
      token: player.vendorToken,
      playerId: player.playerId,
      transactionId: `x-${round}`,
      betTransactionId: `b-${round}`,
      roundId: round,
      gameCode: 'pg_golden_lantern',
    });
    expect(refund.json()).toMatchObject({ status: 'ok', balanceMinor: '5000' });
    const late = await callback(
      'bet',
      money(player, { transactionId: `b-${round}`, roundId: round, amountMinor: '400' }),
    );
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ status: 'error', code: 'bet_rolled_back' });
    expect(await balanceMinor(player.token)).toBe(5_000n);
  });

  it('refuses a win after its bet was rolled back', async () => {
    const player = await launchedPlayer(5_000n);
    const round = `r-${randomUUID()}`;
    await callback(
      'bet',
      money(player, { transactionId: `b-${round}`, roundId: round, amountMinor: '1000' }),
    );
    await callback('refund', {
      token: player.vendorToken,
      playerId: player.playerId,
      transactionId: `x-${round}`,
      betTransactionId: `b-${round}`,
      roundId: round,
      gameCode: 'pg_golden_lantern',
    });
    const win = await callback(
      'win',
      money(player, { transactionId: `w-${round}`, roundId: round, amountMinor: '3000' }),
    );
    expect(win.statusCode).toBe(200);
    expect(win.json()).toMatchObject({ status: 'error', code: 'round_closed' });
    expect(await balanceMinor(player.token)).toBe(5_000n);
  });

  it('refuses a win for a round with no bet (nothing moved, not kept); its retry after the bet is paid', async () => {
    const player = await launchedPlayer(5_000n);
    const round = `r-${randomUUID()}`;
    const winBody = money(player, { transactionId: `w-${round}`, roundId: round, amountMinor: '800' });
    const win = await callback('win', winBody);
    expect(win.statusCode).toBe(200);
    expect(win.json()).toMatchObject({ status: 'error', code: 'bet_not_found' });
    expect(await balanceMinor(player.token)).toBe(5_000n);
    expect(await roundOf(round)).toBeUndefined();
    // A zero win names no money but still needs its bet.
    const zero = await callback(
      'win',
      money(player, { transactionId: `z-${round}`, roundId: round, amountMinor: '0', endRound: true }),
    );
    expect(zero.json()).toMatchObject({ status: 'error', code: 'bet_not_found' });
    expect(await roundOf(round)).toBeUndefined();
    const bet = await callback(
      'bet',
      money(player, { transactionId: `b-${round}`, roundId: round, amountMinor: '300' }),
    );
    expect(bet.json()).toMatchObject({ status: 'ok', balanceMinor: '4700' });
    const retried = await callback('win', winBody);
    expect(retried.json()).toMatchObject({ status: 'ok', balanceMinor: '5500' });
    await callback('end-round', {
      token: player.vendorToken,
      playerId: player.playerId,
      transactionId: `e-${round}`,
      roundId: round,
      gameCode: 'pg_golden_lantern',
    });
    expect(await roundOf(round)).toMatchObject({ status: 'settled', stake_minor: '300', win_minor: '800' });
    // A bet after the round ended is refused without moving money.
    const after = await callback(
      'bet',
      money(player, { transactionId: `b2-${round}`, roundId: round, amountMinor: '100' }),
    );
    expect(after.json()).toMatchObject({ status: 'error', code: 'round_closed' });
    expect(await balanceMinor(player.token)).toBe(5_500n);
  });

  it('refuses the same transaction id with other fields, another player and an expired session', async () => {
    const player = await launchedPlayer(5_000n);
    const other = await launchedPlayer(5_000n);
    const round = `r-${randomUUID()}`;
    await callback('bet', money(player, { transactionId: `b-${round}`, roundId: round, amountMinor: '100' }));
    const conflict = await callback(
      'bet',
      money(player, { transactionId: `b-${round}`, roundId: round, amountMinor: '999' }),
    );
    expect(conflict.json()).toMatchObject({ status: 'error', code: 'transaction_conflict' });
    const wrongPlayer = await callback(
      'bet',
      money(player, {
        playerId: other.playerId,
        transactionId: `c-${round}`,
        roundId: round,
        amountMinor: '100',
      }),
    );
    expect(wrongPlayer.json()).toMatchObject({ status: 'error', code: 'player_mismatch' });
    // Another member's session cannot bet into this member's round.
    const intruder = await callback(
      'bet',
      money(other, { transactionId: `d-${round}`, roundId: round, amountMinor: '100' }),
    );
    expect(intruder.json()).toMatchObject({ status: 'error', code: 'player_mismatch' });
    expect(await balanceMinor(player.token)).toBe(4_900n);
    expect(await balanceMinor(other.token)).toBe(5_000n);

    const stale = await launchedPlayer(5_000n);
    await harness.database.db
      .updateTable('vendor_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('member_id', '=', stale.member.id)
      .execute();
    const expired = await callback(
      'bet',
      money(stale, { transactionId: `b-${randomUUID()}`, roundId: `r-${randomUUID()}`, amountMinor: '100' }),
    );
    expect(expired.json()).toMatchObject({ status: 'error', code: 'token_expired' });
    expect(await balanceMinor(stale.token)).toBe(5_000n);
  });
});

describe('vendor sessions end with the member session they were launched from', () => {
  const endings: Record<string, (player: Player) => Promise<void>> = {
    logout: async (player) => {
      const response = await call(harness.app, 'DELETE', '/api/session', { token: player.token });
      expect(response.statusCode, response.body).toBe(200);
    },
    'staff lock': async (player) => {
      const staff = await signInNewStaff(harness.app, staffServiceOf(harness), 'risk');
      const response = await call(harness.app, 'POST', `/api/admin/members/${player.member.id}/lock`, {
        token: staff.token,
        body: { reason: 'vendor session test' },
      });
      expect(response.statusCode, response.body).toBe(200);
    },
    'staff ending the sessions': async (player) => {
      const staff = await signInNewStaff(harness.app, staffServiceOf(harness), 'risk');
      const url = `/api/admin/members/${player.member.id}/end-sessions`;
      const response = await call(harness.app, 'POST', url, {
        token: staff.token,
        body: { reason: 'vendor session test' },
      });
      expect(response.statusCode, response.body).toBe(200);
    },
    'password change from another session': async (player) => {
      const other = await loginToken(harness, player.member);
      const newPassword = `Vs${randomUUID().slice(0, 8)}9q`;
      const response = await call(harness.app, 'POST', '/api/members/me/password', {
        token: other,
        body: { oldPassword: player.member.password, newPassword, confirmNewPassword: newPassword },
      });
      expect(response.statusCode, response.body).toBe(200);
    },
  };

  /** The member's main balance straight from the ledger (their site token may be gone). */
  async function ledgerBalanceMinor(memberId: string): Promise<bigint> {
    const account = await harness.database.db
      .selectFrom('ledger_account_totals')
      .select('id')
      .where('code', '=', `member:${memberId}:main`)
      .executeTakeFirstOrThrow();
    return (await ledger.balanceOf(account.id)).postedMinor;
  }

  it.each(Object.keys(endings))(
    '%s: new bets answer player_blocked and move nothing; a win and a refund of open rounds still apply',
    async (ending) => {
      const player = await launchedPlayer(10_000n);
      const [won, refunded, late] = [`r-${randomUUID()}`, `r-${randomUUID()}`, `r-${randomUUID()}`];
      for (const [round, amountMinor] of [
        [won, '1000'],
        [refunded, '500'],
      ] as const) {
        const bet = await callback(
          'bet',
          money(player, { transactionId: `b-${round}`, roundId: round, amountMinor }),
        );
        expect(bet.json()).toMatchObject({ status: 'ok' });
      }
      await endings[ending]?.(player);

      const lateBet = money(player, { transactionId: `b-${late}`, roundId: late, amountMinor: '200' });
      const blocked = await callback('bet', lateBet);
      expect(blocked.statusCode).toBe(200);
      expect(blocked.json()).toMatchObject({ status: 'error', code: 'player_blocked' });
      expect((await callback('bet', lateBet)).json()).toMatchObject({ code: 'player_blocked' });
      // A bet in a round opened before is new play too.
      const more = await callback(
        'bet',
        money(player, { transactionId: `b2-${won}`, roundId: won, amountMinor: '100' }),
      );
      expect(more.json()).toMatchObject({ status: 'error', code: 'player_blocked' });
      for (const action of ['authenticate', 'balance'])
        expect(
          (await callback(action, { token: player.vendorToken, playerId: player.playerId })).json(),
        ).toMatchObject({
          status: 'error',
          code: 'player_blocked',
        });
      expect(await ledgerBalanceMinor(player.member.id)).toBe(8_500n);
      expect(await roundOf(late)).toBeUndefined();

      const win = await callback(
        'win',
        money(player, { transactionId: `w-${won}`, roundId: won, amountMinor: '3000', endRound: true }),
      );
      expect(win.json()).toMatchObject({ status: 'ok', balanceMinor: '11500' });
      const refund = await callback('refund', {
        token: player.vendorToken,
        playerId: player.playerId,
        transactionId: `x-${refunded}`,
        betTransactionId: `b-${refunded}`,
        roundId: refunded,
        gameCode: 'pg_golden_lantern',
      });
      expect(refund.json()).toMatchObject({ status: 'ok', balanceMinor: '12000' });
      expect(await roundOf(won)).toMatchObject({ status: 'settled', stake_minor: '1000', win_minor: '3000' });
      expect(await roundOf(refunded)).toMatchObject({ status: 'cancelled' });
      expect(await ledgerBalanceMinor(player.member.id)).toBe(12_000n);
    },
  );

  it('stays blocked after the member signs in again; a new launch plays', async () => {
    const player = await launchedPlayer(5_000n);
    await endings.logout?.(player);
    const token = await loginToken(harness, player.member);
    const round = `r-${randomUUID()}`;
    const stale = await callback(
      'bet',
      money(player, { transactionId: `b-${round}`, roundId: round, amountMinor: '100' }),
    );
    expect(stale.json()).toMatchObject({ status: 'error', code: 'player_blocked' });
    const relaunch = await call(harness.app, 'POST', '/api/games/launch', {
      token,
      body: { nodeId: await gameNode(vendor), language: 'EN', device: 'desktop' },
    });
    const vendorToken = new URL(relaunch.json().url).searchParams.get('token') as string;
    const fresh = await callback(
      'bet',
      money(
        { ...player, token, vendorToken },
        { transactionId: `c-${round}`, roundId: round, amountMinor: '100' },
      ),
    );
    expect(fresh.json()).toMatchObject({ status: 'ok', balanceMinor: '4900' });
  });

  it('a logout racing bets: every bet answered ok moved its money once, every other moved none', async () => {
    const player = await launchedPlayer(100_000n);
    const rounds = Array.from({ length: 12 }, () => `r-${randomUUID()}`);
    const [answers] = await Promise.all([
      Promise.all(
        rounds.map((round) =>
          callback(
            'bet',
            money(player, { transactionId: `b-${round}`, roundId: round, amountMinor: '1000' }),
          ),
        ),
      ),
      endings.logout?.(player),
    ]);
    const accepted = answers.filter((answer) => answer.json().status === 'ok').length;
    for (const answer of answers)
      if (answer.json().status !== 'ok') expect(answer.json()).toMatchObject({ code: 'player_blocked' });
    expect(await ledgerBalanceMinor(player.member.id)).toBe(100_000n - 1_000n * BigInt(accepted));
    const after = await callback(
      'bet',
      money(player, {
        transactionId: `b-${randomUUID()}`,
        roundId: `r-${randomUUID()}`,
        amountMinor: '1000',
      }),
    );
    expect(after.json()).toMatchObject({ status: 'error', code: 'player_blocked' });
  });
});
