import { addDays, toDateOnly } from '@lonsam/domain/time/calendar-date';
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
import { HR_KOMPLETT } from '../privileges/standard-packagings.ts';
import { monthOf } from './admin-dashboard.ts';

// The admin start page's figures, counted by hand from the employees made below.

let testApp: TestApp;
let employerId: string;
let asAdmin: EmployerClient;
let asManager: EmployerClient;
let asOtherAdmin: EmployerClient;
let asCrossedRole: EmployerClient;
const today = toDateOnly(new Date());
const { from: firstOfMonth, to: lastOfMonth } = monthOf(today);
const lastMonth = addDays(firstOfMonth, -1);
const firstOfNextMonth = addDays(lastOfMonth, 1);
const BANK = { clearingNumber: '3300', accountNumber: '9003152387' };

async function create(client: EmployerClient, body: object): Promise<string> {
  const response = await client('POST', '/employees', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  testApp = await buildTestApp();
  const admin = await signUpUser(testApp.app, testApp.db);
  const company = await createCompany(
    testApp.app,
    admin,
    buildNewCompany({ orgNumber: makeOrgNumber(1701), packagingId: HR_KOMPLETT.id }),
  );
  employerId = company.employerId;
  asAdmin = employerClient(testApp.app, admin, employerId, company.adminRoleId);
  const manager = await signUpManager(testApp.app, testApp.db, employerId);
  asManager = employerClient(testApp.app, manager.user, employerId, manager.roleId);
  const other = await createCompany(
    testApp.app,
    admin,
    buildNewCompany({ orgNumber: makeOrgNumber(1702), companyName: 'Andra AB', packagingId: HR_KOMPLETT.id }),
  );
  asOtherAdmin = employerClient(testApp.app, admin, other.employerId, other.adminRoleId);
  asCrossedRole = employerClient(testApp.app, admin, employerId, other.adminRoleId);

  // 1. Komplett: employed since 2025 with tax table, bank account and salary: active, nothing missing.
  ids.komplett = await create(asAdmin, {
    ...buildEmployee({ lastName: 'Komplett', ...BANK }),
    employment: buildEmployment(),
  });
  // 2. Nystart: starts on the 1st of this month, no bank account: active, a start, lacks the bank account.
  ids.nystart = await create(asAdmin, {
    ...buildEmployee({ lastName: 'Nystart' }),
    employment: buildEmployment({
      startDate: firstOfMonth,
      salaryRows: [{ validFrom: firstOfMonth, amountOre: 3_000_000 }],
    }),
  });
  // 3. Lönlös: employed since 2025, but the first salary row is from next month: lacks a salary.
  ids.lonlos = await create(asAdmin, {
    ...buildEmployee({ lastName: 'Lönlös', ...BANK }),
    employment: buildEmployment({ salaryRows: [{ validFrom: firstOfNextMonth, amountOre: 3_000_000 }] }),
  });
  // 4. Slutar: ends on the last day of this month: still active, an end, nothing missing.
  ids.slutar = await create(asAdmin, {
    ...buildEmployee({ lastName: 'Slutar', ...BANK }),
    employment: buildEmployment({ endDate: lastOfMonth }),
  });
  // 5. Skattelös: tax settings gone (a row from before the register checked them): lacks tax and bank.
  ids.skattelos = await create(asAdmin, {
    ...buildEmployee({ lastName: 'Skattelös' }),
    employment: buildEmployment(),
  });
  await testApp.db
    .updateTable('employee')
    .set({ tax_settings: '{}' })
    .where('id', '=', ids.skattelos)
    .execute();
  // 6. Slutade: ended last month, no bank account: not active, no end this month, nothing listed.
  await create(asAdmin, {
    ...buildEmployee({ lastName: 'Slutade' }),
    employment: buildEmployment({ endDate: lastMonth }),
  });
  // 7. Utan anställning: no employment at all: not active, not listed.
  await create(asAdmin, buildEmployee({ lastName: 'Utananställning' }));
  // 8. Another company's newcomer without a bank account: never counted here.
  await create(asOtherAdmin, {
    ...buildEmployee({ lastName: 'Grannbolaget' }),
    employment: buildEmployment({
      startDate: firstOfMonth,
      salaryRows: [{ validFrom: firstOfMonth, amountOre: 3_000_000 }],
    }),
  });
});
afterAll(async () => {
  await testApp.close();
});

describe('GET /employer/:employerId/dashboard/admin', () => {
  it('counts the active employees, this month’s starts and ends, and who lacks payroll data', async () => {
    const response = await asAdmin('GET', '/dashboard/admin');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.today).toBe(today);
    expect(body.month).toEqual({ from: firstOfMonth, to: lastOfMonth });
    // Komplett, Nystart, Lönlös, Slutar, Skattelös; not Slutade (ended), not Utananställning.
    expect(body.activeEmployees).toBe(5);
    expect(body.startsThisMonth).toEqual({
      total: 1,
      items: [{ employeeId: ids.nystart, firstName: 'Sara', lastName: 'Nystart', date: firstOfMonth }],
    });
    expect(body.endsThisMonth).toEqual({
      total: 1,
      items: [{ employeeId: ids.slutar, firstName: 'Sara', lastName: 'Slutar', date: lastOfMonth }],
    });
    // In name order: Lönlös (salary), Nystart (bank), Skattelös (tax and bank).
    expect(body.missingPayrollData).toEqual({
      total: 3,
      items: [
        { employeeId: ids.lonlos, firstName: 'Sara', lastName: 'Lönlös', missing: ['salary'] },
        { employeeId: ids.nystart, firstName: 'Sara', lastName: 'Nystart', missing: ['bankAccount'] },
        {
          employeeId: ids.skattelos,
          firstName: 'Sara',
          lastName: 'Skattelös',
          missing: ['tax', 'bankAccount'],
        },
      ],
    });
  });

  it('counts the other company’s own employees only', async () => {
    const body = (await asOtherAdmin('GET', '/dashboard/admin')).json();
    expect(body.activeEmployees).toBe(1);
    expect(body.startsThisMonth.total).toBe(1);
    expect(body.missingPayrollData.items.map((item: { lastName: string }) => item.lastName)).toEqual([
      'Grannbolaget',
    ]);
  });

  it('is the admin’s: a manager gets 403, and an admin role of another company 403 without data', async () => {
    const asManagerResponse = await asManager('GET', '/dashboard/admin');
    expect(asManagerResponse.statusCode).toBe(403);
    expect(asManagerResponse.json().code).toBe('PRIVILEGE_MISSING');
    expect(asManagerResponse.body).not.toContain('Komplett');
    // The other company's admin role named at this company.
    const crossed = await asCrossedRole('GET', '/dashboard/admin');
    expect(crossed.statusCode).toBe(403);
    expect(crossed.json().code).toBe('EMPLOYER_ROLE_FORBIDDEN');
    expect(crossed.body).not.toContain('Komplett');
  });
});
