import {
  adjustmentCreateRequestSchema,
  adjustmentListQuerySchema,
  adjustmentListResponseSchema,
  adjustmentRejectRequestSchema,
  adjustmentSchema,
  adjustmentSettingsResponseSchema,
  adjustmentSettingsUpdateRequestSchema,
  adminMemberWalletSchema,
  adminWalletLinesQuerySchema,
  adminWalletLinesResponseSchema,
} from '@gaming/contracts/adjustments';
import { adminApiRoutes, type StaffPermission } from '@gaming/contracts/admin-api-routes';
import { settingChangeSchema } from '@gaming/contracts/setting-changes';
import { idParamsSchema } from '@gaming/contracts/staff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken, clientOf } from '../../platform/request-client.js';
import type { SettingChangesService } from '../settings/setting-changes-service.js';
import { type StaffService, staffActor } from '../staff/staff-service.js';
import type { AdjustmentActor, AdjustmentsService } from './adjustments-service.js';
import type { MemberWalletView } from './member-wallet-view.js';

export type AdjustmentRouteServices = {
  staff: StaffService;
  adjustments: AdjustmentsService;
  memberWallet: MemberWalletView;
  settingChanges: SettingChangesService;
};

const tags = ['Back office: wallets and adjustments'];

async function actorFor(
  services: AdjustmentRouteServices,
  request: FastifyRequest,
  permission: StaffPermission,
): Promise<AdjustmentActor> {
  const { staff } = await services.staff.authorize(bearerToken(request), permission);
  return { ...staffActor(staff, clientOf(request)), id: staff.id };
}

export function registerAdjustmentRoutes(app: FastifyInstance, services: AdjustmentRouteServices): void {
  registerMemberWalletRoutes(app, services);
  registerAdjustmentDecisionRoutes(app, services);
  registerAdjustmentSettingsRoutes(app, services);
}

function registerMemberWalletRoutes(app: FastifyInstance, services: AdjustmentRouteServices): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(adminApiRoutes.adminMemberWallet.path, {
    schema: {
      operationId: 'adminMemberWallet',
      summary: "A member's wallet balance: posted, held and available",
      tags,
      params: idParamsSchema,
      response: { 200: adminMemberWalletSchema },
    },
    handler: async (request) => {
      await actorFor(services, request, 'readCashier');
      return services.memberWallet.summary(request.params.id);
    },
  });
  routes.get(adminApiRoutes.adminMemberWalletLines.path, {
    schema: {
      operationId: 'adminMemberWalletLines',
      summary: "A member's ledger lines with the balance after each, filtered and paged",
      tags,
      params: idParamsSchema,
      querystring: adminWalletLinesQuerySchema,
      response: { 200: adminWalletLinesResponseSchema },
    },
    handler: async (request) => {
      await actorFor(services, request, 'readCashier');
      return services.memberWallet.lines(request.params.id, request.query);
    },
  });
}

function registerAdjustmentDecisionRoutes(app: FastifyInstance, services: AdjustmentRouteServices): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(adminApiRoutes.adminAdjustmentList.path, {
    schema: {
      operationId: 'adminAdjustmentList',
      summary: 'Manual adjustments, newest first, filtered and paged',
      tags,
      querystring: adjustmentListQuerySchema,
      response: { 200: adjustmentListResponseSchema },
    },
    handler: async (request) => {
      await actorFor(services, request, 'requestAdjustments');
      return services.adjustments.list(request.query);
    },
  });
  routes.post(adminApiRoutes.adminAdjustmentCreate.path, {
    schema: {
      operationId: 'adminAdjustmentCreate',
      summary: 'Request a manual credit or debit; above the threshold it waits for a second approval',
      tags,
      body: adjustmentCreateRequestSchema,
      response: { 200: adjustmentSchema },
    },
    handler: async (request) =>
      services.adjustments.create(request.body, await actorFor(services, request, 'requestAdjustments')),
  });
  routes.post(adminApiRoutes.adminAdjustmentApprove.path, {
    schema: {
      operationId: 'adminAdjustmentApprove',
      summary: 'Approve (and apply) an adjustment another staff member requested',
      tags,
      params: idParamsSchema,
      response: { 200: adjustmentSchema },
    },
    handler: async (request) =>
      services.adjustments.approve(
        request.params.id,
        await actorFor(services, request, 'approveAdjustments'),
      ),
  });
  routes.post(adminApiRoutes.adminAdjustmentReject.path, {
    schema: {
      operationId: 'adminAdjustmentReject',
      summary: 'Reject an adjustment another staff member requested, with a reason',
      tags,
      params: idParamsSchema,
      body: adjustmentRejectRequestSchema,
      response: { 200: adjustmentSchema },
    },
    handler: async (request) =>
      services.adjustments.reject(
        request.params.id,
        request.body.reason,
        await actorFor(services, request, 'approveAdjustments'),
      ),
  });
}

function registerAdjustmentSettingsRoutes(app: FastifyInstance, services: AdjustmentRouteServices): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(adminApiRoutes.adminAdjustmentSettings.path, {
    schema: {
      operationId: 'adminAdjustmentSettings',
      summary: 'The amount above which an adjustment needs a second approval',
      tags,
      response: { 200: adjustmentSettingsResponseSchema },
    },
    handler: async (request) => {
      await actorFor(services, request, 'requestAdjustments');
      return services.adjustments.settingsView();
    },
  });
  routes.put(adminApiRoutes.adminAdjustmentSettingsUpdate.path, {
    schema: {
      operationId: 'adminAdjustmentSettingsUpdate',
      summary: 'Propose a new second-approval threshold (admin); another admin approves it',
      tags,
      body: adjustmentSettingsUpdateRequestSchema,
      response: { 202: settingChangeSchema },
    },
    handler: async (request, reply) => {
      const context = await services.staff.authorize(bearerToken(request), 'configureAdjustments');
      const value = services.adjustments.settingsValueFrom(request.body);
      const change = await services.settingChanges.propose('adjustments', value, context, clientOf(request));
      return reply.code(202).send(change);
    },
  });
}
