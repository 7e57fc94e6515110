import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import { Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEmployerScope } from '../../../../lib/employer-scope.tsx';
import { PrivilegeGate, useHasPrivilege } from '../../../../ui/privileges/privilege-gate.tsx';
import { useEventTemplates } from './event-templates-api.ts';
import { EventTemplatesSettings } from './event-templates-settings.tsx';

const EVENT_TEMPLATES: PrivilegeId = 'TenantManagement.EventTemplates';
const READ_TEMPLATES: PrivilegeId = 'Employee.Events.Templates';

/** /{employerId}/settings/event-templates: Händelsemallar; `Employee.Events.Templates` may read them. */
export function SettingsSectionScreen() {
  return (
    <PrivilegeGate privilege={[EVENT_TEMPLATES, READ_TEMPLATES]} fallback="explain">
      <EventTemplatesPanel />
    </PrivilegeGate>
  );
}

function EventTemplatesPanel() {
  const scope = useEmployerScope();
  const { t } = useTranslation('event-template');
  const canEdit = useHasPrivilege(EVENT_TEMPLATES, true);
  const query = useEventTemplates(scope);
  if (query.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (query.isError) return <Text c="red">{t('loadFailed')}</Text>;
  return <EventTemplatesSettings scope={scope} document={query.data} canEdit={canEdit} />;
}
