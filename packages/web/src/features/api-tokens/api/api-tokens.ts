import type {
  ApiTokenCompanies,
  ApiTokenView,
  createApiTokenBody,
} from '@lonsam/domain/contracts/api-tokens/api-tokens';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

// The signed-in person's personal API tokens (issue 22, docs/api.md); callers show their own errors.

export type { ApiTokenView };
export type TokenCompany = ApiTokenCompanies['companies'][number];
export type NewApiToken = z.input<typeof createApiTokenBody>;

const key = ['account', 'api-tokens'] as const;

export const apiTokensQuery = queryOptions({
  queryKey: key,
  queryFn: () => apiClient.get<{ apiTokens: ApiTokenView[] }>('/account/api-tokens'),
});

export const tokenCompaniesQuery = queryOptions({
  queryKey: [...key, 'companies'],
  queryFn: () => apiClient.get<ApiTokenCompanies>('/account/api-tokens/companies'),
});

export function useApiTokens() {
  return useQuery(apiTokensQuery);
}

export function useTokenCompanies() {
  return useQuery(tokenCompaniesQuery);
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewApiToken) =>
      apiClient.post<{ token: string; apiToken: ApiTokenView }>('/account/api-tokens', body, {
        handlesErrors: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: ApiTokenView) =>
      apiClient.post<{ apiToken: ApiTokenView }>(
        `/account/api-tokens/${token.id}/revoke`,
        { version: token.version },
        { handlesErrors: true },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
