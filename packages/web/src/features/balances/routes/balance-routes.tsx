import { Box, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { BalancesScreen } from '../components/balances-screen.tsx';
import { VacationBalanceTable } from '../components/vacation-balance-table.tsx';
import { VacationYearEnd } from '../components/vacation-year-end.tsx';

/*
 * The employee's "Saldon" (`/{employerId}/user/{employmentId}/balances`), behind
 * Employee.Balances.Summary; the router (app/) nests this under the section.
 */

export function BalancesSectionLayout() {
  // minWidth 0: as a flex item the section may shrink to a phone's width.
  return (
    <Box data-testid="balances-section" miw={0} maw="100%">
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}

export function BalancesRoute() {
  const { employmentId = '' } = useParams();
  const { t } = useTranslation('balances');
  usePageTitle([t('title')]);
  return (
    <Stack gap="md">
      <Title order={2}>{t('title')}</Title>
      <Text c="dimmed">{t('intro')}</Text>
      <BalancesScreen key={employmentId} employmentId={employmentId} />
    </Stack>
  );
}

/** The admin's "Semestersaldon" (`/{employerId}/vacation-balances`), behind Controlling.BulkVacationBalance. */
export function VacationBalancesRoute() {
  const { t } = useTranslation('balances');
  usePageTitle([t('bulk.title')]);
  return (
    <Stack gap="md">
      <Title order={2}>{t('bulk.title')}</Title>
      <Text c="dimmed">{t('bulk.intro')}</Text>
      <VacationYearEnd />
      <VacationBalanceTable />
    </Stack>
  );
}

/** An employee's balances tab on the employee page (app/ puts it there: features do not import each other). */
export { EmployeeBalancesTab } from '../components/employee-balances-tab.tsx';
