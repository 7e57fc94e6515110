import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import {
  completeNewRun,
  createPayrollCompany,
  type InsertedEmployment,
  insertPayrollEmployee,
  TABLE_33,
} from '../payroll-runs/calculation/testing/calculation-test-setup.ts';
import { LON_KOMPLETT } from '../privileges/standard-packagings.ts';
import { type EmployerClient, employerClient, signUpWithRole } from './testing/employee-test-helpers.ts';

// Issue 23, GDPR right of access: one JSON file with everything held about one employee. The employee
// gets their own, an admin anyone's; a manager (even of the employee's team) and another employee get
// 404 as on the employee page. Every download is audited with who asked and what the file held.

let testApp: TestApp;
let db: Kysely<Database>;
let employerId: string;
let anna: InsertedEmployment;
let bo: InsertedEmployment;
let asAdmin: EmployerClient;
let asAnna: EmployerClient;
let asManager: EmployerClient;
let annaIdentityId: string;
let adminIdentityId: string;

async function exportsOf(employeeId: string) {
  return db
    .selectFrom('audit_event')
    .select(['actor_identity_id', 'after', 'employer_id'])
    .where('action', '=', 'employee.personal-data-exported')
    .where('entity_id', '=', employeeId)
    .orderBy('occurred_at')
    .execute();
}

async function identityOfRole(roleId: string) {
  const row = await db
    .selectFrom('employer_identity_role')
    .select('identity_id')
    .where('id', '=', roleId)
    .executeTakeFirstOrThrow();
  return row.identity_id;
}

beforeAll(async () => {
  testApp = await buildTestApp();
  db = testApp.db;
  employerId = await createPayrollCompany(db, 'Registerutdrag AB');
  await db
    .insertInto('tenant_packaging')
    .values({ employer_id: employerId, packaging_id: LON_KOMPLETT.id, valid_from: '2020-01-01' })
    .execute();
  anna = await insertPayrollEmployee(db, employerId, {
    firstName: 'Anna',
    lastName: 'Andersson',
    birthDate: '1985-03-12',
    tax: TABLE_33,
    salary: 3_500_000,
  });
  bo = await insertPayrollEmployee(db, employerId, {
    firstName: 'Bo',
    lastName: 'Berg',
    birthDate: '1990-06-01',
    tax: TABLE_33,
    salary: 3_000_000,
  });
  // March 2026 completed; April only calculated (a preliminary payslip the file leaves out).
  for (const [period, payDate, complete] of [
    ['2026-03', '2026-03-25', true],
    ['2026-04', '2026-04-24', false],
  ] as const) {
    await completeNewRun(db, employerId, { period, payDate, calculateOnly: !complete });
  }
  const admin = await signUpWithRole(testApp.app, db, employerId, 'admin');
  asAdmin = employerClient(testApp.app, admin.user, employerId, admin.roleId);
  const user = await signUpWithRole(testApp.app, db, employerId, 'user');
  await db
    .updateTable('employer_identity_role')
    .set({ employment_id: anna.employmentId })
    .where('id', '=', user.roleId)
    .execute();
  asAnna = employerClient(testApp.app, user.user, employerId, user.roleId);
  const manager = await signUpWithRole(testApp.app, db, employerId, 'manager');
  await db
    .updateTable('employment')
    .set({ manager_role_id: manager.roleId })
    .where('id', '=', anna.employmentId)
    .execute();
  asManager = employerClient(testApp.app, manager.user, employerId, manager.roleId);
  annaIdentityId = await identityOfRole(user.roleId);
  adminIdentityId = await identityOfRole(admin.roleId);
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /employees/:employeeId/personal-data', () => {
  it('gives the employee one JSON file of their data, payslips of completed runs only, and audits it', async () => {
    const response = await asAnna('GET', `/employees/${anna.employeeId}/personal-data`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="personuppgifter-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const file = response.json();
    expect(file.arbetsgivare.namn).toBe('Registerutdrag AB');
    expect(file.personuppgifter).toMatchObject({
      id: anna.employeeId,
      first_name: 'Anna',
      last_name: 'Andersson',
    });
    expect(file.anstallningar).toHaveLength(1);
    expect(file.anstallningar[0].id).toBe(anna.employmentId);
    expect(file.lonerader).toEqual([
      expect.objectContaining({ employment_id: anna.employmentId, amount_ore: 3_500_000 }),
    ]);
    // March (completed) only, with its lines; April's preliminary payslip is not in the file.
    expect(file.lonebesked).toHaveLength(1);
    expect(file.lonebesked[0]).toMatchObject({
      employee_id: anna.employeeId,
      run_pay_date: '2026-03-25',
      gross_ore: 3_500_000,
    });
    expect(file.lonebesked[0].lines.length).toBeGreaterThan(0);
    // Nothing of Bo.
    expect(response.body).not.toContain(bo.employeeId);
    expect(response.body).not.toContain('Berg');

    const audited = await exportsOf(anna.employeeId);
    expect(audited).toHaveLength(1);
    expect(audited[0]).toEqual({
      actor_identity_id: annaIdentityId,
      employer_id: employerId,
      after: { employments: 1, salaryRows: 1, events: 0, payslips: 1 },
    });
  });

  it("refuses another employee's file to the employee and to a manager, even of the team, with 404 and no audit", async () => {
    for (const [client, employeeId] of [
      [asAnna, bo.employeeId],
      [asManager, anna.employeeId],
      [asManager, bo.employeeId],
    ] as const) {
      const response = await client('GET', `/employees/${employeeId}/personal-data`);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().code).toBe('EMPLOYEE_NOT_FOUND');
      expect(response.body).not.toContain('Andersson');
    }
    expect(await exportsOf(bo.employeeId)).toEqual([]);
    expect(await exportsOf(anna.employeeId)).toHaveLength(1);
  });

  it('gives an admin any employee of the company, audited with the admin as actor', async () => {
    const response = await asAdmin('GET', `/employees/${bo.employeeId}/personal-data`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().personuppgifter).toMatchObject({ id: bo.employeeId, first_name: 'Bo' });
    expect(response.json().lonebesked).toHaveLength(1);
    const audited = await exportsOf(bo.employeeId);
    expect(audited).toEqual([
      {
        actor_identity_id: adminIdentityId,
        employer_id: employerId,
        after: { employments: 1, salaryRows: 1, events: 0, payslips: 1 },
      },
    ]);
  });
});
