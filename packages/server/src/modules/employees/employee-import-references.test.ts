import { EMPLOYEE_CSV_COLUMNS, parseCsv } from '@lonsam/domain/employees/employee-csv';
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
  type EmployerClient,
  employerClient,
  insertWorkplaceAndCostCentre,
  nextPersonnummer,
} from './testing/employee-test-helpers.ts';

let testApp: TestApp;
let employerId: string;
let asAdmin: EmployerClient;
let workplaceId: string;
let costCentreId: string;

const HEADER = 'förnamn;efternamn;personnummer;befattning;startdatum;lönform;lön;arbetsställe;kostnadsställe';

beforeAll(async () => {
  testApp = await buildTestApp();
  const admin = await signUpUser(testApp.app, testApp.db);
  const company = await createCompany(
    testApp.app,
    admin,
    buildNewCompany({ orgNumber: makeOrgNumber(1621), packagingId: HR_KOMPLETT.id }),
  );
  employerId = company.employerId;
  asAdmin = employerClient(testApp.app, admin, employerId, company.adminRoleId);
  ({ workplaceId, costCentreId } = await insertWorkplaceAndCostCentre(testApp.db, employerId, {
    workplace: 'Lagret Årsta',
    costCentre: 'K10',
  }));
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

describe('CSV import and export name workplaces and cost centres', () => {
  it('an unknown workplace or cost centre is the row’s Swedish error; nothing is imported', async () => {
    const csv = `${HEADER}\nOla;Okänd;${nextPersonnummer()};Kock;2025-01-01;Månadslön;30000;Lagret Kista;K99\n`;
    const preview = await asAdmin('POST', '/employees/import/preview', { csv });
    expect(preview.statusCode, preview.body).toBe(200);
    const [row] = preview.json().rows;
    expect(row.errors['employment.workplaceId']).toEqual([
      'Arbetsstället "Lagret Kista" finns inte hos företaget. Lägg till det under Inställningar → Arbetsställen eller rätta namnet',
    ]);
    expect(row.errors['employment.costCentreId']?.[0]).toContain('Kostnadsstället "K99"');
    const before = await countEmployees();
    const commit = await asAdmin('POST', '/employees/import/commit', { csv });
    expect(commit.statusCode).toBe(400);
    expect(commit.json().code).toBe('IMPORT_HAS_ERRORS');
    expect(await countEmployees()).toBe(before);
  });

  it('a known name (any case) and code refer the employment to them; the list and the export show them', async () => {
    const personnummer = nextPersonnummer();
    const csv = `${HEADER}\nKim;Känd;${personnummer};Kock;2025-01-01;Månadslön;30000;lagret årsta;k10\n`;
    const commit = await asAdmin('POST', '/employees/import/commit', { csv });
    expect(commit.statusCode, commit.body).toBe(200);
    const employment = await testApp.db
      .selectFrom('employment')
      .innerJoin('employee', 'employee.id', 'employment.employee_id')
      .select(['employment.workplace_id', 'employment.cost_centre_id', 'employment.workplace'])
      .where('employee.personnummer', '=', personnummer)
      .executeTakeFirstOrThrow();
    expect(employment).toEqual({
      workplace_id: workplaceId,
      cost_centre_id: costCentreId,
      workplace: 'Lagret Årsta',
    });
    const list = (await asAdmin('GET', '/employees?workplace=Lagret Årsta&costCentre=K10')).json();
    expect(list.items.map((item: { lastName: string }) => item.lastName)).toEqual(['Känd']);

    const exported = await asAdmin('GET', '/employees/export?search=Känd');
    const [header, line] = parseCsv(exported.body);
    expect(header).toEqual([...EMPLOYEE_CSV_COLUMNS]);
    expect(line![header!.indexOf('arbetsställe')]).toBe('Lagret Årsta');
    expect(line![header!.indexOf('kostnadsställe')]).toBe('K10');
  });
});
