import type { logInResponse } from '@lonsam/domain/contracts/auth/log-in';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

export type LogInInput = { email: string; password: string };

/** POST /login with Basic credentials; stores the CSRF token of the new session. */
export async function logIn({ email, password }: LogInInput): Promise<void> {
  const { token } = await apiClient.post<z.output<typeof logInResponse>>('/login', undefined, {
    basicAuth: { username: email.trim(), password },
    handlesErrors: true,
  });
  apiClient.setCsrfToken(token);
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
