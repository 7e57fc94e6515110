import { PRIVILEGE_CATALOGUE } from '@lonsam/domain/privileges/catalogue';
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
import { HR_KOMPLETT, LON_BAS, LON_PLUS, STANDARD_PACKAGINGS } from '../privileges/standard-packagings.ts';
import { addOperator, createTenantManager } from './operators.ts';
import { logInOperator, OPERATOR_ENV } from './testing/tenant-manager-test-helpers.ts';
import { updatePackagingPrivilege } from './update-packaging-privilege.ts';

let testApp: TestApp;
let operator: SignedIn & { tenantManagerId: string };
let stranger: SignedIn;

beforeAll(async () => {
  testApp = await buildTestApp({ env: OPERATOR_ENV });
  operator = await logInOperator(testApp.app);
  stranger = await signUpUser(testApp.app, testApp.db);
});
afterAll(async () => {
  await testApp.close();
});

const base = () => `/api/tenant-manager/${operator.tenantManagerId}`;

function get(path: string, who: SignedIn = operator) {
  return testApp.app.inject({ method: 'GET', url: `${base()}${path}`, headers: sessionHeaders(who) });
}
function post(path: string, payload: object, who: SignedIn = operator) {
  return testApp.app.inject({
    method: 'POST',
    url: `${base()}${path}`,
    headers: sessionHeaders(who),
    payload,
  });
}

async function readEntry(packagingId: string, privilegeId: string) {
  return testApp.db
    .selectFrom('packaging_privilege')
    .selectAll()
    .where('packaging_id', '=', packagingId)
    .where('privilege_id', '=', privilegeId)
    .executeTakeFirstOrThrow();
}

