import type { LineCorrection, Payslip, PayslipLine } from './payslip-types.ts';

/** A completed payslip a correction run may correct, with its stored lines. */
export type CorrectablePayslip = {
  runId: string;
  runLabel: string;
  payslipId: string;
  /** `YYYY-MM` */
  period: string;
  payDate: string;
  /** When its run was completed (ISO): of two payslips of a month, the later one stands. */
  completedAt: string;
  lines: readonly { lineNo: number; code: string; periodFrom: string; periodTo: string }[];
};

/** A retro line (520) corrects the month's salary: the monthly salary (100) or the hourly wage (110). */
const CORRECTED_BY: Readonly<Record<string, readonly string[]>> = { '520': ['520', '100', '110'] };

/**
 * The lines of a correction run's payslip with what each corrects (issue #18: "the correction's
 * lines refer to what they correct"): a line that moves money and concerns a month an earlier
 * completed payslip of the employment paid refers to that payslip — the one of the run the
 * correction names, else the latest completed — and to its line of the same salary type
 * overlapping the line's days (a retro line: the month's salary line), or to none. Lines of a
 * month no completed payslip paid (the correction's own month) are new pay and refer to nothing.
 */
export function referCorrections(
  payslip: Payslip,
  correctable: readonly CorrectablePayslip[],
  correctsRunId: string,
): Payslip {
  if (correctable.length === 0) return payslip;
  const byMonth = new Map<string, CorrectablePayslip>();
  for (const candidate of correctable) {
    const found = byMonth.get(candidate.period);
    if (!found || rank(candidate, correctsRunId) > rank(found, correctsRunId))
      byMonth.set(candidate.period, candidate);
  }
  let changed = false;
  const lines = payslip.lines.map((line): PayslipLine => {
    if (line.amountOre === 0) return line;
    const corrected = byMonth.get(line.periodFrom.slice(0, 7));
    if (!corrected) return line;
    changed = true;
    return { ...line, corrects: correction(corrected, line) };
  });
  return changed ? { ...payslip, lines } : payslip;
}

/** The named run first, then the latest completed (pay date, then completion). */
function rank(candidate: CorrectablePayslip, correctsRunId: string): string {
  return `${candidate.runId === correctsRunId ? 1 : 0}|${candidate.payDate}|${candidate.completedAt}`;
}

function correction(corrected: CorrectablePayslip, line: PayslipLine): LineCorrection {
  const codes = CORRECTED_BY[line.code] ?? [line.code];
  const overlaps = (other: CorrectablePayslip['lines'][number]) =>
    other.periodFrom <= line.periodTo && other.periodTo >= line.periodFrom;
  let match: CorrectablePayslip['lines'][number] | undefined;
  for (const code of codes) {
    match = corrected.lines.find((other) => other.code === code && overlaps(other));
    if (match) break;
  }
  return {
    runId: corrected.runId,
    runLabel: corrected.runLabel,
    payslipId: corrected.payslipId,
    lineNo: match?.lineNo ?? null,
    period: corrected.period,
    payDate: corrected.payDate,
  };
}
