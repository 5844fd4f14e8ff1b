import type { AdminMemberDetail } from '../../../lib/admin-types';
import { isInFuture } from '../../../lib/format-date';

export type MemberAction = 'lock' | 'unlock' | 'resetPassword' | 'endSessions';

export const minimumReasonLength = 3;
export const maximumReasonLength = 500;

export type ReasonProblem = 'tooShort' | 'tooLong';

/** Every action on a member is audited with a reason a colleague can understand later. */
export function validateReason(reason: string): ReasonProblem | null {
  const trimmed = reason.trim();
  if (trimmed.length < minimumReasonLength) return 'tooShort';
  if (trimmed.length > maximumReasonLength) return 'tooLong';
  return null;
}

export interface MemberActionPermissions {
  lock: boolean;
  resetPassword: boolean;
  endSessions: boolean;
}

/** A member is locked by staff (status) or for a while after failed logins (lockedUntil). */
export function isMemberLocked(
  member: Pick<AdminMemberDetail, 'status' | 'lockedUntil'>,
  nowMs = Date.now(),
) {
  return member.status === 'locked' || isInFuture(member.lockedUntil, nowMs);
}

/** The actions that make sense for this member and that the role may use, in display order. */
export function availableMemberActions(
  member: Pick<AdminMemberDetail, 'status' | 'lockedUntil' | 'activeSessions'>,
  permissions: MemberActionPermissions,
  nowMs = Date.now(),
): MemberAction[] {
  const actions: MemberAction[] = [];
  const locked = isMemberLocked(member, nowMs);
  if (permissions.lock && member.status === 'active' && !locked) actions.push('lock');
  if (permissions.lock && locked) actions.push('unlock');
  if (permissions.resetPassword && member.status !== 'disabled') actions.push('resetPassword');
  if (permissions.endSessions && member.activeSessions.length > 0) actions.push('endSessions');
  return actions;
}
