import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import { Divider, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type EmployerScope, useEmployerScope } from '../../../../lib/employer-scope.tsx';
import { PrivilegeGate, useHasPrivilege } from '../../../../ui/privileges/privilege-gate.tsx';
import { useFileFormat } from './file-format-api.ts';
import { FileFormatForm } from './file-format-form.tsx';
import { usePayoutSettings } from './payout-api.ts';
import { PayoutForm } from './payout-form.tsx';

const PAYOUT: PrivilegeId = 'TenantManagement.PayoutSettings';
const FILE_FORMAT: PrivilegeId = 'TenantManagement.FileFormat';

/** /{employerId}/settings/payout: Utbetalning and Filformat, each behind its own privilege. */
export function SettingsSectionScreen() {
  const scope = useEmployerScope();
  return (
    <Stack gap="xl">
      <PrivilegeGate privilege={PAYOUT} fallback="explain">
        <PayoutPanel scope={scope} />
      </PrivilegeGate>
      <Divider />
      <PrivilegeGate privilege={FILE_FORMAT} fallback="explain">
        <FileFormatPanel scope={scope} />
      </PrivilegeGate>
    </Stack>
  );
}

function PayoutPanel({ scope }: { scope: EmployerScope }) {
  const { t } = useTranslation('settings-payout');
  const canEdit = useHasPrivilege(PAYOUT, true);
  const query = usePayoutSettings(scope);
  if (query.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (query.isError) return <Text c="red">{t('loadFailed')}</Text>;
  return <PayoutForm scope={scope} document={query.data} canEdit={canEdit} />;
}

function FileFormatPanel({ scope }: { scope: EmployerScope }) {
  const { t } = useTranslation('settings-payout');
  const canEdit = useHasPrivilege(FILE_FORMAT, true);
  const query = useFileFormat(scope);
  if (query.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (query.isError) return <Text c="red">{t('loadFailed')}</Text>;
  return <FileFormatForm scope={scope} document={query.data} canEdit={canEdit} />;
}
