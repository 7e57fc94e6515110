import { formatOrganisationNumber } from '@lonsam/domain/format/organisation-number';
import { findActivePackaging } from '@lonsam/domain/privileges/tenant-packaging';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import { createDataTableColumnHelper } from '../../../ui/data-table/data-table-features.ts';
import { useAddressTableView } from '../../../ui/data-table/use-address-table-view.ts';
import { useTenants } from '../api/list-tenants.ts';
import { TenantEditDialog, type TenantEditRow } from './tenant-edit-dialog.tsx';

type TenantRow = TenantEditRow & {
  orgNumber: string;
  activeFrom: string;
};

const helper = createDataTableColumnHelper<TenantRow>();
const TENANT_COLUMN_IDS = ['name', 'orgNumber', 'activeFrom', 'packagingName'];

export function TenantsTab({ tenantManagerId }: { tenantManagerId: string }) {
  const { t } = useTranslation('tenant-manager');
  const { data } = useTenants(tenantManagerId);
  const [editing, setEditing] = useState<TenantRow | undefined>();
  // Sort and page in the address bar.
  const addressView = useAddressTableView(TENANT_COLUMN_IDS);
  const rows = useMemo<TenantRow[]>(() => {
    const names = new Map(data.packaging.map((packaging) => [packaging.id, packaging.name]));
    const now = new Date();
    return data.tenants.map((tenant) => {
      const active = findActivePackaging(tenant.packaging, now);
      return {
        employerPublicId: tenant.employerPublicId,
        name: tenant.name,
        orgNumber: formatOrganisationNumber(tenant.orgNumber),
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
        view={addressView.view}
        onViewChange={addressView.onViewChange}
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
