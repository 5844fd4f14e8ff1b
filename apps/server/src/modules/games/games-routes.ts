import { apiRoutes } from '@gaming/contracts/api-routes';
import { vendorsResponseSchema } from '@gaming/contracts/catalogue';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GamesService } from './games-service.js';

export function registerGamesRoutes(app: FastifyInstance, games: GamesService): void {
  app.withTypeProvider<ZodTypeProvider>().get(apiRoutes.vendors.path, {
    schema: {
      operationId: 'vendors',
      summary: 'Vendor lanes per game category, regrouped as the spec says',
      tags: ['Games'],
      response: { 200: vendorsResponseSchema },
    },
    handler: async () => games.vendorLanes(),
  });
}
