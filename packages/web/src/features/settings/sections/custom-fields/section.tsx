import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import { Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEmployerScope } from '../../../../lib/employer-scope.tsx';
import { PrivilegeGate, useHasPrivilege } from '../../../../ui/privileges/privilege-gate.tsx';
import { useCustomFields } from './custom-fields-api.ts';
import { CustomFieldsSettings } from './custom-fields-settings.tsx';

const CUSTOM_FIELDS: PrivilegeId = 'TenantManagement.CustomFields';

/** /{employerId}/settings/custom-fields: Egna fält, behind its privilege. */
export function SettingsSectionScreen() {
  return (
    <PrivilegeGate privilege={CUSTOM_FIELDS} fallback="explain">
      <CustomFieldsPanel />
    </PrivilegeGate>
  );
}

function CustomFieldsPanel() {
  const scope = useEmployerScope();
  const { t } = useTranslation('settings-custom-fields');
  const canEdit = useHasPrivilege(CUSTOM_FIELDS, true);
  const query = useCustomFields(scope);
  if (query.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (query.isError) return <Text c="red">{t('loadFailed')}</Text>;
  return <CustomFieldsSettings scope={scope} document={query.data} canEdit={canEdit} />;
}
