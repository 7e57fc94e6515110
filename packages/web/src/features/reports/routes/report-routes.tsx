import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { AgiScreen } from '../components/agi-screen.tsx';
import { ReportIndex } from '../components/report-index.tsx';

/*
 * The admin's "Rapporter" (`/{employerId}/reports`): an index of report links and each report as a
 * child route (`reports/agi`). The area provides the employer scope and the privileges; the router
 * (app/) nests this under the section. One module, one chunk.
 */

export function ReportsSectionLayout() {
  return (
    <Box miw={0} maw="100%">
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}

export function ReportIndexRoute() {
  return <ReportIndex />;
}

export function AgiRoute() {
  return <AgiScreen />;
}
