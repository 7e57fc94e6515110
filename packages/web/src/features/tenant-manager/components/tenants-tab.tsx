import { findActivePackaging } from '@lonsam/domain/privileges/tenant-packaging';
import { Button, Modal, Select, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import { createDataTableColumnHelper } from '../../../ui/data-table/data-table-features.ts';
import { showToast } from '../../../ui/toast.ts';
import { useActivateTenantPackaging } from '../api/activate-tenant-packaging.ts';
import { useTenants } from '../api/list-tenants.ts';

type TenantRow = {
  employerPublicId: string;
  name: string;
  orgNumber: string;
  activeFrom: string;
  packagingId: string | undefined;
  packagingName: string;
};

const helper = createDataTableColumnHelper<TenantRow>();

export function TenantsTab({ tenantManagerId }: { tenantManagerId: string }) {
  const { t } = useTranslation('tenant-manager');
  const { data } = useTenants(tenantManagerId);
  const [editing, setEditing] = useState<TenantRow | undefined>();
  const rows = useMemo<TenantRow[]>(() => {
    const names = new Map(data.packaging.map((packaging) => [packaging.id, packaging.name]));
    const now = new Date();
    return data.tenants.map((tenant) => {
      const active = findActivePackaging(tenant.packaging, now);
      return {
        employerPublicId: tenant.employerPublicId,
        name: tenant.name,
        orgNumber: tenant.orgNumber ?? '',
        activeFrom: active ? new Date(active.validFrom).toLocaleDateString('sv-SE') : '',
        packagingId: active?.packagingId,
        packagingName: active ? (names.get(active.packagingId) ?? active.packagingId) : '',
      };
    });
  }, [data]);
  const columns = useMemo(
    () => [
      helper.accessor('name', { header: t('tenants.name'), meta: { filter: 'text' } }),
      helper.accessor('orgNumber', { header: t('tenants.orgNumber'), meta: { filter: 'text' } }),
      helper.accessor('activeFrom', { header: t('tenants.activeFrom') }),
      helper.accessor('packagingName', { header: t('tenants.packaging'), meta: { filter: 'select' } }),
    ],
    [t],
  );
  return (
    <>
      <DataTable
        label={t('tenants.label')}
        data={rows}
        columns={columns}
        getRowId={(row) => row.employerPublicId}
        canWrite
        csvFileName="tenants.csv"
        rowActions={[{ id: 'edit', label: t('tenants.edit'), icon: '✎', onClick: setEditing }]}
      />
      {editing && (
        <TenantEditDialog
          key={editing.employerPublicId}
          tenantManagerId={tenantManagerId}
          tenant={editing}
          packagings={data.packaging}
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
}

function TenantEditDialog({
  tenantManagerId,
  tenant,
  packagings,
  onClose,
}: {
  tenantManagerId: string;
  tenant: TenantRow;
  packagings: { id: string; name: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation('tenant-manager');
  const [packagingId, setPackagingId] = useState<string | null>(tenant.packagingId ?? null);
  const activate = useActivateTenantPackaging(tenantManagerId);
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
    <Modal opened onClose={onClose} title={tenant.name}>
      <Stack gap="md">
        <Text size="sm">{t('tenants.current', { name: tenant.packagingName || '–' })}</Text>
        <Select
          label={t('tenants.packaging')}
          data={packagings.map((packaging) => ({ value: packaging.id, label: packaging.name }))}
          value={packagingId}
          onChange={setPackagingId}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
        />
        <Button onClick={submit} loading={activate.isPending} disabled={!packagingId}>
          {t('tenants.activate')}
        </Button>
      </Stack>
    </Modal>
  );
}
