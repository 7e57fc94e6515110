import { useRouteLoaderData } from 'react-router';
import { EmployeeBalancesTab } from '../../features/balances/routes/balance-routes.tsx';
import { EmployeeRoute } from '../../features/employees/routes/employee-routes.tsx';

/*
 * An employee's page with the balances tab: the employees feature leaves a place for it and the
 * balances feature fills it; features do not import each other, so the two meet here.
 */

const balancesTab = (employmentId: string) => <EmployeeBalancesTab employmentId={employmentId} />;

export function EmployeeWithBalancesRoute() {
  // Only an admin may export another person's data (the server's rule); the manager's team page has no button.
  const isAdminArea = useRouteLoaderData('area-admin') != null;
  return <EmployeeRoute balancesTab={balancesTab} canExportPersonalData={isAdminArea} />;
}
