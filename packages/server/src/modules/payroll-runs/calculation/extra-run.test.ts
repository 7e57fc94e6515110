import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../../db/test-db.ts';
import { calculateRun } from './calculate-run.ts';
import { startRunCalculation } from './start-run-calculation.ts';
import {
  completeNewRun,
  createPayrollCompany,
  type InsertedEmployment,
  insertAttestedEvent,
  insertPayrollEmployee,
  insertRun,
  TABLE_33,
} from './testing/calculation-test-setup.ts';

// An extra run in a month whose ordinary run is completed pays what is still owed for the month,
// not the salary a second time: Kim (S01, 35 000 kr) is paid for March; an outlay of 500 kr of
// 20 March is attested after, and an extra run pays it on 30 March.

let testDb: TestDatabase;
let db: Kysely<Database>;
let employerId: string;
let kim: InsertedEmployment;
const jobs = { enqueue: async () => crypto.randomUUID() };

async function calculate(runId: string) {
  const { jobId } = await startRunCalculation(db, jobs, { employerId, runId, userId: null });
  expect(await calculateRun(db, { employerId, runId, jobId })).toMatchObject({ outcome: 'calculated' });
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  employerId = await createPayrollCompany(db);
  kim = await insertPayrollEmployee(db, employerId, {
    firstName: 'Kim',
    birthDate: '1985-04-12',
    tax: TABLE_33,
    salary: 3_500_000,
  });
  await completeNewRun(db, employerId, { period: '2026-03', payDate: '2026-03-25' });
  await insertAttestedEvent(
    db,
    employerId,
    kim,
    { kind: 'transaction', salaryTypeCode: '720', date: '2026-03-20', amountOre: 50_000 },
    { fromDate: '2026-03-20', toDate: '2026-03-20' },
  );
}, 120_000);

afterAll(async () => {
  await testDb.close();
});

describe('an extra run in a month already paid', () => {
  it('pays the late outlay only: no second salary, no vacation days earned twice', async () => {
    const extra = await insertRun(db, employerId, {
      period: '2026-03',
      payDate: '2026-03-30',
      kind: 'extra',
    });
    await calculate(extra);
    const payslip = await db
      .selectFrom('payslip')
      .selectAll()
      .where('run_id', '=', extra)
      .executeTakeFirstOrThrow();
    const lines = await db
      .selectFrom('payslip_line')
      .select(['code', 'amount_ore'])
      .where('payslip_id', '=', payslip.id)
      .execute();
    // March's 35 000 was paid on 25 March at the salary the rows still hold: nothing owed for it.
    // The outlay is paid tax-free: gross 0, tax 0, net 0 − 0 + 500 = 500 kr, contributions 0.
    expect(lines).toEqual([{ code: '720', amount_ore: '50000' }]);
    expect(payslip).toMatchObject({
      gross_ore: '0',
      tax_ore: '0',
      tax_free_ore: '50000',
      net_ore: '50000',
      employer_contributions_ore: '0',
    });
    expect((payslip.result as { vacation: unknown }).vacation).toEqual({ daysTaken: 0, daysEarned: 0 });
  });
});
