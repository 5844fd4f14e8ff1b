import { randomUUID } from 'node:crypto';
import type { PromotionInput } from '@gaming/contracts/promotions';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { AgentsRepository } from '../modules/agents/agents-repository.js';
import { TeamReportsRepository } from '../modules/agents/team-reports-repository.js';
import { AuditRepository } from '../modules/audit/audit-repository.js';
import { AuditService } from '../modules/audit/audit-service.js';
import { DepositsRepository } from '../modules/deposits/deposits-repository.js';
import { MembersRepository } from '../modules/members/members-repository.js';
import { MembersService } from '../modules/members/members-service.js';
import { PromotionsRepository } from '../modules/promotions/promotions-repository.js';
import { PromotionsService } from '../modules/promotions/promotions-service.js';
import { RoundsRepository } from '../modules/rounds/rounds-repository.js';
import { UploadsRepository } from '../modules/uploads/uploads-repository.js';
import { UploadsService } from '../modules/uploads/uploads-service.js';
import { VipRepository } from '../modules/vip/vip-repository.js';
import { hashToken, newOpaqueToken } from '../platform/security/tokens.js';
import { type BonusesKitHarness, bonusesOf } from './bonuses-kit.js';

/**
 * A PromotionsService over a test harness's database with the real bonuses service (the app's own
 * instance is not exposed; this one grants with the same keys and ledger ids, so both see the same rows).
 */
export function promotionsOf(harness: BonusesKitHarness, now?: () => Date) {
  const db = harness.database.db;
  const bonuses = bonusesOf(harness);
  const deposits = new DepositsRepository(db);
  const rounds = new RoundsRepository(db);
  const members = new MembersRepository(db);
  const teamReports = new TeamReportsRepository(db);
  const agents = new AgentsRepository(db);
  const vip = new VipRepository(db);
  const promotions = new PromotionsService(
    new PromotionsRepository(db),
    bonuses,
    {
      firstCreditedDeposit: async (memberId) => {
        const row = await deposits.firstCredited(memberId);
        return row?.credited_at
          ? { amountMinor: BigInt(row.amount_minor), creditedAt: row.credited_at }
          : null;
      },
      creditedTotalBetween: (memberId, from, to) => deposits.creditedTotalBetween(memberId, from, to),
      settledValidBetByCategory: (memberId, from, to) => rounds.settledValidBetByCategory(memberId, from, to),
      firstDepositorsBetween: (query) => deposits.firstDepositorsBetween(query),
      depositorsBetween: (query) => deposits.depositorsBetween(query),
      validBettorsBetween: (query) => teamReports.validBettorsBetween(query),
      memberIdsAfter: (afterId, limit) => members.idsAfter(afterId, limit),
      activeRealAmong: (ids, createdSince) => members.activeRealAmong(ids, createdSince),
      inTeamsOf: (ids, accounts) => agents.inTeamsOf(ids, accounts),
      vipLevelsOf: (ids) => vip.levelsOf(ids),
    },
    new UploadsService(new UploadsRepository(db)),
    new AuditService(new AuditRepository(db)),
    new MembersService(new MembersRepository(db)),
    db,
    { warn: () => undefined },
    now,
  );
  return { promotions, bonuses };
}

const hourMs = 3_600_000;

/** A valid promotion input open now (a day either side); override what a test is about. */
export function promotionInput(overrides: Partial<PromotionInput> = {}): PromotionInput {
  return {
    title: { EN: 'Kit promotion', NE: 'किट प्रमोसन' },
    content: { EN: '<p>Terms</p>' },
    images: [],
    filterType: 'others',
    tags: [],
    startsAt: new Date(Date.now() - 24 * hourMs).toISOString(),
    endsAt: new Date(Date.now() + 24 * hourMs).toISOString(),
    audience: { type: 'everyone' },
    participation: 'claim',
    kind: 'standard',
    reward: { type: 'fixed', amountMinor: '100' },
    eligibility: { type: 'none' },
    wagering: null,
    claimDays: 7,
    limits: { perDevice: false, perIp: false, maxClaims: null, budgetMinor: null },
    ...overrides,
  };
}

/** A credited deposit as an approval leaves it (no money moves: the eligibility rules read the row). */
export async function creditedDeposit(
  db: Kysely<Database>,
  memberId: string,
  amountMinor: bigint,
  creditedAt = new Date(),
): Promise<void> {
  let channel = await db.selectFrom('deposit_channels').select('id').orderBy('id').executeTakeFirst();
  if (!channel)
    channel = await db
      .insertInto('deposit_channels')
      .values({
        type: 'manual_bank',
        name: 'Kit bank',
        min_amount_minor: '1',
        max_amount_minor: '100000000000',
        bank_name: 'Kit',
        bank_account_name: 'Kit',
        bank_account_number: '123',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const member = await db
    .selectFrom('members')
    .select('username')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('deposits')
    .values({
      member_id: memberId,
      member_username: member.username,
      channel_id: channel.id,
      request_id: randomUUID(),
      type: 'manual_bank',
      status: 'credited',
      amount_minor: amountMinor.toString(),
      fee_minor: '0',
      currency: 'NPR',
      credited_at: creditedAt,
      created_at: creditedAt,
    })
    .execute();
}

/**
 * `count` real members, each with an open site session written as sign-in writes it (no password hashing:
 * for the concurrency tests that need hundreds of signed-in members).
 */
export async function membersWithSessions(
  db: Kysely<Database>,
  count: number,
): Promise<{ id: string; token: string }[]> {
  const tag = randomUUID().slice(0, 8);
  const members = await db
    .insertInto('members')
    .values(
      Array.from({ length: count }, (_, index) => ({
        username: `pk${tag}${index}`,
        nickname: `pk${tag}${index}`,
        password_hash: 'not-a-password',
        referral_code: `PK${tag}${index}`.toUpperCase(),
      })),
    )
    .returning('id')
    .execute();
  const sessions = members.map((member) => ({ id: member.id, token: newOpaqueToken() }));
  const expires = new Date(Date.now() + 2 * 3_600_000);
  await db
    .insertInto('member_sessions')
    .values(
      sessions.map((session) => ({
        token_hash: hashToken(session.token),
        member_id: session.id,
        idle_expires_at: expires,
        expires_at: expires,
      })),
    )
    .execute();
  return sessions;
}
