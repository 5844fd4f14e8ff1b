import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { AuditRepository } from '../modules/audit/audit-repository.js';
import { AuditService } from '../modules/audit/audit-service.js';
import { BonusesRepository } from '../modules/bonuses/bonuses-repository.js';
import { BonusesService, type GrantInput, type WageringTerms } from '../modules/bonuses/bonuses-service.js';
import { MembersRepository } from '../modules/members/members-repository.js';
import { MembersService } from '../modules/members/members-service.js';
import type { SettingsService } from '../modules/settings/settings-service.js';
import type { LedgerService } from '../modules/wallet/ledger-service.js';
import { LedgerIds } from '../platform/derived-id.js';
import type { MemberEventBus } from '../platform/events.js';

/** The test servers' secret key (withdrawals-kit, test-app): ledger ids derived here match the app's. */
const testSecretKey = Buffer.alloc(32, 7);

export type BonusesKitHarness = {
  database: { db: Kysely<Database> };
  settings: SettingsService;
  ledger: LedgerService;
  events: MemberEventBus;
};

/**
 * A BonusesService over a test harness's database and ledger (the app's own instance is not exposed;
 * this one derives the same ledger ids, so both see and replay the same steps).
 */
export function bonusesOf(harness: BonusesKitHarness, now?: () => Date): BonusesService {
  const ledger = harness.ledger;
  return new BonusesService(
    new BonusesRepository(harness.database.db),
    ledger,
    new LedgerIds(testSecretKey),
    {
      mainAccountId: async (memberId: string) =>
        (
          await ledger.ensureAccount({
            code: `member:${memberId}:main`,
            kind: 'member_main',
            memberId,
            currency: harness.settings.get('brand').currency,
            mayGoNegative: false,
          })
        ).id,
    },
    new MembersService(new MembersRepository(harness.database.db)),
    harness.settings,
    new AuditService(new AuditRepository(harness.database.db)),
    harness.events,
    { warn: () => undefined },
    now,
  );
}

export const defaultWagering: WageringTerms = {
  multipleOfMinor: 10_000n,
  multiple: 10,
  weights: { SLOT: 100, LIVE: 10 },
  defaultWeightPercent: 50,
  maxStakeMinor: null,
  maxCashoutMinor: null,
  wageringDays: 7,
};

/** Grants a bonus in wagering (locked at once) to a member; answers its id. */
export async function grantWagering(
  bonuses: BonusesService,
  memberId: string,
  amountMinor: bigint,
  wagering: Partial<WageringTerms> = {},
  extra: Partial<GrantInput> = {},
): Promise<string> {
  const result = await bonuses.grant({
    memberId,
    amountMinor,
    kind: 'manual',
    sourceId: 'kit',
    grantKey: `kit:${randomUUID()}`,
    title: 'Kit bonus',
    wagering: { ...defaultWagering, multipleOfMinor: amountMinor, ...wagering },
    ...extra,
  });
  return result.bonusId;
}

/**
 * A settled round as a vendor's callbacks leave it (the wagering trigger sees it like any other write);
 * no money moves, which the wagering counts do not need.
 */
export async function settleRound(
  db: Kysely<Database>,
  memberId: string,
  round: { category?: string; validBetMinor: bigint; stakeMinor?: bigint; settledAt?: Date },
): Promise<string> {
  const id = randomUUID();
  const settledAt = round.settledAt ?? new Date();
  await db
    .insertInto('game_rounds')
    .values({
      id,
      member_id: memberId,
      vendor_code: 'KIT',
      game_code: 'kit-game',
      category: round.category ?? 'SLOT',
      external_round_id: id,
      currency: 'NPR',
      stake_minor: (round.stakeMinor ?? round.validBetMinor).toString(),
      win_minor: '0',
      valid_bet_minor: round.validBetMinor.toString(),
      status: 'settled',
      opened_at: settledAt,
      settled_at: settledAt,
    })
    .execute();
  return id;
}

/**
 * Members with a bonus in wagering, for the benchmark of wagering updates when rounds settle: `count`
 * members created by `createMember`, each with one locked bonus of `amountMinor` (10x, 30 days).
 */
export async function membersWithWagering(
  harness: BonusesKitHarness,
  createMember: () => Promise<{ id: string }>,
  count: number,
  amountMinor = 10_000n,
): Promise<{ memberId: string; bonusId: string }[]> {
  const bonuses = bonusesOf(harness);
  const out: { memberId: string; bonusId: string }[] = [];
  for (let index = 0; index < count; index += 1) {
    const member = await createMember();
    const bonusId = await grantWagering(bonuses, member.id, amountMinor, { wageringDays: 30 });
    out.push({ memberId: member.id, bonusId });
  }
  return out;
}
