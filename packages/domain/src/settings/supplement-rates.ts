import { z } from 'zod';
import { divideRounded, roundScaled } from '../money/ore.ts';
import { isDateOnly } from '../time/date-shapes.ts';
import { type DatedRow, findEffective, refineDatedRows } from '../time/effective-dating.ts';

/**
 * A rate the company pays per unit (an hour of overtime, an hour of OB, a day of stand-by), in one
 * of the three forms Swedish agreements write it (swedish-payroll.md §9.2): the monthly salary
 * divided by a number (M / 94), a percentage of the hourly wage (150 %), or a fixed amount in öre.
 * Rates change over time, so each is a dated row (time/effective-dating.ts).
 */

export const RATE_METHODS = ['monthly-divisor', 'hourly-percent', 'amount'] as const;
export type RateMethod = (typeof RATE_METHODS)[number];

export const RATE_DATE_MESSAGE = 'Ange ett datum (ÅÅÅÅ-MM-DD)';
export const RATE_DATE_RANGE_MESSAGE = 'Datumet ska ligga mellan 1900-01-01 och 2100-12-31';
export const NEGATIVE_RATE_MESSAGE = 'Värdet får inte vara negativt';
export const DIVISOR_MESSAGE = 'Delningstalet ska vara större än 0 och högst 100 000';
export const PERCENT_RATE_MESSAGE = 'Procentsatsen ska vara 0–1 000 %';
export const AMOUNT_RATE_MESSAGE = 'Beloppet ska vara 0–1 000 000 kr i hela ören';
export const RATES_REQUIRED_MESSAGE = 'Ange minst en sats';

/** A settings date: a real date in 1900–2100, so a mistyped year (0205, 2205) is refused. */
export const rateDateSchema = z.string({ error: RATE_DATE_MESSAGE }).superRefine((value, context) => {
  if (!isDateOnly(value)) context.addIssue({ code: 'custom', message: RATE_DATE_MESSAGE });
  else if (value < '1900-01-01' || value > '2100-12-31')
    context.addIssue({ code: 'custom', message: RATE_DATE_RANGE_MESSAGE });
});

/** `validFrom` ("Gäller från") and an optional last day. */
export const datedRowShape = {
  validFrom: rateDateSchema,
  validTo: rateDateSchema.nullable().default(null),
};

/** Whole öre from 0 to one million kronor; a negative amount gets its own message. */
export const rateOreSchema = z
  .number({ error: AMOUNT_RATE_MESSAGE })
  .int({ error: AMOUNT_RATE_MESSAGE })
  .min(0, { error: NEGATIVE_RATE_MESSAGE })
  .max(100_000_000, { error: AMOUNT_RATE_MESSAGE });

const divisorSchema = z
  .number({ error: DIVISOR_MESSAGE })
  .min(0, { error: NEGATIVE_RATE_MESSAGE })
  .gt(0, { error: DIVISOR_MESSAGE })
  .max(100_000, { error: DIVISOR_MESSAGE });

const percentSchema = z
  .number({ error: PERCENT_RATE_MESSAGE })
  .min(0, { error: NEGATIVE_RATE_MESSAGE })
  .max(1000, { error: PERCENT_RATE_MESSAGE });

export const supplementRateSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('monthly-divisor'), divisor: divisorSchema }),
  z.object({ method: z.literal('hourly-percent'), percent: percentSchema }),
  z.object({ method: z.literal('amount'), amountOre: rateOreSchema }),
]);
export type SupplementRate = z.output<typeof supplementRateSchema>;

/** One dated row: the rate in force from `validFrom`. */
export const supplementRateRowSchema = z.object({ ...datedRowShape, rate: supplementRateSchema });
export type SupplementRateRow = z.output<typeof supplementRateRowSchema>;

/** At least one row, and no two rows in force on the same day. */
export function datedRowsSchema<Row extends z.ZodType<DatedRow>>(row: Row) {
  return z.array(row).min(1, { error: RATES_REQUIRED_MESSAGE }).max(100).superRefine(refineDatedRows);
}

export const supplementRateRowsSchema = datedRowsSchema(supplementRateRowSchema);

/**
 * What the rate is computed from. A monthly-paid employee's hourly wage, when a percentage needs
 * one, is r = M × 12 / (52 × weekly hours) (swedish-payroll.md §9, kept unrounded); an hourly-paid
 * employee gives the hourly wage itself.
 */
export type PayBasis = {
  monthlySalaryOre?: number;
  hourlyWageOre?: number;
  /** Ordinary weekly hours, 40 unless given. */
  weeklyHours?: number;
};

export class MissingPayBasisError extends Error {
  constructor(method: RateMethod) {
    super(
      `A ${method} rate needs a monthly salary${method === 'hourly-percent' ? ' or an hourly wage' : ''}`,
    );
    this.name = 'MissingPayBasisError';
  }
}

/** Hundredths as an exact integer: divisors, percentages, hours and quantities carry two decimals. */
const hundredths = (value: number) => BigInt(roundScaled(value, 2));

/**
 * The amount for `quantity` units (hours, days) at `rate`, in whole öre. Rounding rule: the exact
 * product is rounded once, half away from zero, to the öre (money/ore.ts `half-up`), never the
 * hourly rate first; swedish-payroll.md §9 says to keep rates unrounded and round each payslip
 * line to the öre. Inputs with more than two decimals are first rounded to two.
 */
export function computeRateAmountOre(rate: SupplementRate, pay: PayBasis, quantity = 1): number {
  const quantity100 = hundredths(quantity);
  switch (rate.method) {
    case 'amount':
      // A × q = A × q100 / 100
      return Number(divideRounded(BigInt(rate.amountOre) * quantity100, 100n));
    case 'monthly-divisor': {
      if (pay.monthlySalaryOre === undefined) throw new MissingPayBasisError(rate.method);
      // M × q / d = M × q100 / d100
      return Number(divideRounded(BigInt(pay.monthlySalaryOre) * quantity100, hundredths(rate.divisor)));
    }
    case 'hourly-percent': {
      const percent100 = hundredths(rate.percent);
      if (pay.hourlyWageOre !== undefined) {
        // H × p/100 × q = H × p100 × q100 / 1 000 000
        return Number(divideRounded(BigInt(pay.hourlyWageOre) * percent100 * quantity100, 1_000_000n));
      }
      if (pay.monthlySalaryOre === undefined) throw new MissingPayBasisError(rate.method);
      // M × 12 / (52 × V) × p/100 × q = M × 12 × p100 × q100 / (52 × V100 × 10 000)
      const weekly100 = hundredths(pay.weeklyHours ?? 40);
      return Number(
        divideRounded(
          BigInt(pay.monthlySalaryOre) * 12n * percent100 * quantity100,
          52n * weekly100 * 10_000n,
        ),
      );
    }
  }
}

/**
 * The hourly rate (per unit) of a supplement on `date`, in whole öre, from its dated rows; undefined
 * when no row is in force that day. For display and for one unit; a payslip line with several hours
 * uses `computeRateAmountOre(rate, pay, hours)`, which rounds once.
 */
export function findRateOreOn(
  rows: readonly SupplementRateRow[],
  date: string,
  pay: PayBasis,
): number | undefined {
  const row = findEffective(rows, date);
  return row ? computeRateAmountOre(row.rate, pay, 1) : undefined;
}
