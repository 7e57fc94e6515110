import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import { Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEmployerScope } from '../../../../lib/employer-scope.tsx';
import { PrivilegeGate, useHasPrivilege } from '../../../../ui/privileges/privilege-gate.tsx';
import { useTimeBanks } from './time-banks-api.ts';
import { TimeBanksForm } from './time-banks-form.tsx';

const TIME_BANKS: PrivilegeId = 'TenantManagement.TimeBanks';

/** /{employerId}/settings/time-banks: Tidbanker, behind its privilege. */
export function SettingsSectionScreen() {
  return (
    <PrivilegeGate privilege={TIME_BANKS} fallback="explain">
      <TimeBanksPanel />
    </PrivilegeGate>
  );
}

function TimeBanksPanel() {
  const scope = useEmployerScope();
  const { t } = useTranslation('settings-time-banks');
  const canEdit = useHasPrivilege(TIME_BANKS, true);
  const query = useTimeBanks(scope);
  if (query.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (query.isError) return <Text c="red">{t('loadFailed')}</Text>;
  return <TimeBanksForm scope={scope} document={query.data} canEdit={canEdit} />;
}
