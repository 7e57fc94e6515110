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

type Old = { workplace: string | null; costCentre: string | null };

/** An employee with one employment of the old shape (free-text workplace and cost centre). */
async function insertOldEmployment(employerId: string, personnummer: string, old: Old, startDate: string) {
  const { rows } = await sql<{ id: string }>`
    insert into employee (employer_id, first_name, last_name, personnummer)
    values (${employerId}, 'Gammal', 'Rad', ${personnummer}) returning id`.execute(testDb.db);
  await sql`
    insert into employment (employer_id, employee_id, start_date, employment_type, position, workplace,
      cost_centre, schedule, salary_form, vacation, pension)
    values (${employerId}, ${rows[0]!.id}, ${startDate}, 'permanent', 'Kock', ${old.workplace}, ${old.costCentre},
      '[8,8,8,8,8,0,0]', 'monthly', '{}', '{}')`.execute(testDb.db);
}

describe('migrations 0059 and 0060 on employments with free-text workplace and cost centre', () => {
  it('make one workplace and cost centre per distinct text per company and refer every employment to it', async () => {
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0059'));
    await runMigrations(testDb.db, { migrations: before });
    const { rows: customers } = await sql<{ id: string }>`
      insert into customer (name) values ('Kund') returning id`.execute(testDb.db);
    const employers: string[] = [];
    for (const name of ['Första AB', 'Andra AB']) {
      const { rows } = await sql<{ id: string }>`
        insert into employer (name, customer_id, is_test_company) values (${name}, ${customers[0]!.id}, true)
        returning id`.execute(testDb.db);
      employers.push(rows[0]!.id);
    }
    const [first, second] = employers as [string, string];
    // "Göteborg" twice in other case and spacing: one workplace; a 25-character cost centre: its
    // first 20 characters as the code, the whole text as the name; blanks stay without a reference.
    await insertOldEmployment(
      first,
      '198001010001',
      { workplace: 'Göteborg', costCentre: '100' },
      '2020-01-01',
    );
    await insertOldEmployment(
      first,
      '198001010002',
      { workplace: ' göteborg ', costCentre: '100' },
      '2021-01-01',
    );
    await insertOldEmployment(
      first,
      '198001010003',
      { workplace: 'Malmö', costCentre: 'Kostnadsställe Malmö syd' },
      '2022-01-01',
    );
    await insertOldEmployment(first, '198001010004', { workplace: '  ', costCentre: null }, '2022-01-01');
    await insertOldEmployment(
      second,
      '198001010001',
      { workplace: 'Göteborg', costCentre: '100' },
      '2020-01-01',
    );

    await runMigrations(testDb.db);

    const workplaces = await testDb.db
      .selectFrom('workplace')
      .select(['employer_id', 'name'])
      .orderBy('name')
      .execute();
    expect(workplaces.filter((row) => row.employer_id === first).map((row) => row.name)).toEqual([
      'Göteborg',
      'Malmö',
    ]);
    expect(workplaces.filter((row) => row.employer_id === second).map((row) => row.name)).toEqual([
      'Göteborg',
    ]);
    const objects = await testDb.db
      .selectFrom('dimension_object')
      .select(['employer_id', 'dimension', 'code', 'name'])
      .where('employer_id', '=', first)
      .orderBy('code')
      .execute();
    expect(objects).toEqual([
      { employer_id: first, dimension: 'cost-centre', code: '100', name: '100' },
      {
        employer_id: first,
        dimension: 'cost-centre',
        code: 'Kostnadsställe Malmö',
        name: 'Kostnadsställe Malmö syd',
      },
    ]);

    const employments = await sql<{
      personnummer: string;
      employer_id: string;
      workplace: string | null;
      workplace_name: string | null;
      workplace_employer: string | null;
      cost_centre: string | null;
      cost_centre_code: string | null;
      current_workplace: string | null;
    }>`
      select employee.personnummer, employment.employer_id, employment.workplace,
        workplace.name as workplace_name, workplace.employer_id as workplace_employer,
        employment.cost_centre, dimension_object.code as cost_centre_code, employee.current_workplace
      from employment
      join employee on employee.id = employment.employee_id
      left join workplace on workplace.id = employment.workplace_id
      left join dimension_object on dimension_object.id = employment.cost_centre_id
      order by employment.employer_id = ${first} desc, employee.personnummer`.execute(testDb.db);
    const byRow = employments.rows.map((row) => ({
      personnummer: row.personnummer,
      ownEmployer: row.workplace_employer === null || row.workplace_employer === row.employer_id,
      workplace: row.workplace,
      workplaceName: row.workplace_name,
      costCentre: row.cost_centre,
      costCentreCode: row.cost_centre_code,
      currentWorkplace: row.current_workplace,
    }));
    expect(byRow).toEqual([
      {
        personnummer: '198001010001',
        ownEmployer: true,
        workplace: 'Göteborg',
        workplaceName: 'Göteborg',
        costCentre: '100',
        costCentreCode: '100',
        currentWorkplace: 'Göteborg',
      },
      {
        personnummer: '198001010002',
        ownEmployer: true,
        workplace: 'Göteborg',
        workplaceName: 'Göteborg',
        costCentre: '100',
        costCentreCode: '100',
        currentWorkplace: 'Göteborg',
      },
      {
        personnummer: '198001010003',
        ownEmployer: true,
        workplace: 'Malmö',
        workplaceName: 'Malmö',
        costCentre: 'Kostnadsställe Malmö',
        costCentreCode: 'Kostnadsställe Malmö',
        currentWorkplace: 'Malmö',
      },
      {
        personnummer: '198001010004',
        ownEmployer: true,
        workplace: null,
        workplaceName: null,
        costCentre: null,
        costCentreCode: null,
        currentWorkplace: null,
      },
      {
        personnummer: '198001010001',
        ownEmployer: true,
        workplace: 'Göteborg',
        workplaceName: 'Göteborg',
        costCentre: '100',
        costCentreCode: '100',
        currentWorkplace: 'Göteborg',
      },
    ]);
  });

  it('keep the text following the reference: a rename reaches the employment and the list column', async () => {
    await sql`update workplace set name = 'Göteborg Hisingen' where name = 'Göteborg'`.execute(testDb.db);
    await sql`update dimension_object set code = '110' where code = '100'`.execute(testDb.db);
    const { rows } = await sql<{ workplace: string; cost_centre: string; current_workplace: string }>`
      select distinct employment.workplace, employment.cost_centre, employee.current_workplace
      from employment join employee on employee.id = employment.employee_id
      where employment.workplace like 'Göteborg%'`.execute(testDb.db);
    expect(rows).toEqual([
      { workplace: 'Göteborg Hisingen', cost_centre: '110', current_workplace: 'Göteborg Hisingen' },
    ]);
  });

  it("refuse an employment that names another company's workplace, or a project as its cost centre", async () => {
    const [employment] = (
      await sql<{ id: string; employer_id: string }>`select id, employer_id from employment limit 1`.execute(
        testDb.db,
      )
    ).rows;
    const foreign = await sql<{ id: string }>`
      select id from workplace where employer_id <> ${employment!.employer_id} limit 1`.execute(testDb.db);
    await expect(
      sql`update employment set workplace_id = ${foreign.rows[0]!.id} where id = ${employment!.id}`.execute(
        testDb.db,
      ),
    ).rejects.toThrow();
    const { rows: projects } = await sql<{ id: string }>`
      insert into dimension_object (employer_id, dimension, code, name)
      values (${employment!.employer_id}, 'project', 'P1', 'Projekt') returning id`.execute(testDb.db);
    await expect(
      sql`update employment set cost_centre_id = ${projects[0]!.id} where id = ${employment!.id}`.execute(
        testDb.db,
      ),
    ).rejects.toThrow(/not a cost centre/);
  });
});
