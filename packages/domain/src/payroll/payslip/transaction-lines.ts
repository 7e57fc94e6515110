import type { TransactionPayload } from '../../events/event-schema.ts';
import { lineAmountOre } from '../../salary-types/salary-type-rate.ts';
import { typeRateOn } from './line-rate.ts';
import { makeLine, type PayslipContext } from './payslip-context.ts';
import type { PayslipLine } from './payslip-types.ts';
import { priceFromSettings } from './settings-rate.ts';

/**
 * One line per reported transaction (overtime, OB, stand-by, bonus, benefit, expense, net
 * deduction …). An entered amount is the line total; otherwise quantity × the type's rate, from
 * the pay in force that day or the company's settings. Deductions come out negative.
 * Information types (hours worked, comp time banked) move no money and are left off.
 */
export function transactionLines(ctx: PayslipContext, events: readonly TransactionPayload[]): PayslipLine[] {
  const lines: PayslipLine[] = [];
  for (const event of events) {
    const type = ctx.type(event.salaryTypeCode);
    if (!type) {
      ctx.problem(
        'UNKNOWN_SALARY_TYPE',
        `Lönearten ${event.salaryTypeCode} finns inte i företagets lönearter`,
      );
      continue;
    }
    if (type.treatment.effect === 'none') continue;
    const sign =
      type.treatment.effect === 'reduces-gross' || type.treatment.effect === 'reduces-net' ? -1 : 1;
    const quantity = event.quantity ?? null;
    let amountOre: number | undefined;
    let rateOre: number | null = null;
    if (event.amountOre !== undefined) {
      amountOre = event.amountOre;
      rateOre = quantity ? amountOre / quantity : null;
    } else if (quantity !== null) {
      const rule = type.treatment.rateRule;
      if (rule.method === 'settings') {
        const price = priceFromSettings(ctx, rule, event.date, quantity);
        if (price) {
          amountOre = price.amountOre;
          rateOre = price.rateOre;
        }
      } else {
        rateOre = typeRateOn(ctx, type, event.date);
        if (rateOre !== null) amountOre = lineAmountOre(quantity, rateOre);
      }
    }
    if (amountOre === undefined) {
      ctx.problem('MISSING_RATE', `Lönearten ${type.code} ${type.name} saknar sats för ${event.date}`);
      continue;
    }
    // A deduction is negative however it was entered; other lines keep their sign (a correction).
    const signed = sign === -1 ? -Math.abs(amountOre) : amountOre;
    lines.push(makeLine(type, { quantity, rateOre, amountOre: signed, from: event.date, to: event.date }));
  }
  return lines;
}
