import {
  INACTIVE_OBJECT_MESSAGE,
  OBJECT_CODE_TAKEN_MESSAGE,
  OBJECT_CODE_TOO_LONG_MESSAGE,
  UNKNOWN_OBJECT_MESSAGE,
} from '@lonsam/domain/settings/dimensions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import {
  buildEmployee,
  buildEmployment,
  type EmployerClient,
  employerClient,
} from '../employees/testing/employee-test-helpers.ts';
import {
  buildNewCompany,
  createCompany,
  makeOrgNumber,
  signUpUser,
} from '../employer/testing/employer-test-helpers.ts';
import { HR_KOMPLETT, LON_BAS } from '../privileges/standard-packagings.ts';

let testApp: TestApp;
let employerId: string;
let asAdmin: EmployerClient;
let asBasAdmin: EmployerClient;
let asOtherAdmin: EmployerClient;

beforeAll(async () => {
  testApp = await buildTestApp();
  const admin = await signUpUser(testApp.app, testApp.db);
  const company = await createCompany(
    testApp.app,
    admin,
    buildNewCompany({ orgNumber: makeOrgNumber(1611), packagingId: HR_KOMPLETT.id }),
  );
  employerId = company.employerId;
  asAdmin = employerClient(testApp.app, admin, employerId, company.adminRoleId);
  // Lön Bas has no AdvancedAccounting, so its admin lacks TenantManagement.Dimensions.
  const bas = await createCompany(
    testApp.app,
    admin,
    buildNewCompany({ orgNumber: makeOrgNumber(1612), packagingId: LON_BAS.id, companyName: 'Bas AB' }),
  );
  asBasAdmin = employerClient(testApp.app, admin, bas.employerId, bas.adminRoleId);
  const other = await createCompany(
    testApp.app,
    admin,
    buildNewCompany({ orgNumber: makeOrgNumber(1613), packagingId: HR_KOMPLETT.id, companyName: 'Andra AB' }),
  );
  asOtherAdmin = employerClient(testApp.app, admin, other.employerId, other.adminRoleId);
});
afterAll(async () => {
  await testApp.close();
});

