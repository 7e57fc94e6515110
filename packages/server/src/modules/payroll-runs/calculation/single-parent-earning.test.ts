import type { AbsencePayload } from '@lonsam/domain/events/event-schema';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../../db/test-db.ts';
import { calculateRun } from './calculate-run.ts';
import { startRunCalculation } from './start-run-calculation.ts';
import {
  createPayrollCompany,
  type InsertedEmployment,
  insertAttestedEvent,
  insertPayrollEmployee,
  insertRun,
  TABLE_33,
} from './testing/calculation-test-setup.ts';

// A single parent's parental leave earns vacation for 180 days per child instead of 120
// (semesterlagen 17 §, figures [unverified]; docs/vacation.md *Earning*); the event's `singleParent`
// says so and the run's days earned follow it. Statutory vacation year: March 2026 is in the earning
// year 2025-04-01 – 2026-03-31 (365 days). Monthly salary 35 000 kr, sammalöneregeln, 25 days a year.
//
// Sol and Rut were both on parental leave 1 October 2025 – 28 February 2026 (31 + 30 + 31 + 31 +
// 28 = 151 days, attested earlier) for the child born 3 November 2025, and again Monday 2 – Friday
// 13 March (12 calendar days, days 152–163 of the child). Sol's events say she is a single parent.
//   Sol: 163 ≤ 180, nothing past the limit: 25 × 31 / 365 = 775 / 365 = 2,123… → 2,12 days.
//   Rut: past 120 since 29 January, March's 12 days all past: 25 × (31 − 12) / 365 = 475 / 365
//        = 1,301… → 1,30 days. Rut loses 25 × 12 / 365 = 0,82 day of March's earning.

let testDb: TestDatabase;
let db: Kysely<Database>;
let employerId: string;
let sol: InsertedEmployment;
let rut: InsertedEmployment;
const jobs = { enqueue: async () => crypto.randomUUID() };

const parental = (fromDate: string, toDate: string, singleParent: boolean): AbsencePayload => ({
  kind: 'absence',
  absenceType: 'parental-leave',
  fromDate,
  toDate,
  extent: { mode: 'whole-days' },
  certificate: false,
  childBirthDate: '2025-11-03',
  ...(singleParent ? { singleParent } : {}),
});

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  employerId = await createPayrollCompany(db);
  sol = await insertPayrollEmployee(db, employerId, {
    firstName: 'Sol',
    birthDate: '1990-05-05',
    tax: TABLE_33,
    salary: 3_500_000,
  });
  rut = await insertPayrollEmployee(db, employerId, {
    firstName: 'Rut',
    birthDate: '1991-06-06',
    tax: TABLE_33,
    salary: 3_500_000,
  });
  for (const [who, single] of [
    [sol, true],
    [rut, false],
  ] as const) {
    const earlier = parental('2025-10-01', '2026-02-28', single);
    await insertAttestedEvent(db, employerId, who, earlier, earlier);
    const march = parental('2026-03-02', '2026-03-13', single);
    await insertAttestedEvent(db, employerId, who, march, march);
  }
}, 120_000);

afterAll(async () => {
  await testDb.close();
});

describe('the run’s vacation days earned for a single parent', () => {
  it('earns 2,12 days in March for Sol (single parent) and 1,30 for Rut', async () => {
    const runId = await insertRun(db, employerId, { period: '2026-03', payDate: '2026-03-25' });
    const { jobId } = await startRunCalculation(db, jobs, { employerId, runId, userId: null });
    expect(await calculateRun(db, { employerId, runId, jobId })).toMatchObject({ outcome: 'calculated' });
    const earned = async (who: InsertedEmployment) => {
      const payslip = await db
        .selectFrom('payslip')
        .select('result')
        .where('run_id', '=', runId)
        .where('employment_id', '=', who.employmentId)
        .executeTakeFirstOrThrow();
      const result = (typeof payslip.result === 'string' ? JSON.parse(payslip.result) : payslip.result) as {
        vacation: { daysEarned: number };
      };
      return result.vacation.daysEarned;
    };
    expect(await earned(sol)).toBe(2.12);
    expect(await earned(rut)).toBe(1.3);
  });
});
