import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { killHard, spawnUntilKillPoint } from '../../db/testing/kill-point.ts';
import { openKillTestData } from '../../db/testing/kill-test-data.ts';
import { createPayrollCompany } from '../payroll-runs/calculation/testing/calculation-test-setup.ts';
import { commitImport } from './employee-csv-service.ts';
import { BULK_CHUNK_ROWS } from './insert-employees-in-bulk.ts';
import { nextPersonnummer } from './testing/employee-test-helpers.ts';

// Issue 23: the process is killed with SIGKILL while it commits a CSV import; after a restart on the
// same data (a PGlite data directory, or the PostgreSQL database) nothing of the file is stored, and
// importing the file again gives what one clean import gives.

const IMPORT_PROCESS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'testing/import-process.ts');
const HEADER =
  'förnamn;efternamn;personnummer;e-post;telefon;skattetabell;skattekolumn;anställningsform;befattning;startdatum;slutdatum;lönform;lön';
/** Two chunks of the bulk insert (250 rows each): the kill comes after the first chunk's employees. */
const ROWS = BULK_CHUNK_ROWS + 50;

const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) await killHard(child);
});

describe('an employee import killed mid-commit', () => {
  it('leaves nothing of the file, and importing it again stores every row once', async () => {
    const data = await openKillTestData();
    try {
      const employerId = await createPayrollCompany(data.db, 'Importdöd AB');
      const csv = [
        HEADER,
        ...Array.from(
          { length: ROWS },
          (_, index) =>
            `Rad${index};Fil;${nextPersonnummer()};;;33;1;permanent;Kock;2025-01-01;;monthly;30 000`,
        ),
      ].join('\n');
      const stored = async () => {
        const row = await sql<Record<'employees' | 'employments' | 'salaryRows' | 'audit', string>>`
          select (select count(*) from employee where employer_id = ${employerId}) as employees,
                 (select count(*) from employment where employer_id = ${employerId}) as employments,
                 (select count(*) from salary_row s join employment e on e.id = s.employment_id
                   where e.employer_id = ${employerId}) as "salaryRows",
                 (select count(*) from audit_event where employer_id = ${employerId}) as audit`.execute(
          data.db,
        );
        return Object.fromEntries(Object.entries(row.rows[0]!).map(([key, value]) => [key, Number(value)]));
      };
      const before = await stored();
      expect(before).toMatchObject({ employees: 0, employments: 0, salaryRows: 0 });

      await data.handOver();
      const child = await spawnUntilKillPoint(children, IMPORT_PROCESS, {
        ...data.childEnv,
        IMPORT_EMPLOYER_ID: employerId,
        IMPORT_CSV: csv,
        // After the first chunk of employees: 250 rows written in the open transaction.
        KILL_AT: '^insert into "employee"',
        KILL_AT_COUNT: '1',
      });
      await killHard(child);
      await data.reopen();

      // Nothing of the file: not the first chunks' employees, employments, salary rows or audit events.
      expect(await stored()).toEqual(before);

      // The retry, as the user would press Importera again: every row once, each with its employment,
      // salary row and two audit events (employee.created, employment.created).
      const audit = { actorIdentityId: null, requestId: 'retry' };
      const scope = {
        employerId,
        roleId: employerId,
        role: 'admin' as const,
        employmentId: null,
        packagingId: null,
        privileges: [],
      };
      expect(await commitImport(data.db, { scope, audit, now: new Date() }, csv)).toEqual({ created: ROWS });
      expect(await stored()).toEqual({
        employees: ROWS,
        employments: ROWS,
        salaryRows: ROWS,
        audit: before.audit! + 2 * ROWS,
      });
    } finally {
      await data.close();
    }
  }, 180_000);
});
