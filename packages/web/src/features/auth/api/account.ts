import type { SignInMethods } from '@lonsam/domain/contracts/account/sign-in-methods';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

// The signed-in person's own sign-in methods (issue 15); the callers show their own errors.

export type { SignInMethods };

export const signInMethodsQuery = queryOptions({
  queryKey: ['account', 'sign-in-methods'],
  queryFn: () => apiClient.get<SignInMethods>('/account/sign-in-methods'),
});

export function useSignInMethods() {
  return useQuery(signInMethodsQuery);
}

/** Links the person of a completed BankID order (its one-time token) to this account. */
export function linkBankId(token: string): Promise<SignInMethods> {
  return apiClient.post<SignInMethods>(`/account/bankid/link/${encodeURIComponent(token)}`, undefined, {
    handlesErrors: true,
  });
}

export async function startAddEmail(email: string): Promise<void> {
  await apiClient.post('/account/email/start', { email }, { handlesErrors: true });
}

export async function verifyAddEmail(email: string, code: string): Promise<void> {
  await apiClient.post('/account/email/verify', { email, code }, { handlesErrors: true });
}

export function completeAddEmail(email: string, code: string, password: string): Promise<SignInMethods> {
  return apiClient.post<SignInMethods>(
    '/account/email/complete',
    { email, code, password },
    { handlesErrors: true },
  );
}