async function countObjects(): Promise<number> {
  const row = await testApp.db
    .selectFrom('dimension_object')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('employer_id', '=', employerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function actionsOf(id: string) {
  const rows = await testApp.db
    .selectFrom('audit_event')
    .select('action')
    .where('entity_type', '=', 'dimension_object')
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.action);
}

async function create(dimension: string, body: object, client = asAdmin) {
  const response = await client('POST', `/settings/dimensions/${dimension}/objects`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('cost centres and projects', () => {
  it('creates objects in each dimension, audited, and lists them by code', async () => {
    const second = await create('cost-centre', { code: '200', name: 'Försäljning' });
    const first = await create('cost-centre', { code: '100', name: 'Administration' });
    const project = await create('project', { code: '100', name: 'Nya lagret' });
    expect(first).toMatchObject({ dimension: 'cost-centre', active: true, version: 1, employmentCount: 0 });
    expect(await actionsOf(first.id)).toEqual(['dimension-object.created']);
    const { objects } = (await asAdmin('GET', '/settings/dimensions')).json();
    expect(objects.map((row: { id: string }) => row.id)).toEqual([first.id, second.id, project.id]);
  });

  it('refuses a taken code (any case) and a code over 20 characters; nothing saved', async () => {
    const before = await countObjects();
    await create('project', { code: 'p-abc', name: 'Projekt ABC' });
    const taken = await asAdmin('POST', '/settings/dimensions/project/objects', {
      code: 'P-ABC',
      name: 'Igen',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ code: [OBJECT_CODE_TAKEN_MESSAGE] });
    const long = await asAdmin('POST', '/settings/dimensions/cost-centre/objects', {
      code: '123456789012345678901',
      name: 'För lång',
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ code: [OBJECT_CODE_TOO_LONG_MESSAGE] });
    expect(await countObjects()).toBe(before + 1);
  });

  it('updates with the version read; a stale one answers 409 with the stored values', async () => {
    const object = await create('cost-centre', { code: '300', name: 'Lager' });
    const renamed = await asAdmin('PUT', `/settings/dimensions/objects/${object.id}`, {
      code: '310',
      name: 'Lager och logistik',
      active: true,
      version: 1,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const stale = await asAdmin('PUT', `/settings/dimensions/objects/${object.id}`, {
      code: '320',
      name: 'Annat',
      active: true,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', current: { code: '310', version: 2 } });
    expect(await actionsOf(object.id)).toEqual(['dimension-object.created', 'dimension-object.updated']);
  });

  it('an object an employment uses cannot be deleted, only deactivated; a free one is deleted', async () => {
    const used = await create('cost-centre', { code: '400', name: 'Kundtjänst' });
    const project = await create('project', { code: 'P400', name: 'Kundportal' });
    const employee = await asAdmin('POST', '/employees', {
      ...buildEmployee({ lastName: 'Kostnadsson' }),
      employment: buildEmployment({ costCentreId: used.id, projectId: project.id }),
    });
    expect(employee.statusCode, employee.body).toBe(201);
    const [employment] = (await asAdmin('GET', `/employees/${employee.json().id}/employments`)).json();
    expect(employment).toMatchObject({ costCentreId: used.id, costCentre: '400', projectId: project.id });
    expect((await asAdmin('GET', '/employees?costCentre=400')).json().total).toBe(1);

    const refused = await asAdmin('DELETE', `/settings/dimensions/objects/${used.id}?version=1`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'DIMENSION_OBJECT_IN_USE', employmentCount: 1 });

    const deactivated = await asAdmin('PUT', `/settings/dimensions/objects/${used.id}`, {
      code: '400',
      name: 'Kundtjänst',
      active: false,
      version: 1,
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const chosen = await asAdmin('POST', '/employees', {
      ...buildEmployee(),
      employment: buildEmployment({ costCentreId: used.id }),
    });
    expect(chosen.statusCode).toBe(400);
    expect(chosen.json().errors).toEqual({ 'employment.costCentreId': [INACTIVE_OBJECT_MESSAGE] });

    const free = await create('cost-centre', { code: '500', name: 'Tillfälligt' });
    const deleted = await asAdmin('DELETE', `/settings/dimensions/objects/${free.id}?version=1`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await actionsOf(free.id)).toEqual(['dimension-object.created', 'dimension-object.deleted']);
  });

  it('a project is not a cost centre: choosing one as the other is a field error', async () => {
    const project = await create('project', { code: 'P600', name: 'Flytten' });
    const response = await asAdmin('POST', '/employees', {
      ...buildEmployee(),
      employment: buildEmployment({ costCentreId: project.id }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'employment.costCentreId': [UNKNOWN_OBJECT_MESSAGE] });
  });

  it('needs TenantManagement.Dimensions: 403 for an admin without it, nothing saved', async () => {
    expect((await asBasAdmin('GET', '/settings/dimensions')).statusCode).toBe(403);
    const response = await asBasAdmin('POST', '/settings/dimensions/cost-centre/objects', {
      code: '1',
      name: 'Ett',
    });
    expect(response.statusCode).toBe(403);
    const rows = await testApp.db
      .selectFrom('dimension_object')
      .select('id')
      .where('code', '=', '1')
      .execute();
    expect(rows).toEqual([]);
  });

  it("another company's object is unknown: not changed, not deleted", async () => {
    const foreign = await create('cost-centre', { code: '900', name: 'Främmande' }, asOtherAdmin);
    const changed = await asAdmin('PUT', `/settings/dimensions/objects/${foreign.id}`, {
      code: '901',
      name: 'Kapat',
      active: true,
      version: 1,
    });
    expect(changed.statusCode).toBe(404);
    expect(changed.json().code).toBe('DIMENSION_OBJECT_NOT_FOUND');
    expect((await asAdmin('DELETE', `/settings/dimensions/objects/${foreign.id}?version=1`)).statusCode).toBe(
      404,
    );
    const stored = await testApp.db
      .selectFrom('dimension_object')
      .select('code')
      .where('id', '=', foreign.id)
      .executeTakeFirstOrThrow();
    expect(stored.code).toBe('900');
  });
});
