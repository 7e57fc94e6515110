import type { BrandName } from '@lonsam/domain/brands/brands';
import type { completeSignupResponse } from '@lonsam/domain/contracts/signup/complete-signup';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

// The four calls of the email sign-up wizard (spec §7); each step shows its own errors.

export async function initSignup(): Promise<void> {
  await apiClient.post('/signup/init', undefined, { handlesErrors: true });
}

export async function startSignup(email: string, brand: BrandName): Promise<void> {
  await apiClient.post('/signup/start', { email, brand }, { handlesErrors: true });
}

export async function verifySignupCode(email: string, code: string): Promise<void> {
  await apiClient.post('/signup/verify', { email, code }, { handlesErrors: true });
}

/** Creates the account; stores the CSRF token of the session it starts. */
export async function completeSignup(email: string, code: string, password: string): Promise<void> {
  const { token } = await apiClient.post<z.output<typeof completeSignupResponse>>(
    '/signup/complete',
    { email, code, password },
    { handlesErrors: true },
  );
  apiClient.setCsrfToken(token);
}
