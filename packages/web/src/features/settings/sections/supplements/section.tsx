import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import { Divider, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EmployerScope, useEmployerScope } from '../../../../lib/employer-scope.tsx';
import { kronorToOre } from '../../../../ui/forms/field-errors.ts';
import { NumberInput } from '../../../../ui/inputs/number-input.tsx';
import { PrivilegeGate, useHasPrivilege } from '../../../../ui/privileges/privilege-gate.tsx';
import { useSalarySupplements } from './salary-supplements-api.ts';
import { SalarySupplementsForm } from './salary-supplements-form.tsx';
import { useStandby } from './standby-api.ts';
import { StandbyForm } from './standby-form.tsx';

const SALARY_SUPPLEMENTS: PrivilegeId = 'TenantManagement.SalarySupplements';
const STANDBY: PrivilegeId = 'TenantManagement.Standby';

/** /{employerId}/settings/supplements: Lönetillägg (overtime, OB) and Beredskap, each behind its privilege. */
export function SettingsSectionScreen() {
  const scope = useEmployerScope();
  const { t } = useTranslation('settings-supplements');
  const [exampleSalary, setExampleSalary] = useState<number | string>(35_000);
  const exampleSalaryOre = kronorToOre(exampleSalary);
  return (
    <Stack>
      <NumberInput
        label={t('exampleSalary')}
        description={t('exampleSalaryHint')}
        value={exampleSalary}
        onChange={setExampleSalary}
        allowNegative={false}
        suffix=" kr"
        maw={320}
      />
      <PrivilegeGate privilege={SALARY_SUPPLEMENTS} fallback="explain">
        <SalarySupplementsPanel scope={scope} exampleSalaryOre={exampleSalaryOre} />
      </PrivilegeGate>
      <Divider />
      <PrivilegeGate privilege={STANDBY} fallback="explain">
        <StandbyPanel scope={scope} exampleSalaryOre={exampleSalaryOre} />
      </PrivilegeGate>
    </Stack>
  );
}

type PanelProps = { scope: EmployerScope; exampleSalaryOre: number | undefined };

function SalarySupplementsPanel({ scope, exampleSalaryOre }: PanelProps) {
  const { t } = useTranslation('settings-supplements');
  const canEdit = useHasPrivilege(SALARY_SUPPLEMENTS, true);
  const query = useSalarySupplements(scope);
  if (query.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (query.isError) return <Text c="red">{t('loadFailed')}</Text>;
  return (
    <SalarySupplementsForm
      scope={scope}
      document={query.data}
      canEdit={canEdit}
      exampleSalaryOre={exampleSalaryOre}
    />
  );
}

function StandbyPanel({ scope, exampleSalaryOre }: PanelProps) {
  const { t } = useTranslation('settings-supplements');
  const canEdit = useHasPrivilege(STANDBY, true);
  const query = useStandby(scope);
  if (query.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (query.isError) return <Text c="red">{t('loadFailed')}</Text>;
  return (
    <StandbyForm scope={scope} document={query.data} canEdit={canEdit} exampleSalaryOre={exampleSalaryOre} />
  );
}
