import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBrand } from '../../db/seed/demo-brand.js';
import { AppError } from '../../platform/errors.js';
import { InProcessEventBus } from '../../platform/events.js';
import { seedAgentTree } from '../../testing/agent-tree-kit.js';
import { bonusesOf } from '../../testing/bonuses-kit.js';
import { createSettingsService, testSecretKey } from '../../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { AuditRepository } from '../audit/audit-repository.js';
import { AuditService } from '../audit/audit-service.js';
import type { BonusesService } from '../bonuses/bonuses-service.js';
import { DepositsRepository } from '../deposits/deposits-repository.js';
import { MembersRepository } from '../members/members-repository.js';
import { MembersService } from '../members/members-service.js';
import { RoundsRepository } from '../rounds/rounds-repository.js';
import { RoundsService } from '../rounds/rounds-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import { LedgerRepository } from '../wallet/ledger-repository.js';
import { LedgerService } from '../wallet/ledger-service.js';
import type { LiveReferralPromotion } from './ports.js';
import { drawRaffle, raffleSeedHash } from './raffle-draw.js';
import { rewardCampaignServices } from './register-reward-campaigns.js';

/**
 * Reward campaigns against a real PostgreSQL: 1,000 concurrent grabs of a 100-envelope drop, a raffle
 * drawn by two runs at once and recomputed from its revealed seed and entries, concurrent raffleClaim
 * replays, a manual rebate claimed twice at once, the referral reward once per invitee, and a clean ledger.
 */

let database: TestDatabase;
let settings: SettingsService;
let ledger: LedgerService;
let services: ReturnType<typeof rewardCampaignServices>;
let bonuses: BonusesService;
let members: string[];
let referrerId: string;
let clock = new Date('2026-03-01T00:00:00Z');
let livePromotion: LiveReferralPromotion | null = null;
let slotsLeft = 1;
const slotsTaken: string[] = [];
const actor = { staffId: '', audit: { type: 'staff' as const, id: null, name: 'kit', ip: null } };

function expectAppError(promise: Promise<unknown>, code: string) {
  return expect(promise).rejects.toSatisfy((error) => error instanceof AppError && error.code === code);
}

async function transfersWith(code: string) {
  const row = await database.db
    .selectFrom('ledger_transfers')
    .select([sql<string>`count(*)`.as('count'), sql<string>`coalesce(sum(amount), 0)::text`.as('total')])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), total: BigInt(row.total) };
}

async function mainBalance(memberId: string): Promise<bigint> {
  const row = await database.db
    .selectFrom('ledger_account_totals')
    .select(['credits_posted', 'debits_posted'])
    .where('code', '=', `member:${memberId}:main`)
    .executeTakeFirst();
  return row ? BigInt(row.credits_posted) - BigInt(row.debits_posted) : 0n;
}

async function insertRounds(
  rounds: { memberId: string; category: string; validBet: bigint; settledAt: Date }[],
) {
  await sql`
    insert into game_rounds (id, member_id, vendor_code, game_code, category, external_round_id, currency,
      stake_minor, win_minor, valid_bet_minor, status, opened_at, settled_at)
    select gen_random_uuid(), r.member_id, 'KIT', 'kit-game', r.category, gen_random_uuid()::text, 'NPR',
      r.valid_bet, 0, r.valid_bet, 'settled', r.settled_at - interval '1 second', r.settled_at
    from unnest(${rounds.map((round) => round.memberId)}::bigint[], ${rounds.map((round) => round.category)}::text[],
      ${rounds.map((round) => round.validBet.toString())}::bigint[], ${rounds.map((round) => round.settledAt.toISOString())}::timestamptz[])
      as r (member_id, category, valid_bet, settled_at)`.execute(database.db);
}

