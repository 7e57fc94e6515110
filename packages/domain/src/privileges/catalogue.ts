import type { Role } from './roles.ts';
import type { ValueStream } from './value-streams.ts';

/**
 * The privilege catalogue of spec §6 as typed data. Ids are dotted paths, PascalCase segments,
 * from area to leaf (`Employee.PersonalData.BankAccount`); the server keys routes and the web
 * gates screens on them, so an id is never renamed, only added or retired. See docs/domain.md.
 */

/** U = user, M = manager, A = admin: the roles a system privilege supports. */
type RoleCode = 'U' | 'M' | 'A' | 'UM' | 'UA' | 'MA' | 'UMA';

export interface PrivilegeDefinition<Id extends string = string> {
  id: Id;
  valueStream: ValueStream;
  /** Swedish description shown in the tenant-manager tables. */
  description: string;
  supportedRoles: readonly Role[];
}

function definePrivilege<const Id extends string>(
  id: Id,
  valueStream: ValueStream,
  roles: RoleCode,
  description: string,
): PrivilegeDefinition<Id> {
  const supportedRoles: Role[] = [];
  if (roles.includes('U')) supportedRoles.push('user');
  if (roles.includes('M')) supportedRoles.push('manager');
  if (roles.includes('A')) supportedRoles.push('admin');
  return { id, valueStream, description, supportedRoles };
}

const p = definePrivilege;

