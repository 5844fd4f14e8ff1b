import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import {
  settingChangeApproveRequestSchema,
  settingChangeIdParamsSchema,
  settingChangeListResponseSchema,
  settingChangeRejectRequestSchema,
  settingChangeSchema,
} from '@gaming/contracts/setting-changes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken, clientOf } from '../../platform/request-client.js';
import type { StaffService } from '../staff/staff-service.js';
import type { SettingChangesService } from './setting-changes-service.js';

const tags = ['Back office'];

export function registerSettingChangeRoutes(
  app: FastifyInstance,
  services: { settingChanges: SettingChangesService; staff: StaffService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { settingChanges, staff } = services;

  routes.get(adminApiRoutes.adminSettingChangeList.path, {
    schema: {
      operationId: 'adminSettingChangeList',
      summary: 'Changes to the money settings waiting for a second staff member, and the latest decided',
      tags,
      response: { 200: settingChangeListResponseSchema },
    },
    handler: async (request) =>
      settingChanges.list(await staff.authorize(bearerToken(request), 'reviewSettingChanges')),
  });

  routes.post(adminApiRoutes.adminSettingChangeApprove.path, {
    schema: {
      operationId: 'adminSettingChangeApprove',
      summary: "Approve another staff member's change to a money setting; it takes effect at once",
      tags,
      params: settingChangeIdParamsSchema,
      body: settingChangeApproveRequestSchema,
      response: { 200: settingChangeSchema },
    },
    handler: async (request) => {
      const context = await staff.authorize(bearerToken(request), 'reviewSettingChanges');
      return settingChanges.approve(request.params.id, request.body.reason, context, clientOf(request));
    },
  });

  routes.post(adminApiRoutes.adminSettingChangeReject.path, {
    schema: {
      operationId: 'adminSettingChangeReject',
      summary: 'Turn down (or, as its proposer, withdraw) a change to a money setting',
      tags,
      params: settingChangeIdParamsSchema,
      body: settingChangeRejectRequestSchema,
      response: { 200: settingChangeSchema },
    },
    handler: async (request) => {
      const context = await staff.authorize(bearerToken(request), 'reviewSettingChanges');
      return settingChanges.reject(request.params.id, request.body.reason, context, clientOf(request));
    },
  });
}
