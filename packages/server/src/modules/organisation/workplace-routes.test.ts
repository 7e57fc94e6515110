import {
  ARCHIVED_WORKPLACE_MESSAGE,
  UNKNOWN_WORKPLACE_MESSAGE,
  WORKPLACE_NAME_TAKEN_MESSAGE,
  WORKPLACE_NUMBER_MESSAGE,
} from '@lonsam/domain/settings/workplace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import {
  buildEmployee,
  buildEmployment,
  type EmployerClient,
  employerClient,
  signUpManager,
} from '../employees/testing/employee-test-helpers.ts';
import {
  buildNewCompany,
  createCompany,
  makeOrgNumber,
  signUpUser,
} from '../employer/testing/employer-test-helpers.ts';
import { LON_BAS } from '../privileges/standard-packagings.ts';

let testApp: TestApp;
let employerId: string;
let asAdmin: EmployerClient;
let asManager: EmployerClient;
let asOtherAdmin: EmployerClient;

const HEAD_OFFICE = {
  name: 'Huvudkontoret',
  streetAddress: 'Sveavägen 44',
  postalCode: '11134',
  city: 'Stockholm',
  workplaceNumber: '00001',
};

beforeAll(async () => {
  testApp = await buildTestApp();
  const admin = await signUpUser(testApp.app, testApp.db);
  // Lön Bas: arbetsställen are CorePayroll, so even the smallest packaging has them.
  const company = await createCompany(
    testApp.app,
    admin,
    buildNewCompany({ orgNumber: makeOrgNumber(1601), packagingId: LON_BAS.id }),
  );
  employerId = company.employerId;
  asAdmin = employerClient(testApp.app, admin, employerId, company.adminRoleId);
  const manager = await signUpManager(testApp.app, testApp.db, employerId);
  asManager = employerClient(testApp.app, manager.user, employerId, manager.roleId);
  const other = await createCompany(
    testApp.app,
    admin,
    buildNewCompany({ orgNumber: makeOrgNumber(1602), companyName: 'Andra AB' }),
  );
  asOtherAdmin = employerClient(testApp.app, admin, other.employerId, other.adminRoleId);
});
afterAll(async () => {
  await testApp.close();
});

