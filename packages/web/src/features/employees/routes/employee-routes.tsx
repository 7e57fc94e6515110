import { hasPrivilege } from '@lonsam/domain/privileges/access-check';
import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useOutletContext, useParams, useResolvedPath } from 'react-router';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { PrivilegeGate } from '../../../ui/privileges/privilege-gate.tsx';
import { usePrivileges } from '../../../ui/privileges/privileges-context.tsx';
import { CreateEmployeeForm } from '../components/create-employee-form.tsx';
import { EmployeeList } from '../components/employee-list.tsx';
import { type BalancesTabContent, EmployeePage } from '../components/employee-page.tsx';
import { ImportEmployeesPage } from '../components/import-employees-page.tsx';
import { MyEmployeePage } from '../components/my-employee-page.tsx';

/*
 * The employee screens as route components of a role area's section (`…/employees`,
 * `…/manager/team`, `…/user/{employmentId}/me`). The area provides the employer scope and the
 * privileges; the router (app/) nests these under the section. One module, one chunk.
 */

type SectionContext = { base: string };

/** The section's frame: its address for links (`${base}/new`, `${base}/{id}`) and a loader for its pages. */
export function EmployeesSectionLayout() {
  const base = useResolvedPath('.').pathname;
  // minWidth 0: as a flex item the section may shrink to the screen; wide tables scroll inside.
  return (
    <Box data-testid="employees-section" miw={0} maw="100%">
      <Suspense fallback={<PageLoader />}>
        <Outlet context={{ base } satisfies SectionContext} />
      </Suspense>
    </Box>
  );
}

export function EmployeeListRoute() {
  const scope = useEmployerScope();
  const { base } = useOutletContext<SectionContext>();
  const { entries } = usePrivileges();
  const canCreate = hasPrivilege(entries, 'Employee.Lifecycle.Create', { requiresWrite: true });
  return <EmployeeList scope={scope} base={base} canCreate={canCreate} />;
}

// A role that may not add employees (an address typed or bookmarked) is told why, in Swedish,
// instead of getting a form that fails on save.
export function CreateEmployeeRoute() {
  const { base } = useOutletContext<SectionContext>();
  const scope = useEmployerScope();
  // Titled also for a role that gets the explanation: the tab says which page that is.
  const { t } = useTranslation('employees');
  usePageTitle([t('create.title')]);
  return (
    <PrivilegeGate privilege="Employee.Lifecycle.Create" requiresWrite fallback="explain">
      <CreateEmployeeForm scope={scope} base={base} />
    </PrivilegeGate>
  );
}

export function ImportEmployeesRoute() {
  const { base } = useOutletContext<SectionContext>();
  const scope = useEmployerScope();
  const { t } = useTranslation('employees');
  usePageTitle([t('import.title')]);
  return (
    <PrivilegeGate privilege="Employee.Lifecycle.Create" requiresWrite fallback="explain">
      <ImportEmployeesPage scope={scope} base={base} />
    </PrivilegeGate>
  );
}

/**
 * `balancesTab`: the balances feature's tab, and `canExportPersonalData` (the admin area), both
 * given by app/ (employee-route.tsx).
 */
export function EmployeeRoute({
  balancesTab,
  canExportPersonalData = false,
}: {
  balancesTab?: BalancesTabContent;
  canExportPersonalData?: boolean;
} = {}) {
  const { employeeId = '' } = useParams();
  const { base } = useOutletContext<SectionContext>();
  return (
    <EmployeePage
      key={employeeId}
      scope={useEmployerScope()}
      employeeId={employeeId}
      listPath={base}
      balancesTab={balancesTab}
      canExportPersonalData={canExportPersonalData}
    />
  );
}

export function MyEmployeeRoute() {
  return <MyEmployeePage scope={useEmployerScope()} />;
}
