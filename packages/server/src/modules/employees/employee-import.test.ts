import { sql } from 'kysely';
import pg from 'pg';
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

describe('a commit that cannot finish leaves nothing behind', () => {
  /** What an import writes, counted for this employer. */
  async function countStored() {
    const { rows } = await sql<Record<string, string>>`
      select
        (select count(*) from employee where employer_id = ${employerId}) as employees,
        (select count(*) from employment where employer_id = ${employerId}) as employments,
        (select count(*) from salary_row join employment on employment.id = salary_row.employment_id
          where employment.employer_id = ${employerId}) as salary_rows,
        (select count(*) from audit_event) as audit_events,
        (select count(*) from employer_identity_role where employer_id = ${employerId}) as roles`.execute(
      testApp.db,
    );
    return rows[0];
  }

  function buildFile(rows: number, position = 'Kock') {
    const lines = [HEADER];
    for (let index = 0; index < rows; index += 1) {
      lines.push(
        `Rad${index};Fil;${nextPersonnummer()};;;33;1;permanent;${position};2025-01-01;;monthly;30 000`,
      );
    }
    return lines.join('\n');
  }

  it('a unique violation late in the transaction: 409 IMPORT_CONFLICT, no employee, employment or audit row', async () => {
    // Stands in for a race lost on the last statements: the audit insert of the employments fails as
    // a unique index would, after the employees, employments, salary rows and first audit rows.
    await sql`
      create function fail_import_audit() returns trigger language plpgsql as $$
      begin
        if new.action = 'employment.created' and new.after->>'position' = 'Krockkock' then
          raise exception 'duplicate key value (test)' using errcode = 'unique_violation';
        end if;
        return new;
      end $$`.execute(testApp.db);
    await sql`create trigger fail_import_audit before insert on audit_event
      for each row execute function fail_import_audit()`.execute(testApp.db);
    try {
      const before = await countStored();
      const response = await asAdmin('POST', '/employees/import/commit', {
        csv: buildFile(300, 'Krockkock'),
      });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(response.json().code).toBe('IMPORT_CONFLICT');
      expect(await countStored()).toEqual(before);
    } finally {
      await sql`drop trigger fail_import_audit on audit_event`.execute(testApp.db);
      await sql`drop function fail_import_audit()`.execute(testApp.db);
    }
  });

  it('an employee saved between preview and commit: the commit refuses the file and writes nothing', async () => {
    const csv = buildFile(3);
    const preview = await asAdmin('POST', '/employees/import/preview', { csv });
    expect(preview.json()).toMatchObject({ validCount: 3, invalidCount: 0 });
    const taken = csv.split('\n')[2]!.split(';')[2]!;
    const meanwhile = await asAdmin('POST', '/employees', {
      firstName: 'Hann',
      lastName: 'Först',
      personnummer: taken,
    });
    expect(meanwhile.statusCode, meanwhile.body).toBe(201);
    const before = await countStored();
    const commit = await asAdmin('POST', '/employees/import/commit', { csv });
    expect(commit.statusCode, commit.body).toBe(400);
    expect(commit.json()).toMatchObject({ code: 'IMPORT_HAS_ERRORS', invalidCount: 1 });
    expect(await countStored()).toEqual(before);
  });

  it('two commits of one file at once: one imports it, the other is refused, never a 500', async () => {
    const csv = buildFile(300);
    const before = await countStored();
    const commit = () => asAdmin('POST', '/employees/import/commit', { csv });
    let responses: Awaited<ReturnType<typeof commit>>[];
    if (testApp.testDb.engine === 'postgres') {
      // Both must have checked the file before either inserts: hold their inserts (not their reads)
      // on a lock until both wait, so the second meets the first's rows in the unique index.
      const client = new pg.Client({ connectionString: testApp.testDb.url });
      await client.connect();
      try {
        await client.query('begin');
        await client.query('lock table employee in share mode');
        const pending = [commit(), commit()];
        for (let waiting = 0; waiting < 2; ) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          const { rows } = await client.query(
            `select count(*)::int as n from pg_locks
             where not granted and locktype = 'relation' and relation = 'employee'::regclass`,
          );
          waiting = rows[0].n;
        }
        await client.query('commit');
        responses = await Promise.all(pending);
      } finally {
        await client.end();
      }
    } else {
      // PGlite has one session: the commits run one after the other, and the second's own check
      // finds the first's rows.
      responses = await Promise.all([commit(), commit()]);
    }
    const outcome = responses
      .map((response) => `${response.statusCode} ${response.json().code ?? ''}`)
      .sort();
    expect(outcome).toEqual([
      '200 ',
      testApp.testDb.engine === 'postgres' ? '409 IMPORT_CONFLICT' : '400 IMPORT_HAS_ERRORS',
    ]);
    const after = await countStored();
    expect(Number(after!.employees) - Number(before!.employees)).toBe(300);
    expect(Number(after!.employments) - Number(before!.employments)).toBe(300);
  });
});

describe('personnummer forms in a file (issue #15)', () => {
  it('imports the ten-digit forms as 12 digits and sees one person in two forms as a duplicate', async () => {
    const twice = 'förnamn;efternamn;personnummer\nTio;Siffror;900315-2387\nTolv;Siffror;19900315-2387';
    const refused = await asAdmin('POST', '/employees/import/preview', { csv: twice });
    expect(refused.json()).toMatchObject({ validCount: 1, invalidCount: 1 });
    expect(refused.json().rows[1].errors).toEqual({
      personnummer: ['Personnumret finns redan hos arbetsgivaren'],
    });

    const csv = 'förnamn;efternamn;personnummer\nTio;Siffror;900315-2387\nHundra;År;121212+1212';
    const commit = await asAdmin('POST', '/employees/import/commit', { csv });
    expect(commit.statusCode, commit.body).toBe(200);
    const stored = await testApp.db
      .selectFrom('employee')
      .select('personnummer')
      .where('employer_id', '=', employerId)
      .where('personnummer', 'in', ['199003152387', '191212121212'])
      .orderBy('personnummer')
      .execute();
    expect(stored.map((row) => row.personnummer)).toEqual(['191212121212', '199003152387']);
  });
});
