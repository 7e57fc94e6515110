import type { AbsencePayload, TransactionPayload, TravelPayload } from '../../events/event-schema.ts';
import { roundHundredths } from '../../events/swedish-date.ts';
import type { AgiBox } from '../../salary-types/salary-type-enums.ts';
import { absenceLines } from './absence-lines.ts';
import { accountingRows } from './accounting-rows.ts';
import { compTimePayouts } from './comp-time-lines.ts';
import { computeContributions } from './contributions.ts';
import { scheduledHourlyLines } from './hourly-lines.ts';
import { informationLines } from './information-lines.ts';
import { createContext, type PayslipContext } from './payslip-context.ts';
import type { CompTimePaidOut, Payslip, PayslipInput, PayslipLine } from './payslip-types.ts';
import { monthlySalaryLines, retroLines } from './salary-lines.ts';
import { sickLines } from './sick-lines.ts';
import { computeTax } from './tax-line.ts';
import { transactionLines } from './transaction-lines.ts';
import { travelLines } from './travel-lines.ts';
import {
  terminationDaysPaidOut,
  terminationLines,
  vacationDaysEarned,
  vacationLines,
  yearEndPayoutLines,
} from './vacation-lines.ts';
import { sumVariablePayOre } from './variable-pay.ts';

/** Nettolöneavdrag for drivmedel, bilförmån and kost: payments for a benefit. */
const BENEFIT_PAYMENT_CODES = ['810', '811', '812'];

const PAID_VACATION = new Set(['vacation-paid', 'vacation-saved']);

const sum = (lines: readonly PayslipLine[], keep: (line: PayslipLine) => boolean) =>
  lines.reduce((total, line) => (keep(line) ? total + line.amountOre : total), 0);

/**
 * The period is among the months already paid (`alreadyPaid`): its salary, the vacation days it
 * earns and a termination's semesterersättning were on that payslip, so another payslip of the
 * month pays only the salary's difference (520 of the month) and its own events.
 */
function isPeriodAlreadyPaid(input: PayslipInput): boolean {
  return (input.alreadyPaid ?? []).some((month) => month.period === input.period);
}

function collectLines(ctx: PayslipContext): {
  lines: PayslipLine[];
  daysTaken: number;
  compPaidOut: CompTimePaidOut[];
} {
  const { input, monthStart, monthEnd } = ctx;
  const inMonth = (date: string) => date >= monthStart && date <= monthEnd;
  const absences = input.events.filter((event): event is AbsencePayload => event.kind === 'absence');
  const transactions = input.events.filter(
    (event): event is TransactionPayload => event.kind === 'transaction' && inMonth(event.date),
  );
  // A trip is paid in the month it ends.
  const trips = input.events.filter(
    (event): event is TravelPayload => event.kind === 'travel' && inMonth(event.return.slice(0, 10)),
  );
  const lines: PayslipLine[] = [];
  // A month already paid (an extra or correction run after it) gets only what is still owed for it.
  const isPeriodPaid = isPeriodAlreadyPaid(input);
  if (input.employment.salaryForm === 'monthly') {
    lines.push(...(isPeriodPaid ? [] : monthlySalaryLines(ctx)), ...retroLines(ctx));
  } else if (!isPeriodPaid && !transactions.some((event) => event.salaryTypeCode === '110')) {
    lines.push(...scheduledHourlyLines(ctx, absences));
  }
  lines.push(
    ...sickLines(
      ctx,
      absences.filter((event) => event.absenceType === 'sick'),
    ),
  );
  lines.push(...absenceLines(ctx, absences));
  const vacation = vacationLines(
    ctx,
    absences.filter((event) => PAID_VACATION.has(event.absenceType)),
  );
  // The final month's own overtime, commission … is variable pay of the year too (12 % at the end).
  const comp = compTimePayouts(ctx);
  const own = [...transactionLines(ctx, transactions), ...comp.lines, ...travelLines(ctx, trips)];
  const periodVariableOre = sumVariablePayOre([...lines, ...own]);
  lines.push(
    ...vacation.lines,
    ...(isPeriodPaid ? [] : terminationLines(ctx, periodVariableOre, vacation.daysTaken)),
  );
  // Tied to an event paid once, so also on an extra run of a month already paid.
  lines.push(...yearEndPayoutLines(ctx));
  lines.push(...own);
  lines.push(...informationLines(ctx, absences, vacation.daysTaken));
  return { lines, daysTaken: vacation.daysTaken, compPaidOut: comp.paidOut };
}

/**
 * The final payslip's days paid out as semesterersättning, for the balance ledger: what the
 * compensation paid (nothing when more was taken than held), from the saved days first as far as
 * they go. Days taken beyond the balance stay on it (an advance the payslip does not settle).
 */
