import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../inputs/date-input.tsx';
import type { DateRangeFilterValue } from './date-range-filter.ts';
import { listSelectFilterOptions } from './select-filter.ts';
import { textFilterDebounceMs } from './text-filter.ts';

type FilterProps<TValue> = {
  columnLabel: string;
  value: TValue | undefined;
  onChange: (value: TValue | undefined) => void;
};

/** Filters as the user types, once they pause for 500 ms, so long tables do not re-filter on every key. */
export function TextFilter({ columnLabel, value, onChange }: FilterProps<string>) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  const applyDebounced = useDebouncedCallback(
    (next: string) => onChange(next === '' ? undefined : next),
    textFilterDebounceMs,
  );
  // A filter cleared from outside (reset) empties the field too.
  useEffect(() => {
    if (value === undefined) setText('');
  }, [value]);
  return (
    <TextInput
      size="xs"
      aria-label={t('dataTable.filterText', { column: columnLabel })}
      placeholder={t('dataTable.filterPlaceholder')}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        applyDebounced(event.currentTarget.value);
      }}
    />
  );
}

export function SelectFilter({
  columnLabel,
  value,
  onChange,
  uniqueValues,
}: FilterProps<string> & { uniqueValues: ReadonlyMap<unknown, number> }) {
  const { t } = useTranslation();
  const options = useMemo(() => listSelectFilterOptions(uniqueValues), [uniqueValues]);
  return (
    <Select
      size="xs"
      aria-label={t('dataTable.filterSelect', { column: columnLabel })}
      placeholder={t('dataTable.filterAll')}
      data={options}
      value={value ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      clearable
      searchable
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export function DateRangeFilter({
  columnLabel,
  value,
  onChange,
  includeUndefined,
}: FilterProps<DateRangeFilterValue> & { includeUndefined: boolean }) {
  const { t } = useTranslation();
  const update = (patch: Partial<DateRangeFilterValue>) => {
    const next = { from: value?.from ?? '', to: value?.to ?? '', ...patch, includeUndefined };
    onChange(next.from === '' && next.to === '' ? undefined : next);
  };
  return (
    <Group gap={4} wrap="nowrap">
      <DateInput
        size="xs"
        aria-label={t('dataTable.filterDateFrom', { column: columnLabel })}
        value={value?.from ?? ''}
        onChange={(from) => update({ from })}
      />
      <DateInput
        size="xs"
        aria-label={t('dataTable.filterDateTo', { column: columnLabel })}
        value={value?.to ?? ''}
        onChange={(to) => update({ to })}
      />
    </Group>
  );
}
