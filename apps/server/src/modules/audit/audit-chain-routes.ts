import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { auditChainStatusSchema } from '@gaming/contracts/audit-chain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken } from '../../platform/request-client.js';
import type { StaffService } from '../staff/staff-service.js';
import type { AuditChainService } from './audit-chain-service.js';

export function registerAuditChainRoutes(
  app: FastifyInstance,
  services: { chain: AuditChainService; staff: StaffService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(adminApiRoutes.adminAuditChain.path, {
    schema: {
      operationId: 'adminAuditChain',
      summary: 'The tamper-evident audit chain: its head and the entries waiting to be sealed',
      tags: ['Back office'],
      response: { 200: auditChainStatusSchema },
    },
    handler: async (request) => {
      await services.staff.authorize(bearerToken(request), 'readAudit');
      return services.chain.status();
    },
  });
}
