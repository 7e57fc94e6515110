import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import { Divider, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type EmployerScope, useEmployerScope } from '../../../../lib/employer-scope.tsx';
import { PrivilegeGate, useHasPrivilege } from '../../../../ui/privileges/privilege-gate.tsx';
import { CompanyAddressForm } from './company-address-form.tsx';
import { useCompanyAddress, useCompanyInfo } from './company-api.ts';
import { CompanyInfoForm } from './company-info-form.tsx';

const COMPANY_INFO: PrivilegeId = 'TenantManagement.CompanyInfo';
const ADDRESS: PrivilegeId = 'TenantManagement.Address';

/** /{employerId}/settings/company: Företagsuppgifter and Adress, each behind its own privilege. */
export function SettingsSectionScreen() {
  const scope = useEmployerScope();
  return (
    <Stack gap="xl">
      <PrivilegeGate privilege={COMPANY_INFO} fallback="explain">
        <CompanyInfoPanel scope={scope} />
      </PrivilegeGate>
      <Divider />
      <PrivilegeGate privilege={ADDRESS} fallback="explain">
        <CompanyAddressPanel scope={scope} />
      </PrivilegeGate>
    </Stack>
  );
}

function CompanyInfoPanel({ scope }: { scope: EmployerScope }) {
  const { t } = useTranslation('settings-company');
  const canEdit = useHasPrivilege(COMPANY_INFO, true);
  const query = useCompanyInfo(scope);
  if (query.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (query.isError) return <Text c="red">{t('loadFailed')}</Text>;
  return <CompanyInfoForm scope={scope} document={query.data} canEdit={canEdit} />;
}

function CompanyAddressPanel({ scope }: { scope: EmployerScope }) {
  const { t } = useTranslation('settings-company');
  const canEdit = useHasPrivilege(ADDRESS, true);
  const query = useCompanyAddress(scope);
  if (query.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (query.isError) return <Text c="red">{t('loadFailed')}</Text>;
  return <CompanyAddressForm scope={scope} document={query.data} canEdit={canEdit} />;
}
