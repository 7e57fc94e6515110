import { z } from 'zod';
import { COMPARISON_METRICS } from '../../reports/twelve-month-comparison.ts';
import { employerParams } from '../employees/employee-shapes.ts';

/*
 * GET /api/employer/:employerId/reports/comparison?to=YYYY-MM  (Analytics.Advanced; a manager: the
 * team). Analys' 12-month comparisons: cost, absence rate and headcount of the 12 months ending at
 * `to` against the 12 before, per month and in total (reports/twelve-month-comparison.ts).
 */

export const comparisonParams = employerParams;
export const comparisonQuery = z.object({ to: z.string().regex(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/) });

const values = {
  current: z.number(),
  previous: z.number(),
  difference: z.number(),
  changePercent: z.number().nullable(),
};

export const comparisonResponse = z.object({
  to: z.string(),
  metrics: z.array(
    z.object({
      metric: z.enum(COMPARISON_METRICS),
      months: z.array(z.object({ period: z.string(), previousPeriod: z.string(), ...values })),
      total: z.object(values),
    }),
  ),
});
export type ComparisonResponse = z.infer<typeof comparisonResponse>;
