import { Button, Group, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import type { DataTableFeatures } from '../../../ui/data-table/data-table-features.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { type EmployeeListFilters, useEmployeeList } from '../api/list-employees.ts';
import type { EmployeeListItem } from '../api/types.ts';
import { formatOre } from './field-errors.ts';

export type EmployeeListProps = {
  employerId: string;
  /** Where an employee's page lives: `${base}/${id}`. */
  base: string;
  canCreate: boolean;
};

/** The employee list of the admin area (and the manager's team): filters, archived toggle, CSV. */
export function EmployeeList({ employerId, base, canCreate }: EmployeeListProps) {
  const { t } = useTranslation('employees');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<EmployeeListFilters['status']>('all');
  const [showArchived, setShowArchived] = useState(false);
  const filters: EmployeeListFilters = { search, status, archived: showArchived ? 'only' : 'exclude' };
  const list = useEmployeeList(employerId, filters);

  const columns = useMemo<ColumnDef<DataTableFeatures, EmployeeListItem, any>[]>(
    () => [
      {
        id: 'name',
        header: t('list.name'),
        accessorFn: (row) => `${row.lastName}, ${row.firstName}`,
        cell: ({ row }) => (
          <Link to={`${base}/${row.original.id}`}>
            {row.original.lastName}, {row.original.firstName}
          </Link>
        ),
        meta: { filter: 'text' },
      },
      { id: 'personnummer', header: t('list.personnummer'), accessorFn: (row) => row.personnummer ?? '' },
      {
        id: 'position',
        header: t('list.position'),
        accessorFn: (row) => row.position ?? '',
        meta: { filter: 'text' },
      },
      {
        id: 'employmentType',
        header: t('list.employmentType'),
        accessorFn: (row) => (row.employmentType ? t(`employmentType.${row.employmentType}`) : ''),
      },
      { id: 'startDate', header: t('list.startDate'), accessorFn: (row) => row.startDate ?? '' },
      { id: 'endDate', header: t('list.endDate'), accessorFn: (row) => row.endDate ?? '' },
      {
        id: 'salary',
        header: t('list.salary'),
        accessorFn: (row) => formatOre(row.currentSalaryOre),
      },
    ],
    [t, base],
  );

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <TextInput
            label={t('list.search')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <SegmentedControl
            aria-label={t('list.status')}
            value={status}
            onChange={(value) => setStatus(value as EmployeeListFilters['status'])}
            data={[
              { value: 'all', label: t('list.statusAll') },
              { value: 'active', label: t('list.statusActive') },
              { value: 'ended', label: t('list.statusEnded') },
            ]}
          />
          <Switch
            label={t('list.showArchived')}
            checked={showArchived}
            onChange={(event) => setShowArchived(event.currentTarget.checked)}
          />
        </Group>
        {canCreate && (
          <Button component={Link} to={`${base}/new`}>
            {t('list.create')}
          </Button>
        )}
      </Group>
      {list.isPending ? (
        <PageLoader />
      ) : (
        <>
          <DataTable
            label={t('list.label')}
            data={list.data?.items ?? []}
            columns={columns}
            getRowId={(row) => row.id}
            csvFileName="anstallda.csv"
          />
          {list.data && list.data.total > list.data.items.length && (
            <Text size="sm" c="dimmed">
              {t('list.truncated', { shown: list.data.items.length, total: list.data.total })}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
