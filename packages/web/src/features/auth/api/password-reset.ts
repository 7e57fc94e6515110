import type { revealResetCodeResponse } from '@lonsam/domain/contracts/password-reset/reveal-reset-code';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

// The three calls of a password reset: start (mails a link), reveal the code, complete.

export async function startPasswordReset(email: string): Promise<void> {
  await apiClient.post('/password-reset/start', { email }, { handlesErrors: true });
}

// One request per link and page load, even when React runs the effect twice (StrictMode): a
// second request would replace the code shown first.
const revealed = new Map<string, Promise<string>>();

export function revealResetCode(codeActivationToken: string): Promise<string> {
  let pending = revealed.get(codeActivationToken);
  if (!pending) {
    pending = apiClient
      .post<z.output<typeof revealResetCodeResponse>>(
        `/password-reset/code/${encodeURIComponent(codeActivationToken)}`,
        undefined,
        {
          handlesErrors: true,
        },
      )
      .then((answer) => answer.code);
    revealed.set(codeActivationToken, pending);
  }
  return pending;
}

export async function completePasswordReset(email: string, code: string, password: string): Promise<void> {
  await apiClient.post('/password-reset/complete', { email, code, password }, { handlesErrors: true });
}
