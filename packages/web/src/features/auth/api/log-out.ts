import { apiClient } from '../../../lib/api-client.ts';

/** POST /logout: ends the session on the server and clears its cookie. */
export async function logOut(): Promise<void> {
  await apiClient.post('/logout', undefined, { handlesErrors: true });
}
