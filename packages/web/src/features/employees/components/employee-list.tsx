import { EMPLOYEE_VISIBILITY, EMPLOYMENT_VISIBILITY } from '@lonsam/domain/employees/employee-visibility';
import { formatPersonnummer } from '@lonsam/domain/format/personnummer';
import { TAX_TABLE_NUMBERS } from '@lonsam/domain/payroll/tax-table';
import { hasPrivilege } from '@lonsam/domain/privileges/access-check';
import { canReadField, canReadResource } from '@lonsam/domain/privileges/field-visibility';
import { Button, Group, SegmentedControl, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { downloadCsv } from '../../../ui/data-table/csv.ts';
import { DataTable, type DataTableView } from '../../../ui/data-table/data-table.tsx';
import type { DataTableFeatures } from '../../../ui/data-table/data-table-features.ts';
import { defaultPageSize } from '../../../ui/data-table/paging-rules.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { usePrivileges } from '../../../ui/privileges/privileges-context.tsx';
import { exportEmployees } from '../api/export-employees.ts';
import { type EmployeeListFilters, useEmployeeList } from '../api/list-employees.ts';
import { useEmploymentChoices } from '../api/list-employment-choices.ts';
import type { EmployeeListItem } from '../api/types.ts';
import {
  EMPLOYEE_LIST_SORTS,
  type EmployeeListState,
  readEmployeeListState,
  toEmployeeListFilters,
  writeEmployeeListState,
} from './employee-list-params.ts';
import { formatOre } from './format-values.ts';
import { useAddressText } from './use-address-text.ts';

export type EmployeeListProps = {
  scope: EmployerScope;
  /** Where an employee's page lives: `${base}/${id}`. */
  base: string;
  canCreate: boolean;
};

const EMPLOYMENT_TYPES = ['permanent', 'fixed-term', 'hourly'] as const;

/**
 * The employee list of the admin area (and the manager's team). Every filter is the server's, so
 * that the CSV export (the server's, in the import's columns) holds exactly the filtered list;
 * the table sorts and pages what came back.
 */
export function EmployeeList({ scope, base, canCreate }: EmployeeListProps) {
  const { t } = useTranslation('employees');
  // The server refuses a filter on a field the role may not read (the GET's rule): offer none.
  const { entries } = usePrivileges();
  const canRead = (privilege: string) => hasPrivilege(entries, privilege);
  const canFilterTax = canReadField(EMPLOYEE_VISIBILITY, 'tax', canRead);
  const canFilterEmployment = canReadResource(EMPLOYMENT_VISIBILITY, canRead);
  // Filters, sort and page live in the address bar (employee-list-params.ts): a reload, the back
  // button and a shared link keep them. Typed text reaches it after a pause, replacing the entry.
  const [params, setParams] = useSearchParams();
  const state = readEmployeeListState(params);
  const update = (patch: Partial<EmployeeListState>, { replace = false } = {}) => {
    const next = writeEmployeeListState(params, { ...state, page: 1, ...patch });
    // Nothing new (the table reporting the state it was given): no navigation, no loader run.
    if (next.toString() !== params.toString()) setParams(next, { replace });
  };
  const [search, setSearch] = useAddressText(state.search, (value) =>
    update({ search: value }, { replace: true }),
  );
  const [costCentre, setCostCentre] = useAddressText(state.costCentre, (value) =>
    update({ costCentre: value }, { replace: true }),
  );
  const [isExporting, setIsExporting] = useState(false);
  const { status, showArchived, employmentType, taxTable, workplace } = state;
  const choices = useEmploymentChoices(scope, { enabled: canFilterEmployment });
  const workplaceNames = (choices.data?.workplaces ?? []).map((row) => row.name);
  // A workplace named in the address but archived since still shows as chosen.
  if (workplace && !workplaceNames.includes(workplace)) workplaceNames.push(workplace);
  const filters: EmployeeListFilters = toEmployeeListFilters(state);
  const list = useEmployeeList(scope, filters);
  const isFiltered =
    Boolean(search.trim() || costCentre.trim() || employmentType || taxTable || workplace) ||
    status !== 'all';
  const view: DataTableView = {
    sorting: state.sort ? [{ id: state.sort, desc: state.order === 'desc' }] : [],
    pagination: { pageIndex: state.page - 1, pageSize: state.pageSize ?? defaultPageSize },
  };
  const changeView = ({ sorting, pagination }: DataTableView) => {
    const [first] = sorting;
    const sort = EMPLOYEE_LIST_SORTS.find((id) => id === first?.id);
    update({
      sort,
      order: first?.desc ? 'desc' : 'asc',
      page: pagination.pageIndex + 1,
      pageSize: pagination.pageSize === defaultPageSize ? undefined : pagination.pageSize,
    });
  };

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
      },
      {
        id: 'personnummer',
        header: t('list.personnummer'),
        accessorFn: (row) => formatPersonnummer(row.personnummer),
      },
      { id: 'position', header: t('list.position'), accessorFn: (row) => row.position ?? '' },
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
        accessorFn: (row) => row.currentSalaryOre ?? null,
        cell: ({ row }) => formatOre(row.original.currentSalaryOre),
      },
    ],
    [t, base],
  );

  async function exportCsv() {
    setIsExporting(true);
    try {
      const today = new Date().toLocaleDateString('sv-SE');
      downloadCsv(await exportEmployees(scope, filters), `anstallda-${today}.csv`);
    } finally {
      setIsExporting(false);
    }
  }

  const isEmptyRegister = list.data?.total === 0 && !isFiltered && !showArchived;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('list.search')}
            // The server takes at most 100 characters of search text.
            maxLength={100}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          {canFilterEmployment && (
            <SegmentedControl
              aria-label={t('list.status')}
              value={status}
              onChange={(value) => update({ status: value as EmployeeListFilters['status'] })}
              data={[
                { value: 'all', label: t('list.statusAll') },
                { value: 'active', label: t('list.statusActive') },
                { value: 'ended', label: t('list.statusEnded') },
              ]}
            />
          )}
          {canFilterEmployment && (
            <Select
              label={t('list.employmentType')}
              placeholder={t('list.any')}
              clearable
              w={160}
              value={employmentType ?? null}
              onChange={(value) =>
                update({ employmentType: (value ?? undefined) as EmployeeListFilters['employmentType'] })
              }
              data={EMPLOYMENT_TYPES.map((value) => ({ value, label: t(`employmentType.${value}`) }))}
            />
          )}
          {canFilterEmployment && (
            <Select
              label={t('fields.workplace')}
              placeholder={t('list.any')}
              clearable
              searchable
              w={180}
              value={workplace ?? null}
              onChange={(value) => update({ workplace: value ?? undefined })}
              data={workplaceNames}
            />
          )}
          {canFilterEmployment && (
            <TextInput
              label={t('fields.costCentre')}
              w={140}
              value={costCentre}
              onChange={(event) => setCostCentre(event.currentTarget.value)}
            />
          )}
          {canFilterTax && (
            <Select
              label={t('fields.taxTable')}
              placeholder={t('list.any')}
              clearable
              w={110}
              value={taxTable === undefined ? null : String(taxTable)}
              onChange={(value) => update({ taxTable: value ? Number(value) : undefined })}
              data={TAX_TABLE_NUMBERS.map(String)}
            />
          )}
          <Switch
            label={t('list.showArchived')}
            checked={showArchived}
            onChange={(event) => update({ showArchived: event.currentTarget.checked })}
          />
        </Group>
        <Group gap="xs">
          <Button variant="default" onClick={exportCsv} loading={isExporting} disabled={!list.data?.total}>
            {t('list.export')}
          </Button>
          {canCreate && (
            <Button component={Link} to={`${base}/import`} variant="light">
              {t('list.import')}
            </Button>
          )}
          {canCreate && (
            <Button component={Link} to={`${base}/new`}>
              {t('list.create')}
            </Button>
          )}
        </Group>
      </Group>
      {list.isPending ? (
        <PageLoader />
      ) : isEmptyRegister ? (
        <Text c="dimmed" data-testid="employees-empty">
          {canCreate ? t('list.emptyCanCreate') : t('list.empty')}
        </Text>
      ) : (
        <>
          <DataTable
            label={t('list.label')}
            data={list.data?.items ?? []}
            columns={columns}
            getRowId={(row) => row.id}
            withCsvExport={false}
            view={view}
            onViewChange={changeView}
          />
          {list.data?.total === 0 && (
            <Text size="sm" c="dimmed">
              {showArchived && !isFiltered ? t('list.noArchived') : t('list.noMatch')}
            </Text>
          )}
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
