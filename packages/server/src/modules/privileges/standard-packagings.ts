import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import type { ValueStream } from '@lonsam/domain/privileges/value-streams';

/**
 * The packagings and the customer every installation starts with. Fixed ids, so that tests,
 * demo links and the tenant-manager area (issue 8) can name them; names and contents are only
 * seeded once and then belong to the operators.
 */
export type StandardPackaging = {
  id: string;
  name: string;
  description: string;
  valueStreams: readonly ValueStream[];
};

/**
 * What an admin needs for the job every packaging is sold for — keep the employee register (add,
 * import, edit, end an employment), run and approve a payroll, report it — so each standard
 * packaging must grant all of it (docs/tenant-manager.md, "The standard packagings"). Lön Bas could
 * not add an employee until issue 15 moved Employee.Lifecycle.Create into CorePayroll.
 */
export const ADMIN_CORE_PRIVILEGES = [
  'Employee.Register',
  'Employee.BulkList',
  'Employee.Select',
  'Employee.Lifecycle.Create',
  'Employee.Lifecycle.Terminate',
  'Employee.PersonalData.Names',
  'Employee.PersonalData.PersonalIdentityNumber',
  'Employee.PersonalData.HomeAddress',
  'Employee.PersonalData.BankAccount',
  'Employee.PersonalData.TaxMethod',
  'Employee.EmploymentOverview',
  'Employee.EmploymentSettings.Payroll',
  'Employee.EmploymentSettings.Salary',
  'PayrollBasis.Run',
  'PayrollBasis.Approve.Complete',
  'ReportingAndCompliance.Payslip',
  'ReportingAndCompliance.TaxReport',
  'ReportingAndCompliance.Payment',
  'TenantManagement.CompanyInfo',
  'Users.Authorization.Admin',
] as const satisfies readonly PrivilegeId[];

const BASE: readonly ValueStream[] = ['CorePayroll', 'BasicEvents', 'EfficientSupport'];
const PLUS: readonly ValueStream[] = [
  ...BASE,
  'ReportsAndStatistics',
  'TravelAndExpense',
  'OnboardingEfficiency',
];
const COMPLETE: readonly ValueStream[] = [
  ...PLUS,
  'AdvancedAccounting',
  'AdvancedAdministration',
  'AdvancedIntegrations',
  'AdvancedEvents',
  'AdvancedReportsAndStatistics',
];

export const STANDARD_PACKAGINGS: readonly StandardPackaging[] = [
  {
    id: '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1a0001',
    name: 'Lön Bas',
    description:
      'Löneadministration för det lilla företaget: lönekörning, lönebesked, skatt och arbetsgivaravgifter, frånvaro och semester.',
    valueStreams: BASE,
  },
  {
    id: '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1a0002',
    name: 'Lön Plus',
    description:
      'Allt i Lön Bas samt rapporter och statistik, resor och utlägg och smidig introduktion av nyanställda.',
    valueStreams: PLUS,
  },
  {
    id: '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1a0003',
    name: 'Lön Komplett',
    description:
      'Allt i Lön Plus samt avancerad bokföring, administration, integrationer, händelser och avancerade rapporter.',
    valueStreams: COMPLETE,
  },
  {
    id: '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1a0004',
    name: 'HR Komplett',
    description: 'Hela lönen och personaladministrationen, med egna fält, grupper och behörighetsgrupper.',
    valueStreams: [...COMPLETE, 'CustomisedOrganisation'],
  },
];

export const STANDARD_CUSTOMER = {
  id: '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1ac001',
  name: 'Lönsam Direkt',
} as const;

export const [LON_BAS, LON_PLUS, LON_KOMPLETT, HR_KOMPLETT] = STANDARD_PACKAGINGS as [
  StandardPackaging,
  StandardPackaging,
  StandardPackaging,
  StandardPackaging,
];