async function countAuditEvents(entityType: string) {
  const row = await testApp.db
    .selectFrom('audit_event')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('entity_type', '=', entityType)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('tenant-manager access: only operators get in', () => {
  const routes = () => [
    { method: 'GET' as const, url: `${base()}/packaging` },
    { method: 'GET' as const, url: `${base()}/packaging/${LON_BAS.id}` },
    {
      method: 'POST' as const,
      url: `${base()}/packaging/${LON_BAS.id}`,
      payload: { id: 'PayrollBasis.Run', enabledAdmin: false, enabledManager: null, enabledUser: null },
    },
    { method: 'GET' as const, url: `${base()}/tenants` },
    {
      method: 'POST' as const,
      url: `${base()}/tenants`,
      payload: { employerPublicId: crypto.randomUUID(), packagingId: LON_BAS.id },
    },
    { method: 'GET' as const, url: `${base()}/audit` },
  ];

  it('answers 401 without a session', async () => {
    for (const route of routes()) {
      const response = await testApp.app.inject({
        ...route,
        headers: { 'x-lonsam-csrf': 'any' },
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers 403 with no data to a signed-in identity that is no operator', async () => {
    const before = await readEntry(LON_BAS.id, 'PayrollBasis.Run');
    for (const route of routes()) {
      const response = await testApp.app.inject({ ...route, headers: sessionHeaders(stranger) });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'TENANT_MANAGER_FORBIDDEN' });
      expect(response.body).not.toContain(LON_BAS.name);
      expect(response.body).not.toContain('PayrollBasis');
    }
    // A malformed body gets the same 403, not a 400 that describes the route.
    const malformed = await testApp.app.inject({
      method: 'POST',
      url: `${base()}/packaging/${LON_BAS.id}`,
      headers: sessionHeaders(stranger),
      payload: { nonsense: true },
    });
    expect(malformed.statusCode).toBe(403);
    expect(await readEntry(LON_BAS.id, 'PayrollBasis.Run')).toEqual(before);
  });

  it('answers 403 to an operator of another tenant manager, and for an unknown or malformed id', async () => {
    const otherManagerId = await createTenantManager(testApp.db, 'Annan drift');
    const other = await signUpUser(testApp.app, testApp.db);
    const otherIdentity = (
      await testApp.app.inject({ method: 'GET', url: '/api/entry', headers: sessionHeaders(other) })
    ).json().identity.id as string;
    await addOperator(
      testApp.db,
      { tenantManagerId: otherManagerId, identityId: otherIdentity },
      { actorIdentityId: null, requestId: null },
    );
    const own = await testApp.app.inject({
      method: 'GET',
      url: `/api/tenant-manager/${otherManagerId}/packaging`,
      headers: sessionHeaders(other),
    });
    expect(own.statusCode).toBe(200);
    expect((await get('/packaging', other)).statusCode).toBe(403);
    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/tenant-manager/${id}/packaging`,
        headers: sessionHeaders(operator),
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('refuses an operator write without the session CSRF token', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `${base()}/tenants`,
      headers: { cookie: operator.cookie, 'x-lonsam-csrf': 'wrong' },
      payload: { employerPublicId: crypto.randomUUID(), packagingId: LON_BAS.id },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CSRF_TOKEN_INVALID');
  });

  it('tells the web in /api/entry whether the identity is an operator, and of which tenant manager', async () => {
    const mine = await testApp.app.inject({
      method: 'GET',
      url: '/api/entry',
      headers: sessionHeaders(operator),
    });
    expect(mine.json()).toMatchObject({
      isTenantManager: true,
      tenantManagerIds: [operator.tenantManagerId],
    });
    const theirs = await testApp.app.inject({
      method: 'GET',
      url: '/api/entry',
      headers: sessionHeaders(stranger),
    });
    expect(theirs.json()).toMatchObject({ isTenantManager: false, tenantManagerIds: [] });
  });
});

describe('packagings and their privileges', () => {
  it('lists the packagings with name and description', async () => {
    const response = await get('/packaging');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((p: { id: string }) => p.id).sort()).toEqual(STANDARD_PACKAGINGS.map((p) => p.id).sort());
    expect(data.find((p: { id: string }) => p.id === LON_BAS.id)).toEqual({
      id: LON_BAS.id,
      name: LON_BAS.name,
      description: LON_BAS.description,
    });
  });

  it('answers the packaging entries as active and the whole catalogue as all', async () => {
    const response = await get(`/packaging/${HR_KOMPLETT.id}`);
    expect(response.statusCode).toBe(200);
    const { active, all } = response.json();
    expect(all).toHaveLength(PRIVILEGE_CATALOGUE.length);
    expect(active).toHaveLength(PRIVILEGE_CATALOGUE.length);
    const growth = all.find((entry: { id: string }) => entry.id === 'Employee.PersonalData.GrowthSupport');
    expect(growth).toMatchObject({ enabledUser: false, enabledManager: false, enabledAdmin: true });
    const payslip = active.find((entry: { id: string }) => entry.id === 'ReportingAndCompliance.Payslip');
    expect(Object.keys(payslip).sort()).toEqual(
      [
        'id',
        'valueStream',
        'enabledUser',
        'enabledManager',
        'enabledAdmin',
        'availableUser',
        'availableManager',
        'availableAdmin',
        'activatedUserAt',
        'activatedManagerAt',
        'activatedAdminAt',
      ].sort(),
    );
    const base = (await get(`/packaging/${LON_BAS.id}`)).json();
    expect(base.active.map((entry: { id: string }) => entry.id)).not.toContain('Analytics.Standard');
  });

  it('answers 404 for an unknown packaging', async () => {
    expect((await get(`/packaging/${crypto.randomUUID()}`)).json().code).toBe('PACKAGING_NOT_FOUND');
    expect((await get('/packaging/nope')).statusCode).toBe(404);
  });
});

describe('POST packaging privilege: activation rules', () => {
  it('rejects a role the system privilege does not support with the spec message', async () => {
    const response = await post(`/packaging/${HR_KOMPLETT.id}`, {
      id: 'Employee.PersonalData.GrowthSupport',
      enabledAdmin: true,
      enabledManager: true,
      enabledUser: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      enabledUser: ['System privilege does not support user-role'],
      enabledManager: ['System privilege does not support manager-role'],
    });
  });

  it('rejects activation of a privilege the packaging does not offer', async () => {
    const response = await post(`/packaging/${LON_BAS.id}`, {
      id: 'Analytics.Standard',
      enabledAdmin: true,
      enabledManager: null,
      enabledUser: null,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'PRIVILEGE_NOT_ACTIVATABLE',
      errors: { enabledAdmin: [expect.stringContaining('admin-role')] },
    });
  });

  it('rejects activation for a role the packaging does not make available', async () => {
    await testApp.db
      .updateTable('packaging_privilege')
      .set({ available_manager: false, enabled_manager: false, activated_manager_at: null })
      .where('packaging_id', '=', LON_PLUS.id)
      .where('privilege_id', '=', 'Employee.Register')
      .execute();
    const response = await post(`/packaging/${LON_PLUS.id}`, {
      id: 'Employee.Register',
      enabledAdmin: true,
      enabledManager: true,
      enabledUser: null,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['enabledManager']);
    // Nothing of a rejected update is stored, the admin part neither.
    expect((await readEntry(LON_PLUS.id, 'Employee.Register')).available_manager).toBe(false);
  });

  it('rejects activation for a role the system entry does not enable, even when available', async () => {
    await testApp.db
      .updateTable('privilege')
      .set({ enabled_manager: false })
      .where('id', '=', 'Employee.Select')
      .execute();
    try {
      const response = await post(`/packaging/${LON_PLUS.id}`, {
        id: 'Employee.Select',
        enabledAdmin: true,
        enabledManager: true,
        enabledUser: null,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('PRIVILEGE_NOT_ACTIVATABLE');
    } finally {
      await testApp.db
        .updateTable('privilege')
        .set({ enabled_manager: true })
        .where('id', '=', 'Employee.Select')
        .execute();
    }
  });

  it('stamps the first activation, keeps the stamp when toggled, and clears it when deactivated', async () => {
    const id = 'ReportingAndCompliance.Payslip';
    const deactivate = await post(`/packaging/${LON_PLUS.id}`, {
      id,
      enabledAdmin: true,
      enabledManager: null,
      enabledUser: true,
    });
    expect(deactivate.statusCode).toBe(200);
    expect(deactivate.json().entry).toMatchObject({ enabledManager: false, activatedManagerAt: null });

    const before = Date.now();
    const activate = await post(`/packaging/${LON_PLUS.id}`, {
      id,
      enabledAdmin: true,
      enabledManager: false,
      enabledUser: true,
    });
    const activatedAt = activate.json().entry.activatedManagerAt as string;
    expect(Date.parse(activatedAt)).toBeGreaterThanOrEqual(before - 1);
    expect(Date.parse(activatedAt)).toBeLessThanOrEqual(Date.now() + 1);
    expect(activate.json().entry.enabledManager).toBe(false);

    const toggle = await post(`/packaging/${LON_PLUS.id}`, {
      id,
      enabledAdmin: true,
      enabledManager: true,
      enabledUser: true,
    });
    expect(toggle.json().entry).toMatchObject({ enabledManager: true, activatedManagerAt: activatedAt });
    const { active } = (await get(`/packaging/${LON_PLUS.id}`)).json();
    expect(active.find((entry: { id: string }) => entry.id === id)).toMatchObject({
      enabledManager: true,
      activatedManagerAt: activatedAt,
    });
  });

  it('writes an audit event with before and after, and none for a rejected or empty change', async () => {
    const id = 'PayrollBasis.Approve.First';
    const events = await countAuditEvents('packaging_privilege');
    await post(`/packaging/${LON_KOMPLETT_ID}`, {
      id,
      enabledAdmin: false,
      enabledManager: true,
      enabledUser: null,
    });
    await post(`/packaging/${LON_KOMPLETT_ID}`, {
      id,
      enabledAdmin: false,
      enabledManager: true,
      enabledUser: null,
    });
    await post(`/packaging/${LON_BAS.id}`, {
      id: 'Analytics.Standard',
      enabledAdmin: true,
      enabledManager: null,
      enabledUser: null,
    });
    expect(await countAuditEvents('packaging_privilege')).toBe(events + 1);
    const audit = (await get('/audit?limit=1')).json().data[0];
    expect(audit).toMatchObject({
      action: 'packaging-privilege.updated',
      entityId: `${LON_KOMPLETT_ID}/${id}`,
      actor: { email: OPERATOR_ENV.OPERATOR_EMAIL },
      before: { enabledAdmin: true, enabledManager: true },
      after: { enabledAdmin: false, enabledManager: true },
    });
  });

  it('writes the audit event in the transaction of the change: a rollback takes both', async () => {
    const id = 'PayrollBasis.Approve.Second';
    const events = await countAuditEvents('packaging_privilege');
    await expect(
      testApp.db.transaction().execute(async (trx) => {
        await updatePackagingPrivilege(
          trx,
          LON_KOMPLETT_ID,
          { id, enabledAdmin: false, enabledManager: false, enabledUser: null },
          { actorIdentityId: null, requestId: null },
          new Date(),
        );
        expect(
          await trx
            .selectFrom('audit_event')
            .select('id')
            .where('entity_id', '=', `${LON_KOMPLETT_ID}/${id}`)
            .execute(),
        ).toHaveLength(1);
        throw new Error('later step fails');
      }),
    ).rejects.toThrow('later step fails');
    expect(await countAuditEvents('packaging_privilege')).toBe(events);
    expect((await readEntry(LON_KOMPLETT_ID, id)).enabled_admin).toBe(true);
  });
});

const LON_KOMPLETT_ID = STANDARD_PACKAGINGS[2]!.id;

describe('tenants and packaging activation', () => {
  let admin: SignedIn;
  let company: { employerId: string; adminRoleId: string };
  let publicId: string;

  beforeAll(async () => {
    admin = await signUpUser(testApp.app, testApp.db);
    company = await createCompany(
      testApp.app,
      admin,
      buildNewCompany({
        companyName: 'Tenantbolaget AB',
        orgNumber: makeOrgNumber(801),
        packagingId: LON_BAS.id,
      }),
    );
    publicId = (
      await testApp.db
        .selectFrom('employer')
        .select('public_id')
        .where('id', '=', company.employerId)
        .executeTakeFirstOrThrow()
    ).public_id;
  });

  async function adminPrivileges(): Promise<string[]> {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/employer/${company.employerId}/active/packaging`,
      headers: sessionHeaders(admin, company.adminRoleId),
    });
    expect(response.statusCode).toBe(200);
    return response.json().map((entry: { id: string }) => entry.id);
  }

  it('lists the tenant with its packaging periods and the packagings', async () => {
    const response = await get('/tenants');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.packaging).toHaveLength(STANDARD_PACKAGINGS.length);
    const tenant = body.tenants.find((t: { employerPublicId: string }) => t.employerPublicId === publicId);
    expect(tenant).toMatchObject({ name: 'Tenantbolaget AB', orgNumber: makeOrgNumber(801) });
    expect(tenant.packaging).toEqual([{ packagingId: LON_BAS.id, validFrom: expect.any(String) }]);
  });

  it("changes an employer's /packaging privileges at once when an operator switches a privilege", async () => {
    const id = 'PayrollBasis.Run';
    expect(await adminPrivileges()).toContain(id);
    const off = await post(`/packaging/${LON_BAS.id}`, {
      id,
      enabledAdmin: false,
      enabledManager: null,
      enabledUser: null,
    });
    expect(off.statusCode).toBe(200);
    expect(await adminPrivileges()).not.toContain(id);
    await post(`/packaging/${LON_BAS.id}`, {
      id,
      enabledAdmin: true,
      enabledManager: null,
      enabledUser: null,
    });
    expect(await adminPrivileges()).toContain(id);
  });

  it('refuses to activate the packaging the tenant already has (no new period, no audit)', async () => {
    const events = await countAuditEvents('tenant_packaging');
    const response = await post('/tenants', { employerPublicId: publicId, packagingId: LON_BAS.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'TENANT_PACKAGING_ALREADY_ACTIVE',
      detail: 'Kunden har redan den här paketeringen.',
    });
    const tenant = (await get('/tenants'))
      .json()
      .tenants.find((t: { employerPublicId: string }) => t.employerPublicId === publicId);
    expect(tenant.packaging).toHaveLength(1);
    expect(await countAuditEvents('tenant_packaging')).toBe(events);
  });

  it('activates another packaging from now; the latest validFrom before now is the active one', async () => {
    expect(await adminPrivileges()).not.toContain('Analytics.Standard');
    // A period that starts tomorrow is not active yet, and blocks an activation that it would hide.
    const tomorrow = new Date(Date.now() + 86_400_000);
    await testApp.db
      .insertInto('tenant_packaging')
      .values({ employer_id: company.employerId, packaging_id: HR_KOMPLETT.id, valid_from: tomorrow })
      .execute();
    expect(await adminPrivileges()).not.toContain('Analytics.Standard');
    const blocked = await post('/tenants', { employerPublicId: publicId, packagingId: LON_PLUS.id });
    expect(blocked.statusCode).toBe(409);
    await testApp.db
      .deleteFrom('tenant_packaging')
      .where('employer_id', '=', company.employerId)
      .where('valid_from', '=', tomorrow)
      .execute();

    const events = await countAuditEvents('tenant_packaging');
    const response = await post('/tenants', { employerPublicId: publicId, packagingId: LON_PLUS.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ employerPublicId: publicId, packagingId: LON_PLUS.id });
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(await adminPrivileges()).toContain('Analytics.Standard');
    const tenant = (await get('/tenants'))
      .json()
      .tenants.find((t: { employerPublicId: string }) => t.employerPublicId === publicId);
    expect(tenant.packaging.map((p: { packagingId: string }) => p.packagingId)).toEqual([
      LON_BAS.id,
      LON_PLUS.id,
    ]);
    expect(await countAuditEvents('tenant_packaging')).toBe(events + 1);
    const audit = (await get('/audit?limit=1')).json().data[0];
    expect(audit).toMatchObject({
      action: 'tenant-packaging.activated',
      entityId: publicId,
      before: { packagingId: LON_BAS.id },
      after: { packagingId: LON_PLUS.id, packagingName: LON_PLUS.name },
    });
  });

  it('answers 404 for an unknown tenant or packaging and 400 for a malformed request', async () => {
    const unknownTenant = await post('/tenants', {
      employerPublicId: crypto.randomUUID(),
      packagingId: LON_BAS.id,
    });
    expect(unknownTenant.json().code).toBe('EMPLOYER_NOT_FOUND');
    const unknownPackaging = await post('/tenants', {
      employerPublicId: publicId,
      packagingId: crypto.randomUUID(),
    });
    expect(unknownPackaging.json().code).toBe('PACKAGING_NOT_FOUND');
    const malformed = await post('/tenants', { employerPublicId: 'x', packagingId: '' });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().errors).sort()).toEqual(['employerPublicId', 'packagingId']);
  });
});
