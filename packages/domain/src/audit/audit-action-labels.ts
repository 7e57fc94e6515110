/**
 * What each audit action means, in Swedish, for the company's process history (Processhistorik) and
 * its CSV export. Keyed by the server's audit actions (server/src/audit/audit-events.ts); a server test
 * fails when an action has no label here or in the web's `settings-history` texts.
 */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  'identity.created-by-email': 'Konto skapat med e-post',
  'identity.created-by-bankid': 'Konto skapat med BankID',
  'identity.password-reset': 'Lösenord återställt',
  'identity.bankid-linked': 'BankID kopplat till kontot',
  'identity.email-linked': 'E-post och lösenord tillagda i kontot',
  'employer.created': 'Företaget skapat',
  'employer.renamed': 'Företagsnamn ändrat',
  'employer.vacation-year-end-started': 'Stängning av semesteråret startad',
  'employee.created': 'Anställd tillagd',
  'employee.updated': 'Anställds uppgifter ändrade',
  'employee.archived': 'Anställd arkiverad',
  'employee.restored': 'Anställd återställd från arkivet',
  'employee.terminated': 'Anställning avslutad',
  'employee.opening-balances-set': 'Ingående saldon ändrade',
  'employee.vacation-year-closed': 'Semesteråret stängt',
  'employee.personal-data-exported': 'Personuppgifter exporterade',
  'employment.created': 'Anställning tillagd',
  'employment.updated': 'Anställning ändrad',
  'salary-row.added': 'Ny lön tillagd',
  'tenant-manager.operator-added': 'Operatör tillagd',
  'tenant-packaging.activated': 'Paket aktiverat',
  'packaging-privilege.updated': 'Paketets behörigheter ändrade',
  'workplace.created': 'Arbetsställe tillagt',
  'workplace.updated': 'Arbetsställe ändrat',
  'workplace.archived': 'Arbetsställe arkiverat',
  'workplace.restored': 'Arbetsställe återställt',
  'dimension-object.created': 'Kostnadsställe eller projekt tillagt',
  'dimension-object.updated': 'Kostnadsställe eller projekt ändrat',
  'dimension-object.deleted': 'Kostnadsställe eller projekt borttaget',
  'salary-type.created': 'Löneart tillagd',
  'salary-type.updated': 'Löneart ändrad',
  'salary-type.version-added': 'Ny version av löneart',
  'settings.updated': 'Inställningar ändrade',
  'event.reported': 'Händelse rapporterad',
  'event.updated': 'Händelse ändrad',
  'event.deleted': 'Händelse borttagen',
  'event.attested': 'Händelse attesterad',
  'event.rejected': 'Händelse avvisad',
  'event.paid': 'Händelse betald i lönekörning',
  'event-ready-marker.set': 'Månad klarmarkerad',
  'event-ready-marker.cleared': 'Klarmarkering borttagen',
  'payroll-run.created': 'Lönekörning skapad',
  'payroll-run.deleted': 'Lönekörning borttagen',
  'payroll-run.calculation-started': 'Lönekörning beräknas',
  'payroll-run.employee-recalculated': 'Anställd omräknad i lönekörning',
  'payroll-run.approved': 'Lönekörning godkänd',
  'payroll-run.aborted': 'Godkännande av lönekörning avbrutet',
  'payroll-run.completed': 'Lönekörning slutförd',
  'agi-declaration.created': 'Arbetsgivardeklaration skapad',
  'agi-declaration.downloaded': 'Arbetsgivardeklaration hämtad',
  'agi-declaration.submitted': 'Arbetsgivardeklaration markerad som inlämnad',
  'bank-file.created': 'Betalningsfil skapad',
  'bank-file.downloaded': 'Betalningsfil hämtad',
  'bank-file.sent': 'Betalningsfil markerad som skickad',
  'sie-file.downloaded': 'SIE-fil hämtad',
  'data-export.downloaded': 'Dataexport hämtad',
  'user-invitation.created': 'Användare inbjuden',
  'user-invitation.resent': 'Inbjudan skickad igen',
  'user-invitation.withdrawn': 'Inbjudan återkallad',
  'user-invitation.accepted': 'Inbjudan accepterad',
  'user-role.granted': 'Roll tilldelad',
  'user-role.revoked': 'Roll borttagen',
  'privilege-group.created': 'Behörighetsgrupp skapad',
  'privilege-group.updated': 'Behörighetsgrupp ändrad',
  'privilege-group.deleted': 'Behörighetsgrupp borttagen',
  'api-token.created': 'API-nyckel skapad',
  'api-token.revoked': 'API-nyckel återkallad',
};

