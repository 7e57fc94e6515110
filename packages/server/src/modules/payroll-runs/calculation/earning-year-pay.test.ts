import { payoutSettingsSchema } from '@lonsam/domain/settings/payout-settings';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../../db/test-db.ts';
import { seedSettingsDocument } from '../../settings/index.ts';
import { loadRunBasis } from '../run-basis.ts';
import { loadCompanyContext } from './company-context.ts';
import { loadPayslipInput } from './load-payslip-inputs.ts';
import {
  completeNewRun,
  createPayrollCompany,
  type InsertedEmployment,
  insertAttestedEvent,
  insertPayrollEmployee,
  TABLE_33,
} from './testing/calculation-test-setup.ts';

// The vacation pay the earning year's completed payslips pay for (statutory vacation year: July
// 2026 is in the vacation year 2026-04-01 – 2027-03-31, earned 2025-04-01 – 2026-03-31).
//
// Tim, hourly 200 kr, procentregeln 12 % of 25 days, employed from 1 January 2026: 160 hours
// reported in each of January–March (3 × 160 × 200 = 96 000 kr, all semesterlönegrundande), then
// in July 120 hours and paid vacation Monday 6 – Friday 10 July (5 days).
//
// Sam, hourly 150 kr, procentregeln 12 %, employed from 1 January 2026: 160 hours reported in each
// of January–March, sick Monday 9 – Tuesday 10 February (whole days, paid by February's run with
// sjuklön, which does not earn vacation), on leave of absence Thursday 5 March and VAB Wednesday
// 15 April.
//
// Vera, monthly 30 000 kr, sammalöneregeln (0,8 % tillägg), 1 April – 31 July 2026, archived in
// July before the run: commission 5 000 kr in April and 3 000 kr in May is the variable pay of the
// year being earned (from 2026-04-01); her July payslip is the final one.

let testDb: TestDatabase;
let db: Kysely<Database>;
let employerId: string;
let tim: InsertedEmployment;
let vera: InsertedEmployment;
let sam: InsertedEmployment;

async function transaction(
  who: InsertedEmployment,
  code: string,
  date: string,
  amount: { quantity?: number; amountOre?: number },
) {
  await insertAttestedEvent(
    db,
    employerId,
    who,
    { kind: 'transaction', salaryTypeCode: code, date, ...amount },
    { fromDate: date, toDate: date },
  );
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  employerId = await createPayrollCompany(db);
  tim = await insertPayrollEmployee(db, employerId, {
    firstName: 'Tim',
    birthDate: '1990-05-05',
    tax: TABLE_33,
    salary: 20_000,
    salaryForm: 'hourly',
    startDate: '2026-01-01',
  });
  sam = await insertPayrollEmployee(db, employerId, {
    firstName: 'Sam',
    birthDate: '1992-03-03',
    tax: TABLE_33,
    salary: 15_000,
    salaryForm: 'hourly',
    startDate: '2026-01-01',
  });
  for (const who of [tim, sam])
    await db
      .updateTable('employment')
      .set({ vacation: JSON.stringify({ rule: 'procentregeln', paidDaysPerYear: 25, percent: 12 }) })
      .where('id', '=', who.employmentId)
      .execute();
  const absence = (absenceType: 'sick' | 'leave-of-absence' | 'vab', fromDate: string, toDate: string) =>
    insertAttestedEvent(
      db,
      employerId,
      sam,
      { kind: 'absence', absenceType, fromDate, toDate, extent: { mode: 'whole-days' }, certificate: false },
      { fromDate, toDate },
    );
  await absence('sick', '2026-02-09', '2026-02-10');
  await absence('leave-of-absence', '2026-03-05', '2026-03-05');
  await absence('vab', '2026-04-15', '2026-04-15');
  vera = await insertPayrollEmployee(db, employerId, {
    firstName: 'Vera',
    birthDate: '1980-02-02',
    tax: TABLE_33,
    salary: 3_000_000,
    startDate: '2026-04-01',
    endDate: '2026-07-31',
  });
  for (const [month, payDay] of [
    ['01', '23'],
    ['02', '25'],
    ['03', '25'],
  ] as const) {
    await transaction(tim, '110', `2026-${month}-20`, { quantity: 160 });
    await transaction(sam, '110', `2026-${month}-20`, { quantity: 160 });
    await completeNewRun(db, employerId, { period: `2026-${month}`, payDate: `2026-${month}-${payDay}` });
  }
  await transaction(vera, '510', '2026-04-15', { amountOre: 500_000 });
  await completeNewRun(db, employerId, { period: '2026-04', payDate: '2026-04-24' });
  await transaction(vera, '510', '2026-05-15', { amountOre: 300_000 });
  await completeNewRun(db, employerId, { period: '2026-05', payDate: '2026-05-25' });
  await completeNewRun(db, employerId, { period: '2026-06', payDate: '2026-06-25' });
  await db
    .updateTable('employee')
    .set({ archived_at: new Date() })
    .where('id', '=', vera.employeeId)
    .execute();
  await transaction(tim, '110', '2026-07-20', { quantity: 120 });
  await insertAttestedEvent(
    db,
    employerId,
    tim,
    {
      kind: 'absence',
      absenceType: 'vacation-paid',
      fromDate: '2026-07-06',
      toDate: '2026-07-10',
      extent: { mode: 'whole-days' },
      certificate: false,
    },
    { fromDate: '2026-07-06', toDate: '2026-07-10' },
  );
  // Six runs calculated and completed one after another: slow on a busy machine.
}, 300_000);

