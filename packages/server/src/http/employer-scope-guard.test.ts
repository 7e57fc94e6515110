import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../db/test-db.ts';
import {
  buildNewCompany,
  createCompany,
  makeOrgNumber,
  type SignedIn,
  sessionHeaders,
  signUpUser,
} from '../modules/employer/testing/employer-test-helpers.ts';
import { HR_KOMPLETT } from '../modules/privileges/standard-packagings.ts';
import { installEmployerScope, listEmployerScopedRoutes } from './employer-scope-guard.ts';

let testApp: TestApp;
let alice: SignedIn;
let bob: SignedIn;
let companyA: { employerId: string; adminRoleId: string };
let companyB: { employerId: string; adminRoleId: string };
let managerRoleA: string;

beforeAll(async () => {
  testApp = await buildTestApp({
    // Privilege-group mode: read without write on CompanyInfo, for the write check.
    register: async (app) => {
      await app.register(
        async (scoped) => {
          installEmployerScope(scoped, {
            // The test app's database exists only once buildTestApp returns; the guard reads it per request.
            get db() {
              return testApp.db;
            },
            loadPrivileges: async () => [
              { id: 'TenantManagement.CompanyInfo', type: 'Enabled', writeAccess: false },
              { id: 'TenantManagement.Address', type: 'Enabled', writeAccess: true },
              { id: 'TenantManagement.Workplace', type: 'NotEnabled', writeAccess: true },
            ],
          });
          const declare = (
            privilege:
              | 'TenantManagement.CompanyInfo'
              | 'TenantManagement.Address'
              | 'TenantManagement.Workplace',
            access: 'read' | 'write',
          ) => ({
            config: { employerAccess: { privilege, access } },
          });
          scoped.get(
            '/group-mode/:employerId/info',
            declare('TenantManagement.CompanyInfo', 'read'),
            async () => ({ ok: true }),
          );
          scoped.put(
            '/group-mode/:employerId/info',
            declare('TenantManagement.CompanyInfo', 'write'),
            async () => ({ ok: true }),
          );
          scoped.put(
            '/group-mode/:employerId/address',
            declare('TenantManagement.Address', 'write'),
            async () => ({ ok: true }),
          );
          scoped.get(
            '/group-mode/:employerId/workplace',
            declare('TenantManagement.Workplace', 'read'),
            async () => ({ ok: true }),
          );
        },
        { prefix: '/api/test' },
      );
    },
  });
  alice = await signUpUser(testApp.app, testApp.db);
  bob = await signUpUser(testApp.app, testApp.db);
  companyA = await createCompany(
    testApp.app,
    alice,
    buildNewCompany({
      companyName: 'Alices AB',
      orgNumber: '',
      demoData: { demo: true, extraEmployees: 0, monthsBack: 3 },
    }),
  );
  companyB = await createCompany(
    testApp.app,
    bob,
    buildNewCompany({ companyName: 'Bobs AB', orgNumber: makeOrgNumber(301), packagingId: HR_KOMPLETT.id }),
  );
  const manager = await testApp.app.inject({
    method: 'GET',
    url: `/api/lookup-role/${companyA.employerId}/manager`,
    headers: sessionHeaders(alice),
  });
  managerRoleA = manager.json().employerIdentityRoleId;
});
afterAll(async () => {
  await testApp.close();
});

function fillPath(url: string, employerId: string): string {
  return url.replace(':employerId', employerId).replace(':packaging', 'active');
}

function get(url: string, user: SignedIn, roleId?: string) {
  return testApp.app.inject({ method: 'GET', url, headers: sessionHeaders(user, roleId) });
}