/** The settings documents (`employer_setting.section`) by name, for "Inställningar ändrade: Utbetalning". */
export const SETTINGS_DOCUMENT_LABELS: Readonly<Record<string, string>> = {
  'company-info': 'Företagsuppgifter',
  'company-address': 'Adress',
  payout: 'Utbetalning',
  'file-format': 'Filformat',
  'chart-of-accounts': 'Kontoplan',
  'social-fee-liability': 'Upplupna sociala avgifter',
  'voucher-series': 'Verifikationsserier',
  'salary-supplements': 'Lönetillägg',
  standby: 'Beredskap',
  holidays: 'Helgdagar',
  vacation: 'Semester',
  'travel-allowances': 'Traktamente',
  'travel-mileage': 'Milersättning',
  pension: 'Pension',
  'time-banks': 'Tidbanker',
  'custom-fields': 'Egna fält',
  'event-templates': 'Händelsemallar',
  'event-groups': 'Händelsegrupper',
  'user-access': 'Åtkomst efter avslutad anställning',
};

/** The settings document an event records (`section` on either side), if it records one. */
export function findSettingsDocument(before: unknown, after: unknown): string | undefined {
  for (const side of [after, before]) {
    if (isRecord(side) && typeof side.section === 'string') return side.section;
  }
  return undefined;
}

/** The action in Swedish, with the settings document it changed: "Inställningar ändrade: Utbetalning". */
export function describeAuditEvent(action: string, before: unknown, after: unknown): string {
  const document = action === 'settings.updated' ? findSettingsDocument(before, after) : undefined;
  const label = document && SETTINGS_DOCUMENT_LABELS[document];
  if (!label) return describeAuditAction(action);
  return `${describeAuditAction(action)}: ${label}`;
}

/** What an action without a Swedish label reads as: users never see its key. */
export const OTHER_ACTION_LABEL = 'Annan ändring';

/** The Swedish label, or "Annan ändring" for one written before its label existed. */
export function describeAuditAction(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? OTHER_ACTION_LABEL;
}

/**
 * Swedish names of the fields the audit records: the audited entities' fields and the settings
 * documents' (a settings key is the value's dotted path, as the settings audit writes it). A dotted
 * path without its own name is named by its parts (`compBank.maxHours` → "Komptidsbank – Högsta
 * saldo"); a field with no name at all is never shown by its key but as "Övriga uppgifter ändrade".
 */
