import type { testPerson } from '@lonsam/domain/contracts/dev-bankid/list-test-persons';
import type { simulatorOrder } from '@lonsam/domain/contracts/dev-bankid/simulator-order';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

/** Calls of the simulator's user side (`/api/dev/bankid/*`, never in production). */

export type SimulatorOrder = z.output<typeof simulatorOrder>;
export type SimulatorPerson = z.output<typeof testPerson>;

export const simulatorOrdersQuery = queryOptions({
  queryKey: ['dev', 'bankid', 'orders'],
  queryFn: () => apiClient.get<SimulatorOrder[]>('/dev/bankid/orders'),
  refetchInterval: 1000,
  staleTime: 0,
});

export const simulatorPersonsQuery = queryOptions({
  queryKey: ['dev', 'bankid', 'persons'],
  queryFn: () => apiClient.get<SimulatorPerson[]>('/dev/bankid/persons'),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useSimulatorOrders() {
  return useQuery(simulatorOrdersQuery);
}

export function useSimulatorPersons() {
  return useQuery(simulatorPersonsQuery);
}

export function scanQrCode(qrCodeData: string): Promise<SimulatorOrder> {
  return apiClient.post<SimulatorOrder>('/dev/bankid/scan', { qrCodeData: qrCodeData.trim() });
}

export function openAutoStartToken(autoStartToken: string): Promise<SimulatorOrder> {
  return apiClient.post<SimulatorOrder>('/dev/bankid/open', { autoStartToken: autoStartToken.trim() });
}

export function approveOrder(orderRef: string, person: SimulatorPerson): Promise<SimulatorOrder> {
  return apiClient.post<SimulatorOrder>(`/dev/bankid/orders/${orderRef}/approve`, person);
}

export function failOrder(orderRef: string, hintCode: string): Promise<SimulatorOrder> {
  return apiClient.post<SimulatorOrder>(`/dev/bankid/orders/${orderRef}/fail`, { hintCode });
}
