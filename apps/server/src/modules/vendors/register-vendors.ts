import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LedgerIds } from '../../platform/derived-id.js';
import type { ScheduledJob } from '../../platform/jobs.js';
import type { MemberGuard } from '../auth/member-guard.js';
import type { TransferWalletVendor } from '../games/games-repository.js';
import type { MembersService } from '../members/members-service.js';
import type { GameLabels } from '../rounds/betting-records-service.js';
import type { RoundsService } from '../rounds/rounds-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { StaffService } from '../staff/staff-service.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import type { WalletService } from '../wallet/wallet-service.js';
import { type LaunchCatalogue, LaunchService } from './launch-service.js';
import { registerRoundLookupRoutes } from './round-lookup-routes.js';
import { RoundLookupService } from './round-lookup-service.js';
import { SeamlessWalletService } from './seamless-wallet-service.js';
import { SimulatorVendorAdapter } from './simulator-adapter.js';
import { defaultTransferWalletLimits, type TransferWalletHttpLimits } from './simulator-transfer-wallet.js';
import { VendorDirectory } from './vendor-adapter.js';
import { registerVendorRoutes } from './vendor-routes.js';
import { type PlayableSessions, VendorSessions } from './vendor-sessions.js';
import { VendorsRepository } from './vendors-repository.js';

/** apps/vendor-sim as the vendor of every external game (config VENDOR_SIMULATOR_URL / _SECRET). */
export type VendorSimulatorConfig = {
  url: string;
  secret: string;
  /** Timeouts and tries of the transfer-wallet calls (tests shorten them). */
  transferLimits?: Partial<TransferWalletHttpLimits>;
};

const vendorCodePattern = /^[A-Z0-9_]{2,16}$/;

/**
 * Composition of the vendor integration: launch (gameLaunch), the vendor sessions and the seamless wallet
 * callbacks. Without a configured vendor (no simulator, no real adapter) external games cannot start.
 */
export function registerVendors(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    settings: SettingsService;
    ledger: LedgerService;
    ledgerIds: LedgerIds;
    wallet: WalletService;
    rounds: RoundsService;
    catalogue: LaunchCatalogue & GameLabels;
    guard: MemberGuard;
    /** The members' site sessions (modules/auth SessionService): vendor sessions end with them. */
    memberSessions: PlayableSessions;
    staff: StaffService;
    members: MembersService;
    /** Vendors keeping their own wallet (transfer mode), from the catalogue. */
    transferWalletVendors: () => Promise<TransferWalletVendor[]>;
    vendorSimulator?: VendorSimulatorConfig | undefined;
  },
) {
  const repository = new VendorsRepository(options.db);
  const sessions = new VendorSessions(repository, options.memberSessions);
  const directory = new VendorDirectory();
  const simulator = options.vendorSimulator;
  if (simulator) {
    const baseUrl = simulator.url.replace(/\/+$/, '');
    const limits = { ...defaultTransferWalletLimits, ...simulator.transferLimits };
    directory.setFallback((vendorCode) =>
      vendorCodePattern.test(vendorCode) && vendorCode !== 'INHOUSE'
        ? new SimulatorVendorAdapter(vendorCode, baseUrl, simulator.secret, limits)
        : undefined,
    );
  }
  const wallet = new SeamlessWalletService(
    repository,
    sessions,
    options.rounds,
    options.ledger,
    options.ledgerIds,
    options.wallet,
    options.settings,
  );
  const launch = new LaunchService(options.catalogue, directory, sessions, {
    modeOf: async (vendorCode) =>
      (await options.transferWalletVendors()).some((vendor) => vendor.code === vendorCode)
        ? 'transfer'
        : 'seamless',
    currency: () => options.settings.get('brand').currency,
  });
  registerVendorRoutes(app, { wallet, launch, directory, guard: options.guard });
  registerRoundLookupRoutes(app, {
    staff: options.staff,
    lookup: new RoundLookupService({
      rounds: options.rounds,
      callbacks: wallet,
      repository,
      ledger: options.ledger,
      ledgerIds: options.ledgerIds,
      wallet: options.wallet,
      members: options.members,
      catalogue: options.catalogue,
      settings: options.settings,
    }),
  });
  const scheduledJobs: ScheduledJob[] = [
    { name: 'vendor-sessions-purge', cron: '17 * * * *', run: () => sessions.purgeExpired() },
  ];
  return { wallet, launch, sessions, directory, scheduledJobs };
}
