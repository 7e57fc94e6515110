import { apiClient } from '../../../lib/api-client.ts';

/** GET /poke: 200 with the session's CSRF token while signed in, 401 otherwise. */
export async function poke(): Promise<void> {
  const { token } = await apiClient.get<{ token: string }>('/poke', { handlesErrors: true });
  // A new tab of a signed-in browser has no token of its own yet.
  apiClient.setCsrfToken(token);
}
