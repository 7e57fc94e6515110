import { getPrivilegeRoleStatus, type PrivilegeRoleStatus } from '@lonsam/domain/privileges/privilege-status';
import { ROLES, type Role } from '@lonsam/domain/privileges/roles';
import { isValueStream, VALUE_STREAM_LABELS } from '@lonsam/domain/privileges/value-streams';
import { Select, Stack, Title } from '@mantine/core';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import { createDataTableColumnHelper } from '../../../ui/data-table/data-table-features.ts';
import { useAddressTableView } from '../../../ui/data-table/use-address-table-view.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { usePackagingPrivileges } from '../api/get-packaging-privileges.ts';
import { usePackagings } from '../api/list-packagings.ts';
import { PrivilegeEditDialog } from './privilege-edit-dialog.tsx';
import { PrivilegeStatusIcon, PrivilegeStatusLegend } from './privilege-status-icon.tsx';

type FeatureRow = {
  id: string;
  description: string;
  valueStream: string;
} & Record<Role, PrivilegeRoleStatus>;

const helper = createDataTableColumnHelper<FeatureRow>();
const FEATURE_COLUMN_IDS = [...ROLES, 'description', 'id', 'valueStream'];

export function PackagingTab({ tenantManagerId }: { tenantManagerId: string }) {
  const { t } = useTranslation('tenant-manager');
  const { data: packagings } = usePackagings(tenantManagerId);
  const [searchParams, setSearchParams] = useSearchParams();
  const packagingId = searchParams.get('packaging');
  return (
    <Stack gap="md">
      <Select
        label={t('packaging.pick')}
        placeholder={t('packaging.pickPlaceholder')}
        data={packagings.map((packaging) => ({ value: packaging.id, label: packaging.name }))}
        value={packagingId}
        onChange={(value) => setSearchParams(value ? { packaging: value } : {}, { replace: true })}
        allowDeselect={false}
        maw={360}
      />
      {packagingId && (
        <Suspense fallback={<PageLoader />}>
          <FeaturesTable tenantManagerId={tenantManagerId} packagingId={packagingId} />
        </Suspense>
      )}
    </Stack>
  );
}

function FeaturesTable({ tenantManagerId, packagingId }: { tenantManagerId: string; packagingId: string }) {
  const { t } = useTranslation('tenant-manager');
  const { data } = usePackagingPrivileges(tenantManagerId, packagingId);
  const [editingId, setEditingId] = useState<string | undefined>();
  // Sort and page in the address bar, beside the chosen packaging.
  const addressView = useAddressTableView(FEATURE_COLUMN_IDS);
  const activeById = useMemo(() => new Map(data.active.map((entry) => [entry.id, entry])), [data.active]);
  const rows = useMemo<FeatureRow[]>(
    () =>
      data.all.map((system) => {
        const entry = activeById.get(system.id);
        const status = (role: Role) => getPrivilegeRoleStatus(role, system, entry);
        return {
          id: system.id,
          description: system.description,
          // The Swedish name, as on the overview tab.
          valueStream: isValueStream(system.valueStream)
            ? VALUE_STREAM_LABELS[system.valueStream]
            : system.valueStream,
          user: status('user'),
          manager: status('manager'),
          admin: status('admin'),
        };
      }),
    [data.all, activeById],
  );
  const columns = useMemo(
    () => [
      ...ROLES.map((role) =>
        helper.accessor(role, {
          header: t(`roles.${role}`),
          meta: { filter: 'select' },
          cell: (info) => <PrivilegeStatusIcon status={info.getValue()} roleLabel={t(`roles.${role}`)} />,
        }),
      ),
      helper.accessor('description', { header: t('packaging.description'), meta: { filter: 'text' } }),
      helper.accessor('id', { header: t('packaging.id'), meta: { filter: 'text' } }),
      helper.accessor('valueStream', { header: t('packaging.valueStream'), meta: { filter: 'select' } }),
    ],
    [t],
  );
  const editing = editingId === undefined ? undefined : data.all.find((entry) => entry.id === editingId);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('packaging.features')}
      </Title>
      <PrivilegeStatusLegend />
      <DataTable
        label={t('packaging.features')}
        data={rows}
        columns={columns}
        getRowId={(row) => row.id}
        canWrite
        csvFileName="features.csv"
        view={addressView.view}
        onViewChange={addressView.onViewChange}
        rowActions={[
          {
            id: 'edit',
            label: t('packaging.edit'),
            icon: '✎',
            onClick: (row) => setEditingId(row.id),
          },
        ]}
      />
      {editing && (
        <PrivilegeEditDialog
          key={editing.id}
          tenantManagerId={tenantManagerId}
          packagingId={packagingId}
          system={editing}
          entry={activeById.get(editing.id)}
          onClose={() => setEditingId(undefined)}
        />
      )}
    </Stack>
  );
}
