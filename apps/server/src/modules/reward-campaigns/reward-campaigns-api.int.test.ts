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
  type TestMember,
  updateSetting,
} from '../../testing/accounts-kit.js';

/**
 * Reward campaigns through HTTP (the real app): staff create a drop and a raffle (audited; a read-only role
 * may not), members grab and see only their own grabs, invitees and rebate; the raffle's proof is public.
 */

let harness: AccountsHarness;
let finance: { id: string; token: string };
let support: { id: string; token: string };
let referrer: TestMember;
let invitee: TestMember;
let referrerToken: string;
let inviteeToken: string;

beforeAll(async () => {
  harness = await startAccountsHarness();
  const staff = staffServiceOf(harness);
  finance = await signInNewStaff(harness.app, staff, 'finance');
  support = await signInNewStaff(harness.app, staff, 'customerService');
  referrer = await createMember(harness);
  invitee = await createMember(harness);
  await harness.database.db
    .updateTable('members')
    .set({ upline_member_id: referrer.id })
    .where('id', '=', invitee.id)
    .execute();
  referrerToken = await loginToken(harness, referrer);
  inviteeToken = await loginToken(harness, invitee);
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

async function auditActions(action: string): Promise<number> {
  const rows = await harness.database.db
    .selectFrom('audit_log')
    .select('id')
    .where('action', '=', action)
    .execute();
  return rows.length;
}

describe('red envelopes over HTTP', () => {
  it('lets finance schedule a drop (audited), not customer service, and pays each member one envelope', async () => {
    const body = {
      title: 'Evening drop',
      totalMinor: '10000',
      envelopeCount: 3,
      floorMinor: '100',
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
      audience: { kind: 'everyone' },
    };
    expectError(
      await call(harness.app, 'POST', '/api/admin/red-envelopes', { token: support.token, body }),
      403,
      'forbidden',
    );
    expectError(
      await call(harness.app, 'POST', '/api/admin/red-envelopes', {
        token: finance.token,
        body: { ...body, floorMinor: '5000' },
      }),
      400,
      'validation_failed',
    );
    const created = await call(harness.app, 'POST', '/api/admin/red-envelopes', {
      token: finance.token,
      body,
    });
    expect(created.statusCode, created.body).toBe(200);
    const dropId = created.json().id as string;
    expect(await auditActions('red_envelope.create')).toBe(1);

    const first = await call(harness.app, 'POST', `/api/red-envelopes/${dropId}/grab`, {
      token: referrerToken,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ dropId, replayed: false });
    const again = await call(harness.app, 'POST', `/api/red-envelopes/${dropId}/grab`, {
      token: referrerToken,
    });
    expect(again.json()).toMatchObject({ amountMinor: first.json().amountMinor, replayed: true });

    // Each member sees its own envelope only.
    const mine = await call(harness.app, 'GET', '/api/red-envelopes/current', { token: inviteeToken });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().drop).toMatchObject({ id: dropId, remaining: 2, myGrab: null, eligible: true });
    expect(mine.json().myGrabs).toEqual([]);

    expectError(
      await call(harness.app, 'POST', '/api/red-envelopes/99999999/grab', { token: inviteeToken }),
      404,
      'not_found',
    );
    expectError(await call(harness.app, 'POST', `/api/red-envelopes/${dropId}/grab`), 401, 'unauthorized');

    const results = await call(harness.app, 'GET', `/api/admin/red-envelopes/${dropId}`, {
      token: support.token,
    });
    expect(results.statusCode, results.body).toBe(200);
    expect(results.json().grabs).toEqual([
      expect.objectContaining({ memberId: referrer.id, amountMinor: first.json().amountMinor }),
    ]);
    expect(results.json().drop.createdBy).toEqual(expect.any(String));
    // The list names each drop's creator (StaffService), as its results do.
    const list = await call(harness.app, 'GET', '/api/admin/red-envelopes', { token: support.token });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().drops.find((drop: { id: string }) => drop.id === dropId)?.createdBy).toBe(
      results.json().drop.createdBy,
    );
  });
});

