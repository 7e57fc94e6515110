import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../modules/privileges/seed-reference-data.ts';
import { STANDARD_CUSTOMER } from '../modules/privileges/standard-packagings.ts';
import type { ChangeFeed } from './change-feed.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

let testDb: TestDatabase;
let feed: ChangeFeed;
const heard: string[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  await seedReferenceData(testDb.db);
  feed = await testDb.openChangeFeed();
  feed.subscribe((payload) => heard.push(payload));
});
afterAll(async () => {
  await feed.close();
  await testDb.close();
});

/** What the feed heard of the changes `change` commits (`sync` waits until all of it arrived). */
async function hear(change: () => Promise<unknown>): Promise<string[]> {
  await feed.sync();
  heard.length = 0;
  await change();
  await feed.sync();
  // Other test files may share this PGlite (schemas of one instance): only our employers count.
  return heard.filter(
    (payload) => ['session', 'access', 'all'].includes(payload) || payload.includes(employerId),
  );
}

let employerId = '';
let employmentId = '';

describe('change notifications (migration 0051)', () => {
  it('is live once opened', () => {
    expect(feed.isLive).toBe(true);
  });

  it('names the employer of a changed employee, employment or salary row, once per transaction', async () => {
    const employer = await sql<{ id: string }>`
      insert into employer (name, customer_id, is_test_company) values ('Notisbolaget AB', ${STANDARD_CUSTOMER.id}, true)
      returning id`.execute(testDb.db);
    employerId = employer.rows[0]!.id;
    const inserted = await hear(() =>
      testDb.db.transaction().execute(async (trx) => {
        for (const n of [1, 2, 3]) {
          const added = await sql<{ id: string }>`
            with employee as (
              insert into employee (employer_id, first_name, last_name, personnummer)
              values (${employerId}, 'Test', ${`Person ${n}`}, ${`19900101000${n}`}) returning id
            )
            insert into employment (employer_id, employee_id, start_date, employment_type, position, schedule,
                                    salary_form, vacation, pension)
            select ${employerId}, id, date '2025-01-01', 'permanent', 'Kock', '[8,8,8,8,8,0,0]', 'monthly',
                   '{"rule":"procentregeln","paidDaysPerYear":25,"percent":12}', '{"plan":"none"}'
            from employee returning id`.execute(trx);
          employmentId = added.rows[0]!.id;
        }
      }),
    );
    expect(inserted).toEqual([`employer:${employerId}`]);
    const salary = await hear(() =>
      sql`insert into salary_row (employment_id, valid_from, amount_ore)
                values (${employmentId}, date '2025-01-01', 3000000)`.execute(testDb.db),
    );
    expect(salary).toEqual([`employer:${employerId}`]);
  });

  it('says nothing of a rolled-back change', async () => {
    const rolledBack = await hear(() =>
      testDb.db
        .transaction()
        .execute(async (trx) => {
          await trx
            .updateTable('employee')
            .set({ first_name: 'Ångrad' })
            .where('employer_id', '=', employerId)
            .execute();
          throw new Error('roll back');
        })
        .catch(() => undefined),
    );
    expect(rolledBack).toEqual([]);
  });

  it('reports access changes (privileges) and session changes (ended sessions, not a touch)', async () => {
    expect(
      await hear(() =>
        sql`update privilege set enabled_user = enabled_user where id = 'Employee.Select'`.execute(testDb.db),
      ),
    ).toEqual(['access']);
    const identity = await testDb.db
      .insertInto('identity')
      .values({ email: `notis-${Date.now()}@exempel.se` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await testDb.db
      .insertInto('session')
      .values({
        id: `s-${Date.now()}`,
        identity_id: identity.id,
        csrf_token: 't',
        created_at: new Date(),
        last_seen_at: new Date(),
        expires_at: new Date(Date.now() + 3_600_000),
      })
      .execute();
    expect(
      await hear(() =>
        testDb.db
          .updateTable('session')
          .set({ last_seen_at: new Date() })
          .where('identity_id', '=', identity.id)
          .execute(),
      ),
    ).toEqual([]);
    expect(
      await hear(() => testDb.db.deleteFrom('session').where('identity_id', '=', identity.id).execute()),
    ).toEqual(['session']);
  });
});
