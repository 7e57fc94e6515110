import { computeEmployerContributions } from '../employer-contributions.ts';
import type { PayslipContext } from './payslip-context.ts';
import type { PayslipContributions } from './payslip-types.ts';

/**
 * Arbetsgivaravgifter on the month's contribution base (cash pay and benefits) by the existing
 * module: the class by birth year and pay date (the 2026 youth reduction from 1 April, older
 * persons, born 1937 or earlier), per class in whole kronor rounded down on the base in whole
 * kronor; växa-stöd as the 2026 refund. A base at or below zero pays nothing (and a negative one
 * is reported: it belongs to a correction of an earlier month).
 */
export function computeContributions(
  ctx: PayslipContext,
  baseOre: number,
  isSmallPayment: boolean,
): PayslipContributions {
  if (baseOre < 0)
    ctx.problem('NEGATIVE_CONTRIBUTION_BASE', 'Underlaget för arbetsgivaravgifter är negativt', 'warning');
  if (baseOre <= 0 || isSmallPayment) return { byClass: {}, totalOre: 0, vaxaRefundOre: 0 };
  const result = computeEmployerContributions(
    [
      {
        birthYear: Number(ctx.input.employee.birthDate.slice(0, 4)),
        amountOre: baseOre,
        paidEarlierThisMonthOre: ctx.input.paidEarlierThisMonthOre ?? 0,
        hasVaxaStod: ctx.input.employee.hasVaxaStod ?? false,
      },
    ],
    ctx.input.payDate,
  );
  const byClass: PayslipContributions['byClass'] = {};
  for (const [name, baseKronor] of Object.entries(result.baseKronor) as [
    keyof typeof result.baseKronor,
    number,
  ][]) {
    byClass[name] = {
      baseKronor,
      rateBasisPoints: result.rates[name],
      amountKronor: result.contributionKronor[name] ?? 0,
    };
  }
  return { byClass, totalOre: result.totalKronor * 100, vaxaRefundOre: result.vaxaRefundKronor * 100 };
}