let channelId: string;
async function insertDeposit(memberId: string, amountMinor: bigint, creditedAt: Date) {
  await sql`
    insert into deposits (member_id, member_username, channel_id, request_id, type, status, amount_minor, fee_minor,
      currency, credited_at)
    select id, username, ${channelId}, ${randomUUID()}, 'manual_bank', 'credited', ${amountMinor.toString()}, 0, 'NPR',
      ${creditedAt.toISOString()}
    from members where id = ${memberId}`.execute(database.db);
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoBrand(database.db);
  settings = await createSettingsService(database.db);
  ledger = new LedgerService(new LedgerRepository(database.db));
  bonuses = bonusesOf({ database, settings, ledger, events: new InProcessEventBus() }, () => clock);
  const grants = bonuses;
  services = rewardCampaignServices({
    db: database.db,
    rounds: new RoundsService(new RoundsRepository(database.db)),
    deposits: new DepositsRepository(database.db),
    members: new MembersService(new MembersRepository(database.db)),
    settings,
    audit: new AuditService(new AuditRepository(database.db)),
    staff: { usernameOf: async () => 'kit-staff', usernamesOf: async () => new Map() } as never,
    guard: undefined as never,
    secretKey: testSecretKey,
    publicUrl: () => 'https://brand.example/some/path',
    grants,
    referralPromotions: {
      liveReferralPromotion: async () => livePromotion,
      takeReferralSlot: async (_transaction, promotionId, amountMinor) => {
        if (slotsLeft <= 0) return 'slots_exhausted';
        slotsLeft -= 1;
        slotsTaken.push(`${promotionId}:${amountMinor}`);
        return null;
      },
    },
    now: () => clock,
    rebateSettleLagMs: 0,
  });
  // One referrer with 1,000 direct invitees, inserted in bulk.
  const tree = await seedAgentTree(database.db, { members: 1001, depth: 1, branching: 1000 });
  referrerId = tree.rootId;
  members = tree.levels[1] as string[];
  const channel = await sql<{ id: string }>`
    insert into deposit_channels (type, name, min_amount_minor, max_amount_minor, bank_name, bank_account_name,
      bank_account_number)
    values ('manual_bank', 'Kit bank', 100, 100000000, 'Kit', 'Kit', '0001') returning id`.execute(
    database.db,
  );
  channelId = (channel.rows[0] as { id: string }).id;
  const staff = await sql<{ id: string }>`
    insert into staff (username, display_name, role, password_hash, totp_secret_sealed)
    values ('campaign-kit', 'Campaign kit', 'finance', 'x', 'x') returning id`.execute(database.db);
  actor.staffId = (staff.rows[0] as { id: string }).id;
  await settings.update('whitelabel', (flags) => ({ ...flags, MANPLAYREB3: false }), 'test');
}, 180_000);

afterAll(async () => {
  await database?.drop();
});

describe('red envelopes', () => {
  it('pays exactly 100 envelopes summing to the total to 100 distinct members out of 1,000 grabbing at once', async () => {
    clock = new Date('2026-03-01T00:00:00Z');
    const drop = await services.redEnvelopes.create(actor, {
      title: 'Lucky drop',
      totalMinor: '1000000',
      envelopeCount: 100,
      floorMinor: '100',
      startsAt: '2026-03-01T01:00:00Z',
      endsAt: '2026-03-01T02:00:00Z',
      audience: { kind: 'everyone' },
    });
    await expectAppError(services.redEnvelopes.grab(members[0] as string, drop.id), 'campaign_not_live');
    clock = new Date('2026-03-01T01:00:00Z');
    const outcomes = await Promise.allSettled(
      members.slice(0, 1000).map((memberId) => services.redEnvelopes.grab(memberId, drop.id)),
    );
    const grabbed = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(grabbed).toHaveLength(100);
    expect(
      refused.every((error) => error instanceof AppError && error.code === 'red_envelope_sold_out'),
    ).toBe(true);
    expect(grabbed.reduce((sum, grab) => sum + BigInt(grab.amountMinor), 0n)).toBe(1_000_000n);
    for (const grab of grabbed) expect(BigInt(grab.amountMinor) >= 100n).toBe(true);
    const rows = await database.db
      .selectFrom('red_envelopes')
      .select(['member_id', 'paid_at'])
      .where('drop_id', '=', drop.id)
      .execute();
    expect(new Set(rows.map((row) => row.member_id)).size).toBe(100);
    expect(rows.every((row) => row.paid_at !== null)).toBe(true);
    expect(await transfersWith('red_envelope')).toEqual({ count: 100, total: 1_000_000n });

    // A winner's second grab is its first envelope again; nothing more is paid.
    const winner = await database.db
      .selectFrom('red_envelopes')
      .select(['member_id', 'amount_minor'])
      .where('drop_id', '=', drop.id)
      .limit(1)
      .executeTakeFirstOrThrow();
    const again = await services.redEnvelopes.grab(winner.member_id as string, drop.id);
    expect(again).toMatchObject({ amountMinor: winner.amount_minor, replayed: true });
    expect((await transfersWith('red_envelope')).count).toBe(100);
    const current = await services.redEnvelopes.current(winner.member_id as string);
    expect(current.drop).toMatchObject({ id: drop.id, remaining: 0, status: 'live' });
    expect(current.drop?.myGrab?.amountMinor).toBe(winner.amount_minor);
    expect(current.myGrabs[0]?.amountMinor).toBe(winner.amount_minor);
    const results = await services.redEnvelopes.results(drop.id, { page: 1, pageSize: 100 });
    expect(results.pageInfo.total).toBe(100);
    expect(results.drop.grabbedMinor).toBe('1000000');
    await expectAppError(services.redEnvelopes.grab(members[0] as string, '999999'), 'not_found');
  }, 120_000);

  it('refuses a member outside the audience', async () => {
    clock = new Date('2026-03-02T00:00:00Z');
    const drop = await services.redEnvelopes.create(actor, {
      title: 'Depositors only',
      totalMinor: '1000',
      envelopeCount: 2,
      floorMinor: '1',
      startsAt: '2026-03-02T00:00:00Z',
      endsAt: '2026-03-02T01:00:00Z',
      audience: { kind: 'deposited', days: 7 },
    });
    const outsider = members[990] as string;
    await expectAppError(services.redEnvelopes.grab(outsider, drop.id), 'campaign_not_eligible');
    await insertDeposit(outsider, 5000n, new Date('2026-03-01T12:00:00Z'));
    const grab = await services.redEnvelopes.grab(outsider, drop.id);
    expect(grab.replayed).toBe(false);
  });
});

