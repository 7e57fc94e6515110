import { AUDIT_ACTION_LABELS } from '@lonsam/domain/audit/audit-action-labels';
import { Button, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NO_FILTERS, type ProcessHistoryFilters } from './process-history-api.ts';

type Props = {
  filters: ProcessHistoryFilters;
  people: readonly { id: string; name: string }[];
  onChange: (filters: ProcessHistoryFilters) => void;
};

/** Date range, kind of change and person; each change applies at once (and goes back to page 1). */
export function ProcessHistoryFilterBar({ filters, people, onChange }: Props) {
  const { t } = useTranslation('settings-history');
  const set = (key: keyof ProcessHistoryFilters) => (value: string) => onChange({ ...filters, [key]: value });
  const actions = Object.keys(AUDIT_ACTION_LABELS)
    .map((action) => ({
      value: action,
      label: t(`actions.${action}`, { defaultValue: AUDIT_ACTION_LABELS[action] }),
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'sv'));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} style={{ alignItems: 'end' }}>
      <TextInput
        type="date"
        label={t('filters.from')}
        value={filters.from}
        max={filters.to || undefined}
        onChange={(event) => set('from')(event.currentTarget.value)}
      />
      <TextInput
        type="date"
        label={t('filters.to')}
        value={filters.to}
        min={filters.from || undefined}
        onChange={(event) => set('to')(event.currentTarget.value)}
      />
      <NativeSelect
        label={t('filters.action')}
        value={filters.action}
        data={[{ value: '', label: t('filters.anyAction') }, ...actions]}
        onChange={(event) => set('action')(event.currentTarget.value)}
      />
      <NativeSelect
        label={t('filters.person')}
        value={filters.actorId}
        data={[
          { value: '', label: t('filters.anyPerson') },
          ...people.map((p) => ({ value: p.id, label: p.name })),
        ]}
        onChange={(event) => set('actorId')(event.currentTarget.value)}
      />
      <Button variant="default" onClick={() => onChange(NO_FILTERS)}>
        {t('filters.clear')}
      </Button>
    </SimpleGrid>
  );
}
