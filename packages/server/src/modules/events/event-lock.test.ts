import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../db/test-db.ts';

// The completed-period lock of migration 0066, by plain SQL as any writer would meet it: a paid
// event (paid_in_run_id set) can neither change nor go; an unpaid one can. Payroll runs come in
// issue 18, so the test sets paid_in_run_id itself.
let testDb: TestDatabase;
let employerId: string;
let employmentId: string;
let employeeId: string;

const RUN_ID = '00000000-0000-4000-8000-000000000018';

beforeAll(async () => {
  testDb = await createTestDatabase();
  const { db } = testDb;
  const customer = await sql<{
    id: string;
  }>`insert into customer (name) values ('Kund') returning id`.execute(db);
  const employer = await sql<{ id: string }>`
    insert into employer (name, customer_id, is_test_company) values ('Låset AB', ${customer.rows[0]!.id}, true)
    returning id`.execute(db);
  employerId = employer.rows[0]!.id;
  const employee = await sql<{ id: string }>`
    insert into employee (employer_id, first_name, last_name, personnummer)
    values (${employerId}, 'Lena', 'Lås', '198001010000') returning id`.execute(db);
  employeeId = employee.rows[0]!.id;
  const employment = await sql<{ id: string }>`
    insert into employment (employer_id, employee_id, start_date, employment_type, position, schedule,
                            salary_form, vacation, pension)
    values (${employerId}, ${employeeId}, '2025-01-01', 'permanent', 'Kock', '[8,8,8,8,8,0,0]', 'monthly', '{}', '{}')
    returning id`.execute(db);
  employmentId = employment.rows[0]!.id;
});
afterAll(async () => {
  await testDb.close();
});

async function insertEvent(state: 'attested' | 'reported' = 'attested'): Promise<string> {
  const payload = JSON.stringify({
    kind: 'balance',
    balance: 'flex',
    date: '2026-03-02',
    change: 2,
    reason: 'Kvällsmöte',
  });
  const { rows } = await sql<{ id: string }>`
    insert into event (employer_id, employment_id, employee_id, kind, state, payload, from_date, to_date,
                       reported_by_role)
    values (${employerId}, ${employmentId}, ${employeeId}, 'balance', ${state}, ${payload}::jsonb,
            '2026-03-02', '2026-03-02', 'user')
    returning id`.execute(testDb.db);
  return rows[0]!.id;
}

async function pay(id: string) {
  await sql`
    update event set state = 'paid', paid_in_run_id = ${RUN_ID}, paid_in_run_label = 'Lön mars 2026'
    where id = ${id}`.execute(testDb.db);
}

function errorCode(error: unknown): string | undefined {
  return (error as { code?: string }).code;
}

describe('the completed-period lock (trigger event_paid_locked)', () => {
  it('lets an unpaid event change and go', async () => {
    const id = await insertEvent('reported');
    await sql`update event set state = 'attested', version = version + 1 where id = ${id}`.execute(testDb.db);
    const { rows } = await sql<{ state: string }>`select state from event where id = ${id}`.execute(
      testDb.db,
    );
    expect(rows[0]!.state).toBe('attested');
    await sql`delete from event where id = ${id}`.execute(testDb.db);
    const left = await sql`select id from event where id = ${id}`.execute(testDb.db);
    expect(left.rows).toHaveLength(0);
  });

  it('lets an attested event be marked paid once', async () => {
    const id = await insertEvent();
    await pay(id);
    const { rows } = await sql<{ state: string; paid_in_run_label: string }>`
      select state, paid_in_run_label from event where id = ${id}`.execute(testDb.db);
    expect(rows[0]).toEqual({ state: 'paid', paid_in_run_label: 'Lön mars 2026' });
  });

  it('refuses to update a paid event, whatever the column', async () => {
    const id = await insertEvent();
    await pay(id);
    for (const change of [
      sql`update event set payload = payload || '{"change": 8}'::jsonb where id = ${id}`,
      sql`update event set state = 'attested', paid_in_run_id = null where id = ${id}`,
      sql`update event set decision_comment = 'ändrad i efterhand' where id = ${id}`,
    ]) {
      const error = await change.execute(testDb.db).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(errorCode(error)).toBe('23001');
      expect(String((error as Error).message)).toMatch(/paid in a completed payroll run/);
    }
    const { rows } = await sql<{ payload: { change: number }; state: string }>`
      select payload, state from event where id = ${id}`.execute(testDb.db);
    expect(rows[0]).toEqual({ payload: expect.objectContaining({ change: 2 }), state: 'paid' });
  });

  it('refuses to delete a paid event', async () => {
    const id = await insertEvent();
    await pay(id);
    const error = await sql`delete from event where id = ${id}`.execute(testDb.db).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(errorCode(error)).toBe('23001');
    const { rows } = await sql`select id from event where id = ${id}`.execute(testDb.db);
    expect(rows).toHaveLength(1);
  });

  it('refuses a paid state without a run, and a run on an unpaid state', async () => {
    const id = await insertEvent();
    const error = await sql`update event set state = 'paid' where id = ${id}`.execute(testDb.db).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(errorCode(error)).toBe('23514');
    const runOnly = await sql`update event set paid_in_run_id = ${RUN_ID} where id = ${id}`
      .execute(testDb.db)
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(errorCode(runOnly)).toBe('23514');
  });

  it('lets the paid events go with their employment when the employment itself is removed', async () => {
    const id = await insertEvent();
    await pay(id);
    await sql`delete from employment where id = ${employmentId}`.execute(testDb.db);
    const { rows } = await sql`select id from event where id = ${id}`.execute(testDb.db);
    expect(rows).toHaveLength(0);
  });
});
