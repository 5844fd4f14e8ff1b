import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import {
  adminAmlFlagDecisionSchema,
  adminAmlFlagsQuerySchema,
  adminAmlFlagsResponseSchema,
  adminAmlRulesProposeRequestSchema,
  adminAmlRulesResponseSchema,
  adminWithdrawalHoldReleaseSchema,
  adminWithdrawalHoldsQuerySchema,
  adminWithdrawalHoldsResponseSchema,
} from '@gaming/contracts/aml';
import { settingChangeSchema } from '@gaming/contracts/setting-changes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, clientOf } from '../../platform/request-client.js';
import type { StaffService } from '../staff/staff-service.js';
import type { AmlService } from './aml-service.js';

export function registerAmlRoutes(
  app: FastifyInstance,
  services: { aml: AmlService; staff: StaffService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { aml, staff } = services;

  routes.get(adminApiRoutes.adminAmlRules.path, {
    schema: {
      operationId: 'adminAmlRules',
      summary: 'The AML rules in force and a change waiting for a second approver',
      tags: ['Back office'],
      response: { 200: adminAmlRulesResponseSchema },
    },
    handler: async (request) => aml.rulesView(await staff.authorize(bearerToken(request), 'readCompliance')),
  });

  routes.post(adminApiRoutes.adminAmlRulesPropose.path, {
    schema: {
      operationId: 'adminAmlRulesPropose',
      summary: 'Propose AML rules; they apply when another compliance officer approves them',
      tags: ['Back office'],
      body: adminAmlRulesProposeRequestSchema,
      response: { 202: settingChangeSchema },
    },
    handler: async (request, reply) => {
      const context = await staff.authorize(bearerToken(request), 'configureCompliance');
      return reply.code(202).send(await aml.proposeRules(request.body.value, context, clientOf(request)));
    },
  });

  routes.get(adminApiRoutes.adminAmlFlags.path, {
    schema: {
      operationId: 'adminAmlFlags',
      summary: 'AML flags by status, newest first',
      tags: ['Back office'],
      querystring: adminAmlFlagsQuerySchema,
      response: { 200: adminAmlFlagsResponseSchema },
    },
    handler: async (request) => {
      await staff.authorize(bearerToken(request), 'readCompliance');
      return aml.flags(request.query);
    },
  });

  routes.post(adminApiRoutes.adminAmlFlagDecide.path, {
    schema: {
      operationId: 'adminAmlFlagDecide',
      summary: 'Clear or escalate an open AML flag',
      tags: ['Back office'],
      params: z.object({ id: z.string().regex(/^\d{1,18}$/) }),
      body: adminAmlFlagDecisionSchema,
      response: { 200: z.object({ id: z.string(), status: z.enum(['cleared', 'escalated']) }) },
    },
    handler: async (request) => {
      const context = await staff.authorize(bearerToken(request), 'reviewAml');
      return aml.decideFlag(context, request.params.id, request.body, clientOf(request));
    },
  });

  routes.get(adminApiRoutes.adminWithdrawalHolds.path, {
    schema: {
      operationId: 'adminWithdrawalHolds',
      summary: 'Withdrawals held by an AML flag (those in force by default; one withdrawal by id)',
      tags: ['Back office'],
      querystring: adminWithdrawalHoldsQuerySchema,
      response: { 200: adminWithdrawalHoldsResponseSchema },
    },
    handler: async (request) => {
      await staff.authorize(bearerToken(request), 'readCompliance');
      return aml.holds(request.query);
    },
  });

  routes.post(adminApiRoutes.adminWithdrawalHoldRelease.path, {
    schema: {
      operationId: 'adminWithdrawalHoldRelease',
      summary: 'Release an AML hold, so the withdrawal can be approved',
      tags: ['Back office'],
      params: z.object({ withdrawalId: z.uuid() }),
      body: adminWithdrawalHoldReleaseSchema,
      response: { 200: z.object({ withdrawalId: z.string(), released: z.boolean() }) },
    },
    handler: async (request) => {
      const context = await staff.authorize(bearerToken(request), 'reviewAml');
      return aml.release(context, request.params.withdrawalId, request.body.note, clientOf(request));
    },
  });
}
