import { hasPrivilege } from '@lonsam/domain/privileges/access-check';
import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { usePrivileges } from '../../privileges/components/privileges-context.tsx';
import { CreateEmployeeForm } from '../components/create-employee-form.tsx';
import { EmployeeList } from '../components/employee-list.tsx';
import { EmployeePage } from '../components/employee-page.tsx';
import { ImportEmployeesPage } from '../components/import-employees-page.tsx';
import { MyEmployeePage } from '../components/my-employee-page.tsx';

export type EmployeesSectionProps = {
  employerId: string;
  /** The section's address, e.g. `/{employerId}/employees` or `/{employerId}/manager/team`. */
  base: string;
  /** What follows the section in the path: `''`, `new` or an employee id. */
  rest: string;
  /** `me`: the user's own page; `register`: the list and pages of admins and managers. */
  mode: 'register' | 'me';
};

/** The employee screens inside a role area (loaded as its own chunk by the role area). */
export function EmployeesSection({ employerId, base, rest, mode }: EmployeesSectionProps) {
  const { entries } = usePrivileges();
  const [first = ''] = rest.split('/').filter(Boolean);
  let content: React.ReactNode;
  if (mode === 'me') content = <MyEmployeePage employerId={employerId} />;
  else if (first === 'new') content = <CreateEmployeeForm employerId={employerId} base={base} />;
  else if (first === 'import') content = <ImportEmployeesPage employerId={employerId} base={base} />;
  else if (first) content = <EmployeePage key={first} employerId={employerId} employeeId={first} />;
  else {
    const canCreate = hasPrivilege(entries, 'Employee.Lifecycle.Create', { requiresWrite: true });
    content = <EmployeeList employerId={employerId} base={base} canCreate={canCreate} />;
  }
  // minWidth 0: as a flex item the section may shrink to the screen; wide tables scroll inside.
  return (
    <Box data-testid="employees-section" miw={0} maw="100%">
      <Suspense fallback={<PageLoader />}>{content}</Suspense>
    </Box>
  );
}

export default EmployeesSection;
