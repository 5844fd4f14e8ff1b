import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AuditService } from '../audit/audit-service.js';
import type { MemberGuard } from '../auth/member-guard.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { StaffService } from '../staff/staff-service.js';
import { CatalogueAdminRepository } from './catalogue-admin-repository.js';
import { registerCatalogueAdminRoutes } from './catalogue-admin-routes.js';
import { CatalogueAdminService } from './catalogue-admin-service.js';
import { CatalogueRepository } from './catalogue-repository.js';
import { registerCatalogueRoutes } from './catalogue-routes.js';
import { CatalogueService } from './catalogue-service.js';
import type { GamesService } from './games-service.js';

/**
 * Composition of the game catalogue: games, favourites, recent games, winner boards, and the back
 * office's vendor and game tools. Returns the service so game launch (recordPlayed) and round
 * settlement (recordWin) can feed it.
 */
export function registerCatalogue(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    settings: SettingsService;
    games: GamesService;
    guard: MemberGuard;
    staff: StaffService;
    audit: AuditService;
    vendorWalletMoneyHeld: (vendorCode: string) => Promise<boolean>;
  },
): CatalogueService {
  const catalogue = new CatalogueService(new CatalogueRepository(options.db), options.settings);
  registerCatalogueRoutes(app, { catalogue, guard: options.guard });
  registerCatalogueAdminRoutes(app, {
    staff: options.staff,
    catalogueAdmin: new CatalogueAdminService(
      new CatalogueAdminRepository(options.db),
      options.settings,
      options.audit,
      () => options.games.invalidateVendorLanes(),
      options.vendorWalletMoneyHeld,
    ),
  });
  return catalogue;
}
