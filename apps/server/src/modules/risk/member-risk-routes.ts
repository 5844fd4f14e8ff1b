import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import {
  memberFlagRequestSchema,
  memberNoteRequestSchema,
  memberRiskResponseSchema,
} from '@gaming/contracts/member-risk';
import { idParamsSchema } from '@gaming/contracts/staff';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken, clientOf } from '../../platform/request-client.js';
import { type StaffService, staffActor } from '../staff/staff-service.js';
import type { MemberRiskService } from './member-risk-service.js';

const tags = ['Back office: member risk'];
// Notes and flags are typed by people: bounded so a stuck script cannot flood a member's record.
const writeRateLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export function registerMemberRiskRoutes(
  app: FastifyInstance,
  services: { staff: StaffService; risk: MemberRiskService },
): void {
  const { staff, risk } = services;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(adminApiRoutes.adminMemberRisk.path, {
    schema: {
      operationId: 'adminMemberRisk',
      summary: "A member's risk view: money in and out, play, sign-ins, linked accounts, notes and flags",
      tags,
      params: idParamsSchema,
      response: { 200: memberRiskResponseSchema },
    },
    handler: async (request, reply) => {
      await staff.authorize(bearerToken(request), 'readMemberRisk');
      reply.header('cache-control', 'no-store');
      return risk.view(request.params.id);
    },
  });
  routes.post(adminApiRoutes.adminMemberNote.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminMemberNote',
      summary: 'Add a staff note to a member (append-only; audited)',
      tags,
      params: idParamsSchema,
      body: memberNoteRequestSchema,
      response: { 200: memberRiskResponseSchema },
    },
    handler: async (request) => {
      const context = await staff.authorize(bearerToken(request), 'writeMemberNotes');
      const actor = staffActor(context.staff, clientOf(request));
      return risk.addNote(request.params.id, request.body.body, actor, context.staff.id);
    },
  });
  routes.post(adminApiRoutes.adminMemberFlag.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminMemberFlag',
      summary: 'Raise or clear a risk flag on a member, with a reason (audited)',
      tags,
      params: idParamsSchema,
      body: memberFlagRequestSchema,
      response: { 200: memberRiskResponseSchema },
    },
    handler: async (request) => {
      const context = await staff.authorize(bearerToken(request), 'flagMembers');
      const actor = staffActor(context.staff, clientOf(request));
      return risk.setFlag(request.params.id, request.body, actor, context.staff.id);
    },
  });
}
