import { Alert, Badge, Button, Group, Select, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { describeApiError } from '../../../lib/api-error-handlers.ts';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { showToast } from '../../../ui/toast.ts';
import {
  type UserChange,
  type UserFilters,
  type UserList,
  type UserRole,
  type UserView,
  useUserChange,
  useUsers,
} from '../api/users-api.ts';
import { GrantDialog } from './grant-dialog.tsx';
import { InviteDialog } from './invite-dialog.tsx';
import { describeRole, displayName, formatDateTime } from './role-label.ts';

const STATUSES = ['invited', 'active', 'revoked'] as const;
const ROLES = ['admin', 'manager', 'user'] as const;

/** The filters live in the URL (`?status=active&role=manager&q=berg`), so a reload or a link keeps them. */
export function useUserFilters(): [UserFilters, (next: UserFilters) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const role = params.get('role');
  const filters: UserFilters = {
    status: STATUSES.find((value) => value === status),
    role: ROLES.find((value) => value === role),
    q: params.get('q') || undefined,
  };
  const update = (next: UserFilters) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) search.set(key, value);
    setParams(search, { replace: true });
  };
  return [filters, update];
}

/** The users of the company with their roles; `grantable` are the roles the caller may give and take. */
export function UsersScreen(props: { scope: EmployerScope; grantable: readonly UserRole[] }) {
  const { t } = useTranslation('users');
  const [filters, setFilters] = useUserFilters();
  const query = useUsers(props.scope, filters);
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <Group align="flex-end">
        <Select
          label={t('filters.status')}
          value={filters.status ?? ''}
          onChange={(value) =>
            setFilters({ ...filters, status: (value || undefined) as UserFilters['status'] })
          }
          data={[
            { value: '', label: t('filters.all') },
            ...STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
          ]}
          allowDeselect={false}
        />
        <Select
          label={t('filters.role')}
          value={filters.role ?? ''}
          onChange={(value) => setFilters({ ...filters, role: (value || undefined) as UserRole | undefined })}
          data={[
            { value: '', label: t('filters.all') },
            ...ROLES.map((value) => ({ value, label: t(`roles.${value}`) })),
          ]}
          allowDeselect={false}
        />
        <TextInput
          label={t('filters.search')}
          defaultValue={filters.q ?? ''}
          onBlur={(event) => setFilters({ ...filters, q: event.currentTarget.value.trim() || undefined })}
          onKeyDown={(event) => {
            if (event.key === 'Enter')
              setFilters({ ...filters, q: event.currentTarget.value.trim() || undefined });
          }}
        />
      </Group>
      {query.isPending && <Text size="sm">{t('loading')}</Text>}
      {query.isError && <Text c="red">{t('loadFailed')}</Text>}
      {query.data && <UsersTable scope={props.scope} grantable={props.grantable} list={query.data} />}
    </Stack>
  );
}

type Pending =
  | { kind: 'revoke'; user: UserView; role: UserView['roles'][number] }
  | { kind: 'withdraw'; user: UserView };

