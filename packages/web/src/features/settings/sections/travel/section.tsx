import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import { Divider, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type EmployerScope, useEmployerScope } from '../../../../lib/employer-scope.tsx';
import { PrivilegeGate, useHasPrivilege } from '../../../../ui/privileges/privilege-gate.tsx';
import { ForeignNormalAmountsForm } from './foreign-normal-amounts-form.tsx';
import { TaxFreeAmounts } from './tax-free-amounts.tsx';
import { useTravelAllowances } from './travel-allowances-api.ts';
import { TravelAllowancesForm, TravelMileageForm } from './travel-forms.tsx';
import { useTravelMileage } from './travel-mileage-api.ts';

const TRAVEL_ALLOWANCES: PrivilegeId = 'TenantManagement.TravelAllowances';
const TRAVEL_MILEAGE: PrivilegeId = 'TenantManagement.TravelMileage';

/**
 * /{employerId}/settings/travel: Traktamente (with the normal amounts abroad, same document) and
 * Milersättning, each behind its privilege.
 */
export function SettingsSectionScreen() {
  const scope = useEmployerScope();
  return (
    <Stack>
      <PrivilegeGate privilege={TRAVEL_ALLOWANCES} fallback="explain">
        <AllowancesPanel scope={scope} />
      </PrivilegeGate>
      <Divider />
      <PrivilegeGate privilege={TRAVEL_MILEAGE} fallback="explain">
        <MileagePanel scope={scope} />
      </PrivilegeGate>
      <Divider />
      <TaxFreeAmounts />
    </Stack>
  );
}

function AllowancesPanel({ scope }: { scope: EmployerScope }) {
  const { t } = useTranslation('settings-travel');
  const canEdit = useHasPrivilege(TRAVEL_ALLOWANCES, true);
  const query = useTravelAllowances(scope);
  if (query.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (query.isError) return <Text c="red">{t('loadFailed')}</Text>;
  return (
    <Stack>
      <TravelAllowancesForm scope={scope} document={query.data} canEdit={canEdit} />
      <ForeignNormalAmountsForm scope={scope} document={query.data} canEdit={canEdit} />
    </Stack>
  );
}

function MileagePanel({ scope }: { scope: EmployerScope }) {
  const { t } = useTranslation('settings-travel');
  const canEdit = useHasPrivilege(TRAVEL_MILEAGE, true);
  const query = useTravelMileage(scope);
  if (query.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (query.isError) return <Text c="red">{t('loadFailed')}</Text>;
  return <TravelMileageForm scope={scope} document={query.data} canEdit={canEdit} />;
}
