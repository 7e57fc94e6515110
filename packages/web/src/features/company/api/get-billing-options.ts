import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

type Range = { min: number; max: number; default: number };

export type BillingOptions = {
  customers: { id: string; name: string; packaging: { id: string; name: string }[] }[];
  /** Null in production: no test companies there. */
  demoDataLimits: { extraEmployees: Range; monthsBack: Range } | null;
};

export const billingOptionsQueryOptions = queryOptions({
  queryKey: ['employer', 'billing-options'],
  queryFn: () => apiClient.get<BillingOptions>('/employer/billing-options'),
});

export function useBillingOptions() {
  return useSuspenseQuery(billingOptionsQueryOptions);
}
