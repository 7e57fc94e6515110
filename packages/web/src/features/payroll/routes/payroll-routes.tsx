import { Anchor, Box, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useOutletContext, useParams, useResolvedPath } from 'react-router';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { PrivilegeGate } from '../../../ui/privileges/privilege-gate.tsx';
import { CreateRunForm } from '../components/create-run-form.tsx';
import { ApprovalRunList, RunList } from '../components/run-list.tsx';
import { RunPage } from '../components/run-page.tsx';

/*
 * The admin's "Lönekörning" (`/{employerId}/payroll`: the runs, `new`, `{runId}`) and the
 * manager's "Lönegranskning" (`/{employerId}/manager/approval`: the runs waiting for approval and
 * the same run page, where only the approval steps act). The router (app/) nests these under the
 * sections and adds each run's payslip page. One module, one chunk.
 */

type SectionContext = { base: string };

export function PayrollSectionLayout() {
  const base = useResolvedPath('.').pathname;
  // minWidth 0: as a flex item the section may shrink to a phone's width.
  return (
    <Box data-testid="payroll-section" miw={0} maw="100%">
      <Suspense fallback={<PageLoader />}>
        <Outlet context={{ base } satisfies SectionContext} />
      </Suspense>
    </Box>
  );
}

export function PayrollListRoute() {
  const { t } = useTranslation('payroll');
  return (
    <Stack gap="md">
      <Title order={2}>{t('title')}</Title>
      <Text c="dimmed">{t('list.intro')}</Text>
      <RunList />
    </Stack>
  );
}

export function CreateRunRoute() {
  const { base } = useOutletContext<SectionContext>();
  const { t } = useTranslation('payroll');
  usePageTitle([t('create.title')]);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={base} size="sm">
        ← {t('create.back')}
      </Anchor>
      <Title order={2}>{t('create.title')}</Title>
      <PrivilegeGate privilege="PayrollBasis.Run" requiresWrite fallback="explain">
        <CreateRunForm />
      </PrivilegeGate>
    </Stack>
  );
}

export function RunRoute() {
  const { runId = '' } = useParams();
  const { base } = useOutletContext<SectionContext>();
  const { t } = useTranslation('payroll');
  return <RunPage key={runId} runId={runId} canEdit backTo={{ to: base, label: t('run.back') }} />;
}

export function ApprovalListRoute() {
  const { t } = useTranslation('payroll');
  return (
    <Stack gap="md">
      <Title order={2}>{t('approvalTitle')}</Title>
      <Text c="dimmed">{t('approvalList.intro')}</Text>
      <ApprovalRunList />
    </Stack>
  );
}

export function ApprovalRunRoute() {
  const { runId = '' } = useParams();
  const { base } = useOutletContext<SectionContext>();
  const { t } = useTranslation('payroll');
  return (
    <RunPage key={runId} runId={runId} canEdit={false} backTo={{ to: base, label: t('run.backApproval') }} />
  );
}
