import { adminApiRoutes, type StaffPermission } from '@gaming/contracts/admin-api-routes';
import { apiRoutes } from '@gaming/contracts/api-routes';
import {
  adminHomeBoardsResponseSchema,
  adminJackpotSeedParamsSchema,
  adminJackpotSeedUpdateRequestSchema,
  adminWinnerBoardUpdateRequestSchema,
  jackpotsResponseSchema,
} from '@gaming/contracts/jackpots';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LedgerIds } from '../../platform/derived-id.js';
import type { ScheduledJob } from '../../platform/jobs.js';
import type { AuditService } from '../audit/audit-service.js';
import type { GamesService } from '../games/games-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import { staffActorOf } from '../staff/staff-actor.js';
import type { StaffService } from '../staff/staff-service.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import { JackpotSeedsService } from './jackpot-seeds-service.js';
import { JackpotService, type JackpotVendor } from './jackpot-service.js';
import type { VendorDirectory } from './vendor-adapter.js';

const inhouseVendorCode = 'INHOUSE';

/** Every external vendor of the catalogue's lanes, once (a vendor can sit in several categories). */
async function externalVendors(games: GamesService): Promise<JackpotVendor[]> {
  const { lanes } = await games.vendorLanes();
  const vendors = new Map<string, string>();
  for (const lane of lanes)
    for (const vendor of lane.vendors)
      if (vendor.vassalage !== inhouseVendorCode) vendors.set(vendor.vassalage, vendor.displayName);
  return [...vendors].map(([code, displayName]) => ({ code, displayName }));
}

export type JackpotDependencies = {
  directory: VendorDirectory;
  games: GamesService;
  settings: SettingsService;
  ledger: LedgerService;
  ledgerIds: LedgerIds;
  audit: AuditService;
  staff: StaffService;
};

/**
 * The jackpot ticker's figures (spec §2 home, §9 "jackpot ticker 3 s"): vendor-reported pools plus the
 * seeds the operator funds, and the back office's home boards (seeds and the winner board's minimum).
 */
export function registerJackpots(
  app: FastifyInstance,
  options: JackpotDependencies,
): { jackpots: JackpotService; seeds: JackpotSeedsService; scheduledJobs: ScheduledJob[] } {
  const vendors = () => externalVendors(options.games);
  let seeds: JackpotSeedsService | undefined;
  const jackpots = new JackpotService({
    vendors,
    adapterFor: (vendorCode) => options.directory.adapterFor(vendorCode),
    currency: () => options.settings.get('brand').currency,
    seeds: async (vendorCodes) => (seeds ? seeds.funded(vendorCodes) : new Map()),
  });
  seeds = new JackpotSeedsService(options.ledger, options.ledgerIds, options.settings, options.audit, {
    vendors,
    contributions: () => jackpots.contributions(),
  });
  app.withTypeProvider<ZodTypeProvider>().get(apiRoutes.jackpots.path, {
    schema: {
      operationId: 'jackpots',
      summary:
        'Progressive jackpot pools as the vendors report them plus the funded seeds (cached 10 s), and their total',
      tags: ['Home'],
      response: { 200: jackpotsResponseSchema },
    },
    handler: async () => jackpots.jackpots(),
  });
  registerHomeBoardsAdminRoutes(app, options.staff, seeds);
  const fundSeeds = seeds;
  return {
    jackpots,
    seeds,
    // A seed change funds its pool at once; this finishes one a crash or a race left undone.
    scheduledJobs: [{ name: 'jackpot-seeds-fund', cron: '*/5 * * * *', run: () => fundSeeds.fund() }],
  };
}

function registerHomeBoardsAdminRoutes(
  app: FastifyInstance,
  staff: StaffService,
  seeds: JackpotSeedsService,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Back office: home boards'];
  const actorFor = (request: FastifyRequest, permission: StaffPermission) =>
    staffActorOf(staff, request, permission);
  routes.get(adminApiRoutes.adminHomeBoards.path, {
    schema: {
      operationId: 'adminHomeBoards',
      summary:
        "Each vendor pool's seed, what the ledger holds of it and the vendor's contributions; the winner board's minimum",
      tags,
      response: { 200: adminHomeBoardsResponseSchema },
    },
    handler: async (request) => {
      await actorFor(request, adminApiRoutes.adminHomeBoards.staffPermission);
      return seeds.view();
    },
  });
  routes.put(adminApiRoutes.adminJackpotSeedUpdate.path, {
    schema: {
      operationId: 'adminJackpotSeedUpdate',
      summary: "Set a vendor pool's seed; the house funds it (or takes it back) through the ledger (audited)",
      tags,
      params: adminJackpotSeedParamsSchema,
      body: adminJackpotSeedUpdateRequestSchema,
      response: { 200: adminHomeBoardsResponseSchema },
    },
    handler: async (request) =>
      seeds.setSeed(
        request.params.vendorCode,
        request.body,
        await actorFor(request, adminApiRoutes.adminJackpotSeedUpdate.staffPermission),
      ),
  });
  routes.put(adminApiRoutes.adminWinnerBoardUpdate.path, {
    schema: {
      operationId: 'adminWinnerBoardUpdate',
      summary: "Set the smallest settled win the home page's winner boards list (audited)",
      tags,
      body: adminWinnerBoardUpdateRequestSchema,
      response: { 200: adminHomeBoardsResponseSchema },
    },
    handler: async (request) =>
      seeds.setWinnerBoard(
        request.body,
        await actorFor(request, adminApiRoutes.adminWinnerBoardUpdate.staffPermission),
      ),
  });
}