describe('raffles', () => {
  it('draws once under concurrent runs, reproducibly from the revealed seed, and pays each winner once', async () => {
    clock = new Date('2026-04-01T00:00:00Z');
    const raffle = await services.raffles.create(actor, {
      title: 'Spring raffle',
      startsAt: '2026-04-01T00:00:00Z',
      ticketsCloseAt: '2026-04-02T00:00:00Z',
      claimEndsAt: '2026-04-05T00:00:00Z',
      ticketRule: { basis: 'validBet', perTicketMinor: '100', maxTicketsPerMember: 5 },
      prizes: ['5000', '3000', '1000'],
    });
    const players = members.slice(100, 130);
    await insertRounds(
      players.map((memberId, index) => ({
        memberId,
        category: 'RNG',
        validBet: BigInt(100 * (index + 1)),
        settledAt: new Date('2026-04-01T06:00:00Z'),
      })),
    );
    // Rounds outside the window earn nothing.
    await insertRounds([
      {
        memberId: members[140] as string,
        category: 'RNG',
        validBet: 10_000n,
        settledAt: new Date('2026-04-02T00:00:00Z'),
      },
    ]);
    clock = new Date('2026-04-01T12:00:00Z');
    const before = await services.raffles.list(players[29] as string);
    expect(before.raffles.find((entry) => entry.id === raffle.id)).toMatchObject({
      status: 'open',
      myTickets: 5,
    });
    expect((await services.raffles.verify(raffle.id, { page: 1, pageSize: 1000 })).seed).toBeNull();
    expect(await services.raffles.draw(raffle.id)).toBe(false);

    clock = new Date('2026-04-02T00:01:00Z');
    const runs = await Promise.all([services.raffles.drawDue(), services.raffles.drawDue()]);
    expect(runs.reduce((sum, run) => sum + run.drawn, 0)).toBe(1);
    expect((await services.raffles.drawDue()).drawn).toBe(0);

    const verification = await services.raffles.verify(raffle.id, { page: 1, pageSize: 1000 });
    expect(verification.seed).not.toBeNull();
    expect(raffleSeedHash(verification.seed as string)).toBe(raffle.seedHash);
    expect(verification.entries).toHaveLength(30);
    expect(verification.totalTickets).toBe(
      verification.entries.reduce((sum, entry) => sum + entry.tickets, 0),
    );
    expect(verification.entries.every((entry) => entry.account.includes('***'))).toBe(true);
    // Anyone recomputes the winners from the seed and the published entries alone.
    const recomputed = drawRaffle(
      verification.seed as string,
      raffle.id,
      verification.entries.map((entry) => ({
        position: entry.position,
        memberId: entry.account,
        tickets: entry.tickets,
        firstTicket: BigInt(entry.firstTicket),
      })),
      3,
    );
    expect(
      recomputed.map((result) => [result.winner?.position, Number(result.winner?.ticket), result.hmac]),
    ).toEqual(verification.results.map((result) => [result.position, result.ticket, result.hmac]));

    const results = await services.raffles.results(raffle.id);
    const winnerIds = results.winners.map((winner) => winner.memberId as string);
    expect(new Set(winnerIds).size).toBe(3);
    const first = winnerIds[0] as string;
    const balanceBefore = await mainBalance(first);
    const claims = await Promise.all(
      Array.from({ length: 10 }, () => services.raffles.claim(first, raffle.id)),
    );
    expect(claims.filter((claim) => !claim.replayed)).toHaveLength(1);
    expect(new Set(claims.map((claim) => claim.claimedAt)).size).toBe(1);
    expect((await mainBalance(first)) - balanceBefore).toBe(5000n);
    expect((await transfersWith('raffle_prize')).count).toBe(1);

    const loser = players.find((memberId) => !winnerIds.includes(memberId)) as string;
    await expectAppError(services.raffles.claim(loser, raffle.id), 'campaign_not_eligible');
    await expectAppError(services.raffles.claim(first, '999999'), 'not_found');
    const listed = await services.raffles.list(first);
    expect(listed.raffles.find((entry) => entry.id === raffle.id)?.myPrizes).toEqual([
      expect.objectContaining({ prizeIndex: 0, claimable: false }),
    ]);

    // After the claim deadline a winner that did not claim gets nothing.
    clock = new Date('2026-04-05T00:00:01Z');
    await expectAppError(services.raffles.claim(winnerIds[1] as string, raffle.id), 'campaign_not_live');
    expect((await transfersWith('raffle_prize')).count).toBe(1);
  });
});

