import type { AbsencePayload } from '@lonsam/domain/events/event-schema';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../../db/test-db.ts';
import { calculateRun } from './calculate-run.ts';
import { loadCompanyContext } from './company-context.ts';
import { completeRun } from './complete-run.ts';
import { loadPayslipInput } from './load-payslip-inputs.ts';
import { startRunCalculation } from './start-run-calculation.ts';
import {
  approveTwice,
  createPayrollCompany,
  type InsertedEmployment,
  insertAttestedEvent,
  insertPayrollEmployee,
  insertRun,
  TABLE_33,
} from './testing/calculation-test-setup.ts';

// The payslip's vacation days earned leave out whole days of parental leave past 120 days per
// child of the earning year (semesterlagen 7 §, 17 §; docs/vacation.md *Earning*). The company has
// the statutory vacation year, so March 2026 is in the earning year 2025-04-01 – 2026-03-31
// (365 days). Monthly salary 35 000 kr, sammalöneregeln, 25 days a year.
//
// Rut and Per were both on parental leave 1 October 2025 – 28 February 2026 (31 + 30 + 31 + 31 +
// 28 = 151 days) for the child born 3 November 2025 (attested earlier): the 120 days were used
// up on 28 January. In March both are on parental leave Monday 2 – Friday 13 March (12 calendar
// days): Rut for the same child, Per for his older child born 30 August 2022.
//   Rut: 25 × (31 − 12) / 365 = 475 / 365 = 1,301… → 1,30 days.
//   Per: his older child's own 120 days are untouched: 25 × 31 / 365 = 2,123… → 2,12 days.
//
// Sol had the same leave as Rut for the same child, but her events say she is a single parent, whose
// limit is 180 days per child (semesterlagen 17 §, figures [unverified]): March's days are days
// 152–163 of the child, 163 ≤ 180, nothing past the limit: 25 × 31 / 365 = 775 / 365 = 2,123… →
// 2,12 days, where Rut loses 25 × 12 / 365 = 0,82 day of March's earning.
//
// Moa, 30 000 kr a month under procentregeln (12 %), was on parental leave 10 November 2025 –
// 28 February 2026 (21 + 31 + 31 + 28 = 111 days, attested earlier) and is again Mon 2 – Fri 20 March
// (19 calendar days, days 112–130): 2–10 March within the 120, 11–20 March past them. March's
// deduction, 19 × 30 000 × 12 / 365 = 18 739,73 kr (321), is split: 10/19 of −1 873 973 öre =
// −986 301,6 → −986 302 öre past the limit (vacation-earning), −887 671 öre within. Her vacation
// base for the vacation year from April (earned 2025-04-01 – 2026-03-31) is then March's
// vacation-earning lines: 30 000,00 − 9 863,02 = 20 136,98 kr.

let testDb: TestDatabase;
let db: Kysely<Database>;
let employerId: string;
let rut: InsertedEmployment;
let per: InsertedEmployment;
let moa: InsertedEmployment;
let sol: InsertedEmployment;
const jobs = { enqueue: async () => crypto.randomUUID() };

const parental = (
  fromDate: string,
  toDate: string,
  childBirthDate: string,
  singleParent = false,
): AbsencePayload => ({
  kind: 'absence',
  absenceType: 'parental-leave',
  fromDate,
  toDate,
  extent: { mode: 'whole-days' },
  certificate: false,
  childBirthDate,
  ...(singleParent ? { singleParent } : {}),
});

