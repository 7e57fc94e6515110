import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type EmployerScope, useEmployerScope } from '../../../../lib/employer-scope.tsx';
import { PrivilegeGate, useHasPrivilege } from '../../../../ui/privileges/privilege-gate.tsx';
import { useChartOfAccounts } from './chart-of-accounts-api.ts';
import { ChartOfAccountsForm } from './chart-of-accounts-form.tsx';
import { useSocialFeeLiability } from './social-fee-liability-api.ts';
import { SocialFeeLiabilityForm } from './social-fee-liability-form.tsx';

const CHART: PrivilegeId = 'TenantManagement.ChartOfAccounts';
const SOCIAL_FEES: PrivilegeId = 'TenantManagement.SocialFeeLiability';

/** /{employerId}/settings/accounts: Kontoplan and Upplupna sociala avgifter, each behind its privilege. */
export function SettingsSectionScreen() {
  const scope = useEmployerScope();
  return (
    <Stack gap="xl">
      <PrivilegeGate privilege={CHART} fallback="explain">
        <ChartPanel scope={scope} />
      </PrivilegeGate>
      <PrivilegeGate privilege={SOCIAL_FEES} fallback="explain">
        <SocialFeesPanel scope={scope} />
      </PrivilegeGate>
    </Stack>
  );
}

function ChartPanel({ scope }: { scope: EmployerScope }) {
  const { t } = useTranslation('settings-accounts');
  const canEdit = useHasPrivilege(CHART, true);
  const query = useChartOfAccounts(scope);
  if (query.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (query.isError) return <Text c="red">{t('loadFailed')}</Text>;
  return <ChartOfAccountsForm scope={scope} document={query.data} canEdit={canEdit} />;
}

function SocialFeesPanel({ scope }: { scope: EmployerScope }) {
  const { t } = useTranslation('settings-accounts');
  const canEdit = useHasPrivilege(SOCIAL_FEES, true);
  const query = useSocialFeeLiability(scope);
  if (query.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (query.isError) return <Text c="red">{t('loadFailed')}</Text>;
  return <SocialFeeLiabilityForm scope={scope} document={query.data} canEdit={canEdit} />;
}