describe('manual rebate', () => {
  it('is off without MANPLAYREB3, pays a concurrent double claim once, and a later claim covers only new play', async () => {
    const member = members[200] as string;
    clock = new Date('2026-05-01T00:00:00Z');
    await expectAppError(services.manualRebate.available(member), 'function_not_enabled');
    await settings.update('whitelabel', (flags) => ({ ...flags, MANPLAYREB3: true }), 'test');
    await services.manualRebate.updateRates(actor, {
      rates: { RNG: '0.01', LIVE: '0.005' },
      minClaimMinor: '0',
    });
    await insertRounds([
      { memberId: member, category: 'RNG', validBet: 10_000n, settledAt: new Date('2026-04-30T10:00:00Z') },
      { memberId: member, category: 'LIVE', validBet: 20_000n, settledAt: new Date('2026-04-30T11:00:00Z') },
      { memberId: member, category: 'FISH', validBet: 50_000n, settledAt: new Date('2026-04-30T11:00:00Z') },
    ]);
    const available = await services.manualRebate.available(member);
    expect(available.availableMinor).toBe('200');
    expect(available.lines.map((line) => [line.category, line.amountMinor])).toEqual([
      ['RNG', '100'],
      ['LIVE', '100'],
    ]);
    const before = await mainBalance(member);
    const claims = await Promise.allSettled(
      Array.from({ length: 8 }, () => services.manualRebate.claim(member)),
    );
    const paid = claims.flatMap((claim) => (claim.status === 'fulfilled' ? [claim.value] : []));
    expect(new Set(paid.map((claim) => claim.id)).size).toBe(1);
    for (const claim of claims)
      if (claim.status === 'rejected') expect((claim.reason as AppError).code).toBe('nothing_to_claim');
    expect((await mainBalance(member)) - before).toBe(200n);
    await expectAppError(services.manualRebate.claim(member), 'nothing_to_claim');

    clock = new Date('2026-05-01T06:00:00Z');
    await insertRounds([
      { memberId: member, category: 'RNG', validBet: 30_000n, settledAt: new Date('2026-05-01T03:00:00Z') },
    ]);
    const later = await services.manualRebate.claim(member);
    expect(later.amountMinor).toBe('300');
    expect(later.fromAt).toBe(paid[0]?.toAt);
    expect((await mainBalance(member)) - before).toBe(500n);
    const listed = await services.manualRebate.available(member);
    expect(listed.claims.map((claim) => claim.amountMinor)).toEqual(['300', '200']);
    // Another member's rebate is its own: nothing available.
    expect((await services.manualRebate.available(members[201] as string)).availableMinor).toBe('0');
  });
});

