import { Button, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../ui/toast.ts';
import { useActivateTenantPackaging } from '../api/activate-tenant-packaging.ts';

/** What the dialog needs of a tenants-table row. */
export type TenantEditRow = {
  employerPublicId: string;
  name: string;
  /** The active packaging, if any. */
  packagingId: string | undefined;
  packagingName: string;
};

/** Activates a packaging for one tenant from now on (a new period; history is kept). */
export function TenantEditDialog({
  tenantManagerId,
  tenant,
  packagings,
  onClose,
}: {
  tenantManagerId: string;
  tenant: TenantEditRow;
  packagings: { id: string; name: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation('tenant-manager');
  const [packagingId, setPackagingId] = useState<string | null>(tenant.packagingId ?? null);
  const activate = useActivateTenantPackaging(tenantManagerId);
  // Activating the active packaging again would only restart its period: nothing to do.
  const isAlreadyActive = packagingId !== null && packagingId === tenant.packagingId;
  const submit = async () => {
    if (!packagingId) return;
    try {
      await activate.mutateAsync({ employerPublicId: tenant.employerPublicId, packagingId });
      void showToast({ type: 'success', title: t('toast.success') });
      onClose();
    } catch {
      void showToast({ type: 'error', title: t('toast.error') });
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={tenant.name}
      // Mantine's close button is an unnamed × (axe button-name).
      closeButtonProps={{ 'aria-label': t('closeDialog') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('tenants.current', { name: tenant.packagingName || '–' })}</Text>
        <Select
          label={t('tenants.packaging')}
          data={packagings.map((packaging) => ({ value: packaging.id, label: packaging.name }))}
          value={packagingId}
          onChange={setPackagingId}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
          description={isAlreadyActive ? t('tenants.alreadyActive') : undefined}
        />
        <Button onClick={submit} loading={activate.isPending} disabled={!packagingId || isAlreadyActive}>
          {t('tenants.activate')}
        </Button>
      </Stack>
    </Modal>
  );
}