export const AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  // People, companies and addresses.
  name: 'Namn',
  firstName: 'Förnamn',
  lastName: 'Efternamn',
  personnummer: 'Personnummer',
  birthDate: 'Födelsedatum',
  email: 'E-post',
  phone: 'Telefon',
  careOf: 'c/o',
  streetAddress: 'Utdelningsadress',
  postalCode: 'Postnummer',
  city: 'Postort',
  clearingNumber: 'Clearingnummer',
  accountNumber: 'Kontonummer',
  orgNumber: 'Organisationsnummer',
  isTestCompany: 'Testföretag',
  employerName: 'Företag',
  packagingName: 'Paket',
  agiContact: 'Kontaktperson för AGI',
  'agiContact.name': 'Kontaktperson för AGI',
  'agiContact.phone': 'Kontaktpersonens telefon',
  'agiContact.email': 'Kontaktpersonens e-post',
  agiDeclarationDay: 'Deklarationsdag för AGI',
  // Employees and employments.
  archived: 'Arkiverad',
  archivedAt: 'Arkiverad',
  createdAt: 'Skapad',
  updatedAt: 'Ändrad',
  position: 'Befattning',
  startDate: 'Startdatum',
  endDate: 'Slutdatum',
  endReason: 'Orsak till avslut',
  endNote: 'Anteckning om avslut',
  employmentType: 'Anställningsform',
  employmentRate: 'Sysselsättningsgrad',
  weeklyHours: 'Veckoarbetstid',
  schedule: 'Arbetsschema',
  salaryForm: 'Löneform',
  currentSalaryOre: 'Aktuell lön',
  amountOre: 'Belopp',
  taxTable: 'Skattetabell',
  workplace: 'Arbetsställe',
  costCentre: 'Kostnadsställe',
  customFields: 'Egna fält',
  vacation: 'Semester',
  pension: 'Pension',
  yearToDate: 'Hittills i år',
  openingBalances: 'Ingående saldon',
  reason: 'Orsak',
  note: 'Anteckning',
  status: 'Status',
  tax: 'Skatt',
  growthSupport: 'Växa-stöd',
  dimensions: 'Dimensioner',
  salaryRows: 'Lönerader',
  activeEmploymentCount: 'Aktiva anställningar',
  employmentCount: 'Anställningar',
  workplaceNumber: 'Arbetsställenummer',
  // Workplaces, cost centres, projects and salary types.
  code: 'Kod',
  active: 'Aktiv',
  dimension: 'Dimension',
  version: 'Version',
  // Privilege groups and personal API tokens (issue 22): privileges and members are stored as their
  // Swedish descriptions and names, never ids.
  description: 'Beskrivning',
  privileges: 'Behörigheter',
  members: 'Användare',
  expiresAt: 'Giltig till',
  revokedAt: 'Återkallad',
  tokenPrefix: 'Nyckelns början',
  kind: 'Typ',
  unit: 'Enhet',
  percent: 'Procent',
  validFrom: 'Gäller från',
  latestValidFrom: 'Senaste version gäller från',
  treatment: 'Behandling',
  current: 'Gällande version',
  validTo: 'Gäller till',
  debitAccount: 'Debetkonto',
  creditAccount: 'Kreditkonto',
  reportable: 'Redovisas i AGI',
  isStandard: 'Standardlöneart',
  // Settings: payout and file format.
  payDay: 'Lönedag',
  salaryPeriod: 'Löneperiod för fast lön',
  variablePeriod: 'Löneperiod för rörlig lön',
  account: 'Konto för utbetalning',
  senders: 'Avsändare',
  'senders.bankgirotCustomerNumber': 'Kundnummer hos Bankgirot',
  'senders.bankgiroNumber': 'Bankgironummer',
  'senders.isoSenderId': 'Avsändar-id för ISO 20022',
  'senders.isoSenderIdScheme': 'Typ av avsändar-id',
  requireDifferentApprovers: 'Olika personer för första och andra godkännandet',
  grossChangeWarningPercent: 'Varna när bruttolönen ändras mer än (%)',
  minimumHourlyWageOre: 'Lägsta timlön',
  format: 'Filformat',
  pain001Version: 'Version av pain.001',
  // Settings: accounting.
  accounts: 'Konton',
  roleAccounts: 'Konton',
  accruedEmployerContributions: 'Upplupna arbetsgivaravgifter',
  benefitsContra: 'Motkonto för förmåner',
  carBenefit: 'Bilförmån',
  employeeAdvances: 'Förskott till anställda',
  employerContributionsCost: 'Arbetsgivaravgifter (kostnad)',
  employerContributionsLiability: 'Arbetsgivaravgifter (skuld)',
  housingBenefit: 'Bostadsförmån',
  mealBenefit: 'Kostförmån',
  netDeductions: 'Nettolöneavdrag',
  netPay: 'Nettolön',
  otherBenefits: 'Övriga förmåner',
  pensionCost: 'Pensionskostnad',
  pensionLiability: 'Pensionsskuld',
  rounding: 'Öresavrundning',
  salariesSalaried: 'Löner till tjänstemän',
  salariesWorkers: 'Löner till kollektivanställda',
  sickPaySalaried: 'Sjuklön till tjänstemän',
  sickPayWorkers: 'Sjuklön till kollektivanställda',
  specialPayrollTaxCost: 'Särskild löneskatt (kostnad)',
  specialPayrollTaxLiability: 'Särskild löneskatt (skuld)',
  taxFreeMileage: 'Skattefri milersättning',
  taxFreePerDiem: 'Skattefritt traktamente',
  taxWithheld: 'Avdragen skatt',
  taxableMileage: 'Skattepliktig milersättning',
  taxablePerDiem: 'Skattepliktigt traktamente',
  vacationLiability: 'Semesterlöneskuld',
  vacationLiabilityChangeSalaried: 'Förändring av semesterlöneskuld, tjänstemän',
  vacationLiabilityChangeWorkers: 'Förändring av semesterlöneskuld, kollektivanställda',
  vacationLiabilityContributionsCost: 'Arbetsgivaravgifter på semesterlöneskuld',
  vacationPaySalaried: 'Semesterlön till tjänstemän',
  vacationPayWorkers: 'Semesterlön till kollektivanställda',
  wageGarnishment: 'Löneutmätning',
  accrueMonthly: 'Periodisera varje månad',
  rateBasisPoints: 'Avgiftssats',
  series: 'Serie',
  nextNumber: 'Nästa nummer',
  // Settings: compensation, calendar and own fields.
  ob: 'OB-tillägg',
  overtime: 'Övertid',
  periods: 'Beredskapsperioder',
  rates: 'Belopp per period',
  foreignNormalAmounts: 'Normalbelopp för utlandstraktamente',
  plans: 'Pensionsplaner',
  bookSpecialPayrollTaxMonthly: 'Bokför särskild löneskatt varje månad',
  extraDaysOff: 'Extra lediga dagar',
  groups: 'Grupper',
  earningYear: 'Intjänandeår',
  vacationYear: 'Semesterår',
  fields: 'Egna fält',
  templates: 'Händelsemallar',
  compBank: 'Komptidsbank',
  flexBank: 'Flexbank',
  expiryMonths: 'Giltighetstid i månader',
  isEnabled: 'Används',
  isPayoutAboveMaxAtYearEnd: 'Betala ut saldo över taket vid årsskiftet',
  maxHours: 'Högsta saldo i timmar',
  qualifiedOvertimeFactor: 'Faktor för kvalificerad övertid',
  simpleOvertimeFactor: 'Faktor för enkel övertid',
  minusLimitHours: 'Största minussaldo i timmar',
  plusLimitHours: 'Största plussaldo i timmar',
  reconciliationPeriod: 'Avstämningsperiod',
};

