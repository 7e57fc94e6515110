import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../db/test-db.ts';
import { createLogger } from '../logger.ts';
import { logIn } from '../modules/auth/testing/auth-test-helpers.ts';
import { OPERATOR_ENV } from '../modules/tenant-manager/testing/tenant-manager-test-helpers.ts';
import { checkCsrf, findSecretsInLog } from './csrf-gate.ts';
import { type GateRoute, listGateRoutes, listMappedRoutes, STATE_CHANGING } from './gate-routes.ts';
import { buildGateWorld, type GateWorld } from './gate-world.ts';

/**
 * Issue #23, CSRF and sessions: every state-changing route refuses a missing or foreign CSRF token,
 * and no session cookie, session id or CSRF token reaches the log of this suite, captured at trace
 * level through the app's own logger (with its redaction).
 */

const logLines: string[] = [];
let testApp: TestApp;
let world: GateWorld;
let routes: GateRoute[];

beforeAll(async () => {
  const logger = createLogger({ logLevel: 'trace' }, { write: (line: string) => logLines.push(line) });
  testApp = await buildTestApp({ env: OPERATOR_ENV, logger });
  world = await buildGateWorld(testApp, 2321);
  // Routes naming an object the fixture lacks fail cross-tenant.test.ts; here they are left out.
  routes = listMappedRoutes(listGateRoutes(testApp.app), world.params);
}, 60_000);

afterAll(async () => {
  await testApp.close();
});

describe('CSRF on every state-changing route', () => {
  it('refuses a missing or foreign token with a live session', async () => {
    expect(routes.filter((route) => STATE_CHANGING.has(route.method)).length).toBeGreaterThan(60);
    const failures = await checkCsrf(
      {
        app: testApp.app,
        params: world.params,
        headersFor: (route) => (route.tree === 'operator' ? world.operator.headers : world.asAdmin.headers),
        foreignToken: world.callersFromB[0]!.headers['x-lonsam-csrf']!,
      },
      routes,
    );
    expect(failures).toEqual([]);
  }, 60_000);
});

describe('the log of the suite', () => {
  it('holds no session cookie, session id or CSRF token', async () => {
    // A failed and a successful sign-in, with the token and cookie in the request, are logged too.
    await logIn(testApp.app, 'nobody@exempel.se', 'fel lösenord');
    await testApp.app.inject({ method: 'GET', url: '/api/poke', headers: world.asAdmin.headers });
    const cookies = world.tokens.filter((_, index) => index % 2 === 0);
    const sessionIds = cookies.map((cookie) => createHash('sha256').update(cookie).digest('hex'));
    const secrets = [...world.tokens, ...sessionIds];
    expect(logLines.length).toBeGreaterThan(200);
    expect(secrets.length).toBeGreaterThan(10);
    expect(findSecretsInLog(logLines, secrets)).toEqual([]);
  });
});
