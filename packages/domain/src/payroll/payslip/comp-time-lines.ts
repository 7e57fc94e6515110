import { typeRateOn } from './line-rate.ts';
import { makeLine, type PayslipContext, requireType } from './payslip-context.ts';
import type { PayslipLine } from './payslip-types.ts';

/** Salary type 222 "Kompensationsledighet, utbetalning": comp hours paid as money. */
export const COMP_TIME_PAYOUT_CODE = '222';

/**
 * Comp hours that did not fit in the bank (the cap; docs/balances.md *Payroll*), paid as money
 * on 222 at its rate (the standard type: the hourly wage of M, 12 × M / (52 × V), per comp hour,
 * so the settings' 1.5 or 2 comp hours per overtime hour carry the overtime premium). One line per
 * overtime event, dated as the event.
 */
export function compTimePayoutLines(ctx: PayslipContext): PayslipLine[] {
  const payouts = ctx.input.compTimePayouts ?? [];
  if (payouts.length === 0) return [];
  const type = requireType(ctx, COMP_TIME_PAYOUT_CODE);
  if (!type) return [];
  return payouts.flatMap((payout) => {
    const rateOre = typeRateOn(ctx, type, payout.date);
    if (rateOre === null) {
      ctx.problem('MISSING_RATE', `Lönearten ${type.code} ${type.name} saknar sats för ${payout.date}`);
      return [];
    }
    return [makeLine(type, { quantity: payout.hours, rateOre, from: payout.date, to: payout.date })];
  });
}
