import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import { Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type EmployerScope, useEmployerScope } from '../../../../lib/employer-scope.tsx';
import { PrivilegeGate, useHasPrivilege } from '../../../../ui/privileges/privilege-gate.tsx';
import { useVoucherSeries } from './voucher-series-api.ts';
import { VoucherSeriesForm } from './voucher-series-form.tsx';

const VOUCHER_SERIES: PrivilegeId = 'TenantManagement.VoucherSeries';

/** /{employerId}/settings/voucher-series: the salary vouchers' series and next number. */
export function SettingsSectionScreen() {
  const scope = useEmployerScope();
  return (
    <PrivilegeGate privilege={VOUCHER_SERIES} fallback="explain">
      <VoucherSeriesPanel scope={scope} />
    </PrivilegeGate>
  );
}

function VoucherSeriesPanel({ scope }: { scope: EmployerScope }) {
  const { t } = useTranslation('settings-accounts');
  const canEdit = useHasPrivilege(VOUCHER_SERIES, true);
  const query = useVoucherSeries(scope);
  if (query.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (query.isError) return <Text c="red">{t('loadFailed')}</Text>;
  return <VoucherSeriesForm scope={scope} document={query.data} canEdit={canEdit} />;
}
