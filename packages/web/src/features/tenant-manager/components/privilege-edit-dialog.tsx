import {
  buildPrivilegeUpdate,
  canActivatePrivilege,
  type RoleActivationState,
} from '@lonsam/domain/privileges/activation';
import { isPrivilegeId } from '@lonsam/domain/privileges/catalogue';
import {
  type ActivePrivilegeEntry,
  isActivatedForRole,
  isAvailableForRole,
  isEnabledForRole,
} from '@lonsam/domain/privileges/privilege-status';
import { ROLES, type Role } from '@lonsam/domain/privileges/roles';
import { Button, Checkbox, Group, Modal, Stack, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../ui/toast.ts';
import type { SystemPrivilege } from '../api/get-packaging-privileges.ts';
import { useUpdatePackagingPrivilege } from '../api/update-packaging-privilege.ts';

type Props = {
  tenantManagerId: string;
  packagingId: string;
  system: SystemPrivilege;
  entry: ActivePrivilegeEntry | undefined;
  onClose: () => void;
};

function initialStates(entry: ActivePrivilegeEntry | undefined): Record<Role, RoleActivationState> {
  const read = (role: Role) => ({
    isActivated: isActivatedForRole(entry, role),
    isEnabled: isActivatedForRole(entry, role) && isEnabledForRole(entry, role),
  });
  return { user: read('user'), manager: read('manager'), admin: read('admin') };
}

/**
 * Why a role's switch cannot be used, in the domain's status words: the system privilege does not
 * support the role, the packaging does not offer it, or the role is not activated yet.
 */
function findSwitchBlocker(
  role: Role,
  system: SystemPrivilege,
  entry: ActivePrivilegeEntry | undefined,
  state: RoleActivationState,
): 'privilege-not-enabled-for-role' | 'not-available' | 'not-activated' | undefined {
  if (!isEnabledForRole(system, role)) return 'privilege-not-enabled-for-role';
  if (!isAvailableForRole(entry, role)) return 'not-available';
  if (!state.isActivated) return 'not-activated';
  return undefined;
}

/** Activate a privilege per role and switch it on or off (spec §4: activation rules). */
export function PrivilegeEditDialog({ tenantManagerId, packagingId, system, entry, onClose }: Props) {
  const { t } = useTranslation('tenant-manager');
  const [states, setStates] = useState(() => initialStates(entry));
  const update = useUpdatePackagingPrivilege(tenantManagerId, packagingId);

  const setRole = (role: Role, change: Partial<RoleActivationState>) =>
    setStates((current) => {
      const next = { ...current[role], ...change };
      if (!next.isActivated) next.isEnabled = false;
      return { ...current, [role]: next };
    });

  const save = async () => {
    if (!isPrivilegeId(system.id)) return;
    try {
      await update.mutateAsync(buildPrivilegeUpdate(system.id, states));
      void showToast({ type: 'success', title: t('toast.saved') });
      onClose();
    } catch {
      void showToast({ type: 'error', title: t('toast.unableToSave') });
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('edit.title', { id: system.id })}
      // Mantine's close button is an unnamed × (axe button-name).
      closeButtonProps={{ 'aria-label': t('closeDialog') }}
    >
      <Stack gap="md">
        <Text size="sm">{system.description}</Text>
        <Table aria-label={t('edit.rolesLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('edit.role')}</Table.Th>
              <Table.Th>{t('edit.activated')}</Table.Th>
              <Table.Th>{t('edit.enabled')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ROLES.map((role) => {
              const canActivate = canActivatePrivilege(role, system, entry);
              const roleLabel = t(`roles.${role}`);
              const blocker = findSwitchBlocker(role, system, entry, states[role]);
              const reasonId = `privilege-edit-reason-${role}`;
              return (
                <Table.Tr key={role}>
                  <Table.Td>{roleLabel}</Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('edit.activateRole', { role: roleLabel })}
                      checked={states[role].isActivated}
                      disabled={!canActivate && !states[role].isActivated}
                      onChange={(event) => setRole(role, { isActivated: event.currentTarget.checked })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label={t('edit.enableRole', { role: roleLabel })}
                      aria-describedby={blocker ? reasonId : undefined}
                      checked={states[role].isEnabled}
                      disabled={!states[role].isActivated || !canActivate}
                      onChange={(event) => setRole(role, { isEnabled: event.currentTarget.checked })}
                    />
                    {blocker && (
                      <Text id={reasonId} size="xs" c="dimmed" mt={4}>
                        {t(`edit.reasons.${blocker}`)}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('edit.cancel')}
          </Button>
          <Button onClick={save} loading={update.isPending}>
            {t('edit.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
