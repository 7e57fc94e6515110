import { CSRF_HEADER_NAME } from '@lonsam/domain/constants/client-limits';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { ReadCache } from '../../cache/read-cache.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { STATE_CHANGING_METHODS } from '../../http/require-session.ts';
import { clearSessionCookie, sessionCookieValue } from './session-cookie.ts';
import { type FoundSession, findLiveSession, isSameToken, peekLiveSession } from './session-store.ts';
import { getSessionLifetimes, type SessionConfig } from './start-session.ts';

// `request.identity` and `request.session` are declared with the guard that reads them
// (http/require-session.ts); this plugin fills them.
declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'presence': the route starts a session (login, sign-up, BankID), so the CSRF header only has
     * to be present — a tab that still holds an older session's token can sign in again.
     */
    csrf?: 'presence';
  }
}

export type AuthPluginOptions = { db: Kysely<Database>; config: SessionConfig; cache?: ReadCache };

const CSRF_HEADER = CSRF_HEADER_NAME.toLowerCase();

/**
 * Reads the session cookie of every API request into `request.session` and `request.identity`,
 * and rejects state-changing requests without the CSRF header (403). Routes that need a signed-in
 * person sit in a guarded route tree (http/route-trees.ts), whose guard starts with `requireSession`.
 */
const authPluginImpl: FastifyPluginAsync<AuthPluginOptions> = async (app, { db, config, cache }) => {
  const lifetimes = getSessionLifetimes(config);
  app.decorateRequest('identity', null);
  app.decorateRequest('session', null);

  const attach = (request: FastifyRequest, reply: FastifyReply, found: FoundSession | undefined) => {
    if (found) {
      // Listed, not `{ identity, ...session }`: V8 copies an object rest in a runtime call, on
      // every API request.
      request.session = {
        id: found.id,
        identityId: found.identityId,
        csrfToken: found.csrfToken,
        lastSeenAt: found.lastSeenAt,
      };
      request.identity = found.identity;
    } else {
      clearSessionCookie(request, reply);
    }
  };

  // Callback style, and no promise when the session is in the read cache: this hook runs for every
  // API request (bench/poke.ts).
  app.addHook('onRequest', function readSession(request, reply, done) {
    if (!request.url.startsWith('/api/')) {
      done();
      return;
    }
    const cookieValue = sessionCookieValue(request);
    if (!cookieValue) {
      done(findCsrfProblem(request));
      return;
    }
    const now = new Date();
    const cached = cache ? peekLiveSession(cookieValue, lifetimes, now, cache) : undefined;
    if (cached) {
      attach(request, reply, cached);
      done(findCsrfProblem(request));
      return;
    }
    findLiveSession(db, cookieValue, lifetimes, now, cache)
      .then((found) => {
        attach(request, reply, found);
        return findCsrfProblem(request);
      })
      .then(done, done);
  });
};

/** The CSRF refusal of a state-changing request, or undefined when it may go on. */
function findCsrfProblem(request: FastifyRequest): AppError | undefined {
  if (!STATE_CHANGING_METHODS.has(request.method)) return undefined;
  const header = request.headers[CSRF_HEADER];
  const presented = typeof header === 'string' && header !== '' ? header : undefined;
  const isSessionStarting = request.routeOptions.config?.csrf === 'presence';
  // A cross-site form or image cannot set a custom header, and a script needs CORS we never grant:
  // the header's presence alone stops login CSRF on the routes that start a session.
  if (isSessionStarting && !presented) return csrfError('The request lacks the X-Lonsam-Csrf header.');
  if (request.session && !isSessionStarting && !isSameToken(presented, request.session.csrfToken)) {
    return csrfError('The X-Lonsam-Csrf header is missing or does not match the session.');
  }
  return undefined;
}

function csrfError(detail: string): AppError {
  return new AppError({ status: 403, code: 'CSRF_TOKEN_INVALID', detail });
}

export const authPlugin = fastifyPlugin(authPluginImpl, { name: 'lonsam-auth' });
