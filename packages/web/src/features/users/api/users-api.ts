import type { acceptInvitationResponse } from '@lonsam/domain/contracts/users/accept-invitation';
import type { getInvitationResponse } from '@lonsam/domain/contracts/users/get-invitation';
import type { grantRoleResponse } from '@lonsam/domain/contracts/users/grant-role';
import type { listUsersResponse } from '@lonsam/domain/contracts/users/list-users';
import type { InvitationView, inviteUserBody, UserView } from '@lonsam/domain/contracts/users/user-shapes';
import type { UserRole } from '@lonsam/domain/users/user-rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../lib/employer-scope.tsx';

export type UserList = z.output<typeof listUsersResponse>;
export type InviteInput = z.input<typeof inviteUserBody>;
export type InvitationPreview = z.output<typeof getInvitationResponse>;
export type AcceptedInvitation = z.output<typeof acceptInvitationResponse>;
export type { InvitationView, UserRole, UserView };
export type UserFilters = { status?: UserView['status']; role?: UserRole; q?: string };

const path = (scope: EmployerScope) => `/employer/${scope.employerId}/users`;
export const usersKey = (scope: EmployerScope) => [...employerScopeKey(scope), 'users'] as const;

export function usersQueryOptions(scope: EmployerScope, filters: UserFilters) {
  return queryOptions({
    queryKey: [...usersKey(scope), filters],
    queryFn: () => apiClient.get<UserList>(path(scope), { query: filters, roleId: scope.roleId }),
  });
}

export function useUsers(scope: EmployerScope, filters: UserFilters) {
  return useQuery(usersQueryOptions(scope, filters));
}

export type UserChange =
  | { kind: 'invite'; body: InviteInput }
  | { kind: 'resend' | 'withdraw'; invitation: InvitationView }
  | { kind: 'grant'; identityId: string; role: UserRole; employmentId: string | null }
  | { kind: 'revoke'; roleId: string };

/** Every change of the users screen; the caller shows failures (LAST_ADMIN and others in Swedish). */
export function useUserChange(scope: EmployerScope) {
  const queryClient = useQueryClient();
  const options = { handlesErrors: true, roleId: scope.roleId };
  return useMutation({
    mutationFn: (change: UserChange): Promise<unknown> => {
      switch (change.kind) {
        case 'invite':
          return apiClient.post<InvitationView>(`${path(scope)}/invitations`, change.body, options);
        case 'resend':
        case 'withdraw':
          return apiClient.post<InvitationView>(
            `${path(scope)}/invitations/${change.invitation.id}/${change.kind}`,
            { version: change.invitation.version },
            options,
          );
        case 'grant':
          return apiClient.post<z.output<typeof grantRoleResponse>>(
            `${path(scope)}/roles`,
            { identityId: change.identityId, role: change.role, employmentId: change.employmentId },
            options,
          );
        case 'revoke':
          return apiClient.delete(`${path(scope)}/roles/${change.roleId}`, options);
      }
    },
    // A role's change may change what this very role may do: read everything of the company again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: employerScopeKey(scope) }),
  });
}

/** GET /invitation/{token}: the public page's company and role. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => apiClient.get<InvitationPreview>(`/invitation/${token}`, { handlesErrors: true }),
    retry: false,
  });
}

/** Whether someone is signed in (GET /poke; also gives a new tab its CSRF token). */
export function useSignedIn() {
  return useQuery({
    queryKey: ['invitation', 'signed-in'],
    queryFn: async () => {
      try {
        const { token } = await apiClient.get<{ token: string }>('/poke', { handlesErrors: true });
        apiClient.setCsrfToken(token);
        return true;
      } catch {
        return false;
      }
    },
    // Asked again on every visit: the visitor may have signed in since (the way back from sign-up).
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}

export function acceptInvitation(token: string) {
  return apiClient.post<AcceptedInvitation>(`/invitation/${token}/accept`, undefined, {
    handlesErrors: true,
  });
}

export type UserAccessDocument = { version: number; value: { endedEmploymentAccessMonths: number } };

const accessKey = (scope: EmployerScope) => [...employerScopeKey(scope), 'settings', 'user-access'] as const;
const accessPath = (scope: EmployerScope) => `/employer/${scope.employerId}/settings/user-access`;

/** GET …/settings/user-access: months an ended employment keeps the user role. */
export function useUserAccessSettings(scope: EmployerScope) {
  return useQuery({
    queryKey: accessKey(scope),
    queryFn: () => apiClient.get<UserAccessDocument>(accessPath(scope), { roleId: scope.roleId }),
  });
}

export function useSaveUserAccessSettings(scope: EmployerScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (document: UserAccessDocument) =>
      apiClient.put<UserAccessDocument>(accessPath(scope), document, {
        roleId: scope.roleId,
        handlesErrors: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accessKey(scope) }),
  });
}