describe('the employer-scope guard', () => {
  it('guards the product routes (packaging and company info at least)', () => {
    const urls = listEmployerScopedRoutes(testApp.app).map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/employer/:employerId/:packaging/packaging',
        'GET /api/employer/:employerId/company-info',
        'PUT /api/employer/:employerId/company-info',
      ]),
    );
  });

  it('answers 403 and no data for every employer-scoped route of another company', async () => {
    const routes = listEmployerScopedRoutes(testApp.app).filter((route) => route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThanOrEqual(3);
    for (const route of routes) {
      const url = fillPath(route.url, companyB.employerId);
      for (const roleId of [companyA.adminRoleId, companyB.adminRoleId, undefined, 'not-a-uuid']) {
        const response = await testApp.app.inject({
          method: route.method as 'GET',
          url,
          headers: sessionHeaders(alice, roleId),
          payload: route.method === 'GET' ? undefined : {},
        });
        expect(response.statusCode, `${route.method} ${url} with ${roleId}`).toBe(403);
        expect(response.json().code).toBe('EMPLOYER_ROLE_FORBIDDEN');
        expect(response.body).not.toContain('Bobs AB');
      }
    }
  });

  it('answers 401 without a session', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/employer/${companyA.employerId}/company-info`,
      headers: { 'employer-identity-role': companyA.adminRoleId },
    });
    expect(response.statusCode).toBe(401);
  });

  it('does not look up the roles of another company', async () => {
    for (const role of ['admin', 'manager', 'user']) {
      const response = await get(`/api/lookup-role/${companyB.employerId}/${role}`, alice);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(companyB.adminRoleId);
    }
    expect((await get(`/api/lookup-role/not-a-uuid/admin`, alice)).statusCode).toBe(404);
    expect((await get(`/api/lookup-role/${companyA.employerId}/owner`, alice)).statusCode).toBe(400);
  });

  it("lets the role in with its own header and answers the role's packaging privileges", async () => {
    const admin = await get(
      `/api/employer/${companyA.employerId}/active/packaging`,
      alice,
      companyA.adminRoleId,
    );
    expect(admin.statusCode).toBe(200);
    const adminIds = admin.json().map((entry: { id: string }) => entry.id);
    expect(adminIds).toContain('PayrollBasis.Run');
    expect(adminIds).toContain('TenantManagement.CompanyInfo');
    // Lön Bas has no reports and statistics.
    expect(adminIds).not.toContain('Analytics.Standard');
    const manager = await get(`/api/employer/${companyA.employerId}/active/packaging`, alice, managerRoleA);
    const managerIds = manager.json().map((entry: { id: string }) => entry.id);
    expect(managerIds).toContain('PayrollBasis.Approve.First');
    expect(managerIds).not.toContain('PayrollBasis.Run');
    const bobs = await get(
      `/api/employer/${companyB.employerId}/active/packaging`,
      bob,
      companyB.adminRoleId,
    );
    expect(bobs.json().map((entry: { id: string }) => entry.id)).toContain('Analytics.Standard');
  });

  it('answers 404 for a packaging that is not the active one', async () => {
    const response = await get(
      `/api/employer/${companyA.employerId}/${HR_KOMPLETT.id}/packaging`,
      alice,
      companyA.adminRoleId,
    );
    expect(response.statusCode).toBe(404);
  });

  it('denies a role without the privilege, before the handler runs', async () => {
    const admin = await get(`/api/employer/${companyA.employerId}/company-info`, alice, companyA.adminRoleId);
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({
      name: 'Alices AB',
      isTestCompany: true,
      packaging: { name: 'Lön Bas' },
    });
    const manager = await get(`/api/employer/${companyA.employerId}/company-info`, alice, managerRoleA);
    expect(manager.statusCode).toBe(403);
    expect(manager.json().code).toBe('PRIVILEGE_MISSING');
    const rename = await testApp.app.inject({
      method: 'PUT',
      url: `/api/employer/${companyA.employerId}/company-info`,
      headers: sessionHeaders(alice, managerRoleA),
      payload: { name: 'Kapat AB' },
    });
    expect(rename.statusCode).toBe(403);
    const employer = await testApp.db
      .selectFrom('employer')
      .select('name')
      .where('id', '=', companyA.employerId)
      .executeTakeFirstOrThrow();
    expect(employer.name).toBe('Alices AB');
  });

  it('denies writes without write access (privilege-group mode) and entries of type NotEnabled', async () => {
    const headers = sessionHeaders(alice, companyA.adminRoleId);
    const base = `/api/test/group-mode/${companyA.employerId}`;
    expect((await testApp.app.inject({ method: 'GET', url: `${base}/info`, headers })).statusCode).toBe(200);
    const write = await testApp.app.inject({ method: 'PUT', url: `${base}/info`, headers, payload: {} });
    expect(write.statusCode).toBe(403);
    expect(write.json().code).toBe('PRIVILEGE_MISSING');
    expect(
      (await testApp.app.inject({ method: 'PUT', url: `${base}/address`, headers, payload: {} })).statusCode,
    ).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: `${base}/workplace`, headers })).statusCode).toBe(
      403,
    );
  });

  it("denies another identity's role at the same employer", async () => {
    const response = await get(
      `/api/employer/${companyA.employerId}/company-info`,
      bob,
      companyA.adminRoleId,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('EMPLOYER_ROLE_FORBIDDEN');
    expect(response.body).not.toContain('Alices AB');
  });

  it("applies an operator's privilege change made in SQL as soon as its notification is heard", async () => {
    const url = `/api/employer/${companyA.employerId}/company-info`;
    expect((await get(url, alice, companyA.adminRoleId)).statusCode).toBe(200);
    const active = await testApp.db
      .selectFrom('tenant_packaging')
      .select('packaging_id')
      .where('employer_id', '=', companyA.employerId)
      .orderBy('valid_from', 'desc')
      .executeTakeFirstOrThrow();
    const setEnabled = (enabled: boolean) =>
      testApp.db
        .updateTable('packaging_privilege')
        .set({ enabled_admin: enabled })
        .where('packaging_id', '=', active.packaging_id)
        .where('privilege_id', '=', 'TenantManagement.CompanyInfo')
        .execute()
        // Behind the API's back: the read cache drops the caller's privileges on the notification.
        .then(() => testApp.settle());
    await setEnabled(false);
    try {
      const revoked = await get(url, alice, companyA.adminRoleId);
      expect(revoked.statusCode).toBe(403);
      expect(revoked.json().code).toBe('PRIVILEGE_MISSING');
    } finally {
      await setEnabled(true);
    }
    expect((await get(url, alice, companyA.adminRoleId)).statusCode).toBe(200);
  });

  it('uses the packaging with the latest validFrom before now', async () => {
    await testApp.db
      .insertInto('tenant_packaging')
      .values([
        {
          employer_id: companyA.employerId,
          packaging_id: HR_KOMPLETT.id,
          valid_from: new Date(Date.now() + 86_400_000),
        },
      ])
      .execute();
    const future = await get(
      `/api/employer/${companyA.employerId}/company-info`,
      alice,
      companyA.adminRoleId,
    );
    expect(future.json().packaging.name).toBe('Lön Bas');
    await testApp.db
      .updateTable('tenant_packaging')
      .set({ valid_from: new Date(Date.now() - 1) })
      .where('employer_id', '=', companyA.employerId)
      .where('packaging_id', '=', HR_KOMPLETT.id)
      .execute();
    await testApp.settle();
    const now = await get(`/api/employer/${companyA.employerId}/company-info`, alice, companyA.adminRoleId);
    expect(now.json().packaging.name).toBe('HR Komplett');
  });

  it('refuses to register a route without :employerId or without a declaration', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await expect(
      app
        .register(async (scoped) => {
          installEmployerScope(scoped, { db: testApp.db });
          scoped.get('/undeclared/:employerId', async () => ({}));
        })
        .ready(),
    ).rejects.toThrow('declares no config.employerAccess');
    const other = Fastify();
    await expect(
      other
        .register(async (scoped) => {
          installEmployerScope(scoped, { db: testApp.db });
          scoped.get('/no-employer', { config: { employerAccess: 'role' } }, async () => ({}));
        })
        .ready(),
    ).rejects.toThrow('has no :employerId');
  });
});
