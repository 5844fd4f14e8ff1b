import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LedgerIds } from '../../platform/derived-id.js';
import type { MemberEventBus } from '../../platform/events.js';
import type { ScheduledJob } from '../../platform/jobs.js';
import type { SecretBox } from '../../platform/security/secret-box.js';
import type { AuditService } from '../audit/audit-service.js';
import type { MemberGuard } from '../auth/member-guard.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { StaffService } from '../staff/staff-service.js';
import type { UploadsService } from '../uploads/uploads-service.js';
import { mapOrderNumbers } from '../wallet/account-record.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import type { WalletService } from '../wallet/wallet-service.js';
import { registerDepositAdminRoutes } from './deposit-admin-routes.js';
import { DepositChannelsService } from './deposit-channels-service.js';
import { registerDepositRoutes } from './deposit-routes.js';
import { DepositsRepository } from './deposits-repository.js';
import { DepositsService } from './deposits-service.js';

export type DepositsOptions = {
  db: Kysely<Database>;
  settings: SettingsService;
  ledger: LedgerService;
  ledgerIds: LedgerIds;
  wallet: WalletService;
  uploads: UploadsService;
  audit: AuditService;
  staff: StaffService;
  guard: MemberGuard;
  events: MemberEventBus;
  secrets: SecretBox;
  secretKey: Buffer;
  publicUrl: () => string;
  /** Whether the built-in gateway simulator is mounted (config GATEWAY_SIMULATOR). */
  gatewaySimulator: boolean;
};

/**
 * Where this process itself listens, for calls to its own gateway simulator (and the simulator's
 * callbacks): the bound socket, with a wildcard address replaced by loopback; the public URL before listen.
 */
export function selfBaseUrlOf(app: FastifyInstance, fallback: () => string): () => string {
  return () => {
    const address = app.server.address();
    if (!address || typeof address === 'string') return fallback();
    const host =
      address.address === '0.0.0.0' || address.address === '::'
        ? '127.0.0.1'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address;
    return `http://${host}:${address.port}`;
  };
}

/** Composition of the deposits capability: channels, member deposits, the back office and gateway callbacks. */
export function registerDeposits(app: FastifyInstance, options: DepositsOptions) {
  const repository = new DepositsRepository(options.db);
  const channels = new DepositChannelsService(
    repository,
    options.ledger,
    options.settings,
    options.secrets,
    options.audit,
    {
      selfBaseUrl: selfBaseUrlOf(app, options.publicUrl),
      publicUrl: options.publicUrl,
      gatewaySimulator: options.gatewaySimulator,
      secretKey: options.secretKey,
    },
  );
  const deposits = new DepositsService({
    repository,
    channels,
    ledger: options.ledger,
    ledgerIds: options.ledgerIds,
    wallet: options.wallet,
    uploads: options.uploads,
    settings: options.settings,
    audit: options.audit,
    events: options.events,
    log: app.log,
  });
  registerDepositRoutes(app, { deposits, guard: options.guard });
  // The account record names a deposit by the order number its list shows.
  options.wallet.recordReferences.register('deposit', async (ids) =>
    mapOrderNumbers(await repository.orderNumbersOf(ids), 'deposit'),
  );
  registerDepositAdminRoutes(app, { deposits, channels, staff: options.staff });
  const scheduledJobs: ScheduledJob[] = [
    {
      name: 'deposits-recover-crediting',
      cron: '* * * * *',
      run: () => deposits.recoverCrediting(),
    },
    {
      name: 'deposits-close-unpaid-gateway',
      cron: '* * * * *',
      run: () => deposits.closeUnpaidGatewayDeposits(),
    },
  ];
  return { deposits, depositChannels: channels, scheduledJobs };
}
