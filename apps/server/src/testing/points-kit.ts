import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { AuditRepository } from '../modules/audit/audit-repository.js';
import { AuditService } from '../modules/audit/audit-service.js';
import { PointsRepository } from '../modules/points/points-repository.js';
import { PointsService } from '../modules/points/points-service.js';
import { PlayStatsRepository } from '../modules/rounds/play-stats-repository.js';
import { PlayStatsService } from '../modules/rounds/play-stats-service.js';
import type { SettingsService } from '../modules/settings/settings-service.js';
import { LedgerRepository } from '../modules/wallet/ledger-repository.js';
import { LedgerService } from '../modules/wallet/ledger-service.js';
import { LedgerIds } from '../platform/derived-id.js';
import type { MemberEventBus } from '../platform/events.js';

/** The test servers' secret key (withdrawals-kit, test-app): ledger ids derived here match the app's. */
const testSecretKey = Buffer.alloc(32, 7);

export type PointsKitHarness = {
  database: { db: Kysely<Database> };
  settings: SettingsService;
  events?: MemberEventBus;
};

const quietLog = { warn: () => undefined, info: () => undefined, error: () => undefined };

/**
 * A PointsService and PlayStatsService over a test harness's database, with a ledger of their own (a
 * second process, as far as the group commit goes); ids are derived with the app's key, so both replay
 * the same transfers.
 */
export function pointsOf(
  harness: PointsKitHarness,
  options: { now?: () => Date; ledger?: LedgerService } = {},
): { points: PointsService; playStats: PlayStatsService; ledger: LedgerService } {
  const ledger = options.ledger ?? new LedgerService(new LedgerRepository(harness.database.db));
  const playStats = new PlayStatsService(new PlayStatsRepository(harness.database.db));
  const points = new PointsService(
    new PointsRepository(harness.database.db),
    ledger,
    new LedgerIds(testSecretKey),
    playStats,
    harness.settings,
    new AuditService(new AuditRepository(harness.database.db)),
    quietLog as never,
    harness.events,
    options.now,
  );
  return { points, playStats, ledger };
}

/** Sets the earning rates (a new version) effective from `effectiveFrom`, bypassing the audit (tests). */
export async function setRatesAt(
  db: Kysely<Database>,
  effectiveFrom: Date,
  rates: { defaultValidBetPerPointMinor: string | null; categories: Record<string, string> },
): Promise<void> {
  await db
    .insertInto('points_rate_versions')
    .values({ effective_from: effectiveFrom, rates: JSON.stringify(rates), created_by: null })
    .execute();
}
