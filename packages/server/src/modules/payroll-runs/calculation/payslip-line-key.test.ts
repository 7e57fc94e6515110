import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../../db/test-db.ts';
import {
  completeNewRun,
  createPayrollCompany,
  insertManyEmployees,
} from './testing/calculation-test-setup.ts';

// Migration 0092: deleting a payslip (a recalculation replaces them, deleting a run takes them)
// deletes its lines through the key (payslip_id, run_id, employer_id), one statement per payslip.
// Its cached, generic plan must find the payslip's lines by all three columns in one index; before
// 0092 it read every line of the run for each payslip (docs/payroll-runs.md).

let testDb: TestDatabase;
let db: Kysely<Database>;
let runId: string;
let employerId: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  employerId = await createPayrollCompany(db);
  await insertManyEmployees(db, employerId, 3);
  runId = await completeNewRun(db, employerId, {
    period: '2026-03',
    payDate: '2026-03-25',
    calculateOnly: true,
  });
});

afterAll(async () => {
  await testDb.close();
});

type PlanNode = { 'Node Type': string; 'Index Name'?: string; 'Index Cond'?: string; Plans?: PlanNode[] };

function scans(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(scans)].filter((each) => each['Node Type'] !== 'ModifyTable');
}

describe('the cascade from a payslip to its lines', () => {
  it('finds a payslip’s lines by payslip, run and company in the primary key, also in a generic plan', async () => {
    const payslip = await db
      .selectFrom('payslip')
      .select(['id', 'run_id', 'employer_id'])
      .where('run_id', '=', runId)
      .executeTakeFirstOrThrow();
    const plan = await db.connection().execute(async (connection) => {
      await sql`prepare cascade_plan(uuid, uuid, uuid) as
        delete from only payslip_line where $1 = payslip_id and $2 = run_id and $3 = employer_id`.execute(
        connection,
      );
      try {
        await sql`set plan_cache_mode = force_generic_plan`.execute(connection);
        // A few lines make a sequential scan as cheap as any index; the question is which index.
        await sql`set enable_seqscan = off`.execute(connection);
        const { rows } = await sql<{ 'QUERY PLAN': unknown }>`explain (format json) execute cascade_plan(
          ${sql.lit(payslip.id)}, ${sql.lit(payslip.run_id)}, ${sql.lit(payslip.employer_id)})`.execute(
          connection,
        );
        const text = rows[0]!['QUERY PLAN'];
        return (typeof text === 'string' ? JSON.parse(text) : text) as [{ Plan: PlanNode }];
      } finally {
        await sql`reset plan_cache_mode`.execute(connection);
        await sql`reset enable_seqscan`.execute(connection);
        await sql`deallocate cascade_plan`.execute(connection);
      }
    });
    const found = scans(plan[0].Plan);
    expect(found.map((node) => node['Node Type'])).toEqual(['Index Scan']);
    expect(found[0]!['Index Name']).toBe('payslip_line_pk');
    for (const column of ['payslip_id', 'run_id', 'employer_id'])
      expect(found[0]!['Index Cond']).toContain(column);
  });

  it('still deletes the lines with the payslip', async () => {
    const lines = () =>
      db
        .selectFrom('payslip_line')
        .select(sql<string>`count(*)`.as('n'))
        .where('run_id', '=', runId)
        .executeTakeFirstOrThrow();
    // Three employees of 35 000 kr a month: at least one line (Månadslön) each.
    expect(Number((await lines()).n)).toBeGreaterThanOrEqual(3);
    await db.deleteFrom('payslip').where('run_id', '=', runId).execute();
    expect(Number((await lines()).n)).toBe(0);
  });
});
