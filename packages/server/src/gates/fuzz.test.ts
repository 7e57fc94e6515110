import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../db/test-db.ts';
import { OPERATOR_ENV } from '../modules/tenant-manager/testing/tenant-manager-test-helpers.ts';
import { type FuzzContext, fuzzRoutes } from './fuzz-gate.ts';
import { type GateRoute, listGateRoutes, listMappedRoutes } from './gate-routes.ts';
import { loadRouteSchemas } from './gate-schemas.ts';
import { buildGateWorld } from './gate-world.ts';

/**
 * Issue #23, the fuzz gate: every registered route (HEAD aside: it is its GET's handler) gets
 * requests generated from its own schemas and deliberately hostile ones, as company A's admin (the
 * operator on the operator tree, nobody on the public one). A fixed seed in CI; `npm run bench --
 * fuzz` runs the same gate longer (FUZZ_RUNS, FUZZ_HOSTILE=all, FUZZ_SEED).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 2323);
const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
const HOSTILE = process.env.FUZZ_HOSTILE === 'all' ? 'all' : Number(process.env.FUZZ_HOSTILE ?? 3);

let testApp: TestApp;
let context: FuzzContext;
let routes: GateRoute[];

beforeAll(async () => {
  testApp = await buildTestApp({ env: OPERATOR_ENV });
  const world = await buildGateWorld(testApp, 2311);
  // Routes naming an object the fixture lacks fail cross-tenant.test.ts; here they are left out.
  routes = listMappedRoutes(listGateRoutes(testApp.app), world.params).filter(
    (route) => route.method !== 'HEAD',
  );
  context = {
    app: testApp.app,
    db: testApp.db,
    schemas: await loadRouteSchemas(testApp.app),
    params: world.params,
    headersFor: (route) => {
      if (route.tree === 'public') return { 'x-lonsam-csrf': 'fuzz-client' };
      if (route.tree === 'operator') return world.operator.headers;
      return world.asAdmin.headers;
    },
  };
}, 60_000);

afterAll(async () => {
  await testApp.close();
});

describe('the fuzz gate over every registered route', () => {
  it(
    'never answers 5xx, never shows a stack, a path or SQL, and changes nothing when it refuses',
    async () => {
      expect(routes.length).toBeGreaterThan(150);
      const started = Date.now();
      const { failures, statuses } = await fuzzRoutes(context, routes, {
        seed: SEED,
        runs: RUNS,
        hostilePerRoute: HOSTILE,
      });
      console.info(
        `fuzz: ${routes.length} routes, ${RUNS} generated + ${HOSTILE} hostile each, ${Date.now() - started} ms, statuses ${JSON.stringify(statuses)}`,
      );
      expect(failures).toEqual([]);
      // The generated inputs get past validation too: some requests are answered, not all refused.
      expect(Object.entries(statuses).filter(([status]) => Number(status) < 300).length).toBeGreaterThan(0);
    },
    Math.max(600_000, RUNS * 12_000),
  );
});
