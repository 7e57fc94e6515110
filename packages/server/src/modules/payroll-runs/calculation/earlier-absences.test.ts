import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../../db/test-db.ts';
import {
  completeNewRun,
  createPayrollCompany,
  type InsertedEmployment,
  insertAttestedEvent,
  insertPayrollEmployee,
  TABLE_33,
} from './testing/calculation-test-setup.ts';

// docs/payroll-calculation.md S36: sick Mon 23 February – Fri 13 March 2026 (one event, reported in
// February). February's run takes the event in and pays it; March's payslip still needs it for
// 2–13 March, and must not take a second karensavdrag.

let testDb: TestDatabase;
let db: Kysely<Database>;
let employerId: string;
let erik: InsertedEmployment;
let sickEventId: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  employerId = await createPayrollCompany(db);
  erik = await insertPayrollEmployee(db, employerId, {
    firstName: 'Erik',
    birthDate: '1983-02-08',
    tax: TABLE_33,
    salary: 3_000_000,
  });
  sickEventId = await insertAttestedEvent(
    db,
    employerId,
    erik,
    {
      kind: 'absence',
      absenceType: 'sick',
      fromDate: '2026-02-23',
      toDate: '2026-03-13',
      extent: { mode: 'whole-days' },
      certificate: true,
    },
    { fromDate: '2026-02-23', toDate: '2026-03-13' },
  );
});

afterAll(async () => {
  await testDb.close();
});

describe('absences an earlier run paid', () => {
  it('still count in the next month: S36 in March after February was completed', async () => {
    const february = await completeNewRun(db, employerId, { period: '2026-02', payDate: '2026-02-25' });
    expect(
      await db
        .selectFrom('event')
        .select(['state', 'paid_in_run_id'])
        .where('id', '=', sickEventId)
        .executeTakeFirst(),
    ).toEqual({ state: 'paid', paid_in_run_id: february });

    const march = await completeNewRun(db, employerId, {
      period: '2026-03',
      payDate: '2026-03-25',
      calculateOnly: true,
    });
    const payslip = await db
      .selectFrom('payslip')
      .selectAll()
      .where('run_id', '=', march)
      .executeTakeFirstOrThrow();
    const lines = await db
      .selectFrom('payslip_line')
      .select(['code', 'amount_ore'])
      .where('payslip_id', '=', payslip.id)
      .where('code', 'in', ['100', '310', '311', '312'])
      .orderBy('line_no')
      .execute();
    // 40 h × 0,2 × 173,076923… = 1 384,62 (days 1–14: 2–6 March); 5 × 30 000 × 12 / 365 = 4 931,51
    // (days 15–19: 9–13 March); no karensavdrag (taken in February).
    expect(lines).toEqual([
      { code: '100', amount_ore: '3000000' },
      { code: '310', amount_ore: '-138462' },
      { code: '311', amount_ore: '-493151' },
    ]);
    // Gross 23 683,87; tax 4 320 (row 23601–23800); net 19 363,87; 23 683 × 31,42 % → 7 441.
    expect(payslip).toMatchObject({
      gross_ore: '2368387',
      tax_ore: '432000',
      net_ore: '1936387',
      employer_contributions_ore: '744100',
    });
    // Context only: the March payslip does not take the paid event in again.
    expect((payslip.result as { eventIds: string[] }).eventIds).toEqual([]);
  });
});
