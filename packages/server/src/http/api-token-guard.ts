import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EmployerAccess } from '../access/employer-scope.ts';
import { AppError } from '../errors/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: a route of the employer tree that a personal API token may never call. */
    apiToken?: false;
  }
  interface FastifyRequest {
    /** The personal API token a request came with (the employer guard fills it), else null. */
    apiTokenId: string | null;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The token of an `Authorization: Bearer <token>` header, or undefined without one. */
export function readBearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = BEARER.exec(header);
  if (match) return match[1];
  // Any other Bearer header is still a token attempt, never a fall-back to the session.
  return /^Bearer\b/i.test(header) ? '' : undefined;
}

// What manages people, their access or tokens is never open to a token: a leaked token must not be
// able to give itself (or anyone) more access, or make new tokens.
const REFUSED_PRIVILEGE = /^(Users\.Authorization\.|PrivilegeGroups$|EmploymentAccessGroups$|Me\.ApiAccess$)/;
const REFUSED_PATH = /\/(users|invitations|privilege-groups|api-tokens)(\/|$)/;

/** Whether a token may call this employer route: not when it is about users, access or tokens. */
export function isTokenRoute(url: string, access: EmployerAccess | undefined, config: { apiToken?: false }) {
  if (config.apiToken === false || REFUSED_PATH.test(url)) return false;
  if (access === undefined || access === 'role') return true;
  const ids = typeof access.privilege === 'string' ? [access.privilege] : access.privilege;
  return !ids.some((id) => REFUSED_PRIVILEGE.test(id));
}

export function apiTokenNotAllowed(): AppError {
  return new AppError({
    status: 403,
    code: 'API_TOKEN_NOT_ALLOWED',
    detail:
      'Personal API tokens work only on the company API (/api/employer/{employerId}/…), never on sign-in, tokens or user management.',
  });
}

/**
 * Refuses (403 problem) a request with a Bearer token on every API route outside the employer tree —
 * sign-in, sign-up, the account and its tokens, the operator area —, so a token never reaches a route
 * that would treat the caller as signed out or as someone else. The employer guard handles the rest.
 * Install on the root, after the auth plugin.
 */
export function refuseApiTokensOutsideEmployerTree(app: FastifyInstance): void {
  if (!app.hasRequestDecorator('apiTokenId')) app.decorateRequest('apiTokenId', null);
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/') || readBearerToken(request) === undefined) {
      done();
      return;
    }
    done(request.routeOptions.config?.employerAccess ? undefined : apiTokenNotAllowed());
  });
}
