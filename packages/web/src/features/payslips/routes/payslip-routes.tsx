import { Box, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams, useResolvedPath } from 'react-router';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { PayslipList } from '../components/payslip-list.tsx';
import { PayslipScreen } from '../components/payslip-screen.tsx';

/*
 * The employee's "Lönespecifikationer" (`/{employerId}/user/{employmentId}/payslips`): the list
 * and one payslip (`…/payslips/{payslipId}`). The area provides the employer scope and the
 * privileges (the section is behind ReportingAndCompliance.Payslip); the router (app/) nests this
 * under the section. One module, one chunk.
 */

export function PayslipsSectionLayout() {
  // minWidth 0: as a flex item the section may shrink to a phone's width.
  return (
    <Box data-testid="payslips-section" miw={0} maw="100%">
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}

export function PayslipListRoute() {
  const { t } = useTranslation('payslip');
  usePageTitle([t('title')]);
  return (
    <Stack gap="md">
      <Title order={2}>{t('title')}</Title>
      <Text c="dimmed">{t('list.intro')}</Text>
      <PayslipList />
    </Stack>
  );
}

export function PayslipRoute() {
  const { payslipId = '' } = useParams();
  const { t } = useTranslation('payslip');
  const list = useResolvedPath('..').pathname;
  return (
    <PayslipScreen key={payslipId} payslipId={payslipId} backTo={{ to: list, label: t('detail.back') }} />
  );
}

/**
 * A payslip opened from a payroll run (`…/payroll/{runId}/payslips/{payslipId}`, the admin's run
 * page; app/ mounts it in the payroll section): back goes to the run.
 */
export function RunPayslipRoute() {
  const { payslipId = '' } = useParams();
  const { t } = useTranslation('payslip');
  const run = useResolvedPath('../..', { relative: 'path' }).pathname;
  return (
    <PayslipScreen key={payslipId} payslipId={payslipId} backTo={{ to: run, label: t('detail.backToRun') }} />
  );
}
