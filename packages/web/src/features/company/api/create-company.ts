import type { createEmployerResponse } from '@lonsam/domain/contracts/employer/create-employer';
import type { NewCompanyInput } from '@lonsam/domain/schemas/new-company';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

export type CompanyCreated = z.output<typeof createEmployerResponse>;

export function createCompany(company: NewCompanyInput): Promise<CompanyCreated> {
  return apiClient.post<CompanyCreated>('/employer', company, { handlesErrors: true });
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['entry'] }),
  });
}
