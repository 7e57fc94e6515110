import type { Payslip } from '@lonsam/domain/payroll/payslip/payslip-types';
import type { TestApp } from '../../../db/test-db.ts';
import { insertCompletedRun } from '../../agi/testing/agi-test-setup.ts';
import { buildEventWorld, type EventWorld } from '../../events/testing/event-test-setup.ts';
import { insertRun } from '../../payslips/testing/payslip-test-setup.ts';

/*
 * A company with two months of payroll for the report tests (report-routes.test.ts,
 * liability-routes.test.ts, report-pdf-routes.test.ts, cost-groups-routes.test.ts,
 * accounting/accrual-sie.test.ts), written straight into the tables: Anna (the manager's team) in
 * cost centre 100 "Kök", Bo in none. January's run (paid 25 Jan 2026) pays Anna and Bo, February's
 * (25 Feb) Anna, both completed, each payslip reference scenario S01 (35 000 kr a month) unless
 * `januaryPayslips` says otherwise.
 */

const S01 = 3_500_000;

export type ReportWorldOptions = {
  orgSeed: number;
  /**
   * Anna's and Bo's salary rows of 35 000 kr from 2025-01-01, and Anna's opening balance of 10 paid
   * and 2 saved vacation days on 31 Dec 2025 (what the vacation liability values).
   */
  vacation?: boolean;
  /** The payslips January's run stores for Anna and Bo instead of S01. */
  januaryPayslips?: { anna: Payslip; bo: Payslip };
  /** The pay date of a calculated, never completed, extra February run for Bo: in no report. */
  calculatedExtraPayDate?: string;
};

export async function buildReportWorld(
  testApp: TestApp,
  options: ReportWorldOptions,
): Promise<{ world: EventWorld; januaryRunId: string }> {
  const world = await buildEventWorld(testApp, options.orgSeed);
  const db = testApp.db;
  const costCentre = await db
    .insertInto('dimension_object')
    .values({ employer_id: world.employerId, dimension: 'cost-centre', code: '100', name: 'Kök' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('employment')
    .set({ cost_centre_id: costCentre.id })
    .where('id', '=', world.anna.employmentId)
    .execute();
  if (options.vacation) {
    await db
      .insertInto('salary_row')
      .values([
        { employment_id: world.anna.employmentId, valid_from: '2025-01-01', amount_ore: S01 },
        { employment_id: world.bo.employmentId, valid_from: '2025-01-01', amount_ore: S01 },
      ])
      .execute();
    await db
      .updateTable('employee')
      .set({
        opening_balances: JSON.stringify({ asOf: '2025-12-31', vacation: { paidDays: 10, savedDays: 2 } }),
      })
      .where('id', '=', world.anna.employeeId)
      .execute();
  }
  const anna = { ...world.anna, employeeName: 'Anna Ek', monthlySalaryOre: S01 };
  const bo = { ...world.bo, employeeName: 'Bo Gran', monthlySalaryOre: S01 };
  const stored = options.januaryPayslips;
  const january = await insertCompletedRun(
    db,
    world.employerId,
    { period: '2026-01', payDate: '2026-01-25', label: 'Lön januari 2026', kind: 'ordinary' },
    stored
      ? [
          { ...anna, payslip: stored.anna },
          { ...bo, payslip: stored.bo },
        ]
      : [anna, bo],
  );
  await insertCompletedRun(
    db,
    world.employerId,
    { period: '2026-02', payDate: '2026-02-25', label: 'Lön februari 2026', kind: 'ordinary' },
    [anna],
  );
  if (options.calculatedExtraPayDate)
    await insertRun(
      db,
      world.employerId,
      {
        period: '2026-02',
        payDate: options.calculatedExtraPayDate,
        label: 'Extra februari',
        status: 'calculated',
        kind: 'extra',
      },
      [bo],
    );
  return { world, januaryRunId: january.runId };
}
