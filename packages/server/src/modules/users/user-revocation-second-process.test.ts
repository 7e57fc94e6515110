import { Kysely, PostgresDialect } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import { createPgPool } from '../../db/create-database.ts';
import type { Database } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { employerClient } from '../employees/testing/employee-test-helpers.ts';
import {
  buildNewCompany,
  createCompany,
  makeOrgNumber,
  signUpUser,
} from '../employer/testing/employer-test-helpers.ts';
import { HR_KOMPLETT } from '../privileges/standard-packagings.ts';
import {
  acceptInvitation,
  probeRole,
  readInvitationToken,
  signUpFromOutbox,
} from './testing/user-test-helpers.ts';

// A second app on the same database, with its own read cache and change feed: another process behind
// the load balancer (on PostgreSQL its own connection pool and LISTEN connection).
let testApp: TestApp;
let other: { app: App; feed: ChangeFeed; db: Kysely<Database> };

beforeAll(async () => {
  testApp = await buildTestApp();
  const { testDb } = testApp;
  const db =
    testDb.engine === 'postgres'
      ? new Kysely<Database>({
          dialect: new PostgresDialect({ pool: createPgPool(testDb.url!, { max: 2 }) }),
        })
      : testApp.db;
  const feed = await testDb.openChangeFeed();
  const app = await buildApp({
    config: testApp.config,
    db,
    changeFeed: feed,
    logger: pino({ level: 'silent' }),
  });
  await app.ready();
  other = { app, feed, db };
});

afterAll(async () => {
  await other.app.close();
  await other.feed.close();
  if (other.db !== testApp.db) await other.db.destroy();
  await testApp.close();
});

describe('a revoked role on another process', () => {
  it('stops working on the next request there too, though that process had it cached', async () => {
    const admin = await signUpUser(testApp.app, testApp.db);
    const company = await createCompany(
      testApp.app,
      admin,
      buildNewCompany({ orgNumber: makeOrgNumber(2202), packagingId: HR_KOMPLETT.id }),
    );
    const asAdmin = employerClient(testApp.app, admin, company.employerId, company.adminRoleId);
    const email = `andra-processen-${Date.now()}@exempel.se`;
    expect(
      (await asAdmin('POST', '/users/invitations', { method: 'email', email, role: 'manager' })).statusCode,
    ).toBe(200);
    const token = await readInvitationToken(testApp.db, email);
    const manager = await signUpFromOutbox(testApp.app, testApp.db, email);
    const { roleId } = (await acceptInvitation(testApp.app, manager, token)).json();

    // The other process answers the manager twice: session and caller scope are now in its cache.
    await other.feed.sync();
    expect(await probeRole(other.app, manager, company.employerId, roleId)).toBe(200);
    expect(await probeRole(other.app, manager, company.employerId, roleId)).toBe(200);

    expect((await asAdmin('DELETE', `/users/roles/${roleId}`)).statusCode).toBe(200);
    // What "next request" means across processes: once the commit's notification is heard.
    await other.feed.sync();
    expect(await probeRole(other.app, manager, company.employerId, roleId)).toBe(403);
    expect(await probeRole(testApp.app, manager, company.employerId, roleId)).toBe(403);
  });
});
