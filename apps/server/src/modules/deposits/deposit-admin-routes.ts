import { adminApiRoutes, type StaffPermission } from '@gaming/contracts/admin-api-routes';
import {
  adminDepositApproveRequestSchema,
  adminDepositChannelListResponseSchema,
  adminDepositChannelParamsSchema,
  adminDepositChannelRequestSchema,
  adminDepositChannelSchema,
  adminDepositListQuerySchema,
  adminDepositListResponseSchema,
  adminDepositRejectRequestSchema,
  adminDepositSchema,
  depositIdParamsSchema,
} from '@gaming/contracts/deposits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffActorOf } from '../staff/staff-actor.js';
import type { StaffService } from '../staff/staff-service.js';
import type { DepositChannelsService } from './deposit-channels-service.js';
import type { DepositsService } from './deposits-service.js';

const tags = ['Back office'];

export function registerDepositAdminRoutes(
  app: FastifyInstance,
  services: { deposits: DepositsService; channels: DepositChannelsService; staff: StaffService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { deposits, channels } = services;
  const actorFor = (request: FastifyRequest, permission: StaffPermission) =>
    staffActorOf(services.staff, request, permission);

  routes.get(adminApiRoutes.adminDepositList.path, {
    schema: {
      operationId: 'adminDepositList',
      summary: 'Deposits queue: by status, channel, member and dates, newest first',
      tags,
      querystring: adminDepositListQuerySchema,
      response: { 200: adminDepositListResponseSchema },
    },
    handler: async (request) => {
      await actorFor(request, 'readCashier');
      return deposits.adminList(request.query);
    },
  });

  routes.get(adminApiRoutes.adminDepositDetail.path, {
    schema: {
      operationId: 'adminDepositDetail',
      summary: 'One deposit with its proof image ids',
      tags,
      params: depositIdParamsSchema,
      response: { 200: adminDepositSchema },
    },
    handler: async (request) => {
      await actorFor(request, 'readCashier');
      return deposits.adminDetail(request.params.id);
    },
  });

  routes.post(adminApiRoutes.adminDepositApprove.path, {
    schema: {
      operationId: 'adminDepositApprove',
      summary: 'Approve a pending manual deposit: credits the member once (audited)',
      tags,
      params: depositIdParamsSchema,
      body: adminDepositApproveRequestSchema,
      response: { 200: adminDepositSchema },
    },
    handler: async (request) => {
      const actor = await actorFor(request, 'decideCashier');
      return deposits.approve(request.params.id, request.body.note, actor);
    },
  });

  routes.post(adminApiRoutes.adminDepositReject.path, {
    schema: {
      operationId: 'adminDepositReject',
      summary: 'Reject a pending manual deposit with a reason (audited)',
      tags,
      params: depositIdParamsSchema,
      body: adminDepositRejectRequestSchema,
      response: { 200: adminDepositSchema },
    },
    handler: async (request) => {
      const actor = await actorFor(request, 'decideCashier');
      return deposits.reject(request.params.id, request.body.reason, actor);
    },
  });

  routes.get(adminApiRoutes.adminDepositChannelList.path, {
    schema: {
      operationId: 'adminDepositChannelList',
      summary: 'All deposit channels, enabled or not (secrets never returned)',
      tags,
      response: { 200: adminDepositChannelListResponseSchema },
    },
    handler: async (request) => {
      await actorFor(request, 'readCashier');
      return channels.adminList();
    },
  });

  routes.post(adminApiRoutes.adminDepositChannelCreate.path, {
    schema: {
      operationId: 'adminDepositChannelCreate',
      summary: 'Create a deposit channel (audited)',
      tags,
      body: adminDepositChannelRequestSchema,
      response: { 200: adminDepositChannelSchema },
    },
    handler: async (request) => {
      const actor = await actorFor(request, 'manageChannels');
      return channels.create(request.body, actor);
    },
  });

  routes.put(adminApiRoutes.adminDepositChannelUpdate.path, {
    schema: {
      operationId: 'adminDepositChannelUpdate',
      summary: 'Change a deposit channel: limits, fees, order, enabled, details (audited)',
      tags,
      params: adminDepositChannelParamsSchema,
      body: adminDepositChannelRequestSchema,
      response: { 200: adminDepositChannelSchema },
    },
    handler: async (request) => {
      const actor = await actorFor(request, 'manageChannels');
      return channels.update(request.params.id, request.body, actor);
    },
  });
}
