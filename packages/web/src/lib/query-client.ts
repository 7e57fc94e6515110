import { QueryClient } from '@tanstack/react-query';

// Spec §9: stale time 10 s, no retries, no refetch on window focus, run only when online.
export const queryDefaults = {
  staleTime: 10_000,
  retry: false,
  refetchOnWindowFocus: false,
  networkMode: 'online',
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...queryDefaults },
      mutations: { retry: false, networkMode: 'online' },
    },
  });
}
