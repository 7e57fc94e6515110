import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import { Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEmployerScope } from '../../../../lib/employer-scope.tsx';
import { PrivilegeGate, useHasPrivilege } from '../../../../ui/privileges/privilege-gate.tsx';
import { useEventGroups } from './event-groups-api.ts';
import { EventGroupsSettings } from './event-groups-settings.tsx';

const EVENT_GROUPS: PrivilegeId = 'TenantManagement.EventGroups';

/** /{employerId}/settings/event-groups: Händelsegrupper, behind its privilege. */
export function SettingsSectionScreen() {
  return (
    <PrivilegeGate privilege={EVENT_GROUPS} fallback="explain">
      <EventGroupsPanel />
    </PrivilegeGate>
  );
}

function EventGroupsPanel() {
  const scope = useEmployerScope();
  const { t } = useTranslation('event-template');
  const canEdit = useHasPrivilege(EVENT_GROUPS, true);
  const query = useEventGroups(scope);
  if (query.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (query.isError) return <Text c="red">{t('loadFailed')}</Text>;
  return <EventGroupsSettings scope={scope} document={query.data} canEdit={canEdit} />;
}