export const PRIVILEGE_CATALOGUE = [
  // Analytics (two kinds)
  p('Analytics.Standard', 'ReportsAndStatistics', 'MA', 'Analys: standardrapporter och nyckeltal'),
  p('Analytics.Advanced', 'AdvancedReportsAndStatistics', 'MA', 'Analys: avancerade analyser och egna urval'),

  // Employee
  p('Employee.BulkList', 'CorePayroll', 'MA', 'Anställda: lista och massuppdatera'),
  p('Employee.Register', 'CorePayroll', 'MA', 'Anställda: personalregister'),
  p('Employee.Select', 'CorePayroll', 'MA', 'Anställda: välja anställd'),
  p(
    'Employee.PersonalData.BankAccount',
    'CorePayroll',
    'UMA',
    'Personuppgifter: bankkonto för löneutbetalning',
  ),
  p('Employee.PersonalData.BirthDate', 'CorePayroll', 'UMA', 'Personuppgifter: födelsedatum'),
  p('Employee.PersonalData.Email', 'CorePayroll', 'UMA', 'Personuppgifter: e-postadress'),
  p('Employee.PersonalData.HomeAddress', 'CorePayroll', 'UMA', 'Personuppgifter: hemadress'),
  p('Employee.PersonalData.Names', 'CorePayroll', 'UMA', 'Personuppgifter: för- och efternamn'),
  p('Employee.PersonalData.PersonalIdentityNumber', 'CorePayroll', 'UMA', 'Personuppgifter: personnummer'),
  p('Employee.PersonalData.Phone', 'CorePayroll', 'UMA', 'Personuppgifter: telefonnummer'),
  p('Employee.PersonalData.TaxMethod', 'CorePayroll', 'UA', 'Personuppgifter: skattetabell och skattemetod'),
  p('Employee.PersonalData.AdjustmentPeriod', 'CorePayroll', 'UA', 'Personuppgifter: jämkningsperiod'),
  p('Employee.PersonalData.GrowthSupport', 'CorePayroll', 'A', 'Personuppgifter: växa-stöd'),
  p('Employee.EmploymentOverview', 'CorePayroll', 'UMA', 'Anställningsöversikt'),
  p('Employee.Balances.Summary', 'BasicEvents', 'UMA', 'Saldon: sammanställning'),
  p('Employee.Balances.Details.ChildCare', 'BasicEvents', 'UMA', 'Saldon: vård av barn'),
  p('Employee.Balances.Details.CompTime', 'AdvancedEvents', 'UMA', 'Saldon: kompensationsledighet'),
  p('Employee.Balances.Details.FlexTime', 'AdvancedEvents', 'UMA', 'Saldon: flextid'),
  p('Employee.Balances.Details.Income', 'CorePayroll', 'UMA', 'Saldon: inkomster hittills i år'),
  p('Employee.Balances.Details.Parental', 'BasicEvents', 'UMA', 'Saldon: föräldraledighet'),
  p('Employee.Balances.Details.TimeBanks', 'AdvancedEvents', 'UMA', 'Saldon: tidbanker'),
  p('Employee.Balances.Details.Vacation', 'BasicEvents', 'UMA', 'Saldon: semester'),
  p('Employee.Balances.Details.WellnessGrant', 'TravelAndExpense', 'UMA', 'Saldon: friskvårdsbidrag'),
  p('Employee.Balances.Details.WorkTimeReduction', 'AdvancedEvents', 'UMA', 'Saldon: arbetstidsförkortning'),
  p('Employee.Lifecycle.Archive', 'AdvancedAdministration', 'A', 'Anställningens livscykel: arkivera'),
  p(
    'Employee.Lifecycle.Create',
    // Core: a packaging that cannot add an employee cannot run a payroll (issue 15).
    'CorePayroll',
    'A',
    'Anställningens livscykel: lägga upp ny anställd',
  ),
  p(
    'Employee.Lifecycle.Restore',
    'AdvancedAdministration',
    'A',
    'Anställningens livscykel: återställa arkiverad',
  ),
  p('Employee.Lifecycle.Terminate', 'CorePayroll', 'A', 'Anställningens livscykel: avsluta anställning'),
  p(
    'Employee.EmploymentSettings.Accounting',
    'AdvancedAccounting',
    'A',
    'Anställningsinställningar: kontering',
  ),
  p(
    'Employee.EmploymentSettings.PresenceAndAbsence',
    'BasicEvents',
    'MA',
    'Anställningsinställningar: närvaro och frånvaro',
  ),
  p(
    'Employee.EmploymentSettings.DataFields',
    'CustomisedOrganisation',
    'A',
    'Anställningsinställningar: egna datafält',
  ),
  p(
    'Employee.EmploymentSettings.Groups',
    'CustomisedOrganisation',
    'A',
    'Anställningsinställningar: grupper',
  ),
  p('Employee.EmploymentSettings.BenefitCar', 'CorePayroll', 'A', 'Anställningsinställningar: förmånsbil'),
  p(
    'Employee.EmploymentSettings.Payroll',
    'CorePayroll',
    'A',
    'Anställningsinställningar: lön och löneperiod',
  ),
  p('Employee.EmploymentSettings.Pension', 'CorePayroll', 'A', 'Anställningsinställningar: pension'),
  p('Employee.EmploymentSettings.Salary', 'CorePayroll', 'A', 'Anställningsinställningar: grundlön'),
  p('Employee.EmploymentSettings.Schedule', 'BasicEvents', 'MA', 'Anställningsinställningar: schema'),
  p(
    'Employee.EmploymentSettings.WellnessGrant',
    'TravelAndExpense',
    'A',
    'Anställningsinställningar: friskvårdsbidrag',
  ),
  p(
    'Employee.EmploymentSettings.Manager',
    'CustomisedOrganisation',
    'A',
    'Anställningsinställningar: närmaste chef',
  ),
  p(
    'Employee.EmploymentSettings.CustomExpression',
    'CustomisedOrganisation',
    'A',
    'Anställningsinställningar: egna uttryck',
  ),
  p('Employee.Events.Attestation', 'AdvancedEvents', 'MA', 'Händelser: attestera'),
  p('Employee.Events.List', 'BasicEvents', 'UMA', 'Händelser: lista'),
  p('Employee.Events.Templates', 'AdvancedEvents', 'A', 'Händelser: mallar'),
  p('Employee.Events.Report.Balances', 'BasicEvents', 'UMA', 'Rapportera: saldohändelser'),
  p('Employee.Events.Report.Absence', 'BasicEvents', 'UMA', 'Rapportera: frånvaro'),
  p(
    'Employee.Events.Report.Transactions',
    'BasicEvents',
    'UMA',
    'Rapportera: transaktioner (tillägg och avdrag)',
  ),
  p('Employee.Events.Report.Travel', 'TravelAndExpense', 'UMA', 'Rapportera: resor och utlägg'),
  p('Employee.Events.Report.ReadyMarker', 'AdvancedEvents', 'UMA', 'Rapportera: klarmarkera perioden'),

  // Ingestion and integrations
  p('IngestionAndIntegrations.FileImport', 'OnboardingEfficiency', 'A', 'Import: filimport'),
  p('IngestionAndIntegrations.HrSystems', 'AdvancedIntegrations', 'A', 'Integrationer: HR-system'),
  p('IngestionAndIntegrations.Certificate', 'AdvancedIntegrations', 'A', 'Integrationer: certifikat'),
  p(
    'IngestionAndIntegrations.DigitalMailbox',
    'AdvancedIntegrations',
    'A',
    'Integrationer: digital brevlåda för lönebesked',
  ),
  p('IngestionAndIntegrations.TaxAuthority', 'AdvancedIntegrations', 'A', 'Integrationer: Skatteverket'),
  p(
    'IngestionAndIntegrations.EmployersOrganisation',
    'AdvancedIntegrations',
    'A',
    'Integrationer: arbetsgivarorganisation',
  ),

  // Me
  p('Me.ApiAccess', 'AdvancedIntegrations', 'UMA', 'API-åtkomst för den egna användaren'),

  // Payroll basis (the approval and abort steps are separate privileges)
  p('PayrollBasis.View.Completed', 'CorePayroll', 'MA', 'Löneunderlag: visa slutförda'),
  p('PayrollBasis.View.Preliminary', 'CorePayroll', 'MA', 'Löneunderlag: visa preliminära'),
  p('PayrollBasis.Run', 'CorePayroll', 'A', 'Löneunderlag: köra lön'),
  p('PayrollBasis.Attendance', 'BasicEvents', 'MA', 'Löneunderlag: visa närvaro'),
  p('PayrollBasis.Approve.First', 'CorePayroll', 'MA', 'Löneunderlag: första godkännandet'),
  p('PayrollBasis.Approve.Second', 'CorePayroll', 'MA', 'Löneunderlag: andra godkännandet'),
  p('PayrollBasis.Approve.Complete', 'CorePayroll', 'A', 'Löneunderlag: slutgodkänna'),
  p('PayrollBasis.Abort.First', 'CorePayroll', 'MA', 'Löneunderlag: avbryta första godkännandet'),
  p('PayrollBasis.Abort.Second', 'CorePayroll', 'MA', 'Löneunderlag: avbryta andra godkännandet'),
  p('PayrollBasis.Abort.Complete', 'CorePayroll', 'A', 'Löneunderlag: avbryta slutgodkännandet'),

  // Controlling
  p(
    'Controlling.BulkVacationBalance',
    'AdvancedAdministration',
    'A',
    'Kontroll: massuppdatera semestersaldon',
  ),
  p('Controlling.TenantApprovals', 'AdvancedAdministration', 'MA', 'Kontroll: godkännanden i hela företaget'),

  // Reporting and compliance
  p('ReportingAndCompliance.Accounting', 'CorePayroll', 'A', 'Rapporter: bokföringsorder (SIE)'),
  p('ReportingAndCompliance.DataExport', 'AdvancedReportsAndStatistics', 'A', 'Rapporter: dataexport'),
  p('ReportingAndCompliance.PayDebt', 'CorePayroll', 'A', 'Rapporter: löneskuld'),
  p('ReportingAndCompliance.BankFile.BankgirotSalaries', 'CorePayroll', 'A', 'Bankfil: Bankgirot Löner'),
  p(
    'ReportingAndCompliance.BankFile.BankgirotSupplierPayments',
    'CorePayroll',
    'A',
    'Bankfil: Bankgirot Leverantörsbetalningar',
  ),
  p(
    'ReportingAndCompliance.BankFile.Iso20022',
    'CorePayroll',
    'A',
    'Bankfil: ISO 20022 pain.001 enligt bankens anvisning',
  ),
  p(
    'ReportingAndCompliance.BankFile.Iso20022Generic',
    'AdvancedIntegrations',
    'A',
    'Bankfil: generisk ISO 20022 pain.001 (IBAN)',
  ),
  p('ReportingAndCompliance.Payslip', 'CorePayroll', 'UMA', 'Rapporter: lönebesked'),
  p('ReportingAndCompliance.Payment', 'CorePayroll', 'A', 'Rapporter: utbetalningslista'),
  p('ReportingAndCompliance.PayoutInsight', 'ReportsAndStatistics', 'MA', 'Rapporter: insyn i utbetalningar'),
  p('ReportingAndCompliance.Pension', 'CorePayroll', 'A', 'Rapporter: pensionsunderlag'),
  p(
    'ReportingAndCompliance.StatisticsReports',
    'ReportsAndStatistics',
    'A',
    'Rapporter: statistikrapporter (SCB m.fl.)',
  ),
  p('ReportingAndCompliance.TaxReport', 'CorePayroll', 'A', 'Rapporter: arbetsgivardeklaration (AGI)'),
  p('ReportingAndCompliance.VacationBalances', 'ReportsAndStatistics', 'MA', 'Rapporter: semestersaldon'),
  p('ReportingAndCompliance.Attendance', 'ReportsAndStatistics', 'MA', 'Rapporter: närvaro'),
  p(
    'ReportingAndCompliance.PersonnelStatistics',
    'AdvancedReportsAndStatistics',
    'MA',
    'Rapporter: personalstatistik',
  ),

  // Tenant management (the employer's own settings)
  p('TenantManagement.ChartOfAccounts', 'CorePayroll', 'A', 'Företagsinställningar: kontoplan'),
  p(
    'TenantManagement.Dimensions',
    'AdvancedAccounting',
    'A',
    'Företagsinställningar: dimensioner (kostnadsställen, projekt)',
  ),
  p(
    'TenantManagement.SocialFeeLiability',
    'AdvancedAccounting',
    'A',
    'Företagsinställningar: upplupna sociala avgifter',
  ),
  p(
    'TenantManagement.VoucherSeries',
    'AdvancedAccounting',
    'A',
    'Företagsinställningar: verifikationsserier',
  ),
  p('TenantManagement.Vacation', 'CorePayroll', 'A', 'Företagsinställningar: semesterregler'),
  p('TenantManagement.Holidays', 'BasicEvents', 'A', 'Företagsinställningar: helgdagar'),
  p('TenantManagement.Standby', 'AdvancedEvents', 'A', 'Företagsinställningar: beredskap'),
  p('TenantManagement.TimeBanks', 'AdvancedEvents', 'A', 'Företagsinställningar: tidbanker'),
  p('TenantManagement.CompanyInfo', 'CorePayroll', 'A', 'Företagsinställningar: företagsuppgifter'),
  p('TenantManagement.Address', 'CorePayroll', 'A', 'Företagsinställningar: adress'),
  p('TenantManagement.Workplace', 'CorePayroll', 'A', 'Företagsinställningar: arbetsställen'),
  p('TenantManagement.CustomFields', 'CustomisedOrganisation', 'A', 'Företagsinställningar: egna fält'),
  p('TenantManagement.EventTemplates', 'AdvancedEvents', 'A', 'Företagsinställningar: händelsemallar'),
  p('TenantManagement.EventGroups', 'AdvancedEvents', 'A', 'Företagsinställningar: händelsegrupper'),
  p('TenantManagement.FileFormat', 'AdvancedIntegrations', 'A', 'Företagsinställningar: filformat'),
  p('TenantManagement.Integrations', 'AdvancedIntegrations', 'A', 'Företagsinställningar: integrationer'),
  p(
    'TenantManagement.PayoutSettings',
    'CorePayroll',
    'A',
    'Företagsinställningar: utbetalning (bank och datum)',
  ),
  p('TenantManagement.Pension', 'CorePayroll', 'A', 'Företagsinställningar: pension'),
  p(
    'TenantManagement.ProcessHistory',
    'AdvancedAdministration',
    'A',
    'Företagsinställningar: processhistorik',
  ),
  p(
    'TenantManagement.ReportBundle',
    'AdvancedReportsAndStatistics',
    'A',
    'Företagsinställningar: rapportpaket',
  ),
  p(
    'TenantManagement.SalarySupplements',
    'CorePayroll',
    'A',
    'Företagsinställningar: lönetillägg (OB, övertid)',
  ),
  p('TenantManagement.TravelMileage', 'TravelAndExpense', 'A', 'Företagsinställningar: milersättning'),
  p('TenantManagement.TravelAllowances', 'TravelAndExpense', 'A', 'Företagsinställningar: traktamenten'),

  // Tenant roles and access
  p('Users.Authorization.User', 'CorePayroll', 'A', 'Behörighet: ge rollen anställd'),
  p('Users.Authorization.Manager', 'CorePayroll', 'A', 'Behörighet: ge rollen chef'),
  p('Users.Authorization.Admin', 'CorePayroll', 'A', 'Behörighet: ge rollen administratör'),
  p('SupportAccess', 'EfficientSupport', 'A', 'Ge supporten tillfällig åtkomst till företaget'),
  p('PrivilegeGroups', 'CustomisedOrganisation', 'A', 'Behörighetsgrupper'),
  p('EmploymentAccessGroups', 'CustomisedOrganisation', 'A', 'Åtkomstgrupper för anställningar'),
  p('Authentication', 'AdvancedAdministration', 'A', 'Inloggningsinställningar (e-legitimation, lösenord)'),
] as const;

