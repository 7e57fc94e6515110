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
import { mountEmployeeRoutesWithPrivileges } from './testing/chosen-privileges.ts';
import {
  buildEmployee,
  buildEmployment,
  type EmployerClient,
  employerClient,
} from './testing/employee-test-helpers.ts';

/**
 * Review of #25 items 3/4: GET …/employments/{id}/salary answers by the salary-row rule of the
 * employment view (the overview and the salary privilege) and shows a user only the employment of
 * their own role. No standard packaging gives a role the salary privilege without the overview, or a
 * user the salary privilege, so the employee routes are mounted once more under /api/test with the
 * role's privileges chosen by each test (privilege-group mode).
 */

let testApp: TestApp;
let admin: SignedIn;
let employerId: string;
let adminRoleId: string;
let asAdmin: EmployerClient;
let granted: PrivilegeId[] = [];

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
    buildNewCompany({ orgNumber: makeOrgNumber(611), packagingId: HR_KOMPLETT.id }),
  );
  ({ employerId, adminRoleId } = company);
  asAdmin = employerClient(testApp.app, admin, employerId, adminRoleId);
});

afterAll(async () => {
  await testApp.close();
});

function salaryAsRole(
  user: SignedIn,
  roleId: string,
  employeeId: string,
  employmentId: string,
  date: string,
) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/test/employer/${employerId}/employees/${employeeId}/employments/${employmentId}/salary?date=${date}`,
    headers: sessionHeaders(user, roleId),
  });
}

describe('GET …/employments/{id}/salary follows the employment view', () => {
  it('refuses a role with the salary privilege but not the employment overview (403)', async () => {
    const created = (
      await asAdmin('POST', '/employees', { ...buildEmployee(), employment: buildEmployment() })
    ).json();
    granted = ['Employee.EmploymentSettings.Salary'];
    const refused = await salaryAsRole(admin, adminRoleId, created.id, created.employmentId, '2025-06-01');
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().code).toBe('PRIVILEGE_MISSING');
    expect(refused.body).not.toContain('3200000');

    granted = ['Employee.EmploymentSettings.Salary', 'Employee.EmploymentOverview'];
    const allowed = await salaryAsRole(admin, adminRoleId, created.id, created.employmentId, '2025-06-01');
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json()).toMatchObject({ amountOre: 3_200_000, salaryForm: 'monthly' });
  });

  it("shows a user only their own role's employment: another employment of the same person is 404", async () => {
    const person = await signUpUser(testApp.app, testApp.db);
    const email = (
      await testApp.db
        .selectFrom('identity')
        .select('email')
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow()
    ).email!;
    // Two employments of one person, each with its user role: last year's (ended, so its role reads
    // only payslips and balances, issue 22) and this year's, whose role is the one asking here.
    const year = new Date().getUTCFullYear();
    const earlier = (
      await asAdmin('POST', '/employees', {
        ...buildEmployee({ email }),
        employment: buildEmployment({
          startDate: `${year - 1}-01-01`,
          endDate: `${year - 1}-12-31`,
          salaryRows: [{ validFrom: `${year - 1}-01-01`, amountOre: 2_500_000 }],
        }),
      })
    ).json();
    expect(earlier.userRoleId).toEqual(expect.any(String));
    const later = await asAdmin('POST', `/employees/${earlier.id}/employments`, {
      ...buildEmployment({
        startDate: `${year}-01-01`,
        salaryRows: [{ validFrom: `${year}-01-01`, amountOre: 4_100_000 }],
      }),
    });
    expect(later.statusCode, later.body).toBe(201);
    const laterId = later.json().employmentId;
    const laterRoleId: string = later.json().userRoleId;
    expect(laterRoleId).toEqual(expect.any(String));

    granted = ['Employee.EmploymentSettings.Salary', 'Employee.EmploymentOverview'];
    const own = await salaryAsRole(person, laterRoleId, earlier.id, laterId, `${year}-06-01`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().amountOre).toBe(4_100_000);
    const other = await salaryAsRole(
      person,
      laterRoleId,
      earlier.id,
      earlier.employmentId,
      `${year - 1}-06-01`,
    );
    expect(other.statusCode, other.body).toBe(404);
    expect(other.json().code).toBe('EMPLOYMENT_NOT_FOUND');
    expect(other.body).not.toContain('2500000');
    // The ended employment's own role holds the same privileges yet reads no salary: 403.
    const ended = await salaryAsRole(
      person,
      earlier.userRoleId,
      earlier.id,
      earlier.employmentId,
      `${year - 1}-06-01`,
    );
    expect(ended.statusCode, ended.body).toBe(403);
    expect(ended.json().code).toBe('PRIVILEGE_MISSING');
  });
});
