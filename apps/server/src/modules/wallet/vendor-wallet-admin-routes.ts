import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import {
  adminVendorMoveCheckResponseSchema,
  adminVendorMoveListQuerySchema,
  adminVendorMoveListResponseSchema,
  adminVendorMoveParamsSchema,
} from '@gaming/contracts/vendor-wallet-moves';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken, clientOf } from '../../platform/request-client.js';
import { type StaffService, staffActor } from '../staff/staff-service.js';
import type { VendorWalletAdminService } from './vendor-wallet-admin-service.js';

const tags = ['Back office: vendor wallet moves'];
const checkRateLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export function registerVendorWalletAdminRoutes(
  app: FastifyInstance,
  services: { staff: StaffService; vendorMoves: VendorWalletAdminService },
): void {
  const { staff, vendorMoves } = services;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(adminApiRoutes.adminVendorMoveList.path, {
    schema: {
      operationId: 'adminVendorMoveList',
      summary: 'Transfer-wallet moves not settled yet (started or sent), oldest first, filtered and paged',
      tags,
      querystring: adminVendorMoveListQuerySchema,
      response: { 200: adminVendorMoveListResponseSchema },
    },
    handler: async (request, reply) => {
      await staff.authorize(bearerToken(request), 'readCashier');
      reply.header('cache-control', 'no-store');
      return vendorMoves.list(request.query);
    },
  });
  routes.post(adminApiRoutes.adminVendorMoveCheck.path, {
    // Each check calls the vendor: bounded so a stuck button cannot flood it.
    config: checkRateLimit,
    schema: {
      operationId: 'adminVendorMoveCheck',
      summary: "Run the recovery job's check of one move now: ask the vendor, then finish or undo it",
      tags,
      params: adminVendorMoveParamsSchema,
      response: { 200: adminVendorMoveCheckResponseSchema },
    },
    handler: async (request) => {
      const { staff: staffMember } = await staff.authorize(bearerToken(request), 'decideCashier');
      return vendorMoves.check(request.params.id, staffActor(staffMember, clientOf(request)));
    },
  });
}