afterAll(async () => {
  await testDb.close();
});

async function payslipLines(runId: string, employmentId: string) {
  const payslip = await db
    .selectFrom('payslip')
    .selectAll()
    .where('run_id', '=', runId)
    .where('employment_id', '=', employmentId)
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('payslip_line')
    .select(['code', 'quantity', 'rate_ore', 'amount_ore'])
    .where('payslip_id', '=', payslip.id)
    .orderBy('line_no')
    .execute();
  return { payslip, lines };
}

describe('the earning year in the payslip input', () => {
  it('loads the vacation base and the variable pay from the completed payslips', async () => {
    const company = await loadCompanyContext(db, { employerId, date: '2026-07-31' });
    const request = { employerId, period: '2026-07', payDate: '2026-07-24', company };
    const timInput = await loadPayslipInput(db, { ...request, employmentId: tim.employmentId });
    // 3 × 160 h × 200 kr = 96 000 kr; April–June are of the next earning year.
    expect(timInput!.input.vacationBaseOre).toBe(9_600_000);
    expect(timInput!.input.variablePayEarnedOre).toBeUndefined();
    const veraInput = await loadPayslipInput(db, { ...request, employmentId: vera.employmentId });
    // 5 000 + 3 000 commission; the monthly salary (100) is not variable pay.
    expect(veraInput!.input.variablePayEarnedOre).toBe(800_000);
    expect(veraInput!.input.vacationBaseOre).toBeUndefined();
    // The default vacation group: 12 % of the whole year's variable pay.
    expect(veraInput!.input.agreement).toEqual({ vacationPercent: 12 });
  });

  it('adds the pay of semesterlönegrundande absence to an hourly employee’s base', async () => {
    const company = await loadCompanyContext(db, { employerId, date: '2026-07-31' });
    const request = { employerId, period: '2026-07', payDate: '2026-07-24', company };
    const samInput = await loadPayslipInput(db, { ...request, employmentId: sam.employmentId });
    // Paid and vacation-earning: 3 × 160 h × 150 kr = 72 000 kr (sjuklön 300 and the karensavdrag
    // 313 of February do not earn vacation). The sick days 9–10 February would have paid
    // 2 × 8 h × 150 = 2 400 kr. Leave of absence earns nothing; April's VAB is of the next earning
    // year. Base 72 000 + 2 400 = 74 400 kr.
    expect(samInput!.input.vacationBaseOre).toBe(7_440_000);
  });

  it('includes an archived employee whose employment ends in the period', async () => {
    const basis = await loadRunBasis(db, { employerId, period: '2026-07', employmentIds: null });
    expect(basis.included.map((row) => row.employmentId)).toContain(vera.employmentId);
    const august = await loadRunBasis(db, { employerId, period: '2026-08', employmentIds: null });
    expect(august.included.map((row) => row.employmentId)).not.toContain(vera.employmentId);
  });

  it('pays procentregeln vacation and the final pay from them in July', async () => {
    await seedSettingsDocument(db, {
      employerId,
      section: 'payout',
      schema: payoutSettingsSchema,
      value: { grossChangeWarningPercent: 25, minimumHourlyWageOre: 25_000 },
    });
    const runId = await completeNewRun(db, employerId, {
      period: '2026-07',
      payDate: '2026-07-24',
      calculateOnly: true,
    });

    const timSlip = await payslipLines(runId, tim.employmentId);
    // 400: 96 000 × 12 % / 25 = 460,80 kr a day × 5 = 2 304 kr. 110: 120 h × 200 kr = 24 000 kr.
    // 910: the five vacation days, for information.
    expect(timSlip.lines).toEqual([
      { code: '400', quantity: '5', rate_ore: '46080', amount_ore: '230400' },
      { code: '110', quantity: '120', rate_ore: '20000', amount_ore: '2400000' },
      { code: '910', quantity: '5', rate_ore: null, amount_ore: '0' },
    ]);
    // Gross 24 000 + 2 304 = 26 304 kr. Table 33 column 1, row `30B33  26201  26400 4974 …` → 4 974.
    // Net 26 304 − 4 974 = 21 330. Contributions 26 304 × 31,42 % = 8 264,72 → 8 264.
    expect(timSlip.payslip).toMatchObject({
      gross_ore: '2630400',
      tax_ore: '497400',
      net_ore: '2133000',
      employer_contributions_ore: '826400',
    });
    // Utbetalning holds the limits of two warnings: a lowest hourly wage of 250 kr (Tim's 200 kr is
    // under it), and 25 % of gross change (Tim's 33 600 → 26 304 kr, −22 %, is within it; the default
    // 20 % would have warned). June's 33 600: 168 scheduled hours × 200 kr (22 workdays less midsommarafton).
    expect(timSlip.payslip.checks).toEqual([
      {
        code: 'BELOW_HOURLY_MINIMUM',
        severity: 'warning',
        message: 'Timlönen 200 kr är lägre än lägsta timlön 250 kr.',
      },
    ]);

    const veraSlip = await payslipLines(runId, vera.employmentId);
    // Days left before July: earned April 25 × 30/365 = 2,05, May 25 × 31/365 = 2,12, June 2,05 →
    // 6,22; July's own payslip earns 25 × 31/365 = 2,12 more: 8,34 days.
    // 420: 30 000 × (4,6 + 0,8) % = 1 620 kr a day × 8,34 = 13 510,80 kr. 421: 8 000 × 12 % = 960 kr.
    expect(veraSlip.lines.map(({ rate_ore, ...line }) => line)).toEqual([
      { code: '100', quantity: '1', amount_ore: '3000000' },
      { code: '420', quantity: '8.34', amount_ore: '1351080' },
      { code: '421', quantity: null, amount_ore: '96000' },
    ]);
    // The rate is kept unrounded (30 000 × 5,4 / 100 in floating point).
    expect(Number(veraSlip.lines[1]!.rate_ore)).toBeCloseTo(162_000, 6);
    // Gross 30 000 + 13 510,80 + 960 = 44 470,80 kr. Table part 30 000 → row `30B33  29801  30000
    // 5878 …` → 5 878. One-off 14 470,80 (420 and 421 are engångsbelopp); the year's income, paid
    // April–June 128 000 + July 30 000 + 5 × 30 000 ahead + 14 470 = 322 470 (12 × 30 000 + 14 470
    // = 374 470 as a full year) → 192 001–477 600 → 26 %: 14 470 × 0,26 = 3 762,20 → 3 762.
    // Tax 5 878 + 3 762 = 9 640; net 44 470,80 − 9 640 = 34 830,80.
    // Contributions 44 470 × 31,42 % = 13 972,47 → 13 972.
    expect(veraSlip.payslip).toMatchObject({
      gross_ore: '4447080',
      tax_ore: '964000',
      net_ore: '3483080',
      employer_contributions_ore: '1397200',
    });
  });
});
