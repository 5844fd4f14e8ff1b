import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { apiRoutes } from '@gaming/contracts/api-routes';
import type { OperationAccess, RouteDeclaration } from '@gaming/contracts/operation-access';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call a route that is not in the route tables (tests' own routes); table routes declare it there. */
    access?: OperationAccess;
  }
}

/** Proves the caller may reach an operation of one access level, or throws the AppError to answer. */
export type Authenticator = (request: FastifyRequest, declaration: AccessDeclaration) => Promise<unknown>;

export type AccessDeclaration = Pick<RouteDeclaration, 'access' | 'staffPermission'>;

/** The access levels the server proves itself before validation; the others are checked where they live. */
export type Authenticators = Record<
  | 'guestOrMember'
  | 'guestMemberOrTrial'
  | 'member'
  | 'memberOrTrial'
  | 'memberRestricted'
  | 'memberRestrictedOrTrial'
  | 'agent'
  | 'staff',
  Authenticator
>;

const authenticatedLevels = new Set<OperationAccess>([
  'guestOrMember',
  'guestMemberOrTrial',
  'member',
  'memberOrTrial',
  'memberRestricted',
  'memberRestrictedOrTrial',
  'agent',
  'staff',
]);

const declarations: Record<string, RouteDeclaration> = { ...apiRoutes, ...adminApiRoutes };

/** API paths that are not operations of the tables: the API's own documentation, public by nature. */
const documentationPaths = [/^\/api\/docs(\/|$)/, /^\/api\/openapi\.json$/];

function methodsOf(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

/** The declared access of a route; throws at start-up for an API route that declares none. */
function accessOf(route: RouteOptions): AccessDeclaration | undefined {
  const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
  const declaration = operationId ? declarations[operationId] : undefined;
  if (declaration) {
    const methodMatches = methodsOf(route).every(
      (method) => method === declaration.method || (method === 'HEAD' && declaration.method === 'GET'),
    );
    if (!methodMatches || route.url !== declaration.path)
      throw new Error(
        `Route ${methodsOf(route)} ${route.url} uses operationId ${operationId} of ${declaration.method} ${declaration.path}`,
      );
    return declaration;
  }
  if (route.config?.access) return { access: route.config.access };
  if (!route.url.startsWith('/api/') || documentationPaths.some((pattern) => pattern.test(route.url)))
    return undefined;
  throw new Error(
    `Route ${methodsOf(route)} ${route.url} declares no access: add it to the route tables in packages/contracts (operation-access.ts)`,
  );
}

function withHook(existing: RouteOptions['onRequest'], hook: onRequestHookHandler): onRequestHookHandler[] {
  if (!existing) return [hook];
  return [...(Array.isArray(existing) ? existing : [existing]), hook];
}

/**
 * Authenticates every protected route per its declared access before its body is read or anything is
 * validated (a route-level onRequest hook, so the rate limits and the site's access guard still come
 * first). Register before any route; hand over the authenticators once the account services exist.
 */
export function registerRouteAccess(app: FastifyInstance): {
  authenticateWith: (given: Authenticators) => void;
} {
  let authenticators: Authenticators | undefined;
  app.addHook('onRoute', (route) => {
    const declaration = accessOf(route);
    if (!declaration || !authenticatedLevels.has(declaration.access)) return;
    const level = declaration.access as keyof Authenticators;
    route.onRequest = withHook(route.onRequest, async (request) => {
      if (!authenticators) throw new Error('route access: no authenticators were given');
      await authenticators[level](request, declaration);
    });
  });
  app.addHook('onReady', async () => {
    if (!authenticators) throw new Error('route access: no authenticators were given');
  });
  return {
    authenticateWith: (given) => {
      authenticators = given;
    },
  };
}
