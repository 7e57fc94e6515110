import type { PayslipLine } from './payslip-types.ts';

/** Salary types that are the fixed monthly pay (and its retro), not variable pay. */
export const FIXED_PAY_CODES: readonly string[] = ['100', '520'];

/**
 * Variable pay under sammalöneregeln (overtime, OB, commission, bonus …): cash pay that earns
 * vacation and is not the fixed monthly salary. Its vacation pay is 12 % of it (semesterlagen
 * 16 a §, swedish-payroll.md §9.3), paid at a termination for the year being earned. The server's
 * earning-year loader sums the same lines of earlier payslips (earning-year-pay.ts).
 */
export function isVariablePayLine(line: PayslipLine): boolean {
  return line.vacationEarning && line.effect === 'adds-to-gross' && !FIXED_PAY_CODES.includes(line.code);
}

export function sumVariablePayOre(lines: readonly PayslipLine[]): number {
  return lines.reduce((sum, line) => (isVariablePayLine(line) ? sum + line.amountOre : sum), 0);
}
