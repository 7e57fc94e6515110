import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../db/migrate.ts';
import { migrations } from '../db/migrations/index.ts';
import { createTestDatabase, type TestDatabase } from '../db/test-db.ts';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase({ migrate: false });
});
afterAll(async () => {
  await testDb.close();
});

async function insertOld(
  entityType: string,
  entityId: string,
  payload: Record<string, unknown> | null = null,
) {
  const { rows } = await sql<{ id: string }>`
    insert into audit_event (action, entity_type, entity_id, before, after)
    values (${`${entityType}.old`}, ${entityType}, ${entityId}, null, ${payload ? JSON.stringify(payload) : null})
    returning id`.execute(testDb.db);
  return String(rows[0]!.id);
}

describe('migration 0065 on audit rows without an employer', () => {
  it('files every old company event under its company, a deleted row’s by its payload, and no other', async () => {
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0065'));
    await runMigrations(testDb.db, { migrations: before });
    const { rows: customers } = await sql<{ id: string }>`
      insert into customer (name) values ('Kund') returning id`.execute(testDb.db);
    const employers: { id: string; public_id: string }[] = [];
    for (const name of ['Första AB', 'Andra AB']) {
      const { rows } = await sql<{ id: string; public_id: string }>`
        insert into employer (name, customer_id, is_test_company) values (${name}, ${customers[0]!.id}, true)
        returning id, public_id`.execute(testDb.db);
      employers.push(rows[0]!);
    }
    const [first, second] = employers as [
      { id: string; public_id: string },
      { id: string; public_id: string },
    ];
    const { rows: employees } = await sql<{ id: string }>`
      insert into employee (employer_id, first_name, last_name, personnummer)
      values (${second.id}, 'Gammal', 'Rad', '198001010001') returning id`.execute(testDb.db);
    const { rows: objects } = await sql<{ id: string }>`
      insert into dimension_object (employer_id, dimension, code, name)
      values (${first.id}, 'cost-centre', '100', 'Kvar') returning id`.execute(testDb.db);
    const deletedId = '00000000-0000-4000-8000-000000000065';

    const expected: Record<string, string | null> = {
      [await insertOld('employer', first.id)]: first.id,
      [await insertOld('employer_setting', second.id)]: second.id,
      [await insertOld('tenant_packaging', first.public_id)]: first.id,
      [await insertOld('employee', employees[0]!.id)]: second.id,
      [await insertOld('dimension_object', objects[0]!.id, { employerId: first.id })]: first.id,
      // Deleted before 0065: only its payload still names the company.
      [await insertOld('dimension_object', deletedId, { employerId: second.id, code: '200' })]: second.id,
      [await insertOld('workplace', deletedId, { employerId: '00000000-0000-4000-8000-00000000dead' })]: null,
      [await insertOld('identity', first.id)]: null,
      [await insertOld('packaging_privilege', 'hr/TenantManagement.ProcessHistory')]: null,
    };

    await runMigrations(testDb.db);

    const { rows } = await sql<{ id: string; employer_id: string | null }>`
      select id, employer_id from audit_event`.execute(testDb.db);
    expect(Object.fromEntries(rows.map((row) => [String(row.id), row.employer_id]))).toEqual(expected);
    // The audit keeps its company: deleting a company with audit rows is refused.
    await expect(sql`delete from employer where id = ${first.id}`.execute(testDb.db)).rejects.toThrow();
  });
});
