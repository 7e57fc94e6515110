import { EMPLOYER_IDENTITY_ROLE_HEADER } from '@lonsam/domain/constants/client-limits';
import { getAccess } from '@lonsam/domain/privileges/access-check';
import { limitToHeld } from '@lonsam/domain/privileges/privilege-groups';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuthenticateApiToken } from '../access/api-token-caller.ts';
import {
  checkEmployerAccess,
  type EmployerAccess,
  type EmployerScope,
  type LoadPrivileges,
  resolveEmployerScope,
} from '../access/employer-scope.ts';
import { findReadCache } from '../cache/app-read-cache.ts';
import type { Database } from '../db/schema.ts';
import { apiTokenNotAllowed, isTokenRoute, readBearerToken } from './api-token-guard.ts';
import { requireSession } from './require-session.ts';
import { markRouteTree } from './route-trees.ts';

export type EmployerScopeOptions = {
  db: Kysely<Database>;
  /** Privilege-group mode plugs in here; packaging mode (in the guard's one statement) by default. */
  loadPrivileges?: LoadPrivileges;
  /** Personal API tokens (`Authorization: Bearer`); without it a Bearer request is refused (403). */
  authenticateApiToken?: AuthenticateApiToken;
  now?: () => Date;
};

declare module 'fastify' {
  interface FastifyRequest {
    employerScope: EmployerScope | null;
  }
  interface FastifyContextConfig {
    employerAccess?: EmployerAccess;
  }
}

const ROLE_HEADER = EMPLOYER_IDENTITY_ROLE_HEADER.toLowerCase();

export type DeclaredEmployerRoute = {
  method: string;
  url: string;
  employerAccess: EmployerAccess | undefined;
};
// The same for every app instance (routes are static), so tests can walk every guarded route.
const declaredRoutes = new Map<string, DeclaredEmployerRoute>();

/**
 * Every route registered behind the guard so far (method and URL with `:params`); with `app`, only
 * those that app serves (test files of one worker build apps with extra routes of their own).
 */
export function listEmployerScopedRoutes(app?: FastifyInstance): DeclaredEmployerRoute[] {
  const routes = [...declaredRoutes.values()];
  return app ? routes.filter(({ method, url }) => app.hasRoute({ method: method as 'GET', url })) : routes;
}

/**
 * The employer-scope guard, which makes an encapsulated plugin the employer tree (http/route-trees.ts).
 * Call it first thing inside that plugin; every route the plugin then registers must have `:employerId` in its path and declare `config.employerAccess`
 * (registration fails otherwise), and each request passes, before validation and handler:
 * 1. a signed-in session (401);
 * 2. an `Employer-Identity-Role` header naming a role of the signed-in identity for the employer in
 *    the path (403 `EMPLOYER_ROLE_FORBIDDEN`, no data);
 * 3. the declared privilege in the employer's active packaging for that role (403 `PRIVILEGE_MISSING`).
 *
 * ```ts
 * await app.register(async (scoped) => {
 *   installEmployerScope(scoped, { db });
 *   scoped.get('/employer/:employerId/things', { config: { employerAccess: { privilege: 'X.Y', access: 'read' } } }, handler);
 * }, { prefix: '/api' });
 * ```
 */
export function installEmployerScope(app: FastifyInstance, options: EmployerScopeOptions): void {
  const loadPrivileges = options.loadPrivileges;
  const now = options.now ?? (() => new Date());
  const cache = findReadCache(app);
  markRouteTree(app, 'employer');
  if (!app.hasRequestDecorator('employerScope')) app.decorateRequest('employerScope', null);
  if (!app.hasRequestDecorator('apiTokenId')) app.decorateRequest('apiTokenId', null);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      declaredRoutes.set(`${method} ${route.url}`, {
        method,
        url: route.url,
        employerAccess: route.config?.employerAccess,
      });
    }
    if (!route.url.includes(':employerId')) {
      throw new Error(`Employer-scoped route ${route.method} ${route.url} has no :employerId parameter`);
    }
    if (!route.config?.employerAccess) {
      throw new Error(`Employer-scoped route ${route.method} ${route.url} declares no config.employerAccess`);
    }
    // /api/docs: which routes a personal API token may call (bearerAuth in app.ts).
    const security: Record<string, string[]>[] = isTokenRoute(
      route.url,
      route.config.employerAccess,
      route.config,
    )
      ? [{ sessionCookie: [] }, { bearerAuth: [] }]
      : [{ sessionCookie: [] }];
    route.schema = { ...route.schema, security };
  });

  // Before body validation: a stranger learns nothing about a route's body from a 400.
  app.addHook('preValidation', async (request, reply) => {
    const bearer = readBearerToken(request);
    if (bearer !== undefined) {
      request.employerScope = await resolveTokenScope(request, bearer);
      return;
    }
    await requireSession(request, reply);
    const header = request.headers[ROLE_HEADER];
    const scope = await resolveEmployerScope(options.db, {
      employerId: (request.params as { employerId?: string }).employerId ?? '',
      identityId: request.identity!.id,
      roleId: typeof header === 'string' ? header.trim() : '',
      now: now(),
      loadPrivileges,
      cache,
    });
    checkEmployerAccess(scope, request.routeOptions.config.employerAccess);
    request.employerScope = scope;
  });

  // A token acts for its owner's role with the token's privileges, never more than the role holds now.
  // No session and so no CSRF token: a cross-site page cannot set an Authorization header.
  async function resolveTokenScope(request: FastifyRequest, token: string): Promise<EmployerScope> {
    const config = request.routeOptions.config;
    if (
      !options.authenticateApiToken ||
      !isTokenRoute(request.routeOptions.url ?? '', config.employerAccess, config)
    )
      throw apiTokenNotAllowed();
    const caller = await options.authenticateApiToken(token, {
      address: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    const employerId = ((request.params as { employerId?: string }).employerId ?? '').toLowerCase();
    if (employerId !== caller.employerId) throw apiTokenNotAllowed();
    request.identity = caller.identity;
    request.apiTokenId = caller.tokenId;
    const held = await resolveEmployerScope(options.db, {
      employerId,
      identityId: caller.identity.id,
      roleId: caller.roleId,
      now: now(),
      loadPrivileges,
      cache,
    });
    const scope = {
      ...held,
      privileges: limitToHeld(caller.privileges, (id) => getAccess(held.privileges, id)),
    };
    checkEmployerAccess(scope, config.employerAccess);
    return scope;
  }
}
