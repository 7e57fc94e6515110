import { addDays, toDateOnly } from '@lonsam/domain/time/calendar-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { insertCompletedRun } from '../agi/testing/agi-test-setup.ts';
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
} from './testing/employee-test-helpers.ts';

// Archiving hides an employee from the list: it must wait until the employment has ended, and the
// list's "Avslutade" and "Visa arkiverade" must agree on where such an employee is found.

let testApp: TestApp;
let asAdmin: EmployerClient;
const today = toDateOnly(new Date());

beforeAll(async () => {
  testApp = await buildTestApp();
  const admin = await signUpUser(testApp.app, testApp.db);
  const company = await createCompany(
    testApp.app,
    admin,
    buildNewCompany({ orgNumber: makeOrgNumber(151), packagingId: HR_KOMPLETT.id }),
  );
  asAdmin = employerClient(testApp.app, admin, company.employerId, company.adminRoleId);
});
afterAll(async () => {
  await testApp.close();
});

async function createWithEnd(lastName: string, endDate: string | null): Promise<{ id: string }> {
  const response = await asAdmin('POST', '/employees', {
    ...buildEmployee({ lastName }),
    employment: buildEmployment({ endDate }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function archive(id: string) {
  return asAdmin('POST', `/employees/${id}/archive`, { version: 1 });
}

async function listed(query: string): Promise<string[]> {
  const response = await asAdmin('GET', `/employees?pageSize=100&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items.map((item: { lastName: string }) => item.lastName);
}

describe('archiving waits for the employment to end', () => {
  it.each([
    ['with no end date', null],
    ['with an end date later than today', addDays(today, 30)],
    ['on the last day of employment', today],
  ])('refuses %s (409 EMPLOYEE_STILL_EMPLOYED) and leaves the employee as it was', async (_, endDate) => {
    const employee = await createWithEnd(`Kvar${endDate ?? 'Tillsvidare'}`, endDate);
    const response = await archive(employee.id);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().code).toBe('EMPLOYEE_STILL_EMPLOYED');
    const after = (await asAdmin('GET', `/employees/${employee.id}`)).json();
    expect(after).toMatchObject({ archivedAt: null, version: 1 });
  });

  it('refuses while any of several employments runs', async () => {
    const employee = await createWithEnd('Tvåjobb', addDays(today, -10));
    const second = await asAdmin('POST', `/employees/${employee.id}/employments`, {
      ...buildEmployment({
        startDate: addDays(today, -5),
        salaryRows: [{ validFrom: addDays(today, -5), amountOre: 3_000_000 }],
      }),
    });
    expect(second.statusCode, second.body).toBe(201);
    const version = (await asAdmin('GET', `/employees/${employee.id}`)).json().version;
    const response = await asAdmin('POST', `/employees/${employee.id}/archive`, { version });
    expect(response.json().code).toBe('EMPLOYEE_STILL_EMPLOYED');
  });

  it('archives from the day after the end date, and with no employment at all', async () => {
    const ended = await createWithEnd('Slutad', addDays(today, -1));
    const response = await archive(ended.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().archivedAt).toEqual(expect.any(String));

    const bare = await asAdmin('POST', '/employees', buildEmployee({ lastName: 'Utananställning' }));
    expect(bare.statusCode, bare.body).toBe(201);
    expect((await archive(bare.json().id)).statusCode).toBe(200);
  });
});

describe('the status and archived filters agree', () => {
  it('finds an archived employee under "Visa arkiverade" whatever the status, and "Avslutade" shows ended, non-archived ones', async () => {
    const archived = await createWithEnd('Filterarkiv', addDays(today, -40));
    expect((await archive(archived.id)).statusCode).toBe(200);
    await createWithEnd('Filterslutad', addDays(today, -40));
    await createWithEnd('Filterpågående', null);

    for (const status of ['all', 'ended', 'active']) {
      expect(await listed(`search=Filter&archived=only&status=${status}`), status).toEqual(['Filterarkiv']);
    }
    expect(await listed('search=Filter&status=ended')).toEqual(['Filterslutad']);
    expect(await listed('search=Filter&status=active')).toEqual(['Filterpågående']);
    expect((await listed('search=Filter&status=ended&archived=include')).sort()).toEqual([
      'Filterarkiv',
      'Filterslutad',
    ]);
  });
});

describe('archiving waits for the final pay once the company pays salaries here', () => {
  // Months as YYYY-MM, counted back from today's month.
  const monthsBack = (count: number) => {
    const [year, month] = today.split('-').map(Number) as [number, number];
    const date = new Date(Date.UTC(year, month - 1 - count, 1));
    return date.toISOString().slice(0, 7);
  };
  const lastDayOf = (period: string) => {
    const [year, month] = period.split('-').map(Number) as [number, number];
    return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  };
  let asPayer: EmployerClient;
  let payerId: string;

  beforeAll(async () => {
    const admin = await signUpUser(testApp.app, testApp.db);
    const company = await createCompany(
      testApp.app,
      admin,
      buildNewCompany({ orgNumber: makeOrgNumber(152), packagingId: HR_KOMPLETT.id }),
    );
    payerId = company.employerId;
    asPayer = employerClient(testApp.app, admin, company.employerId, company.adminRoleId);
  });

  async function endedAt(lastName: string, endDate: string) {
    const response = await asPayer('POST', '/employees', {
      ...buildEmployee({ lastName }),
      employment: buildEmployment({ startDate: '2024-01-01', endDate }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const employeeId: string = response.json().id;
    const employment = await testApp.db
      .selectFrom('employment')
      .select('id')
      .where('employee_id', '=', employeeId)
      .executeTakeFirstOrThrow();
    return { employeeId, employmentId: employment.id, employeeName: `Test ${lastName}` };
  }

  it('refuses an employment that ended after the first completed run until its end month is paid', async () => {
    const firstPaid = monthsBack(3);
    const endMonth = monthsBack(1);
    const before = await endedAt('Förelönsam', lastDayOf(monthsBack(5)));
    const leaver = await endedAt('Slutlön', lastDayOf(endMonth));
    await insertCompletedRun(
      testApp.db,
      payerId,
      { period: firstPaid, payDate: `${firstPaid}-25`, label: 'Lön', kind: 'ordinary' },
      [{ ...leaver, monthlySalaryOre: 3_000_000 }],
    );

    // Ended before the company's first completed run: paid elsewhere, archived at once.
    expect(
      (await asPayer('POST', `/employees/${before.employeeId}/archive`, { version: 1 })).statusCode,
    ).toBe(200);

    // Ended in a month no completed run has paid yet: refused, and nothing changes.
    const refused = await asPayer('POST', `/employees/${leaver.employeeId}/archive`, { version: 1 });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json().code).toBe('EMPLOYEE_FINAL_PAY_MISSING');
    expect((await asPayer('GET', `/employees/${leaver.employeeId}`)).json()).toMatchObject({
      archivedAt: null,
      version: 1,
    });

    // The end month's completed payslip is the final pay: now it may be archived.
    await insertCompletedRun(
      testApp.db,
      payerId,
      { period: endMonth, payDate: `${endMonth}-25`, label: 'Lön', kind: 'ordinary' },
      [{ ...leaver, monthlySalaryOre: 3_000_000 }],
    );
    const archived = await asPayer('POST', `/employees/${leaver.employeeId}/archive`, { version: 1 });
    expect(archived.statusCode, archived.body).toBe(200);
  });
});
