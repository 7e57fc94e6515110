import type { PrivilegeId } from './catalogue.ts';

/**
 * Every privilege that opens a section of the company's settings (issue 16). Here rather than in the
 * web's settings registry because the admin navigation (features/roles) shows "Inställningar" for
 * any of them and may not import another feature; the registry's sections must use exactly these
 * (features/settings/settings-sections.test.ts).
 */
export const SETTINGS_PRIVILEGES = [
  'TenantManagement.CompanyInfo',
  'TenantManagement.Address',
  'TenantManagement.Workplace',
  'TenantManagement.PayoutSettings',
  'TenantManagement.FileFormat',
  'TenantManagement.ChartOfAccounts',
  'TenantManagement.SocialFeeLiability',
  'TenantManagement.VoucherSeries',
  'TenantManagement.Dimensions',
  'TenantManagement.SalarySupplements',
  'TenantManagement.Standby',
  'TenantManagement.Holidays',
  'TenantManagement.Vacation',
  'TenantManagement.TravelAllowances',
  'TenantManagement.TravelMileage',
  'TenantManagement.Pension',
  'TenantManagement.TimeBanks',
  'TenantManagement.CustomFields',
  'TenantManagement.EventTemplates',
  'Employee.Events.Templates',
  'TenantManagement.EventGroups',
  'TenantManagement.ProcessHistory',
  // Issue 22: the company's privilege groups are set up among the settings.
  'PrivilegeGroups',
] as const satisfies readonly PrivilegeId[];
