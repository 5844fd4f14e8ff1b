import { randomUUID } from 'node:crypto';
import type { Jurisdiction } from '@gaming/contracts/jurisdiction';
import { vendorSignatureHeaders } from '@gaming/contracts/vendor-callbacks';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { signedHeaders } from '../../platform/signed-body.js';
import {
  type AccountsHarness,
  call,
  createMember,
  loginToken,
  type TestMember,
  updateSetting,
} from '../../testing/accounts-kit.js';
import { fundFromHouse } from '../../testing/ledger-kit.js';
import { simulatedVendorSecret } from '../vendors/vendor-adapter.js';
import type { LedgerService } from '../wallet/ledger-service.js';

/** Test kit of the limits' integration tests (issue 20): a controllable clock, vendor callbacks, routes. */
export const limitsSimulator = { url: 'http://vendor-sim.test:8090', secret: 'cd'.repeat(32) };
const vendor = 'PG';
const vendorSecret = simulatedVendorSecret(limitsSimulator.secret, vendor);

/** The rules' clock the tests move (the test app's `now`). */
export class TestClock {
  nowMs = Date.now();
  readonly now = () => this.nowMs;
  advanceHours(hours: number) {
    this.nowMs += hours * 3_600_000;
  }
}

export function ok(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export function setLimit(
  harness: AccountsHarness,
  token: string,
  kind: string,
  period: string,
  value: string | null,
) {
  return call(harness.app, 'PUT', `/api/responsible-gaming/limits/${kind}/${period}`, {
    token,
    body: { value },
  });
}

/** Everything offered, nothing mandatory, 24 h cooling-off; `change` adjusts it. */
export async function useProfile(
  harness: AccountsHarness,
  change: (jurisdiction: Jurisdiction) => Jurisdiction = (value) => value,
) {
  await updateSetting(harness.settings, 'jurisdiction', (current) => {
    const offered = { offered: true, mandatory: false };
    const base: Jurisdiction = {
      ...current,
      limits: {
        ...current.limits,
        deposit: offered,
        loss: offered,
        wager: offered,
        sessionTime: offered,
        increaseCoolingOffHours: 24,
      },
    };
    return change(base);
  });
}

async function gameNode(harness: AccountsHarness): Promise<string> {
  const row = await harness.database.db
    .selectFrom('games')
    .select('id')
    .where('vendor_code', '=', vendor)
    .where('maintenance', '=', false)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type Player = { member: TestMember; token: string; vendorToken: string };

/** A funded member signed in with a launched PG session. */
export async function launchedPlayer(
  harness: AccountsHarness,
  ledger: LedgerService,
  fundsMinor = 1_000_000n,
): Promise<Player> {
  const member = await createMember(harness);
  await fundFromHouse(ledger, member.id, fundsMinor);
  const token = await loginToken(harness, member);
  const launched = ok(
    await call(harness.app, 'POST', '/api/games/launch', {
      token,
      body: { nodeId: await gameNode(harness), language: 'EN', device: 'desktop' },
    }),
  );
  return { member, token, vendorToken: new URL(launched.url).searchParams.get('token') as string };
}

export function vendorCall(harness: AccountsHarness, action: string, body: Record<string, unknown>) {
  const rawBody = JSON.stringify(body);
  return harness.app.inject({
    method: 'POST',
    url: `/api/vendors/${vendor}/wallet/${action}`,
    headers: signedHeaders(vendorSignatureHeaders, vendorSecret, rawBody),
    payload: rawBody,
  });
}

/** A bet in a new round (or `roundId`): the answer's JSON. */
export async function bet(harness: AccountsHarness, player: Player, amountMinor: bigint, roundId?: string) {
  const round = roundId ?? `r-${randomUUID()}`;
  const response = await vendorCall(harness, 'bet', {
    token: player.vendorToken,
    playerId: player.member.id,
    gameCode: 'pg_golden_lantern',
    currency: 'NPR',
    transactionId: `b-${randomUUID()}`,
    roundId: round,
    amountMinor: amountMinor.toString(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return { round, answer: response.json() as { status: string; code?: string } };
}

export async function win(harness: AccountsHarness, player: Player, roundId: string, amountMinor: bigint) {
  const response = await vendorCall(harness, 'win', {
    token: player.vendorToken,
    playerId: player.member.id,
    gameCode: 'pg_golden_lantern',
    currency: 'NPR',
    transactionId: `w-${randomUUID()}`,
    roundId,
    amountMinor: amountMinor.toString(),
    endRound: true,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { status: string; code?: string };
}

export async function budgetRow(harness: AccountsHarness, memberId: string) {
  return harness.database.db
    .selectFrom('rg_play_budget')
    .selectAll()
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** The enabled gateway channel (harness started with gatewaySimulator and listening). */
export async function gatewayChannelId(harness: AccountsHarness): Promise<string> {
  const row = await harness.database.db
    .selectFrom('deposit_channels')
    .select('id')
    .where('type', '=', 'gateway')
    .where('enabled', '=', true)
    .executeTakeFirstOrThrow();
  return row.id;
}

export function gatewayDeposit(harness: AccountsHarness, token: string, channelId: string, amount: string) {
  return call(harness.app, 'POST', '/api/deposits/gateway', {
    token,
    body: { requestId: randomUUID(), channelId, amount },
  });
}
