import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../app.ts';
import { buildTestApp, type TestApp } from '../db/test-db.ts';
import { AppError } from '../errors/app-error.ts';
import { installEmployerScope } from '../http/employer-scope-guard.ts';
import { OPERATOR_ENV } from '../modules/tenant-manager/testing/tenant-manager-test-helpers.ts';
import {
  checkCompanyBIsRefused,
  checkOutsideOwnDataIsRefused,
  type GateContext,
} from './cross-tenant-gate.ts';
import { checkCsrf } from './csrf-gate.ts';
import { fuzzRoutes } from './fuzz-gate.ts';
import { findUnmappedParameters, listGateRoutes, listMappedRoutes } from './gate-routes.ts';
import { loadRouteSchemas } from './gate-schemas.ts';
import { buildGateWorld } from './gate-world.ts';

/**
 * The gates bite: a throwaway app (this file's only) gets deliberately broken test routes — one
 * that reads an employee by id alone, one that crashes, one that shows its stack, one that writes
 * and then refuses, two without CSRF, one naming an object no fixture has — and each gate, run on
 * them, reports them. The real app never has these routes.
 */

let testApp: TestApp;
let context: GateContext;

function registerBrokenRoutes(app: App, db: () => TestApp['db']) {
  app.register(
    async (scoped) => {
      // The database exists only once buildTestApp returns: the guard reads it per request.
      const lazyDb = new Proxy({} as TestApp['db'], {
        get: (_target, key) => {
          const value = Reflect.get(db(), key);
          return typeof value === 'function' ? value.bind(db()) : value;
        },
      });
      installEmployerScope(scoped, { db: lazyDb });
      const anyRole = { config: { employerAccess: 'role' as const } };
      // Forgets `where employer_id = …` and the caller's own employee: any role of any company reads anyone.
      scoped.get('/employer/:employerId/gate-test/leaky/:employeeId', anyRole, async (request) => {
        const { employeeId } = request.params as { employeeId: string };
        return db().selectFrom('employee').selectAll().where('id', '=', employeeId).executeTakeFirst();
      });
      // The same, the id as a list filter in the query.
      scoped.get(
        '/employer/:employerId/gate-test/filter',
        { ...anyRole, schema: { querystring: z.object({ employeeId: z.string() }) } },
        async (request) => {
          const { employeeId } = request.query as { employeeId: string };
          return db().selectFrom('employee').selectAll().where('id', '=', employeeId).execute();
        },
      );
      scoped.post('/employer/:employerId/gate-test/crash', anyRole, async (request) => {
        return (request.body as { missing: { deeper: string } }).missing.deeper.length;
      });
      scoped.post('/employer/:employerId/gate-test/stack', anyRole, async (_request, reply) =>
        reply.code(400).send({ detail: new Error('shown to the caller').stack }),
      );
      scoped.post('/employer/:employerId/gate-test/writes-then-refuses', anyRole, async (request) => {
        const { employerId } = request.params as { employerId: string };
        await sql`update employee set updated_at = now() + interval '1 day' where employer_id = ${employerId}`.execute(
          db(),
        );
        throw new AppError({ status: 400, code: 'TEST_REFUSED', detail: 'Refused after writing.' });
      });
      scoped.get('/employer/:employerId/gate-test/things/:thingId', anyRole, async () => ({}));
    },
    { prefix: '/api' },
  );
  // Outside /api the auth plugin reads no session and checks no token.
  app.post('/gate-test/no-csrf', async () => ({ changed: true }));
  // Marked as if it started a session, so a foreign token passes.
  app.post('/api/gate-test/presence', { config: { csrf: 'presence' } }, async () => ({ changed: true }));
}

beforeAll(async () => {
  testApp = await buildTestApp({
    env: OPERATOR_ENV,
    register: (app) => registerBrokenRoutes(app, () => testApp.db),
  });
  const world = await buildGateWorld(testApp, 2331);
  const testRoutes = listGateRoutes(testApp.app).filter((route) => route.url.includes('/gate-test/'));
  context = {
    app: testApp.app,
    routes: testRoutes,
    world,
    schemas: await loadRouteSchemas(testApp.app),
  };
}, 60_000);

