import { type StaffPermission, staffPermissions } from '@gaming/contracts/admin-api-routes';
import { isAgentType } from '@gaming/contracts/auth';
import type { MemberGuard } from './modules/auth/member-guard.js';
import type { StaffService } from './modules/staff/staff-service.js';
import { AppError } from './platform/errors.js';
import { bearerToken } from './platform/request-client.js';
import type { Authenticators } from './platform/route-access.js';

type StaffLevel = StaffPermission | 'signedIn' | 'changePassword';

function staffPermissionOf(declared: string | undefined): StaffLevel {
  if (declared === undefined || declared === 'signedIn' || declared === 'changePassword')
    return declared ?? 'signedIn';
  if (declared in staffPermissions) return declared as StaffPermission;
  throw new Error(`route access: unknown staff permission ${declared}`);
}

// Passed as values, not literals: MemberGuard (auth/member-guard.ts, issue 20 H3) reads allowRestricted to
// let a restricted session (self-excluded with money left) reach only these operations.
const restrictedAllowed = { allowTrial: false, allowRestricted: true };
const restrictedOrTrialAllowed = { allowTrial: true, allowRestricted: true };

/**
 * How each declared access level is proved before validation (platform/route-access.ts). A staff
 * operation's declared permission is checked here, before validation, and again by its handler.
 */
export function routeAuthenticators(guard: MemberGuard, staff: StaffService): Authenticators {
  return {
    guestOrMember: async (request) => (bearerToken(request) ? guard.require(request) : undefined),
    guestMemberOrTrial: async (request) =>
      bearerToken(request) ? guard.require(request, { allowTrial: true }) : undefined,
    member: (request) => guard.require(request),
    memberOrTrial: (request) => guard.require(request, { allowTrial: true }),
    memberRestricted: (request) => guard.require(request, restrictedAllowed),
    memberRestrictedOrTrial: (request) => guard.require(request, restrictedOrTrialAllowed),
    // The member's type is read afresh with the session on every request: a demoted agent is out at once.
    agent: async (request) => {
      const context = await guard.require(request);
      if (!isAgentType(context.member.type)) throw new AppError('non_agent_login');
      return context;
    },
    staff: (request, declaration) =>
      staff.authorize(bearerToken(request), staffPermissionOf(declaration.staffPermission)),
  };
}