describe('raffles over HTTP', () => {
  it('publishes the seed hash at creation and the proof to anyone; nobody claims before the draw', async () => {
    const created = await call(harness.app, 'POST', '/api/admin/raffles', {
      token: finance.token,
      body: {
        title: 'Weekly raffle',
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        ticketsCloseAt: new Date(Date.now() + 3_600_000).toISOString(),
        claimEndsAt: new Date(Date.now() + 7_200_000).toISOString(),
        ticketRule: { basis: 'deposit', perTicketMinor: '1000', maxTicketsPerMember: 10 },
        prizes: ['5000'],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const raffle = created.json();
    expect(raffle.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await auditActions('raffle.create')).toBe(1);

    const proof = await call(harness.app, 'GET', `/api/raffles/${raffle.id}/verification`);
    expect(proof.statusCode, proof.body).toBe(200);
    expect(proof.json()).toMatchObject({
      seedHash: raffle.seedHash,
      seed: null,
      status: 'open',
      entries: [],
    });
    expectError(await call(harness.app, 'GET', '/api/raffles/99999999/verification'), 404, 'not_found');

    const list = await call(harness.app, 'GET', '/api/raffles', { token: inviteeToken });
    expect(list.json().raffles[0]).toMatchObject({ id: raffle.id, myTickets: 0, myPrizes: [] });
    expectError(
      await call(harness.app, 'POST', `/api/raffles/${raffle.id}/claim`, { token: inviteeToken }),
      409,
      'campaign_not_live',
    );
  });
});

describe('manual rebate and referral over HTTP', () => {
  it('answers function_not_enabled while MANPLAYREB3 is off; rates are staff-set and audited', async () => {
    await updateSetting(harness.settings, 'whitelabel', (flags) => ({ ...flags, MANPLAYREB3: false }));
    expectError(
      await call(harness.app, 'GET', '/api/rebates/manual', { token: inviteeToken }),
      403,
      'function_not_enabled',
    );
    expectError(
      await call(harness.app, 'POST', '/api/rebates/manual/claim', { token: inviteeToken }),
      403,
      'function_not_enabled',
    );
    await updateSetting(harness.settings, 'whitelabel', (flags) => ({ ...flags, MANPLAYREB3: true }));
    const rates = { rates: { RNG: '0.008' }, minClaimMinor: '0' };
    expectError(
      await call(harness.app, 'PUT', '/api/admin/rebate-rates', { token: support.token, body: rates }),
      403,
      'forbidden',
    );
    const saved = await call(harness.app, 'PUT', '/api/admin/rebate-rates', {
      token: finance.token,
      body: rates,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await auditActions('manual_rebate.rates')).toBe(1);
    const available = await call(harness.app, 'GET', '/api/rebates/manual', { token: inviteeToken });
    expect(available.json()).toMatchObject({ availableMinor: '0', lines: [], claims: [] });
    expectError(
      await call(harness.app, 'POST', '/api/rebates/manual/claim', { token: inviteeToken }),
      409,
      'nothing_to_claim',
    );
  });

  it('shows a member its own invitees, masked, and never another member’s', async () => {
    const info = await call(harness.app, 'GET', '/api/referral', { token: referrerToken });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toMatchObject({ invitees: 1, enabled: false, promotion: null });
    expect(info.json().link).toMatch(/\/register\?referralCode=[A-Z0-9]+$/);
    const invitees = await call(harness.app, 'GET', '/api/referral/invitees', { token: referrerToken });
    expect(invitees.json().invitees).toEqual([
      expect.objectContaining({ account: expect.stringContaining('***'), status: 'registered' }),
    ]);
    expect(invitees.json().invitees[0].account).not.toBe(invitee.username);
    const others = await call(harness.app, 'GET', '/api/referral/invitees', { token: inviteeToken });
    expect(others.json()).toMatchObject({ invitees: [], pageInfo: { total: 0 } });
  });
});