afterAll(async () => {
  await testApp.close();
});

describe('each gate fails on a deliberately broken route', () => {
  it('the fixture check: a route naming an object the fixture lacks', () => {
    expect(findUnmappedParameters(context.routes, context.world.params)).toEqual([
      'GET /api/employer/:employerId/gate-test/things/:thingId: :thingId',
      'HEAD /api/employer/:employerId/gate-test/things/:thingId: :thingId',
    ]);
  });

  it('the cross-tenant matrix: a read by id alone (in the path or the query) leaks A to company B and Anna to Bo', async () => {
    const routes = listMappedRoutes(context.routes, context.world.params).filter(
      (r) => r.url.includes('/leaky/') || r.url.endsWith('/filter'),
    );
    const acrossCompanies = await checkCompanyBIsRefused({ ...context, routes });
    expect(acrossCompanies).toContainEqual(
      expect.stringMatching(
        /^GET \/api\/employer\/:employerId\/gate-test\/leaky\/:employeeId as B admin in B's own path with A's ids: 200, body has .*Grindanna/,
      ),
    );
    expect(acrossCompanies).toContainEqual(
      expect.stringMatching(
        /^GET \S+gate-test\/filter\?employeeId as B admin at home with A's ids: 200, body has .*Grindanna/,
      ),
    );
    const insideA = await checkOutsideOwnDataIsRefused({ ...context, routes });
    expect(insideA).toContainEqual(
      expect.stringMatching(
        /^GET \S+gate-test\/filter\?employeeId as A user Bo on Anna's data: 200, body has Grindanna/,
      ),
    );
    expect(insideA).toContainEqual(
      expect.stringMatching(
        /^GET \S+leaky\/:employeeId as A user Bo on Anna's data: 200, body has Grindanna/,
      ),
    );
    expect(insideA).toContainEqual(
      expect.stringMatching(/^GET \S+leaky\/:employeeId as A manager on Bo's \(outside the team\) data: 200/),
    );
  });

  it('the fuzz gate: a crash (5xx), a stack in the body, and a refusal after a write', async () => {
    const routes = context.routes.filter((r) => r.method === 'POST' && r.url.includes('/employer/'));
    const { failures } = await fuzzRoutes(
      {
        app: testApp.app,
        db: testApp.db,
        schemas: context.schemas,
        params: context.world.params,
        headersFor: () => context.world.asAdmin.headers,
      },
      routes,
      { seed: 1, runs: 3, hostilePerRoute: 2 },
    );
    expect(failures).toEqual([
      expect.stringMatching(/^POST \/api\/employer\/:employerId\/gate-test\/crash: 500 /),
      expect.stringMatching(/^POST \S+gate-test\/stack: 400 with a stack trace in the body/),
      expect.stringMatching(/^POST \S+gate-test\/writes-then-refuses: 400, yet the database changed/),
    ]);
  });

  it('the CSRF gate: a state-changing route outside /api, and one taking a foreign token', async () => {
    const routes = context.routes.filter((r) => !r.url.includes('/employer/'));
    const failures = await checkCsrf(
      {
        app: testApp.app,
        params: context.world.params,
        headersFor: () => context.world.asAdmin.headers,
        foreignToken: context.world.callersFromB[0]!.headers['x-lonsam-csrf']!,
      },
      routes,
    );
    // The presence-marked route still wants the header; it is the foreign token it lets through.
    expect(failures).toEqual([
      'POST /api/gate-test/presence with another session\'s token: 200 {"changed":true}',
      'POST /gate-test/no-csrf without the CSRF header: 200 {"changed":true}',
      'POST /gate-test/no-csrf with another session\'s token: 200 {"changed":true}',
    ]);
  });
});
