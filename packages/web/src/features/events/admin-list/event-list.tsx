import type { EventView } from '@lonsam/domain/contracts/events/event-shapes';
import { EVENT_KINDS, EVENT_STATES, type EventState } from '@lonsam/domain/events/event-schema';
import { Badge, Button, Group, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { downloadCsv } from '../../../ui/data-table/csv.ts';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import type { DataTableFeatures } from '../../../ui/data-table/data-table-features.ts';
import { useAddressTableView } from '../../../ui/data-table/use-address-table-view.ts';
import { DateInput } from '../../../ui/inputs/date-input.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { exportEvents } from '../api/export-events.ts';
import { useCostCentres } from '../api/list-cost-centres.ts';
import { useEventList } from '../api/list-events.ts';
import { describeEffect, describeEvent, formatPeriod } from '../attestation/event-texts.ts';
import { useEventDecisions } from '../attestation/use-event-decisions.tsx';
import { type EventListState, readEventListState, writeEventListState } from './event-list-params.ts';
import { useAddressDate, useAddressText } from './use-address-text.ts';

export type EventListProps = {
  scope: EmployerScope;
  /** Holds Employee.Events.Attestation with write: reported rows can be attested or rejected. */
  canDecide: boolean;
  /** Employment choices are readable (Employee.EmploymentOverview): offer the cost-centre filter. */
  canFilterCostCentre: boolean;
};

const SORTABLE_COLUMNS = ['employee', 'kind', 'what', 'period', 'state', 'reportedAt'] as const;

// The darkest shades: a light badge's text in the base shade is too faint on a striped row (axe).
const STATE_COLORS: Record<EventState, string> = {
  reported: 'blue.9',
  attested: 'green.9',
  rejected: 'red.9',
  paid: 'gray.9',
};

/**
 * The admin's list of every event at the company. The filters are the server's, so the CSV export
 * (the server's, every row) holds exactly what the filters select; the table sorts and pages the
 * rows that came back. Filters, sort and page live in the address bar.
 */
export function EventList({ scope, canDecide, canFilterCostCentre }: EventListProps) {
  const { t, i18n } = useTranslation('transaction');
  const [params, setParams] = useSearchParams();
  const state = readEventListState(params);
  const update = (patch: Partial<EventListState>, { replace = false } = {}) => {
    const next = writeEventListState(params, { ...state, ...patch });
    if (next.toString() !== params.toString()) setParams(next, { replace });
  };
  const [search, setSearch] = useAddressText(state.search, (value) =>
    update({ search: value }, { replace: true }),
  );
  const [fromText, setFromText] = useAddressDate(state.fromDate ?? '', (value) =>
    update({ fromDate: value || undefined }),
  );
  const [toText, setToText] = useAddressDate(state.toDate ?? '', (value) =>
    update({ toDate: value || undefined }),
  );
  const [isExporting, setIsExporting] = useState(false);
  const list = useEventList(scope, state);
  const costCentres = useCostCentres(scope, { enabled: canFilterCostCentre });
  const { view, onViewChange } = useAddressTableView(SORTABLE_COLUMNS);
  const decisions = useEventDecisions(scope);
  const language = i18n.language;

  const columns = useMemo<ColumnDef<DataTableFeatures, EventView, any>[]>(() => {
    const base: ColumnDef<DataTableFeatures, EventView, any>[] = [
      { id: 'employee', header: t('eventList.columns.employee'), accessorFn: (row) => row.employeeName },
      {
        id: 'kind',
        header: t('eventList.columns.kind'),
        accessorFn: (row) => t(`eventList.kinds.${row.kind}`),
      },
      {
        id: 'what',
        header: t('eventList.columns.what'),
        accessorFn: (row) => describeEvent(row, t, language),
      },
      {
        id: 'period',
        header: t('eventList.columns.period'),
        accessorFn: (row) => row.fromDate,
        cell: ({ row }) => (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatPeriod(row.original)}
          </Text>
        ),
      },
      {
        id: 'effect',
        header: t('eventList.columns.effect'),
        enableSorting: false,
        accessorFn: (row) => describeEffect(row, t, language).join(', '),
        cell: ({ row }) =>
          describeEffect(row.original, t, language).join(' · ') || t('eventList.effect.none'),
      },
      {
        id: 'state',
        header: t('eventList.columns.state'),
        accessorFn: (row) => t(`eventList.states.${row.state}`),
        cell: ({ row }) => <StateCell event={row.original} />,
      },
      {
        id: 'reportedAt',
        header: t('eventList.columns.reportedAt'),
        accessorFn: (row) => row.reportedAt,
        cell: ({ row }) => row.original.reportedAt.slice(0, 10),
      },
    ];
    if (!canDecide) return base;
    return [
      ...base,
      {
        id: 'actions',
        header: t('eventList.columns.actions'),
        enableSorting: false,
        meta: { excludeFromCsv: true },
        cell: ({ row }) =>
          row.original.state === 'reported' ? (
            <Group gap={4} wrap="nowrap">
              <Button
                size="compact-xs"
                variant="light"
                aria-label={`${t('attestation.attest')}: ${row.original.employeeName}, ${describeEvent(row.original, t, language)}`}
                onClick={() => decisions.request('attest', [row.original])}
              >
                {t('attestation.attest')}
              </Button>
              <Button
                size="compact-xs"
                variant="light"
                color="red"
                aria-label={`${t('attestation.reject')}: ${row.original.employeeName}, ${describeEvent(row.original, t, language)}`}
                onClick={() => decisions.request('reject', [row.original])}
              >
                {t('attestation.reject')}
              </Button>
            </Group>
          ) : null,
      },
    ];
  }, [t, language, canDecide, decisions.request]);

  async function exportCsv() {
    setIsExporting(true);
    try {
      const today = new Date().toLocaleDateString('sv-SE');
      downloadCsv(await exportEvents(scope, state), `handelser-${today}.csv`);
    } catch {
      // The API client has shown the error.
    } finally {
      setIsExporting(false);
    }
  }

  const isFiltered = Boolean(
    state.search.trim() ||
      state.kinds.length ||
      state.states.length ||
      state.fromDate ||
      state.toDate ||
      state.costCentreId,
  );
  const clearFilters = () => {
    setSearch('');
    update({
      search: '',
      kinds: [],
      states: [],
      fromDate: undefined,
      toDate: undefined,
      costCentreId: undefined,
    });
  };
  const data = list.data;

  return (
    <Stack>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('eventList.search')}
          maxLength={100}
          w={{ base: '100%', xs: 200 }}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <MultiSelect
          label={t('eventList.kind')}
          placeholder={state.kinds.length ? undefined : t('eventList.any')}
          w={{ base: '100%', xs: 220 }}
          clearable
          value={[...state.kinds]}
          onChange={(value) => update({ kinds: EVENT_KINDS.filter((kind) => value.includes(kind)) })}
          data={EVENT_KINDS.map((kind) => ({ value: kind, label: t(`eventList.kinds.${kind}`) }))}
        />
        <MultiSelect
          label={t('eventList.state')}
          placeholder={state.states.length ? undefined : t('eventList.any')}
          w={{ base: '100%', xs: 220 }}
          clearable
          value={[...state.states]}
          onChange={(value) => update({ states: EVENT_STATES.filter((item) => value.includes(item)) })}
          data={EVENT_STATES.map((item) => ({ value: item, label: t(`eventList.states.${item}`) }))}
        />
        <DateInput
          label={t('eventList.fromDate')}
          w={{ base: '48%', xs: 140 }}
          value={fromText}
          onChange={setFromText}
        />
        <DateInput
          label={t('eventList.toDate')}
          w={{ base: '48%', xs: 140 }}
          value={toText}
          onChange={setToText}
        />
        {canFilterCostCentre && (costCentres.data?.length ?? 0) > 0 && (
          <Select
            label={t('eventList.costCentre')}
            placeholder={t('eventList.any')}
            clearable
            searchable
            w={{ base: '100%', xs: 200 }}
            value={state.costCentreId ?? null}
            onChange={(value) => update({ costCentreId: value ?? undefined })}
            data={(costCentres.data ?? []).map((centre) => ({ value: centre.id, label: centre.label }))}
          />
        )}
        {isFiltered && (
          <Button variant="subtle" onClick={clearFilters}>
            {t('eventList.clearFilters')}
          </Button>
        )}
        <Button variant="default" ml="auto" onClick={exportCsv} loading={isExporting} disabled={!data?.total}>
          {t('eventList.export')}
        </Button>
      </Group>
      {decisions.conflictAlert}
      {list.isPending ? (
        <PageLoader />
      ) : data?.total === 0 && !isFiltered ? (
        <Text c="dimmed" data-testid="event-list-empty">
          {t('eventList.empty')}
        </Text>
      ) : (
        <>
          <DataTable
            label={t('eventList.label')}
            data={data?.events ?? []}
            columns={columns}
            getRowId={(row) => row.id}
            withCsvExport={false}
            view={view}
            onViewChange={onViewChange}
          />
          {data?.total === 0 && (
            <Text size="sm" c="dimmed">
              {t('eventList.noMatch')}
            </Text>
          )}
          {data && data.total > data.events.length && (
            <Text size="sm" c="dimmed">
              {t('eventList.truncated', { shown: data.events.length, total: data.total })}
            </Text>
          )}
        </>
      )}
      {decisions.dialog}
    </Stack>
  );
}

function StateCell({ event }: { event: EventView }) {
  const { t } = useTranslation('transaction');
  return (
    <Stack gap={2} align="flex-start">
      {/* At its full width: a narrow table column would otherwise cut the state to "RAPP…". */}
      <Badge color={STATE_COLORS[event.state]} variant="dot" tt="none" miw="max-content">
        {t(`eventList.states.${event.state}`)}
      </Badge>
      {event.state === 'rejected' && event.decisionComment && (
        <Text size="xs" c="dimmed">
          {t('eventList.rejectedWith', { comment: event.decisionComment })}
        </Text>
      )}
      {event.paidInRun && (
        <Text size="xs" c="dimmed">
          {t('eventList.paidIn', { label: event.paidInRun.label })}
        </Text>
      )}
    </Stack>
  );
}
