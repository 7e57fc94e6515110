import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import { Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEmployerScope } from '../../../../lib/employer-scope.tsx';
import { PrivilegeGate, useHasPrivilege } from '../../../../ui/privileges/privilege-gate.tsx';
import { useVacation } from './vacation-api.ts';
import { VacationSettingsForm } from './vacation-settings-form.tsx';

const VACATION: PrivilegeId = 'TenantManagement.Vacation';

/** /{employerId}/settings/vacation: Semester, behind its privilege. */
export function SettingsSectionScreen() {
  return (
    <PrivilegeGate privilege={VACATION} fallback="explain">
      <VacationPanel />
    </PrivilegeGate>
  );
}

function VacationPanel() {
  const scope = useEmployerScope();
  const { t } = useTranslation('settings-vacation');
  const canEdit = useHasPrivilege(VACATION, true);
  const query = useVacation(scope);
  if (query.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (query.isError) return <Text c="red">{t('loadFailed')}</Text>;
  return <VacationSettingsForm scope={scope} document={query.data} canEdit={canEdit} />;
}
