import { z } from 'zod';
import { RATE_SETTINGS } from './salary-type-enums.ts';

export const RATE_FACTOR_MESSAGE = 'Faktorn ska vara ett tal från 0 till 100';
export const RATE_DIVISOR_MESSAGE = 'Divisorn ska vara större än 0';
export const RATE_DIVISOR_REQUIRED_MESSAGE = 'Ange divisor när lönen delas med ett tal';
export const RATE_AMOUNT_MESSAGE = 'Beloppet ska vara ett heltal öre, 0 eller mer';
export const RATE_SETTING_MESSAGE = 'Välj inställningen som ger beloppet';

const factor = z.number({ error: RATE_FACTOR_MESSAGE }).min(0, { error: RATE_FACTOR_MESSAGE }).max(100, {
  error: RATE_FACTOR_MESSAGE,
});

/**
 * How the amount per unit is found (domain notes §9, notation M = monthly salary, V = weekly
 * hours, r = M × 12 / (52 × V)):
 * - `fixed`: an amount in öre per unit;
 * - `monthly-salary`: from M, `per` deciding the base: `month` M, `divisor` M / divisor (M/94,
 *   M/72 overtime; M/21 a leave day; M/175 a leave hour), `week` M × 12 / 52 (karensavdrag),
 *   `hour` r (VAB, sjukavdrag), `calendar-day` M × 12 / 365 (long leave); times `factor`;
 * - `hourly-salary`: the hourly wage per hour, or per week (× V, karensavdrag), times `factor`;
 * - `settings`: a company setting (per diem, mileage, OB table, …), `key` naming a row in it;
 * - `entered`: the amount is typed on the line; `quantity-only`: a count, no money.
 */
export const rateRuleSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('fixed'),
    amountOre: z.number({ error: RATE_AMOUNT_MESSAGE }).int({ error: RATE_AMOUNT_MESSAGE }).min(0, {
      error: RATE_AMOUNT_MESSAGE,
    }),
  }),
  z
    .object({
      method: z.literal('monthly-salary'),
      per: z.enum(['month', 'divisor', 'week', 'hour', 'calendar-day']),
      divisor: z
        .number({ error: RATE_DIVISOR_MESSAGE })
        .gt(0, { error: RATE_DIVISOR_MESSAGE })
        .max(10_000, { error: RATE_DIVISOR_MESSAGE })
        .nullable(),
      factor,
    })
    .superRefine((rule, context) => {
      if (rule.per === 'divisor' && rule.divisor === null) {
        context.addIssue({ code: 'custom', path: ['divisor'], message: RATE_DIVISOR_REQUIRED_MESSAGE });
      }
    }),
  z.object({ method: z.literal('hourly-salary'), per: z.enum(['hour', 'week']), factor }),
  z.object({
    method: z.literal('settings'),
    setting: z.enum(RATE_SETTINGS, { error: RATE_SETTING_MESSAGE }),
    key: z.string().trim().max(40).nullable(),
  }),
  z.object({ method: z.literal('entered') }),
  z.object({ method: z.literal('quantity-only') }),
]);
export type RateRule = z.output<typeof rateRuleSchema>;
export type RateMethod = RateRule['method'];

export const RATE_METHOD_LABELS: Record<RateMethod, string> = {
  fixed: 'Fast belopp',
  'monthly-salary': 'Från månadslönen',
  'hourly-salary': 'Från timlönen',
  settings: 'Från inställningar',
  entered: 'Belopp anges',
  'quantity-only': 'Endast antal',
};

export type RateInputs = {
  /** M, in öre per month. */
  monthlySalaryOre?: number;
  /** The hourly wage, in öre. */
  hourlySalaryOre?: number;
  /** V, ordinary hours per week (40 full time). */
  weeklyHours?: number;
};

/**
 * The amount per unit in öre, unrounded (§9: keep r and the day rates unrounded, round each
 * payslip line), or null when the rule needs what the inputs do not hold, a setting or an amount
 * typed on the line.
 */
export function rateOre(rule: RateRule, inputs: RateInputs): number | null {
  const { monthlySalaryOre: m, hourlySalaryOre: hourly, weeklyHours: v } = inputs;
  switch (rule.method) {
    case 'fixed':
      return rule.amountOre;
    case 'monthly-salary': {
      if (m === undefined) return null;
      if (rule.per === 'month') return m * rule.factor;
      if (rule.per === 'divisor') return rule.divisor ? (m / rule.divisor) * rule.factor : null;
      if (rule.per === 'week') return ((m * 12) / 52) * rule.factor;
      if (rule.per === 'calendar-day') return ((m * 12) / 365) * rule.factor;
      if (!v) return null;
      return ((m * 12) / (52 * v)) * rule.factor;
    }
    case 'hourly-salary': {
      if (hourly === undefined) return null;
      if (rule.per === 'hour') return hourly * rule.factor;
      return v ? hourly * v * rule.factor : null;
    }
    default:
      return null;
  }
}

/** A payslip line: quantity × rate, rounded to the öre (half away from zero). */
export function lineAmountOre(quantity: number, rate: number): number {
  const exact = quantity * rate;
  return Math.sign(exact) * Math.round(Math.abs(exact));
}
