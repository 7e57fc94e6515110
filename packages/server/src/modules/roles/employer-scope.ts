import { EMPLOYER_IDENTITY_ROLE_HEADER } from '@lonsam/domain/constants/client-limits';
import {
  hasPrivilege,
  listMissingPrivileges,
  type PrivilegeSourceEntry,
} from '@lonsam/domain/privileges/access-check';
import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import { isUuid } from '@lonsam/domain/validation/identifier';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { findReadCache } from '../../cache/app-read-cache.ts';
import type { ReadCache } from '../../cache/read-cache.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { requireSession } from '../auth/auth-plugin.ts';
import type { EmployerRole } from '../employer/employer-tables.ts';
import { loadCallerScope } from './load-caller-scope.ts';

/**
 * What an employer-scoped route needs, declared in its `config.employerAccess`:
 * - `{ privilege, access }`: the caller's role must hold the privilege (or any one of a list), with
 *   write access for `access: 'write'`;
 * - `'role'`: any role of the employer will do (e.g. the role's own privilege list).
 */
export type EmployerAccess =
  | { privilege: PrivilegeId | readonly PrivilegeId[]; access: 'read' | 'write' }
  | 'role';

/** What the guard found out about the caller, on `request.employerScope` in the handler. */
export type EmployerScope = {
  employerId: string;
  roleId: string;
  role: EmployerRole;
  employmentId: string | null;
  /** The employer's active packaging (latest validFrom before now), null if none has started. */
  packagingId: string | null;
  /** The role's privileges: packaging mode `{id}`, or privilege-group mode `{id, type, writeAccess}`. */
  privileges: PrivilegeSourceEntry[];
};

export type LoadPrivileges = (
  db: Kysely<Database>,
  scope: Omit<EmployerScope, 'privileges'>,
) => Promise<PrivilegeSourceEntry[]>;

export type EmployerScopeOptions = {
  db: Kysely<Database>;
  /** Privilege-group mode plugs in here; packaging mode (in the guard's one statement) by default. */
  loadPrivileges?: LoadPrivileges;
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

/** Every route registered behind the guard so far (method and URL with `:params`). */
export function listEmployerScopedRoutes(): DeclaredEmployerRoute[] {
  return [...declaredRoutes.values()];
}

/**
 * The employer-scope guard. Call it first thing inside an encapsulated plugin; every route that
 * plugin then registers must have `:employerId` in its path and declare `config.employerAccess`
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
  if (!app.hasRequestDecorator('employerScope')) app.decorateRequest('employerScope', null);

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
  });

  // Before body validation: a stranger learns nothing about a route's body from a 400.
  app.addHook('preValidation', async (request, reply) => {
    await requireSession(request, reply);
    const scope = await resolveEmployerScope(request, options.db, loadPrivileges, now(), cache);
    checkEmployerAccess(scope, request.routeOptions.config.employerAccess);
    request.employerScope = scope;
  });
}

async function resolveEmployerScope(
  request: FastifyRequest,
  db: Kysely<Database>,
  loadPrivileges: LoadPrivileges | undefined,
  now: Date,
  cache: ReadCache | undefined,
): Promise<EmployerScope> {
  // Lower case, as PostgreSQL writes uuids: cache keys and change notifications must agree.
  const employerId = ((request.params as { employerId?: string }).employerId ?? '').toLowerCase();
  const header = request.headers[ROLE_HEADER];
  const roleId = typeof header === 'string' ? header.trim() : '';
  if (!isUuid(employerId) || !isUuid(roleId)) throw roleForbidden();
  // Role, active packaging and (packaging mode) the role's privileges in one statement.
  const input = {
    employerId,
    identityId: request.identity!.id,
    roleId,
    now,
    withPrivileges: loadPrivileges === undefined,
  };
  // The scope's privilege entries are built once per load: a cached scope is shared by its requests.
  const load = async () => {
    const caller = await loadCallerScope(db, input);
    return caller && { ...caller, privileges: caller.privilegeIds.map((id) => ({ id })) };
  };
  // A plugged-in privilege loader reads tables the cache hears nothing of: no caching then.
  const caller =
    cache && input.withPrivileges
      ? await cache.read(`caller:${input.identityId}:${employerId}:${roleId}`, 'access', load, {
          expiresAt: (found) => found?.nextChangeAt?.getTime() ?? null,
        })
      : await load();
  if (!caller) throw roleForbidden();
  const base = {
    employerId,
    roleId: caller.roleId,
    role: caller.role,
    employmentId: caller.employmentId,
    packagingId: caller.packagingId,
  };
  const privileges = loadPrivileges ? await loadPrivileges(db, base) : caller.privileges;
  return { ...base, privileges };
}

/** Throws the 403 of a failed declaration; exported for handlers that check more inside. */
export function checkEmployerAccess(scope: EmployerScope, access: EmployerAccess | undefined): void {
  if (access === undefined) throw new Error('Employer-scoped route without employerAccess');
  if (access === 'role') return;
  const options = { requiresWrite: access.access === 'write' };
  if (hasPrivilege(scope.privileges, access.privilege, options)) return;
  const missing = listMissingPrivileges(scope.privileges, access.privilege, options);
  throw new AppError({
    status: 403,
    code: 'PRIVILEGE_MISSING',
    detail: `The role lacks ${access.access} access to ${missing.join(', ')}.`,
  });
}

function roleForbidden(): AppError {
  return new AppError({
    status: 403,
    code: 'EMPLOYER_ROLE_FORBIDDEN',
    detail: `The ${EMPLOYER_IDENTITY_ROLE_HEADER} header does not name a role of yours for this employer.`,
  });
}