describe('referral', () => {
  it('rewards the referrer once per qualifying invitee and shows the invitees masked with their status', async () => {
    clock = new Date('2026-06-01T00:00:00Z');
    livePromotion = {
      id: 'promo-ref',
      title: 'Invite a friend',
      startsAt: new Date('2026-05-31T00:00:00Z'),
      minFirstDepositMinor: 10_000n,
      rewardFor: () => 2_500n,
      fixedRewardMinor: 2_500n,
      wageringFor: () => null,
    };
    await insertDeposit(members[300] as string, 20_000n, new Date('2026-05-31T10:00:00Z'));
    await insertDeposit(members[301] as string, 5_000n, new Date('2026-05-31T10:00:00Z'));
    await insertDeposit(members[302] as string, 50_000n, new Date('2026-05-30T10:00:00Z'));
    // Two invitees qualify; the promotion has one slot left: one reward, the other waits for a slot.
    await insertDeposit(members[303] as string, 30_000n, new Date('2026-05-31T11:00:00Z'));
    const before = await mainBalance(referrerId);
    const runs = await Promise.all([
      services.referral.rewardQualified(),
      services.referral.rewardQualified(),
    ]);
    expect(runs.reduce((sum, run) => sum + run.rewarded, 0)).toBe(1);
    await services.referral.rewardQualified();
    expect(slotsTaken).toEqual(['promo-ref:2500']);
    expect(await database.db.selectFrom('referral_rewards').select('invitee_member_id').execute()).toEqual([
      { invitee_member_id: members[300] },
    ]);
    expect((await mainBalance(referrerId)) - before).toBe(2_500n);
    expect(await transfersWith('referral_reward')).toEqual({ count: 1, total: 2_500n });

    const info = await services.referral.info({ id: referrerId, referral_code: 'ABC123' });
    expect(info).toMatchObject({
      link: 'https://brand.example/register?referralCode=ABC123',
      enabled: true,
      invitees: 1000,
      rewardedInvitees: 1,
      rewardedTotalMinor: '2500',
    });
    const page = await services.referral.invitees(referrerId, { page: 1, pageSize: 100 });
    expect(page.pageInfo.total).toBe(1000);
    expect(page.invitees).toHaveLength(100);
    expect(page.invitees.every((invitee) => invitee.account.includes('***'))).toBe(true);
    const statuses = new Set(page.invitees.map((invitee) => invitee.status));
    expect(statuses.has('registered')).toBe(true);
    // A member with no invitees sees none of the referrer's.
    expect(
      (await services.referral.invitees(members[300] as string, { page: 1, pageSize: 20 })).invitees,
    ).toEqual([]);
  });
});

