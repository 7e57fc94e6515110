import type { collectAutoStartResponse } from '@lonsam/domain/contracts/bankid/collect-auto-start';
import type {
  finalizeBankIdQuery,
  finalizeBankIdResponse,
} from '@lonsam/domain/contracts/bankid/finalize-bank-id';
import type { startAutoStartResponse } from '@lonsam/domain/contracts/bankid/start-auto-start';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

/** The BankID calls of spec §7; the QR stream is a websocket (see use-qr-stream.ts). */

export type AutoStartResponse = z.output<typeof startAutoStartResponse>;
export type CollectResponse = z.output<typeof collectAutoStartResponse>;
export type BankIdStatus = CollectResponse['bankIdStatus'];
export type BankIdIntent = z.output<typeof finalizeBankIdQuery>['intent'];

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
  const { token: csrfToken } = await apiClient.post<z.output<typeof finalizeBankIdResponse>>(
    `/bankid/finalize/${encodeURIComponent(token)}`,
    undefined,
    { query: { intent }, handlesErrors: true },
  );
  apiClient.setCsrfToken(csrfToken);
}
