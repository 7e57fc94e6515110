import { z } from 'zod';

const range = z.object({ min: z.number(), max: z.number(), default: z.number() });

export const listBillingOptionsResponse = z.object({
  /** The sample-data slider limits of this installation; null in production (no test companies). */
  demoDataLimits: z.object({ extraEmployees: range, monthsBack: range }).nullable(),
  customers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** Smallest first (by the privileges each enables), not alphabetical: a price ladder. */
      packaging: z.array(z.object({ id: z.string(), name: z.string(), description: z.string() })),
      /** The packaging the form preselects; null when the customer names none. */
      defaultPackagingId: z.string().nullable(),
    }),
  ),
});