export function UsersTable(props: { scope: EmployerScope; grantable: readonly UserRole[]; list: UserList }) {
  const { t, i18n } = useTranslation('users');
  const { t: translate } = useTranslation();
  const change = useUserChange(props.scope);
  const [isInviting, setInviting] = useState(false);
  const [granting, setGranting] = useState<{ identityId: string; name: string } | undefined>();
  const [pending, setPending] = useState<Pending | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const may = (role: UserRole) => props.grantable.includes(role);
  const canChange = props.grantable.length > 0;

  async function run(next: UserChange, done: string, failed: string) {
    setFailure(undefined);
    try {
      await change.mutateAsync(next);
      void showToast({ type: 'success', title: done });
    } catch (error) {
      // LAST_ADMIN, VERSION_CONFLICT and the rest: their Swedish texts, shown where the click was.
      setFailure(isApiError(error) ? describeApiError(error, translate) : failed);
    } finally {
      setPending(undefined);
    }
  }

  const pendingName = pending ? displayName(t, pending.user) : '';
  return (
    <Stack>
      {canChange && (
        <Group>
          <Button onClick={() => setInviting(true)}>{t('actions.invite')}</Button>
        </Group>
      )}
      {failure && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setFailure(undefined)}>
          {failure}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={720}>
        <Table aria-label={t('table')} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.name')}</Table.Th>
              <Table.Th>{t('columns.identity')}</Table.Th>
              <Table.Th>{t('columns.roles')}</Table.Th>
              <Table.Th>{t('columns.lastSignIn')}</Table.Th>
              <Table.Th>{t('columns.status')}</Table.Th>
              {canChange && <Table.Th>{t('columns.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.list.users.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={canChange ? 6 : 5}>{t('empty')}</Table.Td>
              </Table.Tr>
            )}
            {props.list.users.map((user) => {
              const name = displayName(t, user);
              const invitation = user.invitation;
              return (
                <Table.Tr key={user.key}>
                  <Table.Td>
                    {user.name ?? (
                      <Text c="dimmed" size="sm">
                        {t('noName')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{user.email ?? user.personnummer ?? '–'}</Table.Td>
                  <Table.Td>
                    <Stack gap={4}>
                      {invitation && <Text size="sm">{t(`roles.${invitation.role}`)}</Text>}
                      {user.roles.map((role) => (
                        <Group key={role.roleId} gap="xs" wrap="nowrap">
                          <Text size="sm">{describeRole(t, role, i18n.language)}</Text>
                          {role.employment && role.employment.status !== 'current' && (
                            <Tooltip label={t(`employmentStatusHint.${role.employment.status}`)}>
                              <Badge
                                size="sm"
                                variant="light"
                                color={role.employment.status === 'ended' ? 'gray' : 'red'}
                                data-testid="employment-status"
                              >
                                {t(`employmentStatus.${role.employment.status}`)}
                              </Badge>
                            </Tooltip>
                          )}
                          {may(role.role) && (
                            <Button
                              size="compact-xs"
                              variant="subtle"
                              color="red"
                              aria-label={t('actions.revokeNamed', {
                                role: describeRole(t, role, i18n.language),
                                name,
                              })}
                              onClick={() => setPending({ kind: 'revoke', user, role })}
                            >
                              {t('actions.revoke')}
                            </Button>
                          )}
                        </Group>
                      ))}
                    </Stack>
                  </Table.Td>
                  <Table.Td>{formatDateTime(user.lastSignInAt, i18n.language) ?? t('never')}</Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Badge
                        color={
                          user.status === 'active' ? 'green' : user.status === 'invited' ? 'blue' : 'gray'
                        }
                      >
                        {t(`status.${user.status}`)}
                      </Badge>
                      {invitation?.expired && <Badge color="orange">{t('expired')}</Badge>}
                    </Group>
                  </Table.Td>
                  {canChange && (
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {invitation && may(invitation.role) && (
                          <>
                            <Button
                              size="xs"
                              variant="default"
                              aria-label={t('actions.resendNamed', { name })}
                              onClick={() =>
                                run({ kind: 'resend', invitation }, t('resend.done'), t('resend.failed'))
                              }
                            >
                              {t('actions.resend')}
                            </Button>
                            <Button
                              size="xs"
                              variant="default"
                              color="red"
                              aria-label={t('actions.withdrawNamed', { name })}
                              onClick={() => setPending({ kind: 'withdraw', user })}
                            >
                              {t('actions.withdraw')}
                            </Button>
                          </>
                        )}
                        {user.identityId && (
                          <Button
                            size="xs"
                            variant="default"
                            aria-label={t('actions.grantNamed', { name })}
                            onClick={() => setGranting({ identityId: user.identityId!, name })}
                          >
                            {t('actions.grant')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <InviteDialog
        isOpen={isInviting}
        roles={props.grantable}
        employments={props.list.employments}
        onSubmit={(next) => change.mutateAsync(next)}
        onClose={() => setInviting(false)}
      />
      <GrantDialog
        key={granting?.identityId}
        person={granting}
        roles={props.grantable}
        employments={props.list.employments}
        onSubmit={(next) => change.mutateAsync(next)}
        onClose={() => setGranting(undefined)}
      />
      <ConfirmDialog
        isOpen={pending !== undefined}
        title={pending?.kind === 'withdraw' ? t('withdraw.title') : t('revoke.title')}
        message={
          pending?.kind === 'revoke'
            ? t('revoke.message', { name: pendingName, role: describeRole(t, pending.role, i18n.language) })
            : t('withdraw.message', { name: pendingName })
        }
        confirmLabel={pending?.kind === 'withdraw' ? t('withdraw.confirm') : t('revoke.confirm')}
        cancelLabel={t('cancel')}
        isBusy={change.isPending}
        onCancel={() => setPending(undefined)}
        onConfirm={() => {
          if (pending?.kind === 'revoke')
            void run({ kind: 'revoke', roleId: pending.role.roleId }, t('revoke.done'), t('revoke.failed'));
          else if (pending?.kind === 'withdraw' && pending.user.invitation)
            void run(
              { kind: 'withdraw', invitation: pending.user.invitation },
              t('withdraw.done'),
              t('withdraw.failed'),
            );
        }}
      />
    </Stack>
  );
}
