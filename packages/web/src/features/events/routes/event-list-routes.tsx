import { EVENT_KIND_PRIVILEGES } from '@lonsam/domain/events/event-schema';
import { hasPrivilege } from '@lonsam/domain/privileges/access-check';
import { Anchor, Box, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useOutletContext, useParams, useResolvedPath } from 'react-router';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { PrivilegeGate } from '../../../ui/privileges/privilege-gate.tsx';
import { usePrivileges } from '../../../ui/privileges/privileges-context.tsx';
import { EventList } from '../admin-list/event-list.tsx';
import { ReportForSomeone } from '../admin-list/report-for-someone.tsx';
import { reportEmployeesQueryOptions } from '../api/list-report-employees.ts';
import { EventReportScreen } from '../report/event-report-screen.tsx';

/*
 * The admin's events (`/{employerId}/events`): every event of the company with filters and CSV
 * export, attestation from the list, and reporting on behalf of anyone
 * (`/{employerId}/events/report/{employmentId}`, the employee's own report screen).
 */

type SectionContext = { base: string };

const REPORT_PRIVILEGES = Object.values(EVENT_KIND_PRIVILEGES);

export function EventListSectionLayout() {
  const base = useResolvedPath('.').pathname;
  return (
    <Box data-testid="event-list-section" miw={0} maw="100%">
      <Suspense fallback={<PageLoader />}>
        <Outlet context={{ base } satisfies SectionContext} />
      </Suspense>
    </Box>
  );
}

export function EventListRoute() {
  const { base } = useOutletContext<SectionContext>();
  const scope = useEmployerScope();
  const { t } = useTranslation('transaction');
  const { entries } = usePrivileges();
  const canDecide = hasPrivilege(entries, 'Employee.Events.Attestation', { requiresWrite: true });
  const canReport = hasPrivilege(entries, REPORT_PRIVILEGES, { requiresWrite: true });
  const canFilterCostCentre = hasPrivilege(entries, 'Employee.EmploymentOverview');
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2}>{t('eventList.title')}</Title>
        {canReport && <ReportForSomeone scope={scope} reportBase={`${base}/report`} />}
      </Group>
      <EventList scope={scope} canDecide={canDecide} canFilterCostCentre={canFilterCostCentre} />
    </Stack>
  );
}

export function EventListReportRoute() {
  const { reportEmploymentId = '' } = useParams();
  const { base } = useOutletContext<SectionContext>();
  const scope = useEmployerScope();
  const { t } = useTranslation('transaction');
  const employees = useQuery(reportEmployeesQueryOptions(scope)).data ?? [];
  const name = employees.find((employee) => employee.employmentId === reportEmploymentId)?.name;
  usePageTitle([name ? t('attestation.reportFor', { name }) : t('attestation.reportForSomeone')]);
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={base} size="sm">
        ← {t('eventList.backToList')}
      </Anchor>
      <PrivilegeGate privilege={REPORT_PRIVILEGES} fallback="explain">
        <EventReportScreen key={reportEmploymentId} employmentId={reportEmploymentId} />
      </PrivilegeGate>
    </Stack>
  );
}
