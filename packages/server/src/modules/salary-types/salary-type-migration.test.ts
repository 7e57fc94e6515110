import { STANDARD_SALARY_TYPES } from '@lonsam/domain/salary-types/standard-salary-types';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../db/migrate.ts';
import { migrations } from '../../db/migrations/index.ts';
import { createTestDatabase, type TestDatabase } from '../../db/test-db.ts';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase({ migrate: false });
});
afterAll(async () => {
  await testDb.close();
});

describe('migration 0062', () => {
  it('gives every company that existed before it the standard catalogue, each type with one version', async () => {
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0062'));
    await runMigrations(testDb.db, { migrations: before });
    const { rows } = await sql<{
      id: string;
    }>`insert into customer (name) values ('Kund') returning id`.execute(testDb.db);
    const customerId = rows[0]!.id;
    for (const name of ['Före AB', 'Också före AB']) {
      await sql`insert into employer (name, customer_id, is_test_company) values (${name}, ${customerId}, true)`.execute(
        testDb.db,
      );
    }

    await runMigrations(testDb.db);

    const perEmployer = await sql<{ n: string; versions: string }>`
      select count(distinct salary_type.id) as n, count(salary_type_version.id) as versions
      from employer
      join salary_type on salary_type.employer_id = employer.id and salary_type.is_standard
      join salary_type_version on salary_type_version.salary_type_id = salary_type.id
      group by employer.id`.execute(testDb.db);
    expect(perEmployer.rows).toHaveLength(2);
    for (const row of perEmployer.rows) {
      expect(Number(row.n)).toBe(STANDARD_SALARY_TYPES.length);
      expect(Number(row.versions)).toBe(STANDARD_SALARY_TYPES.length);
    }
    const car = await sql<{ treatment: { agiBox: string } }>`
      select salary_type_version.treatment from salary_type
      join salary_type_version on salary_type_version.salary_type_id = salary_type.id
      where salary_type.code = '600' limit 1`.execute(testDb.db);
    expect(car.rows[0]?.treatment.agiBox).toBe('013');
  });
});
