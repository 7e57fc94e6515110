import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { type AuditEntry, type Employee, type Employment, employeesKey } from './types.ts';

export function employeeQueryOptions(employerId: string, employeeId: string) {
  return queryOptions({
    queryKey: [...employeesKey(employerId), employeeId],
    queryFn: () => apiClient.get<Employee>(`/employer/${employerId}/employees/${employeeId}`),
  });
}

export function useEmployee(employerId: string, employeeId: string) {
  return useQuery(employeeQueryOptions(employerId, employeeId));
}

export function employmentsQueryOptions(employerId: string, employeeId: string) {
  return queryOptions({
    queryKey: [...employeesKey(employerId), employeeId, 'employments'],
    queryFn: () => apiClient.get<Employment[]>(`/employer/${employerId}/employees/${employeeId}/employments`),
  });
}

export function useEmployments(employerId: string, employeeId: string, isEnabled = true) {
  return useQuery({ ...employmentsQueryOptions(employerId, employeeId), enabled: isEnabled });
}

export function useEmployeeAudit(employerId: string, employeeId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: [...employeesKey(employerId), employeeId, 'audit'],
    queryFn: () => apiClient.get<AuditEntry[]>(`/employer/${employerId}/employees/${employeeId}/audit`),
    enabled: isEnabled,
  });
}

/** The user role's own employee. */
export function useMyEmployee(employerId: string) {
  return useQuery({
    queryKey: [...employeesKey(employerId), 'mine'],
    queryFn: () => apiClient.get<Employee>(`/employer/${employerId}/my-employee`),
  });
}
