import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, useParams } from 'react-router';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { EventReportScreen } from '../report/event-report-screen.tsx';

/*
 * The employee's own reporting (`/{employerId}/user/{employmentId}/report`): the month's calendar,
 * events and ready marker of the user area's employment. The area provides the employer scope and
 * the privileges (the section is behind Employee.Events.Report.*); the router (app/) nests this
 * under the section. One module, one chunk.
 */

export function ReportSectionLayout() {
  // minWidth 0: as a flex item the section may shrink to a phone's width.
  return (
    <Box data-testid="report-section" miw={0} maw="100%">
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}

export function ReportRoute() {
  const { employmentId = '' } = useParams();
  return <EventReportScreen key={employmentId} employmentId={employmentId} />;
}
