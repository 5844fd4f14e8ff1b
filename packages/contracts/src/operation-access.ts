/**
 * Who may call an operation. Every entry of the route tables (api-routes.ts, admin-api-routes.ts)
 * declares one; the server authenticates the caller per this declaration before it parses or validates
 * anything else of the request, so a guest learns nothing about a protected operation's input. Handlers
 * still check what depends on the request (a staff role's permission, whose data it is).
 * Zod-free: the back office imports the route tables.
 */
export const operationAccessLevels = [
  /** Anyone; nothing is authenticated first (a handler may still read a token it needs for a filter). */
  'public',
  /** A guest, or with a session token a real member: a bad token is 401, a trial account 403. */
  'guestOrMember',
  /** A signed-in member with a real account; a trial account gets in_need_true_account (403). */
  'member',
  /** A signed-in member, trial accounts included. */
  'memberOrTrial',
  /**
   * A signed-in member with a real account, also with a restricted session (issue 20: self-excluded, on a
   * break or closed but with money or an open withdrawal): only withdrawals, KYC and the return request.
   */
  'memberRestricted',
  /** As memberOrTrial, and a restricted session too (issue 20: memberInfo and logout). */
  'memberRestrictedOrTrial',
  /**
   * A signed-in agent (member types 1, 2, 41, 42; issue 15): a trial account gets in_need_true_account,
   * any other member non_agent_login (403). The handler still scopes what it reads to the agent's team.
   */
  'agent',
  /**
   * A guest, or with a session token any member, trial accounts included (a bad token is 401): the
   * handler decides what each may do (gameLaunch: a free trial for guests and trial accounts).
   */
  'guestMemberOrTrial',
  /** A signed-in staff member; the handler checks the role's permission (staffPermissions). */
  'staff',
  /** A game vendor's HMAC signature over the raw body, checked before the body is parsed. */
  'vendorSigned',
  /** The payment gateway's HMAC signature over the raw body, checked before the body is parsed. */
  'gatewaySigned',
  /** A WebSocket: the first message carries the member's session token (a plain GET answers 426). */
  'memberSocket',
] as const;

export type OperationAccess = (typeof operationAccessLevels)[number];

export type RouteDeclaration = {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly access: OperationAccess;
  /** For `staff`: the permission (admin-api-routes.ts staffPermissions) proved before validation. */
  readonly staffPermission?: string;
};
