import { SALARY_TYPE_KINDS, type SalaryTypeKind } from '@lonsam/domain/salary-types/salary-type-enums';
import { Button, Group, Loader, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../../lib/employer-scope.tsx';
import { PrivilegeGate, useHasPrivilege } from '../../../../ui/privileges/privilege-gate.tsx';
import { NewSalaryTypeForm } from './new-salary-type-form.tsx';
import { SalaryTypeDetailPanel } from './salary-type-detail.tsx';
import { filterSalaryTypes, type SalaryTypeFilter } from './salary-type-filter.ts';
import { SalaryTypeTable } from './salary-type-table.tsx';
import { useSalaryTypes } from './salary-types-api.ts';
import { SALARY_TYPES_PRIVILEGE } from './salary-types-privilege.ts';

/**
 * The catalogue: filter by kind, search, open a type, add an own one. The shell above shows the
 * section's title, so this starts with what the section is about.
 */
export function SalaryTypeCatalogue({ scope }: { scope: EmployerScope }) {
  const { t } = useTranslation('salary-types');
  const canEdit = useHasPrivilege(SALARY_TYPES_PRIVILEGE, true);
  const query = useSalaryTypes(scope);
  const [filter, setFilter] = useState<SalaryTypeFilter>({ kind: '', search: '' });
  const [openId, setOpenId] = useState<string | null>(null);
  const [isCreating, setCreating] = useState(false);

  if (query.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (query.isError) return <Text c="red">{t('loadFailed')}</Text>;
  const all = query.data.salaryTypes;
  const visible = filterSalaryTypes(all, filter);

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <Group align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('filters.kind')}
          value={filter.kind}
          onChange={(event) =>
            setFilter({ ...filter, kind: event.currentTarget.value as SalaryTypeKind | '' })
          }
          data={[
            { value: '', label: t('filters.allKinds') },
            ...SALARY_TYPE_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
          ]}
        />
        <TextInput
          label={t('filters.search')}
          type="search"
          value={filter.search}
          onChange={(event) => setFilter({ ...filter, search: event.currentTarget.value })}
        />
        {!isCreating && (
          <PrivilegeGate privilege={SALARY_TYPES_PRIVILEGE} requiresWrite>
            <Button
              onClick={() => {
                setCreating(true);
                setOpenId(null);
              }}
            >
              {t('new.open')}
            </Button>
          </PrivilegeGate>
        )}
      </Group>
      {isCreating && (
        <NewSalaryTypeForm
          scope={scope}
          suggestedCode={query.data.suggestedCode ?? ''}
          onClose={(createdId) => {
            setCreating(false);
            if (createdId) setOpenId(createdId);
          }}
        />
      )}
      {openId && (
        <SalaryTypeDetailPanel
          key={openId}
          scope={scope}
          id={openId}
          canEdit={canEdit}
          onClose={() => setOpenId(null)}
        />
      )}
      <Text size="sm" aria-live="polite">
        {t('filters.count', { count: visible.length, total: all.length })}
      </Text>
      {visible.length === 0 ? (
        <Text role="status">{t('empty')}</Text>
      ) : (
        <SalaryTypeTable
          types={visible}
          onOpen={(id) => {
            setOpenId(id);
            setCreating(false);
          }}
        />
      )}
    </Stack>
  );
}
