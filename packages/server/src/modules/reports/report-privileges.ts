import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';

/** Who reads each report (any of its privileges); its PDF asks the same. docs/reports.md. */
export const access = (privilege: readonly PrivilegeId[]) => ({
  employerAccess: { privilege, access: 'read' as const },
});
export const JOURNAL = ['ReportingAndCompliance.Accounting', 'ReportingAndCompliance.Payment'] as const;
export const TAXES = ['ReportingAndCompliance.TaxReport', 'ReportingAndCompliance.Payment'] as const;
// A manager reaches the cost and headcount views through Analys (Analytics.Standard), for the team.
export const COST = ['ReportingAndCompliance.StatisticsReports', 'Analytics.Standard'] as const;
export const HEADCOUNT = ['ReportingAndCompliance.PersonnelStatistics', 'Analytics.Standard'] as const;
// The 12-month comparisons are Analytics.Advanced's alone (issue 21): no report privilege reaches them.
export const ADVANCED_ANALYTICS = ['Analytics.Advanced'] as const;
export const DATA_EXPORT = ['ReportingAndCompliance.DataExport'] as const;
export const VACATION_LIABILITY = ['ReportingAndCompliance.VacationBalances'] as const;
export const PAY_DEBT = ['ReportingAndCompliance.PayDebt'] as const;
export const PENSION = ['ReportingAndCompliance.Pension'] as const;
