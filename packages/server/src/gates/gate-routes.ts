import type { FastifyInstance } from 'fastify';
import { listRoutesByTree, type RouteTree } from '../http/route-trees.ts';

/** One method of one registered route, as Fastify's registry has it (`:name` parameters). */
export type GateRoute = { method: string; url: string; tree: RouteTree };

/**
 * Every route and method the app serves, from the route-tree check's `onRoute` registry: a route is
 * in the gates the day it is registered. HEAD routes Fastify adds for each GET are in it too.
 */
export function listGateRoutes(app: FastifyInstance): GateRoute[] {
  return listRoutesByTree(app)
    .map(({ method, url, tree }) => ({ method, url, tree }))
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}

export function describeRoute(route: Pick<GateRoute, 'method' | 'url'>): string {
  return `${route.method} ${route.url}`;
}

/** The path parameter names of a route URL (`*` for a wildcard). */
export function listPathParameters(url: string): string[] {
  return url
    .split('/')
    .filter((segment) => segment.startsWith(':') || segment === '*')
    .map((segment) => (segment === '*' ? '*' : segment.slice(1)));
}

/** `METHOD url: :name` for each parameter of a route that the values do not map. */
export function findUnmappedParameters(
  routes: readonly GateRoute[],
  values: Record<string, string>,
): string[] {
  return routes.flatMap((route) =>
    listPathParameters(route.url)
      .filter((name) => name !== '*' && values[name] === undefined)
      .map((name) => `${describeRoute(route)}: :${name}`),
  );
}

/**
 * The routes whose every parameter has a value: the checks send only these (a route naming an
 * object the fixture lacks fails the fixture's own test instead, listed by `findUnmappedParameters`).
 */
export function listMappedRoutes(routes: readonly GateRoute[], values: Record<string, string>): GateRoute[] {
  return routes.filter((route) => findUnmappedParameters([route], values).length === 0);
}

/** The URL with each parameter replaced by its value (URL-encoded); a wildcard becomes `wildcard`. */
export function fillPath(url: string, values: Record<string, string>, wildcard = 'index.html'): string {
  return url
    .split('/')
    .map((segment) => {
      if (segment === '*') return wildcard;
      if (!segment.startsWith(':')) return segment;
      const value = values[segment.slice(1)];
      if (value === undefined) throw new Error(`no value for ${segment} in ${url}`);
      return encodeURIComponent(value);
    })
    .join('/');
}

/** Which of the texts a response body contains. */
export function findSecrets(body: string, secrets: readonly string[]): string[] {
  return secrets.filter((secret) => secret !== '' && body.includes(secret));
}

export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
