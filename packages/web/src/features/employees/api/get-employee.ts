import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { type AuditEntry, type Employee, type Employment, employeesKey } from './types.ts';

const employeePath = (scope: EmployerScope, employeeId: string) =>
  `/employer/${scope.employerId}/employees/${employeeId}`;

export function employeeQueryOptions(scope: EmployerScope, employeeId: string) {
  return queryOptions({
    queryKey: [...employeesKey(scope), employeeId],
    queryFn: () => apiClient.get<Employee>(employeePath(scope, employeeId), { roleId: scope.roleId }),
  });
}

export function useEmployee(scope: EmployerScope, employeeId: string) {
  return useQuery(employeeQueryOptions(scope, employeeId));
}

export function employmentsQueryOptions(scope: EmployerScope, employeeId: string) {
  return queryOptions({
    queryKey: [...employeesKey(scope), employeeId, 'employments'],
    queryFn: () =>
      apiClient.get<Employment[]>(`${employeePath(scope, employeeId)}/employments`, { roleId: scope.roleId }),
  });
}

export function useEmployments(scope: EmployerScope, employeeId: string, isEnabled = true) {
  return useQuery({ ...employmentsQueryOptions(scope, employeeId), enabled: isEnabled });
}

export function useEmployeeAudit(scope: EmployerScope, employeeId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: [...employeesKey(scope), employeeId, 'audit'],
    queryFn: () =>
      apiClient.get<AuditEntry[]>(`${employeePath(scope, employeeId)}/audit`, { roleId: scope.roleId }),
    enabled: isEnabled,
  });
}

/** The user role's own employee. */
export function useMyEmployee(scope: EmployerScope) {
  return useQuery({
    queryKey: [...employeesKey(scope), 'mine'],
    queryFn: () =>
      apiClient.get<Employee>(`/employer/${scope.employerId}/my-employee`, { roleId: scope.roleId }),
  });
}
