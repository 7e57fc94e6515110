import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../db/test-db.ts';
import { OPERATOR_ENV } from '../modules/tenant-manager/testing/tenant-manager-test-helpers.ts';
import {
  findMisplacement,
  guardOperatorTree,
  guardSignedInTree,
  installRouteTreeCheck,
  listRoutesByTree,
} from './route-trees.ts';

const SOME_ID = '00000000-0000-4000-8000-000000000001';

describe('the route-tree check refuses to start the app', () => {
  it('when an :employerId route sits in the public tree (the root)', async () => {
    await expect(
      buildTestApp({
        register: (app) => {
          app.get('/api/employer/:employerId/misplaced', async () => ({ leaked: true }));
        },
      }),
    ).rejects.toThrow(
      'Route GET /api/employer/:employerId/misplaced has :employerId but sits in the public tree: register it in the employer tree',
    );
  });

  it('when a :tenantManagerId route sits in the signed-in tree', async () => {
    await expect(
      buildTestApp({
        register: async (app) => {
          await app.register(
            async (signedIn) => {
              guardSignedInTree(signedIn);
              signedIn.get('/tenant-manager/:tenantManagerId/misplaced', async () => ({ leaked: true }));
            },
            { prefix: '/api' },
          );
        },
      }),
    ).rejects.toThrow(/:tenantManagerId but sits in the signed-in tree: register it in the operator tree/);
  });

  it('when an :employerId route sits in the operator tree, or the operator tree holds a route without its id', async () => {
    const nested = Fastify();
    installRouteTreeCheck(nested);
    nested.register(async (operator) => {
      guardOperatorTree(operator, { db: undefined as never });
      operator.get('/tenant-manager/:tenantManagerId/employer/:employerId', async () => ({}));
    });
    await expect(nested.ready()).rejects.toThrow(/has :employerId but sits in the operator tree/);

    const unscoped = Fastify();
    installRouteTreeCheck(unscoped);
    unscoped.register(async (operator) => {
      guardOperatorTree(operator, { db: undefined as never });
      operator.get('/tenant-manager/everything', async () => ({}));
    });
    await expect(unscoped.ready()).rejects.toThrow(
      /sits in the operator tree without a :tenantManagerId parameter/,
    );
  });

  it('and takes the same route once it sits in its tree', async () => {
    const app = Fastify();
    installRouteTreeCheck(app);
    // The operator tree: the employer guard would list the route for employer-scope-guard.test.ts.
    app.register(async (operator) => {
      guardOperatorTree(operator, { db: undefined as never });
      operator.get('/tenant-manager/:tenantManagerId/placed', async () => ({}));
    });
    await expect(app.ready()).resolves.toBe(app);
    await app.close();
  });
});

describe('findMisplacement', () => {
  it('reads whole path segments, not substrings', () => {
    expect(findMisplacement('/api/lookup-role/:companyId/:role', 'signed-in')).toBeUndefined();
    expect(findMisplacement('/api/things/:employerIdentityRoleId', 'public')).toBeUndefined();
    expect(findMisplacement('/api/things/:employerId', 'signed-in')).toMatch(/employer tree/);
    expect(findMisplacement('/api/employer/:employerId/x', 'employer')).toBeUndefined();
  });
});

describe('the app’s trees', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: OPERATOR_ENV });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const treeOf = (method: string, url: string) =>
    listRoutesByTree(testApp.app).find((route) => route.method === method && route.url === url)?.tree;

  it('put each kind of route in its tree', () => {
    expect(treeOf('POST', '/api/login')).toBe('public');
    expect(treeOf('GET', '/api/health')).toBe('public');
    expect(treeOf('GET', '/api/poke')).toBe('signed-in');
    expect(treeOf('GET', '/api/entry')).toBe('signed-in');
    expect(treeOf('POST', '/api/employer')).toBe('signed-in');
    expect(treeOf('GET', '/api/lookup-role/:companyId/:role')).toBe('signed-in');
    expect(treeOf('GET', '/api/employer/:employerId/company-info')).toBe('employer');
    expect(treeOf('GET', '/api/employer/:employerId/employees')).toBe('employer');
    expect(treeOf('GET', '/api/tenant-manager/:tenantManagerId/tenants')).toBe('operator');
  });

  it('answer 401 without a session on every route of the signed-in, employer and operator trees', async () => {
    const guarded = listRoutesByTree(testApp.app).filter(
      (route) => route.tree !== 'public' && route.url.startsWith('/api/'),
    );
    expect(guarded.filter((route) => route.tree === 'signed-in').length).toBeGreaterThanOrEqual(6);
    expect(guarded.filter((route) => route.tree === 'operator').length).toBeGreaterThanOrEqual(5);
    const answers = await Promise.all(
      guarded.map(async (route) => {
        const response = await testApp.app.inject({
          method: route.method as 'GET',
          url: route.url.replace(/:[A-Za-z]+/g, SOME_ID),
          headers: { 'x-lonsam-csrf': 'any' },
        });
        return `${route.method} ${route.url} ${response.statusCode}`;
      }),
    );
    expect(answers).toEqual(guarded.map((route) => `${route.method} ${route.url} 401`));
  });
});
