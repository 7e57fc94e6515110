import type { listBillingOptionsResponse } from '@lonsam/domain/contracts/employer/list-billing-options';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

/** demoDataLimits is null in production: no test companies there. */
export type BillingOptions = z.output<typeof listBillingOptionsResponse>;

export const billingOptionsQueryOptions = queryOptions({
  queryKey: ['employer', 'billing-options'],
  queryFn: () => apiClient.get<BillingOptions>('/employer/billing-options'),
});

export function useBillingOptions() {
  return useSuspenseQuery(billingOptionsQueryOptions);
}