function paidOutDays(ctx: PayslipContext, daysTaken: number) {
  const paidOut = isPeriodAlreadyPaid(ctx.input) ? null : terminationDaysPaidOut(ctx, daysTaken);
  if (!paidOut) return {};
  const total = Math.max(0, roundHundredths(paidOut.paidDays + paidOut.savedDays));
  if (total === 0) return {};
  const saved = Math.min(Math.max(0, paidOut.savedDays), total);
  return { daysPaidOut: roundHundredths(total - saved), savedDaysPaidOut: saved };
}

/**
 * One employment's payslip for a month: lines, totals, tax, contributions, AGI boxes, voucher rows
 * and year-to-date figures. Pure: the same input gives the same payslip. The method and rounding
 * of each rule are in docs/payroll-calculation.md ("How the calculation works").
 */
export function calculatePayslip(input: PayslipInput): Payslip {
  const ctx = createContext(input);
  const { lines, daysTaken, compPaidOut } = collectLines(ctx);
  const isCash = (line: PayslipLine) => line.effect === 'adds-to-gross' || line.effect === 'reduces-gross';
  const grossOre = sum(lines, isCash);
  const benefitsOre = sum(lines, (line) => line.effect === 'adds-to-taxable');
  const oneOffOre = sum(lines, (line) => isCash(line) && line.tax === 'one-off');
  const taxFreeOre = sum(lines, (line) => line.effect === 'adds-to-net');
  const netDeductionsOre = 0 - sum(lines, (line) => line.effect === 'reduces-net') || 0;
  const before = input.yearToDateBefore ?? { grossOre: 0, taxOre: 0, benefitsOre: 0 };
  // What the employee pays for a benefit lowers its value (AGI 098 beside 018), never below zero.
  const paymentCodes = new Set(input.settings?.benefitPaymentCodes ?? BENEFIT_PAYMENT_CODES);
  const benefitPaymentsOre = Math.min(
    Math.max(benefitsOre, 0),
    -sum(lines, (line) => line.effect === 'reduces-net' && paymentCodes.has(line.code)),
  );
  const taxableOre = grossOre + benefitsOre - oneOffOre - benefitPaymentsOre;
  const tax = computeTax(ctx, {
    tableOre: taxableOre,
    oneOffOre,
    paidEarlierThisYearOre: before.grossOre + before.benefitsOre,
  });
  const taxOre = tax.tableTaxOre + tax.oneOffTaxOre;
  const contributions = computeContributions(
    ctx,
    sum(lines, (line) => line.contributionBase) - benefitPaymentsOre,
    tax.rule.kind === 'small-payment',
  );
  const netOre = grossOre - taxOre - netDeductionsOre + taxFreeOre;
  if (netOre < 0) ctx.problem('NEGATIVE_NET', 'Nettolönen är negativ: lönen kan inte betalas ut så här');
  else if (netOre === 0 && ctx.employedFrom) ctx.problem('ZERO_NET', 'Nettolönen är noll', 'warning');
  const agi: Partial<Record<AgiBox, number>> = {};
  for (const line of lines) {
    if (!line.agiBox || line.amountOre === 0) continue;
    const ore = line.effect === 'reduces-net' ? -line.amountOre : line.amountOre;
    agi[line.agiBox] = (agi[line.agiBox] ?? 0) + ore;
  }
  if (taxOre > 0) agi['001'] = (agi['001'] ?? 0) + taxOre;
  const housingFlags = [
    ...new Set(
      lines.flatMap((line) => (line.agiHousingFlag && line.amountOre > 0 ? [line.agiHousingFlag] : [])),
    ),
  ].sort();
  return {
    period: input.period,
    payDate: input.payDate,
    lines,
    grossOre,
    benefitsOre,
    taxableOre,
    oneOffOre,
    taxOre,
    tax,
    netDeductionsOre,
    taxFreeOre,
    netOre,
    contributions,
    agi,
    ...(housingFlags.length > 0 ? { agiHousingFlags: housingFlags } : {}),
    accounting: accountingRows(lines, taxOre, contributions.totalOre, input.settings?.accounts),
    vacation: {
      daysTaken,
      daysEarned: isPeriodAlreadyPaid(input) ? 0 : vacationDaysEarned(ctx),
      ...paidOutDays(ctx, daysTaken),
    },
    ...(compPaidOut.length > 0 ? { compTime: { paidOut: compPaidOut } } : {}),
    yearToDate: {
      grossOre: before.grossOre + grossOre,
      taxOre: before.taxOre + taxOre,
      benefitsOre: before.benefitsOre + benefitsOre,
    },
    problems: ctx.problems,
  };
}
