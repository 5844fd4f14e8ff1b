import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LedgerIds } from '../../platform/derived-id.js';
import type { ScheduledJob } from '../../platform/jobs.js';
import type { AuditService } from '../audit/audit-service.js';
import type { MemberGuard } from '../auth/member-guard.js';
import type { TransferWalletVendor } from '../games/games-repository.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { StaffService } from '../staff/staff-service.js';
import type { LedgerService } from './ledger-service.js';
import { registerVendorWalletAdminRoutes } from './vendor-wallet-admin-routes.js';
import { VendorWalletAdminService } from './vendor-wallet-admin-service.js';
import type { VendorWalletPort } from './vendor-wallet-port.js';
import { VendorWalletRepository } from './vendor-wallet-repository.js';
import { registerVendorWalletRoutes } from './vendor-wallet-routes.js';
import { VendorWalletService } from './vendor-wallet-service.js';
import type { WalletService } from './wallet-service.js';

/**
 * Composition of transfer-wallet mode: the member's vendor wallets, moves through each vendor's own
 * wallet (the vendor adapters' VendorWalletPort), the job that settles moves left half-way, and the
 * back office's screen of those moves.
 */
export function registerVendorWallets(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    ledger: LedgerService;
    ledgerIds: LedgerIds;
    wallet: WalletService;
    catalogue: {
      isSingleWallet(): Promise<boolean>;
      transferWalletVendors(): Promise<TransferWalletVendor[]>;
    };
    settings: SettingsService;
    audit: AuditService;
    guard: MemberGuard;
    staff: StaffService;
    portFor: (vendorCode: string) => VendorWalletPort | undefined;
  },
) {
  const repository = new VendorWalletRepository(options.db);
  const vendorWallets = new VendorWalletService(
    options.ledger,
    options.ledgerIds,
    options.wallet,
    options.catalogue,
    options.settings,
    options.audit,
    repository,
    { portFor: options.portFor, log: app.log },
  );
  registerVendorWalletRoutes(app, { vendorWallets, guard: options.guard });
  // The account record names a move by its vendor, as the vendor wallets page does.
  options.wallet.recordReferences.register('vendor_transfer', async (ids) => {
    const codes = await repository.vendorCodesOf(ids);
    const names = new Map(
      (await options.catalogue.transferWalletVendors()).map((vendor) => [vendor.code, vendor.displayName]),
    );
    return new Map(
      [...codes].map(([id, code]) => [id, { reference: null, subject: names.get(code) ?? code }]),
    );
  });
  // Staff see the moves left open and can run the recovery job's check of one at once.
  registerVendorWalletAdminRoutes(app, {
    staff: options.staff,
    vendorMoves: new VendorWalletAdminService(repository, vendorWallets, options.settings, options.audit),
  });
  const scheduledJobs: ScheduledJob[] = [
    {
      name: 'vendor-wallet-transfers-recover',
      cron: '* * * * *',
      run: () => vendorWallets.recoverOpenTransfers(),
    },
  ];
  return { vendorWallets, scheduledJobs };
}
