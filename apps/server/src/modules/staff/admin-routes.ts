import { adminApiRoutes, type StaffPermission } from '@gaming/contracts/admin-api-routes';
import { messageResponseSchema } from '@gaming/contracts/auth';
import {
  adminMemberActionRequestSchema,
  adminMemberDetailSchema,
  adminMemberSearchQuerySchema,
  adminMemberSearchResponseSchema,
  adminPasswordResetResponseSchema,
  auditQuerySchema,
  auditResponseSchema,
  idParamsSchema,
  outboxQuerySchema,
  outboxResponseSchema,
  staffChangePasswordRequestSchema,
  staffCreatedResponseSchema,
  staffCreateRequestSchema,
  staffLoginRequestSchema,
  staffLoginResponseSchema,
  staffMeResponseSchema,
  staffSummarySchema,
  staffTotpResetResponseSchema,
  staffUpdateRequestSchema,
} from '@gaming/contracts/staff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, clientOf } from '../../platform/request-client.js';
import type { AuditService } from '../audit/audit-service.js';
import type { MemberAdministration } from '../members/member-administration.js';
import type { MessagingService } from '../messaging/messaging-service.js';
import { type StaffService, staffActor, toStaffSummary } from './staff-service.js';

export type AdminRouteServices = {
  staff: StaffService;
  memberAdministration: MemberAdministration;
  messaging: MessagingService;
  audit: AuditService;
};

const tags = ['Back office'];
const loginRateLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

export function registerAdminRoutes(app: FastifyInstance, services: AdminRouteServices): void {
  registerStaffSessionRoutes(app, services);
  registerStaffManagementRoutes(app, services);
  registerMemberAdministrationRoutes(app, services);
  registerRecordRoutes(app, services);
}

function authorize(
  services: AdminRouteServices,
  request: FastifyRequest,
  permission: StaffPermission | 'signedIn' | 'changePassword',
) {
  return services.staff.authorize(bearerToken(request), permission);
}

function registerStaffSessionRoutes(app: FastifyInstance, services: AdminRouteServices): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(adminApiRoutes.staffLogin.path, {
    config: loginRateLimit,
    schema: {
      operationId: 'staffLogin',
      summary: 'Staff sign-in: password and TOTP code',
      tags,
      body: staffLoginRequestSchema,
      response: { 200: staffLoginResponseSchema },
    },
    handler: async (request) => services.staff.login(request.body, clientOf(request)),
  });
  routes.delete(adminApiRoutes.staffLogout.path, {
    schema: {
      operationId: 'staffLogout',
      summary: 'End the staff session',
      tags,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      await services.staff.logout(await authorize(services, request, 'changePassword'), clientOf(request));
      return { message: 'Signed out.' };
    },
  });
  routes.get(adminApiRoutes.staffMe.path, {
    schema: {
      operationId: 'staffMe',
      summary: 'The signed-in staff member',
      tags,
      response: { 200: staffMeResponseSchema },
    },
    handler: async (request) => {
      const { staff } = await authorize(services, request, 'changePassword');
      return { staff: toStaffSummary(staff), passwordChangeRequired: staff.password_must_change };
    },
  });
  routes.post(adminApiRoutes.staffChangePassword.path, {
    schema: {
      operationId: 'staffChangePassword',
      summary: 'Change the staff password',
      tags,
      body: staffChangePasswordRequestSchema,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      await services.staff.changePassword(
        await authorize(services, request, 'changePassword'),
        request.body,
        clientOf(request),
      );
      return { message: 'Password changed.' };
    },
  });
}

function registerStaffManagementRoutes(app: FastifyInstance, services: AdminRouteServices): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(adminApiRoutes.staffList.path, {
    schema: {
      operationId: 'staffList',
      summary: 'All staff accounts',
      tags,
      response: { 200: z.object({ staff: z.array(staffSummarySchema) }) },
    },
    handler: async (request) => {
      await authorize(services, request, 'manageStaff');
      return { staff: await services.staff.list() };
    },
  });
  routes.post(adminApiRoutes.staffCreate.path, {
    schema: {
      operationId: 'staffCreate',
      summary: 'Create a staff account (temporary password and TOTP secret shown once)',
      tags,
      body: staffCreateRequestSchema,
      response: { 200: staffCreatedResponseSchema },
    },
    handler: async (request) => {
      const context = await authorize(services, request, 'manageStaff');
      return services.staff.create(request.body, staffActor(context.staff, clientOf(request)));
    },
  });
  routes.patch(adminApiRoutes.staffUpdate.path, {
    schema: {
      operationId: 'staffUpdate',
      summary: 'Change a staff role or status',
      tags,
      params: idParamsSchema,
      body: staffUpdateRequestSchema,
      response: { 200: staffSummarySchema },
    },
    handler: async (request) => {
      const context = await authorize(services, request, 'manageStaff');
      return services.staff.update(request.params.id, request.body, context, clientOf(request));
    },
  });
  routes.post(adminApiRoutes.staffTotpReset.path, {
    schema: {
      operationId: 'staffTotpReset',
      summary: 'Issue a new TOTP secret (shown once)',
      tags,
      params: idParamsSchema,
      response: { 200: staffTotpResetResponseSchema },
    },
    handler: async (request) => {
      const context = await authorize(services, request, 'manageStaff');
      return services.staff.resetTotp(request.params.id, context, clientOf(request));
    },
  });
}