async function countWorkplaces(): Promise<number> {
  const row = await testApp.db
    .selectFrom('workplace')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('employer_id', '=', employerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function auditOf(id: string) {
  return testApp.db
    .selectFrom('audit_event')
    .select(['action', 'before', 'after', 'actor_identity_id'])
    .where('entity_type', '=', 'workplace')
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();
}

async function create(body: object = HEAD_OFFICE, client = asAdmin) {
  const response = await client('POST', '/settings/workplaces', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('arbetsställen', () => {
  it('creates one with its AGI address, audits it and lists it', async () => {
    const created = await create();
    expect(created).toMatchObject({
      name: 'Huvudkontoret',
      postalCode: '111 34',
      workplaceNumber: '00001',
      archivedAt: null,
      version: 1,
      activeEmploymentCount: 0,
    });
    const audit = await auditOf(created.id);
    expect(audit.map((row) => row.action)).toEqual(['workplace.created']);
    expect(audit[0]!.actor_identity_id).not.toBeNull();
    expect(audit[0]!.after).toMatchObject({ employerId, name: 'Huvudkontoret', city: 'Stockholm' });
    const list = (await asAdmin('GET', '/settings/workplaces')).json();
    expect(list.workplaces.map((row: { name: string }) => row.name)).toContain('Huvudkontoret');
    expect(list.needsWorkplaceNumbers).toBe(false);
  });

  it('refuses bad input with Swedish field errors and saves nothing', async () => {
    const before = await countWorkplaces();
    const response = await asAdmin('POST', '/settings/workplaces', {
      ...HEAD_OFFICE,
      name: 'Lagret',
      workplaceNumber: '123456',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ workplaceNumber: [WORKPLACE_NUMBER_MESSAGE] });
    const taken = await asAdmin('POST', '/settings/workplaces', {
      ...HEAD_OFFICE,
      name: ' huvudkontoret ',
      workplaceNumber: null,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ name: [WORKPLACE_NAME_TAKEN_MESSAGE] });
    expect(await countWorkplaces()).toBe(before);
  });

  it('updates with the version read; a stale version answers 409 with the stored values', async () => {
    const created = await create({ ...HEAD_OFFICE, name: 'Lagret', workplaceNumber: '2' });
    const renamed = await asAdmin('PUT', `/settings/workplaces/${created.id}`, {
      ...HEAD_OFFICE,
      name: 'Lagret i Årsta',
      workplaceNumber: '00002',
      version: 1,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Lagret i Årsta', version: 2 });
    const stale = await asAdmin('PUT', `/settings/workplaces/${created.id}`, {
      ...HEAD_OFFICE,
      name: 'Något annat',
      workplaceNumber: null,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'VERSION_CONFLICT',
      current: { name: 'Lagret i Årsta', version: 2 },
    });
    const audit = await auditOf(created.id);
    expect(audit.map((row) => row.action)).toEqual(['workplace.created', 'workplace.updated']);
    expect(audit[1]!.before).toMatchObject({ name: 'Lagret' });
    expect(audit[1]!.after).toMatchObject({ name: 'Lagret i Årsta' });
    expect((await asAdmin('GET', '/settings/workplaces')).json().needsWorkplaceNumbers).toBe(true);
  });

  it('refuses the archive while a running employment refers to it; ended ones do not hold it', async () => {
    const shop = await create({ ...HEAD_OFFICE, name: 'Butiken', workplaceNumber: null });
    const employee = await asAdmin('POST', '/employees', {
      ...buildEmployee(),
      employment: buildEmployment({ workplaceId: shop.id }),
    });
    expect(employee.statusCode, employee.body).toBe(201);
    expect(employee.json()).toBeDefined();
    const employments = (await asAdmin('GET', `/employees/${employee.json().id}/employments`)).json();
    expect(employments[0]).toMatchObject({ workplaceId: shop.id, workplace: 'Butiken' });

    const refused = await asAdmin('POST', `/settings/workplaces/${shop.id}/archive`, { version: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'WORKPLACE_IN_USE', activeEmploymentCount: 1 });

    // The employment ends in the past: nobody works there any more.
    const [employment] = employments;
    const ended = await asAdmin('PUT', `/employees/${employee.json().id}/employments/${employment.id}`, {
      ...buildEmployment({ workplaceId: shop.id, endDate: '2025-06-30' }),
      version: employment.version,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    const archived = await asAdmin('POST', `/settings/workplaces/${shop.id}/archive`, { version: 1 });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().archivedAt).not.toBeNull();
    expect((await auditOf(shop.id)).map((row) => row.action)).toContain('workplace.archived');

    // The ended employment keeps its archived workplace; a new one may not choose it.
    const kept = await asAdmin('PUT', `/employees/${employee.json().id}/employments/${employment.id}`, {
      ...buildEmployment({ workplaceId: shop.id, endDate: '2025-06-30', position: 'Butikschef' }),
      version: ended.json().version,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const chosen = await asAdmin('POST', '/employees', {
      ...buildEmployee(),
      employment: buildEmployment({ workplaceId: shop.id }),
    });
    expect(chosen.statusCode).toBe(400);
    expect(chosen.json().errors).toEqual({ 'employment.workplaceId': [ARCHIVED_WORKPLACE_MESSAGE] });

    const restored = await asAdmin('POST', `/settings/workplaces/${shop.id}/restore`, { version: 2 });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ archivedAt: null, version: 3 });
  });

  it('a rename reaches the employments and the employee list', async () => {
    const office = await create({ ...HEAD_OFFICE, name: 'Kontoret', workplaceNumber: null });
    const employee = await asAdmin('POST', '/employees', {
      ...buildEmployee({ lastName: 'Flyttsson' }),
      employment: buildEmployment({ workplaceId: office.id }),
    });
    expect(employee.statusCode, employee.body).toBe(201);
    await asAdmin('PUT', `/settings/workplaces/${office.id}`, {
      ...HEAD_OFFICE,
      name: 'Kontoret i Solna',
      workplaceNumber: null,
      version: 1,
    });
    const list = (await asAdmin('GET', '/employees?workplace=Kontoret i Solna')).json();
    expect(list.items.map((item: { lastName: string }) => item.lastName)).toEqual(['Flyttsson']);
  });

  it('needs TenantManagement.Workplace: a manager gets 403 and nothing is saved', async () => {
    const before = await countWorkplaces();
    expect((await asManager('GET', '/settings/workplaces')).statusCode).toBe(403);
    expect(
      (await asManager('POST', '/settings/workplaces', { ...HEAD_OFFICE, name: 'Chefens' })).statusCode,
    ).toBe(403);
    expect(await countWorkplaces()).toBe(before);
  });

  it("another company's workplace is unknown: not changed, not listed, not choosable", async () => {
    const foreign = await create({ ...HEAD_OFFICE, name: 'Främmande' }, asOtherAdmin);
    const response = await asAdmin('PUT', `/settings/workplaces/${foreign.id}`, {
      ...HEAD_OFFICE,
      name: 'Kapat',
      version: 1,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('WORKPLACE_NOT_FOUND');
    expect(
      (await asAdmin('POST', `/settings/workplaces/${foreign.id}/archive`, { version: 1 })).statusCode,
    ).toBe(404);
    const list = (await asAdmin('GET', '/settings/workplaces')).json();
    expect(list.workplaces.map((row: { id: string }) => row.id)).not.toContain(foreign.id);
    const chosen = await asAdmin('POST', '/employees', {
      ...buildEmployee(),
      employment: buildEmployment({ workplaceId: foreign.id }),
    });
    expect(chosen.statusCode).toBe(400);
    expect(chosen.json().errors).toEqual({ 'employment.workplaceId': [UNKNOWN_WORKPLACE_MESSAGE] });
    const stored = await testApp.db
      .selectFrom('workplace')
      .select('name')
      .where('id', '=', foreign.id)
      .executeTakeFirstOrThrow();
    expect(stored.name).toBe('Främmande');
  });

  it('lists what an employment may choose for whoever reads employments, archived workplaces left out', async () => {
    const choices = await asAdmin('GET', '/employment-choices');
    expect(choices.statusCode, choices.body).toBe(200);
    const names = choices.json().workplaces.map((row: { name: string }) => row.name);
    expect(names).toContain('Huvudkontoret');
    expect(names).not.toContain('Främmande');
  });
});