describe('crashes', () => {
  it('leaves a raffle whose draw failed half-way undrawn, and the next run draws it', async () => {
    clock = new Date('2026-07-01T00:00:00Z');
    const raffle = await services.raffles.create(actor, {
      title: 'Crash raffle',
      startsAt: '2026-07-01T00:00:00Z',
      ticketsCloseAt: '2026-07-01T01:00:00Z',
      claimEndsAt: '2026-07-02T00:00:00Z',
      ticketRule: { basis: 'validBet', perTicketMinor: '100', maxTicketsPerMember: 3 },
      prizes: ['700', '300'],
    });
    await insertRounds(
      members.slice(500, 505).map((memberId) => ({
        memberId,
        category: 'LIVE',
        validBet: 300n,
        settledAt: new Date('2026-07-01T00:30:00Z'),
      })),
    );
    // A row in the way makes the draw's winners insert fail after the entries were written.
    await database.db
      .insertInto('raffle_winners')
      .values({ raffle_id: raffle.id, prize_index: 1, amount_minor: '1', member_id: null, ticket: null })
      .execute();
    clock = new Date('2026-07-01T01:00:00Z');
    await expect(services.raffles.drawDue()).rejects.toThrow();
    const entries = await database.db
      .selectFrom('raffle_entries')
      .select('member_id')
      .where('raffle_id', '=', raffle.id)
      .execute();
    expect(entries).toEqual([]);
    expect((await services.raffles.verify(raffle.id, { page: 1, pageSize: 10 })).seed).toBeNull();
    await database.db.deleteFrom('raffle_winners').where('raffle_id', '=', raffle.id).execute();
    expect((await services.raffles.drawDue()).drawn).toBe(1);
    const proof = await services.raffles.verify(raffle.id, { page: 1, pageSize: 10 });
    expect(proof.entries).toHaveLength(5);
    expect(proof.totalTickets).toBe(15);
    expect(proof.results.filter((result) => result.ticket !== null)).toHaveLength(2);
  });

  it('pays an envelope and a rebate claim whose request died between the row and the grant', async () => {
    clock = new Date('2026-08-01T00:00:00Z');
    const drop = await services.redEnvelopes.create(actor, {
      title: 'Sweeper drop',
      totalMinor: '900',
      envelopeCount: 3,
      floorMinor: '100',
      startsAt: '2026-08-01T00:00:00Z',
      endsAt: '2026-08-01T01:00:00Z',
      audience: { kind: 'everyone' },
    });
    const member = members[600] as string;
    // The grab's update committed, then the process died before the grant.
    const taken = await services.repository.takeEnvelope(drop.id, member, clock);
    await database.db
      .insertInto('manual_rebate_claims')
      .values({
        member_id: member,
        from_at: null,
        to_at: new Date('2026-07-31T00:00:00Z'),
        amount_minor: '55',
        lines: JSON.stringify([]),
        claimed_at: clock,
      })
      .execute();
    const before = await mainBalance(member);
    clock = new Date('2026-08-01T00:00:10Z');
    expect((await services.redEnvelopes.payStragglers()).paid).toBe(0);
    clock = new Date('2026-08-01T00:01:00Z');
    expect((await services.redEnvelopes.payStragglers()).paid).toBe(1);
    expect((await services.manualRebate.payStragglers()).paid).toBe(1);
    expect((await services.redEnvelopes.payStragglers()).paid).toBe(0);
    expect((await services.manualRebate.payStragglers()).paid).toBe(0);
    expect((await mainBalance(member)) - before).toBe(BigInt(taken?.amount_minor ?? 0) + 55n);
    // The member's replayed grab answers the envelope and pays nothing more.
    const replay = await services.redEnvelopes.grab(member, drop.id);
    expect(replay).toMatchObject({ replayed: true, amountMinor: taken?.amount_minor });
    expect((await mainBalance(member)) - before).toBe(BigInt(taken?.amount_minor ?? 0) + 55n);
  });
});