function registerMemberAdministrationRoutes(app: FastifyInstance, services: AdminRouteServices): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const administration = services.memberAdministration;
  routes.get(adminApiRoutes.adminMemberSearch.path, {
    schema: {
      operationId: 'adminMemberSearch',
      summary: 'Search members',
      tags,
      querystring: adminMemberSearchQuerySchema,
      response: { 200: adminMemberSearchResponseSchema },
    },
    handler: async (request) => {
      await authorize(services, request, 'searchMembers');
      return administration.search(request.query);
    },
  });
  routes.get(adminApiRoutes.adminMemberDetail.path, {
    schema: {
      operationId: 'adminMemberDetail',
      summary: 'A member with sessions, known IPs and lock state',
      tags,
      params: idParamsSchema,
      response: { 200: adminMemberDetailSchema },
    },
    handler: async (request) => {
      await authorize(services, request, 'searchMembers');
      return administration.detail(request.params.id);
    },
  });
  const action = (
    operationId: string,
    path: string,
    permission: StaffPermission,
    summary: string,
    run: (id: string, reason: string, actor: ReturnType<typeof staffActor>) => Promise<unknown>,
    response: z.ZodType,
  ) => {
    routes.post(path, {
      schema: {
        operationId,
        summary,
        tags,
        params: idParamsSchema,
        body: adminMemberActionRequestSchema,
        response: { 200: response },
      },
      handler: async (request) => {
        const context = await authorize(services, request, permission);
        return run(request.params.id, request.body.reason, staffActor(context.staff, clientOf(request)));
      },
    });
  };
  action(
    'adminMemberLock',
    adminApiRoutes.adminMemberLock.path,
    'lockMembers',
    'Lock a member (ends their sessions)',
    (id, reason, actor) => administration.setLocked(id, true, reason, actor),
    adminMemberDetailSchema,
  );
  action(
    'adminMemberUnlock',
    adminApiRoutes.adminMemberUnlock.path,
    'lockMembers',
    'Unlock a member',
    (id, reason, actor) => administration.setLocked(id, false, reason, actor),
    adminMemberDetailSchema,
  );
  action(
    'adminMemberResetPassword',
    adminApiRoutes.adminMemberResetPassword.path,
    'resetMemberPasswords',
    'Reset a member password to a temporary one',
    (id, reason, actor) => administration.resetPassword(id, reason, actor),
    adminPasswordResetResponseSchema,
  );
  action(
    'adminMemberEndSessions',
    adminApiRoutes.adminMemberEndSessions.path,
    'endMemberSessions',
    'End all sessions of a member',
    (id, reason, actor) => administration.endSessions(id, reason, actor),
    adminMemberDetailSchema,
  );
}

function registerRecordRoutes(app: FastifyInstance, services: AdminRouteServices): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(adminApiRoutes.adminOutbox.path, {
    schema: {
      operationId: 'adminOutbox',
      summary: 'Mails and SMS kept in the outbox',
      tags,
      querystring: outboxQuerySchema,
      response: { 200: outboxResponseSchema },
    },
    handler: async (request) => {
      await authorize(services, request, 'readOutbox');
      const { rows, total } = await services.messaging.list(request.query);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          channel: row.channel,
          recipient: row.recipient,
          subject: row.subject,
          body: row.body,
          status: row.status,
          createdAt: new Date(row.created_at).toISOString(),
        })),
        pageInfo: { page: request.query.page, pageSize: request.query.pageSize, total },
      };
    },
  });
  routes.get(adminApiRoutes.adminAudit.path, {
    schema: {
      operationId: 'adminAudit',
      summary: 'The audit log',
      tags,
      querystring: auditQuerySchema,
      response: { 200: auditResponseSchema },
    },
    handler: async (request) => {
      await authorize(services, request, 'readAudit');
      const { entries, total } = await services.audit.list(request.query);
      return {
        entries: entries.map((entry) => ({ ...entry, createdAt: new Date(entry.createdAt).toISOString() })),
        pageInfo: { page: request.query.page, pageSize: request.query.pageSize, total },
      };
    },
  });
}
