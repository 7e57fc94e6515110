import { apiClient } from '../../../lib/api-client.ts';

/** The BankID calls of spec §7; the QR stream is a websocket (see use-qr-stream.ts). */

export type BankIdStatus = 'pending' | 'failed' | 'complete';
export type BankIdIntent = 'login' | 'signup';
export type AutoStartResponse = { orderRef: string; autoStartToken: string; redirectUrl: string };
export type CollectResponse = {
  bankIdStatus: BankIdStatus;
  userMessage: string | null;
  token: string | null;
};

export function startAutoStart(brand: string): Promise<AutoStartResponse> {
  return apiClient.post<AutoStartResponse>('/bankid/auto-start/', { brand }, { handlesErrors: true });
}

export function collectAutoStart(orderRef: string, signal?: AbortSignal): Promise<CollectResponse> {
  return apiClient.get<CollectResponse>(`/bankid/auto-start/collect/${encodeURIComponent(orderRef)}`, {
    signal,
    handlesErrors: true,
  });
}

export function cancelAutoStart(orderRef: string): Promise<void> {
  return apiClient.delete<void>(`/bankid/auto-start/${encodeURIComponent(orderRef)}`, {
    handlesErrors: true,
  });
}

/** Exchanges the one-time token for a session and keeps the session's CSRF token. */
export async function finalizeBankId(token: string, intent: BankIdIntent): Promise<void> {
  const { token: csrfToken } = await apiClient.post<{ token: string }>(
    `/bankid/finalize/${encodeURIComponent(token)}`,
    undefined,
    { query: { intent }, handlesErrors: true },
  );
  apiClient.setCsrfToken(csrfToken);
}