/** What a field with no Swedish name shows instead of its key (once per summary). */
export const OTHER_CHANGES_LABEL = 'Övriga uppgifter ändrade';

const TERMINATION_REASON_LABELS = {
  resignation: 'Egen uppsägning',
  dismissal: 'Uppsägning från arbetsgivaren',
  'end-of-fixed-term': 'Visstidsanställningen löpte ut',
  retirement: 'Pension',
  deceased: 'Dödsfall',
  other: 'Annan orsak',
};

/** Swedish values of the choices stored as codes, by the field's last key. */
export const AUDIT_VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  agiDeclarationDay: { twelfth: 'Den 12:e', twentySixth: 'Den 26:e' },
  salaryPeriod: { 'current-month': 'Innevarande månad', 'previous-month': 'Föregående månad' },
  variablePeriod: { 'current-month': 'Innevarande månad', 'previous-month': 'Föregående månad' },
  vacationYear: { statutory: 'Semesterlagens (1 april–31 mars)', calendar: 'Kalenderår' },
  earningYear: { preceding: 'Föregående år', same: 'Samma år' },
  reconciliationPeriod: { month: 'Månad', quarter: 'Kvartal', halfYear: 'Halvår', year: 'År' },
  isoSenderIdScheme: { BANK: 'BANK: id tilldelat av banken', CUST: 'CUST: kundnummer' },
  employmentType: { permanent: 'Tillsvidare', 'fixed-term': 'Visstid', hourly: 'Timanställd' },
  salaryForm: { monthly: 'Månadslön', hourly: 'Timlön' },
  dimension: { 'cost-centre': 'Kostnadsställe', project: 'Projekt' },
  reason: TERMINATION_REASON_LABELS,
  endReason: TERMINATION_REASON_LABELS,
  format: {
    'pain.001': 'ISO 20022 (pain.001)',
    'bankgirot-loner': 'Bankgirot Löner',
    'bankgirot-lb': 'Bankgirot Leverantörsbetalningar',
  },
};

