import { employeeListItem, listEmployeesResponse } from '@lonsam/domain/contracts/employees/list-employees';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import {
  buildNewCompany,
  createCompany,
  makeOrgNumber,
  signUpUser,
} from '../employer/testing/employer-test-helpers.ts';
import { HR_KOMPLETT } from '../privileges/standard-packagings.ts';
import {
  buildEmployee,
  buildEmployment,
  type EmployerClient,
  employerClient,
  insertWorkplaceAndCostCentre,
  signUpManager,
} from './testing/employee-test-helpers.ts';

/**
 * The list page is sent as serialised bytes (kept in the read cache), which Fastify's serializer
 * never sees: its response schema would not strip or refuse anything. So the page is checked
 * against the contract here, strictly (no field the contract does not name), for each role.
 */
const strictPage = listEmployeesResponse.extend({ items: employeeListItem.strict().array() }).strict();

let testApp: TestApp;
let asAdmin: EmployerClient;
let asManager: EmployerClient;

beforeAll(async () => {
  testApp = await buildTestApp();
  const admin = await signUpUser(testApp.app, testApp.db);
  const company = await createCompany(
    testApp.app,
    admin,
    buildNewCompany({ orgNumber: makeOrgNumber(733), packagingId: HR_KOMPLETT.id }),
  );
  asAdmin = employerClient(testApp.app, admin, company.employerId, company.adminRoleId);
  const manager = await signUpManager(testApp.app, testApp.db, company.employerId);
  asManager = employerClient(testApp.app, manager.user, company.employerId, manager.roleId);
  const created = await asAdmin('POST', '/employees', {
    ...buildEmployee(),
    employment: buildEmployment({
      managerRoleId: manager.roleId,
      ...(await insertWorkplaceAndCostCentre(testApp.db, company.employerId, { workplace: 'Göteborg' })),
    }),
  });
  expect(created.statusCode, created.body).toBe(201);
});

afterAll(async () => {
  await testApp.close();
});

describe('GET …/employees against its contract', () => {
  it('sends the admin exactly the contract’s fields, birth date and workplace among them', async () => {
    const response = await asAdmin('GET', '/employees');
    expect(response.statusCode, response.body).toBe(200);
    const page = strictPage.parse(response.json());
    expect(page.items).toHaveLength(1);
    // The birth date comes from the personnummer.
    expect(page.items[0]).toMatchObject({
      birthDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      workplace: 'Göteborg',
    });
  });

  it('sends a manager nothing outside the contract either (twice: the second page is the cached one)', async () => {
    for (const _attempt of [1, 2]) {
      const response = await asManager('GET', '/employees');
      expect(response.statusCode, response.body).toBe(200);
      expect(strictPage.parse(response.json()).items).toHaveLength(1);
    }
  });
});
