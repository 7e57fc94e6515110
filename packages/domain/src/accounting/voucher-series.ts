import { z } from 'zod';

export const INVALID_SERIES_MESSAGE = 'Serien ska vara en eller två versaler A–Z';
export const SERIES_NAME_REQUIRED_MESSAGE = 'Ange seriens namn';
export const INVALID_NEXT_NUMBER_MESSAGE = 'Nästa verifikationsnummer ska vara ett positivt heltal';
export const NEXT_NUMBER_BELOW_USED_MESSAGE =
  'Nästa verifikationsnummer måste vara högre än det senast använda';

/** Letters only: SIE #VER writes the series as a field, and Å, Ä, Ö are not in every reader's code page. */
const SERIES_PATTERN = /^[A-Z]{1,2}$/;

export const voucherSeriesSchema = z.object({
  series: z
    .string({ error: INVALID_SERIES_MESSAGE })
    .trim()
    .regex(SERIES_PATTERN, { error: INVALID_SERIES_MESSAGE }),
  name: z
    .string({ error: SERIES_NAME_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: SERIES_NAME_REQUIRED_MESSAGE })
    .max(100),
  nextNumber: z
    .number({ error: INVALID_NEXT_NUMBER_MESSAGE })
    .int({ error: INVALID_NEXT_NUMBER_MESSAGE })
    .min(1, { error: INVALID_NEXT_NUMBER_MESSAGE })
    .max(999_999_999, { error: INVALID_NEXT_NUMBER_MESSAGE }),
});
export type VoucherSeries = z.output<typeof voucherSeriesSchema>;

/**
 * "L" for lön is a convention, not a rule: the payroll SIE samples leave the series empty for the
 * bookkeeping system to fill in, and BL Administration's sample uses L for supplier invoices.
 */
export function defaultVoucherSeries(): VoucherSeries {
  return { series: 'L', name: 'Lön', nextNumber: 1 };
}

/**
 * A voucher number may not be handed out twice in a series, so the next number stays above the
 * highest one already used (0 while no voucher exists).
 */
export function validateNextVoucherNumber(nextNumber: number, highestUsed: number): string | undefined {
  return nextNumber <= highestUsed ? NEXT_NUMBER_BELOW_USED_MESSAGE : undefined;
}
