import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import {
  buildNewCompany,
  createCompany,
  makeOrgNumber,
  signUpUser,
} from '../employer/testing/employer-test-helpers.ts';
import { HR_KOMPLETT } from '../privileges/standard-packagings.ts';
import { type EmployerClient, employerClient, nextPersonnummer } from './testing/employee-test-helpers.ts';

// The import writes set-based (a few multi-row statements); these tests hold it to what one
// POST /employees per row does, and to letting other requests in while it runs.

let testApp: TestApp;
let employerId: string;
let asAdmin: EmployerClient;
let adminIdentityId: string;

const HEADER =
  'förnamn;efternamn;personnummer;e-post;telefon;skattetabell;skattekolumn;anställningsform;befattning;startdatum;slutdatum;lönform;lön';

beforeAll(async () => {
  testApp = await buildTestApp();
  const admin = await signUpUser(testApp.app, testApp.db);
  adminIdentityId = await newestIdentityId();
  const company = await createCompany(
    testApp.app,
    admin,
    buildNewCompany({ orgNumber: makeOrgNumber(701), packagingId: HR_KOMPLETT.id }),
  );
  employerId = company.employerId;
  asAdmin = employerClient(testApp.app, admin, employerId, company.adminRoleId);
});
afterAll(async () => {
  await testApp.close();
});

async function newestIdentityId(): Promise<string> {
  const row = await testApp.db
    .selectFrom('identity')
    .select('id')
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function findEmployeeId(personnummer: string): Promise<string> {
  const row = await testApp.db
    .selectFrom('employee')
    .select('id')
    .where('employer_id', '=', employerId)
    .where('personnummer', '=', personnummer)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Everything stored for one employee, with its own ids, personnummer and times replaced by names. */
async function snapshot(personnummer: string) {
  const employeeId = await findEmployeeId(personnummer);
  const employee = await testApp.db
    .selectFrom('employee')
    .selectAll()
    .where('id', '=', employeeId)
    .executeTakeFirstOrThrow();
  const employments = await testApp.db
    .selectFrom('employment')
    .selectAll()
    .where('employee_id', '=', employeeId)
    .execute();
  const salaryRows = employments.length
    ? await testApp.db
        .selectFrom('salary_row')
        .selectAll()
        .where(
          'employment_id',
          'in',
          employments.map((row) => row.id),
        )
        .execute()
    : [];
  const audit = await testApp.db
    .selectFrom('audit_event')
    .select(['action', 'entity_type', 'actor_identity_id', 'before', 'after'])
    .where('entity_id', '=', employeeId)
    .orderBy('action', 'desc')
    .execute();
  const roles = employments.length
    ? await testApp.db
        .selectFrom('employer_identity_role')
        .select(['identity_id', 'role', 'first_name', 'last_name', 'personnummer'])
        .where(
          'employment_id',
          'in',
          employments.map((row) => row.id),
        )
        .execute()
    : [];
  let text = JSON.stringify({ employee, employments, salaryRows, audit, roles });
  const replace = (value: string | null | undefined, name: string) => {
    if (value) text = text.replaceAll(value, name);
  };
  replace(employeeId, '<employee>');
  for (const employment of employments) replace(employment.id, '<employment>');
  for (const row of salaryRows) replace(row.id, '<salary-row>');
  replace(personnummer, '<personnummer>');
  replace(employee.birth_date, '<birth-date>');
  text = text.replaceAll(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, '<time>');
  return JSON.parse(text);
}

describe('CSV import writes what one create per row writes', () => {
  it('stores the same employee, employment, salary, audit events and user role as POST /employees', async () => {
    // Someone who already has an account with the employees' email: both paths give them a user role.
    await signUpUser(testApp.app, testApp.db);
    const personIdentityId = await newestIdentityId();
    const email = (
      await testApp.db
        .selectFrom('identity')
        .select('email')
        .where('id', '=', personIdentityId)
        .executeTakeFirstOrThrow()
    ).email!;

    const viaApi = nextPersonnummer();
    const created = await asAdmin('POST', '/employees', {
      firstName: 'Lika',
      lastName: 'Dana',
      personnummer: viaApi,
      email: email.toUpperCase(),
      phone: '070-123 45 67',
      tax: { method: 'table', table: 33, column: 2 },
      employment: {
        startDate: '2025-03-01',
        endDate: '2026-02-28',
        employmentType: 'fixed-term',
        position: 'Kock',
        salaryForm: 'monthly',
        salaryRows: [{ validFrom: '2025-03-01', amountOre: 3_150_050 }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().userRoleId).toEqual(expect.any(String));

    const viaImport = nextPersonnummer();
    const withoutEmployment = nextPersonnummer();
    const csv = [
      HEADER,
      `Lika;Dana;${viaImport};${email.toUpperCase()};070-123 45 67;33;2;fixed-term;Kock;2025-03-01;2026-02-28;monthly;31 500,50`,
      `Utan;Anställning;${withoutEmployment};;;;;;;;;;`,
    ].join('\n');
    const imported = await asAdmin('POST', '/employees/import/commit', { csv });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({ created: 2 });

    const fromImport = await snapshot(viaImport);
    const fromApi = await snapshot(viaApi);
    expect(fromImport).toEqual(fromApi);
    expect(fromImport.audit.map((event: { action: string }) => event.action)).toEqual([
      'employment.created',
      'employee.created',
    ]);
    expect(fromImport.audit[0].actor_identity_id).toBe(adminIdentityId);
    expect(fromImport.roles).toEqual([
      expect.objectContaining({ identity_id: personIdentityId, role: 'user' }),
    ]);

    const bare = await asAdmin('POST', '/employees', {
      firstName: 'Utan',
      lastName: 'Anställning',
      personnummer: nextPersonnummer(),
    });
    expect(bare.statusCode, bare.body).toBe(201);
    const plain = await snapshot(withoutEmployment);
    expect(plain).toEqual(await snapshot(bare.json().personnummer));
    expect(plain.employments).toEqual([]);
    expect(plain.audit.map((event: { action: string }) => event.action)).toEqual(['employee.created']);
  });
});

describe('CSV import and the other requests', () => {
  it('lets the event loop run between its statements, so cached pages are answered meanwhile', async () => {
    // PGlite runs in this thread and resolves as microtasks: without a yield, a whole import
    // answered nothing else (16 s for 5 000 rows). Timer ticks during the import count the turns.
    const lines = [HEADER];
    for (let index = 0; index < 600; index += 1) {
      lines.push(
        `Tick${index};Räknare;${nextPersonnummer()};;;33;1;permanent;Kock;2025-01-01;;monthly;30 000`,
      );
    }
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 0);
    const response = await asAdmin('POST', '/employees/import/commit', { csv: lines.join('\n') });
    clearInterval(timer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ created: 600 });
    expect(ticks).toBeGreaterThanOrEqual(8);
  });
});
