import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import {
  buildNewCompany,
  createCompany,
  makeOrgNumber,
  type SignedIn,
  sessionHeaders,
  signUpUser,
} from '../employer/testing/employer-test-helpers.ts';

// `GET /api/entry` comes from the read cache (migration 0084): it must never be older than a change
// the reader could know of — made through the API, or behind it (SQL, another process).
let testApp: TestApp;
let person: SignedIn;
let employerId: string;
let identityId: string;

type Entry = {
  identity: { id: string; firstName: string | null };
  companies: { employerId: string; name: string; roles: string[] }[];
  isTenantManager: boolean;
  tenantManagerIds: string[];
};

async function entry(): Promise<Entry> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/entry',
    headers: sessionHeaders(person),
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json();
}

beforeAll(async () => {
  testApp = await buildTestApp();
  person = await signUpUser(testApp.app, testApp.db);
  const company = await createCompany(
    testApp.app,
    person,
    buildNewCompany({ orgNumber: makeOrgNumber(841) }),
  );
  employerId = company.employerId;
  identityId = (await entry()).identity.id;
});
afterAll(async () => {
  await testApp.close();
});

describe('the landing data in the read cache', () => {
  it('answers again from memory while nothing changes', async () => {
    const first = await entry();
    expect(first.companies.map((company) => company.employerId)).toEqual([employerId]);
    expect(await entry()).toEqual(first);
    expect(testApp.app.readCache.isActive).toBe(true);
    expect(testApp.app.readCache.keys()).toContain(`entry:${identityId}`);
  });

  it('shows a company renamed behind the API once the notification is heard', async () => {
    await entry();
    await testApp.db
      .updateTable('employer')
      .set({ name: 'Omdöpt i SQL AB' })
      .where('id', '=', employerId)
      .execute();
    await testApp.settle();
    expect((await entry()).companies[0]?.name).toBe('Omdöpt i SQL AB');
  });

  it('shows a new name of the person (identity) and a role removed behind the API', async () => {
    await entry();
    await testApp.db
      .updateTable('identity')
      .set({ first_name: 'Sqlina' })
      .where('id', '=', identityId)
      .execute();
    await testApp.settle();
    expect((await entry()).identity.firstName).toBe('Sqlina');
    await testApp.db
      .deleteFrom('employer_identity_role')
      .where('identity_id', '=', identityId)
      .where('employer_id', '=', employerId)
      .execute();
    await testApp.settle();
    expect((await entry()).companies).toEqual([]);
  });

  it('shows an operator area given behind the API', async () => {
    expect((await entry()).isTenantManager).toBe(false);
    const manager = await testApp.db
      .insertInto('tenant_manager')
      .values({ name: 'Cachebyrån' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await testApp.db
      .insertInto('tenant_manager_operator')
      .values({ tenant_manager_id: manager.id, identity_id: identityId })
      .execute();
    await testApp.settle();
    const after = await entry();
    expect(after.isTenantManager).toBe(true);
    expect(after.tenantManagerIds).toContain(manager.id);
  });

  it("shows the writer's own new company on the very next request", async () => {
    const before = (await entry()).companies.length;
    await createCompany(testApp.app, person, buildNewCompany({ orgNumber: makeOrgNumber(842) }));
    // No settle: this process's own write empties the cache before its answer leaves.
    expect((await entry()).companies).toHaveLength(before + 1);
  });
});
