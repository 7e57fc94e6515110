import { randomUUID } from 'node:crypto';
import type { CheckView } from '@lonsam/domain/contracts/payroll-runs/payroll-run-shapes';
import { calculatePayslip } from '@lonsam/domain/payroll/payslip/calculate-payslip';
import { referCorrections } from '@lonsam/domain/payroll/payslip/correction-references';
import type { Payslip } from '@lonsam/domain/payroll/payslip/payslip-types';
import type { LoadedPayslipInput } from './load-payslip-inputs.ts';
import type { CalculatedPayslip } from './persist-payslips.ts';

/**
 * The checks the calculation itself finds (its `problems`: negative net, no tax table, unknown
 * salary type, sick past day 14, …); the run adds those that need more (loadRunChecker).
 */
export function payslipChecks(payslip: Payslip): CheckView[] {
  return payslip.problems.map((problem) => ({
    code: problem.code,
    severity: problem.severity,
    message: problem.message,
  }));
}

/** A warning for attested transactions and trips of earlier months that this payslip cannot pay. */
export function lateEventChecks(item: Pick<LoadedPayslipInput, 'lateEventCount'>): CheckView[] {
  if (item.lateEventCount === 0) return [];
  return [
    {
      code: 'EVENTS_FROM_EARLIER_MONTHS',
      severity: 'warning',
      message:
        item.lateEventCount === 1
          ? 'En attesterad händelse från en tidigare månad betalas inte i den här lönekörningen'
          : `${item.lateEventCount} attesterade händelser från tidigare månader betalas inte i den här lönekörningen`,
    },
  ];
}

/**
 * Calculates each loaded employment with the pure `calculatePayslip`. A payslip the engine cannot
 * make (it throws on data it does not expect) becomes a blocking check, not a failed run.
 */
export function calculateEmployees(
  loaded: readonly LoadedPayslipInput[],
  checksOf: (item: LoadedPayslipInput, payslip: Payslip) => CheckView[] = (_item, payslip) =>
    payslipChecks(payslip),
): CalculatedPayslip[] {
  if (loaded.length === 0) return [];
  return loaded.map((item) => {
    let payslip: Payslip;
    let checks: CheckView[];
    try {
      payslip = calculatePayslip(item.input);
      if (item.corrections)
        payslip = referCorrections(payslip, item.corrections.payslips, item.corrections.runId);
      checks = [...checksOf(item, payslip), ...lateEventChecks(item)];
    } catch {
      payslip = emptyPayslip(item);
      checks = [
        {
          code: 'CALCULATION_FAILED',
          severity: 'blocking',
          message: 'Lönen kunde inte beräknas med anställningens uppgifter; kontrollera anställningen',
        },
      ];
    }
    return {
      id: randomUUID(),
      employmentId: item.employmentId,
      employeeId: item.employeeId,
      employeeName: item.employeeName,
      payslip,
      eventIds: item.eventIds,
      checks,
    };
  });
}

function emptyPayslip(item: LoadedPayslipInput): Payslip {
  const before = item.input.yearToDateBefore ?? { grossOre: 0, taxOre: 0, benefitsOre: 0 };
  return {
    period: item.input.period,
    payDate: item.input.payDate,
    lines: [],
    grossOre: 0,
    benefitsOre: 0,
    taxableOre: 0,
    oneOffOre: 0,
    taxOre: 0,
    tax: {
      rule: { kind: 'none' },
      tableTaxOre: 0,
      oneOffTaxOre: 0,
      oneOffPercent: null,
      tableIncomeKronor: 0,
    },
    netDeductionsOre: 0,
    taxFreeOre: 0,
    netOre: 0,
    contributions: { byClass: {}, totalOre: 0, vaxaRefundOre: 0 },
    agi: {},
    accounting: [],
    vacation: { daysTaken: 0, daysEarned: 0 },
    yearToDate: before,
    problems: [],
  };
}
