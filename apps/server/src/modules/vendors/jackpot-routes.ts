import { apiRoutes } from '@gaming/contracts/api-routes';
import { jackpotsResponseSchema } from '@gaming/contracts/jackpots';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GamesService } from '../games/games-service.js';
import type { SettingsService } from '../settings/settings-service.js';
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

/** The jackpot ticker's figures (spec §2 home, §9 "jackpot ticker 3 s"): vendor-reported pools. */
export function registerJackpots(
  app: FastifyInstance,
  options: { directory: VendorDirectory; games: GamesService; settings: SettingsService },
): JackpotService {
  const jackpots = new JackpotService({
    vendors: () => externalVendors(options.games),
    adapterFor: (vendorCode) => options.directory.adapterFor(vendorCode),
    currency: () => options.settings.get('brand').currency,
  });
  app.withTypeProvider<ZodTypeProvider>().get(apiRoutes.jackpots.path, {
    schema: {
      operationId: 'jackpots',
      summary: 'Progressive jackpot pools as the vendors report them (cached 10 s), and their total',
      tags: ['Home'],
      response: { 200: jackpotsResponseSchema },
    },
    handler: async () => jackpots.jackpots(),
  });
  return jackpots;
}
