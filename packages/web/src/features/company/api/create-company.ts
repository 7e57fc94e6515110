import type { CompanyCreatedResponse, NewCompanyInput } from '@lonsam/domain/schemas/new-company';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export function createCompany(company: NewCompanyInput): Promise<CompanyCreatedResponse> {
  return apiClient.post<CompanyCreatedResponse>('/employer', company, { handlesErrors: true });
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['entry'] }),
  });
}