export type PrivilegeId = (typeof PRIVILEGE_CATALOGUE)[number]['id'];

export const PRIVILEGE_IDS: readonly PrivilegeId[] = PRIVILEGE_CATALOGUE.map((privilege) => privilege.id);

const privilegesById: ReadonlyMap<string, PrivilegeDefinition<PrivilegeId>> = new Map(
  PRIVILEGE_CATALOGUE.map((privilege) => [privilege.id, privilege]),
);

export function isPrivilegeId(value: string): value is PrivilegeId {
  return privilegesById.has(value);
}

export function findPrivilege(id: string): PrivilegeDefinition<PrivilegeId> | undefined {
  return privilegesById.get(id);
}

/** Every privilege in a branch: `Employee.PersonalData` or a leaf id itself. */
export function listPrivilegesUnder(prefix: string): PrivilegeDefinition<PrivilegeId>[] {
  return PRIVILEGE_CATALOGUE.filter(
    (privilege) => privilege.id === prefix || privilege.id.startsWith(`${prefix}.`),
  );
}

export function listPrivilegesByValueStream(valueStream: ValueStream): PrivilegeDefinition<PrivilegeId>[] {
  return PRIVILEGE_CATALOGUE.filter((privilege) => privilege.valueStream === valueStream);
}

/** `System privilege does not support user-role` (likewise manager, admin), or undefined. */
export function getRoleSupportError(id: string, role: Role): string | undefined {
  const privilege = findPrivilege(id);
  if (!privilege) return `Unknown privilege: ${id}`;
  return privilege.supportedRoles.includes(role)
    ? undefined
    : `System privilege does not support ${role}-role`;
}
