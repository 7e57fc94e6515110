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
  'employee.created': 'Anställd tillagd',
  'employee.updated': 'Anställds uppgifter ändrade',
  'employee.archived': 'Anställd arkiverad',
  'employee.restored': 'Anställd återställd från arkivet',
  'employee.terminated': 'Anställning avslutad',
  'employee.opening-balances-set': 'Ingående saldon ändrade',
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
  if (!document) return describeAuditAction(action);
  return `${describeAuditAction(action)}: ${SETTINGS_DOCUMENT_LABELS[document] ?? document}`;
}

/** The Swedish label, or the action itself for one written before its label existed. */
export function describeAuditAction(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

/**
 * Swedish names of fields that many events carry; a field not named here shows as its key. Sections
 * may add theirs (a key is the value's dotted path, as the settings audit writes it).
 */
export const AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Namn',
  firstName: 'Förnamn',
  lastName: 'Efternamn',
  personnummer: 'Personnummer',
  email: 'E-post',
  phone: 'Telefon',
  careOf: 'c/o',
  streetAddress: 'Utdelningsadress',
  postalCode: 'Postnummer',
  city: 'Postort',
  clearingNumber: 'Clearingnummer',
  accountNumber: 'Kontonummer',
  'agiContact.name': 'Kontaktperson för AGI',
  'agiContact.phone': 'Kontaktpersonens telefon',
  'agiContact.email': 'Kontaktpersonens e-post',
  agiDeclarationDay: 'Deklarationsdag för AGI',
  payDay: 'Lönedag',
  position: 'Befattning',
  startDate: 'Startdatum',
  endDate: 'Slutdatum',
  employmentType: 'Anställningsform',
  code: 'Kod',
};

const MAX_VALUE_LENGTH = 80;

function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

// Ids mean nothing to a reader (spec: users never see ids); the section name is shown on its own.
const isShownField = (field: string) => !/(^id$|Id$|_id$)/.test(field) && field !== 'section';

/**
 * "fält: före → efter" per changed field, `; `-separated, for a table cell or a CSV column. A
 * created or deleted record lists its values on one side only.
 */
export function summariseAuditChange(before: unknown, after: unknown): string {
  const left = isRecord(before) ? before : {};
  const right = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])].filter(isShownField);
  return fields
    .filter((field) => JSON.stringify(left[field]) !== JSON.stringify(right[field]))
    .map((field) => {
      const label = AUDIT_FIELD_LABELS[field] ?? field;
      if (!isRecord(before)) return `${label}: ${showValue(right[field])}`;
      if (!isRecord(after)) return `${label}: ${showValue(left[field])} → –`;
      return `${label}: ${showValue(left[field])} → ${showValue(right[field])}`;
    })
    .join('; ');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
