import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import {
  type AccountsHarness,
  call,
  createMember,
  expectError,
  loginToken,
  startAccountsHarness,
} from '../../testing/accounts-kit.js';
import { createTestApp } from '../../testing/test-app.js';

// Issue 13, found 1: a deployment that keeps the defaults must not let a member credit their own wallet
// through the gateway simulator's pay page, and its pages must not claim test mode.
const defaults = loadConfig({});
let harness: AccountsHarness;
let withSimulators: FastifyInstance;

beforeAll(async () => {
  harness = await startAccountsHarness({ gatewaySimulator: defaults.gatewaySimulator });
  ({ app: withSimulators } = await createTestApp(harness.database.db, {
    gatewaySimulator: true,
    vendorSimulator: { url: 'http://127.0.0.1:9', secret: 'ab'.repeat(32) },
  }));
});

afterAll(async () => {
  await withSimulators?.close();
  await harness?.close();
});

async function seededGatewayChannelId(): Promise<string> {
  const row = await harness.database.db
    .selectFrom('deposit_channels')
    .select(['id', 'enabled'])
    .where('type', '=', 'gateway')
    .executeTakeFirstOrThrow();
  expect(row.enabled).toBe(false);
  return String(row.id);
}

describe('the server with the default configuration', () => {
  it('serves no gateway simulator: its create call and pay page do not exist', async () => {
    const create = await call(harness.app, 'POST', '/gateway-sim/api/payments', { body: '{}' });
    expectError(create, 404, 'not_found');
    const pay = await harness.app.inject({
      method: 'POST',
      url: '/gateway-sim/pay/sim_0123456789abcdef',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=paid',
    });
    expectError(pay, 404, 'not_found');
  });

  it('offers no gateway channel, and a member cannot start a gateway deposit to pay themselves', async () => {
    const member = await createMember(harness);
    const token = await loginToken(harness, member);
    const channels = await call(harness.app, 'GET', '/api/deposits/channels', { token });
    expect(channels.statusCode, channels.body).toBe(200);
    expect(channels.json().channels.map((channel: { type: string }) => channel.type)).not.toContain(
      'gateway',
    );
    const channelId = await seededGatewayChannelId();
    const deposit = await call(harness.app, 'POST', '/api/deposits/gateway', {
      token,
      body: { requestId: randomUUID(), channelId, amount: '1000.00' },
    });
    expectError(deposit, 409, 'channel_unavailable');
  });

  it('tells the clients it is not in test mode; with a simulator on it says it is', async () => {
    const plain = await call(harness.app, 'GET', '/api/system/site-settings');
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().testMode).toBe(false);
    const simulated = await call(withSimulators, 'GET', '/api/system/site-settings');
    expect(simulated.json().testMode).toBe(true);
  });
});
