import { formatSwedishNumber } from '../events/swedish-date.ts';
import type { Payslip } from './payslip/payslip-types.ts';

/*
 * The checks a payroll run shows per employee before approval (issue 18, docs/payroll-runs.md). A
 * blocking check stops the first approval until the data is fixed and the employee recalculated;
 * a warning is for the approver to look at. The calculation's own `problems` are checks too.
 */

export type RunCheckSeverity = 'blocking' | 'warning';

export type RunCheckCode =
  | 'NO_TAX_DECISION'
  | 'NO_BANK_ACCOUNT'
  | 'NEGATIVE_NET'
  | 'ZERO_NET'
  | 'GROSS_CHANGED'
  | 'UNATTESTED_EVENTS'
  | 'SICK_PAST_DAY_14'
  | 'VACATION_NOT_SETTLED'
  | 'BELOW_HOURLY_MINIMUM'
  | Payslip['problems'][number]['code'];

export type RunCheck = { code: RunCheckCode; severity: RunCheckSeverity; message: string };

/** The default limit of "gross changed a lot since last month", per cent. */
export const DEFAULT_GROSS_CHANGE_PERCENT = 20;

const VACATION_COMPENSATION_CODES = new Set(['420', '421']);

export type RunCheckInput = {
  payslip: Pick<Payslip, 'grossOre' | 'netOre' | 'lines' | 'problems'>;
  /** The employee's stored tax settings (table, SINK, jämkning, none), null when none are stored. */
  hasTaxSettings: boolean;
  /** Clearing and account number stored and valid by Bankgirot's rules. */
  hasValidBankAccount: boolean;
  /** Gross pay of the employment's latest completed ordinary payslip before this period, if any. */
  previousGrossOre: number | null;
  /** Per cent; default 20. */
  grossChangePercent?: number;
  /** Reported (not yet attested) events of the employment that touch the period. */
  unattestedEventCount: number;
  /** The employment ends on a day of the period. */
  endsInPeriod: boolean;
  /** Paid vacation days left before the period, when known. */
  vacationDaysLeft: number | null;
  /** Hourly employment: the hourly wage in öre; null for monthly pay. */
  hourlyWageOre: number | null;
  /** The company's lowest hourly wage, öre, when the settings hold one. */
  minimumHourlyWageOre?: number | null;
};

function kronor(ore: number): string {
  return `${formatSwedishNumber(ore / 100)} kr`;
}

/** Every check of one employee in a run, the calculation's problems included, each code once. */
export function checkRunEmployee(input: RunCheckInput): RunCheck[] {
  const checks: RunCheck[] = [];
  const add = (code: RunCheckCode, severity: RunCheckSeverity, message: string) => {
    if (!checks.some((check) => check.code === code)) checks.push({ code, severity, message });
  };
  const { payslip } = input;

  if (!input.hasTaxSettings)
    add('NO_TAX_DECISION', 'blocking', 'Skattetabell eller skattebeslut saknas för den anställda.');
  if (!input.hasValidBankAccount)
    add('NO_BANK_ACCOUNT', 'blocking', 'Giltigt bankkonto saknas, så lönen kan inte betalas ut.');
  if (payslip.netOre < 0)
    add('NEGATIVE_NET', 'blocking', `Nettolönen är negativ (${kronor(payslip.netOre)}).`);
  else if (payslip.netOre === 0) add('ZERO_NET', 'warning', 'Nettolönen är 0 kr.');

  const limit = input.grossChangePercent ?? DEFAULT_GROSS_CHANGE_PERCENT;
  if (input.previousGrossOre !== null && input.previousGrossOre > 0) {
    const change = ((payslip.grossOre - input.previousGrossOre) / input.previousGrossOre) * 100;
    if (Math.abs(change) > limit)
      add(
        'GROSS_CHANGED',
        'warning',
        `Bruttolönen har ändrats med ${formatSwedishNumber(Math.round(change))} % sedan förra månaden (${kronor(input.previousGrossOre)} → ${kronor(payslip.grossOre)}).`,
      );
  }

  if (input.unattestedEventCount > 0)
    add(
      'UNATTESTED_EVENTS',
      'warning',
      input.unattestedEventCount === 1
        ? '1 händelse i perioden är inte attesterad och kommer inte med.'
        : `${input.unattestedEventCount} händelser i perioden är inte attesterade och kommer inte med.`,
    );

  const settled = payslip.lines.some((line) => VACATION_COMPENSATION_CODES.has(line.code));
  if (input.endsInPeriod && !settled && (input.vacationDaysLeft === null || input.vacationDaysLeft > 0))
    add(
      'VACATION_NOT_SETTLED',
      'warning',
      'Anställningen slutar i perioden men semestern är inte slutreglerad (ingen semesterersättning).',
    );

  const minimum = input.minimumHourlyWageOre ?? null;
  if (input.hourlyWageOre !== null && minimum !== null && input.hourlyWageOre < minimum)
    add(
      'BELOW_HOURLY_MINIMUM',
      'warning',
      `Timlönen ${kronor(input.hourlyWageOre)} är lägre än lägsta timlön ${kronor(minimum)}.`,
    );

  // The calculation's problems (negative net, missing tax table, sick past day 14, …) in its words,
  // unless a check above already says the same.
  const saidAlready = checks.some((check) => check.code === 'NO_TAX_DECISION');
  for (const problem of payslip.problems)
    if (!(problem.code === 'MISSING_TAX_TABLE' && saidAlready))
      add(problem.code, problem.severity, problem.message);
  return checks;
}

/** A blocking check stops the first approval. */
export function hasBlockingCheck(checks: readonly RunCheck[]): boolean {
  return checks.some((check) => check.severity === 'blocking');
}
