import { rateOre } from '../../salary-types/salary-type-rate.ts';
import type { PayslipContext } from './payslip-context.ts';
import type { PayslipSalaryType } from './payslip-types.ts';

/**
 * A salary type's rate per unit on a date from its rate rule and the pay in force that day
 * (M for monthly pay, the hourly wage for hourly pay), unrounded; null when the rule needs a
 * setting or an entered amount.
 */
export function typeRateOn(ctx: PayslipContext, type: PayslipSalaryType, date: string): number | null {
  const pay = ctx.salaryOn(date);
  if (pay === undefined) return null;
  const { salaryForm, weeklyHours } = ctx.input.employment;
  return rateOre(
    type.treatment.rateRule,
    salaryForm === 'monthly' ? { monthlySalaryOre: pay, weeklyHours } : { hourlySalaryOre: pay, weeklyHours },
  );
}

/** Items grouped by the pay in force on their date, so each line has one rate. */
export function groupByPay<T extends { date: string }>(ctx: PayslipContext, items: readonly T[]): T[][] {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const pay = ctx.salaryOn(item.date) ?? -1;
    const group = groups.get(pay) ?? [];
    group.push(item);
    groups.set(pay, group);
  }
  return [...groups.values()];
}
