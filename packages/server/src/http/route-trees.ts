import { isUuid } from '@lonsam/domain/validation/identifier';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { isOperatorOf } from '../access/operator-scope.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';
import { requireSession, requireSessionHook } from './require-session.ts';

/**
 * The four route trees of the API (docs/architecture.md):
 * - `public`: the root itself — login, sign-up, password reset, health, BankID sign-in, docs, web app;
 * - `signed-in`: every route needs a session (`requireSession`);
 * - `employer`: `/employer/:employerId/...` behind the employer-scope guard (http/employer-scope-guard.ts);
 * - `operator`: `/tenant-manager/:tenantManagerId/...` behind the operator guard.
 * A tree is an encapsulated Fastify instance whose guard hook applies to every route registered in it,
 * so a module cannot forget its guard: it only chooses its tree.
 */
export type RouteTree = 'public' | 'signed-in' | 'employer' | 'operator';

// On the tree's Fastify instance; plugins registered inside inherit it through the prototype chain.
const TREE = Symbol('lonsam.routeTree');

/** Marks an encapsulated instance as a tree; called by the guard that makes it one. */
export function markRouteTree(instance: FastifyInstance, tree: RouteTree): void {
  const current = routeTreeOf(instance);
  if (current !== 'public' && current !== tree) {
    throw new Error(`A ${tree} tree cannot sit inside the ${current} tree`);
  }
  Object.defineProperty(instance, TREE, { value: tree, enumerable: false });
}

export function routeTreeOf(instance: FastifyInstance): RouteTree {
  return (instance as unknown as { [TREE]?: RouteTree })[TREE] ?? 'public';
}

export type DeclaredRoute = { method: string; url: string; tree: RouteTree };
// Routes are static, so one list serves every app instance: tests walk each tree's routes.
const declaredRoutes = new Map<string, DeclaredRoute>();

/** Every route registered since the tree check was installed, with its tree; with `app`, only that app's. */
export function listRoutesByTree(app?: FastifyInstance): DeclaredRoute[] {
  const routes = [...declaredRoutes.values()];
  return app ? routes.filter(({ method, url }) => app.hasRoute({ method: method as 'GET', url })) : routes;
}

// The path parameters that name a scope, and the tree whose guard checks the caller against it.
const SCOPE_PARAMETERS = [
  { parameter: ':employerId', tree: 'employer' },
  { parameter: ':tenantManagerId', tree: 'operator' },
] as const;

/** Why a route may not sit in that tree, or undefined when it may. */
export function findMisplacement(url: string, tree: RouteTree): string | undefined {
  const parameters = new Set(url.split('/').filter((segment) => segment.startsWith(':')));
  for (const scope of SCOPE_PARAMETERS) {
    if (parameters.has(scope.parameter) && tree !== scope.tree) {
      return `has ${scope.parameter} but sits in the ${tree} tree: register it in the ${scope.tree} tree, whose guard checks the caller against it`;
    }
    if (tree === scope.tree && !parameters.has(scope.parameter)) {
      return `sits in the ${tree} tree without a ${scope.parameter} parameter for its guard`;
    }
  }
  return undefined;
}

/**
 * Refuses to start (registration throws, so `app.ready()` and `buildApp` reject) when a route naming
 * an employer or tenant manager in its path sits outside the tree that guards it. Install it on the
 * root before any route.
 */
export function installRouteTreeCheck(app: FastifyInstance): void {
  app.addHook('onRoute', function checkRouteTree(this: FastifyInstance, route: RouteOptions) {
    const tree = routeTreeOf(this);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const misplacement = findMisplacement(route.url, tree);
    if (misplacement) throw new Error(`Route ${methods.join(',')} ${route.url} ${misplacement}`);
    for (const method of methods)
      declaredRoutes.set(`${method} ${route.url}`, { method, url: route.url, tree });
  });
}

/** Makes an encapsulated instance the signed-in tree: 401 before anything else without a session. */
export function guardSignedInTree(tree: FastifyInstance): void {
  markRouteTree(tree, 'signed-in');
  tree.addHook('onRequest', requireSessionHook);
}

/**
 * Makes an encapsulated instance the operator tree: a session (401), then an identity listed as
 * operator of the tenant manager in the path (403, no data) — on request, before the body is parsed
 * or validated, so a stranger learns nothing from a 400 either.
 */
export function guardOperatorTree(tree: FastifyInstance, options: { db: Kysely<Database> }): void {
  markRouteTree(tree, 'operator');
  tree.addHook('onRequest', async (request: FastifyRequest, reply) => {
    await requireSession(request, reply);
    const { tenantManagerId } = request.params as { tenantManagerId?: string };
    if (!tenantManagerId || !isUuid(tenantManagerId)) throw operatorForbidden();
    if (!(await isOperatorOf(options.db, request.identity!.id, tenantManagerId))) throw operatorForbidden();
  });
}

function operatorForbidden(): AppError {
  return new AppError({
    status: 403,
    code: 'TENANT_MANAGER_FORBIDDEN',
    detail: 'Only operators of this tenant manager may use it.',
  });
}
