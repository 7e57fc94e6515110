import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import { toDateOnly } from '@lonsam/domain/time/calendar-date';
import { Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type EmployerScope, useEmployerScope } from '../../../../lib/employer-scope.tsx';
import { PrivilegeGate, useHasPrivilege } from '../../../../ui/privileges/privilege-gate.tsx';
import { usePension } from './pension-api.ts';
import { PensionForm } from './pension-form.tsx';

const PENSION: PrivilegeId = 'TenantManagement.Pension';

/** /{employerId}/settings/pension: pension plans, premium rules and särskild löneskatt. */
export function SettingsSectionScreen() {
  const scope = useEmployerScope();
  return (
    <PrivilegeGate privilege={PENSION} fallback="explain">
      <PensionPanel scope={scope} />
    </PrivilegeGate>
  );
}

function PensionPanel({ scope }: { scope: EmployerScope }) {
  const { t } = useTranslation('settings-pension');
  const canEdit = useHasPrivilege(PENSION, true);
  const query = usePension(scope);
  if (query.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (query.isError) return <Text c="red">{t('loadFailed')}</Text>;
  return <PensionForm scope={scope} document={query.data} canEdit={canEdit} today={toDateOnly(new Date())} />;
}
