import type { StaffPermission } from '@gaming/contracts/admin-api-routes';
import type { FastifyRequest } from 'fastify';
import { bearerToken, clientOf } from '../../platform/request-client.js';
import type { AuditActor } from '../audit/audit-service.js';
import { type StaffService, staffActor } from './staff-service.js';

/** A staff member acting, as the services that keep who did what take it: the id and the audit actor. */
export type StaffActorWithId = { staffId: string; audit: AuditActor };

/**
 * Who makes a staff request, as the audit log records them: the session's staff member, once the
 * session is checked for `permission` (refused with unauthorized or forbidden otherwise), at the
 * request's address.
 */
export async function staffActorOf(
  staff: StaffService,
  request: FastifyRequest,
  permission: StaffPermission,
): Promise<AuditActor> {
  const context = await staff.authorize(bearerToken(request), permission);
  return staffActor(context.staff, clientOf(request));
}

/** staffActorOf with the staff member's id, for services that record the id beside the audit entry. */
export async function staffActorWithIdOf(
  staff: StaffService,
  request: FastifyRequest,
  permission: StaffPermission,
): Promise<StaffActorWithId> {
  const context = await staff.authorize(bearerToken(request), permission);
  return { staffId: context.staff.id, audit: staffActor(context.staff, clientOf(request)) };
}
