import type { UserRole } from '@lonsam/domain/users/user-rules';
import { Box, Stack, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { PrivilegeGate, useHasPrivilege } from '../../../ui/privileges/privilege-gate.tsx';
import { UserAccessSettings } from '../components/user-access-form.tsx';
import { UsersScreen } from '../components/users-screen.tsx';

/*
 * The admin's "Användare" (`/{employerId}/users`, issue 22). The area gives the employer scope and
 * the privileges; the router (app/) nests this under the section. One module, one chunk.
 */

export function UsersSectionLayout() {
  return (
    <Box data-testid="users-section" miw={0} maw="100%">
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}

export function UsersRoute() {
  const { t } = useTranslation('users');
  usePageTitle([t('title')]);
  return (
    <Stack gap="md">
      <Title order={2}>{t('title')}</Title>
      <PrivilegeGate privilege="Users.Authorization.User" fallback="explain">
        <UsersPanel />
      </PrivilegeGate>
    </Stack>
  );
}

function UsersPanel() {
  const scope = useEmployerScope();
  const admin = useHasPrivilege('Users.Authorization.Admin', true);
  const manager = useHasPrivilege('Users.Authorization.Manager', true);
  const user = useHasPrivilege('Users.Authorization.User', true);
  // Only the roles the caller may give are offered; the server checks the same.
  const grantable: UserRole[] = [
    ...(admin ? (['admin'] as const) : []),
    ...(manager ? (['manager'] as const) : []),
    ...(user ? (['user'] as const) : []),
  ];
  return (
    <Stack gap="xl">
      <UsersScreen scope={scope} grantable={grantable} />
      <UserAccessSettings scope={scope} canEdit={user} />
    </Stack>
  );
}
