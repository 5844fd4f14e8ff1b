import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ScheduledJob } from '../../platform/jobs.js';
import type { MemberGuard } from '../auth/member-guard.js';
import type { RoundsService } from '../rounds/rounds-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import type { WalletService } from '../wallet/wallet-service.js';
import { type LaunchCatalogue, LaunchService } from './launch-service.js';
import { SeamlessWalletService } from './seamless-wallet-service.js';
import { SimulatorVendorAdapter } from './simulator-adapter.js';
import { VendorDirectory } from './vendor-adapter.js';
import { registerVendorRoutes } from './vendor-routes.js';
import { VendorSessions } from './vendor-sessions.js';
import { VendorsRepository } from './vendors-repository.js';

/** apps/vendor-sim as the vendor of every external game (config VENDOR_SIMULATOR_URL / _SECRET). */
export type VendorSimulatorConfig = { url: string; secret: string };

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
    wallet: WalletService;
    rounds: RoundsService;
    catalogue: LaunchCatalogue;
    guard: MemberGuard;
    vendorSimulator?: VendorSimulatorConfig | undefined;
  },
) {
  const repository = new VendorsRepository(options.db);
  const sessions = new VendorSessions(repository);
  const directory = new VendorDirectory();
  const simulator = options.vendorSimulator;
  if (simulator) {
    const baseUrl = simulator.url.replace(/\/+$/, '');
    directory.setFallback((vendorCode) =>
      vendorCodePattern.test(vendorCode) && vendorCode !== 'INHOUSE'
        ? new SimulatorVendorAdapter(vendorCode, baseUrl, simulator.secret)
        : undefined,
    );
  }
  const wallet = new SeamlessWalletService(
    repository,
    sessions,
    options.rounds,
    options.ledger,
    options.wallet,
    options.settings,
  );
  const launch = new LaunchService(options.catalogue, directory, sessions);
  registerVendorRoutes(app, { wallet, launch, directory, guard: options.guard });
  const scheduledJobs: ScheduledJob[] = [
    { name: 'vendor-sessions-purge', cron: '17 * * * *', run: () => sessions.purgeExpired() },
  ];
  return { wallet, launch, sessions, directory, scheduledJobs };
}
