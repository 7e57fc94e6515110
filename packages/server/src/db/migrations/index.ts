import type { Migration } from 'kysely/migration';
import * as appMeta from './0001-app-meta.ts';
import * as identity from './0002-identity.ts';
import * as session from './0003-session.ts';
import * as auditEvent from './0004-audit-event.ts';
import * as rateLimitEvent from './0005-rate-limit-event.ts';
import * as signupCode from './0006-signup-code.ts';
import * as passwordReset from './0007-password-reset.ts';
import * as devMail from './0008-dev-mail.ts';
import * as bankid from './0010-bankid.ts';
import * as packaging from './0020-packaging.ts';
import * as employer from './0021-employer.ts';
import * as employee from './0022-employee.ts';
import * as tenantManager from './0030-tenant-manager.ts';
import * as employeeRegister from './0040-employee-register.ts';
import * as employeeCurrentEmployment from './0041-employee-current-employment.ts';
import * as employeeListIndexes from './0050-employee-list-indexes.ts';
import * as changeNotifications from './0051-change-notifications.ts';
import * as embeddedSearchIndexes from './0052-embedded-search-indexes.ts';
import * as attemptCounter from './0053-attempt-counter.ts';
import * as jobProgress from './0054-job-progress.ts';
import * as bulkCurrentEmployment from './0055-bulk-current-employment.ts';
import * as corePrivilegesInStandardPackagings from './0056-core-privileges-in-standard-packagings.ts';
import * as customerDefaultPackaging from './0057-customer-default-packaging.ts';
import * as employerSetting from './0058-employer-setting.ts';
import * as workplace from './0059-workplace.ts';
import * as dimensionObject from './0060-dimension-object.ts';
import * as salaryTypes from './0062-salary-types.ts';
import * as identityLinks from './0064-identity-links.ts';
import * as auditEventEmployer from './0065-audit-event-employer.ts';
import * as events from './0066-events.ts';
import * as payrollRuns from './0067-payroll-runs.ts';
import * as users from './0068-users.ts';
import * as privilegeGroups from './0069-privilege-groups.ts';
import * as apiTokens from './0070-api-tokens.ts';
import * as agiBankFiles from './0071-agi-bank-files.ts';
import * as salaryVouchers from './0072-salary-vouchers.ts';
import * as auditEventApiToken from './0080-audit-event-api-token.ts';
import * as vacationYearEnd from './0081-vacation-year-end.ts';
import * as payslipLineCorrects from './0082-payslip-line-corrects.ts';
import * as vacationAccrualVouchers from './0083-vacation-accrual-vouchers.ts';
import * as entryChangeNotifications from './0084-entry-change-notifications.ts';
import * as payslipVacationSums from './0085-payslip-vacation-sums.ts';
import * as demoHistoryJob from './0087-demo-history-job.ts';
import * as payslipDimensions from './0088-payslip-dimensions.ts';
import * as payslipCompositeKeys from './0089-payslip-composite-keys.ts';
import * as payslipInsertCost from './0090-payslip-insert-cost.ts';
import * as vacationSumsAtCompletion from './0091-vacation-sums-at-completion.ts';
import * as payslipLineKey from './0092-payslip-line-key.ts';

/**
 * Every migration, in order. Forward only: a migration has `up` and never `down`; a fix is a new
 * migration. Listed statically so that no directory scan depends on the working directory.
 */
export const migrations: Record<string, Migration> = {
  '0001-app-meta': appMeta,
  '0002-identity': identity,
  '0003-session': session,
  '0004-audit-event': auditEvent,
  '0005-rate-limit-event': rateLimitEvent,
  '0006-signup-code': signupCode,
  '0007-password-reset': passwordReset,
  '0008-dev-mail': devMail,
  '0010-bankid': bankid,
  '0020-packaging': packaging,
  '0021-employer': employer,
  '0022-employee': employee,
  '0030-tenant-manager': tenantManager,
  '0040-employee-register': employeeRegister,
  '0041-employee-current-employment': employeeCurrentEmployment,
  '0050-employee-list-indexes': employeeListIndexes,
  '0051-change-notifications': changeNotifications,
  '0052-embedded-search-indexes': embeddedSearchIndexes,
  '0053-attempt-counter': attemptCounter,
  '0054-job-progress': jobProgress,
  '0055-bulk-current-employment': bulkCurrentEmployment,
  '0056-core-privileges-in-standard-packagings': corePrivilegesInStandardPackagings,
  '0057-customer-default-packaging': customerDefaultPackaging,
  '0058-employer-setting': employerSetting,
  '0059-workplace': workplace,
  '0060-dimension-object': dimensionObject,
  '0062-salary-types': salaryTypes,
  '0064-identity-links': identityLinks,
  '0065-audit-event-employer': auditEventEmployer,
  '0066-events': events,
  '0067-payroll-runs': payrollRuns,
  '0068-users': users,
  '0069-privilege-groups': privilegeGroups,
  '0070-api-tokens': apiTokens,
  '0071-agi-bank-files': agiBankFiles,
  '0072-salary-vouchers': salaryVouchers,
  '0080-audit-event-api-token': auditEventApiToken,
  '0081-vacation-year-end': vacationYearEnd,
  '0082-payslip-line-corrects': payslipLineCorrects,
  '0083-vacation-accrual-vouchers': vacationAccrualVouchers,
  '0084-entry-change-notifications': entryChangeNotifications,
  '0085-payslip-vacation-sums': payslipVacationSums,
  '0087-demo-history-job': demoHistoryJob,
  '0088-payslip-dimensions': payslipDimensions,
  '0089-payslip-composite-keys': payslipCompositeKeys,
  '0090-payslip-insert-cost': payslipInsertCost,
  '0091-vacation-sums-at-completion': vacationSumsAtCompletion,
  '0092-payslip-line-key': payslipLineKey,
};
