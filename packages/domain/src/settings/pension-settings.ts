import { z } from 'zod';
import { divideRounded, percentOfOre, roundScaled } from '../money/ore.ts';
import { findPensionYearParameters } from '../payroll/pension-parameters.ts';
import type { DateOnly } from '../time/date-shapes.ts';
import { findEffective } from '../time/effective-dating.ts';
import { UUID_PATTERN } from '../validation/identifier.ts';
import { datedRowShape, datedRowsSchema, NEGATIVE_RATE_MESSAGE, rateOreSchema } from './supplement-rates.ts';

/**
 * The company's pension plans and how it books särskild löneskatt: the settings document `pension`
 * (TenantManagement.Pension). A plan's premium rule is dated: a percentage of the monthly pay up to
 * a limit written in inkomstbasbelopp (ITP 1: 4.5 % up to 7.5 IBB / 12, 30 % above, nothing above
 * 30 IBB / 12; swedish-payroll.md §9.8), plus an optional fixed amount per month.
 */

export const PENSION_PROVIDERS = ['collectum', 'fora', 'skandia', 'own'] as const;
export type PensionProvider = (typeof PENSION_PROVIDERS)[number];

export const PLAN_NAME_MESSAGE = 'Ange planens namn';
export const PENSION_PERCENT_MESSAGE = 'Procentsatsen ska vara 0–100 %';
export const LIMIT_IBB_MESSAGE = 'Gränsen ska vara 0–100 inkomstbasbelopp';
export const CAP_BELOW_LIMIT_MESSAGE = 'Taket kan inte vara lägre än gränsen';

const percentSchema = z
  .number({ error: PENSION_PERCENT_MESSAGE })
  .min(0, { error: NEGATIVE_RATE_MESSAGE })
  .max(100, { error: PENSION_PERCENT_MESSAGE });
const ibbSchema = z
  .number({ error: LIMIT_IBB_MESSAGE })
  .min(0, { error: NEGATIVE_RATE_MESSAGE })
  .max(100, { error: LIMIT_IBB_MESSAGE });

export const pensionRuleRowSchema = z
  .object({
    ...datedRowShape,
    /** Per cent of the monthly pay up to the limit. */
    percentBelow: percentSchema,
    /** Per cent of the monthly pay above the limit (up to the cap). */
    percentAbove: percentSchema,
    /** The limit in inkomstbasbelopp per year (7.5 for ITP 1); per month it is limit × IBB / 12. */
    limitIbb: ibbSchema,
    /** No premium on pay above cap × IBB / 12 (30 for ITP 1); null: no cap. */
    capIbb: ibbSchema.nullable().default(null),
    /** A fixed premium per month on top, in öre. */
    fixedAmountOre: rateOreSchema.default(0),
  })
  .superRefine((row, context) => {
    if (row.capIbb !== null && row.capIbb < row.limitIbb)
      context.addIssue({ code: 'custom', path: ['capIbb'], message: CAP_BELOW_LIMIT_MESSAGE });
  });
export type PensionRuleRow = z.output<typeof pensionRuleRowSchema>;

export const pensionPlanSchema = z.object({
  id: z.string().regex(UUID_PATTERN, { error: 'Ogiltigt id' }),
  name: z
    .string({ error: PLAN_NAME_MESSAGE })
    .trim()
    .min(1, { error: PLAN_NAME_MESSAGE })
    .max(80, { error: 'Högst 80 tecken' }),
  provider: z.enum(PENSION_PROVIDERS),
  rules: datedRowsSchema(pensionRuleRowSchema),
});
export type PensionPlan = z.output<typeof pensionPlanSchema>;

export const pensionSettingsSchema = z.object({
  plans: z.array(pensionPlanSchema).max(20),
  /** Book the särskild löneskatt on each month's premiums (7533 against 2514), not only at year end. */
  bookSpecialPayrollTaxMonthly: z.boolean(),
});
export type PensionSettings = z.output<typeof pensionSettingsSchema>;

/** No plan until the company adds one: not every employer has a pension agreement. */
export const DEFAULT_PENSION_SETTINGS: PensionSettings = { plans: [], bookSpecialPayrollTaxMonthly: true };

/** The rule a plan starts with when the screen adds "a plan like ITP 1" (§9.8 [verified]). */
export function itp1LikeRule(validFrom: DateOnly): PensionRuleRow {
  return {
    validFrom,
    validTo: null,
    percentBelow: 4.5,
    percentAbove: 30,
    limitIbb: 7.5,
    capIbb: 30,
    fixedAmountOre: 0,
  };
}

export type PensionPremium = {
  /** limit × IBB / 12 for the month's year, in öre. */
  limitOre: number;
  premiumOre: number;
  specialPayrollTaxOre: number;
};

/** `ibb` × IBB kronor / 12 in öre: ibb100 × IBB × 100 / (100 × 12), rounded half up. */
function monthlyLimitOre(ibb: number, inkomstbasbelopp: number): number {
  return Number(divideRounded(BigInt(roundScaled(ibb, 2)) * BigInt(inkomstbasbelopp), 12n));
}

/**
 * The month's premium and särskild löneskatt for a monthly pay under a rule, with the IBB and the
 * tax rate of the month's year (payroll/pension-parameters.ts). Rounding rule: the premium is
 * computed exactly (percentages with up to two decimals) and rounded once, half up, to the öre;
 * the särskild löneskatt is 24.26 % of that rounded premium, rounded half up to the öre (it is
 * declared on the premiums paid, so it is computed on what is paid). Collectum and Fora invoice
 * the premium themselves; this is the company's own estimate and booking.
 */
export function computePensionPremium(
  rule: PensionRuleRow,
  monthlyPayOre: number,
  date: DateOnly,
): PensionPremium {
  const year = findPensionYearParameters(date);
  const limitOre = monthlyLimitOre(rule.limitIbb, year.inkomstbasbelopp);
  const capOre = rule.capIbb === null ? null : monthlyLimitOre(rule.capIbb, year.inkomstbasbelopp);
  const pay = Math.max(0, monthlyPayOre);
  const below = BigInt(Math.min(pay, limitOre));
  const above = BigInt(Math.max(0, (capOre === null ? pay : Math.min(pay, capOre)) - limitOre));
  // (below × pb100 + above × pa100) / 10 000, one rounding
  const percentages =
    below * BigInt(roundScaled(rule.percentBelow, 2)) + above * BigInt(roundScaled(rule.percentAbove, 2));
  const premiumOre = Number(divideRounded(percentages, 10_000n)) + rule.fixedAmountOre;
  return {
    limitOre,
    premiumOre,
    specialPayrollTaxOre: percentOfOre(premiumOre, year.specialPayrollTaxPercent),
  };
}

/** The premium of a plan on a date: the rule in force that day, or undefined without one. */
export function computePlanPremium(
  plan: PensionPlan,
  monthlyPayOre: number,
  date: DateOnly,
): PensionPremium | undefined {
  const rule = findEffective(plan.rules, date);
  return rule ? computePensionPremium(rule, monthlyPayOre, date) : undefined;
}