describe('a grab that died after its envelope and bonus row committed', () => {
  it('is paid exactly once by whichever comes first: the bonuses sweeper, the member replay or the envelope sweeper', async () => {
    // Real time: the bonuses sweeper compares the database's updated_at with the clock.
    clock = new Date();
    const drop = await services.redEnvelopes.create(actor, {
      title: 'Crash after the grant row',
      totalMinor: '900',
      envelopeCount: 3,
      floorMinor: '100',
      startsAt: clock.toISOString(),
      endsAt: new Date(clock.getTime() + 3_600_000).toISOString(),
      audience: { kind: 'everyone' },
    });
    const grabbers = members.slice(620, 623) as string[];
    // What a grab commits first (the envelope and its bonus row owing the payout); then the process dies.
    const taken = await Promise.all(
      grabbers.map((memberId) =>
        services.repository.transaction(async (transaction) => {
          const envelope = await services.repository.takeEnvelope(drop.id, memberId, clock, transaction);
          if (!envelope) throw new Error('no envelope');
          await bonuses.grantInTransaction(transaction, {
            memberId,
            amountMinor: BigInt(envelope.amount_minor),
            kind: 'red_envelope',
            sourceId: envelope.id,
            grantKey: `red_envelope:${envelope.id}`,
            title: drop.title,
            ledgerCode: 'red_envelope',
            claimable: null,
            wagering: null,
          });
          return { memberId, amount: BigInt(envelope.amount_minor), before: await mainBalance(memberId) };
        }),
      ),
    );
    const [bySweeper, byReplay] = taken as [(typeof taken)[number], (typeof taken)[number]];
    // The member's replay pays its own; the bonuses sweeper (a minute on) pays the others, twice at once.
    await expect(services.redEnvelopes.grab(byReplay.memberId, drop.id)).resolves.toMatchObject({
      replayed: true,
      amountMinor: byReplay.amount.toString(),
    });
    clock = new Date(Date.now() + 120_000);
    await Promise.all([bonuses.sweep(), bonuses.sweep()]);
    expect(await mainBalance(bySweeper.memberId)).toBe(bySweeper.before + bySweeper.amount);
    // The envelope sweeper then marks the envelopes paid (paying nothing more), and again finds nothing.
    await services.redEnvelopes.payStragglers();
    expect((await services.redEnvelopes.payStragglers()).paid).toBe(0);
    for (const grab of taken) {
      await expect(services.redEnvelopes.grab(grab.memberId, drop.id)).resolves.toMatchObject({
        replayed: true,
      });
      expect(await mainBalance(grab.memberId)).toBe(grab.before + grab.amount);
    }
    const { rows } = await sql<{ paid_at: Date | null; pending_step: string | null; id: string }>`
      select e.paid_at, b.pending_step, b.id from red_envelopes e
      join bonuses b on b.grant_key = 'red_envelope:' || e.id
      where e.drop_id = ${drop.id}`.execute(database.db);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.paid_at !== null && row.pending_step === null)).toBe(true);
    const transfers = await database.db
      .selectFrom('ledger_transfers')
      .select('reference_id')
      .where('reference_type', '=', 'bonus')
      .where(
        'reference_id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    expect(transfers).toHaveLength(3);
  });
});

describe('members an exclusion blocks from marketing (issue 20)', () => {
  it('hold no raffle tickets in the draw and are never eligible for a red envelope', async () => {
    const blocked = new Set<string>();
    // The composition adds ExclusionsService.marketableOnly here (register-exclusions.ts).
    services.audience.add(async (memberIds) => memberIds.filter((id) => !blocked.has(id)));
    const start = new Date(Date.now() + 10 * 60_000);
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    clock = start;
    const kept = members[700] as string;
    const other = members[701] as string;
    const excluded = members[702] as string;
    blocked.add(excluded);
    const raffle = await services.raffles.create(actor, {
      title: 'Excluded never win',
      startsAt: at(0).toISOString(),
      ticketsCloseAt: at(60).toISOString(),
      claimEndsAt: at(24 * 60).toISOString(),
      ticketRule: { basis: 'deposit', perTicketMinor: '100', maxTicketsPerMember: 5 },
      prizes: ['300', '200', '100'],
    });
    for (const memberId of [kept, other, excluded]) await insertDeposit(memberId, 500n, at(10));
    clock = at(61);
    expect(await services.raffles.draw(raffle.id)).toBe(true);
    const verification = await services.raffles.verify(raffle.id, { page: 1, pageSize: 100 });
    // Three prizes, three depositors: without the filter the excluded member would surely win one.
    expect(verification.entries).toHaveLength(2);
    const results = await services.raffles.results(raffle.id);
    const winners = results.winners.flatMap((winner) => (winner.memberId ? [winner.memberId] : []));
    expect(winners.sort()).toEqual([kept, other].sort());
    await expectAppError(services.raffles.claim(excluded, raffle.id), 'campaign_not_eligible');

    const drop = await services.redEnvelopes.create(actor, {
      title: 'Everyone but the excluded',
      totalMinor: '1000',
      envelopeCount: 5,
      floorMinor: '1',
      startsAt: at(61).toISOString(),
      endsAt: at(120).toISOString(),
      audience: { kind: 'everyone' },
    });
    expect((await services.redEnvelopes.current(excluded)).drop?.eligible).toBe(false);
    await expectAppError(services.redEnvelopes.grab(excluded, drop.id), 'campaign_not_eligible');
    expect((await services.redEnvelopes.grab(kept, drop.id)).replayed).toBe(false);
    blocked.clear();
  });
});

describe('the ledger', () => {
  it('balances after every campaign', async () => {
    const { discrepancies, totals } = await ledger.verify();
    expect(discrepancies).toEqual([]);
    expect(totals.debitsPosted).toBe(totals.creditsPosted);
  });
});
