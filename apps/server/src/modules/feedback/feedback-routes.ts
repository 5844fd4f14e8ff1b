import type { StaffPermission } from '@gaming/contracts/admin-api-routes';
import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { apiRoutes } from '@gaming/contracts/api-routes';
import {
  adminFeedbackAnswerRequestSchema,
  adminFeedbackAssigneesResponseSchema,
  adminFeedbackAssignRequestSchema,
  adminFeedbackDetailSchema,
  adminFeedbackListQuerySchema,
  adminFeedbackListResponseSchema,
  adminFeedbackParamsSchema,
  feedbackDetailParamsSchema,
  feedbackDetailResponseSchema,
  feedbackListQuerySchema,
  feedbackListResponseSchema,
  feedbackRequestSchema,
  feedbackResponseSchema,
} from '@gaming/contracts/feedback';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken, clientOf } from '../../platform/request-client.js';
import type { MemberGuard } from '../auth/member-guard.js';
import { staffActorWithIdOf } from '../staff/staff-actor.js';
import type { StaffService } from '../staff/staff-service.js';
import type { DeskActor, FeedbackDesk } from './feedback-desk.js';
import type { FeedbackService } from './feedback-service.js';

const tags = ['Feedback'];
const adminTags = ['Back office: feedback'];
// A burst guard per address in front of the durable per-IP and per-member limits (feedback-service.ts).
const submitRateLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/** Feedback for guests, members and agents: submit (captcha; guests give a contact), the member's tickets. */
export function registerFeedbackRoutes(
  app: FastifyInstance,
  services: { feedback: FeedbackService; guard: MemberGuard },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { feedback, guard } = services;

  routes.put(apiRoutes.feedback.path, {
    config: submitRateLimit,
    schema: {
      operationId: 'feedback',
      summary:
        'Submit feedback (content trimmed 20..200 characters, sender, type, captcha; a guest gives a contact)',
      tags,
      body: feedbackRequestSchema,
      response: { 200: feedbackResponseSchema },
    },
    handler: async (request) => {
      const member = bearerToken(request) ? (await guard.require(request)).member : null;
      return feedback.submit({ memberId: member?.id ?? null, ip: clientOf(request).ip }, request.body);
    },
  });

  routes.get(apiRoutes.feedbackList.path, {
    schema: {
      operationId: 'feedbackList',
      summary: "The member's own feedback tickets, newest first, with their status",
      tags,
      querystring: feedbackListQuerySchema,
      response: { 200: feedbackListResponseSchema },
    },
    handler: async (request, reply) => {
      const { member } = await guard.require(request);
      reply.header('cache-control', 'no-store');
      return feedback.listOfMember(member.id, request.query);
    },
  });

  routes.get(apiRoutes.feedbackDetail.path, {
    schema: {
      operationId: 'feedbackDetail',
      summary: "One of the member's own tickets with the staff's answers (another member's: not found)",
      tags,
      params: feedbackDetailParamsSchema,
      response: { 200: feedbackDetailResponseSchema },
    },
    handler: async (request, reply) => {
      const { member } = await guard.require(request);
      reply.header('cache-control', 'no-store');
      return feedback.detailOfMember(member.id, request.params.ticketId);
    },
  });
}

/** The back office's feedback queue: readFeedback to read, handleFeedback to assign, answer and close. */
export function registerFeedbackAdminRoutes(
  app: FastifyInstance,
  services: { desk: FeedbackDesk; staff: StaffService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { desk, staff } = services;
  const actorOf = (request: FastifyRequest, permission: StaffPermission): Promise<DeskActor> =>
    staffActorWithIdOf(staff, request, permission);

  routes.get(adminApiRoutes.adminFeedbackList.path, {
    schema: {
      operationId: 'adminFeedbackList',
      summary: 'The feedback queue, newest first, by status, type and assignee (me, none or a staff id)',
      tags: adminTags,
      querystring: adminFeedbackListQuerySchema,
      response: { 200: adminFeedbackListResponseSchema },
    },
    handler: async (request) => desk.list(request.query, await actorOf(request, 'readFeedback')),
  });

  routes.get(adminApiRoutes.adminFeedbackAssignees.path, {
    schema: {
      operationId: 'adminFeedbackAssignees',
      summary: 'Who a ticket can be assigned to: active staff whose role handles feedback',
      tags: adminTags,
      response: { 200: adminFeedbackAssigneesResponseSchema },
    },
    handler: async (request) => {
      await actorOf(request, 'readFeedback');
      return desk.assignees();
    },
  });

  routes.get(adminApiRoutes.adminFeedbackDetail.path, {
    schema: {
      operationId: 'adminFeedbackDetail',
      summary: 'A ticket with its answers and how each reached the submitter',
      tags: adminTags,
      params: adminFeedbackParamsSchema,
      response: { 200: adminFeedbackDetailSchema },
    },
    handler: async (request) => {
      await actorOf(request, 'readFeedback');
      return desk.detail(request.params.id);
    },
  });

  routes.post(adminApiRoutes.adminFeedbackAssign.path, {
    schema: {
      operationId: 'adminFeedbackAssign',
      summary: 'Assign a ticket to yourself (no staffId) or to a staff member who handles feedback (audited)',
      tags: adminTags,
      params: adminFeedbackParamsSchema,
      body: adminFeedbackAssignRequestSchema,
      response: { 200: adminFeedbackDetailSchema },
    },
    handler: async (request) =>
      desk.assign(request.params.id, request.body.staffId, await actorOf(request, 'handleFeedback')),
  });

  routes.post(adminApiRoutes.adminFeedbackAnswer.path, {
    schema: {
      operationId: 'adminFeedbackAnswer',
      summary:
        "Answer a ticket (plain text): a member gets it as a platform message, a guest's e-mail contact by e-mail (audited)",
      tags: adminTags,
      params: adminFeedbackParamsSchema,
      body: adminFeedbackAnswerRequestSchema,
      response: { 200: adminFeedbackDetailSchema },
    },
    handler: async (request) =>
      desk.answer(request.params.id, request.body.body, await actorOf(request, 'handleFeedback')),
  });

  routes.post(adminApiRoutes.adminFeedbackClose.path, {
    schema: {
      operationId: 'adminFeedbackClose',
      summary: 'Close a ticket (audited)',
      tags: adminTags,
      params: adminFeedbackParamsSchema,
      response: { 200: adminFeedbackDetailSchema },
    },
    handler: async (request) => desk.close(request.params.id, await actorOf(request, 'handleFeedback')),
  });
}
