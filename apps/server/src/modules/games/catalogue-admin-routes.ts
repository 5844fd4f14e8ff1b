import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import {
  adminGameListQuerySchema,
  adminGameListResponseSchema,
  adminGameParamsSchema,
  adminGameSchema,
  adminGameUpdateRequestSchema,
  adminVendorListResponseSchema,
  adminVendorParamsSchema,
  adminVendorSchema,
  adminVendorUpdateRequestSchema,
} from '@gaming/contracts/catalogue';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffActorOf } from '../staff/staff-actor.js';
import type { StaffService } from '../staff/staff-service.js';
import type { CatalogueAdminService } from './catalogue-admin-service.js';

const tags = ['Back office: catalogue'];

export function registerCatalogueAdminRoutes(
  app: FastifyInstance,
  services: { staff: StaffService; catalogueAdmin: CatalogueAdminService },
): void {
  const { staff, catalogueAdmin } = services;
  const actorOf = (request: FastifyRequest) => staffActorOf(staff, request, 'manageCatalogue');
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(adminApiRoutes.adminVendorList.path, {
    schema: {
      operationId: 'adminVendorList',
      summary: 'Every vendor with its state, wallet mode, categories and game count',
      tags,
      response: { 200: adminVendorListResponseSchema },
    },
    handler: async (request) => {
      await actorOf(request);
      return catalogueAdmin.listVendors();
    },
  });
  routes.patch(adminApiRoutes.adminVendorUpdate.path, {
    schema: {
      operationId: 'adminVendorUpdate',
      summary: 'Change a vendor: name, logo, status (active, maintenance, disabled), wallet mode, order',
      tags,
      params: adminVendorParamsSchema,
      body: adminVendorUpdateRequestSchema,
      response: { 200: adminVendorSchema },
    },
    handler: async (request) =>
      catalogueAdmin.updateVendor(await actorOf(request), request.params.code, request.body),
  });
  routes.get(adminApiRoutes.adminGameList.path, {
    schema: {
      operationId: 'adminGameList',
      summary: 'Games by vendor, category and name or code (disabled ones included)',
      tags,
      querystring: adminGameListQuerySchema,
      response: { 200: adminGameListResponseSchema },
    },
    handler: async (request) => {
      await actorOf(request);
      return catalogueAdmin.listGames(request.query);
    },
  });
  routes.patch(adminApiRoutes.adminGameUpdate.path, {
    schema: {
      operationId: 'adminGameUpdate',
      summary: 'Change a game: enabled, maintenance, hot, new, trial, order, icon path, launch mode',
      tags,
      params: adminGameParamsSchema,
      body: adminGameUpdateRequestSchema,
      response: { 200: adminGameSchema },
    },
    handler: async (request) =>
      catalogueAdmin.updateGame(await actorOf(request), request.params.id, request.body),
  });
}
