import { Alert, Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { usePayoutRuns } from '../api/payout.ts';
import { formatMoney } from './format.ts';
import { PayoutProblem } from './payout-problem.tsx';

/**
 * `/{employerId}/manager/payouts` (PayoutInsight): the completed runs that paid the manager's team,
 * newest first, with the team's net pay and count (the server counts the team only); each links to
 * the run's team payout.
 */
export function PayoutListScreen() {
  const scope = useEmployerScope();
  const { t } = useTranslation('reports');
  usePageTitle([t('payouts.title')]);
  const runs = usePayoutRuns(scope);
  if (runs.isPending) return <PageLoader />;
  return (
    <Stack gap="md">
      <Title order={2}>{t('payouts.title')}</Title>
      <Text>{t('payouts.intro')}</Text>
      {runs.isError && (
        <Alert color="red">
          <PayoutProblem error={runs.error} employerId={scope.employerId} t={t} />
        </Alert>
      )}
      {runs.data?.length === 0 && <Text>{t('payouts.empty')}</Text>}
      {runs.data && runs.data.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label={t('payouts.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('payouts.run')}</Table.Th>
                <Table.Th scope="col">{t('payouts.payDate')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('payouts.net')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('payouts.employees')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {runs.data.map((run) => (
                <Table.Tr key={run.id}>
                  <Table.Th scope="row">
                    <Anchor component={Link} to={run.id}>
                      {run.label}
                    </Anchor>
                  </Table.Th>
                  <Table.Td>{run.payDate}</Table.Td>
                  <Table.Td ta="right">{formatMoney(run.netOre)}</Table.Td>
                  <Table.Td ta="right">{run.employeeCount}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
