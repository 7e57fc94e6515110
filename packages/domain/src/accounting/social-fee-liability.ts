import { z } from 'zod';
import { getContributionRates } from '../payroll/employer-contributions.ts';
import { listTaxYears } from '../payroll/tax-year-parameters.ts';

export const RATE_OUT_OF_RANGE_MESSAGE = 'Ange en procentsats mellan 0 och 100 med högst två decimaler';

/**
 * Employer contributions on the vacation liability (semesterlöneskuld): whether each month's
 * change is accrued with contributions, and at which rate. The accounts are the chart's roles
 * `vacationLiabilityContributionsCost` (7519) and `accruedEmployerContributions` (2941), so they
 * are kept in one place. Rate in hundredths of a per cent, as employer-contributions.ts holds it.
 */
export const socialFeeLiabilitySchema = z.object({
  accrueMonthly: z.boolean(),
  rateBasisPoints: z
    .number({ error: RATE_OUT_OF_RANGE_MESSAGE })
    .int({ error: RATE_OUT_OF_RANGE_MESSAGE })
    .min(0, { error: RATE_OUT_OF_RANGE_MESSAGE })
    .max(10_000, { error: RATE_OUT_OF_RANGE_MESSAGE }),
});
export type SocialFeeLiability = z.output<typeof socialFeeLiabilitySchema>;

/**
 * Accrued monthly at the year's full rate (2026: 31.42 %, domain notes §2.1); a year past the last
 * one with parameters takes that last year's rate, as a default need not wait for next year's law.
 */
export function defaultSocialFeeLiability(year: number): SocialFeeLiability {
  const known = listTaxYears().filter((candidate) => candidate <= year);
  const rateYear = known.length > 0 ? Math.max(...known) : Math.min(...listTaxYears());
  return { accrueMonthly: true, rateBasisPoints: getContributionRates(rateYear).full };
}