/** The field's Swedish name: its own, or its parts' (`compBank.maxHours`); undefined when unnamed. */
export function describeAuditField(field: string): string | undefined {
  const own = AUDIT_FIELD_LABELS[field];
  if (own) return own;
  const parts = field.split('.').filter((part) => !/^\d+$/.test(part));
  if (parts.length < 2) return undefined;
  const labels = parts.map((part) => AUDIT_FIELD_LABELS[part]);
  if (labels.some((label) => !label)) return undefined;
  return [...new Set(labels)].join(' – ');
}

const MAX_VALUE_LENGTH = 80;

function showValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nej';
  if (Array.isArray(value)) {
    if (value.length === 0) return '–';
    // A list of records (rates, groups) by its length: its entries' keys are no reading matter.
    if (value.some((item) => typeof item === 'object' && item !== null))
      return value.length === 1 ? '1 rad' : `${value.length} rader`;
    return cut(value.map((item) => showValue(field, item)).join(', '));
  }
  if (typeof value === 'object') return 'flera uppgifter';
  // Amounts are stored in öre: "350 000,00 kr".
  if (typeof value === 'number' && /Ore$/.test(field)) return `${kronor.format(value / 100)} kr`;
  const text = String(value);
  const last = field.split('.').at(-1) ?? field;
  return cut(AUDIT_VALUE_LABELS[last]?.[text] ?? text);
}

const kronor = new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function cut(text: string): string {
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

// Ids mean nothing to a reader (spec: users never see ids); the section name is shown on its own.
const isShownField = (field: string) => !/(^id$|Id$|_id$)/.test(field) && field !== 'section';

/**
 * "fält: före → efter" per changed field, `; `-separated, for a table cell or a CSV column. A
 * created or deleted record lists its values on one side only. Fields without a Swedish name end the
 * summary as one "Övriga uppgifter ändrade": users never see an internal key.
 */
export function summariseAuditChange(before: unknown, after: unknown): string {
  const left = isRecord(before) ? before : {};
  const right = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])].filter(isShownField);
  const parts: string[] = [];
  let others = false;
  for (const field of fields) {
    if (JSON.stringify(left[field]) === JSON.stringify(right[field])) continue;
    const label = describeAuditField(field);
    if (!label) {
      others = true;
      continue;
    }
    if (!isRecord(before)) parts.push(`${label}: ${showValue(field, right[field])}`);
    else if (!isRecord(after)) parts.push(`${label}: ${showValue(field, left[field])} → –`);
    else parts.push(`${label}: ${showValue(field, left[field])} → ${showValue(field, right[field])}`);
  }
  if (others) parts.push(OTHER_CHANGES_LABEL);
  return parts.join('; ');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
