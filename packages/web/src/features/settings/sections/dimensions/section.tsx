import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import { DIMENSIONS } from '@lonsam/domain/settings/dimensions';
import { Divider, Loader, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployerScope } from '../../../../lib/employer-scope.tsx';
import { PrivilegeGate, useHasPrivilege } from '../../../../ui/privileges/privilege-gate.tsx';
import { DimensionPanel } from './dimension-panel.tsx';
import { useDimensionObjects } from './dimensions-api.ts';

const DIMENSIONS_PRIVILEGE: PrivilegeId = 'TenantManagement.Dimensions';

/** /{employerId}/settings/dimensions: kostnadsställen and projekt, behind their privilege. */
export function SettingsSectionScreen() {
  return (
    <PrivilegeGate privilege={DIMENSIONS_PRIVILEGE} fallback="explain">
      <DimensionsPanel />
    </PrivilegeGate>
  );
}

function DimensionsPanel() {
  const scope = useEmployerScope();
  const { t } = useTranslation('settings-dimensions');
  const canEdit = useHasPrivilege(DIMENSIONS_PRIVILEGE, true);
  const query = useDimensionObjects(scope);
  if (query.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (query.isError) return <Text c="red">{t('loadFailed')}</Text>;
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      {DIMENSIONS.map((dimension, index) => (
        <Fragment key={dimension}>
          {index > 0 && <Divider />}
          <DimensionPanel
            scope={scope}
            dimension={dimension}
            objects={query.data.objects.filter((object) => object.dimension === dimension)}
            canEdit={canEdit}
          />
        </Fragment>
      ))}
    </Stack>
  );
}
