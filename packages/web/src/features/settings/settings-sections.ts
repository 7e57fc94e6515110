import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';

export type SettingsSection = {
  /** `/{employerId}/settings/{path}`; its screen is `sections/{path}/section.tsx` (export `SettingsSectionScreen`). */
  path: string;
  /** Shown when the role holds any of these; each form inside checks its own (read or write). */
  privileges: readonly PrivilegeId[];
  /** Keys in the `settings` namespace: `sections.{path}.title` and `sections.{path}.description`. */
  key: string;
};

/**
 * The company's settings, one section per group of `TenantManagement.*` privileges (spec §6), in
 * the order an administrator sets a company up: who it is, how it pays, how it books, what it pays.
 */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  {
    path: 'company',
    privileges: ['TenantManagement.CompanyInfo', 'TenantManagement.Address'],
    key: 'company',
  },
  { path: 'workplaces', privileges: ['TenantManagement.Workplace'], key: 'workplaces' },
  {
    path: 'payout',
    privileges: ['TenantManagement.PayoutSettings', 'TenantManagement.FileFormat'],
    key: 'payout',
  },
  {
    path: 'accounts',
    privileges: ['TenantManagement.ChartOfAccounts', 'TenantManagement.SocialFeeLiability'],
    key: 'accounts',
  },
  { path: 'voucher-series', privileges: ['TenantManagement.VoucherSeries'], key: 'voucherSeries' },
  { path: 'dimensions', privileges: ['TenantManagement.Dimensions'], key: 'dimensions' },
  { path: 'salary-types', privileges: ['TenantManagement.SalarySupplements'], key: 'salaryTypes' },
  {
    path: 'supplements',
    privileges: ['TenantManagement.SalarySupplements', 'TenantManagement.Standby'],
    key: 'supplements',
  },
  { path: 'holidays', privileges: ['TenantManagement.Holidays'], key: 'holidays' },
  { path: 'vacation', privileges: ['TenantManagement.Vacation'], key: 'vacation' },
  {
    path: 'travel',
    privileges: ['TenantManagement.TravelAllowances', 'TenantManagement.TravelMileage'],
    key: 'travel',
  },
  { path: 'pension', privileges: ['TenantManagement.Pension'], key: 'pension' },
  { path: 'time-banks', privileges: ['TenantManagement.TimeBanks'], key: 'timeBanks' },
  { path: 'custom-fields', privileges: ['TenantManagement.CustomFields'], key: 'customFields' },
  {
    path: 'event-templates',
    privileges: ['TenantManagement.EventTemplates', 'Employee.Events.Templates'],
    key: 'eventTemplates',
  },
  { path: 'event-groups', privileges: ['TenantManagement.EventGroups'], key: 'eventGroups' },
  // Issue 22: named groups of privileges given to the company's users (privilege-group mode).
  { path: 'privilege-groups', privileges: ['PrivilegeGroups'], key: 'privilegeGroups' },
  { path: 'process-history', privileges: ['TenantManagement.ProcessHistory'], key: 'processHistory' },
];

/**
 * Every privilege that opens some settings section: the admin navigation's "Inställningar" entry.
 * Kept in the domain package so features/roles may import it too; a test holds it equal to the sections'.
 */
export { SETTINGS_PRIVILEGES } from '@lonsam/domain/privileges/settings-privileges';

/** The registered section at `/{employerId}/settings/{path}`, if any. */
export function findSettingsSection(path: string | undefined): SettingsSection | undefined {
  return SETTINGS_SECTIONS.find((section) => section.path === path);
}
