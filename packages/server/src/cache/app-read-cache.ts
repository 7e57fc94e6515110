import type { FastifyInstance, onSendHookHandler } from 'fastify';
import { STATE_CHANGING_METHODS } from '../http/require-session.ts';
import type { ReadCache } from './read-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

// Employer-scoped routes change only their employer's data, roles and privileges (never sessions
// or identities, whose notification other requests would otherwise have to wait for).
const EMPLOYER_PATH = /^\/api\/employer\/([0-9a-fA-F-]{36})\//;

/**
 * Makes the cache reachable from every plugin (`findReadCache`) and empties what a state-changing API
 * request may have changed before its answer leaves: the writer's next read never waits for the
 * change feed.
 * Register on the root instance, before the routes (each state-changing route gets the hook).
 */
export function installReadCache(app: FastifyInstance, cache: ReadCache): void {
  app.decorate('readCache', cache);
  const emptyWhatChanged: onSendHookHandler = (request, reply, payload, done) => {
    // A refused request (400–499: not signed in, no privilege, invalid, conflict) changed nothing,
    // and must not let anyone empty the cache at will; a failure (5xx) might have, so it counts.
    const mayHaveChanged = reply.statusCode < 400 || reply.statusCode >= 500;
    if (mayHaveChanged && STATE_CHANGING_METHODS.has(request.method) && request.url.startsWith('/api/')) {
      const employerId = EMPLOYER_PATH.exec(request.url)?.[1];
      if (employerId) cache.invalidateEmployer(employerId.toLowerCase());
      else cache.invalidateAll();
    }
    done(null, payload);
  };
  // Only on the routes a state-changing method reaches: a GET (most requests, the signed-in poke)
  // then runs one onSend hook less. A request no route takes changed nothing. bench/poke.ts (#14).
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => STATE_CHANGING_METHODS.has(method))) return;
    const own = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    route.onSend = [emptyWhatChanged, ...own];
  });
  app.addHook('onClose', (_instance, done) => {
    cache.close();
    done();
  });
}

/** The app's read cache; undefined in a bare Fastify instance of a unit test. */
export function findReadCache(app: FastifyInstance): ReadCache | undefined {
  return app.hasDecorator('readCache') ? app.readCache : undefined;
}
