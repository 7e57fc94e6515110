import { apiClient } from '../../../lib/api-client.ts';
import { poke } from './poke.ts';

/** POST /logout: ends the session on the server and clears its cookie. */
export async function logOut(): Promise<void> {
  // A tab opened straight at /logout has no CSRF token yet; poke hands it the session's (or answers
  // 401 when there is no session left, and logging out is then a formality).
  await poke().catch(() => undefined);
  await apiClient.post('/logout', undefined, { handlesErrors: true });
}
