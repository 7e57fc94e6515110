import { typeRateOn } from './line-rate.ts';
import { makeLine, type PayslipContext, requireType } from './payslip-context.ts';
import type { CompTimePaidOut, PayslipLine } from './payslip-types.ts';

/** Salary type 222 "Kompensationsledighet, utbetalning": comp hours paid as money. */
export const COMP_TIME_PAYOUT_CODE = '222';

/**
 * Comp hours paid as money on 222 at its rate (the standard type: the hourly wage of M,
 * 12 × M / (52 × V), per comp hour, so the settings' 1.5 or 2 comp hours per overtime hour carry
 * the overtime premium), one line per payout dated as it: overtime that did not fit in the bank
 * (the cap), banked hours that expired or were above the cap at the year end, and the hours left
 * when the employment ends, paid by the final payslip (docs/balances.md *Payroll*). `paidOut` lists the banked hours a line paid, for the payslip's record: a payout
 * without a rate pays nothing and is not recorded, so the next run tries again.
 */
export function compTimePayouts(ctx: PayslipContext): { lines: PayslipLine[]; paidOut: CompTimePaidOut[] } {
  const payouts = ctx.input.compTimePayouts ?? [];
  if (payouts.length === 0) return { lines: [], paidOut: [] };
  const type = requireType(ctx, COMP_TIME_PAYOUT_CODE);
  if (!type) return { lines: [], paidOut: [] };
  const lines: PayslipLine[] = [];
  const paidOut: CompTimePaidOut[] = [];
  for (const payout of payouts) {
    const rateOre = typeRateOn(ctx, type, payout.date);
    if (rateOre === null) {
      ctx.problem('MISSING_RATE', `Lönearten ${type.code} ${type.name} saknar sats för ${payout.date}`);
      continue;
    }
    lines.push(makeLine(type, { quantity: payout.hours, rateOre, from: payout.date, to: payout.date }));
    if (payout.cause === 'expired' || payout.cause === 'yearEnd' || payout.cause === 'termination')
      paidOut.push({ cause: payout.cause, date: payout.date, hours: payout.hours });
  }
  return { lines, paidOut };
}