/** Absence of months before March, attested (no earlier run in this database paid it). */
async function earlierEvent(who: InsertedEmployment, payload: AbsencePayload) {
  await insertAttestedEvent(db, employerId, who, payload, payload);
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  employerId = await createPayrollCompany(db);
  rut = await insertPayrollEmployee(db, employerId, {
    firstName: 'Rut',
    birthDate: '1991-06-06',
    tax: TABLE_33,
    salary: 3_500_000,
  });
  per = await insertPayrollEmployee(db, employerId, {
    firstName: 'Per',
    birthDate: '1988-09-09',
    tax: TABLE_33,
    salary: 3_500_000,
  });
  for (const who of [rut, per]) await earlierEvent(who, parental('2025-10-01', '2026-02-28', '2025-11-03'));
  const march = (who: InsertedEmployment, child: string) =>
    insertAttestedEvent(db, employerId, who, parental('2026-03-02', '2026-03-13', child), {
      fromDate: '2026-03-02',
      toDate: '2026-03-13',
    });
  await march(rut, '2025-11-03');
  await march(per, '2022-08-30');
  sol = await insertPayrollEmployee(db, employerId, {
    firstName: 'Sol',
    birthDate: '1990-05-05',
    tax: TABLE_33,
    salary: 3_500_000,
  });
  await earlierEvent(sol, parental('2025-10-01', '2026-02-28', '2025-11-03', true));
  await insertAttestedEvent(db, employerId, sol, parental('2026-03-02', '2026-03-13', '2025-11-03', true), {
    fromDate: '2026-03-02',
    toDate: '2026-03-13',
  });
  moa = await insertPayrollEmployee(db, employerId, {
    firstName: 'Moa',
    birthDate: '1993-02-02',
    tax: TABLE_33,
    salary: 3_000_000,
  });
  await db
    .updateTable('employment')
    .set({ vacation: JSON.stringify({ rule: 'procentregeln', paidDaysPerYear: 25, percent: 12 }) })
    .where('id', '=', moa.employmentId)
    .execute();
  await earlierEvent(moa, parental('2025-11-10', '2026-02-28', '2025-10-20'));
  await insertAttestedEvent(db, employerId, moa, parental('2026-03-02', '2026-03-20', '2025-10-20'), {
    fromDate: '2026-03-02',
    toDate: '2026-03-20',
  });
}, 120_000);

afterAll(async () => {
  await testDb.close();
});

describe('vacation days earned past the parental-leave limit', () => {
  it('feeds the payslip the earning year and its earlier absence, the child kept', async () => {
    const company = await loadCompanyContext(db, { employerId, date: '2026-03-31' });
    const loaded = await loadPayslipInput(db, {
      employerId,
      period: '2026-03',
      payDate: '2026-03-25',
      company,
      employmentId: rut.employmentId,
    });
    expect(loaded!.input.vacationEarningYear).toEqual({
      earningYear: { from: '2025-04-01', to: '2026-03-31' },
      absences: [parental('2025-10-01', '2026-02-28', '2025-11-03')],
    });
  });

  it('earns 1,30 days for the same child and 2,12 for another child in March', async () => {
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
    expect(await earned(rut)).toBe(1.3);
    expect(await earned(per)).toBe(2.12);
    // A single parent: 180 days for the child, so none of March's days are past the limit.
    expect(await earned(sol)).toBe(2.12);

    const moaSlip = await db
      .selectFrom('payslip')
      .select('result')
      .where('run_id', '=', runId)
      .where('employment_id', '=', moa.employmentId)
      .executeTakeFirstOrThrow();
    const moaLines = (
      (typeof moaSlip.result === 'string' ? JSON.parse(moaSlip.result) : moaSlip.result) as {
        lines: { code: string; amountOre: number; vacationEarning: boolean; periodFrom: string }[];
      }
    ).lines
      .filter((line) => line.code === '321')
      .map(({ amountOre, vacationEarning, periodFrom }) => ({ amountOre, vacationEarning, periodFrom }));
    expect(moaLines).toEqual([
      { amountOre: -887_671, vacationEarning: false, periodFrom: '2026-03-02' },
      { amountOre: -986_302, vacationEarning: true, periodFrom: '2026-03-11' },
    ]);

    await approveTwice(db, employerId, runId);
    await db.transaction().execute((trx) => completeRun(trx, { employerId, runId, userId: null }));
    const company = await loadCompanyContext(db, { employerId, date: '2026-04-30' });
    const april = await loadPayslipInput(db, {
      employerId,
      period: '2026-04',
      payDate: '2026-04-24',
      company,
      employmentId: moa.employmentId,
    });
    // 3 000 000 (100, March) − 986 302 (321 past the limit) = 2 013 698 öre.
    expect(april!.input.vacationBaseOre).toBe(2_013_698);
  });
});
