import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import type { Role } from '@lonsam/domain/privileges/roles';
import { SETTINGS_PRIVILEGES } from '@lonsam/domain/privileges/settings-privileges';

export type AreaSection = {
  /** Path segment under the area (`''` is the start page). */
  path: string;
  labelKey: string;
  /** Listed only when the role holds one of these. */
  privilege?: readonly PrivilegeId[];
  /** `false`: never in the menu, reached by its address only (the manager's settings say what the role lacks). */
  isListed?: false;
};

/** Each role area's navigation; entries without the role's privileges are left out. */
export const AREA_SECTIONS: Readonly<Record<Role, readonly AreaSection[]>> = {
  admin: [
    { path: '', labelKey: 'area.sections.start' },
    {
      path: 'employees',
      labelKey: 'area.sections.employees',
      privilege: ['Employee.Register', 'Employee.BulkList'],
    },
    { path: 'events', labelKey: 'area.sections.events', privilege: ['Employee.Events.List'] },
    {
      path: 'vacation-balances',
      labelKey: 'area.sections.vacationBalances',
      privilege: ['Controlling.BulkVacationBalance'],
    },
    { path: 'payroll', labelKey: 'area.sections.payroll', privilege: ['PayrollBasis.Run'] },
    {
      path: 'reports',
      labelKey: 'area.sections.reports',
      privilege: [
        'Analytics.Standard',
        'ReportingAndCompliance.StatisticsReports',
        'ReportingAndCompliance.TaxReport',
        'IngestionAndIntegrations.TaxAuthority',
        'ReportingAndCompliance.Accounting',
        'ReportingAndCompliance.Payment',
        'ReportingAndCompliance.PersonnelStatistics',
        'ReportingAndCompliance.DataExport',
      ],
    },
    { path: 'settings', labelKey: 'area.sections.settings', privilege: SETTINGS_PRIVILEGES },
    {
      path: 'users',
      labelKey: 'area.sections.users',
      privilege: ['Users.Authorization.User', 'Users.Authorization.Manager', 'Users.Authorization.Admin'],
    },
  ],
  manager: [
    { path: '', labelKey: 'area.sections.start' },
    { path: 'team', labelKey: 'area.sections.team', privilege: ['Employee.BulkList'] },
    {
      path: 'attestation',
      labelKey: 'area.sections.attestation',
      privilege: ['Employee.Events.Attestation'],
    },
    {
      path: 'approval',
      labelKey: 'area.sections.approval',
      privilege: ['PayrollBasis.Approve.First', 'PayrollBasis.Approve.Second'],
    },
    { path: 'analytics', labelKey: 'area.sections.analytics', privilege: ['Analytics.Standard'] },
    // The completed runs that paid the team, each with its team-only payout (issue 19).
    {
      path: 'payouts',
      labelKey: 'area.sections.payouts',
      privilege: ['ReportingAndCompliance.PayoutInsight'],
    },
    // The company's settings are the admin's (TenantManagement.* is admin-only): a manager who
    // follows a settings link sees which privileges the role lacks, not a missing page.
    { path: 'settings', labelKey: 'area.sections.settings', isListed: false },
  ],
  user: [
    { path: '', labelKey: 'area.sections.start' },
    {
      path: 'me',
      labelKey: 'area.sections.me',
      privilege: ['Employee.PersonalData.Names', 'Employee.EmploymentOverview'],
    },
    { path: 'payslips', labelKey: 'area.sections.payslips', privilege: ['ReportingAndCompliance.Payslip'] },
    {
      path: 'report',
      labelKey: 'area.sections.report',
      privilege: [
        'Employee.Events.Report.Absence',
        'Employee.Events.Report.Transactions',
        'Employee.Events.Report.Travel',
        'Employee.Events.Report.Balances',
        'Employee.Events.Report.ReadyMarker',
      ],
    },
    { path: 'balances', labelKey: 'area.sections.balances', privilege: ['Employee.Balances.Summary'] },
  ],
};

/** `/{employerId}`, `/{employerId}/manager`, `/{employerId}/user/{employmentId}`. */
export function getAreaBasePath(employerId: string, role: Role, employmentId: string | undefined): string {
  if (role === 'admin') return `/${employerId}`;
  if (role === 'manager') return `/${employerId}/manager`;
  return `/${employerId}/user/${employmentId ?? 'self'}`;
}
