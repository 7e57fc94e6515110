import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { useHasPrivilege } from '../../../ui/privileges/privilege-gate.tsx';
import { MonthlyReportLinks, useAnyMonthlyReport } from './monthly-report-links.tsx';

/**
 * `/{employerId}/reports`: the reports the role may open, one link each. Other reports add an
 * entry here and a child route beside `agi` (app/employer-area/employer-routes.ts).
 */
export function ReportIndex() {
  const { t } = useTranslation('reports');
  usePageTitle([t('title')]);
  const canAgi = useHasPrivilege([
    'ReportingAndCompliance.TaxReport',
    'IngestionAndIntegrations.TaxAuthority',
  ]);
  const anyMonthlyReport = useAnyMonthlyReport();
  return (
    <Stack gap="md">
      <Title order={2}>{t('title')}</Title>
      <Text>{t('index.intro')}</Text>
      {canAgi || anyMonthlyReport ? (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {canAgi && (
            <Card component="li" withBorder padding="sm">
              <Anchor component={Link} to="agi" fw={700}>
                {t('index.agi')}
              </Anchor>
              <Text size="sm">{t('index.agiDescription')}</Text>
            </Card>
          )}
          <MonthlyReportLinks />
        </Stack>
      ) : (
        <Text>{t('index.none')}</Text>
      )}
    </Stack>
  );
}
