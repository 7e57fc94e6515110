import { useEmployerScope } from '../../../../lib/employer-scope.tsx';
import { PrivilegeGate } from '../../../../ui/privileges/privilege-gate.tsx';
import { SalaryTypeCatalogue } from './salary-type-catalogue.tsx';
import { SALARY_TYPES_PRIVILEGE } from './salary-types-privilege.ts';

/** /{employerId}/settings/salary-types: the company's catalogue of lönearter. */
export function SettingsSectionScreen() {
  const scope = useEmployerScope();
  return (
    <PrivilegeGate privilege={SALARY_TYPES_PRIVILEGE} fallback="explain">
      <SalaryTypeCatalogue scope={scope} />
    </PrivilegeGate>
  );
}
