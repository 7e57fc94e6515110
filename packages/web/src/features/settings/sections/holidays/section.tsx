import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import { Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEmployerScope } from '../../../../lib/employer-scope.tsx';
import { PrivilegeGate, useHasPrivilege } from '../../../../ui/privileges/privilege-gate.tsx';
import { useHolidays } from './holidays-api.ts';
import { HolidaysSettings } from './holidays-settings.tsx';

const HOLIDAYS: PrivilegeId = 'TenantManagement.Holidays';

/** /{employerId}/settings/holidays: Helgdagar, behind its privilege. */
export function SettingsSectionScreen() {
  return (
    <PrivilegeGate privilege={HOLIDAYS} fallback="explain">
      <HolidaysPanel />
    </PrivilegeGate>
  );
}

function HolidaysPanel() {
  const scope = useEmployerScope();
  const { t } = useTranslation('settings-holidays');
  const canEdit = useHasPrivilege(HOLIDAYS, true);
  const query = useHolidays(scope);
  if (query.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (query.isError) return <Text c="red">{t('loadFailed')}</Text>;
  return (
    <HolidaysSettings
      scope={scope}
      document={query.data}
      canEdit={canEdit}
      thisYear={new Date().getFullYear()}
    />
  );
}
