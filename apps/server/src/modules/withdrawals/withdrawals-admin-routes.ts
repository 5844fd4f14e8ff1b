import { adminApiRoutes, staffPermissions } from '@gaming/contracts/admin-api-routes';
import { settingChangeSchema } from '@gaming/contracts/setting-changes';
import {
  adminWithdrawalDecisionSchema,
  adminWithdrawalDetailSchema,
  adminWithdrawalsQuerySchema,
  adminWithdrawalsResponseSchema,
  withdrawalIdParamsSchema,
  withdrawalSettingsSchema,
} from '@gaming/contracts/withdrawals';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.js';
import { bearerToken, clientOf } from '../../platform/request-client.js';
import type { SettingChangesService } from '../settings/setting-changes-service.js';
import type { StaffService } from '../staff/staff-service.js';
import type { WithdrawalDecisions } from './withdrawal-decisions.js';

const tags = ['Back office'];

/** Withdrawal settings are cashier configuration: staff who manage channels or decide cashier requests. */
async function authorizeSettings(staff: StaffService, request: FastifyRequest) {
  const context = await staff.authorize(bearerToken(request), 'signedIn');
  const roles: readonly string[] = [...staffPermissions.manageChannels, ...staffPermissions.decideCashier];
  if (!roles.includes(context.staff.role)) throw new AppError('forbidden');
  return context;
}

export function registerWithdrawalAdminRoutes(
  app: FastifyInstance,
  services: { decisions: WithdrawalDecisions; staff: StaffService; settingChanges: SettingChangesService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { decisions, staff, settingChanges } = services;

  routes.get(adminApiRoutes.adminWithdrawals.path, {
    schema: {
      operationId: 'adminWithdrawals',
      summary: 'Withdrawal queue with filters (status or claims, member, dates)',
      tags,
      querystring: adminWithdrawalsQuerySchema,
      response: { 200: adminWithdrawalsResponseSchema },
    },
    handler: async (request) => {
      await staff.authorize(bearerToken(request), 'readCashier');
      return decisions.list(request.query);
    },
  });

  routes.get(adminApiRoutes.adminWithdrawalDetail.path, {
    schema: {
      operationId: 'adminWithdrawalDetail',
      summary: 'One withdrawal with its receiving account, history and claim images',
      tags,
      params: withdrawalIdParamsSchema,
      response: { 200: adminWithdrawalDetailSchema },
    },
    handler: async (request) => {
      await staff.authorize(bearerToken(request), 'readCashier');
      return decisions.detail(request.params.id);
    },
  });

  routes.post(adminApiRoutes.adminWithdrawalDecide.path, {
    schema: {
      operationId: 'adminWithdrawalDecide',
      summary: 'Approve, reject, mark paid, or resolve a claim (refund or dismiss), with a reason',
      tags,
      params: withdrawalIdParamsSchema,
      body: adminWithdrawalDecisionSchema,
      response: { 200: adminWithdrawalDetailSchema },
    },
    handler: async (request) => {
      const context = await staff.authorize(bearerToken(request), 'decideCashier');
      return decisions.decide(context, request.params.id, request.body, clientOf(request));
    },
  });

  routes.get(adminApiRoutes.adminWithdrawalSettings.path, {
    schema: {
      operationId: 'adminWithdrawalSettings',
      summary: 'Withdrawal limits, daily count, auto-confirm minutes and fee',
      tags,
      response: { 200: withdrawalSettingsSchema },
    },
    handler: async (request) => {
      await staff.authorize(bearerToken(request), 'readCashier');
      return decisions.settingsValue();
    },
  });

  routes.put(adminApiRoutes.adminWithdrawalSettingsUpdate.path, {
    schema: {
      operationId: 'adminWithdrawalSettingsUpdate',
      summary: 'Propose new withdrawal settings; a second staff member approves them before they apply',
      tags,
      body: withdrawalSettingsSchema,
      response: { 202: settingChangeSchema },
    },
    handler: async (request, reply) => {
      const context = await authorizeSettings(staff, request);
      const change = await settingChanges.propose('withdrawals', request.body, context, clientOf(request));
      return reply.code(202).send(change);
    },
  });
}
