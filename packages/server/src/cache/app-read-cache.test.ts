import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installReadCache } from './app-read-cache.ts';
import { ReadCache } from './read-cache.ts';
import { fakeFeed } from './testing/fake-feed.ts';

const EMPLOYER_A = '0f8fad5b-d9cb-469f-a165-70867728950e';
const EMPLOYER_B = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

/**
 * An app whose feed never hears anything (a notification still on its way): only the app's own
 * answer to a write can empty the cache, which is what lets a writer read their own write at once.
 */
async function buildApp() {
  const cache = new ReadCache({ feed: fakeFeed() });
  const app = Fastify();
  installReadCache(app, cache);
  app.post('/api/employer/:employerId/things', async (request, reply) => {
    const { status } = request.query as { status?: string };
    return reply.code(Number(status ?? 200)).send({});
  });
  app.post('/api/logout', async () => ({}));
  await app.ready();
  let loads = 0;
  const read = async () => {
    await cache.read('employer a', { employerId: EMPLOYER_A }, async () => ++loads);
    await cache.read('employer b', { employerId: EMPLOYER_B }, async () => ++loads);
    await cache.read('session', 'session', async () => ++loads);
    return loads;
  };
  return { app, cache, read };
}

describe('installReadCache', () => {
  it("empties the written employer's data (and access) before answering, not sessions or other employers", async () => {
    const { app, cache, read } = await buildApp();
    expect(await read()).toBe(3);
    // Upper case in the path: the cache keys employers as PostgreSQL writes them.
    await app.inject({ method: 'POST', url: `/api/employer/${EMPLOYER_A.toUpperCase()}/things` });
    expect(await read()).toBe(4);
    expect(cache.keys().toSorted()).toEqual(['employer a', 'employer b', 'session']);
  });

  it('leaves everything in place for a refused write, which changed nothing', async () => {
    const { app, read } = await buildApp();
    await read();
    for (const status of [400, 401, 403, 404, 409]) {
      await app.inject({ method: 'POST', url: `/api/employer/${EMPLOYER_A}/things?status=${status}` });
    }
    expect(await read()).toBe(3);
    await app.inject({ method: 'POST', url: `/api/employer/${EMPLOYER_A}/things?status=500` });
    expect(await read()).toBe(4);
  });

  it('empties everything for a write outside an employer (sign-out, operator)', async () => {
    const { app, read } = await buildApp();
    await read();
    await app.inject({ method: 'POST', url: '/api/logout' });
    expect(await read()).toBe(6);
  });

  it('adds its hook only to state-changing routes, after keeping their own onSend hooks', async () => {
    const cache = new ReadCache({ feed: fakeFeed() });
    const app = Fastify();
    installReadCache(app, cache);
    const ownHookRan: string[] = [];
    app.route({
      method: ['GET', 'POST'],
      url: '/api/things',
      onSend: (request, _reply, payload, done) => {
        ownHookRan.push(request.method);
        done(null, payload);
      },
      handler: async () => ({}),
    });
    app.get('/api/other', async () => ({}));
    await app.ready();
    let loads = 0;
    const read = () => cache.read('session', 'session', async () => ++loads);
    await read();
    await app.inject({ method: 'GET', url: '/api/things' });
    await app.inject({ method: 'GET', url: '/api/other' });
    expect(await read()).toBe(1);
    await app.inject({ method: 'POST', url: '/api/things' });
    expect(await read()).toBe(2);
    expect(ownHookRan).toEqual(['GET', 'POST']);
  });
});
