import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
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
import { HR_KOMPLETT } from '../privileges/standard-packagings.ts';
import { HIDDEN_FIELD_PARAMETER_MESSAGE } from './list-employees.ts';
import { mountEmployeeRoutesWithPrivileges } from './testing/chosen-privileges.ts';
import {
  buildEmployee,
  buildEmployment,
  type EmployerClient,
  employerClient,
  insertWorkplaceAndCostCentre,
  signUpManager,
} from './testing/employee-test-helpers.ts';

/**
 * Review of #25 items 3/4: the list and its export are filtered and sorted only by fields the caller
 * may read (by the GET's rules), so a total or an order cannot tell a hidden value, and its items show
 * the names and the employment columns by the same rules. Roles no standard packaging has (the list
 * without the personnummer, the names or the overview) use the routes mounted with chosen privileges.
 */

let testApp: TestApp;
let admin: SignedIn;
let employerId: string;
let adminRoleId: string;
let granted: PrivilegeId[] = [];
let asAdmin: EmployerClient;
let asManager: EmployerClient;
let teamMemberId: string;

beforeAll(async () => {
  testApp = await buildTestApp({
    register: (app) =>
      mountEmployeeRoutesWithPrivileges(
        app,
        () => testApp.db,
        () => granted,
      ),
  });
  admin = await signUpUser(testApp.app, testApp.db);
  const company = await createCompany(
    testApp.app,
    admin,
    buildNewCompany({ orgNumber: makeOrgNumber(621), packagingId: HR_KOMPLETT.id }),
  );
  ({ employerId, adminRoleId } = company);
  asAdmin = employerClient(testApp.app, admin, employerId, adminRoleId);
  const manager = await signUpManager(testApp.app, testApp.db, company.employerId);
  asManager = employerClient(testApp.app, manager.user, company.employerId, manager.roleId);
  const created = await asAdmin('POST', '/employees', {
    ...buildEmployee({ lastName: 'Teamsson', tax: { method: 'table', table: 33, column: 1 } }),
    employment: buildEmployment({
      managerRoleId: manager.roleId,
      ...(await insertWorkplaceAndCostCentre(testApp.db, employerId)),
    }),
  });
  expect(created.statusCode, created.body).toBe(201);
  teamMemberId = created.json().id;
});

afterAll(async () => {
  await testApp.close();
});

type InjectResponse = Awaited<ReturnType<TestApp['app']['inject']>>;

function expectRefused(response: InjectResponse, parameter: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
  expect(response.json().code).toBe('VALIDATION_FAILED');
  expect(response.json().errors).toEqual({ [`querystring.${parameter}`]: [HIDDEN_FIELD_PARAMETER_MESSAGE] });
  expect(response.body).not.toContain('Teamsson');
}

/** The admin's role with exactly the granted privileges, on the mounted routes. */
function asGranted(path: string) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/test/employer/${employerId}${path}`,
    headers: sessionHeaders(admin, adminRoleId),
  });
}

describe('a manager filters and sorts only by fields their GET shows', () => {
  it('the GET hides the tax settings from the manager', async () => {
    const shown = (await asManager('GET', `/employees/${teamMemberId}`)).json();
    expect(shown).toHaveProperty('lastName', 'Teamsson');
    expect(shown).not.toHaveProperty('tax');
  });

  it('?taxTable= is refused on the list and the export; the admin may filter by it', async () => {
    for (const table of [33, 30]) {
      expectRefused(await asManager('GET', `/employees?taxTable=${table}`), 'taxTable');
      expectRefused(await asManager('GET', `/employees/export?taxTable=${table}`), 'taxTable');
    }
    expect((await asAdmin('GET', '/employees?taxTable=33')).json().total).toBe(1);
    expect((await asAdmin('GET', '/employees?taxTable=30')).json().total).toBe(0);
    expect((await asAdmin('GET', '/employees/export?taxTable=33')).body).toContain('Teamsson');
  });

  it('what the manager may read still filters and sorts', async () => {
    const queries = ['sort=name', 'sort=personnummer', 'sort=position', 'sort=startDate', 'costCentre=100'];
    for (const query of [...queries, 'status=active', 'employmentType=permanent', 'workplace=Stockholm']) {
      const response = await asManager('GET', `/employees?${query}`);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
      expect(response.json().items.map((item: { lastName: string }) => item.lastName)).toEqual(['Teamsson']);
    }
    const item = (await asManager('GET', '/employees')).json().items[0];
    expect(item).not.toHaveProperty('currentSalaryOre');
    expect(item).toMatchObject({ firstName: 'Sara', position: 'Kock', costCentre: '100' });
  });
});

describe('roles without the personnummer, the names or the employment overview', () => {
  const LIST = 'Employee.BulkList';

  it('sort=personnummer is refused without the personnummer, on the list and the export', async () => {
    granted = [LIST, 'Employee.PersonalData.Names', 'Employee.EmploymentOverview'];
    expectRefused(await asGranted('/employees?sort=personnummer'), 'sort');
    expectRefused(await asGranted('/employees/export?sort=personnummer&order=desc'), 'sort');
    const list = await asGranted('/employees?sort=name');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items[0]).not.toHaveProperty('personnummer');
    granted = [LIST, 'Employee.PersonalData.Names', 'Employee.PersonalData.PersonalIdentityNumber'];
    expect((await asGranted('/employees?sort=personnummer')).statusCode).toBe(200);
  });

  it('without the names: no names in the items, no sort or search by name', async () => {
    granted = [LIST, 'Employee.EmploymentOverview'];
    const list = await asGranted('/employees');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().total).toBe(1);
    const [item] = list.json().items;
    expect(item).not.toHaveProperty('firstName');
    expect(item).not.toHaveProperty('lastName');
    expect(item).toMatchObject({ id: teamMemberId, position: 'Kock' });
    expect(list.body).not.toContain('Teamsson');
    expectRefused(await asGranted('/employees?sort=name'), 'sort');
    expect((await asGranted('/employees?search=Teamsson')).json().total).toBe(0);
    expect((await asGranted('/employees?search=Kock')).json().total).toBe(1);
    expect((await asGranted('/employees/export')).body).not.toContain('Teamsson');
  });

  it('without the overview: no employment columns, no filter, sort or search by them', async () => {
    granted = [LIST, 'Employee.PersonalData.Names'];
    const list = await asGranted('/employees');
    expect(list.statusCode, list.body).toBe(200);
    const [item] = list.json().items;
    expect(item).toMatchObject({ id: teamMemberId, lastName: 'Teamsson' });
    for (const column of [
      'employmentId',
      'position',
      'employmentType',
      'startDate',
      'costCentre',
      'workplace',
    ]) {
      expect(item).not.toHaveProperty(column);
    }
    for (const [query, parameter] of [
      ['costCentre=100', 'costCentre'],
      ['workplace=Stockholm', 'workplace'],
      ['employmentType=permanent', 'employmentType'],
      ['status=active', 'status'],
      ['sort=position', 'sort'],
      ['sort=startDate', 'sort'],
    ] as const) {
      expectRefused(await asGranted(`/employees?${query}`), parameter);
      expectRefused(await asGranted(`/employees/export?${query}`), parameter);
    }
    expect((await asGranted('/employees?search=Kock')).json().total).toBe(0);
    const csv = (await asGranted('/employees/export')).body;
    expect(csv).toContain('Teamsson');
    expect(csv).not.toContain('Kock');
  });
});
