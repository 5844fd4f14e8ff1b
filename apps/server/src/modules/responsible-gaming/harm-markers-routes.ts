import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import {
  adminHarmMarkerReviewRequestSchema,
  adminHarmMarkersQuerySchema,
  adminHarmMarkersResponseSchema,
  adminMemberComplianceSchema,
  harmMarkerSchema,
  rgInteractionRequestSchema,
  rgInteractionSchema,
} from '@gaming/contracts/harm-markers';
import { idParamsSchema } from '@gaming/contracts/staff';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken } from '../../platform/request-client.js';
import { staffActorWithIdOf } from '../staff/staff-actor.js';
import type { StaffService } from '../staff/staff-service.js';
import type { HarmMarkersService } from './harm-markers-service.js';
import type { InteractionsService } from './interactions-service.js';
import type { MemberComplianceService } from './member-compliance-service.js';

const tags = ['Back office'];

export function registerHarmMarkersRoutes(
  app: FastifyInstance,
  services: {
    markers: HarmMarkersService;
    interactions: InteractionsService;
    compliance: MemberComplianceService;
    staff: StaffService;
  },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { markers, interactions, compliance, staff } = services;

  routes.get(adminApiRoutes.adminHarmMarkers.path, {
    schema: {
      operationId: 'adminHarmMarkers',
      summary: 'Markers of harm, newest first, by rule, status and time',
      tags,
      querystring: adminHarmMarkersQuerySchema,
      response: { 200: adminHarmMarkersResponseSchema },
    },
    handler: async (request) => {
      await staff.authorize(bearerToken(request), 'readCompliance');
      const { markers: rows, total } = await markers.list(request.query);
      return {
        markers: rows,
        pageInfo: { page: request.query.page, pageSize: request.query.pageSize, total },
      };
    },
  });

  routes.post(adminApiRoutes.adminHarmMarkerReview.path, {
    schema: {
      operationId: 'adminHarmMarkerReview',
      summary: 'Review an open marker, recording what was done as an interaction',
      tags,
      params: idParamsSchema,
      body: adminHarmMarkerReviewRequestSchema,
      response: { 200: harmMarkerSchema },
    },
    handler: async (request) => {
      const actor = await staffActorWithIdOf(staff, request, 'recordInteractions');
      return markers.review(actor, request.params.id, request.body);
    },
  });

  routes.post(adminApiRoutes.adminMemberInteractionAdd.path, {
    schema: {
      operationId: 'adminMemberInteractionAdd',
      summary: "Record a call, email, message, restriction or note in the member's interaction log",
      tags,
      params: idParamsSchema,
      body: rgInteractionRequestSchema,
      response: { 200: rgInteractionSchema },
    },
    handler: async (request) => {
      const actor = await staffActorWithIdOf(staff, request, 'recordInteractions');
      return interactions.add(actor, request.params.id, request.body);
    },
  });

  routes.get(adminApiRoutes.adminMemberCompliance.path, {
    schema: {
      operationId: 'adminMemberCompliance',
      summary: "The member's limits, exclusions, register checks, KYC, AML flags, markers and interactions",
      tags,
      params: idParamsSchema,
      response: { 200: adminMemberComplianceSchema },
    },
    handler: async (request) => {
      await staff.authorize(bearerToken(request), 'readCompliance');
      return compliance.of(request.params.id);
    },
  });
}
