import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import { Alert, Button, Group, Loader, Modal, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EmployerScope, useEmployerScope } from '../../../../lib/employer-scope.tsx';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { type FieldErrorMap, readFieldErrors } from '../../../../ui/forms/field-errors.ts';
import { PrivilegeGate, useHasPrivilege } from '../../../../ui/privileges/privilege-gate.tsx';
import { showToast } from '../../../../ui/toast.ts';
import { PrivilegeGroupForm } from './privilege-group-form.tsx';
import {
  type PrivilegeGroupInput,
  type PrivilegeGroupList,
  type PrivilegeGroupView,
  usePrivilegeGroups,
  useSavePrivilegeGroup,
} from './privilege-groups-api.ts';

const PRIVILEGE_GROUPS: PrivilegeId = 'PrivilegeGroups';

/** /{employerId}/settings/privilege-groups: Behörighetsgrupper (issue 22), behind its privilege. */
export function SettingsSectionScreen() {
  return (
    <PrivilegeGate privilege={PRIVILEGE_GROUPS} fallback="explain">
      <PrivilegeGroupsPanel />
    </PrivilegeGate>
  );
}

function PrivilegeGroupsPanel() {
  const scope = useEmployerScope();
  const { t } = useTranslation('settings-privilege-groups');
  const canEdit = useHasPrivilege(PRIVILEGE_GROUPS, true);
  const query = usePrivilegeGroups(scope);
  if (query.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (query.isError) return <Text c="red">{t('loadFailed')}</Text>;
  return <PrivilegeGroupsSettings scope={scope} list={query.data} canEdit={canEdit} />;
}

/** The groups with their members, the create/edit form and the delete confirmation. */
export function PrivilegeGroupsSettings(props: {
  scope: EmployerScope;
  list: PrivilegeGroupList;
  canEdit: boolean;
}) {
  const { list, canEdit } = props;
  const { t } = useTranslation('settings-privilege-groups');
  const { t: translate } = useTranslation();
  const save = useSavePrivilegeGroup(props.scope);
  const [editing, setEditing] = useState<PrivilegeGroupView | 'new' | undefined>();
  const [deleting, setDeleting] = useState<PrivilegeGroupView | undefined>();
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const roleName = new Map(list.roles.map((role) => [role.roleId, role.name || t('form.unnamed')]));

  async function submit(body: PrivilegeGroupInput) {
    setErrors({});
    try {
      if (editing === 'new') await save.mutateAsync({ kind: 'create', body });
      else if (editing)
        await save.mutateAsync({
          kind: 'update',
          id: editing.id,
          body: { ...body, version: editing.version },
        });
      void showToast({ type: 'success', title: t('saved', { name: body.name }) });
      setEditing(undefined);
    } catch (error) {
      setErrors(readFieldErrors(error, t('saveFailed'), translate));
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await save.mutateAsync({ kind: 'delete', id: deleting.id, version: deleting.version });
      void showToast({ type: 'success', title: t('deleted', { name: deleting.name }) });
    } catch (error) {
      readFieldErrors(error, t('saveFailed'), translate);
    }
    setDeleting(undefined);
  }

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      {canEdit ? (
        <Group>
          <Button
            onClick={() => {
              setErrors({});
              setEditing('new');
            }}
          >
            {t('new')}
          </Button>
        </Group>
      ) : null}
      {list.groups.length === 0 ? (
        <Alert color="gray">{t('none')}</Alert>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.name')}</Table.Th>
                <Table.Th>{t('columns.privileges')}</Table.Th>
                <Table.Th>{t('columns.members')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.groups.map((group) => (
                <Table.Tr key={group.id} data-testid="privilege-group-row">
                  <Table.Td>
                    <Text>{group.name}</Text>
                    {group.description ? (
                      <Text size="xs" c="dimmed">
                        {group.description}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {t('privilegeCount', {
                      count: group.privileges.length,
                      writes: group.privileges.filter((privilege) => privilege.writeAccess).length,
                    })}
                  </Table.Td>
                  <Table.Td>
                    {group.memberRoleIds.length === 0
                      ? t('noMembers')
                      : group.memberRoleIds.map((id) => roleName.get(id) ?? '').join(', ')}
                  </Table.Td>
                  <Table.Td>
                    {canEdit ? (
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="subtle"
                          aria-label={t('editNamed', { name: group.name })}
                          onClick={() => {
                            setErrors({});
                            setEditing(group);
                          }}
                        >
                          {t('edit')}
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red.9"
                          aria-label={t('deleteNamed', { name: group.name })}
                          onClick={() => setDeleting(group)}
                        >
                          {t('delete')}
                        </Button>
                      </Group>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing === 'new' ? t('new') : t('editNamed', { name: editing?.name ?? '' })}
        size="xl"
      >
        {editing !== undefined ? (
          <PrivilegeGroupForm
            list={list}
            group={editing === 'new' ? undefined : editing}
            isBusy={save.isPending}
            errors={errors}
            onSubmit={(body) => void submit(body)}
            onCancel={() => setEditing(undefined)}
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        isOpen={deleting !== undefined}
        title={t('deleteTitle', { name: deleting?.name ?? '' })}
        message={t('deleteMessage')}
        confirmLabel={t('delete')}
        cancelLabel={t('form.cancel')}
        isBusy={save.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(undefined)}
      />
    </Stack>
  );
}
