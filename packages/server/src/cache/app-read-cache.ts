import type { FastifyInstance } from 'fastify';
import type { ReadCache } from './read-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Makes the cache reachable from every plugin (`findReadCache`) and empties it before the answer to
 * any state-changing API request leaves: the writer's next read never waits for the change feed.
 * Register on the root instance, before the routes.
 */
export function installReadCache(app: FastifyInstance, cache: ReadCache): void {
  app.decorate('readCache', cache);
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (STATE_CHANGING_METHODS.has(request.method) && request.url.startsWith('/api/')) cache.invalidateAll();
    done(null, payload);
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
