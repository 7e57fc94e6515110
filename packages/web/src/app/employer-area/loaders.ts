import { hasPrivilege } from '@lonsam/domain/privileges/access-check';
import type { Role } from '@lonsam/domain/privileges/roles';
import { isUuid } from '@lonsam/domain/validation/identifier';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunction, redirect } from 'react-router';
import { adminDashboardQueryOptions } from '../../features/dashboard/api/get-admin-dashboard.ts';
import { listEmployeesQueryOptions } from '../../features/employees/api/list-employees.ts';
import {
  readEmployeeListState,
  toEmployeeListFilters,
} from '../../features/employees/components/employee-list-params.ts';
import { readEventListState } from '../../features/events/admin-list/event-list-params.ts';
import { listAttestationQueryOptions } from '../../features/events/api/list-attestation.ts';
import { listEventsQueryOptions } from '../../features/events/api/list-events.ts';
import { getPayrollRunQueryOptions } from '../../features/payroll/api/get-payroll-run.ts';
import { listPayrollRunsQueryOptions } from '../../features/payroll/api/list-payroll-runs.ts';
import { packagingPrivilegesQueryOptions } from '../../features/privileges/api/get-packaging-privileges.ts';
import { lookupRoleQueryOptions, type RoleLookup } from '../../features/roles/api/lookup-role.ts';
import { getAreaBasePath } from '../../features/roles/components/role-navigation.ts';
import { setEmployerIdentityRole } from '../../lib/api-client.ts';
import { isApiError } from '../../lib/api-error.ts';
import { loadQueryClient } from '../../lib/app-query-client.ts';
import type { EmployerScope } from '../../lib/employer-scope.tsx';
import type { AreaData } from './area-data.ts';

/*
 * Loaders of the role areas and their sections. Each area and each section loader asks for the
 * role on its own; TanStack Query runs one lookup for all of them, and as soon as it is in, the
 * privileges and the section's first page go out side by side (and beside the route chunks).
 */

/**
 * The role of the path's area, from the cache or `/lookup-role`. Null when the path is no employer
 * (the Fallback shows) or nobody is signed in (the guard sends to /login); no such role → /landing.
 */
async function lookUpRole(
  queryClient: QueryClient,
  employerId: string,
  role: Role,
): Promise<RoleLookup | null> {
  if (!isUuid(employerId)) return null;
  try {
    return await queryClient.ensureQueryData({
      ...lookupRoleQueryOptions(employerId, role),
      revalidateIfStale: true,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw redirect('/landing');
  }
}

async function findScope(
  queryClient: QueryClient,
  employerId: string,
  role: Role,
): Promise<EmployerScope | null> {
  // The area's loader redirects when there is no role; a section's loader just prefetches nothing.
  const lookup = await lookUpRole(queryClient, employerId, role).catch(() => null);
  return lookup && { employerId, roleId: lookup.employerIdentityRoleId };
}

/** A role area: its role (stored under the spec's key for requests outside an area) and privileges. */
export function createAreaLoader(role: Role): LoaderFunction {
  return async ({ params }): Promise<AreaData | null> => {
    const queryClient = await loadQueryClient();
    const employerId = params.employerId ?? '';
    const lookup = await lookUpRole(queryClient, employerId, role);
    if (!lookup) return null;
    const scope = { employerId, roleId: lookup.employerIdentityRoleId };
    setEmployerIdentityRole(scope.roleId);
    await queryClient.prefetchQuery(packagingPrivilegesQueryOptions(scope));
    return { scope, role, base: getAreaBasePath(employerId, role, params.employmentId) };
  };
}

/** `/{employerId}/user` goes to the user's own employment: `/{employerId}/user/{employmentId}`. */
export function createUserAreaRedirect(): LoaderFunction {
  return async ({ params }) => {
    const queryClient = await loadQueryClient();
    const employerId = params.employerId ?? '';
    const lookup = await lookUpRole(queryClient, employerId, 'user');
    if (!lookup) return null;
    throw redirect(getAreaBasePath(employerId, 'user', lookup.employmentId ?? undefined));
  };
}

/** The employee list (admin register, manager team) as the address's filters ask for it. */
export function createEmployeeListLoader(role: Role): LoaderFunction {
  return async ({ params, request }) => {
    const queryClient = await loadQueryClient();
    const scope = await findScope(queryClient, params.employerId ?? '', role);
    // Errors are the section's to show (or the gate's to explain): no toast from a prefetch.
    if (scope) {
      await queryClient.prefetchQuery(
        listEmployeesQueryOptions(
          scope,
          toEmployeeListFilters(readEmployeeListState(new URL(request.url).searchParams)),
          { handlesErrors: true },
        ),
      );
    }
    return null;
  };
}

/** The admin's event list: the address's filters go out beside the page's chunk. */
export function createEventListLoader(role: Role): LoaderFunction {
  return async ({ params, request }) => {
    const queryClient = await loadQueryClient();
    const scope = await findScope(queryClient, params.employerId ?? '', role);
    if (scope) {
      const filters = readEventListState(new URL(request.url).searchParams);
      await queryClient.prefetchQuery(listEventsQueryOptions(scope, filters, { handlesErrors: true }));
    }
    return null;
  };
}

/** Lönekörning and Lönegranskning: the runs (and the suggested next one) beside the page's chunk. */
export function createPayrollRunsLoader(role: Role): LoaderFunction {
  return async ({ params }) => {
    const queryClient = await loadQueryClient();
    const scope = await findScope(queryClient, params.employerId ?? '', role);
    if (scope) await queryClient.prefetchQuery(listPayrollRunsQueryOptions(scope, { handlesErrors: true }));
    return null;
  };
}

/** A payroll run's page: the run, its basis and its employees beside the page's chunk. */
export function createPayrollRunLoader(role: Role): LoaderFunction {
  return async ({ params }) => {
    const queryClient = await loadQueryClient();
    const scope = await findScope(queryClient, params.employerId ?? '', role);
    const runId = params.runId ?? '';
    if (scope && isUuid(runId)) await queryClient.prefetchQuery(getPayrollRunQueryOptions(scope, runId));
    return null;
  };
}

/** The manager's attestation: the team's reported events beside the page's chunk. */
export function createAttestationLoader(role: Role): LoaderFunction {
  return async ({ params }) => {
    const queryClient = await loadQueryClient();
    const scope = await findScope(queryClient, params.employerId ?? '', role);
    if (scope) await queryClient.prefetchQuery(listAttestationQueryOptions(scope, { handlesErrors: true }));
    return null;
  };
}

/**
 * The admin's start page: its figures go out as soon as the role's privileges say it holds the
 * register, beside the page's chunk.
 */
export function createStartPageLoader(role: Role): LoaderFunction {
  return async ({ params }) => {
    if (role !== 'admin') return null;
    const queryClient = await loadQueryClient();
    const scope = await findScope(queryClient, params.employerId ?? '', role);
    if (!scope) return null;
    // Only for a role that holds the register (the same privileges request as the area's).
    const privileges = await queryClient
      .ensureQueryData(packagingPrivilegesQueryOptions(scope))
      .catch(() => []);
    if (hasPrivilege(privileges, ['Employee.Register', 'Employee.BulkList'])) {
      await queryClient.prefetchQuery(adminDashboardQueryOptions(scope, { handlesErrors: true }));
    }
    return null;
  };
}
