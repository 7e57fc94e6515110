import { findSalaryAt } from '@lonsam/domain/employees/salary-rows';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployerScope } from '../../access/employer-scope.ts';
import { createTestDatabase, type TestDatabase } from '../../db/test-db.ts';
import { seedReferenceData } from '../privileges/seed-reference-data.ts';
import { STANDARD_CUSTOMER } from '../privileges/standard-packagings.ts';
import { listEmployees, listEmployeesQuerySchema } from './list-employees.ts';

const TODAY = '2026-06-15';
let testDb: TestDatabase;
let scope: EmployerScope;
/** Salary rows per employee (by last name), as inserted. */
const rowsByEmployee = new Map<string, { validFrom: string; validTo: string | null; amountOre: number }[]>();

// Salary histories around TODAY: ended before, ending on, starting on, starting after, open, none.
const HISTORIES: [string, [string, string | null, number][]][] = [
  ['Ahl', [['2025-01-01', null, 3_000_000]]],
  ['Berg', [['2025-01-01', '2026-06-14', 3_100_000]]],
  ['Cedar', [['2025-01-01', '2026-06-15', 3_200_000]]],
  [
    'Dahl',
    [
      ['2025-01-01', '2026-06-14', 3_300_000],
      ['2026-06-15', null, 3_400_000],
    ],
  ],
  [
    'Ek',
    [
      ['2025-01-01', null, 3_500_000],
      ['2026-07-01', null, 3_600_000],
    ],
  ],
  ['Falk', [['2026-06-16', null, 3_700_000]]],
  ['Gran', []],
  [
    'Holm',
    [
      ['2024-01-01', '2024-12-31', 3_800_000],
      ['2025-06-01', null, 3_900_000],
      ['2025-01-01', '2025-05-31', 4_000_000],
    ],
  ],
];

beforeAll(async () => {
  testDb = await createTestDatabase();
  const { db } = testDb;
  await seedReferenceData(db);
  const employer = await db
    .insertInto('employer')
    .values({ name: 'Lönelistan AB', is_test_company: true, customer_id: STANDARD_CUSTOMER.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [index, [lastName, history]] of HISTORIES.entries()) {
    const employee = await db
      .insertInto('employee')
      .values({
        employer_id: employer.id,
        first_name: 'Test',
        last_name: lastName,
        personnummer: `19800101${String(index).padStart(4, '0')}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const employment = await sql<{ id: string }>`
      insert into employment (employer_id, employee_id, start_date, employment_type, position, schedule,
                              salary_form, vacation, pension)
      values (${employer.id}, ${employee.id}, '2024-01-01', 'permanent', 'Kock', '[8,8,8,8,8,0,0]', 'monthly',
              '{}', '{}')
      returning id`.execute(db);
    for (const [validFrom, validTo, amountOre] of history) {
      await db
        .insertInto('salary_row')
        .values({
          employment_id: employment.rows[0]!.id,
          valid_from: validFrom,
          valid_to: validTo,
          amount_ore: amountOre,
        })
        .execute();
    }
    rowsByEmployee.set(
      lastName,
      history.map(([validFrom, validTo, amountOre]) => ({ validFrom, validTo, amountOre })),
    );
  }
  scope = {
    employerId: employer.id,
    roleId: '00000000-0000-0000-0000-000000000001',
    role: 'admin',
    employmentId: null,
    packagingId: null,
    // The salary is part of the employment, so the list shows it with the overview privilege too.
    privileges: [
      { id: 'Employee.BulkList' },
      { id: 'Employee.PersonalData.Names' },
      { id: 'Employee.EmploymentOverview' },
      { id: 'Employee.EmploymentSettings.Salary' },
    ],
  };
});
afterAll(async () => {
  await testDb.close();
});

describe('listEmployees', () => {
  it("gives each employee the salary findSalaryAt finds in force today, in the page's own query", async () => {
    const page = await listEmployees(testDb.db, scope, listEmployeesQuerySchema.parse({}), TODAY);
    expect(page.total).toBe(HISTORIES.length);
    const expected = page.items.map((item) => ({
      lastName: item.lastName,
      currentSalaryOre: findSalaryAt(rowsByEmployee.get(item.lastName!)!, TODAY)?.amountOre ?? null,
    }));
    expect(page.items.map(({ lastName, currentSalaryOre }) => ({ lastName, currentSalaryOre }))).toEqual(
      expected,
    );
    // The histories cover an in-force salary, none at all, and an ended one.
    expect(expected.map((entry) => entry.currentSalaryOre)).toEqual([
      3_000_000,
      null,
      3_200_000,
      3_400_000,
      3_500_000,
      null,
      null,
      3_900_000,
    ]);
  });

  it('leaves the salary out for a role that may not read it', async () => {
    const page = await listEmployees(
      testDb.db,
      { ...scope, privileges: [{ id: 'Employee.BulkList' }] },
      listEmployeesQuerySchema.parse({}),
      TODAY,
    );
    expect(page.items.some((item) => 'currentSalaryOre' in item || 'salaryForm' in item)).toBe(false);
  });

  it('finds the searched rows, with trigram indexes where pg_trgm is available (PostgreSQL)', async () => {
    const found = await listEmployees(
      testDb.db,
      scope,
      listEmployeesQuerySchema.parse({ search: 'ahl' }),
      TODAY,
    );
    expect(found.items.map((item) => item.lastName)).toEqual(['Ahl', 'Dahl']);
    const indexes = await sql<{ indexname: string }>`
      select indexname from pg_indexes
      where tablename = 'employee' and schemaname = current_schema() and indexname like 'employee_search_%'
      order by indexname`.execute(testDb.db);
    const { rows } = await sql<{ available: boolean }>`
      select exists (select 1 from pg_available_extensions where name = 'pg_trgm') as available`.execute(
      testDb.db,
    );
    expect(indexes.rows.map((row) => row.indexname)).toEqual(
      rows[0]!.available
        ? [
            'employee_search_email',
            'employee_search_name',
            'employee_search_personnummer',
            'employee_search_position',
          ]
        : [],
    );
    if (testDb.engine === 'postgres') expect(rows[0]!.available).toBe(true);
  });
});
